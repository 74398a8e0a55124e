import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PageBuildError } from "~/content/bundle.server";
import { llmsTxt, pageMarkdown } from "~/content/llms.server";
import { renderPage } from "~/content/page-cache.server";
import { loadSite } from "~/content/site.server";
import { robotsTxt, sitemapXml } from "~/content/sitemap.server";
import { markdownUrlPathFromPageId, pageIdFromMarkdownUrlPath } from "~/content/urls";
import { makeContentDir, page } from "./helpers";

const ORIGIN = "https://docs.example.com";

function site() {
  return loadSite(
    makeContentDir({
      "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Guides", items: ["guides/first", "guides/second"] }], dev: ["api"] };`,
      "docs/index.md": page("Example Docs", "Welcome.", "description: Everything about Example.\n"),
      "docs/guides/first.md": page("First & foremost", "Step one.", "description: Where to begin.\n"),
      "docs/guides/second.md": page("Second", "Step two."),
      "docs/api.md": page("API", "Endpoints."),
      "docs/loose.md": page("Loose page"),
      "docs/secret.md": page("Secret", "Hidden.", "unlisted: true\n"),
      "docs/plain.md": "# Already titled\n\nBody.\n",
    }),
  );
}

describe("sitemap.xml and robots.txt", () => {
  it("lists every listed page with an absolute URL and a last change, and omits unlisted ones", async () => {
    const xml = await sitemapXml(site(), ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${ORIGIN}/guides/first</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`));
    expect(xml).toContain(`<loc>${ORIGIN}/loose</loc>`);
    expect(xml).not.toContain("secret");
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it("leaves out a page known to fail to build, until its file changes", async () => {
    const dir = makeContentDir({ "docs/fine.md": page("Fine"), "docs/broken.mdx": page("Broken", "<Card>\nunclosed") });
    const before = loadSite(dir);
    const broken = before.pages.get("broken")!;
    // Never built yet: not known to fail, so listed (the sitemap builds no page).
    expect(await sitemapXml(before, ORIGIN)).toContain(`<loc>${ORIGIN}/broken</loc>`);
    await expect(renderPage(broken, () => fs.readFileSync(broken.file, "utf8"), before)).rejects.toThrow(PageBuildError);
    const xml = await sitemapXml(before, ORIGIN);
    expect(xml).not.toContain("/broken");
    expect(xml).toContain(`<loc>${ORIGIN}/fine</loc>`);
    fs.writeFileSync(broken.file, page("Broken", "Fixed."));
    expect(await sitemapXml(loadSite(dir), ORIGIN)).toContain(`<loc>${ORIGIN}/broken</loc>`);
  });

  it("follows the config's sitemap options: ignorePatterns in Docusaurus' addresses, changefreq and priority", async () => {
    const config = (sitemap: string) => `module.exports = { title: "Kettles", presets: [["classic", { docs: { routeBasePath: "guide" }, ${sitemap} }]] };`;
    const files = {
      "docs/boil.md": page("Boiling", "Steam.", "tags: [water]\n"),
      "docs/drafts/descale.md": page("Descaling", "Vinegar."),
      "docs/pour.md": page("Pouring", "Spout."),
    };
    const plain = await sitemapXml(loadSite(makeContentDir({ ...files, "docusaurus.config.js": config("") })), ORIGIN);
    expect(plain).toContain(`<loc>${ORIGIN}/tags/water</loc>`);
    expect(plain).toContain(`<loc>${ORIGIN}/drafts/descale</loc>`);
    expect(plain).not.toContain("<changefreq>");

    const dir = makeContentDir({ ...files, "docusaurus.config.js": config(`sitemap: { changefreq: "daily", priority: 0.7, ignorePatterns: ["/guide/tags/**", "/guide/drafts/**"] }`) });
    const xml = await sitemapXml(loadSite(dir), ORIGIN);
    // Docs are served at the root here, under their route on a Docusaurus site, where the patterns are written.
    expect(xml).not.toContain("/tags/water");
    expect(xml).not.toContain("descale");
    expect(xml).toMatch(new RegExp(`<url><loc>${ORIGIN}/pour</loc><lastmod>[^<]+</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>`));
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("warns at a sitemap option Docusaurus would reject, and leaves it out", async () => {
    const dir = makeContentDir({
      "docs/pour.md": page("Pouring"),
      "docusaurus.config.js": `module.exports = {\n  plugins: [["@docusaurus/plugin-sitemap", {\n    changefreq: "fortnightly",\n    priority: 2,\n    ignorePatterns: "/tags/**",\n  }]],\n};\n`,
    });
    const site = loadSite(dir);
    const warnings = site.problems.filter((problem) => problem.kind === "config").map((problem) => [problem.line, problem.message]);
    expect(warnings).toEqual([
      [5, expect.stringContaining("ignorePatterns must be a list")],
      [3, expect.stringContaining("changefreq must be one of always, hourly")],
      [4, expect.stringContaining("priority must be a number from 0 to 1")],
    ]);
    expect(await sitemapXml(site, ORIGIN)).not.toMatch(/changefreq|priority/);
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("llms.txt", () => {
  it("has the site's summary, then pages grouped by sidebar linking their Markdown", () => {
    const text = llmsTxt(site(), ORIGIN);
    expect(text).toContain("> Everything about Example.");
    const guides = text.indexOf("## Guides");
    const dev = text.indexOf("## Dev");
    const other = text.indexOf("## Other pages");
    expect(guides).toBeGreaterThan(-1);
    expect(dev).toBeGreaterThan(guides);
    expect(other).toBeGreaterThan(dev);
    expect(text).toContain(`- [First & foremost](${ORIGIN}/guides/first.md): Where to begin.\n- [Second](${ORIGIN}/guides/second.md): Step two.\n`);
    expect(text.slice(dev, other)).toContain(`- [API](${ORIGIN}/api.md)`);
    expect(text.slice(other)).toContain(`- [Loose page](${ORIGIN}/loose.md)`);
    expect(text.slice(other)).toContain(`- [Example Docs](${ORIGIN}/index.md)`);
    expect(text).not.toContain("secret");
  });
});

describe("llms.txt with sidebars of other names", () => {
  it("has a section per sidebar in the file's order, whatever its name", () => {
    const text = llmsTxt(loadSite(makeContentDir({
      "sidebars.js": "module.exports = { tutorialSidebar: ['intro', 'deploy'], ['__proto__']: ['odd'], 'with space': [] };",
      "docs/intro.md": page("Intro"),
      "docs/deploy.md": page("Deploy"),
      "docs/odd.md": page("Odd"),
    })), ORIGIN);
    const headings = text.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## TutorialSidebar", "## \\_\\_proto\\_\\_"]);
    expect(text).toContain(`## TutorialSidebar\n\n- [Intro](${ORIGIN}/intro.md): Some text.\n- [Deploy](${ORIGIN}/deploy.md): Some text.\n`);
    expect(text).toContain(`- [Odd](${ORIGIN}/odd.md)`);
  });
});

describe("llms.txt with a header written by the config", () => {
  it("heads each sidebar with the label of the header's one docSidebar item naming it, and the others as before", () => {
    const text = llmsTxt(loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "Kilns", themeConfig: { navbar: { items: [
        { type: "docSidebar", sidebarId: "makerSidebar", label: "Make" },
        { type: "docSidebar", sidebarId: "glazeSidebar", label: "Glazes" },
        { type: "doc", docId: "spare", label: "Spares" },
        { type: "docSidebar", sidebarId: "spareSidebar", label: "Spares" },
        { type: "docSidebar", sidebarId: "spareSidebar", label: "Odds" },
      ] } } };`,
      "sidebars.js": "module.exports = { makerSidebar: ['throwing', 'firing'], glazeSidebar: ['glazes/intro'], spareSidebar: ['spare', 'tools'] };",
      "docs/tools.md": page("Tools"),
      "docs/throwing.md": page("Throwing"),
      "docs/firing.md": page("Firing"),
      "docs/glazes/intro.md": page("Glazes"),
      "docs/spare.md": page("Spare"),
    })), ORIGIN);
    expect(text.split("\n").filter((line) => line.startsWith("## "))).toEqual(["## Make", "## Glazes", "## SpareSidebar"]);
    expect(text).toContain(`## Make\n\n- [Throwing](${ORIGIN}/throwing.md): Some text.\n- [Firing](${ORIGIN}/firing.md): Some text.\n`);
  });
});

describe("llms.txt with doc items in the header", () => {
  it("heads a sidebar with the label of the header's one doc item leading into it when no docSidebar item names it", () => {
    const text = llmsTxt(loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "Kilns", themeConfig: { navbar: { items: [
        { type: "doc", docId: "throwing", label: "Workshop" },
        { type: "doc", docId: "glazes/intro", label: "Glazes" },
        { type: "doc", docId: "glazes/mixing", label: "Mixing" },
        { type: "doc", docId: "spare", label: "Spares" },
        { type: "docSidebar", sidebarId: "spareSidebar", label: "Odds" },
      ] } } };`,
      "sidebars.js": "module.exports = { makerSidebar: ['throwing', 'firing'], glazeSidebar: ['glazes/intro', 'glazes/mixing'], spareSidebar: ['spare', 'tools'] };",
      "docs/tools.md": page("Tools"),
      "docs/throwing.md": page("Throwing"),
      "docs/firing.md": page("Firing"),
      "docs/glazes/intro.md": page("Glazes"),
      "docs/glazes/mixing.md": page("Mixing"),
      "docs/spare.md": page("Spare"),
    })), ORIGIN);
    expect(text.split("\n").filter((line) => line.startsWith("## "))).toEqual(["## Workshop", "## GlazeSidebar", "## Odds"]);
  });
});

describe("llms.txt with docSidebar items in a header dropdown", () => {
  it("heads each sidebar with its item's label in the menu, not the menu's or the sidebar's name", () => {
    const text = llmsTxt(loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: "Kilns", themeConfig: { navbar: { items: [
        { type: "docSidebar", sidebarId: "makerSidebar", label: "Make" },
        { type: "dropdown", label: "Reference", items: [
          { type: "docSidebar", sidebarId: "glazeRefSidebar", label: "Glaze codes" },
          { type: "docSidebar", sidebarId: "clayRefSidebar", label: "Clay bodies" },
        ] },
      ] } } };`,
      "sidebars.js": "module.exports = { makerSidebar: ['throwing'], glazeRefSidebar: ['glazes/codes'], clayRefSidebar: ['clays/bodies'] };",
      "docs/throwing.md": page("Throwing"),
      "docs/glazes/codes.md": page("Codes"),
      "docs/clays/bodies.md": page("Bodies"),
    })), ORIGIN);
    expect(text.split("\n").filter((line) => line.startsWith("## "))).toEqual(["## Make", "## Glaze codes", "## Clay bodies"]);
  });
});

