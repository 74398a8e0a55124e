// MDX's expression parser asked acorn at every `}` of an expression whether the expression ended
// there, so one large JSX prop (an OpenAPI page's JSON) cost time quadratic in its size: 25 KB took
// about 3 s, 100 KB about 45 s. patches/micromark-factory-mdx-expression+2.0.3.patch skips the `}`s
// that cannot end it. These tests count acorn's calls, and check that what the parser decides
// (each expression's extent, each error and its place) is what the unpatched parser decided.
import { describe, expect, it } from "vitest";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxjs } from "micromark-extension-mdxjs";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { Parser } from "acorn";
import acornJsx from "acorn-jsx";

const jsxParser = Parser.extend(acornJsx());

function parsed(source: string) {
  let acornCalls = 0;
  const countingAcorn = {
    parse: (...args: Parameters<typeof jsxParser.parse>) => (acornCalls++, jsxParser.parse(...args)),
    parseExpressionAt: (...args: Parameters<typeof jsxParser.parseExpressionAt>) =>
      (acornCalls++, jsxParser.parseExpressionAt(...args)),
  };
  const expressions: string[] = [];
  try {
    const tree = fromMarkdown(source + "\n", {
      extensions: [mdxjs({ acorn: countingAcorn as unknown as typeof jsxParser })],
      mdastExtensions: [mdxFromMarkdown()],
    });
    const walk = (node: any) => {
      if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") expressions.push(node.value);
      for (const attribute of node.attributes ?? []) {
        expressions.push(typeof attribute.value === "object" && attribute.value ? attribute.value.value : attribute.value);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    return { expressions, acornCalls };
  } catch (error) {
    const { reason, line, column } = error as { reason: string; line: number; column: number };
    return { error: `${reason} at ${line}:${column}`, acornCalls };
  }
}

describe("large expressions in MDX", () => {
  it("asks acorn once for a large JSON prop, not at each of its closing braces", () => {
    const parameters = Array.from({ length: 300 }, (_, i) => ({
      name: `field${i}`,
      schema: { type: "string", enum: ["a}", "b{"] },
      description: 'A value with "quotes" and {braces}',
    }));
    const json = JSON.stringify(parameters);
    const result = parsed(`<ParamsDetails parameters={${json}} />`);
    expect(result.expressions).toEqual([json]);
    expect(json.split("}").length - 1).toBeGreaterThan(1000);
    expect(result.acornCalls).toBe(1);
  });

  it("places a node of an expression's third line on that line of the page", () => {
    const tree = fromMarkdown('Intro.\n\n<C p={{\n  a: 1,\n  bee: "x"}} />\n', { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
    const element = tree.children[1] as any;
    const property = element.attributes[0].value.data.estree.body[0].expression.properties[1];
    expect(property.key.name).toBe("bee");
    expect(property.loc.start).toEqual({ line: 5, column: 2, offset: 26 });
  });

  // What the parser made of each source before the patch (run against the unpatched package).
  it.each([
    ['<C p={{a: "}"}} />', ['{a: "}"}']],
    ['<C p={"say \\"}\\" twice"} q={1} />', ['"say \\"}\\" twice"', "1"]],
    ["<C p={'it\\'s }'} />", ["'it\\'s }'"]],
    ['<C p={/}/.test("x")} />', ['/}/.test("x")']],
    ['<C p={`a ${"}"} b`} />', ['`a ${"}"} b`']],
    ["<C p={/* } */ 1} />", ["/* } */ 1"]],
    ["<C p={{a: 1}/2} />", ["{a: 1}/2"]],
    ['{"}" + "{"}', ['"}" + "{"']],
    ['a {{b: "}"}.b} c', ['{b: "}"}.b']],
    ['<C {...{a: "}"}} />', ['...{a: "}"}']],
    ['{{a: "b"\n}}', ['{a: "b"\n}']],
  ])("finds where %j ends as before", (source, expressions) => {
    expect(parsed(source).expressions).toEqual(expressions);
  });

  it.each([
    ["<C p={<b>}</b>} />", "Could not parse expression with acorn at 1:10"],
    ["<C p={{a: 1} />", "Could not parse expression with acorn at 1:12"],
    ['<C p={"a} />', "Could not parse expression with acorn at 1:7"],
    ['<C p={{a: "line\none}"}} />', "Could not parse expression with acorn at 1:11"],
  ])("reports %j's error at the same place as before", (source, error) => {
    expect(parsed(source).error).toBe(error);
  });
});
