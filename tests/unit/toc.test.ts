import { describe, expect, it } from "vitest";
import { extractToc } from "../../app/content/toc";

describe("the outline of a page", () => {
  it("keeps a heading's inline code as code, in runs, and its plain text beside them", () => {
    const html =
      '<h2 id="the-retries-option"> The <code>retries</code> option <a class="hash-link" href="#the-retries-option">#</a></h2>' +
      '<h3 id="x"><code>a &lt; b</code></h3><h2 id="plain">Plain &amp; simple</h2>';
    expect(extractToc(html)).toEqual([
      {
        id: "the-retries-option",
        level: 2,
        text: "The retries option",
        runs: [
          { text: "The ", code: false },
          { text: "retries", code: true },
          { text: " option", code: false },
        ],
      },
      { id: "x", level: 3, text: "a < b", runs: [{ text: "a < b", code: true }] },
      { id: "plain", level: 2, text: "Plain & simple" },
    ]);
  });

  it("leaves out the footnotes' heading", () => {
    expect(extractToc('<h2 id="footnote-label" class="sr-only">Footnotes</h2>')).toEqual([]);
  });
});
