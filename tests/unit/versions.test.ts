import { describe, expect, it } from "vitest";
import { sidebarItemsOf } from "~/content/sidebars.server";
import { breadcrumbs, readingOrder } from "~/content/sidebar-tree";
import { isSearched } from "~/content/search.server";
import { docOfPageVersion, loadSite } from "~/content/site.server";
import { buildSitePage, freshModuleWith, makeContentDir, page } from "./helpers";

// Docusaurus' versioned docs: versions.json, versioned_docs/version-<name>/ and
// versioned_sidebars/version-<name>-sidebars.json beside the docs folder being written.
const SIDEBAR = (ids: string[]) => JSON.stringify({ guide: [...ids.slice(0, 1), { type: "category", label: "Setup", link: { type: "generated-index" }, items: ids.slice(1) }] });

/** The site, with files added or replaced (`null`: left out). */
function versionedSite(extra: Record<string, string | null> = {}) {
  const files: Record<string, string | null> = {
    "versions.json": '["2.0", "1.0"]\n',
    "sidebars.js": `module.exports = ${SIDEBAR(["intro", "install", "upgrade"])};`,
    "docs/intro.md": page("Intro (next)", "See [install](install.md) and [upgrade](/upgrade.md)."),
    "docs/install.md": page("Install (next)"),
    "docs/upgrade.md": page("Upgrade (next)"),
    "versioned_docs/version-2.0/intro.md": page("Intro (2.0)", "See [install](install.md) and [upgrade](/upgrade.md)."),
    "versioned_docs/version-2.0/install.md": page("Install (2.0)"),
    "versioned_docs/version-2.0/upgrade.md": page("Upgrade (2.0)"),
    "versioned_sidebars/version-2.0-sidebars.json": SIDEBAR(["intro", "install", "upgrade"]),
    "versioned_docs/version-1.0/intro.md": page("Intro (1.0)", "See [setup](setup.md) and [this page](/intro.md).", "pagination_next: setup\n"),
    "versioned_docs/version-1.0/setup.md": page("Setup (1.0)"),
    "versioned_sidebars/version-1.0-sidebars.json": SIDEBAR(["intro", "setup"]),
    ...extra,
  };
  return loadSite(makeContentDir(Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null))));
}

