import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// An API reference plugin (Scalar's, redocusaurus) makes a page at a `route` of its options, which
// Docusaurus serves; this site runs no plugins, so a link there leads nowhere here: say why.
describe("links to a page a config plugin makes at its route", () => {
  it("name the plugin, under the base too, and leave other broken links as they were", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": `module.exports = {
  title: 'Kettles',
  baseUrl: '/manual/',
  presets: [['redocusaurus', { specs: [{ spec: 'openapi/boil.yaml', route: '/boil-api/' }] }]],
  plugins: [['@scalar/docusaurus', { id: 'steam', route: '/steam-reference' }], ['content-docs', { id: 'extra', path: 'extra', routeBasePath: 'extra' }]],
};
`,
      "sidebars.js": `module.exports = { docs: ["guide"] };`,
      "docs/guide.md": page("Guide", "See the [steam reference](/steam-reference), its [spout](/manual/steam-reference/spout) and the [boil API](/boil-api/).\n\nNot [this](/steam-references)."),
    }));
    expect(report.problems.filter((problem) => problem.file === "docs/guide.md").map(formatProblem)).toEqual([
      'docs/guide.md:5: error [broken-link] link "/boil-api/": there is no page at "/boil-api": its address is a page the config\'s plugin redocusaurus makes at "/boil-api", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:5: error [broken-link] link "/manual/steam-reference/spout": there is no page at "/manual/steam-reference/spout": its address is a page the config\'s plugin @scalar/docusaurus makes at "/steam-reference", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:5: error [broken-link] link "/steam-reference": there is no page at "/steam-reference": its address is a page the config\'s plugin @scalar/docusaurus makes at "/steam-reference", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:7: error [broken-link] link "/steam-references": there is no page at "/steam-references"',
    ]);
  });
});

// A plugin that generates a reference under its `routeBasePath` (docusaurus-plugin-typedoc-api, at
// `/api` unless it says otherwise), or a site's own plugin extending the blog, makes pages there too.
describe("links under the route base of a config plugin's pages", () => {
  it("name the plugin, by its path from the content folder when given so, and its default route", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": `const path = require('path');
module.exports = {
  title: 'Kettles',
  plugins: [
    'docusaurus-plugin-typedoc-api',
    [require.resolve('./plugins/brew-log/index.js'), { routeBasePath: '/brew-log' }],
    ['docusaurus-plugin-typedoc-api', { id: 'sdk', routeBasePath: 'sdk-reference' }],
  ],
};
`,
      "plugins/brew-log/index.js": "module.exports = function brewLog() { return { name: 'brew-log' }; };",
      "sidebars.js": `module.exports = { docs: ["guide"] };`,
      "docs/guide.md": page("Guide", "See the [Kettle class](/api/kettle/class/Kettle#boil), the [notes](/brew-log/1.2.0) and the [SDK](/sdk-reference/).\n\nNot [this](/apis), nor [the spout API](/api/spout), though a page is named so."),
      "docs/spout.md": page("Spout"),
    }));
    expect(report.problems.filter((problem) => problem.file === "docs/guide.md").map(formatProblem)).toEqual([
      'docs/guide.md:5: error [broken-link] link "/api/kettle/class/Kettle#boil": there is no page at "/api/kettle/class/Kettle": its address is a page the config\'s plugin docusaurus-plugin-typedoc-api makes under "/api", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:5: error [broken-link] link "/brew-log/1.2.0": there is no page at "/brew-log/1.2.0": its address is a page the config\'s plugin plugins/brew-log/index.js makes under "/brew-log", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:5: error [broken-link] link "/sdk-reference/": there is no page at "/sdk-reference": its address is a page the config\'s plugin docusaurus-plugin-typedoc-api makes under "/sdk-reference", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:7: error [broken-link] link "/api/spout": there is no page at "/api/spout": its address is a page the config\'s plugin docusaurus-plugin-typedoc-api makes under "/api", which Docusaurus serves and this site does not (it runs no plugins)',
      'docs/guide.md:7: error [broken-link] link "/apis": there is no page at "/apis"',
    ]);
  });
});

// The header, the footer, a sidebar link and a client redirect leading to such a page are left out as
// before, but say which plugin makes it, rather than that it is no page of the content.
describe("config items and redirects leading to a page a config plugin makes", () => {
  it("name the plugin", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = {
  title: 'Kettles',
  themeConfig: {
    navbar: { items: [{ to: '/api/kettle', label: 'Reference' }, { to: '/nowhere', label: 'Lost' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Spouts', to: '/api/spout/' }] }] },
  },
  plugins: [
    ['docusaurus-plugin-typedoc-api', { projectRoot: '.' }],
    ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/reference', to: '/api/kettle' }] }],
  ],
};
`,
      "sidebars.js": `module.exports = { docs: ["guide", { type: 'link', label: 'Lids', href: '/api/lid' }] };`,
      "docs/guide.md": page("Guide", "Boil."),
    }));
    const plugin = `a page the config's plugin docusaurus-plugin-typedoc-api makes under "/api", which Docusaurus serves and this site does not (it runs no plugins)`;
    expect(site.problems.map(formatProblem)).toEqual(expect.arrayContaining([
      `docusaurus.config.js:4: warning [config] the navbar item "Reference" leads to "/api/kettle", ${plugin}; it is left out of the header`,
      'docusaurus.config.js:4: warning [config] the navbar item "Lost" leads to "/nowhere", which is not a page of this content; it is left out of the header',
      `docusaurus.config.js:5: warning [config] the footer item "Spouts" leads to "/api/spout/", ${plugin}; it is left out of the footer`,
      `docusaurus.config.js:9: error [redirect] client redirect: "to" "/api/kettle" is ${plugin}; the redirect is left out`,
      `sidebars.js:1: error [sidebar] sidebar "docs", item 2: link "/api/lid" leads to ${plugin}`,
    ]));
  });

  it("name the React page of src/pages a client redirect leads to, as the footer's item does", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = {
  title: 'Kettles',
  themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Home', to: '/' }] }] } },
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/start', to: '/' }] }]],
};
`,
      "sidebars.js": `module.exports = { docs: ["guide"] };`,
      "docs/guide.md": page("Guide", "Boil."),
      "src/pages/index.js": "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout>Tea</Layout>; }\n",
    }));
    const reactPage = "the React page src/pages/index.js, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the";
    expect(site.problems.map(formatProblem)).toEqual(expect.arrayContaining([
      `docusaurus.config.js:3: warning [config] the footer item "Home" leads to "/", ${reactPage} item); it is left out of the footer`,
      `docusaurus.config.js:4: error [redirect] client redirect: "to" "/" is ${reactPage} redirect); the redirect is left out`,
    ]));
  });
});

// docusaurus-plugin-openapi-docs writes its API pages into a docs folder (its `outputDir`) with a
// command run before the build, and docusaurus-plugin-remote-content downloads pages into its
// `outDir` during it: content that does not keep those files lacks the pages. Say where they come from.
describe("docs a plugin writes into the docs folder when the site is built", () => {
  it("name the plugin and its folder for a link, a sidebar doc and an autogenerated folder there, and only there", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": `module.exports = {
  title: 'Kettles',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [
    ['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { boil: { specPath: 'specs/boil.yaml', outputDir: 'docs/reference/boil' } } }],
    ['docusaurus-plugin-remote-content', { name: 'spouts', outDir: 'docs/fetched', sourceBaseUrl: 'https://example.com/', documents: ['spout.md'] }],
    ['docusaurus-plugin-remote-content', { name: 'lids', outDir: './docs/fetched/', sourceBaseUrl: 'https://example.com/', documents: ['lid.md'] }],
    ['docusaurus-plugin-remote-content', { name: 'notes', outDir: 'release-notes', sourceBaseUrl: 'https://example.com/', documents: ['notes.md'] }],
  ],
};
`,
      "sidebars.js": `module.exports = { docs: ["guide", "fetched/spout", { type: "category", label: "Kettles", items: [{ type: "autogenerated", dirName: "fetched/kettles" }] }, "handles"] };`,
      "docs/guide.md": page("Guide", "Call [the boil endpoint](/reference/boil/start-boil) and read [the spout guide](./fetched/spout.md) and [the lid guide](/docs/fetched/lid.md).\n\nNot [this](/reference/brew)."),
    }));
    const formatted = report.problems.filter((problem) => problem.file === "docs/guide.md" || problem.file === "sidebars.js").map(formatProblem);
    const fetched = `of docs/fetched, which the config's plugin docusaurus-plugin-remote-content ("spouts", "lids") writes (it downloads when the site is built) and the content does not have (this site runs no plugins)`;
    expect(formatted).toEqual(expect.arrayContaining([
      `docs/guide.md:5: error [broken-link] link "/reference/boil/start-boil": there is no page at "/reference/boil/start-boil": its address is a page of docs/reference/boil, which the config's plugin docusaurus-plugin-openapi-docs writes (its gen-api-docs command makes from specs/boil.yaml) and the content does not have (this site runs no plugins)`,
      `docs/guide.md:5: error [broken-link] link "./fetched/spout.md": there is no such file (looked for docs/fetched/spout.md): it would be a page ${fetched}`,
      `docs/guide.md:5: error [broken-link] link "/docs/fetched/lid.md": there is no such file (looked for docs/docs/fetched/lid.md or docs/fetched/lid.md): it would be a page ${fetched}`,
      'docs/guide.md:7: error [broken-link] link "/reference/brew": there is no page at "/reference/brew"',
      `sidebars.js:1: error [sidebar] sidebar "docs", item 2: docId "fetched/spout" has no page: it would be a page ${fetched}`,
      `sidebars.js:1: warning [sidebar] sidebar "docs", item 3 > Kettles, item 1: no pages in the folder "fetched/kettles", so this autogenerated item lists nothing: its pages would be pages ${fetched}`,
      'sidebars.js:1: error [sidebar] sidebar "docs", item 4: docId "handles" has no page',
    ]));
  });
});
