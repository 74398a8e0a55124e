import { describe, expect, it } from "vitest";
import { unified } from "unified";
import remarkParse from "remark-parse";
import type { Root } from "mdast";
import { VFile } from "vfile";
import { remarkTabBlocks, type BadTabOptions } from "~/content/markdown-plugins.server";

interface JsxNode {
  type: string;
  name?: string;
  attributes?: { name: string; value: string }[];
  children?: JsxNode[];
  lang?: string;
  meta?: string | null;
  value?: string;
}

/** The top-level nodes of a Markdown text after the tab-blocks plugin ran. */
function transformed(markdown: string, onBadTabOptions?: (bad: BadTabOptions) => void): JsxNode[] {
  const processor = unified().use(remarkParse).use(remarkTabBlocks, { onBadTabOptions });
  const file = new VFile({ path: "docs/page.md", value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return tree.children as unknown as JsxNode[];
}

const attributesOf = (node: JsxNode) => Object.fromEntries((node.attributes ?? []).map(({ name, value }) => [name, value]));

describe("code blocks marked tab", () => {
  it("become one set of tabs, valued by language, labelled for js and ts", () => {
    const nodes = transformed(["Pick one:", "", "```js tab", "greet('hi');", "```", "", "```ts tab", "greet('hi' as Word);", "```", "", "After."].join("\n"));
    expect(nodes.map((node) => node.type)).toEqual(["paragraph", "mdxJsxFlowElement", "paragraph"]);
    const tabs = nodes[1];
    expect(tabs.name).toBe("Tabs");
    expect(attributesOf(tabs)).toEqual({ groupId: "code-examples" });
    expect(tabs.children!.map(attributesOf)).toEqual([
      { value: "js", label: "JavaScript" },
      { value: "ts", label: "TypeScript" },
    ]);
    expect(tabs.children![1].children![0]).toMatchObject({ type: "code", lang: "ts", meta: null, value: "greet('hi' as Word);" });
  });

  it("take the following block into the tab with span, and a label of their own", () => {
    const nodes = transformed(
      [
        '```js tab={"span":2} title="walker.js"',
        "walk();",
        "```",
        "",
        '```js title="walker.test.js"',
        "test(walk);",
        "```",
        "",
        '```sh tab={"label":"Command Line"}',
        "walker --far",
        "```",
      ].join("\n"),
    );
    expect(nodes).toHaveLength(1);
    const [first, second] = nodes[0].children!;
    expect(first.children!.map((code) => [code.value, code.meta])).toEqual([
      ["walk();", 'title="walker.js"'],
      ["test(walk);", 'title="walker.test.js"'],
    ]);
    expect(attributesOf(second)).toEqual({ value: "command-line", label: "Command Line" });
  });

  it("leave blocks without the tab word alone, and a word that only contains it", () => {
    const nodes = transformed(["```js title=\"tables.js\"", "lay();", "```", "", "```js tabs", "x();", "```"].join("\n"));
    expect(nodes.map((node) => node.type)).toEqual(["code", "code"]);
  });

  it("start a new set after anything that is not a code block", () => {
    const nodes = transformed(["```js tab", "a();", "```", "", "Between.", "", "```ts tab", "b();", "```"].join("\n"));
    expect(nodes.map((node) => node.name ?? node.type)).toEqual(["Tabs", "paragraph", "Tabs"]);
  });

  it("report options that are not JSON at their line, and keep the block as a tab of its own", () => {
    const bad: BadTabOptions[] = [];
    const nodes = transformed(["Intro.", "", "```js tab", "a();", "```", "", "```ts tab={span:2}", "b();", "```"].join("\n"), (found) => bad.push(found));
    expect(bad).toEqual([{ file: "docs/page.md", line: 7, written: "{span:2}" }]);
    expect(nodes[1].children!.map(attributesOf)).toEqual([
      { value: "js", label: "JavaScript" },
      { value: "ts", label: "TypeScript" },
    ]);
    expect((nodes[1].children![1] as { position?: { start: { line: number } } }).position?.start.line).toBe(7);
  });
});
