import { describe, expect, it } from "vitest";
import { anchorsOf, hrefsOf, pageLinkOf, unrenderedDirectivesOf } from "~/content/rendered-html";

const pages = new Set(["", "guides", "guides/setup", "releases/v1.2"]);
const isPage = (id: string) => pages.has(id);

describe("hrefsOf and anchorsOf", () => {
  it("read links and anchors with React's escaping undone", () => {
    const html = '<h2 id="a-b">A</h2><a name="legacy"></a><p id="x&amp;y">t</p><a class="c" href="/guides?x=1&amp;y=2#a-b">g</a><span name="not-an-anchor"></span>';
    expect(hrefsOf(html)).toEqual(["/guides?x=1&y=2#a-b"]);
    expect([...anchorsOf(html)].sort()).toEqual(["a-b", "legacy", "x&y"]);
  });
});

describe("pageLinkOf", () => {
  it("resolves absolute, relative and same-page links like a browser", () => {
    expect(pageLinkOf("/guides/setup#step-2", "", isPage)).toEqual({ pageId: "guides/setup", anchor: "step-2" });
    expect(pageLinkOf("setup", "guides/intro", isPage)).toEqual({ pageId: "guides/setup" });
    expect(pageLinkOf("#caf%C3%A9", "guides", isPage)).toEqual({ pageId: "guides", anchor: "café" });
    expect(pageLinkOf("/guides/", "", isPage)).toEqual({ pageId: "guides" });
  });

  it("leaves other sites, assets, API routes and non-Markdown files alone", () => {
    for (const href of ["https://example.com/guides", "mailto:a@b.c", "//cdn.example.com/x", "/_content/img/a.png", "/build/app.js", "/api/pages", "/api/sidebars/guide", "/api/search?q=kettle", "/files/tool.zip"]) {
      expect(pageLinkOf(href, "guides", isPage)).toBeNull();
    }
  });

  it("checks links to pages under /api/ other than the site's own API routes (an API reference's pages)", () => {
    expect(pageLinkOf("/api/class-kettle#kettle-pour", "guides", isPage)).toEqual({ pageId: "api/class-kettle", anchor: "kettle-pour" });
    expect(pageLinkOf("/api/class-kettle.mdx", "guides", isPage)).toEqual({ pageId: "api/class-kettle.mdx" });
    expect(pageLinkOf("/api/pages-of-kettles", "guides", isPage)).toEqual({ pageId: "api/pages-of-kettles" });
  });

  it("still checks Markdown file links and pages whose id looks like a file name", () => {
    expect(pageLinkOf("old.md", "guides", isPage)).toEqual({ pageId: "old.md" });
    expect(pageLinkOf("/releases/v1.2", "", isPage)).toEqual({ pageId: "releases/v1.2" });
  });
});

describe("unrenderedDirectivesOf", () => {
  it("finds directive markers left in prose but not in code", () => {
    const html = "<p>:::warning End of life\nBody\n:::</p><pre><code>:::note in a sample</code></pre><p>a <code>:::tip</code></p>";
    expect(unrenderedDirectivesOf(html)).toEqual([":::warning End of life"]);
  });
});
