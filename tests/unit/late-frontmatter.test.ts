import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { lateFrontmatterOf } from "~/content/late-frontmatter";
import { formatProblem } from "~/content/problems";
import { expectLinearTime, makeContentDir } from "./helpers";

// A banner comment a tool keeps at the top of each page, above the page's frontmatter.
const BANNER = "<!-- managed:start -->\n<!--\n  Do not edit by hand:\n  the sync tool rewrites this page.\n-->\n<!-- managed:end -->\n";

describe("lateFrontmatterOf", () => {
  it("finds a frontmatter block below comments and blank lines, at its opening line", () => {
    expect(lateFrontmatterOf(`${BANNER}---\nsummary: Grow a garden\nsidebar_position: 2\n---\n\n# Garden\n`)).toEqual({ line: 7, key: "summary" });
    expect(lateFrontmatterOf(`\n<!-- note --> \n\n---\ntitle: Seeds\ntags:\n  - soil\n- water\n---\nText.\n`)).toEqual({ line: 4, key: "title" });
  });

  it("says nothing of frontmatter that opens the file, of a rule under a comment, or of a rule over text", () => {
    expect(lateFrontmatterOf("---\ntitle: Seeds\n---\n\n<!-- later -->\n---\ntitle: x\n---\n")).toBeUndefined();
    expect(lateFrontmatterOf("<!-- note -->\n---\n\n# Compost\n\n---\n")).toBeUndefined();
    // A rule, then a paragraph that starts like a key: not YAML up to the next rule.
    expect(lateFrontmatterOf("<!-- note -->\n---\nNote: water daily.\nThe soil stays moist.\n---\n")).toBeUndefined();
    expect(lateFrontmatterOf("# Compost\n\n---\ntitle: x\n---\n")).toBeUndefined();
    // Never closed: a rule over a heading-like line to the end.
    expect(lateFrontmatterOf("<!-- note -->\n---\ntitle: x\n")).toBeUndefined();
  });

  it("takes linear time on long comments and key runs", () => {
    expectLinearTime((n) => `<!--${"-".repeat(n)}\n`.repeat(4) + "-->\n---\n" + "k: v\n".repeat(n) + "---\n", lateFrontmatterOf, 2000);
  });
});

describe("the checker, on a page whose frontmatter sits below a banner comment", () => {
  it("warns at its opening line that Docusaurus reads it as Markdown and ignores its settings", async () => {
    const dir = makeContentDir({
      "docs/garden.md": `${BANNER}---\nsummary: Grow a garden\n---\n\n# Garden\n\nText.\n`,
      "docs/seeds.md": "---\ntitle: Seeds\n---\n\n<!-- later -->\n\nText.\n",
    });
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.kind === "frontmatter").map(formatProblem)).toEqual([
      'docs/garden.md:7: warning [frontmatter] this frontmatter does not open the file (comments come first), so Docusaurus reads it as Markdown, a rule and a heading "summary: …", and ignores its settings; move it to the file\'s first line',
    ]);
  });
});
