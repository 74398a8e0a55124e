import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildPage } from "~/content/bundle.server";
import { highlightSnippet, pagesLike, readSearchRequest, searchIndexFor, searchSite } from "~/content/search.server";
import { splitIntoSections } from "~/content/search-sections.server";
import { breadcrumbs } from "~/content/sidebar-tree";
import { loadSite } from "~/content/site.server";
import { expectLinearTime, sidebarNamed } from "./helpers";

const site = loadSite(path.join(__dirname, "fixtures/search-content"));
const ids = (query: string) => searchSite(site, query).map((result) => result.id);

describe("ranking", () => {
  test("a title match ranks above pages that only mention the word in their body", () => {
    const results = ids("tunnels");
    expect(results[0]).toBe("tunnels");
    expect(results).toContain("networking");
  });

  test("a heading match ranks above body matches and points at the heading", () => {
    const [first] = searchSite(site, "firewalls");
    expect(first).toMatchObject({ id: "networking", heading: "Firewalls", anchor: "firewalls" });
  });

  test("keywords count too", () => {
    expect(ids("private network")[0]).toBe("tunnels");
  });
});

describe("sidebar categories", () => {
  test("a result shows the categories its page's breadcrumbs show above it", () => {
    const docs = loadSite(path.resolve(__dirname, "../../docs-content"));
    const results = searchSite(docs, "test", 50);
    expect(results.filter((result) => result.categories)).not.toEqual([]);
    for (const result of results) {
      const sidebar = docs.sidebarOf.get(result.id);
      const above = sidebar ? breadcrumbs(sidebarNamed(docs.sidebars, sidebar), result.id).slice(0, -1).map((crumb) => crumb.label) : [];
      expect(result.categories ?? [], result.id).toEqual(above);
    }
  });
});

describe("pages like a path that names no page (the 404 page)", () => {
  const suggested = (missingId: string) => pagesLike(site, missingId).map((page) => page.id);

  test("a page moved to another folder is offered first", () => {
    expect(suggested("old/place/tunnels")[0]).toBe("tunnels");
  });

  test("a typo in the page's name still finds it", () => {
    expect(suggested("tunels")[0]).toBe("tunnels");
    expect(suggested("docs/netwrking")[0]).toBe("networking");
  });

  test("nothing is offered for a name like no page, nor an unlisted page", () => {
    expect(suggested("qqq/zzzz")).toEqual([]);
    expect(suggested("")).toEqual([]);
    expect(suggested("archive/secret")).not.toContain("secret");
  });

  test("a long path costs no more than its last segment's first words", () => {
    expect(suggested(`${"x/".repeat(300)}${"tunnels-".repeat(100)}`)[0]).toBe("tunnels");
  });
});

describe("matching", () => {
  test("prefixes match whole words", () => {
    expect(ids("tunn")[0]).toBe("tunnels");
    expect(ids("netw")).toContain("networking");
  });

  test("a typo in a longer word still matches", () => {
    expect(ids("tunels")[0]).toBe("tunnels");
    expect(ids("netwrking")).toContain("networking");
  });

  test("unlisted pages are never found", () => {
    expect(searchSite(site, "zebrafish")).toEqual([]);
    expect(ids("secret launch plans")).not.toContain("secret");
  });

  test("empty and punctuation-only queries find nothing", () => {
    expect(searchSite(site, "   ")).toEqual([]);
    expect(searchSite(site, "*** <> ///")).toEqual([]);
  });

  test("the limit is respected", () => {
    expect(searchSite(site, "the", 2)).toHaveLength(2);
  });
});

describe("text extraction", () => {
  const sections = splitIntoSections(site.pages.get("getting-started")!.body);
  const allText = sections.map((section) => section.text).join("\n");

  test("imports, exports, JSX tags and expressions are removed; code and JSX children stay", () => {
    expect(allText).not.toMatch(/import|export|<Tabs|TabItem|writers: keep|stable/);
    expect(allText).toContain("Welcome. This page walks through the installation.");
    expect(allText).toContain("brew install runner");
    expect(allText).toContain("Heads up You need an account");
    expect(allText).toContain("Pass --quiet to hide progress output, and --verbose for more.");
    expect(allText).toContain("Edit the file named runner.yml; see the reference for every key.");
  });

  test("an mdx-code-block fence is read as MDX: its imports and tags go, its text stays", () => {
    const [intro] = splitIntoSections("```mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>Choose a runner.</Tabs>\n```\n");
    expect(intro.text).toBe("Choose a runner.");
  });

  test("a shortcut reference link is its text (an image still goes); brackets with no definition on the page stay", () => {
    const [intro] = splitIntoSections("Open the [Tide  Charts] or the [`tides` command]; options are [experimental].\n\n![Tide Charts]\n\n[tide charts]: https://example.com/tides\n[`tides` command]: ./cli.md\n");
    expect(intro.text).toBe("Open the Tide Charts or the tides command; options are [experimental].");
  });

  test("reads 20,000 opening brackets of a page with link definitions in linear time", () => {
    expectLinearTime((n) => `${"[".repeat(n)}a${"[b".repeat(n)}\n\n[a]: https://example.com\n`, splitIntoSections, 10_000);
  });

  test("a tag whose > opens the next line (after blank lines, even) goes whole; a quote's > still goes as its mark", () => {
    const source = [
      "<script type=\"application/ld+json\"",
      "  dangerouslySetInnerHTML={{ __html: JSON.stringify({ \"name\": \"Trail\" }) }}",
      "",
      "",
      "></script>",
      "The kettle boils in a minute.",
      "",
      "> Descale it monthly.",
      "",
    ].join("\n");
    const [intro] = splitIntoSections(source);
    expect(intro.text).toBe("The kettle boils in a minute. Descale it monthly.");
    // A < in words, with no >, does not keep the next paragraph's quote mark.
    expect(splitIntoSections("Pick a <value\n\n> Quoted.\n")[0].text).toBe("Pick a <value Quoted.");
  });

  test("follows tags over a long line of many of them in linear time", () => {
    expectLinearTime((n) => `${"<b>x</b> ".repeat(n)}\n${" ".repeat(n)}<i\n> words\n`, splitIntoSections, 10_000);
  });

  test("a # line inside a code fence is not a heading", () => {
    expect(sections.map((section) => section.heading)).not.toContain("not a heading: a shell comment");
  });

  test("headings are plain text; h4 and deeper stay inside their section", () => {
    expect(sections.map((section) => section.heading)).toEqual([
      undefined,
      "Install the runner tool",
      "Options",
      "Options",
      "Step 2: Configure",
      "Options",
      "Options",
      "What's new in R&D?",
    ]);
    expect(sections[4].text).toContain("Fine print");
  });
});

