import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { fileSnippetOf, snippetLines } from "~/content/markdown-plugins.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// remark-code-import, which a site lists in its docs' remarkPlugins: an empty code block whose
// `file=` names a file is filled with that file's code (from the page's folder, or the site's after
// `<rootDir>/`), whole or some of its lines.
const KETTLE = `package kettle

// Boil heats the water.
func Boil() string {
	return "hot"
}
`;

const CONFIG = `import codeImport from 'remark-code-import';
export default { title: 'Kettles', presets: [['classic', { docs: { remarkPlugins: [[codeImport, { allowImportingFromOutside: true }]] } }]] };
`;

function site() {
  return loadSite(
    makeContentDir({
      "docusaurus.config.js": CONFIG,
      "docs/guide/boil.mdx": page("Boil", "```go file=./samples/kettle.go\n```\n\n```go file=./samples/kettle.go#L3-L4\n```\n\n```go file=<rootDir>/shared/tea.go#L2\n```"),
      "docs/guide/samples/kettle.go": KETTLE,
      "shared/tea.go": "package tea\nconst Leaves = 3\n",
      "docs/guide/steep.mdx": page("Steep", "import Note from './_note.mdx';\n\n<Note />"),
      "docs/guide/_note.mdx": "```go title=\"kettle.go\" file=./samples/kettle.go#L4-\n```\n",
      "docs/guide/pour.mdx": page("Pour", "Text.\n\n```go file=./samples/spout.go\n```\n\n```go file=../../../outside.go\n```"),
    }),
  );
}

describe("code blocks filled from a file (remark-code-import)", () => {
  it("reads the path and line range of a file= as the plugin does", () => {
    const dir = "/site";
    expect(fileSnippetOf("./a/b.go", "/site/docs/x.mdx", dir)).toEqual({ absolute: "/site/docs/a/b.go", from: 1, to: undefined });
    expect(fileSnippetOf("<rootDir>/src/c.ts#L3-L6", "/site/docs/x.mdx", dir)).toEqual({ absolute: "/site/src/c.ts", from: 3, to: 6 });
    expect(fileSnippetOf("b.go#L2", "/site/docs/x.mdx", dir)).toMatchObject({ from: 2, to: 2 });
    expect(fileSnippetOf("b.go#L2-", "/site/docs/x.mdx", dir)).toMatchObject({ from: 2, to: undefined });
    expect(fileSnippetOf("b.go#-L4", "/site/docs/x.mdx", dir)).toMatchObject({ from: 1, to: 4 });
    expect(snippetLines("one\ntwo\nthree\n", 2, undefined)).toBe("two\nthree");
  });

  it("fills an empty block with the file's code, whole or its lines, and depends on the file", async () => {
    const { html, warnings, inputs } = await buildSitePage(site(), "guide/boil");
    expect(warnings).toEqual([]);
    const blocks = html.split("<pre").slice(1).map((block) => block.replace(/<[^>]+>/g, ""));
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain("func Boil() string");
    expect(blocks[0]).toContain("package kettle");
    expect(blocks[1]).toContain("Boil heats the water.");
    expect(blocks[1]).not.toContain("package kettle");
    expect(blocks[1]).not.toContain("hot");
    expect(blocks[2]).toContain("const Leaves = 3");
    expect(blocks[2]).not.toContain("package tea");
    expect(inputs.map(([file]) => path.basename(file))).toEqual(expect.arrayContaining(["kettle.go", "tea.go"]));
  });

  it("fills a partial's block from the partial's folder, keeping the block's title", async () => {
    const { html, warnings } = await buildSitePage(site(), "guide/steep");
    expect(warnings).toEqual([]);
    expect(html).toContain("kettle.go");
    expect(html.replace(/<[^>]+>/g, "")).toContain('return "hot"');
    expect(html).not.toContain("package kettle");
  });

  it("warns at a block whose file is absent, or out of the content folder, which stays empty", async () => {
    const { warnings } = await buildSitePage(site(), "guide/pour");
    expect(warnings.map(({ kind, line }) => ({ kind, line }))).toEqual([{ kind: "code-snippet", line: 7 }, { kind: "code-snippet", line: 10 }]);
    expect(warnings[0].message).toContain("looked for docs/guide/samples/spout.go");
    expect(warnings[1].message).toContain("out of the content folder");
  });

  it("does not name remark-code-import among the config's plugins the site does not run", () => {
    const loaded = site();
    expect(loaded.problems.filter((problem) => problem.file === "docusaurus.config.js")).toEqual([]);
  });
});
