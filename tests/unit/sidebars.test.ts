import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { breadcrumbs, isCategoryOpen, neighbours, pageIdsOf, pathTo, readingOrder, withClosedCategoriesEmpty, type SidebarCategory, type SidebarItem } from "~/content/sidebar-tree";
import { makeContentDir, page } from "./helpers";

const SIDEBARS = `module.exports = {
  docs: [
    "intro",
    {
      type: "category",
      label: "Guides",
      link: { type: "doc", id: "guides" },
      items: [
        { type: "doc", id: "guides/first", label: "First steps" },
        { type: "category", label: "Deep", collapsed: false, items: ["guides/deep/one", "guides/deep/hidden"] },
      ],
    },
    { type: "category", label: "Always open", collapsible: false, items: ["fixed"] },
    { type: "link", href: "https://example.com", label: "External" },
    { "Shorthand": ["short"] },
  ],
  dev: [{ type: "doc", id: "api-ref" }, "intro"],
};`;

function site() {
  return loadSite(
    makeContentDir({
      "sidebars.js": SIDEBARS,
      "docs/intro.md": page("Introduction", "Hi.", "sidebar_label: Intro\n"),
      "docs/guides/index.md": page("All guides"),
      "docs/guides/first.md": page("First"),
      "docs/guides/deep/one.md": page("Deep one"),
      "docs/guides/deep/hidden.md": page("Hidden", "x", "unlisted: true\n"),
      "docs/fixed.md": page("Fixed"),
      "docs/short.md": page("Short"),
      "docs/api-ref.md": page("API reference"),
      "docs/loose.md": page("No sidebar"),
    }),
  );
}

