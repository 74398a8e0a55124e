import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus gives a folder's index page (index.md, README.md, or named like its folder) an address
// that ends with a slash, `/guides/`, so a relative link on it names a page of that folder.
function site(config?: string) {
  return loadSite(makeContentDir({
    ...(config ? { "docusaurus.config.js": config } : {}),
    "docs/guides/index.md": page("Guides", "Start with [brewing](./brewing) or [storing](storing#jars)."),
    "docs/guides/brewing.md": page("Brewing"),
    "docs/guides/storing.md": page("Storing", "## Jars"),
    "docs/guides/other.md": page("Other", "See [brewing](./brewing)."),
  }));
}

describe("a relative link on a folder's index page", () => {
  it("names a page of that folder, as on Docusaurus, without a warning", async () => {
    const { html, warnings } = await buildSitePage(site(), "guides");
    expect(html).toContain('href="/guides/brewing"');
    expect(html).toContain('href="/guides/storing#jars"');
    expect(warnings).toEqual([]);
  });

  it("is read against the page's own address on other pages", async () => {
    const { html, warnings } = await buildSitePage(site(), "guides/other");
    expect(html).toContain('href="./brewing"');
    expect(warnings).toEqual([]);
  });

  it("is read as written with trailingSlash: false, where the index page's address has no slash", async () => {
    const { warnings } = await buildSitePage(site("module.exports = { title: 'Tea', trailingSlash: false };"), "guides");
    expect(warnings.map((warning) => warning.kind)).toContain("folder-relative-link");
  });
});
