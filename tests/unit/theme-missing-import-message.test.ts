import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// The site's MDXComponents is loaded by every page, whether or not the page uses what it imports: a
// missing module of it is told the same way on every page, so that the checker lists it once.
const MDX_COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import Basket from '../components/Basket';
export default { ...MDXComponents, Basket };
`;

describe("a missing import of the site's MDXComponents", () => {
  it("gets one message, whether the page uses it or not", async () => {
    const site = loadSite(makeContentDir({
      "src/theme/MDXComponents.js": MDX_COMPONENTS,
      "docs/picking.mdx": page("Picking", "Fill the <Basket />."),
      "docs/pruning.mdx": page("Pruning", "Cut in winter."),
    }));
    const messages = async (id: string) => (await buildSitePage(site, id)).warnings.filter((warning) => warning.kind === "missing-import").map((warning) => `${warning.file}:${warning.line}: ${warning.message}`);
    const expected = ['src/theme/MDXComponents.js:2: import "../components/Basket" does not resolve; a page that draws it shows a placeholder'];
    expect(await messages("picking")).toEqual(expected);
    expect(await messages("pruning")).toEqual(expected);
  });
});
