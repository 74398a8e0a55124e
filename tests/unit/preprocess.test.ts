import { evaluate } from "@mdx-js/mdx";
import { bundleMDX } from "mdx-bundler";
import { getMDXComponent } from "mdx-bundler/client";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { preprocess } from "../../app/content/preprocess.server";
import { expectLinearTime } from "./helpers";

const COMPONENTS = { components: ["Admonition", "Tabs", "TabItem"] };

function fix(source: string) {
  return preprocess(source, COMPONENTS);
}

function kinds(source: string): string[] {
  return fix(source).fixups.map((fixup) => fixup.kind);
}

/** Compiles with MDX 3 (through mdx-bundler, as pages are), so a fix-up is proven to produce valid MDX. */
async function expectCompiles(source: string): Promise<void> {
  await expect(bundleMDX({ source, globals: { "@theme/Tabs": "Tabs" } })).resolves.toHaveProperty("code");
}

describe("preprocess: valid MDX passes unchanged", () => {
  const valid = [
    "---",
    "title: Braces {in} <frontmatter>",
    "description: a <placeholder> and ${value}",
    "---",
    "",
    "import Tabs from '@theme/Tabs';",
    "export const answer = 42;",
    "",
    "# Title {/* a comment */}",
    "",
    "Text with <b>bold",
    "across lines</b>, a < b, {answer} and {1 + 1}, and [a link](https://example.com/{id}).",
    "",
    "<Tabs",
    "  groupId=\"lang\"",
    "  values={[{label: 'Java', value: 'java'}]}>",
    "<TabItem value=\"java\">",
    "",
    ":::note[Titled]",
    "Inside a tab.",
    ":::",
    "",
    "</TabItem>",
    "</Tabs>",
    "",
    "<details>",
    "<summary>More</summary>",
    "",
    "Body with a <br /> and <img src=\"/x.png\" alt=\"x\" />.",
    "",
    "</details>",
    "",
    "<table className=\"wide\" style={{width: '100%'}}><tbody><tr><td colSpan={2}>cell</td></tr></tbody></table>",
    "",
    "<br></br>",
  ].join("\n");

  it("leaves the source as it was and reports nothing", async () => {
    await expectCompiles(valid);
    const result = preprocess(valid, { components: ["Tabs", "TabItem"] });
    expect(result.fixups).toEqual([]);
    expect(result.source).toBe(valid);
    expect(result.head).toEqual([]);
    expect(result.lineOrigins).toEqual(valid.split("\n").map((_, i) => i + 1));
  });
});

describe("preprocess: components reached through an object", () => {
  it("keeps <kit.Button> when kit is imported, and shows a member tag of an unknown name as text", async () => {
    const source = "import * as kit from './kit';\n\nPress <kit.Button label=\"Go\" /> to start; <other.Thing> is not defined.";
    const result = fix(source);
    expect(result.source).toBe("import * as kit from './kit';\n\nPress <kit.Button label=\"Go\" /> to start; \\<other.Thing> is not defined.");
    expect(result.fixups.map((fixup) => fixup.kind)).toEqual(["angle-bracket"]);
  });
});

describe("preprocess: code is never touched", () => {
  const code = [
    "```html",
    "<!-- comment --> <head><title>x</title></head> <br> <placeholder> {braces} <td>cell",
    "```",
    "",
    "1. In a list:",
    "   ~~~js",
    "   const x = { a: 1 }; // <br>",
    "   ~~~",
    "",
    "Inline `<br>`, `{braces}`, `<!-- -->` and ``<placeholder> ` {x}`` stay as they are.",
  ].join("\n");

  it("leaves fenced and inline code alone", () => {
    expect(fix(code)).toMatchObject({ source: code, fixups: [] });
  });
});

