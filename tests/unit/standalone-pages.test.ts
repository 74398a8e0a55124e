import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkContent } from "~/content/check.server";
import { isReactPageFile, standalonePageIdOf } from "~/content/docusaurus-ids";
import { llmsTxt } from "~/content/llms.server";
import { searchSite } from "~/content/search.server";
import { siteConfigOf } from "~/content/site-config.server";
import { loadSite, type Site } from "~/content/site.server";
import { sitemapXml } from "~/content/sitemap.server";
import { formatProblem } from "~/content/problems";
import { freshModuleWith, makeContentDir, page } from "./helpers";

const ORIGIN = "https://docs.example.com";

// Docusaurus' standalone pages: Markdown and MDX files in src/pages, served at their path.
const CONTENT = {
  "sidebars.js": `module.exports = { docs: ["intro", "guide"] };`,
  "docs/intro.md": page("Intro", "See [support](/support) and [help](/help)."),
  "docs/guide.md": page("Guide", "Steps."),
  "src/pages/index.md": page("Welcome home", "Start with the [intro](/intro).", "description: The home page.\n"),
  "src/pages/support.md": page("Support", "## Contact us\n\nWrite to the zanzibar desk. See [help](./help/index.mdx).", "keywords: [helpdesk]\nimage: /img/support.png\n"),
  "src/pages/help/index.mdx": page("Help", "Back to [support](../support.md)."),
  "src/pages/help/01-faq.md": page("FAQ", "Questions."),
  "src/pages/_partial.md": "Shared text.\n",
  "src/pages/_drafts/old.md": page("Old"),
  "src/pages/team.js": "export default function Team() { return null; }\n",
  "src/pages/_layout.tsx": "export default function Layout() { return null; }\n",
  "src/pages/team.test.js": "test('x', () => {});\n",
};

describe("standalone page ids (Docusaurus' pages plugin)", () => {
  it("are the file's path without extension, index standing for its folder; no number prefix is dropped", () => {
    expect(standalonePageIdOf("support.md")).toBe("support");
    expect(standalonePageIdOf("help/index.mdx")).toBe("help");
    expect(standalonePageIdOf("index.md")).toBe("");
    expect(standalonePageIdOf("Index.MD")).toBe("");
    expect(standalonePageIdOf("help/01-faq.md")).toBe("help/01-faq");
    expect(standalonePageIdOf("help/README.md")).toBe("help/README");
  });

  it("React pages are scripts that are not partials, type declarations or tests", () => {
    expect(["index.js", "team.jsx", "a/b.ts", "c.tsx"].every(isReactPageFile)).toBe(true);
    expect(["_layout.tsx", "_parts/card.js", "types.d.ts", "team.test.js", "notes.md", "style.css"].some(isReactPageFile)).toBe(false);
  });
});

