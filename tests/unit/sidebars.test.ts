import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Sidebar } from "~/components/Sidebar";
import { sidebarItemsOf } from "~/content/sidebars.server";
import { loadSite } from "~/content/site.server";
import { breadcrumbs, categoryLabelsByPage, currentEntryPaths, isCategoryOpen, isCurrentEntry, isShown, neighbours, pageIdsOf, pathTo, readingOrder, withClosedCategoriesEmpty, type SidebarCategory, type SidebarItem } from "~/content/sidebar-tree";
import { makeContentDir, page, sidebarNamed } from "./helpers";

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
    const [intro, guides, fixed, external, shorthand] = sidebarNamed(sidebars, "docs");
    expect(intro).toEqual({ type: "link", label: "Intro", href: "/intro", docId: "intro" });
    expect(guides).toMatchObject({ type: "category", label: "Guides", href: "/guides", docId: "guides", collapsed: true, collapsible: true });
    const guideItems = (guides as SidebarCategory).items;
    expect(guideItems[0]).toMatchObject({ label: "First steps", docId: "guides/first" });
    expect(guideItems[1]).toMatchObject({ label: "Deep", collapsed: false });
    expect((guideItems[1] as SidebarCategory).items[1]).toMatchObject({ docId: "guides/deep/hidden", unlisted: true });
    expect(fixed).toMatchObject({ collapsible: false, collapsed: false });
    expect(external).toEqual({ type: "link", label: "External", href: "https://example.com" });
    expect(shorthand).toMatchObject({ type: "category", label: "Shorthand" });
    expect([...sidebars.keys()]).toEqual(["docs", "dev"]);
  });

  it("labels default to sidebar_label, then title", () => {
    const { sidebars } = site();
    expect(sidebarNamed(sidebars, "dev")[0]).toMatchObject({ label: "API reference" });
    expect(sidebarNamed(sidebars, "docs")[0]).toMatchObject({ label: "Intro" });
  });

  it("a page belongs to the last sidebar that lists it, at most one, as in Docusaurus", () => {
    const { sidebarOf, problems } = site();
    expect(sidebarOf.get("intro")).toBe("dev");
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
    // "Cat" is left empty by its broken item: it leads nowhere, so it is left out too.
    expect(messages).toContain('sidebar "dev", item 2 > Cat: a category with no items and no page of its own leads nowhere; it is left out');
    expect(sidebarNamed(broken.sidebars, "dev")).toHaveLength(1);
  });

  it("reads a list among a sidebar's items as those items in its place, as Docusaurus does", () => {
    const { problems, sidebars, sidebarOf } = loadSite(
      makeContentDir({
        "sidebars.js": `module.exports = { docs: [
  { type: "link", label: "Back", href: "/", customProps: { className: "back" } },
  [ "a", { type: "category", label: "Cat", items: [["b"], []] } ],
] };`,
        "docs/a.md": page("A"),
        "docs/b.md": page("B"),
      }),
    );
    expect(problems).toEqual([]);
    expect(sidebars.get("docs")).toEqual([
      { type: "link", label: "Back", href: "/" },
      { type: "link", label: "A", href: "/a", docId: "a" },
      { type: "category", label: "Cat", collapsed: true, collapsible: true, items: [{ type: "link", label: "B", href: "/b", docId: "b" }] },
    ]);
    expect(sidebarOf.get("b")).toBe("docs");
  });

  it("gives a sidebars file Node's process, with an empty env, as the config gets (an item chosen by an env flag)", () => {
    const { problems, sidebars } = loadSite(
      makeContentDir({
        "sidebars.js": `module.exports = { docs: [
  "a",
  process.env.MIRROR_BUILD ? { type: "link", label: "Elsewhere", href: "https://example.com/b" } : { type: "category", label: "Local", items: ["b"] },
] };`,
        "docs/a.md": page("A"),
        "docs/b.md": page("B"),
      }),
    );
    expect(problems).toEqual([]);
    expect(sidebarNamed(sidebars, "docs")[1]).toMatchObject({ type: "category", label: "Local" });
  });

  it("reports a link item to a path of the site that names no page, at its line, as Docusaurus stops on a broken link", () => {
    const { problems, sidebars } = loadSite(
      makeContentDir({
        "docusaurus.config.js": "module.exports = { title: 'T', baseUrl: '/help/' };\n",
        "sidebars.js": [
          "module.exports = { docs: [",
          "  { type: 'link', label: 'Home', href: '/' },",
          "  { type: 'link', label: 'Index', href: '/docs/' },",
          "  { type: 'link', label: 'A', href: '/help/docs/a#part' },",
          "  { type: 'link', label: 'Gone', href: '/gone/' },",
          "  { type: 'link', label: 'Away', href: 'https://example.com/x' },",
          "  { type: 'link', label: 'Guide (PDF)', href: '/files/guide.pdf' },",
          "  'a',",
          "] };",
        ].join("\n"),
        "docs/a.md": page("A"),
      }),
    );
    expect(problems.filter((p) => p.kind === "sidebar").map((p) => `${p.line}: ${p.message}`)).toEqual([
      '3: sidebar "docs", item 2: link "/docs/" leads to no page of this content',
      '5: sidebar "docs", item 4: link "/gone/" leads to no page of this content',
    ]);
    // They stay in the sidebar, as written (the PDF is a file, no page to check).
    expect(sidebarNamed(sidebars, "docs").map((item) => item.label)).toEqual(["Home", "Index", "A", "Gone", "Away", "Guide (PDF)", "A"]);
  });

  it("names the React page of src/pages a link item leads to, which Docusaurus serves under the base and this site does not", () => {
    const { problems } = loadSite(
      makeContentDir({
        "docusaurus.config.js": "module.exports = { title: 'T', baseUrl: '/help/' };\n",
        "sidebars.js": [
          "module.exports = { docs: [",
          "  { type: 'link', label: 'All guides', href: '/overview/' },",
          "  'a',",
          "] };",
        ].join("\n"),
        "docs/a.md": page("A"),
        "src/pages/overview.js": "export default function Overview() { return null; }\n",
      }),
    );
    expect(problems.filter((p) => p.kind === "sidebar").map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: sidebar "docs", item 1: link "/overview/" leads to the React page src/pages/overview.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the link)',
    ]);
  });

  it("reports a broken link item as the config's onBrokenLinks says, as Docusaurus builds on with 'warn'", () => {
    const problemsWith = (onBrokenLinks: string) =>
      loadSite(
        makeContentDir({
          "docusaurus.config.js": `module.exports = { title: 'T', onBrokenLinks: '${onBrokenLinks}' };\n`,
          "sidebars.js": "module.exports = { docs: ['a', { type: 'link', label: 'Elsewhere', href: '/elsewhere/' }] };\n",
          "docs/a.md": page("A"),
        }),
      ).problems.filter((p) => p.kind === "sidebar").map((p) => p.severity);
    expect(problemsWith("warn")).toEqual(["warning"]);
    expect(problemsWith("ignore")).toEqual(["notice"]);
    expect(problemsWith("throw")).toEqual(["error"]);
  });

  it("warns about a doc item that names a page by its address when its own id differs, which Docusaurus rejects", () => {
    const { problems, sidebars } = loadSite(
      makeContentDir({
        "sidebars.js": `module.exports = { docs: ["trains", "harbour-boats", "guides"] };`,
        "docs/trains.md": page("Trains", "Some text.", "id: railway-trains\nslug: trains\n"),
        "docs/boats.md": page("Boats", "Some text.", "id: harbour-boats\nslug: boats\n"),
        "docs/guides/index.md": page("Guides"),
      }),
    );
    expect(problems.filter((p) => p.kind === "sidebar").map((p) => p.message)).toEqual([
      'sidebar "docs", item 1: docId "trains" is the address of the page whose Docusaurus id is "railway-trains"; Docusaurus knows docs by id only and stops on this one: write "railway-trains"',
    ]);
    expect(sidebarNamed(sidebars, "docs").map((item) => item.label)).toEqual(["Trains", "Boats", "Guides"]);
  });

  it("reads a category's items written as the categories shorthand, each key a category, as Docusaurus does", () => {
    const { problems, sidebars } = loadSite(
      makeContentDir({
        "sidebars.json": JSON.stringify({ docs: ["kitchen", { "Recipes": { "Soups": ["leek-soup"], "Breads": ["rye", { "Flatbreads": ["naan"] }] } }] }),
        "docs/kitchen.md": page("Kitchen"),
        "docs/leek-soup.md": page("Leek soup"),
        "docs/rye.md": page("Rye"),
        "docs/naan.md": page("Naan"),
      }),
    );
    expect(problems.filter((p) => p.kind === "sidebar")).toEqual([]);
    const recipes = sidebarNamed(sidebars, "docs")[1] as SidebarCategory;
    expect(recipes.label).toBe("Recipes");
    expect(recipes.items.map((item) => item.label)).toEqual(["Soups", "Breads"]);
    expect(pageIdsOf(recipes.items)).toEqual(["leek-soup", "rye", "naan"]);
  });

  it("reports an item of a shorthand category once by its label, at the line of its key written bare", () => {
    const { problems } = loadSite(makeContentDir({
      "sidebars.js": "module.exports = {\n  docs: [\n    'kitchen',\n    {\n      Pantry: ['kitchen'],\n      Cellar: ['gone'],\n    },\n  ],\n};\n",
      "docs/kitchen.md": page("Kitchen"),
    }));
    expect(problems.filter((p) => p.kind === "sidebar").map((p) => `${p.line}: ${p.message}`)).toEqual([
      '6: sidebar "docs", item 2 > Cellar, item 1: docId "gone" has no page',
      '6: sidebar "docs", item 2 > Cellar: a category with no items and no page of its own leads nowhere; it is left out',
    ]);
  });

  it("still reports a category whose items are neither a list nor the shorthand", () => {
    const { problems } = loadSite(makeContentDir({ "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Odd", items: "a" }] };`, "docs/a.md": page("A") }));
    expect(problems.map((p) => p.message)).toContain('sidebar "docs", item 1 > Odd: "items" must be an array, or categories written as {"Label": [items]}');
  });

  it("names the item of a nested list that has no page by its place in that list", () => {
    const { problems } = loadSite(makeContentDir({ "sidebars.js": `module.exports = { docs: ["a", ["a", "gone"]] };`, "docs/a.md": page("A") }));
    expect(problems.map((p) => p.message)).toContain('sidebar "docs", item 2, item 2: docId "gone" has no page');
  });

  it("leaves draft pages out without a word, as Docusaurus does, and a category linking to one keeps its items", () => {
    const { problems, sidebars } = loadSite(
      makeContentDir({
        "sidebars.js": `module.exports = { docs: ["a", "soon", { type: "category", label: "Cat", link: { type: "doc", id: "drafts/next" }, items: [{ type: "doc", id: "soon" }, "b"] }] };`,
        "docs/a.md": page("A"),
        "docs/b.md": page("B"),
        "docs/soon.md": page("Soon", "x", "draft: true\n"),
        "docs/drafts/next.md": page("Next", "x", "id: next\ndraft: true\n"),
      }),
    );
    expect(problems).toEqual([]);
    expect(sidebars.get("docs")).toEqual([
      { type: "link", label: "A", href: "/a", docId: "a" },
      { type: "category", label: "Cat", collapsed: true, collapsible: true, items: [{ type: "link", label: "B", href: "/b", docId: "b" }] },
    ]);
  });

  it("reports each problem at the line of its item in the sidebars file", () => {
    const sidebars = [
      "module.exports = {",
      "  docs: [",
      "    'a',",
      "    { type: 'link' },",
      "    { type: 'category', label: 'Cat', items: [",
      "      'b',",
      "      { type: 'doc', id: 'gone' },",
      "    ] },",
      "    { type: 'mystery', label: 'Odd' },",
      "    { type: 'autogenerated', dirName: 'tools' },",
      "  ],",
      "  dev: [",
      "    'a',",
      "  ],",
      "  mine: [],",
      "};",
    ].join("\n");
    const { problems } = loadSite(makeContentDir({
      "sidebars.js": sidebars,
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
      "docs/tools/power/drill.md": page("Drill"),
    }));
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '4: sidebar "docs", item 2: a link needs "href" and "label"',
      '7: sidebar "docs", item 3 > Cat, item 2: docId "gone" has no page',
      '9: sidebar "docs", item 4: unknown item type "mystery"',
      '13: page "a" is listed in sidebars "docs" and "dev"; it belongs to "dev", the later, as in Docusaurus (its displayed_sidebar frontmatter picks one)',
    ]);
  });

  it("shows an html item as its text, and leaves out (with a warning at its line) one without text", () => {
    const withHtml = loadSite(makeContentDir({
      "sidebars.js": "module.exports = {\n  docs: [\n    { type: 'html', value: '<b>Getting started</b> &amp; more', defaultStyle: true },\n    'a',\n    { type: 'html', value: '<span class=\"spacer\"></span>' },\n  ],\n};\n",
      "docs/a.md": page("A"),
    }));
    expect(sidebarNamed(withHtml.sidebars, "docs")).toEqual([{ type: "text", label: "Getting started & more" }, { type: "link", label: "A", href: "/a", docId: "a" }]);
    expect(withHtml.problems).toEqual([expect.objectContaining({ line: 5, severity: "warning", message: 'sidebar "docs", item 3: an html item shows as its text, and this one has none; it is left out' })]);
  });

  it("makes an html item that is a rule alone a divider between items, as the browser draws that markup, without a warning", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "module.exports = {\n  docs: [\n    'a',\n    { type: 'html', value: '<hr class=\"group-rule\" />', defaultStyle: false },\n    'b',\n    { type: 'html', value: '<hr><p>Later</p>' },\n  ],\n};\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(sidebarNamed(site.sidebars, "docs")).toEqual([
      { type: "link", label: "A", href: "/a", docId: "a" },
      { type: "text", label: "" },
      { type: "link", label: "B", href: "/b", docId: "b" },
      // A rule with other markup is shown as its text, as before.
      { type: "text", label: "Later" },
    ]);
    expect(site.problems).toEqual([]);
    const dividerAndText = sidebarNamed(site.sidebars, "docs").filter((item) => item.type === "text");
    const html = renderToStaticMarkup(createElement(Sidebar, { items: dividerAndText, pageId: "a", label: "docs sidebar" }));
    // An empty text item, which the stylesheet draws as a rule (.sidebar-text:empty).
    expect(html).toContain('<li class="sidebar-item sidebar-text"></li>');
  });

  it("makes an html item that is one link a link to its address, labelled by its text", () => {
    const { sidebars } = loadSite(makeContentDir({
      "sidebars.js": [
        "module.exports = {",
        "  docs: [",
        "    'a',",
        "    { type: 'html', value: '<a class=\"menu__link\" href=\"/b\">Brewing notes <span class=\"hint\">↑</span></a>' },",
        "    { type: 'html', value: \"<a href='https://tea.example.org/'>Tea society</a>\" },",
        "    { type: 'html', value: '<span>See <a href=\"/b\">b</a> too</span>' },",
        "  ],",
        "};",
      ].join("\n"),
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(sidebarNamed(sidebars, "docs")).toEqual([
      { type: "link", label: "A", href: "/a", docId: "a" },
      { type: "link", label: "Brewing notes ↑", href: "/b", markup: true },
      { type: "link", label: "Tea society", href: "https://tea.example.org/", markup: true },
      { type: "text", label: "See b too" },
    ]);
  });

  it("leaves out, with a warning at its line, a category with no items and no page of its own; one with a page stays", () => {
    const { sidebars, problems } = loadSite(makeContentDir({
      "sidebars.js": [
        "module.exports = {",
        "  docs: [",
        "    'a',",
        "    { type: 'category', label: 'Empty', items: [] },",
        "    { type: 'category', label: 'Only drafts', items: ['wip'] },",
        "    { type: 'category', label: 'With a page', link: { type: 'doc', id: 'b' }, items: [] },",
        "  ],",
        "};",
      ].join("\n"),
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
      "docs/wip.md": page("WIP", "x", "draft: true\n"),
    }));
    expect(sidebarNamed(sidebars, "docs").map((item) => item.label)).toEqual(["A", "With a page"]);
    expect(problems.map((p) => `${p.line} ${p.severity}: ${p.message}`)).toEqual([
      '4 warning: sidebar "docs", item 2 > Empty: a category with no items and no page of its own leads nowhere; it is left out',
      '5 warning: sidebar "docs", item 3 > Only drafts: a category with no items and no page of its own leads nowhere; it is left out',
    ]);
  });

  it("reports a sidebars file that does not load, at the line of its syntax error", () => {
    const broken = loadSite(makeContentDir({ "sidebars.js": "module.exports = {\n  docs: [\n    'a'\n    'b',\n  ],\n};\n", "docs/a.md": page("A") }));
    expect(broken.problems[0]).toMatchObject({ file: "sidebars.js", line: 4, kind: "sidebar", severity: "error" });
    const badModule = loadSite(makeContentDir({ "sidebars.ts": "const sidebars = {\n  docs: ['a'],\n  dev: [,,\n};\nexport default sidebars;\n", "docs/a.md": page("A") }));
    expect(badModule.problems[0]).toMatchObject({ file: "sidebars.ts", line: 4, kind: "sidebar", severity: "error" });
  });

  it("reports an error in a module the sidebars file requires at its line in that module", () => {
    const sidebars = "const guides = require('./sidebars/guides');\nmodule.exports = { docs: ['a', ...guides] };\n";
    const throwing = loadSite(makeContentDir({ "sidebars.js": sidebars, "sidebars/guides.js": "const order = {};\n\nmodule.exports = order.first.concat(['a']);\n", "docs/a.md": page("A") }));
    expect(throwing.problems[0]).toMatchObject({ file: "sidebars/guides.js", line: 3, kind: "sidebar", severity: "error" });
    const unparsable = loadSite(makeContentDir({ "sidebars.js": sidebars, "sidebars/guides.js": "module.exports = [\n  'a'\n  'b',\n];\n", "docs/a.md": page("A") }));
    expect(unparsable.problems[0]).toMatchObject({ file: "sidebars/guides.js", line: 3, kind: "sidebar", severity: "error" });
    // An ES module is run transformed: its line is mapped back through the transform's source map.
    const esm = loadSite(makeContentDir({ "sidebars.js": sidebars, "sidebars/guides.js": "export default [\n  'a',\n  missingName.x,\n];\n", "docs/a.md": page("A") }));
    expect(esm.problems[0]).toMatchObject({ file: "sidebars/guides.js", line: 3, kind: "sidebar", severity: "error" });
    const typescript = loadSite(makeContentDir({ "sidebars.js": "const { pages } = require('./pages.ts');\nmodule.exports = { docs: pages };\n", "pages.ts": "import fs from 'node:fs';\n\ninterface Listing { names: string[] }\nconst listing: Listing = { names: fs.readdirSync('missing-folder') };\nexport const pages = listing.names;\n", "docs/a.md": page("A") }));
    expect(typescript.problems[0]).toMatchObject({ file: "pages.ts", line: 4, kind: "sidebar", severity: "error" });
    expect(esm.problems[0].message).toContain("missingName is not defined");
  });

  it("reports an item written in a module the sidebars file requires at its line in that module", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "const guides = require('./sidebars/guides');\nmodule.exports = { docs: ['a', ...guides] };\n",
      "sidebars/guides.js": "module.exports = [\n  'b',\n  { type: 'category', label: 'Later', items: ['c'] },\n];\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars/guides.js:3: error", "sidebars/guides.js:3: warning"]);
    expect(site.problems[0].message).toContain('docId "c" has no page');
  });

  it("reports a category written in a required module there, though the sidebars file writes categories of its own", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "const shelf = require('./sidebars/shelf');\nmodule.exports = {\n  docs: [\n    { type: 'category', label: 'Start', items: ['a'] },\n    ...shelf,\n  ],\n};\n",
      "sidebars/shelf.js": "module.exports = [\n  'b',\n  {\n    type: 'category',\n    label: 'Jars',\n    items: ['gone'],\n  },\n];\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars/shelf.js:6: error", "sidebars/shelf.js:5: warning"]);
  });

  it("gives a required file the content lacks (a generated API sidebar) no items, warns at its line, and keeps the other sidebars", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "const reference = require('./docs/reference/sidebar.ts').default;\nconst extra = require('./sidebars/extra').default;\nmodule.exports = {\n  guide: ['a'],\n  reference: [{ type: 'category', label: 'Reference', link: { type: 'generated-index', slug: '/reference' }, items: reference }, ...extra],\n};\n",
      "sidebars/extra.ts": "import more from '../generated/more';\n\nexport default [...more, 'b'];\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(pageIdsOf(sidebarNamed(site.sidebars, "guide"))).toEqual(["a"]);
    // The category keeps its generated index; the missing module adds nothing to it or after it.
    expect(pageIdsOf(sidebarNamed(site.sidebars, "reference"))).toEqual(["reference", "b"]);
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars.js:1: warning", "sidebars/extra.ts:1: warning"]);
    expect(site.problems[0].message).toContain('"./docs/reference/sidebar.ts" is not a file of the content folder');
  });

  it("notes, rather than warns about, a missing file that the sidebars file requires in a try, as Docusaurus goes on without it too", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "function optional(ref) {\n  try {\n    return require(ref);\n  } catch (e) {\n    return [];\n  }\n}\nconst made = optional('./docs/made/sidebar.ts');\n\nexport default { docs: ['a', ...made] };\n",
      "docs/a.md": page("A"),
    }));
    expect(pageIdsOf(sidebarNamed(site.sidebars, "docs"))).toEqual(["a"]);
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars.ts:8: notice"]);
    expect(site.problems[0].message).toContain("as in Docusaurus, where the file's try … catch goes on without them");
  });

  it("gives a package the content folder has not installed a stand-in, warns at its line, and keeps the sidebars", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "const { bannerFor } = require('sidebar-helpers-not-installed/lib/banners');\nconst parts = require('./parts').default;\nmodule.exports = {\n  guide: [{ type: 'html', value: bannerFor('v2') }, 'a'],\n  more: parts,\n};\n",
      "parts.ts": "import { label } from 'another-absent-helper';\n\nexport default [label ? 'b' : 'b'];\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(pageIdsOf(sidebarNamed(site.sidebars, "guide"))).toEqual(["a"]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "more"))).toEqual(["b"]);
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars.js:1: warning", "parts.ts:1: warning", "sidebars.js:4: warning"]);
    expect(site.problems[0].message).toContain('the package "sidebar-helpers-not-installed/lib/banners" is not installed in the content folder');
    // The html item made of the stand-in has no text, and says so.
    expect(site.problems[2].message).toContain("an html item shows as its text, and this one has none");
  });

  it("still reports a package that is there but fails as it loads", () => {
    const dir = makeContentDir({
      "sidebars.js": "require('broken-helper');\nmodule.exports = { docs: ['a'] };\n",
      "node_modules/broken-helper/index.js": "require('its-own-absent-dependency');\n",
      "docs/a.md": page("A"),
    });
    const site = loadSite(dir);
    expect(site.problems[0]).toMatchObject({ severity: "error", kind: "sidebar" });
    expect(site.problems[0].message).toContain("Cannot find module 'its-own-absent-dependency'");
  });

  it("gives a package the site lacks (a plugin's sidebar helpers) a stand-in, leaves out the items made of it, and warns at its import", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "import { shelfPicker } from \"shelf-plugin-not-installed/helpers\";\nimport labels from './labels.json';\n\nexport default {\n  docs: [\n    { type: 'html', value: shelfPicker(labels), defaultStyle: true },\n    { type: 'html', value: `<b>Guides</b>` },\n    'a',\n    ...shelfPicker.extraItems,\n  ],\n};\n",
      "labels.json": "[\"one\"]",
      "docs/a.md": page("A"),
    }));
    expect(sidebarNamed(site.sidebars, "docs")).toEqual([{ type: "text", label: "Guides" }, expect.objectContaining({ type: "link", docId: "a" })]);
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.severity}`)).toEqual(["sidebars.ts:1: warning", "sidebars.ts:6: warning"]);
    expect(site.problems[0].message).toContain('the package "shelf-plugin-not-installed/helpers" is not installed in the content folder');
  });

  it("reads an API operation's method from the class names an OpenAPI plugin's generated sidebar gives its items", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": `module.exports = { api: [
        { type: "doc", id: "kettles/fill", label: "Fill a kettle", className: "api-method put" },
        { type: "doc", id: "kettles/list", className: "menu__list-item--deprecated api-method get" },
        { type: "doc", id: "kettles/boiled", className: "api-method event" },
        { type: "doc", id: "kettles/intro", className: "api-methodology get" },
      ] };\n`,
      "docs/kettles/fill.md": page("Fill"),
      "docs/kettles/list.md": page("List kettles"),
      "docs/kettles/boiled.md": page("Boiled"),
      "docs/kettles/intro.md": page("Kettles"),
    }));
    expect(site.problems).toEqual([]);
    const items = sidebarNamed(site.sidebars, "api").map((item) => [item.label, item.type === "link" ? item.method : undefined]);
    expect(items).toEqual([["Fill a kettle", "put"], ["List kettles", "get"], ["Boiled", "event"], ["Kettles", undefined]]);
  });

  it("reports two items written alike each at its own line, and an item's second problem at its line again", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "module.exports = {\n  docs: [\n    { type: 'html', value: '' },\n    'a',\n    { type: 'html', value: '' },\n    { type: 'doc', id: 'gone', labell: 'Gone' },\n  ],\n};\n",
      "docs/a.md": page("A"),
    }));
    expect(site.problems.map((p) => `${p.file}:${p.line}`)).toEqual(["sidebars.js:3", "sidebars.js:5", "sidebars.js:6", "sidebars.js:6"]);
  });

  // Airbyte's platform sidebar builds its categories in constants above its export; their items were all reported at the sidebar's key.
  it("reports an item written in a constant above the export at its own line, not at the sidebar's key", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": [
        "const tools = {",
        "  type: 'category',",
        "  label: 'Tools',",
        "  items: ['hammer', { type: 'doc', id: 'saw' }],",
        "};",
        "",
        "module.exports = {",
        "  docs: ['a', tools, { type: 'doc', id: 'chisel' }],",
        "};",
        "",
      ].join("\n"),
      "docs/a.md": page("A"),
    }));
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.message.replace(/^.*: (docId|a category)/, "$1")}`)).toEqual([
      'sidebars.js:4: docId "hammer" has no page',
      'sidebars.js:4: docId "saw" has no page',
      "sidebars.js:3: a category with no items and no page of its own leads nowhere; it is left out",
      'sidebars.js:8: docId "chisel" has no page',
    ]);
  });

  // ZITADEL's categories link the doc they list first (`link: {type: 'doc', id: 'x'}`, then `'x'`): the
  // item's problem was reported at the link's line, the line above it.
  it("reports a doc written as a string at its own line, not at a category link naming the same doc above it", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": [
        "module.exports = {",
        "  docs: [",
        "    'a',",
        "    {",
        "      type: 'category',",
        "      label: 'Brewing',",
        "      link: { type: 'doc', id: 'brewing/start' },",
        "      items: [",
        "        'brewing/start',",
        "      ],",
        "    },",
        "  ],",
        "};",
        "",
      ].join("\n"),
      "docs/a.md": page("A"),
    }));
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'sidebars.js:9: sidebar "docs", item 2 > Brewing, item 1: docId "brewing/start" has no page',
      'sidebars.js:7: sidebar "docs", item 2: docId "brewing/start" has no page',
      'sidebars.js:6: sidebar "docs", item 2 > Brewing: a category with no items and no page of its own leads nowhere; it is left out',
    ]);
  });

  it("keeps the last sidebars that loaded while an edit breaks the file, and reports the break", () => {
    const dir = makeContentDir({ "sidebars.js": "module.exports = { docs: ['a', 'b'] };\n", "docs/a.md": page("A"), "docs/b.md": page("B"), "docs/c.md": page("C") });
    const good = loadSite(dir);
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = {\n  docs: ['a', 'b', 'c'\n};\n");
    const broken = loadSite(dir, good);
    expect(pageIdsOf(sidebarNamed(broken.sidebars, "docs"))).toEqual(["a", "b"]);
    expect(broken.sidebarOf.get("b")).toBe("docs");
    expect(broken.problems).toEqual([expect.objectContaining({ file: "sidebars.js", line: 3, severity: "error", kind: "sidebar" })]);
    expect(broken.problems[0].message).toMatch(/^cannot load sidebars: .*; the sidebars last loaded are served until it loads$/);
    // A file that throws is kept out the same way, also across several broken versions in a row.
    fs.writeFileSync(path.join(dir, "sidebars.js"), "throw new Error('half-finished edit');\n");
    const throwing = loadSite(dir, broken);
    expect(pageIdsOf(sidebarNamed(throwing.sidebars, "docs"))).toEqual(["a", "b"]);
    expect(throwing.problems[0].message).toContain("half-finished edit");
    // Once it loads again, its new version counts.
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = { docs: ['a', 'b', 'c'] };\n");
    expect(pageIdsOf(sidebarNamed(loadSite(dir, throwing).sidebars, "docs"))).toEqual(["a", "b", "c"]);
    // With no sidebars that loaded before (a start with a broken file), pages have no sidebar.
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = {\n");
    const first = loadSite(dir);
    expect(first.sidebars.size).toBe(0);
    expect(first.problems[0].message).not.toContain("last loaded");
  });

  it("reads relative fs paths of a sidebars file from the content folder, Docusaurus' working directory", () => {
    // A sidebars file that lists a docs folder by a path relative to the site, as Docusaurus runs it.
    const sidebars = `const fs = require("fs");
import path from "node:path";
const recipes = fs.readdirSync("docs/recipes").filter((name) => fs.statSync(path.join("docs/recipes", name)).isFile());
module.exports = { cookbook: ["intro", ...recipes.sort().map((name) => "recipes/" + name.replace(/\\.md$/, ""))] };`;
    const site = loadSite(makeContentDir({ "sidebars.js": sidebars, "docs/intro.md": page("Intro"), "docs/recipes/bread.md": page("Bread"), "docs/recipes/apple-pie.md": page("Apple pie") }));
    expect(site.problems.filter((problem) => problem.file === "sidebars.js")).toEqual([]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "cookbook"))).toEqual(["intro", "recipes/apple-pie", "recipes/bread"]);
  });

  // Airbyte's connectors sidebar, run from its site's folder, lists "../docs/integrations/sources" and reads each page's heading there.
  it("reads a folder beside the site's folder, `../docs/recipes`, from the content folder laid out for it", () => {
    const sidebars = `const fs = require("fs");
const path = require("path");
const dir = "../docs/recipes";
const recipes = fs.readdirSync(dir).filter((name) => !fs.existsSync(path.join(dir, name.replace(/\\.md$/, "-notes.md"))));
const titles = recipes.map((name) => fs.readFileSync(path.join(dir, name), "utf8").split("\\n").find((line) => line.startsWith("# ")));
module.exports = { cookbook: recipes.sort().map((name, at) => ({ type: "doc", id: "recipes/" + name.replace(/\\.md$/, ""), label: titles[at] })) };`;
    const site = loadSite(makeContentDir({ "sidebars.js": sidebars, "docs/recipes/bread.md": "# Bread\n\nKnead.\n", "docs/recipes/soup.md": "# Soup\n\nStir.\n", "docs/recipes/soup-notes.md": "# Notes\n" }));
    expect(site.problems.filter((problem) => problem.file === "sidebars.js")).toEqual([]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "cookbook"))).toEqual(["recipes/bread", "recipes/soup-notes"]);
    expect(readingOrder(sidebarNamed(site.sidebars, "cookbook")).map((link) => link.label)).toEqual(["# Bread", "# Notes"]);
  });

  // A site folder beside its docs (`path: '../pantry'`) whose sidebars file requires the docs' own sidebar modules.
  it("runs a module required from beside the site's folder, `../pantry/sidebars/cakes.js`, from the content folder laid out for it", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": "module.exports = { presets: [['classic', { docs: { path: '../pantry', sidebarPath: require.resolve('./sidebars.js') } }]] };\n",
      "sidebars.js": "const cakes = require('../pantry/sidebars/cakes.js');\nconst breads = require('../pantry/sidebars/breads');\n\nmodule.exports = { cakesSidebar: cakes, breadsSidebar: breads };\n",
      "pantry/sidebars/cakes.js": "module.exports = ['sponge', { type: 'category', label: 'Icing', items: ['icing/glaze'] }];\n",
      "pantry/sidebars/breads.js": "const breads = ['rye'];\nexport default breads;\n",
      "pantry/sponge.md": page("Sponge"),
      "pantry/icing/glaze.md": page("Glaze"),
      "pantry/rye.md": page("Rye"),
    }));
    expect(site.problems.filter((problem) => problem.severity !== "notice")).toEqual([]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "cakesSidebar"))).toEqual(["sponge", "icing/glaze"]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "breadsSidebar"))).toEqual(["rye"]);
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
    expect(sidebarNamed(typed.sidebars, "dev")).toEqual([{ type: "link", label: "Typed", href: "/a", docId: "a" }]);
  });

  it("reads sidebars.ts that imports its JSON with an import attribute and knows its own file from import.meta", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "import list from './list.json' with { type: 'json' };\nimport path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst own = path.basename(fileURLToPath(import.meta.url));\n\nexport default { [own.replace('.ts', '')]: list.items };\n",
      "list.json": '{ "items": ["a"] }',
      "docs/a.md": page("A"),
    }));
    expect(site.problems).toEqual([]);
    expect(site.sidebarOf.get("a")).toBe("sidebars");
  });

  it("gives sidebars.ts, and the content modules it imports, Node's URL global", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "import { pages } from './pages';\n\nexport default { guide: pages };\n",
      "pages.ts": "import fs from 'node:fs';\nimport path from 'node:path';\nconst docs = path.join(path.dirname(new URL(import.meta.url).pathname), 'docs');\nexport const pages = fs.readdirSync(docs).map((name) => name.replace(/\\.md$/, ''));\n",
      "docs/a.md": page("A"),
    }));
    expect(site.problems).toEqual([]);
    expect(site.sidebarOf.get("a")).toBe("guide");
  });

  it("reads TypeScript sidebar modules that sidebars.ts imports without their ending, or requires for a field of their default export", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "import guide from './sidebars-guide';\n\nexport default { guide, tools: [...require('./reference/generated.ts').items] };\n",
      "sidebars-guide.ts": "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst guide: string[] = ['a'];\nexport default guide;\n",
      "reference/generated.ts": "const generated = { items: [{ type: 'doc' as const, id: 'b', label: 'Generated' }] };\nexport default generated;\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    }));
    expect(site.problems).toEqual([]);
    expect(site.sidebarOf.get("a")).toBe("guide");
    expect(sidebarNamed(site.sidebars, "tools")).toEqual([{ type: "link", label: "Generated", href: "/b", docId: "b" }]);
  });

  it("gives a require() of a TypeScript module whose default export is a list that list itself, as Docusaurus' loader does", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "function optional(ref) {\n  try {\n    return require(ref);\n  } catch {\n    return [];\n  }\n}\nconst shelf = optional('./docs/shelf/sidebar.ts');\n\nexport default {\n  docs: [\n    'a',\n    { type: 'category', label: 'Shelf', link: shelf.length > 0 ? { type: 'generated-index', slug: '/category/shelf' } : { type: 'doc', id: 'a' }, items: shelf },\n  ],\n};\n",
      "docs/shelf/sidebar.ts": "export const note = 'made by a command';\nconst sidebar = { shelf: [{ type: 'doc', id: 'shelf/b', label: 'Bee' }] };\nexport default sidebar.shelf;\n",
      "docs/a.md": page("A"),
      "docs/shelf/b.md": page("B"),
    }));
    expect(site.problems).toEqual([]);
    const [, shelf] = sidebarNamed(site.sidebars, "docs") as SidebarCategory[];
    expect(shelf).toMatchObject({ label: "Shelf", href: "/category/shelf" });
    expect(shelf.items).toEqual([{ type: "link", label: "Bee", href: "/shelf/b", docId: "shelf/b" }]);
  });

  it("resolves a require() with a JavaScript ending to the TypeScript file of that name, as Docusaurus' loader does", () => {
    const site = loadSite(makeContentDir({
      "sidebars.ts": "export default {\n  docs: [\n    'a',\n    { type: 'category', label: 'Shelf', items: require('./docs/shelf/sidebar.js') },\n  ],\n};\n",
      "docs/shelf/sidebar.ts": "const sidebar = { shelf: [{ type: 'doc', id: 'shelf/b', label: 'Bee' }] };\nexport default sidebar.shelf;\n",
      "docs/a.md": page("A"),
      "docs/shelf/b.md": page("B"),
    }));
    expect(site.problems).toEqual([]);
    const [, shelf] = sidebarNamed(site.sidebars, "docs") as SidebarCategory[];
    expect(shelf.items).toEqual([{ type: "link", label: "Bee", href: "/shelf/b", docId: "shelf/b" }]);
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
    const [first, second, taken] = sidebarNamed(generated.sidebars, "docs") as SidebarCategory[];
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

  it("shows a category with a page of its own but no items as a link to that page, as Docusaurus does", () => {
    const { sidebars, problems } = loadSite(makeContentDir({
      "sidebars.js": [
        "module.exports = {",
        "  docs: [",
        "    { type: 'autogenerated', dirName: '.' },",
        "    { type: 'category', label: 'Glossary', link: { type: 'doc', id: 'glossary' }, items: [] },",
        "  ],",
        "};",
      ].join("\n"),
      "docs/intro.md": page("Intro", "x", "sidebar_position: 1\n"),
      "docs/season/index.md": page("The season", "x", "sidebar_position: 2\nsidebar_label: Season\n"),
      "docs/glossary.md": page("Glossary", "x", "sidebar_position: 3\n"),
    }));
    const shape = (items: SidebarItem[]): unknown[] => items.map((item) => `${item.type} ${item.label} -> ${item.href}`);
    expect(shape(sidebarNamed(sidebars, "docs"))).toEqual([
      "link Intro -> /intro",
      "link Season -> /season",
      "link Glossary -> /glossary",
      "link Glossary -> /glossary",
    ]);
    expect(problems).toEqual([]);
  });

  it("leaves out a category with a generated-index link and no items, and makes it no page, as Docusaurus does", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": [
        "module.exports = {",
        "  docs: [",
        "    'intro',",
        "    { type: 'category', label: 'All teas', link: { type: 'generated-index', slug: 'all-teas' }, items: [] },",
        "    { type: 'category', label: 'Kettles', link: { type: 'generated-index' }, items: ['missing-kettle'] },",
        "  ],",
        "};",
      ].join("\n"),
      "docs/intro.md": page("Intro"),
    }));
    expect(sidebarNamed(site.sidebars, "docs").map((item) => `${item.type} ${item.label}`)).toEqual(["link Intro"]);
    expect([...site.generatedIndexes.keys()]).toEqual([]);
    expect(site.problems.map((problem) => [problem.severity, problem.message])).toEqual([
      ["warning", 'sidebar "docs", item 2 > All teas: a category with no items has no generated index page, as Docusaurus makes none of nothing; it is left out'],
      ["error", 'sidebar "docs", item 3 > Kettles, item 1: docId "missing-kettle" has no page'],
      ["warning", 'sidebar "docs", item 3 > Kettles: a category with no items has no generated index page, as Docusaurus makes none of nothing; it is left out'],
    ]);
  });

  it("gives an autogenerated category its index page's sidebar_label (or title) and sidebar_position, unless _category_ sets them", () => {
    const auto = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/intro.md": page("Intro", "x", "sidebar_position: 1\n"),
      "docs/brewing/index.md": page("Brewing tea", "x", "sidebar_position: 2\nsidebar_label: Brewing\n"),
      "docs/brewing/steep.md": page("Steep"),
      "docs/about/index.md": page("About the teas", "x", "sidebar_position: 3\n"),
      "docs/about/origins.md": page("Origins"),
      "docs/cups/README.md": page("Cup guide", "x", "sidebar_position: 0\n"),
      "docs/cups/mugs.md": page("Mugs"),
      "docs/cups/_category_.json": JSON.stringify({ label: "Cups and mugs", position: 9 }),
    }));
    const shape = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === "category" ? `${item.label} -> ${item.href}` : item.label));
    expect(shape(sidebarNamed(auto.sidebars, "docs"))).toEqual(["Intro", "Brewing -> /brewing", "About the teas -> /about", "Cups and mugs -> /cups"]);
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
    expect(shape(sidebarNamed(auto.sidebars, "docs"))).toEqual([
      "Zeta",
      "Setup",
      // A folder without a _category_ label takes its index page's title, as Docusaurus does.
      { "All guides -> /guides": ["First guide", { "Going deeper (open)": ["Deep one"] }] },
      { "Toolbox -> /category/toolbox": ["Hammer"] },
      "Later",
      "Aardvark",
    ]);
    expect(auto.generatedIndexes.get("category/toolbox")?.description).toBe("Every tool.");
    expect(auto.problems).toEqual([]);
  });

  it("orders autogenerated items without a position by their file or folder name in code-unit order, as Docusaurus' lodash sortBy does", () => {
    const auto = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/brewing.md": page("Brewing"),
      "docs/Kettles/boil.md": page("Boil"),
      "docs/FAQ.md": page("Questions"),
      "docs/step9.md": page("Step nine"),
      "docs/step10.md": page("Step ten"),
      "docs/cups-and-mugs.md": page("Cups and mugs"),
      "docs/cups.md": page("Cups"),
    }));
    const shape = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === "category" ? { [item.label]: shape(item.items) } : item.label));
    // Capitals before lower case, "10" before "9", "-" before ".": JavaScript's `<` on the names, extensions and all.
    expect(shape(sidebarNamed(auto.sidebars, "docs"))).toEqual([
      "Questions",
      { Kettles: ["Boil"] },
      "Brewing",
      "Cups and mugs",
      "Cups",
      "Step ten",
      "Step nine",
    ]);
  });

  it("links a ref item to its page without making the page belong to that sidebar or its previous/next", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "module.exports = {\n  docs: ['a', { type: 'ref', id: 'api/overview', label: 'API' }, 'b'],\n  dev: ['api/overview'],\n};\n",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
      "docs/api/overview.md": page("API overview"),
    }));
    expect(sidebarNamed(site.sidebars, "docs")[1]).toEqual({ type: "link", label: "API", href: "/api/overview" });
    expect(site.sidebarOf.get("api/overview")).toBe("dev");
    expect(readingOrder(sidebarNamed(site.sidebars, "docs")).map((link) => link.href)).toEqual(["/a", "/b"]);
    expect(site.problems).toEqual([]);
  });

  it("autogenerates a folder named as on disk, number prefixes and all (as Docusaurus' dirName is), or as doc ids name it", () => {
    const files = {
      "docs/02-guides/01-first.md": page("First guide"),
      "docs/02-guides/03-advanced/retries.md": page("Retries"),
      "docs/02-guides/03-advanced/_category_.json": JSON.stringify({ label: "Advanced" }),
    };
    const onDisk = loadSite(makeContentDir({ ...files, "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "02-guides" }] };' }));
    expect(sidebarNamed(onDisk.sidebars, "docs")).toMatchObject([{ label: "First guide", href: "/guides/first" }, { type: "category", label: "Advanced", items: [{ label: "Retries" }] }]);
    expect(onDisk.problems).toEqual([]);
    const nested = loadSite(makeContentDir({ ...files, "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "02-guides/03-advanced" }] };' }));
    expect(sidebarNamed(nested.sidebars, "docs")).toMatchObject([{ label: "Retries", href: "/guides/advanced/retries" }]);
    const byDocId = loadSite(makeContentDir({ ...files, "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "guides" }] };' }));
    expect(sidebarNamed(byDocId.sidebars, "docs")).toEqual(sidebarNamed(onDisk.sidebars, "docs"));
  });

  it("autogenerates one category per folder on disk, even when number prefixes give two folders one doc id folder", () => {
    // Docusaurus groups an autogenerated sidebar by each doc's folder as written (its sourceDirName):
    // `1-part/` and `2-part/` are two categories, though both folders' docs have ids `part/...`.
    const site = loadSite(makeContentDir({
      "docs/0-start.md": page("Start", "x", "slug: /\n"),
      "docs/1-part/a.md": page("Alpha", "x", "sidebar_position: 1\n"),
      "docs/1-part/b.md": page("Bravo", "x", "sidebar_position: 2\n"),
      "docs/1-part/_category_.json": JSON.stringify({ label: "First part" }),
      "docs/2-part/c.md": page("Charlie", "x", "sidebar_position: 1\n"),
      "docs/2-part/d.md": page("Delta", "x", "sidebar_position: 2\n"),
      "docs/2-part/_category_.json": JSON.stringify({ label: "Second part" }),
      "docs/3-end.md": page("End"),
    }));
    const shape = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === "category" ? { [item.label]: shape(item.items) } : item.label));
    expect(shape(sidebarNamed(site.sidebars, "docs"))).toEqual(["Start", { "First part": ["Alpha", "Bravo"] }, { "Second part": ["Charlie", "Delta"] }, "End"]);
    expect(neighbours(sidebarNamed(site.sidebars, "docs"), "part/b")).toMatchObject({ previous: { label: "Alpha" }, next: { label: "Charlie" } });
    expect(site.problems).toEqual([]);
  });

  it("warns, at its line, about an autogenerated item whose folder has no pages", () => {
    const empty = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = {\n  docs: [\n    "a",\n    { type: "autogenerated", dirName: "nowhere" },\n  ],\n};\n',
      "docs/a.md": page("A"),
    }));
    expect(sidebarNamed(empty.sidebars, "docs")).toMatchObject([{ label: "A" }]);
    expect(empty.problems).toMatchObject([{ file: "sidebars.js", line: 4, severity: "warning", kind: "sidebar", message: 'sidebar "docs", item 2: no pages in the folder "nowhere", so this autogenerated item lists nothing' }]);
  });

  it("warns at their line about keys a sidebar item or a _category_ file does not have, naming the key meant, and ignores them", () => {
    const misspelt = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = {\n  docs: [\n    { type: "category", label: "Group", colapsed: false, items: ["a"] },\n    { type: "doc", id: "b", lable: "Bee", owner: "docs team" },\n    { type: "autogenerated", dirName: "." },\n  ],\n};\n',
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.json": '{\n  "label": "Toolbox",\n  "positon": 2\n}\n',
    }));
    expect(sidebarNamed(misspelt.sidebars, "docs")).toMatchObject([
      { type: "category", label: "Group", collapsed: true },
      { label: "B" },
      { label: "A" },
      { label: "B" },
      { type: "category", label: "Toolbox" },
    ]);
    expect(misspelt.problems).toEqual([
      { file: "sidebars.js", line: 3, severity: "warning", kind: "sidebar", message: 'sidebar "docs", item 1: "colapsed" is not a key of a category item (did you mean "collapsed"?); it is ignored' },
      { file: "sidebars.js", line: 4, severity: "warning", kind: "sidebar", message: 'sidebar "docs", item 2: "lable" is not a key of a doc item (did you mean "label"?); it is ignored' },
      { file: "sidebars.js", line: 4, severity: "warning", kind: "sidebar", message: 'sidebar "docs", item 2: "owner" is not a key of a doc item; it is ignored' },
      { file: "docs/tools/_category_.json", line: 3, severity: "warning", kind: "category", message: "positon is not a key of a category file (did you mean position?); it is ignored" },
    ]);
  });

  it("reports a _category_ file it cannot read at its own line (not at the sidebar item), and keeps the folder's defaults", () => {
    const broken = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = {\n  docs: [\n    { type: "autogenerated", dirName: "." },\n  ],\n};\n',
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.json": '{\n  "label": "Toolbox",\n  position: 2\n}\n',
      "docs/guides/first.md": page("First"),
      "docs/guides/_category_.yml": "label: Guides\n  position: 2\ncollapsed: false\n",
    }));
    expect(sidebarNamed(broken.sidebars, "docs")).toMatchObject([{ type: "category", label: "guides", items: [{ label: "First" }] }, { type: "category", label: "tools", items: [{ label: "Hammer" }] }]);
    expect(broken.problems).toEqual([
      { file: "docs/guides/_category_.yml", line: 2, severity: "error", kind: "category", message: expect.stringMatching(/^not valid YAML: bad indentation of a mapping entry; until it is fixed, the folder's category is made as if it had no such file/) },
      { file: "docs/tools/_category_.json", line: 3, severity: "error", kind: "category", message: expect.stringMatching(/^not valid JSON: [^;]*property name[^;]*; until it is fixed/) },
    ]);
    // js-yaml's own message counts one line too many here: it must not reach the writer.
    expect(broken.problems[0].message).not.toMatch(/line \d/);
  });

  it("reports a YAML error at the end of a _category_ file at its last line", () => {
    const unclosed = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.yml": "label: Tools\nposition: [1\n",
    }));
    expect(unclosed.problems).toMatchObject([{ file: "docs/tools/_category_.yml", line: 2, kind: "category" }]);
  });

  it("reports a _category_ link that names no page, or a generated index whose slug is taken, in the category file", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/a.md": page("A"),
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.yml": "label: Tools\nlink:\n  type: doc\n  id: nowhere\n",
      "docs/more/saw.md": page("Saw"),
      "docs/more/_category_.json": '{\n  "label": "More",\n  "link": {\n    "type": "generated-index",\n    "slug": "/a"\n  }\n}\n',
    }));
    expect(site.problems).toEqual([
      { file: "docs/more/_category_.json", line: 5, severity: "error", kind: "category", message: 'the generated index "/a" is already a page; the category has no page of its own' },
      { file: "docs/tools/_category_.yml", line: 4, severity: "error", kind: "category", message: expect.stringMatching(/^the category's link names no page \("nowhere"\); /) },
    ]);
    expect(sidebarNamed(site.sidebars, "docs")).toMatchObject([{ label: "A" }, { label: "More", items: [{ label: "Saw" }] }, { label: "Tools", items: [{ label: "Hammer" }] }]);
  });

  it("orders by a position that is not a number as if it were unset, and warns at its line (category files and pages)", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": 'module.exports = { docs: [{ type: "autogenerated", dirName: "." }] };',
      "docs/b-first.md": page("B first", "x", "sidebar_position: 1\n"),
      "docs/c-quoted.md": page("C quoted", "x", 'sidebar_position: "2"\n'),
      "docs/a-wordy.md": page("A wordy", "x", "sidebar_position: second\n"),
      "docs/tools/hammer.md": page("Hammer"),
      "docs/tools/_category_.yml": "label: Tools\nposition: last\ncollapsed: nope\nlink:\n  type: page\n",
      "docs/plain/saw.md": page("Saw"),
      "docs/plain/_category_.yml": "label: Plain\nlink: null\n",
    }));
    expect(site.problems).toEqual([
      { file: "docs/tools/_category_.yml", line: 2, severity: "warning", kind: "category", message: 'position "last" should be a number; the folder is ordered by its name' },
      { file: "docs/tools/_category_.yml", line: 3, severity: "warning", kind: "category", message: 'collapsed "nope" should be true or false; the default (collapsed) is kept' },
      { file: "docs/tools/_category_.yml", line: 4, severity: "warning", kind: "category", message: expect.stringMatching(/^link \{"type":"page"\} should be \{type: "doc", id\} or \{type: "generated-index"\}/) },
    ]);
    // Numbered first (1, then "2"), then the rest by name, as if their positions were unset.
    expect(sidebarNamed(site.sidebars, "docs").map((item) => item.label)).toEqual(["B first", "C quoted", "A wordy", "Plain", "Tools"]);
    expect(sidebarNamed(site.sidebars, "docs")[4]).toMatchObject({ collapsed: true, items: [{ label: "Hammer" }] });
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
    expect(pageIdsOf(sidebarNamed(loadSite(dir).sidebars, "docs"))).toEqual(["a"]);
    fs.writeFileSync(path.join(dir, "sidebar-items.js"), "module.exports = ['a', 'b'];");
    expect(pageIdsOf(sidebarNamed(loadSite(dir).sidebars, "docs"))).toEqual(["a", "b"]);
  });

  it("reads the home page (slug: /) in reading order like any page", () => {
    const withHome = loadSite(makeContentDir({
      "sidebars.js": "module.exports = { docs: ['welcome', 'next'] };",
      "docs/welcome.md": page("Welcome", "x", "slug: /\n"),
      "docs/next.md": page("Next"),
    }));
    expect(readingOrder(sidebarNamed(withHome.sidebars, "docs")).map((link) => link.href)).toEqual(["/", "/next"]);
    expect(neighbours(sidebarNamed(withHome.sidebars, "docs"), "")).toEqual({ previous: undefined, next: { label: "Next", href: "/next" } });
  });

  it("reads sidebars.json too", () => {
    const json = loadSite(makeContentDir({ "sidebars.json": JSON.stringify({ aiq: ["a"] }), "docs/a.md": page("A") }));
    expect(json.sidebarOf.get("a")).toBe("aiq");
  });
});

