import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A config whose inline plugin gives webpack import aliases in configureWebpack, as Docusaurus
// sites name their partials' folders: pages import `@snippets/x.mdx`, which webpack resolves. The
// plugin function may be async, as Docusaurus awaits it.
const CONFIG = `const path = require('path');
module.exports = {
  title: 'Orchard',
  plugins: [
    async function aliases(context, options) {
      await Promise.resolve();
      return {
        name: 'orchard-aliases',
        configureWebpack() {
          return { resolve: { alias: { '@snippets': path.resolve(__dirname, 'docs/_shared'), '@banner$': path.resolve(__dirname, 'src/Banner.js') } } };
        },
      };
    },
    function broken() {
      return { name: 'broken', configureWebpack() { throw new Error('no ladder'); } };
    },
  ],
};
`;

function site() {
  return loadSite(
    makeContentDir({
      "docusaurus.config.js": CONFIG,
      "docs/_shared/_pruning.mdx": "Prune **after** the harvest.\n",
      "src/Banner.js": "export default function Banner() { return <p>Apples ripen in autumn.</p>; }\n",
      "docs/care.mdx": page("Care", "import Pruning from '@snippets/_pruning.mdx';\nimport Banner from '@banner';\n\n<Banner />\n\n<Pruning />"),
      "docs/other.mdx": page("Other", "import Missing from '@snippets/_absent.mdx';\n\n<Missing />"),
    }),
  );
}

describe("webpack import aliases of the config's plugins", () => {
  it("resolves a page's imports by the aliases a plugin's configureWebpack gives", async () => {
    const { html, warnings } = await buildSitePage(site(), "care");
    expect(html).toContain("Prune <strong>after</strong> the harvest.");
    expect(html).toContain("Apples ripen in autumn.");
    expect(warnings).toEqual([]);
  });

  it("warns at an aliased import whose file is absent, as at any other", async () => {
    const { warnings } = await buildSitePage(site(), "other");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
  });

  it("warns at a configureWebpack that throws, at its plugin's line", () => {
    const problems = site().problems.filter((problem) => problem.file === "docusaurus.config.js");
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain("no ladder");
    expect(problems[0].line).toBe(15);
  });
});