describe("preprocess: fix-ups", () => {
  it("removes HTML comments, keeping the line count, without a warning (Docusaurus 3 accepts them)", async () => {
    const source = "Before <!-- inline --> after.\n\n<!--\nmulti-line\n-->\n\nEnd.";
    const result = fix(source);
    expect(result.source).toBe("Before  after.\n\n\n\n\n\nEnd.");
    expect(result.fixups).toEqual([]);
    await expectCompiles(result.source);
  });

  it("leaves out a comment whole when code fences are inside it, as Docusaurus does", async () => {
    // A section kept for later behind a comment: its fences, one of four backticks closing one of
    // three, and the text between them are the comment's, up to its "-->".
    const source = [
      "Shown.",
      "",
      "<!-- ### Kept for later",
      "",
      "```sh",
      "echo '{}'",
      "````",
      "",
      "Hidden <b>words</b> {braces}.",
      "",
      "```",
      "more hidden",
      "```",
      "",
      "  -->",
      "",
      "After.",
      "",
      "```js",
      "const shown = true;",
      "```",
    ].join("\n");
    const result = fix(source);
    expect(result.source).toBe(["Shown.", ...Array(15).fill(""), "After.", "", "```js", "const shown = true;", "```"].join("\n"));
    expect(result.fixups).toEqual([]);
    await expectCompiles(result.source);
  });

  it("finds where a comment opening a line ends in linear time on a long run of spaces", () => {
    expectLinearTime((n) => `${" ".repeat(n)}<!-- open\n${" ".repeat(n)}\n-->\nAfter.`, fix, 25_000);
  });

  it("reads HTML tags written in capitals as HTML: void ones, and ones closed later", async () => {
    const source = [
      "**Variable:** `PORT`<BR/>",
      "**Default:** `80`<BR>",
      "",
      "<TABLE><TR><TD>cell</TD></TR></TABLE>",
      "",
      "Press <A> then <B> to start.",
    ].join("\n");
    const result = fix(source);
    expect(result.source).toBe([
      "**Variable:** `PORT`<br/>",
      "**Default:** `80`<br />",
      "",
      "<table><tr><td>cell</td></tr></table>",
      "",
      "Press \\<A> then \\<B> to start.",
    ].join("\n"));
    expect(result.fixups.filter((fixup) => fixup.kind === "html-case")).toEqual([
      { line: 1, kind: "html-case", message: "<BR/> read as <br>: MDX reads a tag in capitals as a component; HTML tags are written in lower case" },
      { line: 2, kind: "html-case", message: expect.stringMatching(/^<BR> read as <br>/) },
      { line: 4, kind: "html-case", message: expect.stringMatching(/^<TABLE> read as <table>/) },
      { line: 4, kind: "html-case", message: expect.stringMatching(/^<TR> read as <tr>/) },
      { line: 4, kind: "html-case", message: expect.stringMatching(/^<TD> read as <td>/) },
    ]);
    await expectCompiles(result.source);
  });

  it("names the component a self-closing tag uses when nothing in scope defines it", () => {
    const source = "The table:\n\n<DownloadTable rows={3} />\n\nA <placeholder> and <Token> stay text.";
    const result = fix(source);
    expect(result.source).toBe("The table:\n\n\\<DownloadTable rows={3} />\n\nA \\<placeholder> and \\<Token> stay text.");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual([
      "<DownloadTable /> is shown as text: no import or export of this page, and no component of the site, is named DownloadTable (Docusaurus stops on a component it cannot find)",
      '"<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any \"<\" that no space or line end follows; write \\< or &lt;): <placeholder> and <Token> stay text.',
      '"<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any \"<\" that no space or line end follows; write \\< or &lt;): <Token> stay text.',
    ]);
  });

  it("says Docusaurus 3 stops on a \"<\" that starts no tag, as MDX does, and how to write it", async () => {
    const source = "Brewing gives a [Pot]<[Tea]> back.\n\nIt holds when volume <= 2 litres.\n\nA cup < a pot stays as it is.\n";
    const result = fix(source);
    expect(result.source).toBe("Brewing gives a [Pot]\\<[Tea]> back.\n\nIt holds when volume \\<= 2 litres.\n\nA cup < a pot stays as it is.\n");
    expect(result.fixups.map((fixup) => `${fixup.line}: ${fixup.message}`)).toEqual([
      '1: "<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any "<" that no space or line end follows; write \\< or &lt;): <[Tea]> back.',
      '3: "<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any "<" that no space or line end follows; write \\< or &lt;): <= 2 litres.',
    ]);
    // What the message says of MDX: the lines as written do not compile, the one with a space after "<" does.
    await expect(evaluate("Brewing gives a [Pot]<[Tea]> back.", { ...runtime })).rejects.toThrow(/before name/);
    await expect(evaluate("It holds when volume <= 2 litres.", { ...runtime })).rejects.toThrow(/before name/);
    await expect(evaluate("A cup < a pot stays as it is.", { ...runtime })).resolves.toBeDefined();
    await expectCompiles(result.source);
  });

  it("names the component of an opening and closing tag pair when nothing in scope defines it", () => {
    const source = "<Callout>\nKeep the lid closed.\n</Callout>\n\nA <Token> alone stays a placeholder.\n";
    const result = fix(source);
    expect(result.source).toBe("\\<Callout>\nKeep the lid closed.\n\\</Callout>\n\nA \\<Token> alone stays a placeholder.\n");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual([
      "<Callout> is shown as text: no import or export of this page, and no component of the site, is named Callout (Docusaurus stops on a component it cannot find)",
      "</Callout> is shown as text: no import or export of this page, and no component of the site, is named Callout (Docusaurus stops on a component it cannot find)",
      '"<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any \"<\" that no space or line end follows; write \\< or &lt;): <Token> alone stays a placeholder.',
    ]);
  });

  it("keeps a closed custom element (a lower-case name with a hyphen) as an element, as MDX does", async () => {
    const source = "<span>Since 2.1</span><x-keywords>pour.kettle</x-keywords>\n\nType <api-key> where it asks.\n";
    const result = fix(source);
    expect(result.source).toBe("<span>Since 2.1</span><x-keywords>pour.kettle</x-keywords>\n\nType \\<api-key> where it asks.\n");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual(['"<" starts no HTML tag here, so it is shown as text (Docusaurus 3 stops on it: its MDX reads a tag after any \"<\" that no space or line end follows; write \\< or &lt;): <api-key> where it asks.']);
    await expectCompiles(result.source);
  });

  it("keeps a lower-case element written as a block of Markdown, around a code block too, as MDX does", async () => {
    const source = "Try it:\n\n<step>\n\n```bash\nmake tea\n```\n</step>\n\n<stepOutput>\n\nThe kettle **sings**.\n\n</stepOutput>\n\nFill <cup> alone, and\n<unit>\n  <size>2</size>\n</unit>\n\n<name>\n\nA name in a sentence: <name>.\n\n</name>\n";
    const result = fix(source);
    expect(result.source).toBe("Try it:\n\n<step>\n\n```bash\nmake tea\n```\n</step>\n\n<stepOutput>\n\nThe kettle **sings**.\n\n</stepOutput>\n\nFill \\<cup> alone, and\n\\<unit>\n  \\<size>2\\</size>\n\\</unit>\n\n\\<name>\n\nA name in a sentence: \\<name>.\n\n\\</name>\n");
    expect(kinds(source)).toEqual(Array(8).fill("angle-bracket"));
    await expectCompiles(result.source);
  });

  it("finds the lower-case block elements of a page in linear time on a line of spaces", () => {
    expectLinearTime((n) => `${" ".repeat(n)}<\n\n${" ".repeat(n)}</x${" ".repeat(n)}\n`, fix, 20_000);
  });

  it("finds the custom elements closed in a page in linear time on a long run of closing tags", () => {
    expectLinearTime((n) => `${"</a-".repeat(n)}\n`, fix, 5_000);
  });

  it("finds the components closed in a page in linear time on a long run of closing tags", () => {
    expectLinearTime((n) => `${"</A".repeat(n)}\n`, fix, 5_000);
  });

  it("leaves a component in capitals that the page imports as it is", () => {
    const source = "import BR from './break.js';\n\nA line<BR/>";
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
  });

  it("finds closing tags in capitals in linear time on long runs", () => {
    expectLinearTime((n) => `${"</".repeat(n / 10)}${"A".repeat(n)} and </${"B".repeat(n)}`, fix, 12_500);
  });

  it("moves <head> blocks to the page head", async () => {
    const source = "# Page\n\n<head>\n  <title>Own title</title>\n  <meta name=\"robots\" content=\"noindex\" />\n  <link rel=\"canonical\" href=\"/x\" />\n</head>\n\nBody.";
    const result = fix(source);
    expect(result.source).toBe("# Page\n\n\n\n\n\n\n\nBody.");
    expect(result.head).toEqual([
      { tagName: "title", attributes: {}, text: "Own title" },
      { tagName: "meta", attributes: { name: "robots", content: "noindex" } },
      { tagName: "link", attributes: { rel: "canonical", href: "/x" } },
    ]);
    expect(kinds(source)).toEqual([]);
    await expectCompiles(result.source);
  });

  it("names the tags of a <head> or <Head> block that are not applied", () => {
    const source = "import Head from '@docusaurus/Head';\n\n<Head>\n  <body className=\"wide\" />\n  <script src=\"/x.js\"></script>\n  <meta name=\"robots\" content=\"noindex\" />\n</Head>\n\nBody.";
    const result = fix(source);
    expect(result.head).toEqual([{ tagName: "meta", attributes: { name: "robots", content: "noindex" } }]);
    expect(result.fixups).toEqual([
      expect.objectContaining({ line: 3, kind: "head-block", message: "<body> in <Head> not applied: Docusaurus gives its attributes to the page's own <body>, for the site's CSS, which this site does not load" }),
      expect.objectContaining({ line: 3, kind: "head-block", message: "<script> in <Head> not applied: this site runs no script written in a page (its Content Security Policy allows only its own)" }),
    ]);
  });

  // A <style> in the head restyles the page in Docusaurus (the theme's variables, as a page widening
  // its column sets them); the writer hears why it is left out, not only which tags go to the head.
  it("says why a <style> or <noscript> of a <head> block is not applied", () => {
    const source = "<head>\n  <style>{`:root { --column-width: 60rem; }`}</style>\n  <noscript>Turn scripts on.</noscript>\n  <title>Wide</title>\n</head>\n\nBody.";
    const result = fix(source);
    expect(result.head).toEqual([{ tagName: "title", attributes: {}, text: "Wide" }]);
    expect(result.fixups).toEqual([
      expect.objectContaining({ line: 1, kind: "head-block", message: "<style> in <head> not applied: a page's own CSS is not loaded, as rules written for the site's Docusaurus theme would restyle this site's layout" }),
      expect.objectContaining({ line: 1, kind: "head-block", message: "<noscript> in <head> not applied: only <title>, <meta> and <link> tags go to the page head" }),
    ]);
  });

  it("parts an import from the markup right under it, which MDX would read as code", async () => {
    const source = "Intro text.\n\nimport Tabs from '@theme/Tabs';\n<head>\n  <meta name=\"robots\" content=\"noindex\" />\n</head>\n\nThe rest.";
    const result = fix(source);
    expect(result.source.split("\n").slice(2, 4)).toEqual(["import Tabs from '@theme/Tabs';", ""]);
    expect(result.head).toEqual([{ tagName: "meta", attributes: { name: "robots", content: "noindex" } }]);
    expect(result.fixups.filter((fixup) => fixup.kind === "esm-block")).toEqual([expect.objectContaining({ line: 4 })]);
    // Every output line still names its source line: the added blank one that of the markup.
    expect(result.lineOrigins.slice(2, 5)).toEqual([3, 4, 4]);
    await expectCompiles(result.source);
    const prose = "import X from 'y';\nSome words under it.\n";
    expect(fix(prose).source).toBe("import X from 'y';\n\nSome words under it.\n");
    await expectCompiles(fix("import {\n  default as Tabs,\n} from '@theme/Tabs';\n<Tabs>words</Tabs>").source);
  });

  it("reports closing colons that close no admonition, which Docusaurus shows as text", () => {
    const source = [
      "::::tip Outer", // 1
      ":::note", // 2
      "Inner words.", // 3
      ":::", // 4 closes the note
      ":::", // 5 too few colons for the tip: text
      "::::", // 6 closes the tip
      "",
      "```md",
      ":::", // 9 in code: not looked at
      "```",
      "<!--",
      ":::", // 12 in a comment: not shown
      "-->",
      "A paragraph.",
      "",
      ":::", // 16 nothing open
    ].join("\n");
    const stray = fix(source).fixups.filter((fixup) => fixup.kind === "admonition-fence");
    expect(stray.map((fixup) => fixup.line)).toEqual([5, 16]);
    expect(stray[0].message).toBe('":::" closes no admonition (none is open here): it is shown as text, as in Docusaurus; remove it, or open the admonition it was meant to close');
    expect(kinds(":::info\nBody.\n:::\n\n:::tip Title\nMore.\n:::")).toEqual([]);
  });

  it("reads a closing as ending the outermost admonition with no more colons, as remark-directive does, and says so", () => {
    const source = [
      ":::info", // 1
      "Only parsed.", // 2
      "", // 3
      "::::details", // 4 more colons than the info around it
      "Older releases.", // 5
      "::::", // 6 ends the info (and the details inside it)
      "", // 7
      ":::", // 8 nothing open any more: text
    ].join("\n");
    const fences = fix(source).fixups.filter((fixup) => fixup.kind === "admonition-fence");
    expect(fences.map((fixup) => [fixup.line, fixup.message])).toEqual([
      [6, '"::::" closes ":::info" (line 1) as well as "::::details" (line 4) inside it, as in Docusaurus (remark-directive ends the outermost admonition with no more colons than these); an admonition inside another needs fewer colons than the one around it'],
      [8, '":::" closes no admonition (none is open here): it is shown as text, as in Docusaurus; remove it, or open the admonition it was meant to close'],
    ]);
  });

  it("says an opening written with a space after its colons is shown as text, at that line", () => {
    const spaced = fix("Before.\n\n::: caution\n\nHot plates.\n\n:::\n\n::: not-a-type here\n").fixups.filter((fixup) => fixup.kind === "admonition-fence");
    expect(spaced.map((fixup) => [fixup.line, fixup.message])).toEqual([
      [3, '"::: caution" opens no admonition: with a space after the colons it is shown as text, as in Docusaurus (remark-directive reads the type right after the colons); write ":::caution"'],
      [7, '":::" closes no admonition (none is open here): it is shown as text, as in Docusaurus; remove it, or open the admonition it was meant to close'],
    ]);
  });

  it("reads an import under a comment line as ESM, as Docusaurus does (Prettier's ignore comment sits there)", async () => {
    const source = "# Garden notes\n\n<!-- keep-formatting -->\nimport Sprout from './sprout';\n\n<Sprout />\n\nText.";
    const result = fix(source);
    expect(result.fixups.map((fixup) => fixup.kind)).not.toContain("angle-bracket");
    expect(result.source.split("\n").slice(2, 6)).toEqual(["", "import Sprout from './sprout';", "", "<Sprout />"]);
    await expect(bundleMDX({ source: result.source, files: { "./sprout.js": "export default () => 'leaf';" } })).resolves.toHaveProperty("code");
  });

  it("reads an import line with a long run of spaces as any other (two \\s* in a row backtracked: 0.57 s at 20,000)", () => {
    // Quadratic backtracking over 200,000 spaces would outlast the test's time limit by minutes.
    const spaces = " ".repeat(200_000);
    expect(kinds(`import X from 'y'${spaces}z\nText under it.\n`)).toEqual([]);
    expect(kinds(`import "y"${spaces}\nText under it.\n`)).toEqual(["esm-block"]);
  });

  it("reads an expression with many a \"/*\" outside comments in linear time (the comment pattern took 0.38 s at 20,000)", () => {
    // Regular expressions such as /[/*]/ open no comment; retried at each "/*", the old pattern
    // would outlast the test's time limit at 150,000 of them.
    expect(kinds(`Text {[${"/[/*]/, ".repeat(150_000)}].length} more.\n`)).toEqual([]);
  });

  it("reads an import right under a line that is a block on its own (a rule, a heading, a fence) as MDX does: as an import", async () => {
    for (const above of ["---", "* * *", "Setext title\n===", "## Heading", "```\ncode\n```", "<aside\n></aside>\n___"]) {
      const source = `Intro.\n\n${above}\nimport Badge from './badge';\n\nA <Badge label="new" /> badge.\n`;
      expect(fix(source).source, above).toBe(source);
      expect(kinds(source), above).toEqual([]);
    }
    await expectCompiles("Intro.\n\n---\nexport const Badge = () => 'new';\n\nA <Badge /> badge.\n");
    // A paragraph line goes on with the next one: "import" there is words, as in MDX.
    expect(kinds("Some text\nimport Badge from './badge';\n\nA <Badge /> badge.\n")).toEqual(["angle-bracket"]);
  });

  it("tells a rule from a paragraph line in linear time on long runs of spaces and marks", () => {
    const spaces = " ".repeat(200_000);
    expect(kinds(`- -${spaces}x\nimport Badge from './badge';\n\nA <Badge /> badge.\n`)).toEqual(["angle-bracket"]);
    expect(kinds(`${"-".repeat(200_000)}\nimport Badge from './badge';\n\nA <Badge /> badge.\n`)).toEqual([]);
  });

  it("reads the > opening a line of a tag in a block quote as the quote's mark, as MDX does, not as the tag's end", async () => {
    const lazy = "> The samples are online. You can\n> copy them.\n<a href=\"https://example.com\"><img loading=\"lazy\"\n> src={\"/icon.png\"} alt=\"Icon\"/> Open them</a>\n";
    const inQuote = "> Look: <img src=\"/icon.png\"\n> alt=\"Icon\" /> there.\n";
    for (const source of [lazy, inQuote]) {
      expect(fix(source).source).toBe(source);
      expect(kinds(source)).toEqual([]);
      await expectCompiles(source);
    }
    // Out of a block quote, a > opening a line (indented as code would be) still ends the tag.
    const unquoted = "Look: <img src=\"/icon.png\"\n    > there.\n";
    expect(kinds(unquoted)).toEqual(["void-tag"]);
    expect(fix(unquoted).source).toContain("/> there.");
  });

  it("reads a > opening a line as the end of a tag written over several lines, not as a block quote, out of a quote", async () => {
    // As generated API pages write their links: the tag's > on a line of its own, after an earlier one in the same paragraph.
    const source = "import Tabs from '@theme/Tabs';\n\n<div>\n  <Tabs\n    lazy={true}\n  ></Tabs>\n</div>\n<div>\n  <a\n    href={\n      \"https://example.com/terms\"\n    }\n  >\n    Our terms\n  </a>\n</div>\n";
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
    await expectCompiles(source);
  });

  it("reads a tag opening a line whose attributes have blank lines between them as one tag, as MDX does", async () => {
    const source = "<script type=\"application/ld+json\"\n  dangerouslySetInnerHTML={{ __html: JSON.stringify({ name: \"Guide\" }) }}\n\n\n></script>\n\n# Title\n\nText.\n";
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
    await expectCompiles(source);
    // In a paragraph, a blank line still ends the text a tag would need.
    expect(kinds("Text <b\n\n>bold</b> words.\n")).toContain("angle-bracket");
  });

  it("reads a line of many tags, each after a run of spaces, in linear time", () => {
    expectLinearTime((n) => `Text ${"<a  ".repeat(n / 10)}\n\n${" ".repeat(n)}<b\n\n\n>bold</b>\n`, fix, 25_000);
  });

  it("keeps an ESM block whole when imports and exports follow one another", () => {
    const source = "import A from 'a';\nimport B from 'b';\nexport const C = () => (\n<span>c</span>\n);\n\nText.";
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
  });

  it("keeps an export whole through a blank line inside its code, as MDX reads on while the code is unfinished", async () => {
    const source = [
      "export const Ratio = ({ ours, theirs }) => {",
      "  const times = Math.round((theirs / ours) * 10) / 10;",
      "",
      "return ( <span>",
      "{theirs} ms ({times}x slower)",
      "",
      "</span> ); };",
      "",
      "Load time: <Ratio ours={2} theirs={5} />, {1 + 1} and {'{'}.",
    ].join("\n");
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
    const { default: Content } = await evaluate(fix(source).source, { ...runtime });
    expect(renderToStaticMarkup(createElement(Content))).toBe("<p>Load time: <span>5 ms (2.5x slower)</span>, 2 and {.</p>");
    // A finished export still ends at the blank line: what follows is prose.
    const finished = "export const Unit = () => 'ms';\n\nLatency {1 + 1} <Unit />.";
    expect(fix(finished).source).toBe(finished);
  });

  it("escapes angle brackets that start no known tag", async () => {
    const source = "Use <your-key> and <placeholder>, <ALL_CAPS>, x <= 9, <1 and <\\_rxid>; a < b is fine.";
    const result = fix(source);
    expect(result.source).toBe("Use \\<your-key> and \\<placeholder>, \\<ALL_CAPS>, x \\<= 9, \\<1 and \\<\\_rxid>; a < b is fine.");
    expect(result.fixups.map((fixup) => fixup.kind)).toEqual(Array(6).fill("angle-bracket"));
    await expectCompiles(result.source);
  });


  it("keeps custom elements that close themselves or are closed, as MDX renders them", async () => {
    const source = "Before the fold.\n\n<fold-marker />\n\nA <star-meter level=\"3\"></star-meter> here, while <api-token> alone is a placeholder\nand <gauge-check unit=\"kPa\"/> is XML outside a code block.\n";
    const result = fix(source);
    expect(result.source).toBe(source.replace("<api-token>", "\\<api-token>").replace("<gauge-check", "\\<gauge-check"));
    expect(result.fixups.map((fixup) => fixup.kind)).toEqual(["angle-bracket", "angle-bracket"]);
    const { code } = await bundleMDX({ source: result.source });
    expect(code).toContain('"fold-marker"');
    expect(code).toContain('"star-meter"');
  });
  it("keeps an unknown element that closes itself with styling attributes only, as Docusaurus renders it (an empty element), not as text", async () => {
    const source = "<shelf class=\"left wide\" />\n\nBooks on the left.\n\n<shelf-end id=\"end\" style=\"color: red\" />\n\nA <shelf> alone, and <shelf-note size=\"2\"/> with data, stay text.\n";
    const result = fix(source);
    expect(result.source).not.toContain("\\<shelf class");
    expect(result.source).not.toContain("\\<shelf-end");
    expect(result.source).toContain("\\<shelf> alone");
    expect(result.source).toContain("\\<shelf-note");
    expect(result.fixups.filter((fixup) => fixup.kind === "angle-bracket").map((fixup) => fixup.line)).toEqual([7, 7]);
    const { code } = await bundleMDX({ source: result.source });
    expect(code).toContain('"shelf"');
    expect(code).toContain('"shelf-end"');
  });

  it("escapes braces that are not evaluable expressions", async () => {
    const source = [
      "import Thing from './thing';",
      "",
      "Template ${payload.Token}, a {placeholder}, JSON {\"a\": 1}, empty {}, unclosed { brace.",
      "Kept: {Thing.name} and {/* note */}.",
      "Kept, with object keys: {Thing.make({ message: 'hi', size: 2 })}.",
      "",
      "## Heading {#custom-id}",
      "## A heading with a long explicit id {#customizing-the-way-the-outline-is-generated}",
    ].join("\n");
    const result = fix(source);
    expect(result.source.split("\n").slice(2)).toEqual([
      "Template $\\{payload.Token}, a \\{placeholder}, JSON \\{\"a\": 1}, empty \\{}, unclosed \\{ brace.",
      "Kept: {Thing.name} and {/* note */}.",
      "Kept, with object keys: {Thing.make({ message: 'hi', size: 2 })}.",
      "",
      "## Heading \\{#custom-id}",
      "## A heading with a long explicit id \\{#customizing-the-way-the-outline-is-generated}",
    ]);
    // The heading id is Docusaurus syntax, read by remarkHeadingIds: escaped, but not reported.
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}`)).toEqual(["3:brace", "3:brace", "3:brace", "3:brace", "3:brace"]);
  });

  it("escapes braces in parentheses after a link text that hold no link destination, which MDX reads as text", async () => {
    // A Hugo shortcode left in a migrated page: spaces and a word after the destination make it no link.
    const source = "See [the old notes]({{< ref \"/notes/start.md#setup\" >}}), and [the new ones](./setup.md \"Setup\") or [these](<./a b.md>).\n";
    const result = fix(source);
    expect(result.source).toBe("See [the old notes](\\{\\{< ref \"/notes/start.md#setup\" >}}), and [the new ones](./setup.md \"Setup\") or [these](<./a b.md>).\n");
    expect(result.fixups.map((fixup) => fixup.kind)).toContain("brace");
    await expectCompiles(result.source);
    // A destination with balanced parentheses, and braces in a real one, stay as written.
    expect(fix("[wiki](https://example.com/a_(b)) and [q](/search?x={y})\n").source).toBe("[wiki](https://example.com/a_(b)) and [q](/search?x={y})\n");
  });

  it("ends inline code and braces with their table row, as MDX reads each row on its own", async () => {
    const source = [
      "| Option | Sample |",
      "| --- | --- |",
      "| size | a call left open: ``` setSize(3); |",
      "| colour | pick ``` paint(\"red\") ``` or ```paint(1)``` |",
      "| shape | one of {“round”, “flat”} | ```draw()``` |",
      "| ready | `flag = {on}` stays code |",
    ].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")[4]).toBe("| shape | one of \\{“round”, “flat”} | ```draw()``` |");
    expect(result.source.split("\n")[5]).toBe("| ready | `flag = {on}` stays code |");
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}`)).toEqual(["5:brace"]);
    await expectCompiles(result.source);
    // A long table of such rows, and a long delimiter row, are read in linear time.
    expectLinearTime((n) => "| a | b |\n| --- | --- |\n" + "| x ``` {y} | `z` |\n".repeat(n), fix, 200);
    expectLinearTime((n) => "| a |\n" + "|---".repeat(n) + "|x\n", fix, 2_000);
  });

  it("keeps expressions whose only unknown-looking names are arrow parameters, comments or require()", async () => {
    const source = [
      "<Tabs>",
      "  {require('!!raw-loader!./notes.txt')",
      "    .default",
      "    .split('\\n')",
      "    // drop the blank lines",
      "    .filter((line, index) => line.trim() && index < 40)",
      "    .map(entry => `* ${entry}`)",
      "    .join('\\n')}",
      "</Tabs>",
      "",
      "Still text: {unknownThing}.",
    ].join("\n");
    const result = fix(source);
    expect(result.source.split("\n").slice(0, 9)).toEqual(source.split("\n").slice(0, 9));
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}:${fixup.message.split(" is shown")[0]}`)).toEqual(["11:brace:{unknownThing}"]);
  });

  it("ends an expression where it parses, as MDX does: braces inside its strings and template literals do not count", async () => {
    const source = [
      "export const Listing = ({ before, kinds, children }) => <pre>{before}{kinds.map(children).join('')}</pre>;",
      "",
      "<Listing",
      "  before={'  jobs: {\\n'}",
      "  kinds={['Nightly', 'Weekly']}",
      ">",
      "  {(kind) => `\\",
      "    '${kind.toLowerCase()}': {",
      "      run: 'make ${kind}',",
      "    },`}",
      "</Listing>",
      "",
      "A lone brace in a string: {'{'} and <Listing before={\"}\"} kinds={[]} />.",
    ].join("\n");
    const result = fix(source);
    expect(result.fixups).toEqual([]);
    // Only the template literal's indentation is rewritten, so that MDX keeps it (see below).
    expect(result.source).toBe(source.replace("      run:", '${"      "}run:').replace("    },`}", '${"    "}},`}'));
    await expectCompiles(result.source);
  });

  it("still escapes braces that only look like code in prose with quotes: it's {name}'s turn", () => {
    expect(fix("It's {name}'s turn, {'{'} stays.").source).toBe("It's \\{name}'s turn, {'{'} stays.");
  });

  it("matches the braces of long runs of quotes and braces in linear time (quadratic before: 3.2 s for 20,000 \"{'\")", () => {
    for (const unit of ["{'", "<A b={'", "{`${", "{"]) expectLinearTime((n) => unit.repeat(n), fix, 1_250);
  });

  it("wraps MDX 1's {condition && <div>} … Markdown … </div>} in <ShownWhen>, keeping lines, nesting and code inside", async () => {
    const source = [
      "{props.beta && <section>",
      "",
      "  {props.admin && <div className=\"note\">",
      "",
      "Only admins of the beta read this.",
      "",
      "```js",
      "</div>}",
      "```",
      "",
      "  </div>}",
      "",
      "</section>}",
      "",
      "{props.unclosed && <div>",
      "",
      "Text.",
    ].join("\n");
    const result = preprocess(source, { components: ["ShownWhen"] });
    expect(result.source.split("\n")).toEqual([
      "<ShownWhen when={props.beta}><section>",
      "",
      "  <ShownWhen when={props.admin}><div className=\"note\">",
      "",
      "Only admins of the beta read this.",
      "",
      "```js",
      "</div>}",
      "```",
      "",
      "  </div></ShownWhen>",
      "",
      "</section></ShownWhen>",
      "",
      "\\{props.unclosed &&",
      "<div>",
      "",
      "Text.",
    ]);
    expect(result.fixups.filter((fixup) => fixup.kind === "conditional-markdown").map((fixup) => fixup.line)).toEqual([1, 3]);
    await expectCompiles(["export const ShownWhen = ({ children }) => children;", "", result.source.replace(/\\{props.unclosed &&\n<div>\n\nText./, "")].join("\n"));
  });

  it("reads a line of {condition && …} with 20,000 spaces in linear time", () => {
    expectLinearTime((n) => `{a${" ".repeat(n)}&&${" ".repeat(n)}<div>\n\nText.\n\n</div>}\n${"{&&".repeat(n)}\n`, fix, 5_000);
  });

  it("reads a `<` followed by a space as text, even before a tag name and a `>` (MDX does)", async () => {
    const source = "If a < b and b > c, then a < c.\n\n<b>Bold</b> stays a tag.";
    expect(fix(source)).toMatchObject({ source, fixups: [] });
    await expectCompiles(source);
  });

  it("reports a template's `{{ name }}` once, escaping both braces", async () => {
    const source = "In a workflow, ${{ secrets.API_KEY }} and {{ handlebars }} are text.";
    const result = fix(source);
    expect(result.source).toBe("In a workflow, $\\{\\{ secrets.API_KEY }} and \\{\\{ handlebars }} are text.");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual([
      '"{{" starts no JavaScript expression here, so it is shown as text: {{ secrets.API_KEY }} and {{ handlebars …',
      '"{{" starts no JavaScript expression here, so it is shown as text: {{ handlebars }} are text.',
    ]);
    await expectCompiles(result.source);
  });

  it("says that empty braces, an empty expression for MDX, show nothing in Docusaurus 3, where they are kept as text here", async () => {
    const source = "The error is caught in the rescue{} branch.";
    const result = fix(source);
    expect(result.source).toBe("The error is caught in the rescue\\{} branch.");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual([
      '"{}" is shown as text here, where MDX reads it as an empty expression and Docusaurus 3 shows nothing: {} branch.; write \\{\\} or put the code in backticks to show it there too',
    ]);
    await expectCompiles(result.source);
  });

  it("says which name is not defined when braces read like JavaScript, and how to keep them as text", async () => {
    const source = "import Thing from './thing';\n\nHello {name}, see ${payload.Token} and {Thing.size + extra * name}.";
    const result = fix(source);
    expect(result.source.split("\n")[2]).toBe("Hello \\{name}, see $\\{payload.Token} and \\{Thing.size + extra * name}.");
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}: ${fixup.message}`)).toEqual([
      '3:brace: {name} is shown as text: MDX reads braces as JavaScript, and "name" is not defined on this page (no import or export names it); write \\{name\\} if the braces are meant literally',
      '3:brace: {payload.Token} is shown as text: MDX reads braces as JavaScript, and "payload" is not defined on this page (no import or export names it); write \\{payload.Token\\} if the braces are meant literally',
      '3:brace: {Thing.size + extra * name} is shown as text: MDX reads braces as JavaScript, and "extra" and "name" are not defined on this page (no import or export names them); write \\{Thing.size + extra * name\\} if the braces are meant literally',
    ]);
  });

  it("keeps an expression whose template literal holds another in a substitution, reading only the substitutions' names", async () => {
    const source = "import Box from './box';\n\n<Box>{\n`run ${props.tool}${props.extra ? ` ${props.extra}` : ''} --fast`\n}</Box>\n\nAnd {`a ${missing ? `b` : ''}`} here.";
    const result = fix(source);
    expect(result.source.split("\n").slice(0, 6)).toEqual(source.split("\n").slice(0, 6));
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}: ${fixup.message}`)).toEqual([
      "7:brace: {`a ${missing ? `b` : ''}`} is shown as text: MDX reads braces as JavaScript, and \"missing\" is not defined on this page (no import or export names it); write \\{`a ${missing ? `b` : ''}`\\} if the braces are meant literally",
    ]);
    // A long expression of such templates is read in linear time.
    expectLinearTime((n) => `{[${"`a ${b ? `c` : ''}`, ".repeat(n)}]}`, fix, 1_000);
  });

  it("reads a run of braces that never close in linear time: the parser's reading of a text is bounded", () => {
    // Each `${` opens an expression the parser reads to the paragraph's end: quadratic, unbounded.
    const source = (n: number) => `Text {\`${"a ${\`".repeat(n)}\n\nMore text.\n`;
    expect(fix(source(50)).source).toContain("More text.");
    expectLinearTime(source, fix, 100);
  });

  it("warns about LaTeX braces around a bare number or name, which MDX evaluates away, and says how to keep them", async () => {
    const source = "import Thing from './thing';\n\nHalf is \\frac{n}{2}, a square x^{2},\nwater H_{2}O and \\sqrt{Thing}; but {2} alone, {Thing.size} and `x^{2}` are left alone.";
    const result = fix(source);
    expect(result.source).toBe(source.replace("frac{n}", "frac\\{n}"));
    expect(result.fixups.filter((fixup) => fixup.kind === "latex-braces").map((fixup) => `${fixup.line}: ${fixup.message}`)).toEqual([
      '3: "\\frac{n}{2}" looks like LaTeX, but MDX reads {2} as JavaScript and shows "2", without the braces: write \\{2\\} to keep the braces, or put the math in inline code (`\\frac{n}{2}`)',
      '3: "x^{2}" looks like LaTeX, but MDX reads {2} as JavaScript and shows "2", without the braces: write \\{2\\} to keep the braces, or put the math in inline code (`x^{2}`)',
      '4: "H_{2}O" looks like LaTeX, but MDX reads {2} as JavaScript and shows "2", without the braces: write \\{2\\} to keep the braces, or put the math in inline code (`H_{2}O`)',
      '4: "\\sqrt{Thing}" looks like LaTeX, but MDX reads {Thing} as JavaScript and shows the value of Thing, without the braces: write \\{Thing\\} to keep the braces, or put the math in inline code (`\\sqrt{Thing}`)',
    ]);
    // A regular expression's count written in prose is named as one.
    expect(fix("Match a year with \\d{4} here.").fixups.map((fixup) => fixup.message)).toEqual([
      '"\\d{4}" looks like a regular expression, but MDX reads {4} as JavaScript and shows "4", without the braces: write \\{4\\} to keep the braces, or put the expression in inline code (`\\d{4}`)',
    ]);
    // A long line of them is read in linear time.
    expectLinearTime((n) => "x^{2}".repeat(n), fix, 1_000);
    // Written as the warning says, the braces are kept and nothing is reported.
    const escaped = "Half is \\frac\\{n\\}\\{2\\}, a square `x^{2}`.";
    expect(fix(escaped)).toMatchObject({ source: escaped, fixups: [] });
    await expectCompiles(escaped);
  });

  it("warns about a quoted string in braces glued to a word, which MDX shows without its braces and quotes", async () => {
    const source = "Save it with _var{\"2024\"} as year, or call lookup{'north wind'}.\n\nEscapes stay quiet: a{'{'}b, x {\"word\"} and {' '}.";
    const result = fix(source);
    expect(result.source).toBe(source);
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}: ${fixup.message}`)).toEqual([
      '1:quoted-braces: "_var{\"2024\"}" shows as "_var2024": MDX reads {"2024"} as a JavaScript string and drops its braces and quotes; write \\{ and \\} to keep them, or put the code in inline code (`_var{"2024"}`)',
      "1:quoted-braces: \"lookup{'north wind'}\" shows as \"lookupnorth wind\": MDX reads {'north wind'} as a JavaScript string and drops its braces and quotes; write \\{ and \\} to keep them, or put the code in inline code (`lookup{'north wind'}`)",
    ]);
    await expectCompiles(result.source);
    // A line of nothing but such strings, glued together, is read in linear time.
    expectLinearTime((n) => "x{'w'}".repeat(n), fix, 1_000);
  });

  it("closes void elements and reads a stray </br> as <br />", async () => {
    const source = "Line<br>next <img src=\"/a.png\" alt=\"a\"> and</br>end, <br></br> paired.";
    const result = fix(source);
    expect(result.source).toBe("Line<br />next <img src=\"/a.png\" alt=\"a\" /> and<br />end, <br></br> paired.");
    expect(kinds(source)).toEqual(["void-tag", "void-tag", "void-tag"]);
    await expectCompiles(result.source);
  });

  it("closes an opening tag whose line ends without its '>' when the next line starts a tag and its closing tag follows", async () => {
    const source = [
      "A paragraph.",
      "",
      "<details",
      "  <summary>Folded part</summary>",
      "",
      "  Text inside the fold.",
      "",
      "</details>",
    ].join("\n");
    const result = fix(source);
    expect(result.source).toBe(source.replace("<details\n", "<details>\n"));
    expect(result.fixups).toEqual([
      { line: 3, kind: "unterminated-tag", message: "<details has no \">\" before the next line's tag; it is closed at the end of its line" },
    ]);
    await expectCompiles(result.source);
    // Without a closing tag later, the "<" is text as before: "<b" opening a bold nothing closes would break the page.
    const unpaired = "Compare x <b\n<i>slanted</i> words.";
    expect(fix(unpaired)).toMatchObject({ source: "Compare x \\<b\n<i>slanted</i> words.", fixups: [{ kind: "angle-bracket" }] });
    await expectCompiles(fix(unpaired).source);
  });

  it("reads an unterminated tag followed by 20,000 spaces in linear time", () => {
    const source = (n: number) => "<details" + " ".repeat(n) + "\n<summary>S</summary>" + " ".repeat(n) + "\n\n</details>";
    expect(kinds(source(20_000))).toContain("unterminated-tag");
    expectLinearTime(source, fix, 10_000);
  });

  it("gives HTML attributes their React spelling on HTML elements only", async () => {
    const source = "<span class=\"x\" style=\"color: red; font-size: 2em\">a</span> <td rowspan=2 colspan=\"3\">b</td> <Tabs class=\"kept\" />";
    const result = fix(source);
    expect(result.source).toBe("<span className=\"x\" style={{color: \"red\", fontSize: \"2em\"}}>a</span> <td rowSpan=\"2\" colSpan=\"3\">b</td> <Tabs class=\"kept\" />");
    expect(result.fixups.map((fixup) => fixup.message)).toEqual([
      "<span>: class -> className, style string -> style object",
      "<td>: quoted rowSpan value, colspan -> colSpan",
    ]);
    await expectCompiles(result.source.replace("<Tabs class=\"kept\" />", ""));
  });

  it("writes autolinks as Markdown links", async () => {
    const source = "See <https://example.com/a?b=1> or <docs@example.com>.";
    const result = fix(source);
    expect(result.source).toBe("See [https://example.com/a?b=1](https://example.com/a?b=1) or [docs@example.com](mailto:docs@example.com).");
    expect(kinds(source)).toEqual(["autolink", "autolink"]);
    await expectCompiles(result.source);
  });

  it("writes an autolink of any scheme followed by // as a Markdown link, as MDX 1 read it; a scheme alone stays text", async () => {
    const source = "Open <chrome://tracing> or <vscode://file/a.txt>, not <host:8080>.";
    const result = fix(source);
    expect(result.source).toBe("Open [chrome://tracing](chrome://tracing) or [vscode://file/a.txt](vscode://file/a.txt), not \\<host:8080>.");
    expect(kinds(source)).toEqual(["autolink", "autolink", "angle-bracket"]);
    await expectCompiles(result.source);
  });

  it("writes an autolink's address as text that reads as no emphasis, code or expression", async () => {
    const result = fix("Open <https://example.com/{id}/a_b_/*x*/(y>.");
    expect(result.source).toBe("Open [https://example.com/\\{id\\}/a\\_b\\_/\\*x\\*/(y](https://example.com/{id}/a_b_/*x*/\\(y).");
    await expectCompiles(result.source);
  });

  it("puts HTML tags closed outside their paragraph on lines of their own", async () => {
    const source = [
      "<table>",
      "  <tr>",
      "    <td><b>Column</b>",
      "    </td>",
      "  </tr>",
      "</table>",
      "",
      "<details><summary>More</summary>",
      "",
      "Body.",
      "",
      "</details>",
      "",
      "- <details><summary>In a list</summary>",
      "",
      "  Item body.",
      "  </details>",
    ].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")).toEqual([
      "<table>",
      "  <tr>",
      "    <td>",
      "    <b>Column</b>",
      "    </td>",
      "  </tr>",
      "</table>",
      "",
      "<details>",
      "<summary>More</summary>",
      "",
      "Body.",
      "",
      "</details>",
      "",
      "- <details>",
      "  <summary>In a list</summary>",
      "",
      "  Item body.",
      "  </details>",
    ]);
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}`)).toEqual(["3:html-block", "8:html-block", "14:html-block"]);
    // Every output line knows the file line it came from, so later errors point at the source.
    expect(result.lineOrigins).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 9, 10, 11, 12, 13, 14, 14, 15, 16, 17]);
    await expectCompiles(result.source);
  });

  it("rewrites Docusaurus admonition titles without reporting them", () => {
    expect(fix(":::note My [title]\nBody\n:::")).toMatchObject({ source: ":::note[My \\[title\\]]\nBody\n:::", fixups: [] });
    expect(fix(":::success Done\nBody\n:::")).toMatchObject({ source: ":::success[Done]\nBody\n:::", fixups: [] });
    // An admonition holding another is fenced with more colons.
    expect(fix("::::tip Outer\n:::info Inner\nx\n:::\n::::").source).toBe("::::tip[Outer]\n:::info[Inner]\nx\n:::\n::::");
  });

  it("finds admonition closings joined to a line of text in linear time, on many openings and on long runs of spaces", () => {
    expect(fix(":::tip Key Hang it\nup. :::\n\nNext.").source).toBe(":::tip[Key Hang it]\nup.\n:::\nNext.");
    expectLinearTime((n) => ":::tip a\n".repeat(n) + "b :::\n", fix, 2_000);
    expectLinearTime((n) => `:::tip\na${" ".repeat(n)}b${" ".repeat(n)}::\n`, fix, 25_000);
  });

  it("keeps an admonition's {#id .class} attributes for remark-directive, and still escapes such braces in prose", () => {
    const source = ":::info[Read this]{.wide #first-box}\nBody\n:::\n\n:::tip{#second-box}\nx\n:::\n\nPlain {.wide} text and :::tip {#x} mid-line.";
    const result = fix(source);
    expect(result.source.split("\n").slice(0, 7).join("\n")).toBe(source.split("\n").slice(0, 7).join("\n"));
    expect(result.source.split("\n")[8]).toBe("Plain \\{.wide} text and :::tip \\{#x} mid-line.");
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}`)).toEqual(["9:brace", "9:brace"]);
  });

  it("reports admonitions of a type that is not ours at their line, keeping their title", () => {
    const result = fix("Intro.\n\n:::question Why [not]?\nBody\n:::\n\n:::note\nx\n:::\n\n:::hint[Hint]\ny\n:::");
    expect(result.source.split("\n")[2]).toBe(":::question[Why \\[not\\]?]");
    expect(result.fixups.map((fixup) => `${fixup.line}:${fixup.kind}`)).toEqual(["3:unknown-admonition", "11:unknown-admonition"]);
    expect(result.fixups[0].message).toBe('":::question" is not an admonition type (note, tip, info, caution, warning, danger, important, success, secondary); it is shown as a note');
  });

  it("reads mdx-code-block fences as MDX, keeping every line's number; other fences stay code", () => {
    const source = ["```mdx-code-block", "import Tabs from '@theme/Tabs';", "", "<Tabs />", "```", "", "````md", "```mdx-code-block", "kept", "```", "````"].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")).toEqual(["", "import Tabs from '@theme/Tabs';", "", "<Tabs />", "", "", "````md", "```mdx-code-block", "kept", "```", "````"]);
    expect(result.lineOrigins).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe("preprocess: declarations in an import/export block, as MDX 1 ran them", () => {
  it("are exported, so MDX 3 takes them, with one warning at the first, and the page uses them", async () => {
    const source = [
      "import { Fragment } from 'react';",
      "const fruits = ['fig', 'plum'];",
      "let basket = 'wicker';",
      "function listed() {",
      "  return fruits.join(' and ');",
      "}",
      "",
      "In the {basket} basket: {listed()}.",
      "",
    ].join("\n");
    const result = fix(source);
    expect(result.source.split("\n").slice(0, 4)).toEqual([
      "import { Fragment } from 'react';",
      "export const fruits = ['fig', 'plum'];",
      "export let basket = 'wicker';",
      "export function listed() {",
    ]);
    expect(result.fixups).toEqual([expect.objectContaining({ line: 2, kind: "esm-statement", message: expect.stringContaining('"const fruits", "let basket" and "function listed" are code') })]);
    const { default: Page } = await evaluate(result.source, { ...runtime, baseUrl: import.meta.url });
    expect(renderToStaticMarkup(createElement(Page))).toBe("<p>In the wicker basket: fig and plum.</p>");
  });

  it("are exported under an export too, two on one line each, and code that does not parse is left to MDX", () => {
    expect(fix("export const a = 1;\nconst b = 2; const c = 3;\n\nText.").source).toBe("export const a = 1;\nexport const b = 2; export const c = 3;\n\nText.");
    expect(kinds("import X from 'y';\nconst = broken\n\nText.")).not.toContain("esm-statement");
    expect(fix("import X from 'y';\nconstant words under it.\n").source).toBe("import X from 'y';\n\nconstant words under it.\n");
  });
});

describe("preprocess: link reference definitions", () => {
  it("leaves the `[//]: # (note)` idiom alone, tags and braces in its note included, also indented in a component", async () => {
    const source = [
      "Intro.",
      "",
      "[//]: # (</Widget> and {draft} stay out of the page)",
      "",
      "<Tabs>",
      "  <TabItem value=\"a\">",
      "    ```java",
      "    List<Item> items;",
      "    ```",
      "",
      "    [//]: # (</Item> closes nothing: it is a note)",
      "  </TabItem>",
      "</Tabs>",
      "",
      "[site]: https://example.com/docs 'The <b> site'",
      "[other]: </a/b> (more)",
      "",
      "Read [the site][site].",
    ].join("\n");
    const result = fix(source);
    expect(result.source).toBe(source);
    expect(result.fixups).toEqual([]);
    await expectCompiles(result.source);
  });

  it("still reads a definition-shaped line inside a paragraph as the paragraph's text", () => {
    const result = fix("Some text\n[//]: # (</Item> here)\n");
    expect(result.fixups.map((fixup) => fixup.kind)).toContain("angle-bracket");
  });

  it("scans long definition lines in linear time", () => {
    expectLinearTime((n) => `[a]: x${" ".repeat(n)}y\n`, fix, 50_000);
    expectLinearTime((n) => `[${"[".repeat(n)}\n`, fix, 50_000);
    expectLinearTime((n) => "[b]: c\n".repeat(n / 10), fix, 50_000);
  });
});