describe("a site with src/pages", () => {
  let site: Site;
  beforeAll(() => {
    site = loadSite(makeContentDir(CONTENT));
  });

  it("indexes its Markdown pages with the docs, at their paths, and leaves out partials", () => {
    expect([...site.pages.keys()].sort()).toEqual(["", "guide", "help", "help/01-faq", "intro", "support"]);
    expect(site.pages.get("support")).toMatchObject({ standalone: true, relativePath: "src/pages/support.md", title: "Support", keywords: ["helpdesk"] });
    expect(site.pages.get("intro")?.standalone).toBe(false);
    // Sidebars name docs only: a standalone page has no doc id to be listed by.
    expect(site.byDocId.has("support")).toBe(false);
  });

  it("makes src/pages/index.md the home page, which the logo leads to", () => {
    expect(site.pages.get("")?.title).toBe("Welcome home");
  });

  it("reports React pages as not served", () => {
    expect(site.problems.filter((problem) => problem.kind === "react-page").map(formatProblem)).toEqual([
      "src/pages/team.js:1: warning [react-page] React pages in src/pages are not served (only Markdown and MDX pages are): /team is not a page of this site",
    ]);
  });

  it("names the React page a navbar or footer item leads to, which Docusaurus serves and this site leaves out", () => {
    const withConfig = loadSite(makeContentDir({
      ...CONTENT,
      "docusaurus.config.js": `module.exports = {
  themeConfig: {
    navbar: { items: [{ to: '/team', label: 'Our team' }, { to: '/nowhere', label: 'Lost' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Crew', to: 'team' }] }] },
  },
};
`,
    }));
    expect(withConfig.problems.filter((problem) => problem.kind === "config").map(formatProblem)).toEqual([
      'docusaurus.config.js:3: warning [config] the navbar item "Our team" leads to "/team", the React page src/pages/team.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the item); it is left out of the header',
      'docusaurus.config.js:3: warning [config] the navbar item "Lost" leads to "/nowhere", which is not a page of this content; it is left out of the header',
      'docusaurus.config.js:4: warning [config] the footer item "Crew" leads to "team", the React page src/pages/team.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the item); it is left out of the footer',
    ]);
  });

  it("puts them in no sidebar, even one that names them", () => {
    expect(site.sidebarOf.has("support")).toBe(false);
    const named = loadSite(makeContentDir({ ...CONTENT, "sidebars.js": `module.exports = { docs: ["intro", "support"] };` }));
    expect(named.sidebarOf.has("support")).toBe(false);
    expect(named.problems.map(formatProblem)).toContain('sidebars.js:1: error [sidebar] sidebar "docs", item 2: docId "support" has no page');
  });

  it("links between them and from docs lead to their URLs", () => {
    expect(site.urlByFile.get(site.pages.get("help")!.file)).toBe("/help");
  });

  it("are searchable, in the sitemap and in llms.txt", async () => {
    expect(searchSite(site, "zanzibar")[0]).toMatchObject({ id: "support", heading: "Contact us" });
    expect(searchSite(site, "helpdesk")[0]?.id).toBe("support");
    const xml = await sitemapXml(site, ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}/support</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/help/01-faq</loc>`);
    expect(llmsTxt(site, ORIGIN)).toContain(`[Support](${ORIGIN}/support.md)`);
  });

  it("a React home page (src/pages/index.js) leaves the site without a home page, as before", () => {
    const reactHome = loadSite(makeContentDir({ "sidebars.js": `module.exports = { docs: ["intro"] };`, "docs/intro.md": page("Intro"), "src/pages/index.js": "export default () => null;\n" }));
    expect(reactHome.pages.has("")).toBe(false);
    expect(reactHome.sections.map((section) => section.href)).toEqual(["/intro"]);
    expect(reactHome.problems.map(formatProblem)).toEqual([
      "src/pages/index.js:1: warning [react-page] React pages in src/pages are not served (only Markdown and MDX pages are): / is not a page of this site",
    ]);
  });

  it("are not read from a docs folder passed on its own (its src/pages would be docs)", () => {
    const docsOnly = loadSite(makeContentDir({ "intro.md": page("Intro"), "src/pages/support.md": page("Support") }));
    expect(docsOnly.pages.get("src/pages/support")?.standalone).toBe(false);
    expect(docsOnly.pages.has("support")).toBe(false);
  });
});

describe("a doc and a standalone page at one address", () => {
  it("serves the standalone page and warns at the doc, naming it (Docusaurus reports a duplicate route)", () => {
    const site = loadSite(makeContentDir({
      "docs/index.md": page("Docs home"),
      "docs/support.md": page("Support (doc)"),
      "docs/about.md": page("About", "Text.", "slug: /contact\n"),
      "src/pages/index.md": page("Pages home"),
      "src/pages/support.md": page("Support (page)"),
      "src/pages/contact.md": page("Contact"),
    }));
    expect(site.pages.get("")?.title).toBe("Pages home");
    expect(site.pages.get("support")?.title).toBe("Support (page)");
    expect(site.pages.get("contact")?.title).toBe("Contact");
    expect(site.problems.map(formatProblem)).toEqual([
      "docs/about.md:1: warning [duplicate-route] /contact is also the address of src/pages/contact.md, which is served there (Docusaurus reports a duplicate route); move or rename one",
      "docs/index.md:1: warning [duplicate-route] / is also the address of src/pages/index.md, which is served there (Docusaurus reports a duplicate route); move or rename one",
      "docs/support.md:1: warning [duplicate-route] /support is also the address of src/pages/support.md, which is served there (Docusaurus reports a duplicate route); move or rename one",
    ]);
  });
});

describe("the pages plugin's editUrl", () => {
  it("is read from the preset or the plugin, apart from the docs'", () => {
    const preset = { presets: [["classic", { docs: { editUrl: "https://example.com/edit/" }, pages: { editUrl: "https://example.com/pages-edit/" } }]] };
    expect(siteConfigOf({ file: "docusaurus.config.js", source: "", raw: preset }).config).toMatchObject({ editUrl: "https://example.com/edit", pagesEditUrl: "https://example.com/pages-edit" });
    const plugin = { plugins: [["@docusaurus/plugin-content-pages", { editUrl: "https://example.com/p" }]] };
    expect(siteConfigOf({ file: "docusaurus.config.js", source: "", raw: plugin }).config).toMatchObject({ pagesEditUrl: "https://example.com/p" });
    expect(siteConfigOf({ file: "docusaurus.config.js", source: "", raw: plugin }).config.editUrl).toBeUndefined();
  });
});

describe("a standalone page, as served", () => {
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    const contentDir = makeContentDir({
      ...CONTENT,
      "src/pages/support.md": page("Support", "## Contact us\n\nText.", "pagination_next: guide\ndisplayed_sidebar: docs\nhide_table_of_contents: false\n"),
      "src/pages/help/index.mdx": page("Help", "## Topics\n\nText.", "hide_table_of_contents: true\n"),
      "src/pages/headed.md": "![a banner](/img/banner.png)\n\n# A heading of its own\n\nText.\n",
    });
    serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir, EDIT_URL_BASE: "https://example.com/repo" }, () => import("~/content/serve.server"));
  });

  afterAll(() => vi.unstubAllEnvs());

  it("has its outline and edit link, and no sidebar, breadcrumbs or previous/next (whatever its frontmatter says)", async () => {
    const support = await serve.pageData("support");
    expect(support.toc.map((entry) => entry.text)).toEqual(["Contact us"]);
    expect(support.hideTableOfContents).toBe(false);
    expect(support.breadcrumbs).toEqual([]);
    expect(support.previous).toBeUndefined();
    expect(support.next).toBeUndefined();
    expect(support.editUrl).toBe("https://example.com/repo/src/pages/support.md");
    expect(serve.layoutData("support")).toMatchObject({ sidebarName: null, sidebar: [], homeHref: "/" });
    expect((await serve.pageData("help")).hideTableOfContents).toBe(true);
  });

  it("shows no title above its content, as Docusaurus' MDXPage shows none (kept for screen readers), unless the content writes its own # heading", async () => {
    expect(await serve.pageData("support")).toMatchObject({ title: "Support", hideTitle: true, titleInContent: false });
    const headed = await serve.pageData("headed");
    expect(headed).toMatchObject({ title: "A heading of its own", titleInContent: true });
    expect(headed.html).toContain('<h1 id="a-heading-of-its-own">');
  });

  it("src/pages/index.md is the page at /", async () => {
    expect(serve.resolvePageId(new Request("http://localhost/"))).toBe("");
    expect((await serve.pageData("")).title).toBe("Welcome home");
  });
});

describe("checkContent with src/pages", () => {
  it("takes links to standalone pages (absolute, and relative .md between them) as valid, and warns about React pages and slugs", async () => {
    const report = await checkContent(makeContentDir({
      ...CONTENT,
      "src/pages/moved.md": page("Moved", "[Nowhere](./nowhere.md)", "slug: /elsewhere\n"),
    }));
    expect(report.problems.map(formatProblem)).toEqual([
      "src/pages/moved.md:3: warning [frontmatter] slug does not apply to pages in src/pages, which are served at their file's path (/moved); it is ignored",
      'src/pages/moved.md:6: error [broken-link] link "./nowhere.md": there is no such file (looked for src/pages/nowhere.md)',
      "src/pages/team.js:1: warning [react-page] React pages in src/pages are not served (only Markdown and MDX pages are): /team is not a page of this site",
    ]);
  });

  // Docusaurus serves a React page; this site does not, so a link to one is broken here: say why.
  it("names the React page a broken link leads to, read as Docusaurus' routes are", async () => {
    const report = await checkContent(makeContentDir({
      ...CONTENT,
      "docusaurus.config.js": "module.exports = { title: 'React links', baseUrl: '/manual/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
      "docs/guide.md": page("Guide", "Meet the [team](/team/) and [again](/manual/team). Not [this](/teams)."),
    }));
    expect(report.problems.filter((problem) => problem.file === "docs/guide.md").map(formatProblem)).toEqual([
      'docs/guide.md:5: error [broken-link] link "/manual/team": there is no page at "/manual/team": its address is the React page src/pages/team.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the link)',
      'docs/guide.md:5: error [broken-link] link "/team/": there is no page at "/team": its address is the React page src/pages/team.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the link)',
      'docs/guide.md:5: error [broken-link] link "/teams": there is no page at "/teams"',
    ]);
  });
});
