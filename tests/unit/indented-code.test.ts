import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir } from "./helpers";

// Klaw's docs, written for Docusaurus 2 and converted from reStructuredText, indent commands and
// properties four spaces: MDX 3 shows them as text, a `# comment` line as a heading, and nothing said so.
describe("indented code blocks, which MDX 3 does not have", () => {
  const page = [
    "---", "title: Moorings", "---", "", // 1-4
    "Start the harbour:", "", // 5-6
    "    harbour start --berths 4", "", // 7-8
    "1. Edit the settings:", "", // 9-10
    "       # the tide table", "       tide.source=local", "", // 11-13
    "2. Keep list text aligned", "", // 14-15
    "   under the item, as usual.", "", // 16-17
    "- [x] A ticked task", "", // 18-19
    ":::note Indented titles are fine", "Text.", ":::", "", // 20-23
    "<div>", "", "    Children of a component are indented.", "", "</div>", "", // 24-29
  ].join("\n");

  it("reports each run of indented lines at its first line: a warning when one became a heading, else a notice", async () => {
    const dir = makeContentDir({ "docs/moorings.mdx": page });
    const { html, warnings } = await buildSitePage(loadSite(dir), "moorings");
    expect(html).toContain("harbour start --berths 4");
    expect(warnings.filter((w) => w.kind === "indented-code").map((w) => `${w.file}:${w.line}: ${w.severity}`)).toEqual([
      "docs/moorings.mdx:7: notice",
      "docs/moorings.mdx:11: warning",
    ]);
    expect(warnings.find((w) => w.line === 11)?.message).toContain("a # line as a heading: fence them with ```");
  });

  it("says nothing of a page compiled as CommonMark, which shows them as code", async () => {
    const dir = makeContentDir({ "docs/moorings.md": `---\ntitle: Moorings\nformat: md\n---\n\nText.\n\n    harbour start\n    # a comment\n` });
    const { html, warnings } = await buildSitePage(loadSite(dir), "moorings");
    expect(html).toMatch(/<pre[^>]*>[\s\S]*# a comment/);
    expect(warnings.filter((w) => w.kind === "indented-code")).toEqual([]);
  });
});
