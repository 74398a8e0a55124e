import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { loadSite } from "~/content/site.server";
import { answersFor, makeContentDir, page } from "./helpers";

// Docusaurus' router matches a path whatever its case (react-router's default), so a link or an
// address written `/docs/Pruning/Winter` reaches the page `pruning/winter` there.
const CONTENT = {
  "docusaurus.config.js": "module.exports = { title: 'Case', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
  "sidebars.js": "module.exports = { trees: ['pruning/winter', 'links', 'Twin', 'twin-b'] };\n",
  "docs/pruning/winter.md": page("Winter", "## Cuts\n\nText."),
  "docs/Twin.md": page("Twin", "One of two."),
  "docs/twin-b.md": page("Twin B", "Not a case twin."),
  "docs/links.md": page("Links", "[a](/docs/Pruning/Winter), [b](./PRUNING/winter#cuts), [c](/docs/pruning/nowhere), [d](/twin)."),
};

describe("a path naming a page in another case", () => {
  const answer = answersFor(CONTENT);

  it("is answered with a redirect to the page, under the docs' route too", () => {
    expect(answer("/Pruning/WINTER?year=1")).toBe("301 /pruning/winter?year=1");
    expect(answer("/docs/pruning/Winter")).toBe("301 /pruning/winter");
    expect(answer("/twin")).toBe("301 /Twin");
  });

  it("is left alone when it names a page as written, or none", () => {
    expect(answer("/Twin")).toBe("Twin");
    expect(answer("/pruning/summer")).toBe("pruning/summer");
  });

  it("is a link the checker warns about, naming the page, where a link to no page stays an error", async () => {
    const report = await checkContent(makeContentDir(CONTENT));
    expect(report.problems.filter((problem) => problem.file === "docs/links.md").map(formatProblem).sort()).toEqual([
      'docs/links.md:5: warning [broken-link] link "./PRUNING/winter#cuts": there is no page at "/PRUNING/winter", but "/pruning/winter" differs from it in case only: readers get there, as Docusaurus\' router matches paths whatever their case, through a redirect here; write the page\'s own path',
      'docs/links.md:5: warning [broken-link] link "/docs/Pruning/Winter": there is no page at "/docs/Pruning/Winter", but "/pruning/winter" differs from it in case only: readers get there, as Docusaurus\' router matches paths whatever their case, through a redirect here; write the page\'s own path',
      'docs/links.md:5: error [broken-link] link "/docs/pruning/nowhere": there is no page at "/docs/pruning/nowhere"',
      'docs/links.md:5: warning [broken-link] link "/twin": there is no page at "/twin", but "/Twin" differs from it in case only: readers get there, as Docusaurus\' router matches paths whatever their case, through a redirect here; write the page\'s own path',
    ].sort());
  });

  it("is not matched when two pages share its lowercase form", async () => {
    const { pageInOtherCase } = await import("~/content/site.server");
    const site = loadSite(makeContentDir({ ...CONTENT, "docs/twin.md": page("twin", "The other.") }));
    expect(pageInOtherCase(site, "TWIN")).toBeUndefined();
    expect(pageInOtherCase(site, "Pruning/winter")).toBe("pruning/winter");
  });
});
