import { describe, expect, it } from "vitest";
import { unified } from "unified";
import remarkParse from "remark-parse";
import type { Code, Root } from "mdast";
import { VFile } from "vfile";
import { remarkTranspiledCodeblocks } from "~/content/markdown-plugins.server";
import { transpiledCodeblocksInText, transpiledCodeOf } from "~/content/transpiled-codeblocks";
import { transpiledCodeblockExtensionsOf, unrunMarkdownPluginsOf, unrunPluginsMessage } from "~/content/config-markdown-plugins";

const fence = (info: string, lines: string[]) => ["```" + info, ...lines, "```"].join("\n");

/** The code blocks of a Markdown text, as the plugin leaves them in a file of that path. */
function codeAfter(markdown: string, filePath: string, fileExtensions = [".mdx"]): string[] {
  const processor = unified().use(remarkParse).use(remarkTranspiledCodeblocks, { fileExtensions });
  const file = new VFile({ path: filePath, value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return tree.children.filter((node): node is Code => node.type === "code").map((node) => node.value);
}

const SETUP_AND_EXAMPLE = [
  "// file: shapes/area.ts noEmit",
  "export const area = (side: number) => side * side",
  "/* formatter-ignore */",
  "",
  "// file: shapes/report.ts",
  "import { area } from './area'",
  "",
  "export const report = (side: number): string => `area ${area(side)}`",
];

describe("remark-typescript-tools' transpileCodeblocks", () => {
  it("shows a block's one emitted file alone, without the noEmit setup or its marker line", () => {
    expect(transpiledCodeOf(SETUP_AND_EXAMPLE.join("\n"))).toBe(["import { area } from './area'", "", "export const report = (side: number): string => `area ${area(side)}`"].join("\n"));
  });

  it("keeps each of several emitted files under its marker, and drops what stands above the first", () => {
    const code = ["const stray = 1", "// file: one.ts", "export const one = 1", "// file: two.ts noEmit", "export const two = 2", "// file: three.tsx", "export const three = <b />"].join("\n");
    expect(transpiledCodeOf(code)).toBe("// file: one.ts\nexport const one = 1\n\n\n// file: three.tsx\nexport const three = <b />");
  });

  it("leaves a block without markers as it is", () => {
    expect(transpiledCodeOf("const plain: number = 1")).toBeUndefined();
  });

  it("rewrites ts and tsx blocks of files of its extensions only, and not those marked no-transpile", () => {
    const markdown = [fence('ts title="shapes/report.ts"', SETUP_AND_EXAMPLE), fence("ts no-transpile", SETUP_AND_EXAMPLE), fence("js", SETUP_AND_EXAMPLE)].join("\n\n");
    const [first, untouched, script] = codeAfter(markdown, "docs/guide.mdx");
    expect(first).not.toContain("noEmit");
    expect(first.startsWith("import { area }")).toBe(true);
    expect(untouched).toBe(SETUP_AND_EXAMPLE.join("\n"));
    expect(script).toBe(SETUP_AND_EXAMPLE.join("\n"));
    expect(codeAfter(markdown, "docs/guide.md")[0]).toBe(SETUP_AND_EXAMPLE.join("\n"));
    expect(codeAfter(markdown, "docs/guide.md", [".md", ".mdx"])[0].startsWith("import { area }")).toBe(true);
  });
});

describe("the config's transpileCodeblocks", () => {
  const config = (options: string) => `import { linkDocblocks, transpileCodeblocks } from 'remark-typescript-tools'
export default {
  presets: [['classic', {
    docs: {
      remarkPlugins: [
        [linkDocblocks, { extractorSettings: { rootFiles: ['index.ts'] } }],
        [transpileCodeblocks, { compilerSettings: { tsconfig: './tsconfig.json' }${options} }]
      ]
    }
  }]]
}
`;

  it("is found with its default extension, or the ones it lists, and is absent from a config without it", () => {
    expect(transpiledCodeblockExtensionsOf(config(""))).toEqual([".mdx"]);
    expect(transpiledCodeblockExtensionsOf(config(", fileExtensions: ['.md', '.MDX']"))).toEqual([".md", ".mdx"]);
    expect(transpiledCodeblockExtensionsOf("module.exports = { presets: [['classic', { docs: { remarkPlugins: [math] } }]] }")).toBeUndefined();
  });

  it("is not named among the plugins not run, and a plugin written with its options is named by itself", () => {
    const [unrun] = unrunMarkdownPluginsOf(config(""));
    expect(unrun.written).toHaveLength(1);
    expect(unrunPluginsMessage(unrun)).toMatch(/^remarkPlugins: linkDocblocks: this site renders Markdown/);
  });
});

describe("a page's text, as search reads it with transpileCodeblocks", () => {
  it("has each TypeScript block's code as the plugin shows it, indented blocks too, and other blocks as written", () => {
    const markdown = [
      "Intro.",
      "",
      fence('ts title="shapes/report.ts"', SETUP_AND_EXAMPLE),
      "",
      "- In a list:",
      "",
      ...fence("tsx", ["// file: one.tsx noEmit", "export const hidden = 1", "// file: two.tsx", "export const shown = <b />"]).split("\n").map((line) => `  ${line}`),
      "",
      fence("ts no-transpile", SETUP_AND_EXAMPLE),
      "",
      "````md",
      fence("ts", SETUP_AND_EXAMPLE),
      "````",
    ].join("\n");
    const text = transpiledCodeblocksInText(markdown);
    expect(text.split("\n").slice(0, 8)).toEqual([
      "Intro.",
      "",
      '```ts title="shapes/report.ts"',
      "import { area } from './area'",
      "",
      "export const report = (side: number): string => `area ${area(side)}`",
      "```",
      "",
    ]);
    expect(text).toContain("  ```tsx\n  export const shown = <b />\n  ```");
    expect(text).not.toContain("hidden");
    expect(text.split("formatter-ignore")).toHaveLength(3); // the no-transpile block and the example inside the md block keep it
  });
});