describe("preprocess: a very long page", () => {
  it("keeps every line's origin for 200,000 lines of prose and code (push(...) of them ran out of stack)", () => {
    const prose = "A paragraph of text.\n\n".repeat(100_000);
    const code = "```js\n" + "call();\n".repeat(100_000) + "```\n";
    const { source, lineOrigins } = preprocess(`${prose}${code}`);
    expect(source.split("\n")).toHaveLength(300_003);
    expect(lineOrigins).toHaveLength(300_003);
    expect(lineOrigins.at(-2)).toBe(300_002);
  });
});

describe("a template literal in markup whose further lines are indented", () => {
  it("keeps their indentation, as MDX 1 did (MDX 2 took it for Markdown indentation and dropped it)", async () => {
    const source = ["<pre>", "{`fruits:", "  - plum", "    ripe: ${'yes'} // not a comment", "`}", "</pre>", ""].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")).toEqual(["<pre>", "{`fruits:", '${"  "}- plum', "${\"    \"}ripe: ${'yes'} // not a comment", "`}", "</pre>", ""]);
    const { default: Content } = await evaluate(result.source, { ...runtime });
    expect(renderToStaticMarkup(createElement(Content))).toContain("fruits:\n  - plum\n    ripe: yes // not a comment\n");
  });

  it("reads code around it in linear time", () => {
    expectLinearTime((n) => `<pre>{\`a${"\n  b".repeat(n)}\`}</pre>\n`, fix, 2_000);
  });
});

