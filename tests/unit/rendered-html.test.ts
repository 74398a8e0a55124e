import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { anchorsOf, hrefsOf, pageLinkOf, showsText, unrenderedDirectivesOf, withScopedIds } from "~/content/rendered-html";

const pages = new Set(["", "guides", "guides/setup", "releases/v1.2"]);
const isPage = (id: string) => pages.has(id);

describe("hrefsOf and anchorsOf", () => {
  it("read links and anchors with React's escaping undone", () => {
    const html = '<h2 id="a-b">A</h2><a name="legacy"></a><p id="x&amp;y">t</p><a class="c" href="/guides?x=1&amp;y=2#a-b">g</a><span name="not-an-anchor"></span>';
    expect(hrefsOf(html)).toEqual(["/guides?x=1&y=2#a-b"]);
    expect([...anchorsOf(html)].sort()).toEqual(["a-b", "legacy", "x&y"]);
  });
});

describe("showsText", () => {
  it("finds text with the characters React escapes, in an element's text or an attribute, and nothing else", () => {
    const text = `"kit's" <icons> & more`;
    expect(showsText(renderToStaticMarkup(createElement("p", null, text)), text)).toBe(true);
    expect(showsText(renderToStaticMarkup(createElement("span", { title: text }, "i")), text)).toBe(true);
    expect(showsText(renderToStaticMarkup(createElement("p", null, "kit's icons")), text)).toBe(false);
  });
});

describe("hrefsOf", () => {
  it("leaves out links that open in a new tab, as Docusaurus' broken-link check does", () => {
    const html = '<a href="/guides">g</a><a href="/reference/v2" target="_blank" rel="noopener noreferrer">r</a><a target="_self" href="/guides/setup">s</a>';
    expect(hrefsOf(html)).toEqual(["/guides", "/guides/setup"]);
  });
});

describe("pageLinkOf", () => {
  it("resolves absolute, relative and same-page links like a browser", () => {
    expect(pageLinkOf("/guides/setup#step-2", "", isPage)).toEqual({ pageId: "guides/setup", anchor: "step-2" });
    expect(pageLinkOf("setup", "guides/intro", isPage)).toEqual({ pageId: "guides/setup" });
    expect(pageLinkOf("#caf%C3%A9", "guides", isPage)).toEqual({ pageId: "guides", anchor: "café", encodedAnchor: "caf%C3%A9" });
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

  it("checks a path with a file extension that is no file the site serves as a page, as Docusaurus does (API pages named pkg.class)", () => {
    const servedFiles = (pathname: string) => pathname === "/files/tool.zip";
    expect(pageLinkOf("../api/lantern.options", "guides/intro", isPage, servedFiles)).toEqual({ pageId: "api/lantern.options" });
    expect(pageLinkOf("/files/tool.zip", "guides", isPage, servedFiles)).toBeNull();
    expect(pageLinkOf("/api/lantern.options", "guides", isPage)).toBeNull();
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

describe("withScopedIds", () => {
  it("keeps a footnote link whose id is still percent-encoded in the list, as a browser finds it", () => {
    const html = '<p>Brew<sup><a href="#user-content-fn-%C3%B11" id="user-content-fnref-%C3%B11">1</a></sup></p><ol><li id="user-content-fn-%C3%B11">Slowly.</li></ol>';
    const scoped = withScopedIds(html, "post-1", "/blog/brewing");
    expect(scoped).toContain('href="#post-1-user-content-fn-%C3%B11"');
    expect(scoped).toContain('id="post-1-user-content-fn-%C3%B11"');
  });

  it("prefixes a page's ids and what refers to them, and sends links to ids it lacks to the page", () => {
    const html = [
      '<h2 id="caf\u00e9"><a class="hash-link" href="#caf%C3%A9">#</a>Caf\u00e9</h2>',
      '<div role="tablist"><button id="R5-tab-0" aria-controls="R5-panel-0 elsewhere">A</button></div><div id="R5-panel-0" aria-labelledby="R5-tab-0">Alpha</div>',
      '<label for="kettle-size">Size</label><input id="kettle-size"/>',
      '<svg><linearGradient id="shade"></linearGradient><rect fill="url(#shade)" data-id="keep"></rect><rect fill="url(#other)"></rect></svg>',
      '<p>See <a href="#limits">the limits</a>, <a href="#">the top</a> and <a href="/guides#setup">setup</a>.</p>',
    ].join("");
    const scoped = withScopedIds(html, "post-2", "/blog/kettles");
    expect([...anchorsOf(scoped)].sort()).toEqual(["post-2-R5-panel-0", "post-2-R5-tab-0", "post-2-caf\u00e9", "post-2-kettle-size", "post-2-shade"]);
    expect(scoped).toContain('href="#post-2-caf%C3%A9"');
    expect(scoped).toContain('aria-controls="post-2-R5-panel-0 elsewhere"');
    expect(scoped).toContain('aria-labelledby="post-2-R5-tab-0"');
    expect(scoped).toContain('for="post-2-kettle-size"');
    expect(scoped).toContain('fill="url(#post-2-shade)" data-id="keep"');
    expect(scoped).toContain('fill="url(#other)"');
    // Past the truncate marker: the heading is on the post's own page.
    expect(scoped).toContain('href="/blog/kettles#limits"');
    expect(scoped).toContain('href="#"');
    expect(scoped).toContain('href="/guides#setup"');
  });
});
