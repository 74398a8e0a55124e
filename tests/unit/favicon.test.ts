import { afterAll, describe, expect, it, vi } from "vitest";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// The config's `favicon`, the icon Docusaurus links from every page: a file of static/ (a path from the site's
// root, as written without a leading slash), or an address.
const siteWith = (favicon: string, files: Record<string, string> = {}) =>
  makeContentDir({ "docusaurus.config.js": `module.exports = {\n  title: 'Kettles',\n  favicon: ${favicon},\n};\n`, "docs/kettle.md": page("Kettle"), ...files });

describe("the config's favicon", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
  afterAll(() => {
    if (environment.DOCS_CONTENT_DIR === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = environment.DOCS_CONTENT_DIR;
  });

  it("is the icon pages link when static/ has it", async () => {
    process.env.DOCS_CONTENT_DIR = siteWith("'img/kettle.ico'", { "static/img/kettle.ico": "icon" });
    vi.resetModules();
    const serve = await import("~/content/serve.server");
    expect(serve.layoutData("kettle").favicon).toBe("/img/kettle.ico");
  });

  it("is linked as written when it is an address", () => {
    expect(loadSite(siteWith("'https://cdn.example.org/kettle.png'")).favicon).toBe("https://cdn.example.org/kettle.png");
  });

  it("leaves pages this site's own icon, with a warning at its line, when static/ lacks it", () => {
    const site = loadSite(siteWith("'img/missing.ico'"));
    expect(site.favicon).toBeUndefined();
    expect(site.problems.filter((problem) => problem.file === "docusaurus.config.js").map((problem) => `${problem.line}: ${problem.message}`))
      .toEqual([`3: favicon "/img/missing.ico" is not a file of static/; pages keep this site's own icon`]);
  });
});
