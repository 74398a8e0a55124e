import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus reads a ```mdx-code-block fence's content as MDX: a link there is one the page shows,
// not a code example's, and the checker places its problems there.
describe("the checker on links inside mdx-code-block fences", () => {
  it("places a broken link at the fence's line, not at a code example that shows the same link", async () => {
    const dir = makeContentDir({
      "docs/garden/beds.mdx": page("Beds", [
        "An example of a link:", // 5
        "",
        "```md",
        "[compost](./compost.md)", // 8
        "```",
        "",
        "```mdx-code-block",
        "<div className=\"tip\">",
        "",
        "Turn the [compost](./compost.md) weekly.", // 14
        "",
        "</div>",
        "```",
      ].join("\n")),
    });
    const broken = (await checkContent(dir)).problems.filter((problem) => problem.kind === "broken-link");
    expect(broken.map((problem) => `${problem.file}:${problem.line}`)).toEqual(["docs/garden/beds.mdx:14"]);
  });

  it("counts a reference used inside the fence as used", async () => {
    const dir = makeContentDir({
      "docs/garden/paths.mdx": page("Paths", [
        "```mdx-code-block",
        "<div className=\"tip\">",
        "",
        "Gravel is laid as the [border guide][border] says.",
        "",
        "</div>",
        "```",
        "",
        "[border]: ./border.md",
      ].join("\n")),
    });
    const broken = (await checkContent(dir)).problems.filter((problem) => problem.kind === "broken-link");
    expect(broken.map((problem) => problem.message)).not.toContainEqual(expect.stringContaining("no link uses this definition"));
  });
});
