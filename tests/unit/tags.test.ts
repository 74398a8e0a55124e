import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tagsOf, tagsProblemsOf } from "~/content/tags.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

describe("tagsOf", () => {
  it("reads strings and {label, permalink} items, each tag once, in the order written", () => {
    expect(tagsOf({ tags: ["Getting Started", { label: "CI/CD", permalink: "/ci" }, "getting started", "", 3] })).toEqual([
      { label: "Getting Started", slug: "getting-started" },
      { label: "CI/CD", slug: "ci" },
    ]);
    expect(tagsOf({})).toEqual([]);
  });

  it("makes a label's path in kebab case as Docusaurus does (lodash's words), not as a heading id", () => {
    expect(tagsOf({ tags: ["Release_Notes", "WebSocket", "Kite API", "v2.0", "早期版本", "C++", "++"] })).toEqual([
      { label: "Release_Notes", slug: "release-notes" },
      { label: "WebSocket", slug: "web-socket" },
      { label: "Kite API", slug: "kite-api" },
      { label: "v2.0", slug: "v-2-0" },
      { label: "早期版本", slug: "早期版本" },
      { label: "C++", slug: "c" },
    ]);
  });

  it("reads a string as one tag", () => {
    expect(tagsOf({ tags: "Getting Started" })).toEqual([{ label: "Getting Started", slug: "getting-started" }]);
  });

  it("says which tags it cannot read, for the checker", () => {
    expect(tagsProblemsOf({ tags: ["ok", { label: "Fine" }] })).toEqual([]);
    expect(tagsProblemsOf({ tags: "one" })).toEqual([]);
    expect(tagsProblemsOf({})).toEqual([]);
    expect(tagsProblemsOf({ tags: { label: "x" } })).toEqual(['tags should be a list of tags (or one tag as a string), not {"label":"x"}; they are ignored']);
    expect(tagsProblemsOf({ tags: 2024 })).toEqual(["tags should be a list of tags (or one tag as a string), not 2024; they are ignored"]);
    expect(tagsProblemsOf({ tags: ["ok", 3, { permalink: "/p" }] })).toEqual([
      "tags item 2 (3) is not a tag name or {label, permalink}; it is ignored",
      'tags item 3 ({"permalink":"/p"}) is not a tag name or {label, permalink}; it is ignored',
    ]);
  });
});

describe("tag pages, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR };
  let serve: typeof import("~/content/serve.server");
  let site: typeof import("~/content/site.server");

  beforeAll(async () => {
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "sidebars.js": "module.exports = { docs: ['b', 'a'] };",
      "docs/a.md": page("Alpha", "Links to [the tag](/tags/tunnels) and [all tags](/tags).", "description: The first.\ntags: [Tunnels, { label: 'CI', permalink: '/continuous' }]\n"),
      "docs/b.md": page("Beta", "Text.", "tags: [tunnels]\n"),
      "docs/hidden.md": page("Hidden", "Text.", "unlisted: true\ntags: [Tunnels, Secret]\n"),
      "docs/tags/continuous.md": page("A real page", "It keeps its path."),
    });
    vi.resetModules();
    serve = await import("~/content/serve.server");
    site = await import("~/content/site.server");
  });

  afterAll(() => {
    if (environment.DOCS_CONTENT_DIR === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = environment.DOCS_CONTENT_DIR;
  });

  it("a tagged page links its tags at its foot; a tag whose path is a real page links nowhere", async () => {
    expect((await serve.pageData("a")).tags).toEqual([{ label: "Tunnels", href: "/tags/tunnels" }]);
    expect((await serve.pageData("b")).tags).toEqual([{ label: "tunnels", href: "/tags/tunnels" }]);
    expect((await serve.pageData("hidden")).tags).toBeUndefined();
  });

  it("/tags/<tag> lists the listed pages carrying it, by title, as cards", async () => {
    const tunnels = await serve.pageData("tags/tunnels");
    expect(tunnels).toMatchObject({ title: "Pages tagged “Tunnels”", description: "2 pages" });
    expect(tunnels.html).toBe('<div class="cards"><a class="card" href="/a"><strong class="card-title">Alpha</strong><div class="card-body">The first.</div></a><a class="card" href="/b"><strong class="card-title">Beta</strong><div class="card-body">Text.</div></a></div><p><a href="/tags">All tags</a></p>');
    await expect(serve.pageData("tags/secret")).rejects.toMatchObject({ status: 404 });
  });

  it("/tags lists every tag with its number of pages; a real page keeps its path", async () => {
    const index = await serve.pageData("tags");
    expect(index).toMatchObject({ title: "Tags", description: "1 tag on 2 pages" });
    expect(index.html).toBe('<ul class="tag-list"><li><a href="/tags/tunnels">Tunnels</a> (2)</li></ul>');
    expect((await serve.pageData("tags/continuous")).title).toBe("A real page");
  });

  it("tag pages are pages for the checker's links and the sitemap", async () => {
    const { checkContent } = await import("~/content/check.server");
    const report = await checkContent(process.env.DOCS_CONTENT_DIR!);
    expect(report.problems.filter((problem) => problem.kind === "broken-link")).toEqual([]);
    const { sitemapXml } = await import("~/content/sitemap.server");
    const xml = await sitemapXml(site.getSite(), "https://docs.example.com");
    expect(xml).toContain("<loc>https://docs.example.com/tags</loc>");
    expect(xml).toContain("<loc>https://docs.example.com/tags/tunnels</loc>");
  });
});

describe("tag pages of versioned docs", () => {
  let serve: typeof import("~/content/serve.server");

  beforeAll(async () => {
    const contentDir = makeContentDir({
      "versions.json": '["2.0", "1.0"]\n',
      "docs/start.md": page("Start (next)", "Text.", "tags: [Setup]\n"),
      "versioned_docs/version-2.0/start.md": page("Start (2.0)", "Text.", "tags: [Setup]\n"),
      "versioned_docs/version-1.0/start.md": page("Start (1.0)", "Text.", "tags: [Setup, Legacy]\n"),
    });
    serve = await freshModuleWith({ DOCS_CONTENT_DIR: contentDir }, () => import("~/content/serve.server"));
  });

  afterAll(() => vi.unstubAllEnvs());

  it("each version has its own, under its path, listing its pages alone, and its pages link there", async () => {
    expect((await serve.pageData("tags/setup")).html).toBe('<div class="cards"><a class="card" href="/start"><strong class="card-title">Start (2.0)</strong><div class="card-body">Text.</div></a></div><p><a href="/tags">All tags</a></p>');
    expect((await serve.pageData("1.0/tags/setup")).html).toBe('<div class="cards"><a class="card" href="/1.0/start"><strong class="card-title">Start (1.0)</strong><div class="card-body">Text.</div></a></div><p><a href="/1.0/tags">All tags</a></p>');
    expect((await serve.pageData("1.0/tags")).html).toBe('<ul class="tag-list"><li><a href="/1.0/tags/legacy">Legacy</a> (1)</li><li><a href="/1.0/tags/setup">Setup</a> (1)</li></ul>');
    expect((await serve.pageData("tags")).html).toBe('<ul class="tag-list"><li><a href="/tags/setup">Setup</a> (1)</li></ul>');
    await expect(serve.pageData("tags/legacy")).rejects.toMatchObject({ status: 404 });
    expect((await serve.pageData("next/start")).tags).toEqual([{ label: "Setup", href: "/next/tags/setup" }]);
    expect((await serve.pageData("1.0/start")).tags).toEqual([{ label: "Setup", href: "/1.0/tags/setup" }, { label: "Legacy", href: "/1.0/tags/legacy" }]);
  });
});