describe("sidebar normalisation", () => {
  it("turns Docusaurus items into links and categories", () => {
    const { sidebars, problems } = site();
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    const [intro, guides, fixed, external, shorthand] = sidebars.docs;
    expect(intro).toEqual({ type: "link", label: "Intro", href: "/intro", docId: "intro" });
    expect(guides).toMatchObject({ type: "category", label: "Guides", href: "/guides", docId: "guides", collapsed: true, collapsible: true });
    const guideItems = (guides as SidebarCategory).items;
    expect(guideItems[0]).toMatchObject({ label: "First steps", docId: "guides/first" });
    expect(guideItems[1]).toMatchObject({ label: "Deep", collapsed: false });
    expect((guideItems[1] as SidebarCategory).items[1]).toMatchObject({ docId: "guides/deep/hidden", unlisted: true });
    expect(fixed).toMatchObject({ collapsible: false, collapsed: false });
    expect(external).toEqual({ type: "link", label: "External", href: "https://example.com" });
    expect(shorthand).toMatchObject({ type: "category", label: "Shorthand" });
    expect(sidebars.apif).toEqual([]);
  });

  it("labels default to sidebar_label, then title", () => {
    const { sidebars } = site();
    expect(sidebars.dev[0]).toMatchObject({ label: "API reference" });
    expect(sidebars.docs[0]).toMatchObject({ label: "Intro" });
  });

  it("a page belongs to the first sidebar that lists it, at most one", () => {
    const { sidebarOf, problems } = site();
    expect(sidebarOf.get("intro")).toBe("docs");
    expect(sidebarOf.get("api-ref")).toBe("dev");
    expect(sidebarOf.get("loose")).toBeUndefined();
    expect(problems.some((p) => p.severity === "warning" && p.message.includes('"intro" is listed in sidebars "docs" and "dev"'))).toBe(true);
  });

  it("reports items that name no page, with the sidebar and item", () => {
    const broken = loadSite(
      makeContentDir({
        "sidebars.js": `module.exports = { dev: ["a", { type: "category", label: "Cat", items: ["missing/page"] }, { type: "link" }], mine: [] };`,
        "docs/a.md": page("A"),
      }),
    );
    const messages = broken.problems.map((p) => p.message);
    expect(messages).toContain('sidebar "dev", item 2 > Cat, item 1: docId "missing/page" has no page');
    expect(messages).toContain('sidebar "dev", item 3: a link needs "href" and "label"');
    expect(messages.some((m) => m.includes('sidebar "mine" is not one of'))).toBe(true);
    expect(broken.sidebars.dev).toHaveLength(2);
  });

  it("reports a sidebars file that does not load, at the line of its syntax error", () => {
    const broken = loadSite(makeContentDir({ "sidebars.js": "module.exports = {\n  docs: [\n    'a'\n    'b',\n  ],\n};\n", "docs/a.md": page("A") }));
    expect(broken.problems[0]).toMatchObject({ file: "sidebars.js", line: 4, kind: "sidebar", severity: "error" });
    const badModule = loadSite(makeContentDir({ "sidebars.ts": "const sidebars = {\n  docs: ['a'],\n  dev: [,,\n};\nexport default sidebars;\n", "docs/a.md": page("A") }));
    expect(badModule.problems[0]).toMatchObject({ file: "sidebars.ts", line: 4, kind: "sidebar", severity: "error" });
  });

  it("reads Docusaurus 3 sidebars: an ES module (export default) in sidebars.js, or sidebars.ts", () => {
    const esm = loadSite(makeContentDir({
      "sidebars.js": "// @ts-check\n/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */\nconst sidebars = { docs: ['a'] };\n\nexport default sidebars;\n",
      "docs/a.md": page("A"),
    }));
    expect(esm.problems).toEqual([]);
    expect(esm.sidebarOf.get("a")).toBe("docs");
    const typed = loadSite(makeContentDir({
      "sidebars.ts": "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\n\nconst sidebars: SidebarsConfig = { dev: [{ type: 'doc', id: 'a', label: 'Typed' }] };\n\nexport default sidebars;\n",
      "docs/a.md": page("A"),
    }));
    expect(typed.problems).toEqual([]);
    expect(typed.sidebars.dev).toEqual([{ type: "link", label: "Typed", href: "/a", docId: "a" }]);
  });

  it("gives a category with a generated-index link a page of its own", () => {
    const generated = loadSite(makeContentDir({
      "sidebars.js": `module.exports = { docs: [
        { type: "category", label: "Getting Started!", link: { type: "generated-index", description: "Start here." }, items: ["a"] },
        { type: "category", label: "Tools", link: { type: "generated-index", slug: "/all-tools", title: "Every tool", keywords: ["cli"] }, items: ["b"] },
        { type: "category", label: "Taken", link: { type: "generated-index", slug: "/a" }, items: ["b"] },
      ] };`,
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    const [first, second, taken] = generated.sidebars.docs as SidebarCategory[];
    expect(first).toMatchObject({ label: "Getting Started!", href: "/category/getting-started", docId: "category/getting-started" });
    expect(second).toMatchObject({ href: "/all-tools", docId: "all-tools" });
    expect([...generated.generatedIndexes.values()]).toEqual([
      { id: "category/getting-started", title: "Getting Started!", description: "Start here.", keywords: [] },
      { id: "all-tools", title: "Every tool", keywords: ["cli"] },
    ]);
    expect(generated.sidebarOf.get("all-tools")).toBe("docs");
    // A slug that a page already has: the page keeps it, the category gets no page, and the writer hears of it.
    expect(taken.href).toBeUndefined();
    expect(generated.problems.map((problem) => problem.message)).toEqual([
      'sidebar "docs", item 3 > Taken: the generated index "/a" is already a page; the category has no page of its own',
    ]);
  });

  it("autogenerates a folder's items: positions (else number prefixes), then names; _category_ files; index pages", () => {
    const auto = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/02-setup.md": page("Setup"),
      "docs/10-later.md": page("Later"),
      "docs/zeta.md": page("Zeta", "x", "sidebar_position: 1\n"),
      "docs/aardvark.md": page("Aardvark"),
      "docs/03-guides/index.md": page("All guides"),
      "docs/03-guides/01-first.md": page("First guide"),
      "docs/03-guides/deep/one.md": page("Deep one"),
      "docs/03-guides/deep/_category_.yml": "label: Going deeper\ncollapsed: false\n",
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.json": JSON.stringify({ label: "Toolbox", position: 5, link: { type: "generated-index", description: "Every tool." } }),
    }));
    const shape = (items: SidebarItem[]): unknown[] =>
      items.map((item) => (item.type === "category" ? { [`${item.label}${item.href ? ` -> ${item.href}` : ""}${item.collapsed ? "" : " (open)"}`]: shape(item.items) } : item.label));
    // Docusaurus' order: sidebar_position, else the name's number prefix; unnumbered items last, by name.
    expect(shape(auto.sidebars.docs)).toEqual([
      "Zeta",
      "Setup",
      { "guides -> /guides": ["First guide", { "Going deeper (open)": ["Deep one"] }] },
      { "Toolbox -> /category/toolbox": ["Hammer"] },
      "Later",
      "Aardvark",
    ]);
    expect(auto.generatedIndexes.get("category/toolbox")?.description).toBe("Every tool.");
    expect(auto.problems).toEqual([]);
  });

  it("reports a _category_ file it cannot read, and keeps the folder's defaults", () => {
    const broken = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.json": "{ label: ",
    }));
    expect(broken.sidebars.docs).toMatchObject([{ type: "category", label: "tools", items: [{ label: "Hammer" }] }]);
    expect(broken.problems[0].message).toMatch(/^docs\/tools\/_category_\.json: cannot read category metadata/);
  });

  it("stops a sidebars file that runs too long, and says so", () => {
    const looping = loadSite(makeContentDir({ "sidebars.js": "while (true) {}\nmodule.exports = {};\n", "docs/a.md": page("A") }));
    expect(looping.problems[0]).toMatchObject({ file: "sidebars.js", kind: "sidebar", severity: "error" });
    expect(looping.problems[0].message).toMatch(/timed out/);
  });

  it("reads the files sidebars.js requires afresh on every load, so their edits count", () => {
    const dir = makeContentDir({
      "sidebars.js": "module.exports = { docs: require('./sidebar-items.js') };",
      "sidebar-items.js": "module.exports = ['a'];",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    });
    expect(pageIdsOf(loadSite(dir).sidebars.docs)).toEqual(["a"]);
    fs.writeFileSync(path.join(dir, "sidebar-items.js"), "module.exports = ['a', 'b'];");
    expect(pageIdsOf(loadSite(dir).sidebars.docs)).toEqual(["a", "b"]);
  });

  it("reads the home page (slug: /) in reading order like any page", () => {
    const withHome = loadSite(makeContentDir({
      "sidebars.js": "module.exports = { docs: ['welcome', 'next'] };",
      "docs/welcome.md": page("Welcome", "x", "slug: /\n"),
      "docs/next.md": page("Next"),
    }));
    expect(readingOrder(withHome.sidebars.docs).map((link) => link.href)).toEqual(["/", "/next"]);
    expect(neighbours(withHome.sidebars.docs, "")).toEqual({ previous: undefined, next: { label: "Next", href: "/next" } });
  });

  it("reads sidebars.json too", () => {
    const json = loadSite(makeContentDir({ "sidebars.json": JSON.stringify({ aiq: ["a"] }), "docs/a.md": page("A") }));
    expect(json.sidebarOf.get("a")).toBe("aiq");
  });
});

