import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readingOrder } from "~/content/sidebar-tree";
import { blogListHtml } from "~/content/blog.server";
import { blogFeedLinks, blogFeedText } from "~/content/blog-feed.server";
import { pageMarkdown } from "~/content/llms.server";
import { loadSite, servesPage } from "~/content/site.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

// Docusaurus' blog: dated posts in blog/, authors in blog/authors.yml, list pages newest first.
const AUTHORS = `ada:
  name: Ada Quill
  title: Release manager
  url: https://example.com/ada
bo:
  name: Bo Marsh
`;
const LONG_BODY = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");

const BLOG: Record<string, string> = {
  "docs/intro.md": page("Intro", "See [the launch post](/blog/2024/03/01/tunnel-launch) and [the blog](/blog)."),
  "sidebars.js": "module.exports = { docs: ['intro'] };",
  "blog/authors.yml": AUTHORS,
  "blog/2024-03-01-tunnel-launch.md": page("Tunnels are here", "The opening words.\n\n<!-- truncate -->\n\nThe rest of the story.", "authors: [ada, bo]\ntags: [release]\n"),
  "blog/2024-05-20-faster-runs/index.md": page("Faster runs", LONG_BODY, "authors:\n  name: Cy Inline\n  title: Guest\ntags: [release, speed]\n"),
  "blog/2023-11-02-old-news.mdx": page("Old news", "Back then.\n\n{/* truncate */}\n\nMore.", "author: Dee Legacy\nauthor_url: https://example.com/dee\n"),
  "blog/welcome.md": page("Welcome", "Hello.", "date: 2024-01-15\nslug: /hello\nauthors:\n  - key: bo\n    title: Guest editor\n  - name: Eve\n    url: javascript:alert(1)\n"),
  "blog/secret.md": page("Secret", "Not listed.", "date: 2024-06-01\nunlisted: true\n"),
  "blog/draft.md": page("Draft", "Not served.", "date: 2024-06-02\ndraft: true\n"),
};

describe("a CommonMark post (format: md) on the blog's list", () => {
  it("shows its opening up to the truncate marker, which stays a comment there", async () => {
    const dir = makeContentDir({ ...BLOG, "blog/2024-02-01-plain.md": page("Plain", "Opening in <b>bold</b>.\n\n<!-- truncate -->\n\nThe rest.", "format: md\n") });
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
    const list = await serve.pageData("blog");
    expect(list.html).toContain('<div class="blog-summary-opening"><p>Opening in <b>bold</b>.</p>');
    expect(list.html).not.toContain("The rest.");
    expect((await serve.pageData("blog/2024/02/01/plain")).html).toContain("The rest.");
  });
});

describe("a post whose component reads useBlogPost()", () => {
  it("renders as its own page on the post's page and as a listed post on the list, as Docusaurus renders each", async () => {
    const teaser = "import {useBlogPost} from '@docusaurus/plugin-content-blog/client';\n\nexport function Teaser({children}) {\n  return useBlogPost().isBlogPostPage ? null : <>{children}</>;\n}\n\n<Teaser>\n\nA teaser for the list.\n\n</Teaser>\n\n{/* truncate */}\n\nThe whole account.";
    const dir = makeContentDir({ ...BLOG, "blog/2024-02-01-teased.mdx": page("Teased", teaser) });
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
    const list = (await serve.pageData("blog")).html;
    expect(list).toContain("A teaser for the list.");
    expect(list).not.toContain("The whole account.");
    const post = (await serve.pageData("blog/2024/02/01/teased")).html;
    expect(post).toContain("The whole account.");
    expect(post).not.toContain("A teaser for the list.");
  });
});

