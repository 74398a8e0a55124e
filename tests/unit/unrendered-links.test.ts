import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { unrenderedLinksOf } from "~/content/rendered-html";
import { makeContentDir, page } from "./helpers";

// Markdown that was meant as a link but that CommonMark (and MDX, in Docusaurus) does not read as one
// shows its brackets and parentheses as text, silently in Docusaurus too.
describe("unrenderedLinksOf", () => {
  it("finds link syntax left as text in the prose, not in code", () => {
    const html = [
      "<p>Read [the notes](#notes] first, then [the guide](./guide one.md).</p>",
      "<p>An interval [0, 10) and a list [a, b] are not links.</p>",
      "<pre><code>[kept](in code</code></pre><p><code>[inline](code</code></p>",
      '<p><a href="/ok">a real link</a> and [an open one](/path</p>',
    ].join("\n");
    expect(unrenderedLinksOf(html)).toEqual(["[the notes](#notes]", "[the guide](./guide one.md)", "[an open one](/path"]);
  });

  it("does not join the text of neighbouring cells or blocks into link syntax", () => {
    const html = "<table><tbody><tr><td>[optional]</td><td>(none)</td></tr></tbody></table><p>[a note]</p><p>(aside)</p>";
    expect(unrenderedLinksOf(html)).toEqual([]);
  });

  it("finds references whose label no definition gives, not an index written after a name", () => {
    const html = "<p>See [the table][tables] and [the index][] in grid[row][column].</p>";
    expect(unrenderedLinksOf(html)).toEqual(["[the table][tables]", "[the index][]"]);
  });

  it("finds a reference labelled by inline code as written, but no brackets inside code", () => {
    const html = "<p>Call [<code>kettle.boil()</code>][boil] on <code>shelf[2][1]</code> or <code>pots</code>.</p>";
    expect(unrenderedLinksOf(html)).toEqual(["[`kettle.boil()`][boil]"]);
  });
});

describe("checkContent on links written in Markdown that did not become links", () => {
  it("warns at their line, saying why, and leaves links written escaped, as text on purpose, alone", async () => {
    const body = [
      "See [the basket](#basket] for more.",
      "",
      "Fill [the crate](./crate list.md) now.",
      "",
      "To write a link, type \\[label\\](address).",
      "",
      "Weigh [the apples][scales] and [the pears][].",
      "",
      "## Basket",
    ].join("\n");
    const report = await checkContent(makeContentDir({ "docs/produce.md": page("Produce", body) }));
    expect(report.problems.filter((problem) => problem.kind === "unrendered-link").map(formatProblem)).toEqual([
      'docs/produce.md:5: warning [unrendered-link] "[the basket](#basket]" shows as text, not as a link: no ")" closes its address (Docusaurus shows it as text too)',
      'docs/produce.md:7: warning [unrendered-link] "[the crate](./crate list.md)" shows as text, not as a link: its address holds a space, which a Markdown link\'s address cannot (write %20, or put the address in <...>) (Docusaurus shows it as text too)',
      'docs/produce.md:11: warning [unrendered-link] "[the apples][scales]" shows as text, not as a link: no definition "[scales]: address" on the page gives its address (Docusaurus shows it as text too)',
      'docs/produce.md:11: warning [unrendered-link] "[the pears][]" shows as text, not as a link: no definition "[the pears]: address" on the page gives its address (Docusaurus shows it as text too)',
    ]);
  });
});
