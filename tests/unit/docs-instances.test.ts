import { afterAll, describe, expect, it } from "vitest";
import { isSearched } from "~/content/search.server";
import { readingOrder } from "~/content/sidebar-tree";
import { sidebarItemsOf } from "~/content/sidebars.server";
import { docOfPageVersion, docsPlaceOfPageId, loadSite, versionOfPageId } from "~/content/site.server";
import { sidebarNameWithin } from "~/content/versions.server";
import { buildSitePage, freshModuleWith, makeContentDir, page } from "./helpers";

// Docusaurus' multi-instance docs: a second docs plugin (`id: 'handbook'`) with a folder, a route
// and sidebars of its own, beside the main docs.
const CONFIG = (instance: string, extra = "") => `module.exports = {
  title: "Two shelves",
  presets: [["classic", { docs: { sidebarPath: require.resolve("./sidebars.js") } }]],
  plugins: [${instance}],${extra}
};`;
const HANDBOOK = `["@docusaurus/plugin-content-docs", { id: "handbook", path: "handbook", routeBasePath: "handbook", sidebarPath: require.resolve("./sidebarsHandbook.js") }]`;

function twoShelves(files: Record<string, string> = {}) {
  return loadSite(
    makeContentDir({
      "docusaurus.config.js": CONFIG(HANDBOOK),
      "sidebars.js": `module.exports = { guide: ["start", "setup"] };`,
      "sidebarsHandbook.js": `module.exports = { handbook: ["start", { type: "category", label: "People", items: ["people/roles"] }] };`,
      "docs/start.md": page("Start here", "Read [setup](setup.md)."),
      "docs/setup.md": page("Setup"),
      "handbook/start.md": page("Handbook start", "Who does what: [roles](people/roles.md), [main setup](../docs/setup.md).", "pagination_next: people/roles\n"),
      "handbook/people/roles.md": page("Roles", "Owners and reviewers."),
      ...files,
    }),
  );
}