describe("sidebars of any name", () => {
  // Docusaurus' template calls its one sidebar `tutorialSidebar`; sites add their own.
  const TEMPLATE = `module.exports = {
  tutorialSidebar: [
    "intro",
    { type: "category", label: "Tutorial - Basics", items: ["tutorial-basics/create-a-page", "tutorial-basics/deploy"] },
  ],
  guides: ["guides/setup", "intro"],
  community: [],
};`;
  const templateFiles = {
    "sidebars.js": TEMPLATE,
    "docs/intro.md": page("Intro"),
    "docs/tutorial-basics/create-a-page.md": page("Create a page"),
    "docs/tutorial-basics/deploy.md": page("Deploy"),
    "docs/guides/setup.md": page("Setup"),
    "docs/guides/shown-in-guides.md": page("Shown in guides", "x", "displayed_sidebar: guides\n"),
    "docs/guides/moved.md": page("Moved", "x", "displayed_sidebar: tutorialSidebar\n"),
    "docs/guides/nowhere.md": page("Nowhere", "x", "displayed_sidebar: docs\n"),
    "docs/guides/none.md": page("None", "x", "displayed_sidebar: null\n"),
  };

  it("are the site's sidebars, in the order the file defines them, with membership, breadcrumbs and previous/next", () => {
    const site = loadSite(makeContentDir(templateFiles));
    expect([...site.sidebars.keys()]).toEqual(["tutorialSidebar", "guides", "community"]);
    expect(sidebarNamed(site.sidebars, "community")).toEqual([]);
    // No warning for the names; the one a page listed twice still gets.
    expect(site.problems.filter((p) => p.kind === "sidebar").map((p) => p.message)).toEqual(['page "intro" is listed in sidebars "tutorialSidebar" and "guides"; it belongs to "guides", the later, as in Docusaurus (its displayed_sidebar frontmatter picks one)']);
    expect(site.sidebarOf.get("intro")).toBe("guides");
    expect(site.sidebarOf.get("guides/setup")).toBe("guides");
    const tutorial = sidebarItemsOf(site, "tutorial-basics/deploy");
    expect(tutorial).toBe(sidebarNamed(site.sidebars, "tutorialSidebar"));
    expect(breadcrumbs(tutorial, "tutorial-basics/deploy").map((crumb) => crumb.label)).toEqual(["Tutorial - Basics", "Deploy"]);
    expect(neighbours(tutorial, "tutorial-basics/create-a-page")).toEqual({ previous: { label: "Intro", href: "/intro" }, next: { label: "Deploy", href: "/tutorial-basics/deploy" } });
    expect(currentEntryPaths(tutorial, "tutorial-basics/deploy").map((item) => item.label)).toEqual(["Tutorial - Basics", "Deploy"]);
    expect(sidebarItemsOf(site, "guides/none")).toEqual([]);
  });

  it("may be named by displayed_sidebar; a name the file does not define is ignored, with an error at the page, as Docusaurus stops on it", () => {
    const site = loadSite(makeContentDir(templateFiles));
    expect(site.sidebarOf.get("guides/shown-in-guides")).toBe("guides");
    expect(site.sidebarOf.get("guides/moved")).toBe("tutorialSidebar");
    expect(site.sidebarOf.has("guides/nowhere")).toBe(false);
    expect(site.sidebarOf.has("guides/none")).toBe(false);
    expect(site.problems.filter((p) => p.kind === "frontmatter")).toEqual([
      { file: "docs/guides/nowhere.md", line: 1, severity: "error", kind: "frontmatter", message: 'displayed_sidebar "docs" names no sidebar of sidebars.js; Docusaurus stops its build on it ("wants to display sidebar docs but a sidebar with this name doesn\'t exist"); here it is ignored' },
    ]);
  });

  it("reports a displayed_sidebar that is no name nor null (false), which Docusaurus' schema refuses, and keeps the page's own sidebar", () => {
    const site = loadSite(makeContentDir({
      ...templateFiles,
      "docs/guides/setup.md": page("Setup", "x", "displayed_sidebar: false\n"),
      "docs/guides/blank.md": page("Blank", "x", "displayed_sidebar: ''\n"),
    }));
    expect(site.sidebarOf.get("guides/setup")).toBe("guides");
    expect(site.problems.filter((p) => p.kind === "frontmatter" && !p.file.endsWith("nowhere.md"))).toEqual([
      { file: "docs/guides/blank.md", line: 1, severity: "error", kind: "frontmatter", message: expect.stringContaining('displayed_sidebar "" is empty, not a sidebar name or null') },
      { file: "docs/guides/setup.md", line: 1, severity: "error", kind: "frontmatter", message: 'displayed_sidebar "false" is a boolean, not a sidebar name or null; Docusaurus stops its build on it, as its frontmatter schema takes nothing else; here it is ignored and the page keeps its own sidebar (null shows it with none)' },
    ]);
  });

  it("are safe whatever their names: names of Object's own properties, spaces, unicode, 100 sidebars, empty ones", () => {
    const many = Array.from({ length: 100 }, (_, i) => `sidebar ${i}`);
    const files: Record<string, string> = {
      "sidebars.js": `module.exports = {
  ["__proto__"]: ["proto"],
  constructor: [{ type: "category", label: "Built", items: ["built"] }],
  toString: [],
  "with space": ["spaced"],
  "ünïcødé ✓": ["unicode"],
  "": ["nameless"],
  ...Object.fromEntries(${JSON.stringify(many)}.map((name, i) => [name, ["many/p" + i]])),
};`,
      "docs/proto.md": page("Proto"),
      "docs/built.md": page("Built"),
      "docs/spaced.md": page("Spaced"),
      "docs/unicode.md": page("Unicode"),
      "docs/nameless.md": page("Nameless"),
      "docs/picks-proto.md": page("Picks proto", "x", "displayed_sidebar: __proto__\n"),
      "docs/picks-value-of.md": page("Picks valueOf", "x", "displayed_sidebar: valueOf\n"),
      ...Object.fromEntries(many.map((_, i) => [`docs/many/p${i}.md`, page(`Many ${i}`)])),
    };
    const site = loadSite(makeContentDir(files));
    expect([...site.sidebars.keys()]).toEqual(["__proto__", "constructor", "toString", "with space", "ünïcødé ✓", ...many]);
    expect(pageIdsOf(sidebarNamed(site.sidebars, "__proto__"))).toEqual(["proto"]);
    expect(site.sidebarOf.get("proto")).toBe("__proto__");
    expect(site.sidebarOf.get("built")).toBe("constructor");
    expect(breadcrumbs(sidebarItemsOf(site, "built"), "built").map((crumb) => crumb.label)).toEqual(["Built", "Built"]);
    expect(site.sidebarOf.get("spaced")).toBe("with space");
    expect(site.sidebarOf.get("unicode")).toBe("ünïcødé ✓");
    expect(site.sidebarOf.get("many/p99")).toBe("sidebar 99");
    expect(site.sidebars.has("hasOwnProperty")).toBe(false);
    // A sidebar with no name cannot be asked for by name: left out, and said so at its line.
    expect(site.sidebarOf.has("nameless")).toBe(false);
    expect(site.sidebarOf.get("picks-proto")).toBe("__proto__");
    expect(site.sidebarOf.has("picks-value-of")).toBe(false);
    expect(site.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'sidebars.js:7: a sidebar needs a name; the one named "" is ignored',
      'docs/picks-value-of.md:1: displayed_sidebar "valueOf" names no sidebar of sidebars.js; Docusaurus stops its build on it ("wants to display sidebar valueOf but a sidebar with this name doesn\'t exist"); here it is ignored',
    ]);
    // The header: one link per sidebar that has a page, in the file's order.
    expect(site.sections.slice(0, 5)).toEqual([
      { label: "Proto", href: "/proto", sidebar: "__proto__" },
      { label: "Built", href: "/built", sidebar: "constructor" },
      { label: "Spaced", href: "/spaced", sidebar: "with space" },
      { label: "Unicode", href: "/unicode", sidebar: "ünïcødé ✓" },
      { label: "Many 0", href: "/many/p0", sidebar: "sidebar 0" },
    ]);
    expect(site.sections).toHaveLength(104);
  });

  it("come from an object: a sidebars file that exports anything else is an error, and there are no sidebars", () => {
    const site = loadSite(makeContentDir({ "sidebars.js": "module.exports = [['a']];\n", "docs/a.md": page("A") }));
    expect(site.sidebars.size).toBe(0);
    expect(site.problems).toEqual([expect.objectContaining({ file: "sidebars.js", severity: "error", message: expect.stringContaining("must export an object of sidebars by name") })]);
  });

  it("change the content version when only a sidebar changes, its name included", () => {
    const dir = makeContentDir({ "sidebars.js": "module.exports = { tutorialSidebar: ['a'] };\n", "docs/a.md": page("A"), "docs/b.md": page("B") });
    const before = loadSite(dir);
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = { tutorialSidebar: ['a', 'b'] };\n");
    const longer = loadSite(dir, before);
    expect(longer.version).not.toBe(before.version);
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = { guides: ['a', 'b'] };\n");
    expect(loadSite(dir, longer).version).not.toBe(longer.version);
  });
});

