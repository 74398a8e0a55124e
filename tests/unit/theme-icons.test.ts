import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus' classic theme draws its buttons' icons with components of its own (`@theme/Icon/...`),
// which sites' components import for theirs: a link's "opens elsewhere" mark, a copy button's states.
const BODY = `import IconExternalLink from '@theme/Icon/ExternalLink';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconEdit from '@theme/Icon/Edit';

Read [the kettle guide](https://example.com/kettles) <IconExternalLink width={10} height={10} className="outbound" />.

<button type="button" aria-label="Copy the recipe"><IconCopy className="copy" /><IconSuccess className="done" /></button>

<IconEdit data-kind="pencil" />`;

describe("the classic theme's icons (@theme/Icon/...)", () => {
  it("are drawn as small decorative images taking the props they are given, not a placeholder", async () => {
    const site = loadSite(makeContentDir({ "docs/icons.mdx": page("Icons", BODY) }));
    const { html } = await buildSitePage(site, "icons");
    expect(html).not.toContain("missing-module");
    const icons = html.match(/<svg[^>]*>/g) ?? [];
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"');
    expect(icons[0]).toMatch(/width="10".*height="10".*class="outbound"|class="outbound".*width="10"/);
    expect(icons[1]).toContain('class="copy"');
    expect(icons[2]).toContain('class="done"');
    expect(icons[3]).toContain('data-kind="pencil"');
  });

  it("are no missing import for the checker", async () => {
    const report = await checkContent(makeContentDir({ "docs/icons.mdx": page("Icons", BODY) }));
    expect(report.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
  });
});