describe("derived navigation", () => {
  it("opens the categories on the path to the page, non-collapsible ones and those written collapsed: false", () => {
    const { sidebars } = site();
    const [, guides, fixed] = sidebars.docs as SidebarCategory[];
    const deep = guides.items[1] as SidebarCategory;
    const onDeep = pathTo(sidebars.docs, "guides/deep/one");
    expect(onDeep.map((item) => item.label)).toEqual(["Guides", "Deep", "Deep one"]);
    expect(isCategoryOpen(guides, onDeep)).toBe(true);
    expect(isCategoryOpen(deep, onDeep)).toBe(true);
    expect(isCategoryOpen(fixed, onDeep)).toBe(true);
    const onIntro = pathTo(sidebars.docs, "intro");
    expect(isCategoryOpen(guides, onIntro)).toBe(false);
    // Deep is written `collapsed: false`: open wherever the reader is (seen once Guides opens).
    expect(isCategoryOpen(deep, onIntro)).toBe(true);
    expect(isCategoryOpen({ ...deep, collapsed: true }, onIntro)).toBe(false);
  });

  it("sends closed categories without their items, open ones whole", () => {
    const { sidebars } = site();
    const onIntro = withClosedCategoriesEmpty(sidebars.docs, "intro") as SidebarCategory[];
    expect(onIntro[1]).toMatchObject({ label: "Guides", href: "/guides", items: [], itemsOmitted: true });
    expect(onIntro[2]).toMatchObject({ label: "Always open", items: [{ docId: "fixed" }] });
    expect(pageIdsOf(onIntro)).toEqual(["intro", "guides", "fixed"]);

    const onDeep = withClosedCategoriesEmpty(sidebars.docs, "guides/deep/one") as SidebarCategory[];
    expect(onDeep[1].itemsOmitted).toBeUndefined();
    expect(pageIdsOf(onDeep)).toEqual(pageIdsOf(sidebars.docs).filter((id) => id !== "short"));
    // The tree itself is left as it was.
    expect((sidebars.docs[1] as SidebarCategory).items).toHaveLength(2);
  });

  it("a category's own page opens that category", () => {
    const { sidebars } = site();
    expect(isCategoryOpen(sidebars.docs[1] as SidebarCategory, pathTo(sidebars.docs, "guides"))).toBe(true);
  });

  it("gives breadcrumbs and previous/next in reading order, skipping unlisted pages", () => {
    const { sidebars } = site();
    expect(breadcrumbs(sidebars.docs, "guides/deep/one").map((c) => c.label)).toEqual(["Guides", "Deep", "Deep one"]);
    expect(readingOrder(sidebars.docs).map((l) => l.href)).toEqual(["/intro", "/guides", "/guides/first", "/guides/deep/one", "/fixed", "/short"]);
    expect(neighbours(sidebars.docs, "guides/deep/one")).toEqual({
      previous: { label: "First steps", href: "/guides/first" },
      next: { label: "Fixed", href: "/fixed" },
    });
    expect(neighbours(sidebars.docs, "intro").previous).toBeUndefined();
  });
});
