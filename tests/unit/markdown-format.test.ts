import path from "node:path";
import { describe, expect, it } from "vitest";
import { isCommonMark } from "../../app/content/page-config";
import { pageConfigOf } from "../../app/content/page-config.server";
import { loadSite } from "../../app/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus' `markdown.format` in the config: `detect` reads `.md` files as CommonMark, `.mdx` as MDX.
const site = loadSite(path.join(__dirname, "fixtures/markdown-format-content"));

describe("markdown.format: detect", () => {
  it("reads a .md page as CommonMark: braces, angle brackets and indented code are text", async () => {
    const { html } = await buildSitePage(site, "generated");
    expect(html).toContain("its template reads {{ .Name }}.");
    expect(html).toMatch(/<pre[^>]*>[\s\S]*\{ term \}[\s\S]*<\/pre>/);
    expect(html).toContain('<a href="/rich">the rich page</a>');
  });

  it("reads a .mdx page as MDX, and the .md partial it imports as CommonMark", async () => {
    const { html } = await buildSitePage(site, "rich");
    expect(html).toContain("Two and two make 4.");
    expect(html).toContain("A partial that keeps {braces} and");
  });

  it("reads a page's `mdx: {format: md}` frontmatter, as Docusaurus 3 does, without any config", async () => {
    const plain = loadSite(makeContentDir({ "docs/fees.mdx": page("Fees", "Each fee[τ] is {units} × price:\n\n    fee = units * price\n", "mdx:\n  format: md\n") }));
    const { html } = await buildSitePage(plain, "fees");
    expect(html).toContain("Each fee[τ] is {units} × price:");
    expect(html).toMatch(/<pre[^>]*>[\s\S]*fee = units \* price[\s\S]*<\/pre>/);
  });

  it("lets a page's own `format` win over the config's", async () => {
    const { html } = await buildSitePage(site, "override");
    expect(html).toContain("Three and three make 6.");
  });
});

describe("which files are CommonMark", () => {
  it("follows the frontmatter, then the config, then the extension for detect", () => {
    expect(isCommonMark("a.md", undefined, undefined)).toBe(false);
    expect(isCommonMark("a.mdx", undefined, "md")).toBe(true);
    expect(isCommonMark("a.md", undefined, "detect")).toBe(true);
    expect(isCommonMark("a.mdx", undefined, "detect")).toBe(false);
    expect(isCommonMark("a.md", "mdx", "detect")).toBe(false);
    expect(isCommonMark("a.mdx", "detect", "md")).toBe(false);
  });

  it("warns at a config value Docusaurus does not know, keeping MDX", () => {
    const source = 'module.exports = {\n  markdown: {\n    format: "markdown",\n  },\n};';
    const { pageConfig, problems } = pageConfigOf({ file: "docusaurus.config.js", source, raw: { markdown: { format: "markdown" } } });
    expect(pageConfig.markdownFormat).toBeUndefined();
    expect(problems).toEqual([expect.objectContaining({ line: 3, severity: "warning", message: expect.stringContaining('markdown.format is "markdown"') })]);
  });
});
