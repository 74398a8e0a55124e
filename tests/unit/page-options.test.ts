import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { customEditUrlOf, ignoredUrlSettingsOf, lastUpdateOverrideOf, socialImageOf, tocLevelsOf, tocLevelsSettingOf } from "~/content/page-options";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

/** Puts back environment variables as they were (deleted when they were unset). */
function restoreEnvironment(environment: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

describe("toc levels", () => {
  it("default to h2-h3 and take valid frontmatter values", () => {
    expect(tocLevelsOf({})).toEqual({ min: 2, max: 3 });
    expect(tocLevelsOf({ toc_max_heading_level: 5 })).toEqual({ min: 2, max: 5 });
    expect(tocLevelsOf({ toc_min_heading_level: 4 })).toEqual({ min: 4, max: 4 });
    expect(tocLevelsOf({ toc_min_heading_level: 3, toc_max_heading_level: 3 })).toEqual({ min: 3, max: 3 });
  });

  it("ignore values out of range or in the wrong order", () => {
    expect(tocLevelsOf({ toc_max_heading_level: 9, toc_min_heading_level: "2" })).toEqual({ min: 2, max: 3 });
    expect(tocLevelsOf({ toc_min_heading_level: 5, toc_max_heading_level: 3 })).toEqual({ min: 2, max: 3 });
  });

  it("default to the config's themeConfig.tableOfContents, which the frontmatter overrides", () => {
    const site = { min: 2, max: 4 };
    expect(tocLevelsOf({}, site)).toEqual({ min: 2, max: 4 });
    expect(tocLevelsOf({ toc_max_heading_level: 3 }, site)).toEqual({ min: 2, max: 3 });
    expect(tocLevelsOf({ toc_min_heading_level: 5 }, site)).toEqual({ min: 5, max: 5 });
    expect(tocLevelsOf({ toc_min_heading_level: 5, toc_max_heading_level: 3 }, site)).toEqual({ min: 2, max: 4 });
  });

  it("read themeConfig.tableOfContents as Docusaurus validates it: levels 2 to 6, the first not above the second", () => {
    expect(tocLevelsSettingOf({ maxHeadingLevel: 4 })).toEqual({ min: 2, max: 4 });
    expect(tocLevelsSettingOf({ minHeadingLevel: 3 })).toEqual({ min: 3, max: 3 });
    expect(tocLevelsSettingOf({})).toEqual({ min: 2, max: 3 });
    expect(tocLevelsSettingOf({ maxHeadingLevel: 7 })).toBeUndefined();
    expect(tocLevelsSettingOf({ minHeadingLevel: 4, maxHeadingLevel: 3 })).toBeUndefined();
    expect(tocLevelsSettingOf({ maxHeadingLevel: "4" })).toBeUndefined();
  });
});

describe("last_update", () => {
  it("reads a date (YAML's Date or a string) and an author, each alone or both; ignores the rest", () => {
    expect(lastUpdateOverrideOf({ last_update: { date: new Date("2024-01-02"), author: " Ana " } })).toEqual({ date: "2024-01-02T00:00:00.000Z", author: "Ana" });
    expect(lastUpdateOverrideOf({ last_update: { date: "2023-05-06" } })).toEqual({ date: "2023-05-06T00:00:00.000Z" });
    expect(lastUpdateOverrideOf({ last_update: { author: "Bo" } })).toEqual({ author: "Bo" });
    expect(lastUpdateOverrideOf({ last_update: { date: "not a date", author: 3 } })).toEqual({});
    expect(lastUpdateOverrideOf({ last_update: "2024-01-01" })).toEqual({});
    expect(lastUpdateOverrideOf({})).toEqual({});
  });
});

describe("image", () => {
  it("is an absolute URL or a path from the site root", () => {
    expect(socialImageOf({ image: "https://cdn.example.com/card.png" })).toBe("https://cdn.example.com/card.png");
    expect(socialImageOf({ image: "/img/card.png" })).toBe("/img/card.png");
    expect(socialImageOf({ image: "img/card.png" })).toBe("/img/card.png");
    expect(socialImageOf({ image: "./img/card.png" })).toBe("/img/card.png");
    expect(socialImageOf({ image: "" })).toBeUndefined();
    expect(socialImageOf({})).toBeUndefined();
  });
});

describe("URLs a page gives (custom_edit_url, image)", () => {
  const unsafe = ["javascript:alert(1)", "JavaScript:alert(1)", " java\tscript:alert(1)", "data:image/png;base64,AAAA", "vbscript:msgbox", "file:///etc/passwd"];

  it("are used when they are http(s) or a path on this site", () => {
    expect(customEditUrlOf({ custom_edit_url: "https://github.com/o/r/edit/main/a.md" })).toBe("https://github.com/o/r/edit/main/a.md");
    expect(customEditUrlOf({ custom_edit_url: "/edit/a" })).toBe("/edit/a");
    expect(customEditUrlOf({ custom_edit_url: null })).toBeNull();
    expect(socialImageOf({ image: "HTTP://cdn.example.com/card.png" })).toBe("HTTP://cdn.example.com/card.png");
    expect(ignoredUrlSettingsOf({ custom_edit_url: "https://x.test/e", image: "img/card.png" })).toEqual([]);
  });

  it("are ignored (as if not set) with any other scheme, and listed for the checker", () => {
    for (const url of unsafe) {
      expect(customEditUrlOf({ custom_edit_url: url }), url).toBeUndefined();
      expect(socialImageOf({ image: url }), url).toBeUndefined();
    }
    expect(ignoredUrlSettingsOf({ custom_edit_url: "javascript:alert(1)", image: "data:image/png;base64,AAAA" })).toEqual([
      { key: "custom_edit_url", value: "javascript:alert(1)" },
      { key: "image", value: "data:image/png;base64,AAAA" },
    ]);
  });
});

describe("Docusaurus page options and category pages, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "sidebars.js": `module.exports = {
        docs: ['a', 'b', 'c', 'd', 'hidden-sidebar', { type: 'category', label: 'Group', link: { type: 'doc', id: 'group/index' }, items: ['group/one', { type: 'category', label: 'Nested', items: ['group/two', { type: 'doc', id: 'group/secret', unlisted: true }] }] },
          { type: 'category', label: 'Extras', link: { type: 'generated-index', description: 'Odds & ends.' }, items: ['extra'] }],
        dev: ['tool'],
      };`,
      // Docusaurus 2's way of listing a category's items.
      "docs/group/index.mdx": page("Group", "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items} />"),
      "docs/group/one.md": page("One", "Text.", "description: The first one.\n"),
      "docs/group/secret.md": page("Secret"),
      "docs/extra.md": page("Extra", "Text.", "description: An extra page.\n"),
      "docs/group/two.mdx": page("Two", "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"),
      "docs/a.md": page("A"),
      "docs/b.md": page("B", "## Two\n\n### Three\n\n#### Four\n\nText.", "pagination_prev: null\npagination_next: d\ntoc_max_heading_level: 4\ncustom_edit_url: https://example.com/edit/b\n"),
      "docs/c.md": page("C", "Text.", "pagination_label: Step C\ncustom_edit_url: null\n"),
      "docs/d.md": page("D"),
      "docs/hidden-sidebar.md": page("Hidden sidebar", "Text.", "displayed_sidebar: null\n"),
      "docs/tool.md": page("Tool"),
      "docs/unlisted-guide.md": page("Guide", "Text.", "displayed_sidebar: dev\n"),
      "docs/own-title.md": "---\nsidebar_label: Own\nimage: img/card.png\nlast_update:\n  date: 2024-03-04\n  author: Writer\n---\n\nimport Tabs from '@theme/Tabs';\n\n# The page's own title\n\nText.\n",
      "docs/late-title.md": page("Late", "Text first.\n\n# A heading further down"),
      "docs/drawn-title.mdx": "---\ntitle: Drawn\nhide_title: true\n---\n\nimport Heading from '@theme/Heading';\n\n<Heading as=\"h1\" children=\"Drawn by a component\" />\n\nText.\n",
      "docs/hidden-title.md": "---\ntitle: Hidden\nhide_title: true\n---\n\nText only.\n",
    });
    process.env.EDIT_URL_BASE = "https://example.com/repo";
    vi.resetModules();
    serve = await import("~/content/serve.server");
  });

  afterAll(() => {
    restoreEnvironment(environment);
  });

  it("pagination_prev/next replace or remove the sidebar's neighbours", async () => {
    const b = await serve.pageData("b");
    expect(b.previous).toBeUndefined();
    expect(b.next).toEqual({ label: "D", href: "/d" });
  });

  it("pagination_label names the page in its neighbours' pagers", async () => {
    expect((await serve.pageData("d")).previous).toEqual({ label: "Step C", href: "/c" });
    expect((await serve.pageData("b")).next?.label).toBe("D");
  });

  it("toc_max_heading_level deepens the table of contents", async () => {
    expect((await serve.pageData("b")).toc.map((entry) => entry.level)).toEqual([2, 3, 4]);
    expect((await serve.pageData("a")).toc).toEqual([]);
  });

  it("custom_edit_url replaces or removes the edit link", async () => {
    expect((await serve.pageData("a")).editUrl).toBe("https://example.com/repo/docs/a.md");
    expect((await serve.pageData("b")).editUrl).toBe("https://example.com/edit/b");
    expect((await serve.pageData("c")).editUrl).toBeUndefined();
  });

  it("<DocCardList /> shows the category's items as cards, from the sidebar as it is when served", async () => {
    const { html } = await serve.pageData("group");
    // "Nested" holds an unlisted page as well, which its count leaves out as the sidebar does.
    expect(html).toContain('<div class="cards"><a class="card" href="/group/one"><strong class="card-title">One</strong><div class="card-body">The first one.</div></a><a class="card" href="/group/two"><strong class="card-title">Nested</strong><div class="card-body">1 item</div></a></div>');
    expect(html).not.toContain("data-slot");
    // On a page that is no category's own page, the list is its siblings: none here, so nothing shows.
    const alone = (await serve.pageData("group/two")).html;
    expect(alone).not.toContain("data-slot");
    expect(alone).not.toContain('class="cards"');
  });

  it("a generated-index category is a page: its description, then its items as cards, in its sidebar", async () => {
    const index = await serve.pageData("category/extras");
    expect(index).toMatchObject({ title: "Extras", description: "Odds & ends.", next: { label: "Extra", href: "/extra" } });
    expect(index.html).toBe('<p>Odds &amp; ends.</p><div class="cards"><a class="card" href="/extra"><strong class="card-title">Extra</strong><div class="card-body">An extra page.</div></a></div>');
    expect(serve.layoutData("category/extras").sidebarName).toBe("docs");
    expect((await serve.pageData("extra")).previous).toEqual({ label: "Extras", href: "/category/extras" });
  });

  it("a page whose first heading is a # title shows that title, and the layout adds no second one", async () => {
    const own = await serve.pageData("own-title");
    expect(own).toMatchObject({ title: "The page's own title", titleInContent: true });
    expect(own.html).toMatch(/^<h1 id="the-pages-own-title">The page(&#x27;|')s own title/);
    // Docusaurus' rule: the first heading of the page, when it is a # heading, wherever it stands.
    const late = await serve.pageData("late-title");
    expect(late).toMatchObject({ title: "Late", titleInContent: true });
    expect(late.html).toMatch(/<h1 id="a-heading-further-down">A heading further down/);
    expect((await serve.pageData("a")).titleInContent).toBe(false);
  });

  it("a page that hides its title and draws its own h1 (with a component) gets no second, hidden one", async () => {
    const drawn = await serve.pageData("drawn-title");
    expect(drawn).toMatchObject({ title: "Drawn", hideTitle: true, titleInContent: true });
    expect(drawn.html).toContain("<h1>Drawn by a component</h1>");
    // Without an h1 of its own, the layout keeps its hidden one for screen readers.
    expect(await serve.pageData("hidden-title")).toMatchObject({ hideTitle: true, titleInContent: false });
  });

  it("image becomes the page's og:image, made absolute, with a large Twitter card", async () => {
    const own = await serve.pageData("own-title");
    expect(own.image).toBe("/img/card.png");
    const { meta } = await import("~/routes/_docs.$");
    const tags = meta({ data: { page: own, siteName: "Docs", canonicalUrl: "https://docs.example.com/own-title", markdownUrl: "", imageUrl: "https://docs.example.com/img/card.png", feeds: [] } } as never);
    expect(tags).toContainEqual({ property: "og:image", content: "https://docs.example.com/img/card.png" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect((await serve.pageData("a")).image).toBeUndefined();
  });

  it("last_update in the frontmatter says when and by whom, instead of the history", async () => {
    expect((await serve.pageData("own-title")).lastUpdated).toEqual({ date: "2024-03-04T00:00:00.000Z", author: "Writer" });
  });

  it("displayed_sidebar shows a sidebar with a page it does not list, or none", () => {
    expect(serve.layoutData("unlisted-guide").sidebarName).toBe("dev");
    expect(serve.layoutData("hidden-sidebar").sidebarName).toBeNull();
    expect(serve.layoutData("a").sidebarName).toBe("docs");
    // Readers hear a sidebar called after the header's entry for it, not by its id.
    expect(serve.layoutData("unlisted-guide").sidebarLabel).toBe("Tool");
  });
});

describe("the config's outline levels, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Levels', themeConfig: { tableOfContents: { maxHeadingLevel: 4 } } };\n",
      "docs/deep.md": page("Deep", "## Two\n\n### Three\n\n#### Four\n\n##### Five\n\nText."),
      "docs/shallow.md": page("Shallow", "## Two\n\n### Three\n\n#### Four\n\nText.", "toc_max_heading_level: 2\n"),
      "docs/inline.mdx": page("Inline", "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Two\n\n#### Four\n\n##### Five\n\nText."),
    });
    vi.resetModules();
    serve = await import("~/content/serve.server");
  });

  afterAll(() => {
    restoreEnvironment(environment);
  });

  it("maxHeadingLevel: 4 puts h4 headings in every page's outline, unless its frontmatter says otherwise", async () => {
    expect((await serve.pageData("deep")).toc.map((entry) => entry.level)).toEqual([2, 3, 4]);
    expect((await serve.pageData("shallow")).toc.map((entry) => entry.level)).toEqual([2]);
  });

  it("TOCInline without levels of its own follows it too", async () => {
    const inline = /<nav class="toc-inline"[\s\S]*?<\/nav>/.exec((await serve.pageData("inline")).html)?.[0];
    expect(inline).toContain('href="#four"');
    expect(inline).not.toContain('href="#five"');
  });
});

describe("a sidebar's name for readers", () => {
  it("is the header entry leading to it, a docSidebar item before a link into it; else Docs, as Docusaurus calls every docs sidebar", async () => {
    const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
    const withNavbar = (items: string) => makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", themeConfig: { navbar: { items: [${items}] } } };`,
      "sidebars.js": "module.exports = { guideSidebar: ['a', 'b'] };",
      "docs/a.md": page("A"),
      "docs/b.md": page("B"),
    });
    try {
      const sidebarLabelWith = async (items: string) => {
        process.env.DOCS_CONTENT_DIR = withNavbar(items);
        vi.resetModules();
        return (await import("~/content/serve.server")).layoutData("b").sidebarLabel;
      };
      expect(await sidebarLabelWith(`{ to: "/b", label: "Second page" }, { type: "docSidebar", sidebarId: "guideSidebar", label: "Guides" }`)).toBe("Guides");
      expect(await sidebarLabelWith(`{ to: "/a", label: "Start here" }`)).toBe("Start here");
      expect(await sidebarLabelWith(`{ href: "https://example.com", label: "Elsewhere" }`)).toBe("Docs");
    } finally {
      restoreEnvironment(environment);
    }
  });
});