describe("content without a sidebars file", () => {
  const files = {
    "docs/index.md": page("Welcome"),
    "docs/02-install.md": page("Install"),
    "docs/zeta.md": page("Zeta", "x", "sidebar_position: 1\n"),
    "docs/secret.md": page("Secret", "x", "unlisted: true\n"),
    "docs/03-guides/index.md": page("All guides"),
    "docs/03-guides/01-first.md": page("First guide"),
    "docs/03-guides/deep/one.md": page("Deep one"),
    "docs/03-guides/deep/_category_.yml": "label: Going deeper\ncollapsed: false\n",
    "docs/tools/hammer.md": page("Hammer"),
    "docs/tools/_category_.json": '{\n  "label": "Toolbox",\n  "position": 2,\n  "link": { "type": "doc", "id": "gone" }\n}\n',
  };
  const shape = (items: SidebarItem[]): unknown[] =>
    items.map((item) => (item.type === "category" ? { [`${item.label}${item.href ? ` -> ${item.href}` : ""}${item.collapsed ? "" : " (open)"}`]: shape(item.items) } : `${item.label}${item.unlisted ? " (unlisted)" : ""}`));

  it("autogenerates the docs sidebar from the whole docs folder, as Docusaurus does: _category_ files, positions, number prefixes", () => {
    const site = loadSite(makeContentDir(files));
    expect(shape(sidebarNamed(site.sidebars, "docs"))).toEqual([
      "Zeta",
      "Install",
      { Toolbox: ["Hammer"] },
      // A folder without a _category_ label takes its index page's title, as Docusaurus does.
      { "All guides -> /guides": ["First guide", { "Going deeper (open)": ["Deep one"] }] },
      "Welcome",
      "Secret (unlisted)",
    ]);
    expect([...site.sidebars.keys()]).toEqual(["docs"]);
    expect([...site.pages.keys()].every((id) => site.sidebarOf.get(id) === "docs")).toBe(true);
    expect(readingOrder(sidebarNamed(site.sidebars, "docs")).map((link) => link.href)).toEqual(["/zeta", "/install", "/tools/hammer", "/guides", "/guides/first", "/guides/deep/one", "/"]);
    // Its category files' problems are reported in them, and nothing else is.
    expect(site.problems).toEqual([expect.objectContaining({ file: "docs/tools/_category_.json", line: 4, kind: "category" })]);
  });

  it("keeps the autogenerated sidebar while a sidebars file added later does not load, and goes back to it when the file goes", () => {
    const dir = makeContentDir(files);
    const autogenerated = loadSite(dir);
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = {\n  docs: ['install',\n};\n");
    const broken = loadSite(dir, autogenerated);
    expect(sidebarNamed(broken.sidebars, "docs")).toEqual(sidebarNamed(autogenerated.sidebars, "docs"));
    expect(broken.problems[0]).toMatchObject({ file: "sidebars.js", line: 3, kind: "sidebar", message: expect.stringMatching(/the sidebars last loaded are served until it loads$/) });
    fs.writeFileSync(path.join(dir, "sidebars.js"), "module.exports = { dev: ['install'] };\n");
    const written = loadSite(dir, broken);
    expect(pageIdsOf(sidebarNamed(written.sidebars, "dev"))).toEqual(["install"]);
    expect([...written.sidebars.keys()]).toEqual(["dev"]);
    fs.rmSync(path.join(dir, "sidebars.js"));
    expect(sidebarNamed(loadSite(dir, written).sidebars, "docs")).toEqual(sidebarNamed(autogenerated.sidebars, "docs"));
  });
});

describe("derived navigation", () => {
  it("opens the categories on the path to the page, non-collapsible ones and those written collapsed: false", () => {
    const { sidebars } = site();
    const [, guides, fixed] = sidebarNamed(sidebars, "docs") as SidebarCategory[];
    const deep = guides.items[1] as SidebarCategory;
    const onDeep = pathTo(sidebarNamed(sidebars, "docs"), "guides/deep/one");
    expect(onDeep.map((item) => item.label)).toEqual(["Guides", "Deep", "Deep one"]);
    expect(isCategoryOpen(guides, onDeep)).toBe(true);
    expect(isCategoryOpen(deep, onDeep)).toBe(true);
    expect(isCategoryOpen(fixed, onDeep)).toBe(true);
    const onIntro = pathTo(sidebarNamed(sidebars, "docs"), "intro");
    expect(isCategoryOpen(guides, onIntro)).toBe(false);
    // Deep is written `collapsed: false`: open wherever the reader is (seen once Guides opens).
    expect(isCategoryOpen(deep, onIntro)).toBe(true);
    expect(isCategoryOpen({ ...deep, collapsed: true }, onIntro)).toBe(false);
  });

  it("sends closed categories without their items, open ones whole", () => {
    const { sidebars } = site();
    const onIntro = withClosedCategoriesEmpty(sidebarNamed(sidebars, "docs"), "intro") as SidebarCategory[];
    expect(onIntro[1]).toMatchObject({ label: "Guides", href: "/guides", items: [], itemsOmitted: true });
    expect(onIntro[2]).toMatchObject({ label: "Always open", items: [{ docId: "fixed" }] });
    expect(pageIdsOf(onIntro)).toEqual(["intro", "guides", "fixed"]);

    const onDeep = withClosedCategoriesEmpty(sidebarNamed(sidebars, "docs"), "guides/deep/one") as SidebarCategory[];
    expect(onDeep[1].itemsOmitted).toBeUndefined();
    expect(pageIdsOf(onDeep)).toEqual(pageIdsOf(sidebarNamed(sidebars, "docs")).filter((id) => id !== "short"));
    // The tree itself is left as it was.
    expect((sidebarNamed(sidebars, "docs")[1] as SidebarCategory).items).toHaveLength(2);
  });

  it("a category's own page opens that category", () => {
    const { sidebars } = site();
    expect(isCategoryOpen(sidebarNamed(sidebars, "docs")[1] as SidebarCategory, pathTo(sidebarNamed(sidebars, "docs"), "guides"))).toBe(true);
  });

  it("shows an unlisted item only on its own page, and an unlisted category only on the pages inside it", () => {
    const { sidebars } = site();
    const deep = (sidebarNamed(sidebars, "docs")[1] as SidebarCategory).items[1] as SidebarCategory;
    const hidden = deep.items[1];
    expect(hidden).toMatchObject({ docId: "guides/deep/hidden", unlisted: true });
    expect(isShown(hidden, pathTo(sidebarNamed(sidebars, "docs"), "guides/deep/hidden"))).toBe(true);
    expect(isShown(hidden, pathTo(sidebarNamed(sidebars, "docs"), "guides/deep/one"))).toBe(false);
    expect(isShown(deep.items[0], pathTo(sidebarNamed(sidebars, "docs"), "intro"))).toBe(true);
    const unlistedDeep = { ...deep, unlisted: true };
    const tree = [{ ...sidebarNamed(sidebars, "docs")[1], items: [unlistedDeep] } as SidebarCategory];
    expect(isShown(unlistedDeep, pathTo(tree, "guides/deep/one"))).toBe(true);
    expect(isShown(unlistedDeep, pathTo(tree, "guides"))).toBe(false);
  });

  it("marks a ref, or a link to the page's address, as the reader's entry and opens its way, without claiming the page", () => {
    const ref: SidebarItem = { type: "link", label: "Setup (ref)", href: "/other/setup" };
    const elsewhere: SidebarCategory = {
      type: "category", label: "Elsewhere", collapsed: true, collapsible: true,
      items: [ref, { type: "link", label: "Setup, a section", href: "/other/setup#install" }],
    };
    const tree: SidebarItem[] = [
      { type: "link", label: "Intro", href: "/intro", docId: "intro" },
      elsewhere,
      { type: "link", label: "External", href: "https://example.com/other/setup" },
    ];
    expect(tree.map((item) => isCurrentEntry(item, "other/setup"))).toEqual([false, false, false]);
    expect(elsewhere.items.map((item) => isCurrentEntry(item, "other/setup"))).toEqual([true, false]);
    expect(isCurrentEntry({ ...ref, href: "/other/setup/" }, "other/setup")).toBe(true);
    expect(isCurrentEntry(ref, "intro")).toBe(false);

    const path = currentEntryPaths(tree, "other/setup");
    expect(path).toEqual([elsewhere, ref]);
    expect(isCategoryOpen(elsewhere, path)).toBe(true);
    expect((withClosedCategoriesEmpty(tree, "other/setup")[1] as SidebarCategory).items).toHaveLength(2);
    // It is not the page's place in this sidebar: no breadcrumbs, previous/next or membership.
    expect(pathTo(tree, "other/setup")).toEqual([]);
    expect(breadcrumbs(tree, "other/setup")).toEqual([]);
    expect(neighbours(tree, "other/setup")).toEqual({});
    expect(pageIdsOf(tree)).toEqual(["intro"]);
    // With the page's own item as well, both are its entries, as Docusaurus marks every link to the page.
    expect(currentEntryPaths([...tree, { type: "link", label: "Setup", href: "/other/setup", docId: "other/setup" }], "other/setup").map((item) => item.label)).toEqual(["Elsewhere", "Setup (ref)", "Setup"]);
  });

  it("opens every category that lists the page when it is listed twice, while breadcrumbs and previous/next follow its first place", () => {
    const install: SidebarItem = { type: "link", label: "Install", href: "/start/install", docId: "start/install" };
    const start: SidebarCategory = { type: "category", label: "Start", collapsed: true, collapsible: true, items: [install, { type: "link", label: "Configure", href: "/start/configure", docId: "start/configure" }] };
    const devices: SidebarCategory = { type: "category", label: "Devices", collapsed: true, collapsible: true, items: [{ type: "link", label: "Virtual", href: "/devices/virtual", docId: "devices/virtual" }, install] };
    const platform: SidebarCategory = { type: "category", label: "Platform", collapsed: true, collapsible: true, items: [devices] };
    const other: SidebarCategory = { type: "category", label: "Other", collapsed: true, collapsible: true, items: [{ type: "link", label: "Limits", href: "/limits", docId: "limits" }] };
    const tree: SidebarItem[] = [start, platform, other];

    const paths = currentEntryPaths(tree, "start/install");
    expect(paths.map((item) => item.label)).toEqual(["Start", "Install", "Platform", "Devices", "Install"]);
    expect([start, platform, devices, other].map((category) => isCategoryOpen(category, paths))).toEqual([true, true, true, false]);
    const sent = withClosedCategoriesEmpty(tree, "start/install") as SidebarCategory[];
    expect(sent.map((category) => category.items.length)).toEqual([2, 1, 0]);
    expect((sent[1].items[0] as SidebarCategory).items).toHaveLength(2);
    expect(breadcrumbs(tree, "start/install").map((crumb) => crumb.label)).toEqual(["Start", "Install"]);
    expect(neighbours(tree, "start/install")).toEqual({ next: { label: "Configure", href: "/start/configure" } });
    expect(neighbours(tree, "limits").previous).toEqual({ label: "Install", href: "/start/install" });
  });

  it("normalises a ref to a link that claims no page", () => {
    const { sidebars, sidebarOf } = loadSite(makeContentDir({
      "sidebars.js": "module.exports = { docs: ['intro', { type: 'ref', id: 'setup', label: 'Setup, from here' }], dev: ['setup'] };",
      "docs/intro.md": page("Intro"),
      "docs/setup.md": page("Setup"),
    }));
    expect(sidebarNamed(sidebars, "docs")[1]).toEqual({ type: "link", label: "Setup, from here", href: "/setup" });
    expect(isCurrentEntry(sidebarNamed(sidebars, "docs")[1], "setup")).toBe(true);
    expect(sidebarOf.get("setup")).toBe("dev");
  });

  it("gives breadcrumbs and previous/next in reading order, skipping unlisted pages", () => {
    const { sidebars } = site();
    expect(breadcrumbs(sidebarNamed(sidebars, "docs"), "guides/deep/one").map((c) => c.label)).toEqual(["Guides", "Deep", "Deep one"]);
    expect(readingOrder(sidebarNamed(sidebars, "docs")).map((l) => l.href)).toEqual(["/intro", "/guides", "/guides/first", "/guides/deep/one", "/fixed", "/short"]);
    expect(neighbours(sidebarNamed(sidebars, "docs"), "guides/deep/one")).toEqual({
      previous: { label: "First steps", href: "/guides/first" },
      next: { label: "Fixed", href: "/fixed" },
    });
    expect(neighbours(sidebarNamed(sidebars, "docs"), "intro").previous).toBeUndefined();
  });

  it("gives every page the categories above it, as its breadcrumbs show them, in one walk", () => {
    const { sidebars } = site();
    const labels = categoryLabelsByPage(sidebarNamed(sidebars, "docs"));
    expect(labels.get("guides/deep/one")).toEqual(["Guides", "Deep"]);
    expect(labels.get("guides")).toEqual([]); // the category's own page: its own label is the page's
    expect(labels.get("short")).toEqual(["Shorthand"]);
    expect(labels.get("intro")).toEqual([]);
    expect(labels.has("api-ref")).toBe(false);
    const category = (label: string, items: SidebarItem[]): SidebarCategory => ({ type: "category", label, collapsed: true, collapsible: true, items });
    const twice = [category("First", [category("Inner", [{ type: "link", label: "X", href: "/x", docId: "x" }])]), category("Second", [{ type: "link", label: "X", href: "/x", docId: "x" }])];
    expect(categoryLabelsByPage(twice).get("x")).toEqual(["First", "Inner"]); // listed twice: the first place, as breadcrumbs
    for (const [name, items] of sidebars) {
      for (const pageId of pageIdsOf(items)) {
        expect(categoryLabelsByPage(items).get(pageId), `${name}: ${pageId}`).toEqual(breadcrumbs(items, pageId).slice(0, -1).map((crumb) => crumb.label));
      }
    }
  });
});

describe("the docs' sidebarCollapsed and sidebarCollapsible", () => {
  const site = (docsOptions: string) => loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: { ${docsOptions} } }]] };`,
    "docs/seeds.md": page("Seeds"),
    "docs/soil.md": page("Soil"),
    "docs/water.md": page("Water"),
    "sidebars.js": `module.exports = { garden: ["seeds", { type: "category", label: "Ground", items: ["soil"] }, { type: "category", label: "Care", collapsed: true, items: ["water"] }] };`,
  }));
  const categories = (options: string) => (site(options).sidebars.get("garden") as SidebarItem[]).filter((item): item is SidebarCategory => item.type === "category").map(({ label, collapsed, collapsible }) => ({ label, collapsed, collapsible }));

  it("open every category that does not say otherwise, or make them all fixed open, as Docusaurus does", () => {
    expect(categories("")).toEqual([{ label: "Ground", collapsed: true, collapsible: true }, { label: "Care", collapsed: true, collapsible: true }]);
    expect(categories("sidebarCollapsed: false")).toEqual([{ label: "Ground", collapsed: false, collapsible: true }, { label: "Care", collapsed: true, collapsible: true }]);
    expect(categories("sidebarCollapsible: false")).toEqual([{ label: "Ground", collapsed: false, collapsible: false }, { label: "Care", collapsed: false, collapsible: false }]);
  });

  it("are read for each docs plugin instance on its own", () => {
    const withInstance = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", plugins: [["@docusaurus/plugin-content-docs", { id: "orchard", path: "orchard", routeBasePath: "orchard", sidebarPath: "./orchard-sidebars.js", sidebarCollapsed: false }]] };`,
      "docs/seeds.md": page("Seeds"),
      "docs/soil.md": page("Soil"),
      "sidebars.js": `module.exports = { garden: ["seeds", { type: "category", label: "Ground", items: ["soil"] }] };`,
      "orchard/apples.md": page("Apples"),
      "orchard/pears.md": page("Pears"),
      "orchard-sidebars.js": `module.exports = { trees: ["apples", { type: "category", label: "More fruit", items: ["pears"] }] };`,
    }));
    const categoryState = (name: string) => (withInstance.sidebars.get(name) as SidebarItem[]).filter((item): item is SidebarCategory => item.type === "category").map(({ label, collapsed }) => ({ label, collapsed }));
    expect(categoryState("trees@orchard")).toEqual([{ label: "More fruit", collapsed: false }]);
    expect(categoryState("garden")).toEqual([{ label: "Ground", collapsed: true }]);
  });
});

