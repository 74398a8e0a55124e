import { describe, expect, it } from "vitest";
import { openingParagraphOf } from "~/content/excerpt";
import { loadSite } from "~/content/site.server";
import { searchSite } from "~/content/search.server";
import { expectLinearTime, makeContentDir, page } from "./helpers";

describe("openingParagraphOf", () => {
  it("is the first paragraph's text, its lines joined and its Markdown and tags dropped", () => {
    const body = "# Harbour guide\n\nBoats **moor** at the [north quay](quay.md)\nwhen the `tide` is high.\n\nA second paragraph.\n";
    expect(openingParagraphOf(body)).toBe("Boats moor at the north quay when the tide is high.");
  });

  it("reads a link or code span that wraps onto the next line as its text, not as Markdown", () => {
    const body = "# Ferries\n\nTimes are posted on the [harbour\nboard](https://example.com/board) beside the `ticket\nkiosk`.\n";
    expect(openingParagraphOf(body)).toBe("Times are posted on the harbour board beside the ticket kiosk.");
  });

  it("passes over an HTML table to its closing tag, though its cells hold blank lines", () => {
    const body = ["# Oar interface", "", "## Fields", "", "<table><thead><tr><th>", "", "Field", "", "</th></tr></thead>", "<tbody><tr><td>", "", "length", "", "</td></tr>", "</tbody></table>", "", "Oars are measured dry."].join("\n");
    expect(openingParagraphOf(body)).toBe("Oars are measured dry.");
    expect(openingParagraphOf("<table><tr><td>\n\nOnly a cell\n\n</td></tr></table>\n")).toBeUndefined();
  });

  it("passes over imports, comments, code, headings, lists, tables, tags and blocks that open with an expression", () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      "export const tide = 'high';",
      "",
      "<!-- written by the",
      "harbour office -->",
      "",
      "```sh",
      "moor --quay north",
      "```",
      "",
      "Harbour guide",
      "=============",
      "",
      "## Before you sail",
      "- a list item",
      "",
      "| a | b |",
      "|---|---|",
      "",
      "<img",
      "  src={useBaseUrl('/img/quay.png')}",
      "/>",
      "",
      "{/* a note to writers */}",
      "",
      ":::tip",
      "Check the tide table first.",
      ":::",
    ].join("\n");
    expect(openingParagraphOf(body)).toBe("Check the tide table first.");
  });

  it("reads the text inside markup without its tags, as Docusaurus does: a first tab's words, not a later paragraph's", () => {
    const body = [
      "# Rowing",
      "",
      "<Tabs>",
      '  <TabItem value="lake" label="On a lake" default>',
      "    Pick the oars that suit still water:",
      "",
      '    <div style={{ marginTop: "1rem" }}>',
      "      Lake oars are shorter.",
      "    </div>",
      "  </TabItem>",
      "</Tabs>",
      "",
      "A paragraph after the tabs.",
    ].join("\n");
    expect(openingParagraphOf(body)).toBe("Pick the oars that suit still water:");
    expect(openingParagraphOf('<h3 style={{ margin: 0 }}>Quay hours</h3>\n\nOpen daily.')).toBe("Quay hours");
    // A tag written over several lines, and a <head> block of metadata, are passed over.
    expect(openingParagraphOf('<img\n  alt="quay"\n  onLoad={() => ready()}\n/>\n\nMoor at the quay.')).toBe("Moor at the quay.");
    expect(openingParagraphOf("<head>\n  <title>Quay | Harbour</title>\n</head>\n\nMoor at the quay.")).toBe("Moor at the quay.");
  });

  it("is undefined for a page of no prose", () => {
    expect(openingParagraphOf("## Only a heading\n\n- and\n- a list\n")).toBeUndefined();
    expect(openingParagraphOf("")).toBeUndefined();
  });

  it("is cut after the last sentence that fits in 300 characters, or at a word with an ellipsis", () => {
    const sentence = "The ferry leaves from the north quay every hour on the hour. ";
    const cut = openingParagraphOf(sentence.repeat(10))!;
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith("on the hour.")).toBe(true);
    const words = openingParagraphOf("word ".repeat(100))!;
    expect(words.length).toBeLessThanOrEqual(301);
    expect(words.endsWith("word…")).toBe(true);
  });

  it("scans in linear time", () => {
    expectLinearTime((n) => "<!--\n".repeat(n), openingParagraphOf, 20_000);
    expectLinearTime((n) => "```\n".repeat(n), openingParagraphOf, 20_000);
  });
});

describe("a page's description", () => {
  const site = loadSite(makeContentDir({
    "docs/quay.md": page("Quay", "## Mooring\n\nBoats tie up at the quay."),
    "docs/ferry.md": page("Ferry", "The ferry runs hourly.", "description: Crossings to the island.\n"),
  }));

  it("is the frontmatter's, else the opening paragraph's text, so marked", () => {
    expect(site.pages.get("ferry")).toMatchObject({ description: "Crossings to the island." });
    expect(site.pages.get("ferry")?.descriptionFromText).toBeUndefined();
    expect(site.pages.get("quay")).toMatchObject({ description: "Boats tie up at the quay.", descriptionFromText: true });
  });

  it("is empty when the frontmatter writes an empty one, as Docusaurus keeps `description: ''` and gives the page no description tag", () => {
    const blank = loadSite(makeContentDir({
      "docs/jetty.md": page("Jetty", "The jetty is closed in winter.", "description: ''\n"),
    }));
    expect(blank.pages.get("jetty")?.description).toBe("");
    expect(blank.pages.get("jetty")?.descriptionFromText).toBeUndefined();
  });

  it("stands in for an empty intro in search only when the frontmatter wrote it: one from the text is a section's words already", () => {
    expect(searchSite(site, "tie up")[0]).toMatchObject({ id: "quay", heading: "Mooring" });
  });
});
