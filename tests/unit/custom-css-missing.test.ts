import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// The classic preset's `theme.customCss`: stylesheets Docusaurus adds to every page's client code, whose
// build stops on one the site's folder lacks.
const siteWith = (customCss: string, files: Record<string, string> = {}) =>
  makeContentDir({
    "docusaurus.config.js": `module.exports = {\n  title: 'Kettles',\n  presets: [\n    ['classic', {\n      theme: {\n        customCss: ${customCss},\n      },\n    }],\n  ],\n};\n`,
    "docs/kettle.md": page("Kettle"),
    ...files,
  });

const configWarnings = (dir: string) => loadSite(dir).problems.filter((problem) => problem.file === "docusaurus.config.js").map((problem) => `${problem.line}: ${problem.message}`);

describe("a customCss stylesheet the content folder lacks", () => {
  it("is warned about at its line, each of a list on its own", () => {
    expect(configWarnings(siteWith("['./src/css/kettle.css', './src/css/spout.css']", { "src/css/kettle.css": ".hidden { display: none; }\n" }))).toEqual([
      '6: customCss "src/css/spout.css" is not a file of the content folder: Docusaurus stops its build on it ("Module not found"), and the rules of it that hide sidebar entries or the pager are not read here',
    ]);
  });

  it("is passed when the file is there, or out of the content folder", () => {
    expect(configWarnings(siteWith("'./src/css/kettle.css'", { "src/css/kettle.css": "a { color: teal; }\n" }))).toEqual([]);
    expect(configWarnings(siteWith("'../shared/kettle.css'"))).toEqual([]);
  });
});
