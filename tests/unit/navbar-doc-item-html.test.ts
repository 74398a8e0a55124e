import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus' doc, docSidebar and docsVersion navbar items hand their `html` to the link they draw,
// which shows it in place of the label: an icon of the site's font followed by a word.
describe("a doc navbar item with html", () => {
  it("is named by its markup's words, not by the doc's title", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { type: 'doc', docId: 'orchard/start', html: '<i class="icon icon-leaf"></i> Orchard' },
        { type: 'docSidebar', sidebarId: 'cellar', html: '<span class="icon"></span> Cellar' },
        { type: 'doc', docId: 'orchard/tools', label: 'Tools', html: '<i class="icon"></i>' },
      ] } } };`,
      "sidebars.js": "module.exports = { orchard: ['orchard/start', 'orchard/tools'], cellar: ['cellar/barrels'] };",
      "docs/orchard/start.md": page("Welcome to the orchard guide"),
      "docs/orchard/tools.md": page("Tools of the trade"),
      "docs/cellar/barrels.md": page("Barrels and casks"),
    }));
    expect(site.sections.map((section) => section.label)).toEqual(["Orchard", "Cellar", "Tools"]);
  });
});
