import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { usesPluginPackage } from "~/content/config-markdown-plugins";
import { katexVersion } from "~/content/math.server";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// With remark-math (and rehype-katex) in the config's Markdown plugins, as Docusaurus documents math, `$...$` and
// `$$...$$` are typeset with KaTeX when the page is built; without them, they are text, as on a Docusaurus site.
const MATH_CONFIG = "import math from 'remark-math';\nimport katex from 'rehype-katex';\nexport default {\n  presets: [['classic', { docs: { remarkPlugins: [math], rehypePlugins: [katex] } }]],\n};\n";

describe("a plugin package the config uses", () => {
  const uses = (source: string) => usesPluginPackage(source, "remark-math");

  it("is found by the name the config imports or requires it as, in a plugin list or a list of its own", () => {
    expect(uses(MATH_CONFIG)).toBe(true);
    expect(uses("module.exports = { presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [require('remark-math')] } }]] };")).toBe(true);
    expect(uses("const shared = [\n  require(\"remark-math\"),\n];\nmodule.exports = { presets: [['classic', { docs: { remarkPlugins: shared } }]] };")).toBe(true);
    expect(uses("const m = require('remark-math');\nconst remarkPlugins = [m];\nmodule.exports = { presets: [['classic', { docs: { remarkPlugins } }]] };")).toBe(true);
  });

  it("is not used when it is only imported, only named in a comment, or another package", () => {
    expect(uses("const m = require('remark-math');\nmodule.exports = { presets: [['classic', { docs: {} }]] };")).toBe(false);
    expect(uses("const m = require('remark-math');\nmodule.exports = {\n  // remarkPlugins: [m],\n};")).toBe(false);
    expect(uses("module.exports = { presets: [['classic', { docs: { remarkPlugins: [require('remark-math-extra')] } }]] };")).toBe(false);
  });
});

describe("math on a built page", () => {
  const body = [
    "The kettle heats at $P = \\frac{E}{t}$ watts, for $n<m$ cups.",
    "",
    "$$",
    "\\sum_{i=1}^{n} c_{i} = 100",
    "$$",
    "",
    "## Cost of $O(n)$ steps",
    "",
    "```math",
    "a^2 + b^2 = c^2",
    "```",
    "",
    "A price of \\$5 is text: its dollar is escaped.",
  ].join("\n");

  it("typesets inline, display and ```math formulas with KaTeX, and leads the HTML with its stylesheet", async () => {
    for (const file of ["docs/kettle.mdx", "docs/kettle.md"]) {
      const site = loadSite(makeContentDir({ "docusaurus.config.js": MATH_CONFIG, [file]: page("Kettle", body) }));
      const { html, toc } = await buildSitePage(site, "kettle");
      expect(html.startsWith(`<link rel="stylesheet" href="/build/_katex-${katexVersion()}/katex.min.css">`)).toBe(true);
      // MathML for assistive technology, with the TeX it came from.
      const tex = [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map(([, source]) => source.replace(/&lt;/g, "<").trim());
      expect(tex).toEqual(["P = \\frac{E}{t}", "n<m", "\\sum_{i=1}^{n} c_{i} = 100", "O(n)", "a^2 + b^2 = c^2"]);
      expect(html.match(/class="katex-display"/g)).toHaveLength(2);
      expect(html).not.toContain("language-math");
      // The heading's id is made of the formula's TeX, as Docusaurus makes it; the outline shows it once.
      expect(toc).toEqual([{ id: "cost-of-on-steps", level: 2, text: "Cost of O(n) steps" }]);
      expect(html).toContain("A price of $5 is text");
    }
  });

  it("leaves dollars as text, with no stylesheet, on a site whose config has no remark-math", async () => {
    const site = loadSite(makeContentDir({ "docs/kettle.md": page("Kettle", body) }));
    const { html } = await buildSitePage(site, "kettle");
    expect(html).not.toContain("katex");
    expect(html).toContain("$P = \\frac{E}{t}$");
  });

  it("shows a formula KaTeX cannot read as written, and the checker names its file and line", async () => {
    const dir = makeContentDir({ "docusaurus.config.js": MATH_CONFIG, "docs/kettle.md": page("Kettle", "Fine: $a+b$.\n\nBroken: $\\kettle{1}$.\n") });
    const { html, warnings } = await buildSitePage(loadSite(dir), "kettle");
    // KaTeX's rendering of what it cannot read: the unknown command in its error colour.
    expect(html).toMatch(/style="color:#cc0000"><span class="mord" style="color:#cc0000">\\kettle</);
    const report = await checkContent(dir);
    const math = report.problems.filter((problem) => problem.kind === "math");
    expect(math).toHaveLength(1);
    expect(math[0]).toMatchObject({ file: "docs/kettle.md", severity: "warning" });
    expect(fs.readFileSync(`${dir}/docs/kettle.md`, "utf8").split("\n")[math[0].line - 1]).toContain("Broken");
    expect(warnings.some((warning) => warning.kind === "math")).toBe(true);
  });
});