describe("snippets", () => {
  test("markup in the content is escaped and only <mark> is added", () => {
    const [result] = searchSite(site, "bold");
    expect(result.id).toBe("markup");
    expect(result.snippet).toContain("&lt;b&gt;<mark>bold</mark>&lt;/b&gt;");
    expect(result.snippet).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(result.snippet).toContain("R&amp;D and &quot;quoted&quot;");
    expect(result.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  test("markup in the query is never echoed as markup", () => {
    for (const result of searchSite(site, "<script>alert(1)</script> <b>bold</b>")) {
      expect(result.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    }
  });

  test("the excerpt is cut around the first match, at word boundaries", () => {
    const text = `${"lorem ipsum ".repeat(20)}needle ${"dolor sit ".repeat(30)}`;
    const snippet = highlightSnippet(text, new Set(["needle"]));
    expect(snippet).toMatch(/^… lorem|^… ipsum/);
    expect(snippet).toContain("<mark>needle</mark>");
    expect(snippet).toMatch(/(dolor|sit) …$/);
    expect(snippet.length).toBeLessThan(240);
  });

  test("a mark never splits an escaped character", () => {
    expect(highlightSnippet(`a <lt> & "b"`, new Set(["lt", "b"]))).toBe("a &lt;<mark>lt</mark>&gt; &amp; &quot;<mark>b</mark>&quot;");
  });
});

describe("anchors", () => {
  test("section anchors are the ids the rendered page gives its h2/h3 headings", async () => {
    for (const page of site.pages.values()) {
      const rendered = await buildPage(page, fs.readFileSync(page.file, "utf8"), site.links, site.pageConfig);
      const anchors = splitIntoSections(page.body).slice(1).map((section) => section.anchor);
      expect(anchors, page.id).toEqual(rendered.toc.filter((entry) => entry.level <= 3).map((entry) => entry.id));
    }
  });

  test("repeated headings get numbered anchors, counting every heading level but not explicit ids", () => {
    const anchors = splitIntoSections(site.pages.get("getting-started")!.body).map((section) => section.anchor);
    expect(anchors).toEqual([undefined, "install-the-runner-tool", "options", "options-1", "step-2-configure-", "own-options", "options-2", "whats-new-in-rd"]);
  });

  test("results link to the section", () => {
    const result = searchSite(site, "third").find((item) => item.id === "getting-started");
    expect(result).toMatchObject({ heading: "Options", anchor: "options-2" });
  });
});

describe("index lifecycle", () => {
  test("the index is built once per content version", () => {
    const first = searchIndexFor(site);
    expect(searchIndexFor(site)).toBe(first);
    expect(searchIndexFor({ ...site })).toBe(first);
    const changed = searchIndexFor({ ...site, version: `${site.version}-edited` });
    expect(changed).not.toBe(first);
    expect(changed.version).toBe(`${site.version}-edited`);
  });
});

describe("request parameters", () => {
  const read = (query: string) => readSearchRequest(new URLSearchParams(query));

  test("limit defaults to 10 and is capped at 50", () => {
    expect(read("q=a")).toEqual({ query: "a", limit: 10 });
    expect(read("q=a&limit=3")).toEqual({ query: "a", limit: 3 });
    expect(read("q=a&limit=500")).toEqual({ query: "a", limit: 50 });
  });

  test("unusable limits and overlong queries are errors", () => {
    expect(read("q=a&limit=0")).toHaveProperty("error");
    expect(read("q=a&limit=2.5")).toHaveProperty("error");
    expect(read("q=a&limit=many")).toHaveProperty("error");
    expect(read(`q=${"a".repeat(201)}`)).toHaveProperty("error");
    expect(read(`q=${"a".repeat(200)}`)).toEqual({ query: "a".repeat(200), limit: 10 });
  });
});
