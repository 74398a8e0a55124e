import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { gitIgnoreOf } from "~/content/git-ignored.server";
import { makeContentDir, page } from "./helpers";

// A page that shows a file the site's build makes before Docusaurus runs (a copy of a settings file
// kept elsewhere in the repository), which the repository's .gitignore keeps out: a copy of the
// site's sources lacks it, and the warning says so, where it said only that the import did not resolve.
describe("an import of a file the content's .gitignore keeps out", () => {
  it("is said to be a file the site's build makes, at the .gitignore that names it; another missing import is not", async () => {
    const dir = makeContentDir({
      ".gitignore": "# made by scripts/copy-settings.sh\n/docs/kettle/_made-*.mdx\n",
      "docs/kettle/.gitignore": "settings.yaml\n",
      "docs/kettle/boil.mdx": page("Boil", [
        'import CodeBlock from "@theme/CodeBlock";',
        'import Settings from "!!raw-loader!./settings.yaml";',
        'import Made from "./_made-steps.mdx";',
        'import Lost from "./_lost.mdx";',
        "",
        '<CodeBlock language="yaml">{Settings}</CodeBlock>',
        "",
        "<Made />",
        "",
        "<Lost />",
      ].join("\n")),
    });
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.kind === "missing-import").map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '6: import "!!raw-loader!./settings.yaml" does not resolve: docs/kettle/.gitignore keeps the file out of the repository, so the site\'s build makes it before Docusaurus runs: add it to the content folder, and the page shows it; a placeholder is shown',
      '7: import "./_made-steps.mdx" does not resolve: .gitignore keeps the file out of the repository, so the site\'s build makes it before Docusaurus runs: add it to the content folder, and the page shows it; a placeholder is shown',
      '8: import "./_lost.mdx" does not resolve; a placeholder is shown',
    ]);
  });
});

describe("the .gitignore that keeps a file out", () => {
  const dir = makeContentDir({
    ".gitignore": "*.gen.json\n**/out/\nbuild\n!keep.gen.json\n",
    "docs/.gitignore": "/local-only.md\n",
  });
  const at = (relative: string) => gitIgnoreOf(dir, path.join(dir, relative));

  it("reads globs, folders, anchored paths and negations as git does, the last rule that matches winning", () => {
    expect(at("docs/data/kettles.gen.json")).toBe(".gitignore");
    expect(at("docs/data/keep.gen.json")).toBeUndefined();
    expect(at("docs/a/out/steps.md")).toBe(".gitignore");
    expect(at("docs/out.md")).toBeUndefined();
    expect(at("build/index.html")).toBe(".gitignore");
    expect(at("docs/local-only.md")).toBe("docs/.gitignore");
    expect(at("docs/nested/local-only.md")).toBeUndefined();
    expect(at("docs/kettles.json")).toBeUndefined();
  });
});