describe("another instance of the docs plugin", () => {
  it("serves its folder under its route, with its own doc ids, searched as the main docs are", () => {
    const site = twoShelves();
    expect([...site.pages.keys()]).toEqual(["setup", "start", "handbook/people/roles", "handbook/start"]);
    const start = site.pages.get("handbook/start")!;
    expect(start).toMatchObject({ title: "Handbook start", docId: "start", docsPluginId: "handbook" });
    expect(start.otherVersion).toBeUndefined();
    expect(isSearched(start)).toBe(true);
    expect(docOfPageVersion(site, "handbook/start", "people/roles")?.id).toBe("handbook/people/roles");
    expect(docOfPageVersion(site, "start", "setup")?.id).toBe("setup");
    expect(docOfPageVersion(site, "handbook/start", "setup")).toBeUndefined();
    expect(site.problems).toEqual([]);
  });

  it("gives it the sidebars of its sidebarPath, named after it on the site and by their own name for readers", () => {
    const site = twoShelves();
    expect([...site.sidebars.keys()]).toEqual(["guide", "handbook@handbook"]);
    expect(site.sidebarOf.get("handbook/people/roles")).toBe("handbook@handbook");
    expect(readingOrder(sidebarItemsOf(site, "handbook/people/roles")).map((link) => link.href)).toEqual(["/handbook/start", "/handbook/people/roles"]);
    expect(sidebarNameWithin("handbook@handbook", docsPlaceOfPageId(site, "handbook/people/roles"))).toBe("handbook");
    // Without a navbar, the header leads to each sidebar's first page: the main docs' and the instance's.
    expect(site.sections.map(({ href, sidebar }) => ({ href, sidebar }))).toEqual([
      { href: "/start", sidebar: "guide" },
      { href: "/handbook/start", sidebar: "handbook@handbook" },
    ]);
  });

  it("gives its pages' tags tag pages under its route, apart from the main docs'", () => {
    const site = twoShelves({
      "docs/setup.md": page("Setup", "Install it.", "tags: [people]\n"),
      "handbook/people/roles.md": page("Roles", "Owners and reviewers.", "tags: [people]\n"),
    });
    expect(site.tagPages.get("tags/people")?.pageIds).toEqual(["setup"]);
    expect(site.tagPages.get("handbook/tags/people")?.pageIds).toEqual(["handbook/people/roles"]);
  });

  it("reads its pages' links within its folder, and to the main docs by file", async () => {
    const html = (await buildSitePage(twoShelves(), "handbook/start")).html;
    expect(html).toContain('href="/handbook/people/roles"');
    expect(html).toContain('href="/setup"');
  });

  it("leads navbar items that name its docs or sidebars by docsPluginId to its pages", () => {
    const navbar = `
  themeConfig: { navbar: { items: [
    { type: "docSidebar", sidebarId: "guide", label: "Guide" },
    { type: "docSidebar", sidebarId: "handbook", docsPluginId: "handbook", label: "Handbook" },
    { type: "doc", docId: "people/roles", docsPluginId: "handbook", label: "Roles" },
    { type: "doc", docId: "people/roles", label: "Not in the main docs" },
  ] } },`;
    const site = twoShelves({ "docusaurus.config.js": CONFIG(HANDBOOK, navbar) });
    expect(site.sections.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Guide", href: "/start" },
      { label: "Handbook", href: "/handbook/start" },
      { label: "Roles", href: "/handbook/people/roles" },
    ]);
    expect(site.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('names the doc "people/roles", which this content does not have')]);
  });

  it("generates its sidebar from its folder without a sidebarPath, and keeps its pages out of the main docs' versions", () => {
    const site = twoShelves({
      "docusaurus.config.js": CONFIG(`["content-docs", { id: "handbook", path: "handbook", routeBasePath: "/handbook/" }]`),
      "versions.json": '["1.0"]',
      "versioned_docs/version-1.0/start.md": page("Start (1.0)"),
      "versioned_sidebars/version-1.0-sidebars.json": '{ "guide": ["start"] }',
    });
    expect(site.sidebarOf.get("handbook/people/roles")).toBe("docs@handbook");
    expect(readingOrder(sidebarItemsOf(site, "handbook/start")).map((link) => link.href)).toEqual(["/handbook/people/roles", "/handbook/start"]);
    expect(versionOfPageId(site, "start")?.name).toBe("1.0");
    expect(versionOfPageId(site, "handbook/start")).toBeUndefined();
    expect(site.pages.get("next/setup")?.otherVersion).toBe("current");
  });

  it("warns, at the config's line, of instances it cannot serve as written", () => {
    const instances = [
      `["content-docs", { id: "lost", path: "nowhere", routeBasePath: "lost" }]`,
      `["content-docs", { id: "copy", path: "docs", routeBasePath: "copy" }]`,
      `["content-docs", { id: "handbook", path: "handbook", routeBasePath: "/" }]`,
      `["content-docs", { id: "handbook", path: "more", routeBasePath: "more" }]`,
    ].join(",\n    ");
    const site = twoShelves({ "docusaurus.config.js": CONFIG(instances), "handbook_versions.json": '["1.0"]' });
    expect(site.problems.map(({ file, line, message }) => ({ file, line, message }))).toEqual([
      { file: "docusaurus.config.js", line: 7, message: expect.stringContaining('two instances of the docs plugin have the id "handbook"') },
      { file: "docusaurus.config.js", line: 4, message: expect.stringContaining('"nowhere", which is no folder of the content') },
      { file: "docusaurus.config.js", line: 5, message: expect.stringContaining('"docs", the folder of other docs') },
      { file: "docusaurus.config.js", line: 6, message: expect.stringContaining('served at "/", where other docs are; its pages are served under "/handbook"') },
      { file: "handbook_versions.json", line: 1, message: 'version "1.0" has no folder handbook_versioned_docs/version-1.0; it is not served' },
    ]);
    expect(site.pages.has("handbook/start")).toBe(true);
  });

  it("reads an instance's folder beside the site's folder from the content folder laid out for it, with a notice", () => {
    // A site in website/ whose handbook sits beside it, served from a folder holding both.
    const beside = `["content-docs", { id: "handbook", path: "../handbook", routeBasePath: "handbook", sidebarPath: require.resolve("./sidebarsHandbook.js") }]`;
    const site = twoShelves({ "docusaurus.config.js": CONFIG(beside) });
    expect(site.pages.get("handbook/people/roles")).toMatchObject({ title: "Roles", docsPluginId: "handbook" });
    expect(site.sidebarOf.get("handbook/people/roles")).toBe("handbook@handbook");
    expect(site.problems.map(({ line, severity, message }) => ({ line, severity, message }))).toEqual([
      { line: 4, severity: "notice", message: expect.stringContaining('reads "../handbook", out of the content folder; its handbook/ folder is read in its place') },
    ]);
    const nested = `["content-docs", { id: "handbook", path: "../shelves/handbook", routeBasePath: "handbook" }]`;
    const moved = twoShelves({ "docusaurus.config.js": CONFIG(nested), "shelves/handbook/start.md": page("Shelved start") });
    expect(moved.pages.get("handbook/start")?.title).toBe("Shelved start");
    const missing = twoShelves({ "docusaurus.config.js": CONFIG(`["content-docs", { id: "handbook", path: "../elsewhere", routeBasePath: "handbook" }]`) });
    expect(missing.pages.has("handbook/start")).toBe(false);
    expect(missing.problems[0]?.message).toContain('"../elsewhere", which is no folder of the content');
  });

  it("serves the instances alone when the preset turns the main docs off (docs: false), the docs folder holding theirs", () => {
    const site = loadSite(
      makeContentDir({
        "docusaurus.config.js": `module.exports = {
  title: "Shelves only",
  presets: [["classic", { docs: false, blog: false }]],
  plugins: [
    ["@docusaurus/plugin-content-docs", { id: "guides", path: "docs/guides", routeBasePath: "guides" }],
    ["@docusaurus/plugin-content-docs", { id: "notes", path: "../docs/notes", routeBasePath: "notes" }],
  ],
};`,
        "sidebars.js": `module.exports = { old: ["gone"] };`,
        "docs/loose.md": page("Loose page"),
        "docs/guides/setup.md": page("Setup"),
        "docs/notes/latest.md": page("Latest"),
      }),
    );
    expect([...site.pages.keys()].sort()).toEqual(["guides/setup", "notes/latest"]);
    expect(site.pages.get("guides/setup")?.docsPluginId).toBe("guides");
    expect(site.problems.filter((problem) => problem.severity !== "notice")).toEqual([]);
  });

  it("serves its versions as Docusaurus does: the last at its route, its folder under next/, older ones under their name", () => {
    const handbook = `["content-docs", { id: "handbook", path: "handbook", routeBasePath: "handbook", sidebarPath: require.resolve("./sidebarsHandbook.js"), versions: { "1.0": { label: "Old book", banner: "none" } } }]`;
    const site = twoShelves({
      "docusaurus.config.js": CONFIG(handbook),
      "handbook_versions.json": '["2.0", "1.0"]',
      "handbook_versioned_docs/version-2.0/start.md": page("Handbook start (2.0)", "Read [roles](people/roles.md)."),
      "handbook_versioned_docs/version-2.0/people/roles.md": page("Roles (2.0)"),
      "handbook_versioned_sidebars/version-2.0-sidebars.json": '{ "handbook": ["start", "people/roles"] }',
      "handbook_versioned_docs/version-1.0/start.md": page("Handbook start (1.0)"),
      "handbook_versioned_sidebars/version-1.0-sidebars.json": '{ "handbook": ["start"] }',
    });
    expect([...site.pages.keys()].filter((id) => id.startsWith("handbook/")).sort()).toEqual([
      "handbook/1.0/start", "handbook/next/people/roles", "handbook/next/start", "handbook/people/roles", "handbook/start",
    ]);
    expect(site.pages.get("handbook/start")?.title).toBe("Handbook start (2.0)");
    expect(site.docsInstances.map(({ name, path, otherVersion, version }) => ({ name, path, otherVersion, label: version?.label, banner: version?.banner }))).toEqual([
      { name: "handbook@current", path: "handbook/next", otherVersion: "current", label: "Next", banner: "unreleased" },
      { name: "handbook", path: "handbook", otherVersion: undefined, label: "2.0", banner: null },
      { name: "handbook@1.0", path: "handbook/1.0", otherVersion: "1.0", label: "Old book", banner: null },
    ]);
    // Each version's ids and sidebars are its own; search and the header keep to the last version.
    expect(docOfPageVersion(site, "handbook/1.0/start", "start")?.id).toBe("handbook/1.0/start");
    expect(docOfPageVersion(site, "handbook/next/start", "people/roles")?.id).toBe("handbook/next/people/roles");
    expect(site.sidebarOf.get("handbook/1.0/start")).toBe("handbook@handbook@1.0");
    expect(readingOrder(sidebarItemsOf(site, "handbook/people/roles")).map((link) => link.href)).toEqual(["/handbook/start", "/handbook/people/roles"]);
    expect(sidebarNameWithin("handbook@handbook@1.0", docsPlaceOfPageId(site, "handbook/1.0/start"))).toBe("handbook");
    expect(["handbook/start", "handbook/1.0/start", "handbook/next/start"].map((id) => isSearched(site.pages.get(id)!))).toEqual([true, false, false]);
    expect(site.sections.map(({ href }) => href)).toEqual(["/start", "/handbook/start"]);
    expect(versionOfPageId(site, "handbook/1.0/start")).toBeUndefined();
    expect(site.problems).toEqual([]);
  });

  it("reads a versioned instance's links within its own version", async () => {
    const site = twoShelves({
      "handbook_versions.json": '["2.0"]',
      "handbook_versioned_docs/version-2.0/start.md": page("Handbook start (2.0)", "Read [roles](people/roles.md)."),
      "handbook_versioned_docs/version-2.0/people/roles.md": page("Roles (2.0)"),
    });
    expect((await buildSitePage(site, "handbook/start")).html).toContain('href="/handbook/people/roles"');
    expect((await buildSitePage(site, "handbook/next/start")).html).toContain('href="/handbook/next/people/roles"');
  });

  it("takes the instance served at the root as the main docs when none has the default id, with the sidebars of its sidebarPath", () => {
    // Every instance named, as typescript-eslint's site has them: its guides at "/", its reference at "/reference".
    const config = `module.exports = {
  title: "Named shelves",
  presets: [["classic", { docs: { id: "reference-docs", path: "reference", routeBasePath: "reference" } }]],
  plugins: [["@docusaurus/plugin-content-docs", { id: "guide-docs", path: "guides", routeBasePath: "/", sidebarPath: require.resolve("./sidebars/guides.js") }]],
};`;
    const site = loadSite(
      makeContentDir({
        "docusaurus.config.js": config,
        "sidebars/guides.js": `module.exports = { guides: ["welcome", { type: "category", label: "Deeper", items: ["deeper/tuning"] }] };`,
        "guides/welcome.md": page("Welcome", "Then [tuning](deeper/tuning.md)."),
        "guides/deeper/tuning.md": page("Tuning"),
        "reference/lookup.md": page("Lookup"),
      }),
    );
    expect([...site.pages.keys()].sort()).toEqual(["deeper/tuning", "reference/lookup", "welcome"]);
    expect([...site.sidebars.keys()]).toEqual(["guides", "docs@reference-docs"]);
    expect(readingOrder(sidebarItemsOf(site, "deeper/tuning")).map((link) => link.href)).toEqual(["/welcome", "/deeper/tuning"]);
    expect(site.pages.get("reference/lookup")).toMatchObject({ docId: "lookup", docsPluginId: "reference-docs" });
    expect(site.problems).toEqual([]);
  });

  it("runs a sidebars file in a folder of its own with __dirname its folder, as Node does", () => {
    const sidebars = `const fs = require("node:fs");
const path = require("node:path");
module.exports = { guide: JSON.parse(fs.readFileSync(path.join(__dirname, "order.json"), "utf8")) };`;
    const site = twoShelves({
      "docusaurus.config.js": CONFIG(HANDBOOK).replace('require.resolve("./sidebars.js")', 'require.resolve("./sidebars/guide.js")'),
      "sidebars/guide.js": sidebars,
      "sidebars/order.json": '["setup", "start"]',
    });
    expect(site.problems).toEqual([]);
    expect(readingOrder(sidebarItemsOf(site, "start")).map((link) => link.href)).toEqual(["/setup", "/start"]);
  });

  it("warns at the config when the main docs' sidebarPath is no file of the content, and reads sidebars.js", () => {
    const site = twoShelves({ "docusaurus.config.js": CONFIG(HANDBOOK).replace('require.resolve("./sidebars.js")', '"./sidebars/missing.js"') });
    expect(site.problems.map(({ file, message }) => ({ file, message }))).toEqual([
      { file: "docusaurus.config.js", message: expect.stringContaining('sidebarPath "./sidebars/missing.js" is not a file of the content folder') },
    ]);
    expect([...site.sidebars.keys()]).toEqual(["guide", "handbook@handbook"]);
  });
  it("heads its pages in llms.txt by its sidebar's own name, not the site's name for it", async () => {
    const { llmsTxt } = await import("~/content/llms.server");
    const text = llmsTxt(twoShelves(), "https://docs.example.com");
    expect(text).toContain("## Handbook\n\n- [Handbook start](https://docs.example.com/handbook/start.md)");
    expect(text).not.toContain("@handbook");
  });

  it("heads in llms.txt a sidebar named as another's by the header's link into it, else by its instance", async () => {
    const { llmsTxt } = await import("~/content/llms.server");
    const sameNames = {
      "sidebars.js": `module.exports = { docs: ["start", "setup"] };`,
      "sidebarsHandbook.js": `module.exports = { docs: ["start", "people/roles"] };`,
    };
    const navbar = (items: string) => `\n  themeConfig: { navbar: { items: [${items}] } }`;
    const guide = `{ type: "doc", docId: "start", label: "Guide" }`;
    const handbook = `{ type: "docSidebar", sidebarId: "docs", docsPluginId: "handbook", label: "Team handbook" }`;
    const headings = (site: ReturnType<typeof twoShelves>) => llmsTxt(site, "https://docs.example.com").match(/^## .*/gm);
    // The main docs' sidebar is headed by the header's one doc item leading into it.
    expect(headings(twoShelves({ ...sameNames, "docusaurus.config.js": CONFIG(HANDBOOK, navbar(`${guide}, ${handbook}`)) }))).toEqual(["## Guide", "## Team handbook"]);
    const setup = `{ to: "/setup", label: "Setup" }`;
    expect(headings(twoShelves({ ...sameNames, "docusaurus.config.js": CONFIG(HANDBOOK, navbar(setup)) }))).toEqual(["## Docs", "## Docs (handbook)"]);
  });
});