describe("a template literal opened in a line of text whose further lines start blocks", () => {
  it("stays one expression, its lines shown as written (an unknown component's code attribute, shown as text)", async () => {
    const source = ["<Sandbox", '  lang="json"', "  code={`", "{", "  rows: [", "# not a heading", "- not an item", "  ],", "}", "  `}", "/>", "", "After.", ""].join("\n");
    const result = fix(source);
    expect(result.fixups.map((fixup) => fixup.kind)).toEqual(["angle-bracket"]);
    await expectCompiles(result.source);
    const { default: Content } = await evaluate(result.source, { ...runtime });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain("{\n  rows: [\n# not a heading\n- not an item\n  ],\n}");
    expect(html).toContain("<p>After.</p>");
  });
});

describe("an expression block whose template literal holds blank lines", () => {
  it("is one expression, as MDX reads a `{` opening a line up to its closing brace", async () => {
    const source = ["<style>", "{`", ".card {", "  color: teal;", "}", "", ".card p {", "  margin: 0;", "}", "`}", "</style>", ""].join("\n");
    const result = fix(source);
    expect(result.fixups).toEqual([]);
    const { default: Content } = await evaluate(result.source, { ...runtime });
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain(".card p {");
    expect(html).not.toContain("<p>");
  });

  it("runs on past blank lines as a tag's attribute, the tag opening its line, JSX in it and all", async () => {
    const source = ["<Step aside={", "<>", "<Tip>Water first.</Tip>", "", "<Tip>Then sow.</Tip>", "</>", "}>", "", "## Sow the seeds", "", "</Step>", ""].join("\n");
    const result = preprocess(source, { components: ["Step", "Tip"] });
    expect(result.fixups).toEqual([]);
    expect(result.source).toBe(source);
    await expectCompiles(source);
  });

  it("ends with its paragraph when it opens inside a line of text", () => {
    expect(kinds(["Totals {`a", "", "b`} here", ""].join("\n"))).toContain("brace");
  });
});