describe("a docs plugin that turns off parts of Last updated", () => {
  it("shows the rest: showLastUpdateTime: false leaves the author, both false leave nothing", async () => {
    const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
    const lastUpdate = "last_update:\n  date: 2024-03-04\n  author: Writer\n";
    const content = (options: string) => makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "T", presets: [["classic", { docs: { ${options} } }]] };`,
      "docs/a.md": page("A", "Text.", lastUpdate),
    });
    try {
      const lastUpdatedWith = async (options: string) => {
        process.env.DOCS_CONTENT_DIR = content(options);
        vi.resetModules();
        return (await (await import("~/content/serve.server")).pageData("a")).lastUpdated;
      };
      expect(await lastUpdatedWith("showLastUpdateTime: false")).toEqual({ author: "Writer" });
      expect(await lastUpdatedWith("showLastUpdateTime: false, showLastUpdateAuthor: false")).toBeUndefined();
      // Unset (Docusaurus shows nothing then), this site still shows both.
      expect(await lastUpdatedWith("")).toEqual({ date: "2024-03-04T00:00:00.000Z", author: "Writer" });
    } finally {
      restoreEnvironment(environment);
    }
  });
});

describe("the config's themeConfig.image", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Kites', themeConfig: { image: 'img/kites-card.png' } };\n",
      "docs/plain.md": page("Plain"),
      "docs/pictured.md": page("Pictured", "Text.", "image: /img/own-card.png\n"),
    });
    vi.resetModules();
    serve = await import("~/content/serve.server");
  });

  afterAll(() => {
    restoreEnvironment(environment);
  });

  it("is every page's og:image, from the site root, unless the page names its own", async () => {
    expect((await serve.pageData("plain")).image).toBe("/img/kites-card.png");
    expect((await serve.pageData("pictured")).image).toBe("/img/own-card.png");
  });

  it("is warned about when it is no web address or path", () => {
    const dir = makeContentDir({ "docusaurus.config.js": "module.exports = {\n  title: 'Kites',\n  themeConfig: {\n    image: 'javascript:void(0)',\n  },\n};\n", "docs/a.md": page("A") });
    const warning = loadSite(dir).problems.find((problem) => problem.message.startsWith("themeConfig.image"));
    expect(warning).toMatchObject({ file: "docusaurus.config.js", line: 4, severity: "warning" });
  });
});

describe("the pager's names for a sidebar's pages", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "sidebars.js": `module.exports = { docs: [
        { type: 'category', label: 'Planting', link: { type: 'doc', id: 'planting' }, items: ['soil'] },
        { type: 'category', label: 'Watering', link: { type: 'doc', id: 'watering' }, items: [{ type: 'doc', id: 'rain', label: 'Rain barrels' }, 'hose'] },
      ] };`,
      "docs/planting.md": page("How to plant", "Text.", "sidebar_label: Overview\n"),
      "docs/soil.md": page("Soil"),
      "docs/watering.md": page("How to water"),
      "docs/rain.md": page("Rain", "Text.", "sidebar_label: Rain water\n"),
      "docs/hose.md": page("Hose"),
    });
    vi.resetModules();
    serve = await import("~/content/serve.server");
  });

  afterAll(() => {
    restoreEnvironment(environment);
  });

  it("name a category's page by its own sidebar_label, else its title, not by the category's label, as Docusaurus does", async () => {
    expect((await serve.pageData("soil")).previous).toEqual({ label: "Overview", href: "/planting" });
    expect((await serve.pageData("soil")).next).toEqual({ label: "How to water", href: "/watering" });
  });

  it("name a doc by its sidebar_label before the sidebar item's label", async () => {
    expect((await serve.pageData("hose")).previous).toEqual({ label: "Rain water", href: "/rain" });
    expect((await serve.pageData("watering")).next).toEqual({ label: "Rain water", href: "/rain" });
  });
});
