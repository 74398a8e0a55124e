import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A Docusaurus site in `kitchen/` whose docs sit beside it (`path: '../pantry'`), laid out here as the site's
// folder holding its docs in `pantry/`: a doc's import that climbs into the site's folder by its name,
// `../kitchen/src/components/Badge`, is the content folder's `src/components/Badge`.
const CONFIG = "module.exports = { presets: [['classic', { docs: { path: '../pantry' } }]] };\n";
const BADGE = "export function Badge({ label }) {\n  return <strong className=\"badge\">{label}</strong>;\n}\n";
const CAKES = 'import { Badge } from "../kitchen/src/components/Badge";\n\nSponge, <Badge label="seasonal" />.';

describe("imports from a laid-out docs folder into the site's own folder", () => {
  it("reads the site's file from the content folder", async () => {
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "src/components/Badge.js": BADGE, "pantry/cakes.mdx": page("Cakes", CAKES) }));
    const { html, warnings } = await buildSitePage(site, "cakes");
    expect(html).toContain('<strong class="badge">seasonal</strong>');
    expect(warnings).toEqual([]);
  });

  it("keeps the placeholder for a file the content folder lacks, and for docs that are not laid out", async () => {
    const absent = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "pantry/cakes.mdx": page("Cakes", CAKES) }));
    expect((await buildSitePage(absent, "cakes")).warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
    const plain = loadSite(makeContentDir({ "src/components/Badge.js": BADGE, "docs/cakes.mdx": page("Cakes", CAKES) }));
    const { html, warnings } = await buildSitePage(plain, "cakes");
    expect(html).not.toContain('class="badge"');
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
  });
});