describe("llms.txt with Markdown syntax in titles and descriptions", () => {
  it("escapes it, and keeps each entry on its line", () => {
    const text = llmsTxt(loadSite(makeContentDir({
      "docs/odd.md": "---\ntitle: \"Use [brackets], *stars*, _underscores_\\nand `code` <b>\"\ndescription: \"Run *all* of [these](x)\\n- not a list item\"\n---\n\nText.\n",
    })), ORIGIN);
    expect(text).toContain(`- [Use \\[brackets\\], \\*stars\\*, \\_underscores\\_ and \\\`code\\\` \\<b\\>](${ORIGIN}/odd.md): Run \\*all\\* of \\[these\\](x) - not a list item\n`);
  });
});

describe("raw Markdown of a page", () => {
  it("drops the frontmatter and puts the title first as a heading, once", () => {
    const { pages, contentDir } = site();
    expect(pageMarkdown(pages.get("guides/first")!, contentDir)).toBe("# First & foremost\n\nStep one.\n");
    expect(pageMarkdown(pages.get("plain")!, contentDir)).toBe("# Already titled\n\nBody.\n");
  });

  it("adds no title when the page gives its own after its imports, or as a setext heading", () => {
    const { pages, contentDir } = loadSite(makeContentDir({
      "docs/imports.mdx": "---\ntitle: Front\n---\nimport Tabs from '@theme/Tabs';\n\n# Its own\n\nBody.\n",
      "docs/setext.md": "Underlined\n==========\n\nBody.\n",
      "docs/second-level.md": "---\ntitle: Front\n---\n## Part\n\n# Later\n",
    }));
    expect(pageMarkdown(pages.get("imports")!, contentDir)).toBe("import Tabs from '@theme/Tabs';\n\n# Its own\n\nBody.\n");
    expect(pageMarkdown(pages.get("setext")!, contentDir)).toBe("Underlined\n==========\n\nBody.\n");
    expect(pageMarkdown(pages.get("second-level")!, contentDir)).toBe("# Front\n\n## Part\n\n# Later\n");
  });

  it("writes out the Markdown partials it imports where it shows them, and keeps other imports and code as written", () => {
    const { pages, contentDir } = loadSite(makeContentDir({
      "docs/_parts/_login.md": "---\nsidebar_label: hidden\n---\n\nSign in with your key.\n\nimport Region from '@site/docs/_parts/_region.mdx';\n\n<Region />\n",
      "docs/_parts/_region.mdx": "---\nnote: not shown\n---\nPick the region nearest you.\n",
      "docs/setup.mdx": page("Setup", [
        "import Login from './_parts/_login.md';",
        "import Tabs from '@theme/Tabs';",
        "",
        "First:",
        "",
        "<Login />",
        "",
        "- In a list:",
        "",
        "  <Login />",
        "",
        "```mdx",
        "<Login />",
        "```",
      ].join("\n")),
    }));
    const markdown = pageMarkdown(pages.get("setup")!, contentDir);
    expect(markdown).toBe([
      "# Setup",
      "",
      "import Tabs from '@theme/Tabs';",
      "",
      "First:",
      "",
      "Sign in with your key.",
      "",
      "Pick the region nearest you.",
      "",
      "- In a list:",
      "",
      "  Sign in with your key.",
      "",
      "  Pick the region nearest you.",
      "",
      "```mdx",
      "<Login />",
      "```",
      "",
    ].join("\n"));
  });

  // A partial shown with props, `<Intro provider="Stoneware" />`, reads them in its text
  // (`{props.provider}`): written out in its element's place, with the text they give put in, as the
  // HTML page shows it; the element was kept, its partial written after it with `{props.provider}` as written.
  it("writes out a partial shown with props in its element's place, the text they give put in its prose", () => {
    const { pages, contentDir } = loadSite(makeContentDir({
      "docs/_parts/_intro.mdx": "<p>This guide fires {props.provider} in a {props.kiln} kiln.</p>\n\n```sh\nfire --clay {props.provider}\n```\n",
      "docs/firing.mdx": page("Firing", [
        "import Intro from './_parts/_intro.mdx';",
        "",
        '<Intro provider="Stoneware" kiln={"gas"} size={large} />',
        "",
        "Then glaze.",
      ].join("\n")),
    }));
    expect(pageMarkdown(pages.get("firing")!, contentDir)).toBe([
      "# Firing",
      "",
      "<p>This guide fires Stoneware in a gas kiln.</p>",
      "",
      "```sh",
      "fire --clay {props.provider}",
      "```",
      "",
      "Then glaze.",
      "",
    ].join("\n"));
  });

  // A component may show partials it is given as props (a code example per framework, in tabs it
  // draws): each is written out after the element that names it, where its import was dropped and
  // the text lost what the component shows.
  it("writes out a partial given to a component's props after that element", () => {
    const { pages, contentDir } = loadSite(makeContentDir({
      "docs/_examples/_shell.md": "```sh\npeel --thin\n```\n",
      "docs/_examples/_node.md": "```js\npeel({ thin: true });\n```\n",
      "src/Examples.js": "export default function Examples({ code }) { return <div>{Object.keys(code).join(', ')}</div>; }\n",
      "docs/peeling.mdx": page("Peeling", [
        "import Examples from '@site/src/Examples';",
        "import shell from './_examples/_shell.md';",
        "import node from './_examples/_node.md';",
        "",
        "Peel with a shell or with node.",
        "",
        "<Examples",
        "  code={{ shell, node }}",
        "/>",
        "",
        "Done.",
      ].join("\n")),
    }));
    expect(pageMarkdown(pages.get("peeling")!, contentDir)).toBe([
      "# Peeling",
      "",
      "import Examples from '@site/src/Examples';",
      "",
      "Peel with a shell or with node.",
      "",
      "<Examples",
      "  code={{ shell, node }}",
      "/>",
      "",
      "```sh",
      "peel --thin",
      "```",
      "",
      "```js",
      "peel({ thin: true });",
      "```",
      "",
      "Done.",
      "",
    ].join("\n"));
  });

  it("lives at the page's URL + .md, the home page at /index.md", () => {
    expect(markdownUrlPathFromPageId("guides/first")).toBe("/guides/first.md");
    expect(markdownUrlPathFromPageId("")).toBe("/index.md");
    expect(pageIdFromMarkdownUrlPath("/guides/first.md")).toBe("guides/first");
    expect(pageIdFromMarkdownUrlPath("/index.md")).toBe("");
    expect(pageIdFromMarkdownUrlPath("/guides/first")).toBeNull();
    expect(pageIdFromMarkdownUrlPath("/../x.md")).toBeNull();
  });
});
