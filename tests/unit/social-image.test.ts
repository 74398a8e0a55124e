import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// The config's `themeConfig.image`, the picture Docusaurus names in every page's og:image: a file of static/
// (a path from the site's root), or an address.
const siteWith = (image: string, files: Record<string, string> = {}) =>
  makeContentDir({ "docusaurus.config.js": `module.exports = {\n  title: 'Kettles',\n  themeConfig: {\n    image: ${image},\n  },\n};\n`, "docs/kettle.md": page("Kettle"), ...files });

const configWarnings = (dir: string) => loadSite(dir).problems.filter((problem) => problem.file === "docusaurus.config.js").map((problem) => `${problem.line}: ${problem.message}`);

describe("the config's social card image", () => {
  it("is warned about at its line when static/ lacks it", () => {
    expect(configWarnings(siteWith("'img/kettle-card.jpg'"))).toEqual([
      '4: themeConfig.image "/img/kettle-card.jpg" is not a file of static/; every page names it as the picture of shared links (og:image), which find none (Docusaurus names it without a word)',
    ]);
  });

  it("is passed when static/ has it, or when it is an address", () => {
    expect(configWarnings(siteWith("'img/kettle-card.jpg'", { "static/img/kettle-card.jpg": "jpg" }))).toEqual([]);
    expect(configWarnings(siteWith("'https://cdn.example.org/kettle-card.jpg'"))).toEqual([]);
    // Written with the site's base in front, which the link to it carries.
    const based = makeContentDir({
      "docusaurus.config.js": "module.exports = {\n  title: 'Kettles',\n  baseUrl: '/kettles/',\n  themeConfig: {\n    image: '/kettles/img/kettle-card.jpg',\n  },\n};\n",
      "docs/kettle.md": page("Kettle"),
      "static/img/kettle-card.jpg": "jpg",
    });
    expect(configWarnings(based)).toEqual([]);
  });
});