describe("breadcrumbs: false", () => {
  const previous = process.env.DOCS_CONTENT_DIR;
  afterAll(() => {
    process.env.DOCS_CONTENT_DIR = previous;
  });

  it("leaves the breadcrumbs out of the pages of the docs plugin that says so, main docs or instance, as Docusaurus does", async () => {
    const config = (mainCrumbs: string, handbookCrumbs: string) => `module.exports = {
  presets: [["classic", { docs: { sidebarPath: require.resolve("./sidebars.js")${mainCrumbs} } }]],
  plugins: [["content-docs", { id: "handbook", path: "handbook", routeBasePath: "handbook", sidebarPath: require.resolve("./sidebarsHandbook.js")${handbookCrumbs} }]],
};`;
    const files = {
      "sidebars.js": `module.exports = { guide: [{ type: "category", label: "Basics", items: ["start"] }] };`,
      "sidebarsHandbook.js": `module.exports = { handbook: [{ type: "category", label: "People", items: ["roles"] }] };`,
      "docs/start.md": page("Start here"),
      "handbook/roles.md": page("Roles"),
    };
    const crumbsOf = async (mainCrumbs: string, handbookCrumbs: string) => {
      const dir = makeContentDir({ ...files, "docusaurus.config.js": config(mainCrumbs, handbookCrumbs) });
      const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
      return [(await serve.pageData("start")).breadcrumbs.length, (await serve.pageData("handbook/roles")).breadcrumbs.length];
    };
    expect(await crumbsOf("", "")).toEqual([2, 2]);
    expect(await crumbsOf(", breadcrumbs: false", "")).toEqual([0, 2]);
    expect(await crumbsOf("", ", breadcrumbs: false")).toEqual([2, 0]);
  });

  it("leaves them out of a category's generated index page of that docs plugin too", async () => {
    const generated = (slug: string) => `{ type: "category", label: "Basics", link: { type: "generated-index", slug: "${slug}" }, items: ["start"] }`;
    const crumbsOf = async (mainCrumbs: string, handbookCrumbs: string) => {
      const dir = makeContentDir({
        "docusaurus.config.js": `module.exports = {
  presets: [["classic", { docs: { sidebarPath: require.resolve("./sidebars.js")${mainCrumbs} } }]],
  plugins: [["content-docs", { id: "handbook", path: "handbook", routeBasePath: "handbook", sidebarPath: require.resolve("./sidebarsHandbook.js")${handbookCrumbs} }]],
};`,
        "sidebars.js": `module.exports = { guide: [${generated("/basics")}] };`,
        "sidebarsHandbook.js": `module.exports = { handbook: [{ type: "category", label: "People", link: { type: "generated-index", slug: "/people" }, items: ["roles"] }] };`,
        "docs/start.md": page("Start here"),
        "handbook/roles.md": page("Roles"),
      });
      const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
      return [(await serve.pageData("basics")).breadcrumbs.length, (await serve.pageData("handbook/people")).breadcrumbs.length];
    };
    expect(await crumbsOf("", "")).toEqual([1, 1]);
    expect(await crumbsOf(", breadcrumbs: false", "")).toEqual([0, 1]);
    expect(await crumbsOf("", ", breadcrumbs: false")).toEqual([1, 0]);
  });
});
