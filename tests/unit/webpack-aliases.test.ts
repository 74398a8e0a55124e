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

// Docusaurus also takes a plugin as the path of its module, with or without options: the site's own
// plugins are files of its folder (`require.resolve('./plugins/aliases')`, or `'./plugins/aliases.js'`).
describe("a plugin given by the path of its module", () => {
  it("gives its aliases as an inline one does, resolved, relative, or with options", async () => {
    const plugin = `const path = require('path');
module.exports = function aliases(context, options) {
  return { name: 'file-aliases', configureWebpack: () => ({ resolve: { alias: { [options.prefix || '@snippets']: path.resolve(__dirname, '../docs/_shared') } } }) };
};
`;
    const entries = ["require.resolve('./plugins/aliases')", "'./plugins/aliases.js'", "[require.resolve('./plugins/aliases.js'), { prefix: '@clips' }]"];
    for (const entry of entries) {
      const prefix = entry.includes("@clips") ? "@clips" : "@snippets";
      const { html, warnings } = await buildSitePage(loadSite(makeContentDir({
        "docusaurus.config.js": `module.exports = { title: 'Orchard', plugins: [${entry}] };\n`,
        "plugins/aliases.js": plugin,
        "docs/_shared/_pruning.mdx": "Prune **after** the harvest.\n",
        "docs/care.mdx": page("Care", `import Pruning from '${prefix}/_pruning.mdx';\n\n<Pruning />`),
      })), "care");
      expect(html, entry).toContain("Prune <strong>after</strong> the harvest.");
      expect(warnings, entry).toEqual([]);
    }
  });
});

// A monorepo's config aliases React to the copy in its root `node_modules`, so that one React runs;
// the site renders pages with its own React, which the alias only names another copy of.
describe("a webpack alias for React", () => {
  it("leaves React, its JSX runtime and react-dom to the site's own", async () => {
    const config = `const path = require('path');
module.exports = {
  title: 'Orchard',
  plugins: [() => ({ name: 'one-react', configureWebpack: () => ({ resolve: { alias: { react: path.resolve('../../node_modules/react'), 'react-dom': path.resolve('../../node_modules/react-dom') } } }) })],
};
`;
    const dir = makeContentDir({
      "docusaurus.config.js": config,
      "src/Crate.js": "import React, { useState } from 'react';\nexport default function Crate() { const [count] = useState(12); return <>A crate holds {count} apples.</>; }\n",
      "docs/crates.mdx": page("Crates", "import Crate from '@site/src/Crate';\n\n<>Pick <em>gently</em>.</>\n\n<Crate />"),
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "crates");
    expect(html).toContain("Pick <em>gently</em>.");
    expect(html).toContain("A crate holds 12 apples.");
    expect(warnings).toEqual([]);
  });
});

// A monorepo's docs import its examples through an alias for a folder beside the docs' own, which
// the site does not read: the warning says so, not only that the import "does not resolve".
describe("a webpack alias for a folder out of the content folder", () => {
  it("is named, with where it leads, in the warning at an import through it", async () => {
    const config = `const path = require('path');
module.exports = {
  title: 'Orchard',
  plugins: [() => ({ name: 'samples', configureWebpack: () => ({ resolve: { alias: { '@samples': path.resolve(__dirname, '..', 'samples', 'src') } } }) })],
};
`;
    const dir = makeContentDir({
      "docusaurus.config.js": config,
      "docs/grafting.mdx": page("Grafting", "import Graft from '@samples/graft.ts';\n\n<Graft />"),
    });
    const { warnings } = await buildSitePage(loadSite(dir), "grafting");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
    expect(warnings[0].message).toBe(
      'import "@samples/graft.ts" does not resolve: the config\'s webpack alias "@samples" leads to "../samples/src", out of the content folder, which the site does not read; a placeholder is shown',
    );
  });
});

// A plugin may add pages of its own (`addRoute` in `contentLoaded`, from what its `loadContent`
// read): Docusaurus serves them, this site runs no plugin, so a link to one leads nowhere here.
describe("a route a plugin adds", () => {
  it("is named, with its plugin, in the broken-link error of a link to it", async () => {
    const { checkContent } = await import("~/content/check.server");
    const plugin = `const fs = require('fs');
module.exports = function showcase(context) {
  return {
    name: 'orchard-showcase',
    async loadContent() { return JSON.parse(fs.readFileSync('data/orchards.json', 'utf8')); },
    async contentLoaded({ content, actions }) {
      const data = await actions.createData('orchards.json', JSON.stringify(content));
      actions.addRoute({ path: context.baseUrl + 'orchards', component: '@site/src/Orchards.js', modules: { data }, exact: true });
      for (const orchard of content) actions.addRoute({ path: context.baseUrl + 'orchards/' + orchard, component: '@site/src/Orchard.js', exact: true });
    },
  };
};
`;
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Orchard', plugins: [require.resolve('./plugins/showcase')] };\n",
      "plugins/showcase.js": plugin,
      "data/orchards.json": '["north", "south"]',
      "docs/tour.md": page("Tour", "See [all orchards](/orchards), [the north one](/orchards/north) and [a lost one](/orchards/east)."),
    }));
    expect(report.problems.filter((problem) => problem.kind === "broken-link").map((problem) => problem.message).sort()).toEqual([
      'link "/orchards": there is no page at "/orchards": its address is a page the config\'s plugin orchard-showcase makes at "/orchards", which Docusaurus serves and this site does not (it runs no plugins)',
      'link "/orchards/north": there is no page at "/orchards/north": its address is a page the config\'s plugin orchard-showcase makes at "/orchards/north", which Docusaurus serves and this site does not (it runs no plugins)',
      'link "/orchards/east": there is no page at "/orchards/east"',
    ].sort());
  });
});