describe("markup in a list item that goes on over lines written further left", () => {
  const LIST = [
    "- <span style={{",
    "    color: \"olive\",",
    "fontWeight: \"bold\"",
    "}}>Ripe</span>: picked today.",
    "  1. {[\"pear\",",
    "\"fig\"].join(\" and \")} in a nested item",
    "- <b>Plain</b> one line",
  ].join("\n");

  it("is indented to the item's text, with a notice, and compiles (MDX 1 read it whole)", async () => {
    const result = fix(LIST);
    expect(result.source.split("\n")).toEqual([
      "- <span style={{",
      "    color: \"olive\",",
      "  fontWeight: \"bold\"",
      "  }}>Ripe</span>: picked today.",
      "  1. {[\"pear\",",
      "     \"fig\"].join(\" and \")} in a nested item",
      "- <b>Plain</b> one line",
    ]);
    expect(result.fixups.map(({ line, kind }) => `${line} ${kind}`)).toEqual(["1 lazy-line", "5 lazy-line"]);
    await expectCompiles(result.source);
  });

  it("is indented too when it starts a line of its own below the item's text (MDX 1 read it whole)", async () => {
    const source = ["1. **Plums**: ripe in August.", "  <img", "    src=\"/plum.png\"", "  />", "2. Pears", "", "<span", "title=\"After\">a blank line</span>"].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")).toEqual(["1. **Plums**: ripe in August.", "  <img", "    src=\"/plum.png\"", "   />", "2. Pears", "", "<span", "title=\"After\">a blank line</span>"]);
    expect(result.fixups.map(({ line, kind }) => `${line} ${kind}`)).toEqual(["2 lazy-line"]);
    await expectCompiles(result.source);
  });

  it("is left as written when the lines above only look like an item inside markup (a list in a template literal)", () => {
    const source = ["<pre>", "{`fruits:", "- plum", "- fig`}", "</pre>", "<pre>", "{`veg:", "- leek`}", "</pre>", ""].join("\n");
    expect(fix(source).source).toBe(source);
  });

  it("finds the item of many such tags under one item in linear time", () => {
    expectLinearTime((n) => `1. Plums\n${"  <b\ntitle=\"x\">ripe</b>\n".repeat(n)}`, fix, 400);
  });

  it("is left as written outside a list", () => {
    const source = "<span style={{\ncolor: \"olive\"\n}}>Ripe</span>\n";
    expect(fix(source).source).toBe(source);
  });
});

