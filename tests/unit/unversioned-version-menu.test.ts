import { describe, expect, it } from "vitest";
import { freshModuleWith, makeContentDir, page } from "./helpers";

// Docs with no versions.json, whose navbar's version menu lists links beside the one version.
function contentWith(dropdown: string) {
  return makeContentDir({
    "docusaurus.config.js": `module.exports = {\n  title: "T",\n  presets: [["classic", { docs: { versions: { current: { label: "Classic" } } } }]],\n  themeConfig: { navbar: { items: [${dropdown}] } },\n};\n`,
    "docs/kiln.md": page("Kiln"),
    "docs/glaze.md": page("Glaze"),
  });
}

describe("the version menu of docs that are not versioned", () => {
  it("lists the one version, labelled as the config names it, with the links after it, as Docusaurus draws a menu of more than one entry", async () => {
    const contentDir = contentWith(`{ type: "docsVersionDropdown", dropdownItemsAfter: [{ href: "https://pottery.example.org/next/", label: "Modern (preview)" }] }`);
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir }, () => import("~/content/serve.server"));
    const menu = serve.layoutData("glaze").versionMenu;
    expect(menu?.map(({ label, current }) => `${label} ${current}`)).toEqual(["Classic true", "Modern (preview) false"]);
    expect(menu?.[0].href).toMatch(/^\/(glaze|kiln)$/);
    expect(menu?.[1].href).toBe("https://pottery.example.org/next/");
  });

  it("is left out with the version alone, or without a version menu in the navbar", async () => {
    for (const items of [`{ type: "docsVersionDropdown" }`, `{ to: "/kiln", label: "Kiln" }`]) {
      const serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentWith(items) }, () => import("~/content/serve.server"));
      expect(serve.layoutData("glaze").versionMenu).toBeUndefined();
    }
  });
});