describe("versioned docs", () => {
  it("serve the newest release at the root, the docs folder under next/ and older releases under their name", () => {
    const site = versionedSite();
    expect([...site.pages.keys()]).toEqual(["install", "intro", "upgrade", "next/install", "next/intro", "next/upgrade", "1.0/intro", "1.0/setup"]);
    expect(site.pages.get("intro")?.title).toBe("Intro (2.0)");
    expect(site.pages.get("next/intro")?.title).toBe("Intro (next)");
    expect(site.docsVersions.map(({ name, label, path, banner, badge, homeHref }) => ({ name, label, path, banner, badge, homeHref }))).toEqual([
      { name: "current", label: "Next", path: "next", banner: "unreleased", badge: true, homeHref: "/next/intro" },
      { name: "2.0", label: "2.0", path: "", banner: null, badge: true, homeHref: "/intro" },
      { name: "1.0", label: "1.0", path: "1.0", banner: "unmaintained", badge: true, homeHref: "/1.0/intro" },
    ]);
    expect(site.problems).toEqual([]);
  });

  it("give each version its own sidebars, named after it, with its category pages under its path", () => {
    const site = versionedSite();
    expect([...site.sidebars.keys()]).toEqual(["guide", "guide@current", "guide@1.0"]);
    expect(site.sidebarOf.get("1.0/setup")).toBe("guide@1.0");
    const items = sidebarItemsOf(site, "1.0/setup");
    expect(readingOrder(items).map((link) => link.href)).toEqual(["/1.0/intro", "/1.0/category/setup", "/1.0/setup"]);
    expect(breadcrumbs(items, "1.0/setup").map((crumb) => crumb.label)).toEqual(["Setup", "Setup (1.0)"]);
    expect([...site.generatedIndexes.keys()]).toEqual(["category/setup", "next/category/setup", "1.0/category/setup"]);
    // The header's sections come from the root version's sidebars alone.
    expect(site.sections.map((section) => section.href)).toEqual(["/intro"]);
  });

  it("read a page's links within its own version, relative or rooted", async () => {
    const site = versionedSite();
    expect((await buildSitePage(site, "1.0/intro")).html).toMatch(/href="\/1\.0\/setup"[\s\S]*href="\/1\.0\/intro"/);
    expect((await buildSitePage(site, "next/intro")).html).toMatch(/href="\/next\/install"[\s\S]*href="\/next\/upgrade"/);
    expect((await buildSitePage(site, "intro")).html).toMatch(/href="\/install"[\s\S]*href="\/upgrade"/);
  });

  it("name docs by id within the page's version; search and llms.txt read the root version only", () => {
    const site = versionedSite();
    expect(docOfPageVersion(site, "1.0/intro", "setup")?.id).toBe("1.0/setup");
    expect(docOfPageVersion(site, "intro", "setup")).toBeUndefined();
    expect(docOfPageVersion(site, "next/intro", "install")?.id).toBe("next/install");
    expect([...site.pages.values()].filter(isSearched).map((p) => p.id)).toEqual(["install", "intro", "upgrade"]);
  });

  it("follow the config: lastVersion, labels, paths, banners, badges, onlyIncludeVersions and includeCurrentVersion", () => {
    const config = (options: string) => `module.exports = { title: "T", presets: [["classic", { docs: { ${options} } }]] };`;
    const lastCurrent = versionedSite({ "docusaurus.config.js": config(`lastVersion: "current", versions: { current: { label: "3.0 (beta)" }, "1.0": { path: "legacy", banner: "none", badge: false } }`) });
    expect([...lastCurrent.pages.keys()]).toEqual(["install", "intro", "upgrade", "2.0/install", "2.0/intro", "2.0/upgrade", "legacy/intro", "legacy/setup"]);
    expect(lastCurrent.docsVersions.map(({ label, path, banner, badge }) => ({ label, path, banner, badge }))).toEqual([
      { label: "3.0 (beta)", path: "", banner: null, badge: true },
      { label: "2.0", path: "2.0", banner: "unmaintained", badge: true },
      { label: "1.0", path: "legacy", banner: null, badge: false },
    ]);
    const only = versionedSite({ "docusaurus.config.js": config(`includeCurrentVersion: false, onlyIncludeVersions: ["2.0", "0.9"]`) });
    expect([...only.pages.keys()]).toEqual(["install", "intro", "upgrade"]);
    expect(only.docsVersions.map((version) => ({ name: version.name, badge: version.badge }))).toEqual([{ name: "2.0", badge: false }]);
    expect(only.problems).toEqual([expect.objectContaining({ file: "docusaurus.config.js", severity: "warning", kind: "versions", message: 'onlyIncludeVersions names "0.9", which is not a version of this content' })]);
    const disabled = versionedSite({ "docusaurus.config.js": config("disableVersioning: true") });
    expect([...disabled.pages.keys()]).toEqual(["install", "intro", "upgrade"]);
    expect(disabled.pages.get("intro")?.title).toBe("Intro (next)");
    expect(disabled.docsVersions).toEqual([]);
  });

  it("serve a site without a docs folder, its pages in versioned_docs alone, with its blog and standalone pages", () => {
    const config = `module.exports = { title: "T", presets: [["classic", { docs: { includeCurrentVersion: false } }]] };`;
    const site = versionedSite({
      "docs/intro.md": null,
      "docs/install.md": null,
      "docs/upgrade.md": null,
      "sidebars.js": null,
      "docusaurus.config.js": config,
      "blog/2024-05-01-kites.md": "---\ntitle: Flying kites\n---\n\nWind first.\n",
      "src/pages/about.md": "# About us\n",
    });
    expect([...site.pages.keys()]).toEqual(["about", "install", "intro", "upgrade", "1.0/intro", "1.0/setup", "blog/2024/05/01/kites"]);
    expect([...site.blogs[0].listPages.keys()][0]).toBe("blog");
    expect(site.problems).toEqual([]);
  });

  it("make a docsVersion navbar item a link to the last version's first page, labelled with it unless it has a label", () => {
    const navbar = (items: string) => `module.exports = { title: "T", themeConfig: { navbar: { items: [${items}] } } };`;
    const site = versionedSite({ "docusaurus.config.js": navbar(`{ type: "docsVersion" }, { type: "docsVersion", label: "Stable docs" }, { type: "docsVersionDropdown" }`) });
    expect(site.sections).toEqual([
      { label: "2.0", href: "/intro", sidebar: "guide", followsVersion: "doc", versionHome: { ownLabel: false } },
      { label: "Stable docs", href: "/intro", sidebar: "guide", followsVersion: "doc", versionHome: { ownLabel: true } },
    ]);
  });

  it("label a docsVersion navbar item with the version being read and lead it to that version's first page, unless it has a label of its own", async () => {
    const navbar = `module.exports = { title: "T", themeConfig: { navbar: { items: [{ type: "docsVersion" }, { type: "docsVersion", label: "Handbook" }] } } };`;
    // The docs folder's sidebar starts at its install page, the last version's at its intro.
    const contentDir = versionedSite({ "docusaurus.config.js": navbar, "sidebars.js": `module.exports = ${SIDEBAR(["install", "intro", "upgrade"])};` }).contentDir;
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir }, () => import("~/content/serve.server"));
    const headerOf = (pageId: string) => serve.layoutData(pageId).sections.map(({ label, href }) => `${label} ${href}`);
    expect(headerOf("upgrade")).toEqual(["2.0 /intro", "Handbook /intro"]);
    expect(headerOf("next/upgrade")).toEqual(["Next /next/install", "Handbook /next/install"]);
    expect(headerOf("1.0/setup")).toEqual(["1.0 /1.0/intro", "Handbook /1.0/intro"]);
    expect(serve.layoutData("next/upgrade").sections[0].sidebar).toBe(serve.layoutData("next/upgrade").sidebarName);
  });

  it("lead a doc or docSidebar navbar item to the same doc of the version being read, where a to link stays", async () => {
    const navbar = `module.exports = { title: "T", themeConfig: { navbar: { items: [
      { type: "doc", docId: "install", label: "Install" }, { type: "docSidebar", sidebarId: "guide", label: "Guide" }, { to: "/upgrade", label: "Upgrade" }] } } };`;
    const contentDir = versionedSite({ "docusaurus.config.js": navbar }).contentDir;
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir }, () => import("~/content/serve.server"));
    const headerOf = (pageId: string) => serve.layoutData(pageId).sections.map(({ label, href }) => `${label} ${href}`);
    expect(headerOf("intro")).toEqual(["Install /install", "Guide /intro", "Upgrade /upgrade"]);
    expect(headerOf("next/upgrade")).toEqual(["Install /next/install", "Guide /next/intro", "Upgrade /upgrade"]);
    // 1.0 has no install page: that item leads to the last version's, as the header does elsewhere.
    expect(headerOf("1.0/setup")).toEqual(["Install /install", "Guide /1.0/intro", "Upgrade /upgrade"]);
    // On the version's pages, the item is the current section: it names the version's sidebar.
    expect(serve.layoutData("next/upgrade").sections[1].sidebar).toBe(serve.layoutData("next/upgrade").sidebarName);
    // Readers hear each version's sidebar called after the navbar entry that leads to it, not its id in sidebars.js.
    expect(["intro", "next/upgrade", "1.0/setup"].map((pageId) => serve.layoutData(pageId).sidebarLabel)).toEqual(["Guide", "Guide", "Guide"]);
  });

  it("lead a docSidebar navbar item to the first doc of the version's own sidebar of that name, where it starts elsewhere", async () => {
    const navbar = `module.exports = { title: "T", themeConfig: { navbar: { items: [{ type: "docSidebar", sidebarId: "guide", label: "Guide" }] } } };`;
    // The docs folder's sidebar starts with another page than 2.0's.
    const contentDir = versionedSite({ "docusaurus.config.js": navbar, "sidebars.js": `module.exports = ${SIDEBAR(["upgrade", "intro", "install"])};` }).contentDir;
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir }, () => import("~/content/serve.server"));
    const headerOf = (pageId: string) => serve.layoutData(pageId).sections.map(({ href }) => href);
    expect(headerOf("intro")).toEqual(["/intro"]);
    // Was /next/intro, the same doc as the last version's first.
    expect(headerOf("next/install")).toEqual(["/next/upgrade"]);
    expect(serve.layoutData("next/install").sections[0].sidebar).toBe(serve.layoutData("next/install").sidebarName);
    expect(headerOf("1.0/setup")).toEqual(["/1.0/intro"]);
  });

  it("give the version menu the links of its dropdownItemsBefore and dropdownItemsAfter, leaving html items out and warning at a link to no page", () => {
    const navbar = `module.exports = { title: "T", themeConfig: { navbar: { items: [{ type: "docsVersionDropdown",
      dropdownItemsBefore: [{ to: "/upgrade", label: "Upgrading" }],
      dropdownItemsAfter: [{ type: "html", value: "<hr>" }, { href: "https://example.com/0.9/", label: "0.9" }, { to: "/nowhere", label: "Lost" }],
    }] } } };`;
    const site = versionedSite({ "docusaurus.config.js": navbar });
    expect(site.versionMenuExtras).toEqual({
      before: [{ label: "Upgrading", href: "/upgrade", sidebar: "guide" }],
      after: [{ label: "0.9", href: "https://example.com/0.9/", sidebar: null, external: true }],
    });
    expect(site.problems.map((problem) => problem.message)).toContainEqual(expect.stringContaining('"Lost" leads to "/nowhere"'));
    expect(versionedSite().versionMenuExtras).toEqual({ before: [], after: [] });
  });

  it("make a docsVersion navbar item of docs that are not versioned a link to their first page, labelled Next as the docs folder's version", () => {
    const navbar = (items: string) => `module.exports = { title: "T", themeConfig: { navbar: { items: [${items}] } } };`;
    const unversioned = versionedSite({ "versions.json": null, "docusaurus.config.js": navbar(`{ type: "docsVersion" }, { type: "docsVersion", label: "Docs" }, { type: "docsVersion", label: "Upgrading", to: "upgrade" }`) });
    expect(unversioned.sections).toEqual([
      { label: "Next", href: "/intro", sidebar: "guide", followsVersion: "doc", versionHome: { ownLabel: false } },
      { label: "Docs", href: "/intro", sidebar: "guide", followsVersion: "doc", versionHome: { ownLabel: true } },
      { label: "Upgrading", href: "/upgrade", sidebar: "guide" },
    ]);
    const labelled = versionedSite({ "versions.json": null, "docusaurus.config.js": navbar(`{ type: "docsVersion" }`).replace("themeConfig", 'presets: [["classic", { docs: { versions: { current: { label: "Edge" } } } }]], themeConfig') });
    expect(labelled.sections.map((section) => section.label)).toEqual(["Edge"]);
    expect(labelled.problems.filter((problem) => problem.kind === "config")).toEqual([]);
  });

  it("say that a doc navbar item names a doc the last version lacks, when only the docs folder has it", () => {
    const navbar = `module.exports = { title: "T", themeConfig: { navbar: { items: [{ type: "doc", docId: "tuning", label: "Tune" }] } } };`;
    const site = versionedSite({ "docusaurus.config.js": navbar, "docs/tuning.md": page("Tuning (next)") });
    expect(site.sections).toEqual([]);
    expect(site.problems.map((problem) => problem.message)).toEqual([
      'the navbar item "Tune" names the doc "tuning", which the last docs version (2.0) does not have (Docusaurus stops on its pages); it is left out of the header',
    ]);
  });

  it("report what Docusaurus would not serve: a listed version without its folder, a folder versions.json does not list, a list that is not one", () => {
    const site = versionedSite({ "versions.json": '[\n  "2.0",\n  "1.5"\n]\n' });
    expect(site.problems.map((problem) => `${problem.file}:${problem.line} ${problem.severity} ${problem.message}`)).toEqual([
      'versions.json:3 error version "1.5" has no folder versioned_docs/version-1.5; it is not served',
      'versioned_docs/version-1.0:1 warning versions.json does not list "1.0", so its pages are not served (as in Docusaurus)',
    ]);
    expect(site.pages.has("1.0/intro")).toBe(false);
    const broken = versionedSite({ "versions.json": '{"latest": "2.0"}' });
    expect(broken.problems).toEqual([expect.objectContaining({ file: "versions.json", severity: "error", message: expect.stringContaining("must be a list of version names") })]);
    expect(broken.pages.get("intro")?.title).toBe("Intro (next)");
  });

  it("report, at the config's line, a versions setting of a version the list does not name, which stops Docusaurus", () => {
    const config = 'module.exports = {\n  title: "T",\n  presets: [["classic", { docs: { versions: {\n    "2.0": { label: "Stable" },\n    "0.9": { banner: "none" },\n  } } }]],\n};\n';
    const site = versionedSite({ "docusaurus.config.js": config });
    expect(site.problems.map((problem) => `${problem.file}:${problem.line} ${problem.severity}`)).toEqual(["docusaurus.config.js:5 error"]);
    expect(site.problems[0].message).toContain('sets version "0.9", which versions.json does not list ("current", "2.0", "1.0" are the versions)');
    expect(site.docsVersions.find((version) => version.name === "2.0")?.label).toBe("Stable");
  });

  it("give a versioned folder without its sidebars file the default sidebar of its pages", () => {
    const site = versionedSite({ "versioned_sidebars/version-1.0-sidebars.json": null });
    expect(site.sidebarOf.get("1.0/setup")).toBe("docs@1.0");
    expect(readingOrder(sidebarItemsOf(site, "1.0/setup")).map((link) => link.href)).toEqual(["/1.0/intro", "/1.0/setup"]);
  });

  it("read a released version's doc ids written with its prefix, as Docusaurus 2 kept them, and no other version's", () => {
    const prefixed = (version: string, ids: string[]) => JSON.stringify({ [`version-${version}/guide`]: ids.map((id) => ({ type: "doc", id: `version-${version}/${id}` })) });
    const site = versionedSite({
      "versioned_sidebars/version-2.0-sidebars.json": prefixed("2.0", ["intro", "install"]),
      "versioned_sidebars/version-1.0-sidebars.json": JSON.stringify({ guide: ["version-1.0/intro", "version-2.0/setup"] }),
    });
    expect(readingOrder(sidebarItemsOf(site, "install")).map((link) => link.href)).toEqual(["/intro", "/install"]);
    expect(site.sidebarOf.get("install")).toBe("version-2.0/guide");
    expect(readingOrder(sidebarItemsOf(site, "1.0/intro")).map((link) => link.href)).toEqual(["/1.0/intro"]);
    expect(site.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('docId "version-2.0/setup" has no page')]);
  });
});