// docusaurus-plugin-module-alias is a package whose `configureWebpack` gives its options' `alias` as
// webpack's `resolve.alias`: sites name their components' folder with it, `@parts` for `src/parts`.
describe("docusaurus-plugin-module-alias", () => {
  it("gives the aliases of its options, by its name or its resolved path", async () => {
    const entries = ["'docusaurus-plugin-module-alias'", "require.resolve('docusaurus-plugin-module-alias')"];
    for (const entry of entries) {
      const config = `const path = require('path');
module.exports = {
  title: 'Orchard',
  plugins: [
    'docusaurus-plugin-sass',
    [${entry}, { alias: { react: path.resolve(__dirname, './node_modules/react'), '@parts': path.resolve(__dirname, './src/parts') } }],
  ],
};
`;
      const { html, warnings } = await buildSitePage(loadSite(makeContentDir({
        "docusaurus.config.js": config,
        "src/parts/Ladder/index.js": "export default function Ladder({ rungs }) { return <p>A ladder of {rungs} rungs.</p>; }\n",
        "docs/picking.mdx": page("Picking", "import Ladder from '@parts/Ladder';\n\n<Ladder rungs={9} />"),
      })), "picking");
      expect(html, entry).toContain("A ladder of 9 rungs.");
      expect(warnings, entry).toEqual([]);
    }
  });
});

// A plugin writes files at build time into the site's `.docusaurus/` folder (`createData` in its
// `contentLoaded`) and aliases a name to them, so pages import generated tables: nothing runs the
// plugin here, and the warning says where the alias leads and why it holds nothing. The plugin finds
// that folder from its context's `siteDir`, the site's folder, as Docusaurus gives it.
describe("a webpack alias into Docusaurus' generated folder", () => {
  it("is named, with where it leads, in the warning at an import through it", async () => {
    const config = `const path = require('path');
module.exports = {
  title: 'Orchard',
  plugins: [(context) => ({ name: 'varieties', configureWebpack: () => ({ resolve: { alias: { '@varieties': \`\${context.siteDir}/.docusaurus/varieties/default\` } } }) })],
};
`;
    const dir = makeContentDir({
      "docusaurus.config.js": config,
      "docs/apples.mdx": page("Apples", "import Table from '@varieties/apples/table.md';\n\n<Table />"),
    });
    const { warnings } = await buildSitePage(loadSite(dir), "apples");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
    expect(warnings[0].message).toBe(
      'import "@varieties/apples/table.md" does not resolve: the config\'s webpack alias "@varieties" leads to ".docusaurus/varieties/default", the folder where Docusaurus\' build writes what plugins generate, which this site does not run; a placeholder is shown',
    );
  });
});