describe("posts side by side on the blog's list", () => {
  it("keep their headings, footnotes and tabs apart: each post's ids are its own", async () => {
    const tabbed = (title: string) =>
      page(title, "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nA note[^1], then [the details](#details).\n\n## Setup\n\n<Tabs>\n<TabItem value=\"a\" label=\"Kettle\">Boil.</TabItem>\n<TabItem value=\"b\" label=\"Pot\">Simmer.</TabItem>\n</Tabs>\n\n[^1]: Said once.\n\n{/* truncate */}\n\n## Details\n\nMore.");
    const dir = makeContentDir({ ...BLOG, "blog/2024-02-01-kettle.mdx": tabbed("Kettle"), "blog/2024-02-02-pot.mdx": tabbed("Pot") });
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
    const { anchorsOf } = await import("~/content/rendered-html");
    const list = (await serve.pageData("blog")).html;
    const ids = [...list.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    // Every in-list reference names an id of the list; a link past the truncate marker leads to the post.
    const anchors = anchorsOf(list);
    for (const [, id] of list.matchAll(/aria-(?:controls|labelledby)="([^"]+)"/g)) expect(anchors.has(id)).toBe(true);
    for (const [, id] of list.matchAll(/href="#([^"]+)"/g)) expect(anchors.has(id)).toBe(true);
    expect(list).toContain('href="/blog/2024/02/02/pot#details"');
    // The post's own page keeps its ids as written.
    expect((await serve.pageData("blog/2024/02/02/pot")).html).toContain('id="setup"');
  });
});

describe("the blog", () => {
  it("reads Docusaurus 1's early author spellings, authorTitle and authorURL, as Docusaurus does", () => {
    const site = loadSite(makeContentDir({
      "docs/intro.md": page("Intro"),
      "blog/2019-04-01-kites.md": page("Kites", "They fly.", "author: Fen Okafor\nauthorTitle: Kite engineer\nauthorURL: https://example.com/fen\nauthorImageURL: https://example.com/fen.png\n"),
      "blog/2019-05-01-reels.md": page("Reels", "They spin.", "author: Gil Amos\nauthor_title: Reel keeper\nauthorTitle: Ignored when author_title is set\n"),
    }));
    expect(site.blogs[0].posts.get("blog/2019/04/01/kites")).toMatchObject({ authors: [{ name: "Fen Okafor", title: "Kite engineer", url: "https://example.com/fen", imageUrl: "https://example.com/fen.png" }] });
    expect(site.blogs[0].posts.get("blog/2019/05/01/reels")).toMatchObject({ authors: [{ name: "Gil Amos", title: "Reel keeper" }] });
  });

  it("serves posts under /blog at their dated path or slug, newest first, with their date, authors and reading time", () => {
    const site = loadSite(makeContentDir(BLOG));
    const blog = site.blogs[0];
    expect([...blog.posts.keys()]).toEqual(["blog/secret", "blog/2024/05/20/faster-runs", "blog/2024/03/01/tunnel-launch", "blog/hello", "blog/2023/11/02/old-news"]);
    expect(site.pages.get("blog/2024/03/01/tunnel-launch")?.title).toBe("Tunnels are here");
    expect(site.pages.has("blog/draft")).toBe(false);
    expect(blog.posts.get("blog/2024/03/01/tunnel-launch")).toMatchObject({
      date: "2024-03-01",
      authors: [{ name: "Ada Quill", title: "Release manager", url: "https://example.com/ada" }, { name: "Bo Marsh" }],
      readingMinutes: 1,
      excerpt: "The opening words.",
    });
    expect(blog.posts.get("blog/2024/05/20/faster-runs")).toMatchObject({ authors: [{ name: "Cy Inline", title: "Guest" }], readingMinutes: 3 });
    expect(blog.posts.get("blog/2024/05/20/faster-runs")?.excerpt).toMatch(/^word0 word1 .* word59…$/);
    expect(blog.posts.get("blog/2023/11/02/old-news")).toMatchObject({ authors: [{ name: "Dee Legacy", url: "https://example.com/dee" }], excerpt: "Back then." });
    expect(blog.posts.get("blog/hello")?.date).toBe("2024-01-15");
    // A key with fields of its own overrides its authors.yml entry's; an address that is not the web's, mail or the site's is left out.
    expect(blog.posts.get("blog/hello")?.authors).toEqual([{ name: "Bo Marsh", title: "Guest editor" }, { name: "Eve" }]);
    // Without navbar items, the header leads into the sidebars and to the blog.
    expect(site.sections.map(({ label, href }) => ({ label, href }))).toEqual([{ label: "Intro", href: "/intro" }, { label: "Blog", href: "/blog" }]);
    expect(site.problems).toEqual([]);
  });

  it("takes an author given as a key of authors.yml with fields of its own, those replacing the file's", () => {
    const site = loadSite(makeContentDir({
      ...BLOG,
      "blog/2024-07-01-guests.md": page("Guests", "Hello.", "authors:\n  - key: ada\n    title: Guest editor\n  - bo\n  - key: zed\n"),
    }));
    expect(site.blogs[0].posts.get("blog/2024/07/01/guests")?.authors).toEqual([
      { name: "Ada Quill", title: "Guest editor", url: "https://example.com/ada" },
      { name: "Bo Marsh" },
    ]);
    expect(site.problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'blog/2024-07-01-guests.md: author "zed" is not in the blog\'s authors file (blog/authors.yml); it is left out',
    ]);
  });

  it("names, at the line writing it, an author key that the authors file has in another case, as keys are matched as written", () => {
    const site = loadSite(makeContentDir({ ...BLOG, "blog/2024-07-02-case.md": "---\ntitle: Case\nauthors: [Ada, bo]\n---\n\nHello.\n" }));
    expect(site.blogs[0].posts.get("blog/2024/07/02/case")?.authors).toEqual([{ name: "Bo Marsh" }]);
    expect(site.problems).toEqual([
      {
        file: "blog/2024-07-02-case.md",
        line: 3,
        severity: "warning",
        kind: "blog",
        message: 'author "Ada" is not in the blog\'s authors file (blog/authors.yml), which has "ada": keys are matched as written, and Docusaurus stops its build on one it lacks; it is left out',
      },
    ]);
  });

  it("links an author's socials, a handle made into its platform's address as Docusaurus makes it, in the post's byline", async () => {
    const authors = `ada:
  name: Ada Quill
  socials:
    github: adaquill
    x: https://x.com/ada_q
    linkedin: "@ada-quill"
    email: ada@example.com
    myforum: ada
    homepage: https://example.com/~ada
`;
    const dir = makeContentDir({ ...BLOG, "blog/authors.yml": authors, "blog/2024-07-01-social.md": page("Social", "Hello.", "authors:\n  - key: ada\n    title: Guest\n") });
    const socials = [
      { label: "GitHub", url: "https://github.com/adaquill" },
      { label: "X", url: "https://x.com/ada_q" },
      { label: "LinkedIn", url: "https://www.linkedin.com/in/ada-quill/" },
      { label: "Email", url: "mailto:ada@example.com" },
      { label: "homepage", url: "https://example.com/~ada" },
    ];
    expect(loadSite(dir).blogs[0].posts.get("blog/2024/07/01/social")?.authors).toEqual([{ name: "Ada Quill", title: "Guest", socials }]);
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { PostByline } = await import("~/components/PostByline");
    const html = renderToStaticMarkup(createElement(PostByline, { byline: { date: "2024-07-01", readingMinutes: 1, authors: [{ name: "Ada Quill", socials }] } }));
    expect(html).toContain('<a href="https://github.com/adaquill" rel="noopener noreferrer" target="_blank">GitHub</a>');
    expect(html).toContain('<a href="mailto:ada@example.com" rel="noopener noreferrer">Email</a>');
  });

  it("lists a tag's posts newest first, as the blog's own list, not by title", () => {
    const site = loadSite(makeContentDir({ ...BLOG, "blog/2023-01-05-aardvark.md": page("Aardvark notes", "Old.", "tags: [release]\n") }));
    expect(site.tagPages.get("blog/tags/release")?.pageIds).toEqual(["blog/2024/05/20/faster-runs", "blog/2024/03/01/tunnel-launch", "blog/2023/01/05/aardvark"]);
  });

  it("lists the listed posts on pages of postsPerPage, with an archive and their tags", () => {
    const config = `module.exports = { title: "T", presets: [["classic", { blog: { postsPerPage: 2, blogTitle: "News", routeBasePath: "news" } }]] };`;
    const site = loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": config, "docs/intro.md": page("Intro") }));
    const pages = site.blogs[0].listPages;
    expect([...pages.keys()]).toEqual(["news", "news/page/2", "news/archive", "news/authors"]);
    expect(pages.get("news")).toMatchObject({ title: "News", postIds: ["news/2024/05/20/faster-runs", "news/2024/03/01/tunnel-launch"], older: "news/page/2" });
    expect(pages.get("news/page/2")).toMatchObject({ postIds: ["news/hello", "news/2023/11/02/old-news"], newer: "news" });
    expect(pages.get("news/archive")?.postIds).toHaveLength(4);
    expect(site.tagPages.get("news/tags/release")).toMatchObject({ title: "Posts tagged “release”", description: "2 posts" });
    expect(site.tagPages.get("news/tags")?.description).toBe("2 tags on 2 posts");
    // The sidebar of recent posts (5 by default) on posts and list pages, not on the archive.
    expect(readingOrder(site.sidebars.get("Recent posts") ?? []).map((link) => link.href)).toEqual(["/news/2024/05/20/faster-runs", "/news/2024/03/01/tunnel-launch", "/news/hello", "/news/2023/11/02/old-news"]);
    expect(site.sidebarOf.get("news/secret")).toBe("Recent posts");
    expect(site.sidebarOf.get("news/page/2")).toBe("Recent posts");
    expect(site.sidebarOf.has("news/archive")).toBe(false);
  });

  it("makes a page of the authors of authors.yml, and one of the posts of each author the file gives a page, as Docusaurus does", () => {
    const authors = `ada:
  name: Ada Quill
  url: https://example.com/ada
  image_url: /img/ada.png
  description: Writes the release notes.
  page: true
bo:
  name: Bo Marsh
  page:
    permalink: /marsh
cy:
  name: Cy Dunn
janeDoe:
  name: Jane Doe
  page: true
eve:
  name: Eve
  page:
    permalink: ../../../etc/../x
`;
    const config = `module.exports = { title: "T", presets: [["classic", { blog: { postsPerPage: 1 } }]] };`;
    const site = loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": config, "blog/authors.yml": authors }));
    const blog = site.blogs[0];
    // A byline leads to the author's page when they have one, else to their address.
    expect(blog.posts.get("blog/2024/03/01/tunnel-launch")?.authors).toEqual([{ name: "Ada Quill", url: "/blog/authors/ada", imageUrl: "/img/ada.png" }, { name: "Bo Marsh", url: "/blog/authors/marsh" }]);
    const index = blog.listPages.get("blog/authors")!;
    expect(index.authors?.map(({ author, postCount }) => `${author.key}: ${postCount}`)).toEqual(["ada: 1", "bo: 2", "cy: 0", "janeDoe: 0", "eve: 0"]);
    expect(index.authors?.at(-1)?.author.pageId).toBe("blog/authors/etc/x"); // no way out of the authors' folder
    expect(blog.listPages.get("blog/authors/ada")).toMatchObject({ title: "Ada Quill", description: "Writes the release notes.", postIds: ["blog/2024/03/01/tunnel-launch"] });
    // Newest first, postsPerPage to a page, the next numbered under the authors' path as Docusaurus numbers them.
    expect(blog.listPages.get("blog/authors/marsh")).toMatchObject({ title: "Bo Marsh", postIds: ["blog/2024/03/01/tunnel-launch"], older: "blog/authors/marsh/authors/2" });
    expect(blog.listPages.get("blog/authors/marsh/authors/2")).toMatchObject({ postIds: ["blog/hello"], newer: "blog/authors/marsh" });
    expect(blog.listPages.has("blog/authors/jane-doe")).toBe(true); // a key's page is named in kebab case
    expect(blog.listPages.has("blog/authors/cy")).toBe(false);
    expect(site.sidebarOf.get("blog/authors/ada")).toBe("Recent posts");

    const indexHtml = blogListHtml(index, blog);
    expect(indexHtml).toContain('<div class="blog-author-card"><img class="blog-author-image" src="/img/ada.png" alt="" width="48" height="48" loading="lazy"/><h2><a href="/blog/authors/ada">Ada Quill</a></h2>');
    expect(indexHtml).toContain('<h2>Cy Dunn</h2><p class="blog-author-count">0 posts</p>');
    const adaHtml = blogListHtml(blog.listPages.get("blog/authors/ada")!, blog);
    expect(adaHtml).toMatch(/^<div class="blog-author-card"><img [^>]*\/><p>Writes the release notes.<\/p><p><a href="https:\/\/example.com\/ada">/);
    expect(adaHtml).toContain('<img class="post-author-image" src="/img/ada.png" alt=""'); // in each post's byline
    expect(adaHtml).toContain('<article class="blog-summary"><h2><a href="/blog/2024/03/01/tunnel-launch">Tunnels are here</a></h2>');
  });

  it("is off with the preset's `blog: false`, and says what it cannot read", () => {
    const noSidebar = `module.exports = { title: "T", presets: [["classic", { blog: { blogSidebarCount: 0 } }]] };`;
    expect(loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": noSidebar })).sidebars.has("Recent posts")).toBe(false);
    const off = `module.exports = { title: "T", presets: [["classic", { blog: false }]] };`;
    expect(loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": off })).blogs).toEqual([]);
    const site = loadSite(makeContentDir({
      "docs/intro.md": page("Intro"),
      "blog/authors.yml": "ada: [unclosed\n",
      "blog/2024-01-01-a.md": page("A", "Text.", "authors: ada\n"),
      "blog/b.md": page("B", "Text.", "date: someday\n"),
    }));
    expect(site.problems.map(({ file, severity, message }) => ({ file, severity, message }))).toEqual([
      { file: "blog/authors.yml", severity: "error", message: expect.stringContaining("cannot read the authors") },
      { file: "blog/2024-01-01-a.md", severity: "warning", message: expect.stringContaining('author "ada" is not in the blog\'s authors file') },
      { file: "blog/b.md", severity: "warning", message: expect.stringContaining('date "someday" is not a date') },
    ]);
  });
});

describe("blog plugin instances besides the default one", () => {
  const config = (second: string) => `module.exports = {
  title: "Two blogs",
  presets: [["classic", { blog: { blogTitle: "Diary" } }]],
  plugins: [
    [
      "@docusaurus/plugin-content-blog",
      {
${second}
      },
    ],
  ],
};
`;
  const files = {
    "docs/intro.md": page("Intro"),
    "blog/2024-01-01-hello.md": page("Hello", "Text.", "tags: [Kites]\n"),
    "changes/2024-02-02-v2.md": page("Version 2", "Text.", "tags: [Kites]\n"),
    "changes/2024-03-03-v3.md": page("Version 3"),
  };

  it("are each served under their route, with their own list, tag pages, recent posts and feeds", () => {
    const site = loadSite(makeContentDir({ ...files, "docusaurus.config.js": config('        id: "changes",\n        routeBasePath: "changes",\n        path: "./changes",\n        blogTitle: "Changelog",') }));
    expect(site.problems).toEqual([]);
    expect(site.blogs.map((blog) => [blog.setting.title, blog.setting.path, [...blog.posts.keys()]])).toEqual([
      ["Diary", "blog", ["blog/2024/01/01/hello"]],
      ["Changelog", "changes", ["changes/2024/03/03/v3", "changes/2024/02/02/v2"]],
    ]);
    expect(site.pages.get("changes/2024/02/02/v2")?.title).toBe("Version 2");
    expect([...site.blogs[1].listPages.keys()]).toContain("changes");
    expect(servesPage(site, "changes")).toBe(true);
    expect([...site.tagPages.keys()]).toEqual(expect.arrayContaining(["blog/tags/kites", "changes/tags/kites"]));
    // Both blogs keep their sidebar of recent posts, the second under a name of its own.
    expect(site.sidebarOf.get("blog/2024/01/01/hello")).toBe("Recent posts");
    expect(site.sidebarOf.get("changes/2024/02/02/v2")).toBe("Recent posts@changes");
    expect(blogFeedLinks(site.blogs, "https://example.com", "Two blogs").map((link) => link.href)).toEqual([
      "https://example.com/blog/rss.xml",
      "https://example.com/blog/atom.xml",
      "https://example.com/changes/rss.xml",
      "https://example.com/changes/atom.xml",
    ]);
  });

  it("is not served at the route of an earlier blog, with a warning at its id", () => {
    const site = loadSite(makeContentDir({ ...files, "docusaurus.config.js": config('        id: "changes",\n        path: "./changes",') }));
    expect(site.blogs.map((blog) => blog.setting.routeBase)).toEqual(["blog"]);
    expect(site.problems.map(({ file, line, message }) => ({ file, line, message }))).toEqual([
      { file: "docusaurus.config.js", line: 8, message: 'the blog plugin\'s instance "changes" is served at /blog, as an earlier blog is; only that one is served: give it a routeBasePath of its own' },
    ]);
  });
});

describe("the blog, as served", () => {
  let serve: typeof import("~/content/serve.server");
  let dir: string;
  const previous = process.env.DOCS_CONTENT_DIR;

  beforeAll(async () => {
    dir = makeContentDir(BLOG);
    serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
  });
  afterAll(() => {
    process.env.DOCS_CONTENT_DIR = previous;
  });

  it("shows a post with its byline, tags under the blog, and the newer and older posts as neighbours", async () => {
    const post = await serve.pageData("blog/2024/03/01/tunnel-launch");
    expect(post.post).toEqual({ date: "2024-03-01", authors: [{ name: "Ada Quill", title: "Release manager", url: "https://example.com/ada" }, { name: "Bo Marsh" }], readingMinutes: 1 });
    expect(post.tags).toEqual([{ label: "release", href: "/blog/tags/release" }]);
    expect(post.previous).toEqual({ label: "Faster runs", href: "/blog/2024/05/20/faster-runs" });
    expect(post.next).toEqual({ label: "Welcome", href: "/blog/hello" });
    expect(post.pagerCaptions).toEqual({ previous: "Newer post", next: "Older post" });
    expect(post.html).not.toContain("truncate");
    expect(post.html).toContain("The rest of the story.");
    expect(post.breadcrumbs).toEqual([{ label: "Blog", href: "/blog" }, { label: "Tunnels are here", href: "/blog/2024/03/01/tunnel-launch" }]);
  });

  it("lists posts on /blog with their bylines and openings, each leading to the post", async () => {
    const list = await serve.pageData("blog");
    expect(list.title).toBe("Blog");
    expect(list.html).toContain('<h2><a href="/blog/2024/03/01/tunnel-launch">Tunnels are here</a></h2><p class="post-byline"><time dateTime="2024-03-01">March 1, 2024</time>');
    // Each post's opening as its page shows it: up to the truncate marker (either spelling), else the whole post.
    expect(list.html).toContain('<div class="blog-summary-opening"><p>The opening words.</p>\n</div>');
    expect(list.html).not.toContain("The rest of the story.");
    expect(list.html).toContain("word499");
    expect(list.html).toContain('aria-label="Read more: Tunnels are here"');
    expect(list.html).not.toContain('aria-label="Read more: Faster runs"'); // shown whole
    expect(list.html).toContain("<p>Back then.</p>");
    expect(list.html).not.toContain("More.");
    expect(list.html).not.toContain("Secret");
    const archive = await serve.pageData("blog/archive");
    expect(archive.html).toContain("<h2>2023</h2>");
    const { llmsTxt } = await import("~/content/llms.server");
    const { getSite } = await import("~/content/site.server");
    expect(llmsTxt(getSite(), "https://docs.example.com")).toMatch(/## Blog\n\n- \[Faster runs\][^\n]*\n- \[Tunnels are here\][^\n]*\n- \[Welcome\][^\n]*\n- \[Old news\]/);
  });

  it("serves RSS and Atom feeds of the listed posts, newest first, and no feed in another folder", async () => {
    const { blogFeedResponse } = await import("~/content/blog-feed.server");
    const rss = await blogFeedResponse(new Request("https://docs.example.com/blog/rss.xml"));
    expect(rss.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const rssText = await rss.text();
    expect([...rssText.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual(["Sauce Labs Documentation Blog", "Faster runs", "Tunnels are here", "Welcome", "Old news"]);
    expect(rssText).toContain("<link>https://docs.example.com/blog/2024/03/01/tunnel-launch</link>");
    expect(rssText).toContain("<pubDate>Fri, 01 Mar 2024 00:00:00 GMT</pubDate>");
    expect(rssText).toContain("<dc:creator>Ada Quill</dc:creator>");
    const atom = await (await blogFeedResponse(new Request("https://docs.example.com/blog/atom.xml"))).text();
    expect(atom).toContain('<entry>\n    <title>Faster runs</title>\n    <id>https://docs.example.com/blog/2024/05/20/faster-runs</id>');
    expect(atom).toContain("<summary>The opening words.</summary>");
    expect((await blogFeedResponse(new Request("https://docs.example.com/intro/rss.xml"))).status).toBe(404);
    // Each post whole, as HTML, beside its opening as text.
    expect(rssText).toMatch(/<content:encoded>&lt;p&gt;The opening words.&lt;\/p&gt;\s+&lt;p&gt;The rest of the story.&lt;\/p&gt;<\/content:encoded>/);
    expect(atom).toMatch(/<content type="html">&lt;p&gt;The opening words.&lt;\/p&gt;\s+&lt;p&gt;The rest of the story.&lt;\/p&gt;<\/content>/);
    const { withAbsoluteAddresses } = await import("~/content/blog-feed.server");
    expect(withAbsoluteAddresses('<a href="/intro">x</a><img src="/img/a.png"/><a href="//cdn.example.com/x">y</a><a href="#top">z</a>', "https://docs.example.com"))
      .toBe('<a href="https://docs.example.com/intro">x</a><img src="https://docs.example.com/img/a.png"/><a href="//cdn.example.com/x">y</a><a href="#top">z</a>');
  });

  it("is read by the checker: links to posts and list pages lead somewhere, and posts are built", async () => {
    const { checkContent } = await import("~/content/check.server");
    const report = await checkContent(dir);
    expect(report.problems).toEqual([]);
    expect(report.pageCount).toBeGreaterThanOrEqual(6);
  });
});

describe("a post whose Markdown writes its title as a # heading", () => {
  it("shows that title above its byline, as Docusaurus' blog takes the heading out of the post", async () => {
    const dir = makeContentDir({
      ...BLOG,
      "blog/2024-07-01-kites.md": "---\nauthors: [ada]\n---\n\n# Kites in the wind\n\nThey fly.\n",
      "blog/2024-07-02-boats/index.md": page("Boats on the lake", "![a sail](./sail.png)\n\n# Boats, as headed in the post\n\nThey float.\n\n## Rigging\n\nRopes."),
      "blog/2024-07-02-boats/sail.png": "png",
    });
    const serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
    const kites = await serve.pageData("blog/2024/07/01/kites");
    // The layout's h1, then the byline, then the post without its heading (it came before the byline).
    expect(kites).toMatchObject({ title: "Kites in the wind", titleInContent: false, hideTitle: false });
    expect(kites.html).not.toContain("<h1");
    expect(kites.html).toContain("They fly.");
    const boats = await serve.pageData("blog/2024/07/02/boats");
    // The frontmatter's title, in the layout; the heading under the cover image is dropped, the rest kept.
    expect(boats).toMatchObject({ title: "Boats on the lake", titleInContent: false });
    expect(boats.html).not.toContain("Boats, as headed in the post");
    expect(boats.html).toMatch(/<img[^>]*alt="a sail"/);
    expect(boats.html).toContain('<h2 id="rigging">');
    // Its Markdown for machines says the same: the title first, the heading no longer under the image.
    const site = loadSite(dir);
    const markdown = pageMarkdown(site.pages.get("blog/2024/07/02/boats")!, dir, undefined, undefined, { post: true });
    expect(markdown).toMatch(/^# Boats on the lake\n\n!\[a sail\]\(\.\/sail\.png\)\n\nThey float\./);
    expect(markdown).not.toContain("Boats, as headed in the post");
    expect(pageMarkdown(site.pages.get("blog/2024/07/01/kites")!, dir, undefined, undefined, { post: true })).toBe("# Kites in the wind\n\nThey fly.\n");
    // A doc keeps its # heading as its visible title, as Docusaurus' docs keep it.
    const dirWithDoc = makeContentDir({ ...BLOG, "docs/own.md": "# Own heading\n\nText.\n" });
    const docs = await freshModuleWith({ DOCS_CONTENT_DIR: dirWithDoc }, () => import("~/content/serve.server"));
    expect(await docs.pageData("own")).toMatchObject({ titleInContent: true });
  });
});

describe("a post's image written beside its file", () => {
  let serve: typeof import("~/content/serve.server");
  const previous = process.env.DOCS_CONTENT_DIR;

  beforeAll(async () => {
    const dir = makeContentDir({
      "docs/intro.md": page("Intro"),
      "blog/2024-08-01-cards/index.md": page("Cards", "Shared widely.", "image: ./img/card.png\n"),
      "blog/2024-08-01-cards/img/card.png": "not really a picture",
      "blog/2024-08-02-lost/index.md": page("Lost", "No card.", "image: ./img/absent.png\n"),
      "blog/2024-08-03-rooted.md": page("Rooted", "Site card.", "image: img/site-card.png\n"),
    });
    serve = await freshModuleWith({ DOCS_CONTENT_DIR: dir }, () => import("~/content/serve.server"));
  });
  afterAll(() => {
    process.env.DOCS_CONTENT_DIR = previous;
  });

  it("is that file's address, as Docusaurus resolves it; none when the content lacks it; a bare path stays the site's", async () => {
    expect((await serve.pageData("blog/2024/08/01/cards")).image).toBe("/_content/blog/2024-08-01-cards/img/card.png");
    expect((await serve.pageData("blog/2024/08/02/lost")).image).toBeUndefined();
    expect((await serve.pageData("blog/2024/08/03/rooted")).image).toBe("/img/site-card.png");
  });
});

// Docusaurus 3.5's blog options that report posts: onUntruncatedBlogPosts (no truncate marker) and onInlineAuthors
// (an author written out while the blog has an authors file), each at the severity its action asks.
describe("the blog's onUntruncatedBlogPosts and onInlineAuthors", () => {
  const siteWith = (options: string) => loadSite(makeContentDir({
    ...BLOG,
    "docusaurus.config.js": `module.exports = { presets: [['classic', { blog: { ${options} } }]] };\n`,
  }));
  const blogProblems = (options: string) => siteWith(options).problems
    .filter((problem) => problem.kind === "blog-truncate" || problem.kind === "blog-author")
    .map((problem) => `${problem.file}:${problem.line} ${problem.severity} ${problem.kind}`)
    .sort();

  it("reports each post without a truncate marker, and each post writing out an author, as the options ask", () => {
    expect(blogProblems("onUntruncatedBlogPosts: 'throw', onInlineAuthors: 'warn'")).toEqual([
      "blog/2023-11-02-old-news.mdx:3 warning blog-author",
      "blog/2024-05-20-faster-runs/index.md:3 warning blog-author",
      "blog/2024-05-20-faster-runs/index.md:8 error blog-truncate",
      "blog/secret.md:6 error blog-truncate",
      "blog/welcome.md:11 error blog-truncate",
      "blog/welcome.md:5 warning blog-author",
    ]);
  });

  it("reports a notice for 'ignore', and nothing without the options", () => {
    expect(blogProblems("onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'log'").map((line) => line.split(" ").slice(1).join(" ")).sort()).toEqual([...Array(3).fill("notice blog-truncate"), ...Array(3).fill("warning blog-author")]);
    expect(blogProblems("")).toEqual([]);
  });

  it("warns at an option whose value is no action", () => {
    const warned = siteWith("onUntruncatedBlogPosts: 'loud'").problems.filter((problem) => problem.file === "docusaurus.config.js");
    expect(warned.map((problem) => problem.message)).toEqual([`onUntruncatedBlogPosts is "loud", not "throw", "warn", "log" or "ignore"; the checker reports as Docusaurus does by default`]);
  });
});

// Docusaurus names a blog's feeds by the site, "<site title> Blog" (the links on pages "<site title> RSS Feed"),
// whatever the blog's own title and description, unless feedOptions names them.
describe("the blog's feeds, as named", () => {
  const feedsOf = (blogOptions: string) => {
    const site = loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": `module.exports = { title: 'Kettles', presets: [['classic', { blog: { blogTitle: 'Kettle news', blogDescription: 'What is new in kettles', ${blogOptions} } }]] };\n` }));
    const rss = blogFeedText(site.blogs[0], "rss", "https://kettles.test", site.config.title);
    const atom = blogFeedText(site.blogs[0], "atom", "https://kettles.test", site.config.title);
    return {
      rss: [/<channel>\s*<title>([^<]*)<\/title>/.exec(rss)?.[1], /<description>([^<]*)<\/description>/.exec(rss)?.[1]],
      atom: [/<title>([^<]*)<\/title>/.exec(atom)?.[1], /<subtitle>([^<]*)<\/subtitle>/.exec(atom)?.[1]],
      links: blogFeedLinks(site.blogs, "https://kettles.test", site.config.title).map((link) => link.title),
    };
  };

  it("by the site's title, not the blog's", () => {
    expect(feedsOf("")).toEqual({ rss: ["Kettles Blog", "Kettles Blog"], atom: ["Kettles Blog", "Kettles Blog"], links: ["Kettles RSS Feed", "Kettles Atom Feed"] });
  });

  it("by feedOptions' title and description when it gives them", () => {
    expect(feedsOf("feedOptions: { title: 'Kettle releases', description: 'Every kettle release' }")).toEqual({
      rss: ["Kettle releases", "Every kettle release"], atom: ["Kettle releases", "Every kettle release"], links: ["Kettle releases RSS Feed", "Kettle releases Atom Feed"],
    });
  });
});

// feedOptions.type picks the feeds (null: none), and limit how many posts each holds (false or null: all).
describe("the blog's feedOptions type and limit", () => {
  const blogWith = (feedOptions: string) => loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": `module.exports = {\n  title: 'Kettles',\n  presets: [['classic', { blog: { feedOptions: ${feedOptions} } }]],\n};\n` }));
  const titlesIn = (xml: string) => [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);

  it("makes only the feeds asked for, linked from pages, and none for null", async () => {
    const { feedKindOf } = await import("~/content/blog-feed.server");
    const rssOnly = blogWith("{ type: 'rss' }");
    expect(blogFeedLinks(rssOnly.blogs, "https://kettles.test", "Kettles").map((link) => link.href)).toEqual(["https://kettles.test/blog/rss.xml"]);
    expect(feedKindOf(rssOnly.blogs[0], "blog/atom.xml")).toBeUndefined();
    expect(blogFeedLinks(blogWith("{ type: null }").blogs, "https://kettles.test", "Kettles")).toEqual([]);
    expect(blogFeedLinks(blogWith("{ type: 'all' }").blogs, "https://kettles.test", "Kettles").map((link) => `${link.type} ${link.href} ${link.title}`)).toEqual([
      "application/rss+xml https://kettles.test/blog/rss.xml Kettles RSS Feed",
      "application/atom+xml https://kettles.test/blog/atom.xml Kettles Atom Feed",
      "application/json https://kettles.test/blog/feed.json Kettles JSON Feed",
    ]);
    expect(feedKindOf(rssOnly.blogs[0], "blog/feed.json")).toBeUndefined();
  });

  it("makes a JSON feed (feed.json) of the same posts when type asks for 'json', without a warning", () => {
    const site = blogWith("{ type: ['rss', 'json'], limit: 2 }");
    expect(site.problems.filter((problem) => problem.file === "docusaurus.config.js")).toEqual([]);
    const feed = JSON.parse(blogFeedText(site.blogs[0], "json", "https://kettles.test", "Kettles", new Map([["blog/2024/05/20/faster-runs", '<p>Runs are <a href="/docs/speed">faster</a>.</p>']])));
    expect(feed).toMatchObject({ version: "https://jsonfeed.org/version/1.1", title: "Kettles Blog", home_page_url: "https://kettles.test/blog" });
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(["Faster runs", "Tunnels are here"]);
    expect(feed.items[0]).toMatchObject({
      id: "https://kettles.test/blog/2024/05/20/faster-runs", url: "https://kettles.test/blog/2024/05/20/faster-runs", date_published: "2024-05-20T00:00:00.000Z",
      content_html: '<p>Runs are <a href="https://kettles.test/docs/speed">faster</a>.</p>',
    });
    expect(feed.items[1].content_text).toBe(feed.items[1].summary); // no HTML given: its opening as text
    expect(feed.items[1].authors).toEqual([{ name: "Ada Quill", url: "https://example.com/ada" }, { name: "Bo Marsh" }]);
  });

  it("holds the newest `limit` listed posts, or all of them for false", () => {
    expect(titlesIn(blogFeedText(blogWith("{ limit: 2 }").blogs[0], "rss", "https://kettles.test", "Kettles"))).toEqual(["Faster runs", "Tunnels are here"]);
    expect(titlesIn(blogFeedText(blogWith("{ limit: false }").blogs[0], "rss", "https://kettles.test", "Kettles"))).toHaveLength(4);
  });
});

// showReadingTime: false leaves the reading time out of bylines; sortPosts: 'ascending' lists the oldest post first.
describe("the blog's showReadingTime and sortPosts", () => {
  const blogWith = (options: string) => loadSite(makeContentDir({ ...BLOG, "docusaurus.config.js": `module.exports = { presets: [['classic', { blog: { ${options} } }]] };\n` })).blogs[0];

  it("shows no reading time with showReadingTime: false", () => {
    const blog = blogWith("showReadingTime: false");
    expect([...blog.posts.values()].map((post) => post.readingMinutes)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(blogWith("").posts.get("blog/2024/03/01/tunnel-launch")?.readingMinutes).toBe(1);
  });

  it("lists the oldest post first with sortPosts: 'ascending'", () => {
    expect(blogWith("sortPosts: 'ascending'").listPages.get("blog")?.postIds).toEqual(["blog/2023/11/02/old-news", "blog/hello", "blog/2024/03/01/tunnel-launch", "blog/2024/05/20/faster-runs"]);
    expect(blogWith("").listPages.get("blog")?.postIds[0]).toBe("blog/2024/05/20/faster-runs");
  });
});

// Docusaurus resolves a Markdown file link among its own plugin's files only (facebook/docusaurus#9117):
// a post's link to a doc's file stays a path there, and its build reports it. This site leads it
// to the page, and the checker says Docusaurus would not.
describe("Markdown file links between the blog and the docs", () => {
  it("lead to the page here, with a warning that Docusaurus leaves them unresolved", async () => {
    const dir = makeContentDir({
      "docs/kettle.md": page("Kettle", "Read [the launch post](../blog/2024-02-02-launch.md) and [the pot](./pot.md)."),
      "docs/pot.md": page("Pot"),
      "blog/2024-02-02-launch.md": page("Launch", "See [the kettle](/docs/kettle.md#top), [the pot](../docs/pot.md) and [an older post](./2024-01-01-first.md)."),
      "blog/2024-01-01-first.md": page("First"),
    });
    const { checkContent } = await import("~/content/check.server");
    const report = await checkContent(dir);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'blog/2024-02-02-launch.md:5: warning [cross-plugin-link] link "../docs/pot.md" leads from the blog at /blog to the docs, which Docusaurus does not resolve (it reads a Markdown file link among its own plugin\'s files only: the link stays a path to a file, a broken link there); this site leads it to "/pot": write the page\'s URL, as Docusaurus serves it',
      'blog/2024-02-02-launch.md:5: warning [cross-plugin-link] link "/docs/kettle.md#top" leads from the blog at /blog to the docs, which Docusaurus does not resolve (it reads a Markdown file link among its own plugin\'s files only: the link stays a path to a file, a broken link there); this site leads it to "/kettle": write the page\'s URL, as Docusaurus serves it',
      'docs/kettle.md:5: warning [cross-plugin-link] link "../blog/2024-02-02-launch.md" leads from the docs to the blog at /blog, which Docusaurus does not resolve (it reads a Markdown file link among its own plugin\'s files only: the link stays a path to a file, a broken link there); this site leads it to "/blog/2024/02/02/launch": write the page\'s URL, as Docusaurus serves it',
    ]);
    const site = loadSite(dir);
    const { buildSitePage } = await import("./helpers");
    expect((await buildSitePage(site, "blog/2024/02/02/launch")).html).toContain('<a href="/kettle#top">the kettle</a>');
  });
  it("and between two blogs, or two docs plugin instances, as each is a plugin of its own", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": "module.exports = { plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news' }], ['@docusaurus/plugin-content-docs', { id: 'shop', path: 'shop', routeBasePath: 'shop' }]] };\n",
      "docs/kettle.md": page("Kettle", "Sold in [the shop](../shop/teapots.md)."),
      "shop/teapots.md": page("Teapots", "Brew with [the kettle](../docs/kettle.md) and [the lid](./lids.md)."),
      "shop/lids.md": page("Lids"),
      "blog/2024-02-02-launch.md": page("Launch", "See [the older post](./2024-01-01-first.md)."),
      "blog/2024-01-01-first.md": page("First"),
      "news/2024-03-03-brew.md": page("Brew", "As [the launch](../blog/2024-02-02-launch.md) said."),
    });
    const { checkContent } = await import("~/content/check.server");
    const report = await checkContent(dir);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind} ${p.message.slice(0, p.message.indexOf(", which"))}`)).toEqual([
      'docs/kettle.md:5: cross-plugin-link link "../shop/teapots.md" leads from the docs to the "shop" docs',
      'news/2024-03-03-brew.md:5: cross-plugin-link link "../blog/2024-02-02-launch.md" leads from the blog at /news to the blog at /blog',
      'shop/teapots.md:5: cross-plugin-link link "../docs/kettle.md" leads from the "shop" docs to the docs',
    ]);
  });
});