describe("preprocess: scripts written in a page", () => {
  it("leaves out a <script> element, whatever it holds, and says why at its line", async () => {
    const source = "Our widget:\n\n<script async src=\"https://widgets.example.org/w.js\"></script>\n\n<script>\n  window.count = {n: 1} < 2;\n</script>\n\nAfter.";
    const result = fix(source);
    expect(result.source).not.toContain("script");
    expect(result.source.split("\n").length).toBe(source.split("\n").length);
    expect(result.fixups).toEqual([
      expect.objectContaining({ line: 3, kind: "script-tag", message: expect.stringMatching(/^<script async src=.* left out: this site runs no script written in a page/) }),
      expect.objectContaining({ line: 5, kind: "script-tag" }),
    ]);
    await expectCompiles(result.source);
  });

  it("keeps a <script> written as code", () => {
    const source = "Use `<script src=\"a.js\"></script>` in a page.\n\n```html\n<script src=\"b.js\"></script>\n```";
    const result = fix(source);
    expect(result.source).toBe(source);
    expect(kinds(source)).toEqual([]);
  });

  it("keeps a data block such as JSON-LD, which runs nothing", () => {
    const source = "<script type=\"application/ld+json\">{`{\"name\": \"Guide\"}`}</script>\n\nText.";
    expect(fix(source).source).toBe(source);
    expect(kinds(source)).toEqual([]);
  });

  it("warns at markup set with dangerouslySetInnerHTML that holds a <script>, keeping the markup", () => {
    const source = "<div dangerouslySetInnerHTML={{__html: '<a href=\"https://example.org\">Feed</a><script src=\"https://example.org/f.js\"></script>'}} />\n\n<div dangerouslySetInnerHTML={{__html: '<b>plain</b>'}} />";
    const result = fix(source);
    expect(result.source).toContain("Feed</a><script");
    expect(result.fixups).toEqual([expect.objectContaining({ line: 1, kind: "script-tag", message: expect.stringContaining("<div dangerouslySetInnerHTML> holds a <script>") })]);
  });
});

