import { beforeAll, describe, expect, it } from "vitest";
import { checkContent, type CheckReport } from "~/content/check.server";
import { missingImportHint } from "~/content/render-errors.server";
import { makeContentDir, page } from "./helpers";

// A page whose code throws while it renders is reported where the throw is written: the line of
// the component, partial or page, not the page's first line.
describe("a page that throws while rendering", () => {
  let report: CheckReport;
  beforeAll(async () => {
    report = await checkContent(makeContentDir({
      "src/components/Price.tsx": [
        "type Props = { amount: number };",
        "",
        "export default function Price({ amount }: Props) {",
        "  if (amount < 0) {",
        "    throw new Error(`a price cannot be negative (${amount})`);",
        "  }",
        "  return <b>{amount}</b>;",
        "}",
      ].join("\n"),
      "docs/price.mdx": page("Price", 'import Price from "@site/src/components/Price";\n\n<Price amount={-3} />'),
      "docs/_settings.mdx": "Partial text.\n\nexport const settings = undefined;\n\nLimit: {settings.limit}\n",
      "docs/with-partial.mdx": page("With partial", 'import Settings from "./_settings.mdx";\n\n<Settings />'),
      // The <details> line is split in two by preprocessing: the reported line is still the file's.
      "docs/own.mdx": page("Own", "export const config = null;\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n\nValue: {config.value}"),
      "docs/_top.js": "const settings = null;\nexport const limit = settings.limit;\nexport default function Top() { return <b>top</b>; }\n",
      "docs/module-level.mdx": page("Module level", 'import Top from "./_top.js";\n\n<Top />'),
      "docs/no-stack.mdx": page("No stack", 'export function Odd() { throw "just a string"; }\n\n<Odd />'),
      // React throws for an object written as text, from its own code: located by the expression.
      "docs/object.mdx": page("Object", "Fine: {1 + 1}, {[\"a\", \"b\"]}, {null} and {/* a comment */}.\n\n<div>\n  Shown as {{ label: 'x' }} here.\n</div>"),
      "docs/_object-part.mdx": "Partial.\n\n{{ inPartial: true }}\n",
      "docs/object-in-partial.mdx": page("Object in partial", 'import Part from "./_object-part.mdx";\n\n<Part />'),
      // React throws for an element whose component is undefined, a prop the page does not pass: located at the element.
      "src/components/Badge.jsx": [
        "export default function Badge({ symbol: Symbol, text }) {",
        "  return (",
        "    <span>",
        "      <Symbol width={8} />",
        "      {text}",
        "    </span>",
        "  );",
        "}",
      ].join("\n"),
      "docs/badge.mdx": page("Badge", 'import Badge from "@site/src/components/Badge";\n\n<Badge text="Ready" />'),
      // MDX throws for a component the page names and nothing defines before any line runs: at the element.
      "docs/member-element.mdx": page("Member element", "export const parts = {};\n\nText about <b>parts</b>.\n\n<parts.Panel />"),
      "docs/own-element.mdx": page("Own element", "export function Row({ cell: Cell }) {\n  return <div><Cell /></div>;\n}\n\nText.\n\n<Row />"),
    }));
  });

  const renderProblems = () => report.problems.filter((problem) => problem.kind === "mdx-render").map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);

  it("reports a component at its line, naming the page that uses it", () => {
    expect(renderProblems()).toContain("src/components/Price.tsx:5: throws while rendering the page docs/price.mdx: a price cannot be negative (-3)");
  });

  it("reports a partial's expression at its line in the partial", () => {
    expect(renderProblems()).toContain("docs/_settings.mdx:5: throws while rendering the page docs/with-partial.mdx: Cannot read properties of undefined (reading 'limit')");
  });

  it("reports the page's own expression at its line in the file, whatever preprocessing moved", () => {
    expect(renderProblems()).toContain("docs/own.mdx:13: page fails to render: Cannot read properties of null (reading 'value')");
  });

  it("reports a module that throws as it loads at its line", () => {
    expect(renderProblems()).toContain("docs/_top.js:2: throws while rendering the page docs/module-level.mdx: Cannot read properties of null (reading 'limit')");
  });

  it("reports an object written where text goes at its expression's line, in the page or its partial", () => {
    expect(renderProblems()).toContain("docs/object.mdx:8: page fails to render: Objects are not valid as a React child (found: object with keys {label}). If you meant to render a collection of children, use an array instead.");
    expect(renderProblems().find((problem) => problem.startsWith("docs/_object-part.mdx"))).toMatch(/^docs\/_object-part\.mdx:3: throws while rendering the page docs\/object-in-partial\.mdx: Objects are not valid/);
  });

  it("reports an element whose component is undefined at the element's line, saying so", () => {
    expect(renderProblems().find((problem) => problem.startsWith("src/components/Badge.jsx"))).toMatch(
      /^src\/components\/Badge\.jsx:4: throws while rendering the page docs\/badge\.mdx: Element type is invalid.*got: undefined\..*the element written here is given no component \(undefined\)/,
    );
    expect(renderProblems().find((problem) => problem.startsWith("docs/own-element.mdx"))).toMatch(/^docs\/own-element\.mdx:7: page fails to render: Element type is invalid/);
  });

  it("reports a component that nothing defines at the line of its element, not past the page's end", () => {
    expect(renderProblems()).toContain("docs/member-element.mdx:9: page fails to render: Expected component `parts.Panel` to be defined: you likely forgot to import, pass, or provide it.");
  });

  it("falls back to the page's first line when the throw has no stack to follow", () => {
    expect(renderProblems()).toContain("docs/no-stack.mdx:1: page fails to render: just a string");
    expect(renderProblems()).toHaveLength(10);
  });
});

// A hook or component that Docusaurus pages import, used without its import: Docusaurus fails too,
// and the report names the import to add.
describe("a page that uses a Docusaurus module without importing it", () => {
  it("says which import the page lacks, at the line that uses it", async () => {
    const report = await checkContent(makeContentDir({
      "docs/forgot.mdx": page("Forgot", "Some words.\n\n<img src={useBaseUrl('/img/plan.png')} alt=\"A plan\" />\n"),
    }));
    const messages = report.problems.filter((problem) => problem.kind === "mdx-render").map((problem) => `${problem.file}: ${problem.message}`);
    expect(messages).toContain("docs/forgot.mdx: page fails to render: useBaseUrl is not defined (used without an import, which Docusaurus rejects too: add `import useBaseUrl from '@docusaurus/useBaseUrl';`)");
  });

  it("adds nothing for a name no module exports, nor for other errors", () => {
    const modules = ["@docusaurus/useBaseUrl", "@theme/Tabs"];
    expect(missingImportHint("useBaseUrl is not defined", modules)).toContain("import useBaseUrl from '@docusaurus/useBaseUrl';");
    expect(missingImportHint("notAnywhere is not defined", modules)).toBe("");
    expect(missingImportHint("Tabs is not a function", modules)).toBe("");
  });
});
