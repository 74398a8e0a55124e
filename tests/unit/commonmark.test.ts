import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { preprocess } from "../../app/content/preprocess.server";
import { loadSite } from "../../app/content/site.server";
import { buildSitePage } from "./helpers";

// Docusaurus 3's `format: md` frontmatter: the page is CommonMark, not MDX.
const site = loadSite(path.join(__dirname, "fixtures/commonmark-content"));

const build = (id: string) => buildSitePage(site, id);

describe("a page with `format: md`", () => {
  it("shows `<`, braces, imports and component names as the text they are", async () => {
    const { html } = await build("plain");
    expect(html).toContain("<p>import Tabs from &#x27;@theme/Tabs&#x27;;</p>");
    // `<Tabs>` is an HTML tag in CommonMark: an element of that name, as a browser (and Docusaurus) reads it.
    expect(html).toContain("<p>Compare a &lt; b and {frontMatter.title}, with <tabs> as written and {{ name }} in a template.</tabs></p>");
  });

  it("renders its HTML as HTML around its Markdown, and leaves its comments out", async () => {
    const { html } = await build("plain");
    expect(html).toMatch(/<details>\s*<summary>Click to open<\/summary>\s*<p>Inside, <strong>Markdown<\/strong> and <kbd>Ctrl<\/kbd> keys.<\/p>\s*<\/details>/);
    expect(html).toContain("line one<br/>line two.");
    expect(html).not.toContain("a note to writers");
  });

  it("keeps Docusaurus' Markdown features: admonition titles, heading ids, outline and links to .mdx files", async () => {
    const { html, toc, warnings } = await build("plain");
    expect(html).toContain('<aside class="admonition admonition-tip" aria-label="Old style title">');
    expect(html).toContain('<h2 id="custom-settings">Settings');
    expect(toc.map((entry) => entry.id)).toEqual(["custom-settings"]);
    expect(html).toContain('<a href="/rich#setup">the MDX page</a>');
    expect(html).toContain('An <a href="/rich#setup">HTML link</a> is a link too.');
    expect(warnings).toEqual([]);
  });

  it("keeps a code block's title and line marks, which the HTML pass used to drop", async () => {
    const { html } = await build("titled-code");
    expect(html).toContain('class="code-title">From the project folder<');
    expect(html).toContain('class="code-title">src/plant.js<');
    expect(html).toMatch(/<span class="line[^"]*highlighted[^"]*">.*sprout/);
  });

  it("leaves the MDX pages beside it MDX", async () => {
    const { html } = await build("rich");
    expect(html).toContain("Escaped &lt;angle&gt; and {braces} are text; Rich MDX is the title.");
    expect(html).not.toContain("an MDX comment");
  });
});

describe("preprocessing a CommonMark page", () => {
  it("rewrites only the admonition title form, keeping every line", () => {
    const source = ["---", "format: md", "---", "a < b {c} <!-- d -->", "", ":::note Title", "x", ":::"].join("\n");
    const { source: out, fixups } = preprocess(source, { format: "md" });
    expect(out).toBe(["---", "format: md", "---", "a < b {c} <!-- d -->", "", ":::note[Title]", "x", ":::"].join("\n"));
    expect(fixups).toEqual([]);
  });
});