describe("the docs' sidebarItemsGenerator", () => {
  const garden = (generator: string, versioned = false) => loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: { ${generator} } }]] };`,
    "docs/seeds.md": page("Seeds"),
    "docs/weather.md": page("Weather"),
    "docs/tools/rake.md": page("Rake"),
    "docs/tools/spade.md": page("Spade"),
    "sidebars.js": `module.exports = { garden: [{ type: "autogenerated", dirName: "." }, { type: "category", label: "Extra", items: ["weather"] }] };`,
    ...(versioned ? {
      "versions.json": `["1.0"]`,
      "versioned_docs/version-1.0/seeds.md": page("Old seeds"),
      "versioned_docs/version-1.0/weather.md": page("Old weather"),
      "versioned_sidebars/version-1.0-sidebars.json": `{ "garden": [{ "type": "autogenerated", "dirName": "." }] }`,
    } : {}),
  }));
  const labels = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === "category" ? { [item.label]: labels(item.items) } : item.label));

  it("makes each autogenerated item's items from the default ones, as Docusaurus runs it", () => {
    const site = garden(`async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
      const items = await defaultSidebarItemsGenerator(args);
      return items.filter((item) => item.id !== "weather");
    }`);
    expect(labels(site.sidebars.get("garden") as SidebarItem[])).toEqual(["Seeds", { tools: ["Rake", "Spade"] }, { Extra: ["Weather"] }]);
    expect(site.problems.filter((problem) => problem.kind === "sidebar")).toEqual([]);
  });

  it("reads what it returns as sidebar items: new doc items, changed categories, links", () => {
    const site = garden(`sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, docs, item, ...rest }) => {
      const items = await defaultSidebarItemsGenerator({ docs, item, ...rest });
      const tools = items.find((entry) => entry.type === "category");
      return [
        { type: "doc", id: "seeds", label: "Sowing" },
        { ...tools, label: "Shed", items: tools.items.slice().reverse() },
        { type: "link", label: "Docs " + docs.length + " in " + item.dirName, href: "https://example.com" },
      ];
    }`);
    expect(labels(site.sidebars.get("garden") as SidebarItem[])).toEqual(["Sowing", { Shed: ["Spade", "Rake"] }, "Docs 4 in .", { Extra: ["Weather"] }]);
  });

  it("does not warn about a folder whose pages the generator leaves out: its category is then a link to its own page", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: {
        sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) =>
          (await defaultSidebarItemsGenerator(args)).filter((item) => item.id !== args.item.dirName + "/index"),
      } }]] };`,
      "docs/seeds.md": page("Seeds"),
      "docs/beds/index.md": page("Raised beds"),
      "docs/empty/.keep": "",
      "sidebars.js": `module.exports = { garden: [
        "seeds",
        { type: "category", label: "Beds", link: { type: "doc", id: "beds/index" }, items: [{ type: "autogenerated", dirName: "beds" }] },
        { type: "category", label: "Empty", link: { type: "doc", id: "seeds" }, items: [{ type: "autogenerated", dirName: "empty" }] },
      ] };`,
    }));
    expect(sidebarNamed(site.sidebars, "garden")).toMatchObject([{ label: "Seeds" }, { type: "link", label: "Beds", href: "/beds" }, { type: "link", label: "Empty" }]);
    expect(site.problems.filter((problem) => problem.kind === "sidebar").map((problem) => problem.message)).toEqual([
      'sidebar "garden", item 3 > Empty, item 1: no pages in the folder "empty", so this autogenerated item lists nothing',
    ]);
  });

  it("runs for every docs version", () => {
    const site = garden(`sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => (await defaultSidebarItemsGenerator(args)).filter((item) => item.id !== "weather")`, true);
    const rootSidebar = [...site.sidebars.entries()].find(([name]) => name === "garden")?.[1] as SidebarItem[];
    expect(labels(rootSidebar)).toEqual(["Old seeds"]);
  });

  it("gives a doc item the label its sidebar_label sets, and none otherwise, as Docusaurus' default generator does", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: {
        sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => {
          const items = await defaultSidebarItemsGenerator(args);
          return items.map((item) => ({ type: "link", href: "https://example.com/" + item.id, label: item.id + ": " + (item.label ?? "none") }));
        } } }]] };`,
      "docs/hoe.md": page("The hoe", "Dig.", "sidebar_label: Hoe.dig\n"),
      "docs/trowel.md": page("The trowel"),
      "sidebars.js": `module.exports = { shed: [{ type: "autogenerated", dirName: "." }] };`,
    }));
    expect(labels(site.sidebars.get("shed") as SidebarItem[])).toEqual(["hoe: Hoe.dig", "trowel: none"]);
  });

  it("that throws: the folder's own items, with an error at the autogenerated item", () => {
    const site = garden(`sidebarItemsGenerator() { throw new Error("no rake today"); }`);
    expect(labels(site.sidebars.get("garden") as SidebarItem[])).toEqual(["Seeds", { tools: ["Rake", "Spade"] }, "Weather", { Extra: ["Weather"] }]);
    expect(site.problems).toContainEqual(expect.objectContaining({ file: "sidebars.js", line: 1, severity: "error", message: expect.stringContaining("sidebarItemsGenerator failed (no rake today)") }));
  });

  it("of another docs plugin instance runs for that instance's autogenerated items", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", plugins: [["@docusaurus/plugin-content-docs", { id: "club", path: "club", routeBasePath: "club",
        sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => (await defaultSidebarItemsGenerator(args)).filter((item) => item.id !== "minutes") }]] };`,
      "docs/seeds.md": page("Seeds"),
      "club/meetings.md": page("Meetings"),
      "club/minutes.md": page("Minutes"),
    }));
    const clubSidebars = [...site.sidebars.entries()].filter(([name]) => name.includes("club"));
    expect(clubSidebars.map(([, items]) => labels(items as SidebarItem[]))).toEqual([["Meetings"]]);
  });

  it("gets each doc's folder as on disk, number prefixes kept", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: {
        sidebarItemsGenerator: ({ docs }) => docs.map((doc) => ({ type: "link", label: doc.id + " in " + doc.sourceDirName, href: "https://example.com" })) } }]] };`,
      "docs/intro.md": page("Intro"),
      "docs/02-beds/03-raised/soil.md": page("Soil"),
      "sidebars.js": `module.exports = { garden: [{ type: "autogenerated", dirName: "." }] };`,
    }));
    expect(labels(site.sidebars.get("garden") as SidebarItem[]).sort()).toEqual(["beds/raised/soil in 02-beds/03-raised", "intro in ."]);
  });

  it("whose promise never settles: the folder's own items, with an error", () => {
    const site = garden(`sidebarItemsGenerator: () => new Promise(() => {})`);
    expect(site.problems).toContainEqual(expect.objectContaining({ severity: "error", message: expect.stringContaining("waits for something other than promises") }));
  });
});

describe("a page listed by an autogenerated sidebar and by a later one of its own", () => {
  it("is read in the later sidebar, with its neighbours there, as in Docusaurus", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": `module.exports = {
  guide: [{ type: 'autogenerated', dirName: '.' }],
  reference: [{ type: 'category', label: 'Kettle API', items: ['api/boil', 'api/pour'] }],
};`,
      "docs/welcome.md": page("Welcome"),
      "docs/api/boil.md": page("Boil"),
      "docs/api/pour.md": page("Pour"),
    }));
    expect(site.sidebarOf.get("welcome")).toBe("guide");
    expect(site.sidebarOf.get("api/boil")).toBe("reference");
    const reference = sidebarItemsOf(site, "api/pour");
    expect(reference).toBe(sidebarNamed(site.sidebars, "reference"));
    expect(breadcrumbs(reference, "api/pour").map((crumb) => crumb.label)).toEqual(["Kettle API", "Pour"]);
    expect(neighbours(reference, "api/pour").previous?.label).toBe("Boil");
    // Written so on purpose (a whole-folder sidebar, then one for a part): noted, not warned about.
    expect(site.problems.filter((p) => p.kind === "sidebar").map((p) => `${p.severity}: ${p.message}`)).toEqual([
      'notice: page "api/boil" is listed by an autogenerated item of sidebar "guide" and in sidebar "reference"; it belongs to "reference", the later, as in Docusaurus (its displayed_sidebar frontmatter picks one)',
      'notice: page "api/pour" is listed by an autogenerated item of sidebar "guide" and in sidebar "reference"; it belongs to "reference", the later, as in Docusaurus (its displayed_sidebar frontmatter picks one)',
    ]);
  });
});