describe("preprocess: a table whose header and delimiter rows differ in cells", () => {
  it("is reported at its header row, as GFM (and Docusaurus) reads no table there", () => {
    const source = [
      "Pick a blend:",
      "",
      "| Blend | Notes |",
      "| ----- | ----- | ----- |",
      "| Dusk  | smoky | `a \\| b` |",
      "",
      "| Leaf | Steep |",
      "| ---- | ----- |",
      "| Sen  | `2 | 3` min |",
      "",
      "```md",
      "| one |",
      "| --- | --- |",
      "```",
    ].join("\n");
    const shapes = fix(source).fixups.filter((fixup) => fixup.kind === "table-shape");
    expect(shapes).toEqual([
      { line: 3, kind: "table-shape", message: "this table's header row has 2 cells and the delimiter row under it 3: Markdown reads no table there (in Docusaurus too), and its rows show as a paragraph of text; give both rows the same number of cells" },
    ]);
    expect(preprocess("| a | b |\n|---|\n", { format: "md" }).fixups).toEqual([expect.objectContaining({ line: 1, kind: "table-shape", message: expect.stringContaining("header row has 2 cells and the delimiter row under it 1") })]);
  });
});

describe("a fenced code block in a list item whose lines are written left of its fence", () => {
  const SOURCE = [
    "- Plant the seeds:",
    "",
    "  ```bash",
    "sow --row=3 \\",
    "--depth=<depth in cm>",
    "  ```",
    "",
    "- Water them.",
    "",
    "Harvest in <b>June</b>.",
  ].join("\n");

  it("has them indented to its fence, with a notice, and compiles with them in the block (MDX 1 kept them there)", async () => {
    const result = fix(SOURCE);
    expect(result.source.split("\n").slice(2, 6)).toEqual(["  ```bash", "  sow --row=3 \\", "  --depth=<depth in cm>", "  ```"]);
    expect(result.fixups.map(({ line, kind }) => `${line} ${kind}`)).toEqual(["4 lazy-line"]);
    const { code } = await bundleMDX({ source: result.source });
    const html = renderToStaticMarkup(createElement(getMDXComponent(code)));
    expect(html.replace(/>\n</g, "><")).toContain("<li><p>Plant the seeds:</p><pre><code class=\"language-bash\">sow --row=3 \\\n--depth=&lt;depth in cm&gt;\n</code></pre></li>");
  });

  it("is left as written when every line is as far right as its fence", () => {
    const source = ["1. Run:", "   ```", "   grow", "     --fast", "   ```"].join("\n");
    expect(fix(source).source).toBe(source);
    expect(fix(source).fixups).toEqual([]);
  });
});

describe("text after a tag that is put on a line of its own", () => {
  it("has a mark that would open a block there escaped, so it stays text and no empty quote or heading appears", async () => {
    const source = ["<figure>", "<img src=\"/pear.png\" />", "</figure>>", "", "<div>", "Ripe", "</div># not a heading", "", "<span>", "Late</span>2. not an item"].join("\n");
    const result = fix(source);
    expect(result.source.split("\n")).toEqual(["<figure>", "<img src=\"/pear.png\" />", "</figure>", "\\>", "", "<div>", "Ripe", "</div>", "\\# not a heading", "", "<span>", "Late", "</span>", "2\\. not an item"]);
    const { code } = await bundleMDX({ source: result.source });
    const html = renderToStaticMarkup(createElement(getMDXComponent(code)));
    expect(html).not.toContain("<blockquote");
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<ol");
    expect(html).toContain("&gt;");
  });
});
