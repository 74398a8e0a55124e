import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkedText } from "~/components/LinkedText";
import { announcementOf } from "~/content/announcement";
import { documentTitle } from "~/content/document-title";
import { DEFAULT_BLOG_SETTING } from "~/content/blog.server";
import type { ContentProblem } from "~/content/problems";
import { footerOf } from "~/content/footer";
import { STAND_IN_VALUE } from "~/content/page-config";
import { docEditUrlOf, siteConfigOf } from "~/content/site-config.server";
import { loadConfigFile, type RawConfigFile } from "~/content/config-file.server";
import { pageConfigOf } from "~/content/page-config.server";
import { loadSite } from "~/content/site.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

const FIXTURES = path.join(__dirname, "fixtures");
const fixture = (name: string) => path.join(FIXTURES, "configs", name);

/** The config a fixture folder loads; fails the test with the problem when it does not. */
function loadedConfig(name: string): RawConfigFile {
  const loaded = loadConfigFile(fixture(name));
  if (loaded === null || !("raw" in loaded)) throw new Error(`the ${name} config did not load: ${JSON.stringify(loaded)}`);
  return loaded;
}

function loadProblem(name: string): ContentProblem {
  const loaded = loadConfigFile(fixture(name));
  if (loaded === null || "raw" in loaded) throw new Error(`the ${name} config loaded`);
  return loaded;
}

describe("loading docusaurus.config", () => {
  it("reads CommonJS, with Node's built-in modules", () => {
    const { file, raw } = loadedConfig("commonjs");
    expect(file).toBe("docusaurus.config.js");
    expect(raw).toMatchObject({ title: "CommonJS Docs", tagline: path.join("a", "b") });
  });

  it("reads an ES module's default export, and TypeScript, importing packages the site does not have", () => {
    expect(loadedConfig("esm")).toMatchObject({ file: "docusaurus.config.mjs", raw: { title: "ESM Docs" } });
    const typescript = loadedConfig("typescript");
    expect(typescript.file).toBe("docusaurus.config.ts");
    expect(siteConfigOf(typescript).config).toMatchObject({ title: "TypeScript Docs", editUrl: "https://github.com/example/ts-docs/tree/main" });
  });

  it("reads TypeScript configs named .mts and .cts, as Docusaurus finds them", () => {
    const config = [
      "import type { Config } from '@docusaurus/types';",
      "const owner: string = 'example';",
      "const config: Config = { title: 'Typed Module Docs', customFields: { owner, sidebar: require.resolve('./sidebars/main.js') } };",
      "export default config;",
    ].join("\n");
    for (const name of ["docusaurus.config.mts", "docusaurus.config.cts"]) {
      const dir = makeContentDir({ [name]: config, "docs/a.md": page("A") });
      expect(loadConfigFile(dir), name).toMatchObject({ file: name, raw: { title: "Typed Module Docs", customFields: { owner: "example", sidebar: path.join(dir, "sidebars/main.js") } } });
    }
    // A TypeScript config that does not parse is reported at its line, where it threw before.
    for (const name of ["docusaurus.config.ts", "docusaurus.config.mts"]) {
      const broken = makeContentDir({ [name]: "const title: string = 'x';\nexport default { title: };\n", "docs/a.md": page("A") });
      expect(loadConfigFile(broken), name).toMatchObject({ file: name, line: 2, severity: "error", kind: "config" });
    }
  });

  it("reports an error in a file the config requires at its line in that file, not at the config's require", () => {
    const config = "const navbar = require('./src/navbar');\nmodule.exports = { title: 'Rivers', themeConfig: { navbar } };\n";
    const throwing = makeContentDir({ "docusaurus.config.js": config, "src/navbar.js": "const items = [];\n\nmodule.exports = { items: items[0].links };\n", "docs/a.md": page("A") });
    expect(loadConfigFile(throwing)).toMatchObject({ file: "src/navbar.js", line: 3, severity: "error", kind: "config" });
    const unparsable = makeContentDir({ "docusaurus.config.js": config, "src/navbar.js": "module.exports = {\n  items: [\n    { label: 'Delta' to: '/delta' },\n  ],\n};\n", "docs/a.md": page("A") });
    expect(loadConfigFile(unparsable)).toMatchObject({ file: "src/navbar.js", line: 3, severity: "error", kind: "config" });
    const badJson = makeContentDir({ "docusaurus.config.js": "const links = require('./links.json');\nmodule.exports = { title: 'Rivers', customFields: { links } };\n", "links.json": "{\n  \"delta\": \"/delta\",\n}\n", "docs/a.md": page("A") });
    expect(loadConfigFile(badJson)).toMatchObject({ file: "links.json", severity: "error", kind: "config" });
  });

  it("awaits a config exported as an async function, which imports, requires its own files and reads an empty process.env", () => {
    vi.stubEnv("SITE_TITLE", "from the server's environment");
    try {
      const { raw } = loadedConfig("async-function");
      expect(raw.title).toBe("Async Docs");
      expect(siteConfigOf({ file: "docusaurus.config.js", source: "", raw }).config.navbarItems).toEqual([{ label: "Guide", to: "/guide" }]);
      const docs = (raw.presets as [string, { docs: { sidebarPath: string } }][])[0][1].docs;
      expect(docs.sidebarPath).toBe(path.join(fixture("async-function"), "sidebars.js"));
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("gives unknown packages and missing files stand-ins that any use evaluates, and no environment", () => {
    const { raw } = loadedConfig("unknown-requires");
    expect(raw.title).toBe("Stand-ins");
    expect(raw.customFields).toEqual({ secret: undefined, home: undefined });
    expect(siteConfigOf({ file: "docusaurus.config.js", source: "", raw }).config).toEqual({ title: "Stand-ins", navbarTitle: "Stand-ins", navbarItems: null, docsRouteBase: "docs", blogs: [DEFAULT_BLOG_SETTING] });
  });

  it("reads its own files by paths relative to the content folder, its working directory in Docusaurus", () => {
    const config = [
      "const fs = require('fs');",
      "const path = require('node:path');",
      "import { readFileSync } from 'node:fs';",
      "const own = JSON.parse(fs.readFileSync('./package.json', 'utf8'));",
      "const style = JSON.parse(readFileSync('.prettierrc', 'utf8'));",
      "module.exports = { title: own.name, customFields: { quotes: style.singleQuote, docs: path.resolve('docs'), hasStatic: fs.existsSync('static'), fromDocs: path.relative('docs', 'static') } };",
    ].join("\n");
    // The app's own folder (the process's working directory) has a package.json too: it must not be read.
    const dir = makeContentDir({ "docusaurus.config.js": config, "package.json": '{"name": "widget-docs"}', ".prettierrc": '{"singleQuote": true}', "docs/a.md": page("A", "Text.") });
    const loaded = loadConfigFile(dir);
    expect(loaded).toMatchObject({ raw: { title: "widget-docs", customFields: { quotes: true, docs: path.join(dir, "docs"), hasStatic: false, fromDocs: path.join("..", "static") } } });
  });

  it("runs the commands it starts in the content folder, its working directory in Docusaurus", () => {
    // A config that asks git for the release it documents must not be answered by the app's own folder.
    const config = [
      "const { execSync, execFileSync, spawnSync } = require('child_process');",
      "const here = (out) => String(out).trim();",
      "module.exports = { title: 'Commands', customFields: {",
      "  shell: here(execSync('pwd')),",
      "  file: here(execFileSync('pwd', [])),",
      "  spawned: here(spawnSync('pwd', { encoding: 'utf8' }).stdout),",
      "  named: here(execSync('pwd', { cwd: 'docs' })),",
      "} };",
    ].join("\n");
    const dir = fs.realpathSync(makeContentDir({ "docusaurus.config.js": config, "docs/a.md": page("A", "Text.") }));
    expect(loadConfigFile(dir)).toMatchObject({ raw: { customFields: { shell: dir, file: dir, spawned: dir, named: path.join(dir, "docs") } } });
  });

  it("loads an ES module config that makes its own __dirname from import.meta.url, as Node lets ES modules do", () => {
    const config = [
      "import url from 'node:url';",
      "import path from 'node:path';",
      "const __dirname = path.dirname(url.fileURLToPath(import.meta.url));",
      "const __filename = import.meta.filename;",
      "const config = { title: 'Meta Docs', customFields: { here: __dirname, file: __filename, dir: import.meta.dirname } };",
      "export default config;",
    ].join("\n");
    for (const name of ["docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.js"]) {
      const dir = makeContentDir({ [name]: config, "docs/a.md": page("A") });
      const loaded = loadConfigFile(dir);
      expect(loaded, name).toMatchObject({ file: name, raw: { title: "Meta Docs", customFields: { here: dir, file: path.join(dir, name), dir } } });
    }
  });

  it("gives a config, and the content modules it imports, Node's URL and text globals", () => {
    const dir = makeContentDir({
      "docusaurus.config.ts": "import { shelf } from './shelf';\nexport default { title: shelf, tagline: new TextDecoder().decode(new TextEncoder().encode('ok')) };\n",
      "shelf.ts": "import path from 'node:path';\nexport const shelf = path.basename(path.dirname(new URL(import.meta.url).pathname)) + '?' + new URLSearchParams({ q: 'a b' });\n",
      "docs/a.md": page("A"),
    });
    expect(loadConfigFile(dir)).toMatchObject({ raw: { title: `${path.basename(dir)}?q=a+b`, tagline: "ok" } });
  });

  it("gives a config the Fetch API's classes, and a fetch that fails at once, saying it reaches no network", () => {
    const dir = makeContentDir({
      "docusaurus.config.js": `const headers = new Headers({ Accept: 'text/plain' });
async function latestKettle() {
  const response = await fetch(new URL('https://kettles.example.com/latest'), { headers });
  return response.text();
}
module.exports = async () => {
  const release = await latestKettle().catch((error) => error.message);
  return { title: 'Kettles', tagline: release, customFields: { accept: headers.get('accept'), made: new Response('x').status } };
};
`,
      "docs/a.md": page("A"),
    });
    expect(loadConfigFile(dir)).toMatchObject({
      raw: {
        tagline: "fetch https://kettles.example.com/latest: this site reads the config without the network, so nothing is fetched (Docusaurus' build would fetch it)",
        customFields: { accept: "text/plain", made: 200 },
      },
    });
  });

  it("reads a config that an unanswered fetch would stop with that fetch answered by nothing, and warns at the fetch", () => {
    const dir = makeContentDir({
      "docusaurus.config.ts": `const countKettles = async () => {
  const response = await fetch('https://kettles.example.com/count');
  const data = await response.json();
  return data.total >= 10 ? 'many' : data.total?.toString() || 'none';
};

export default async function makeConfig() {
  const kettles = await countKettles();
  return {
    title: 'Kettles',
    tagline: \`We have \${kettles} kettles\`,
    themeConfig: { navbar: { items: [{ to: '/docs/a', label: 'Start' }] } },
  };
}
`,
      "docs/a.md": page("A"),
    });
    const loaded = loadConfigFile(dir);
    expect(loaded).toMatchObject({ raw: { title: "Kettles", tagline: "We have  kettles", themeConfig: { navbar: { items: [{ label: "Start" }] } } } });
    const warnings = pageConfigOf(loaded as RawConfigFile).problems.filter((problem) => problem.message.includes("kettles.example.com"));
    expect(warnings).toEqual([expect.objectContaining({ file: "docusaurus.config.ts", line: 2, severity: "warning", kind: "config" })]);
    expect(warnings[0].message).toContain("answered with nothing");
  });

  it("reports a throw at the line that threw, a syntax error at its line, with the file", () => {
    expect(loadProblem("throws")).toMatchObject({ file: "docusaurus.config.js", line: 4, severity: "error", kind: "config" });
    expect(loadProblem("throws").message).toContain("half-finished edit");
    expect(loadProblem("syntax-error")).toMatchObject({ file: "docusaurus.config.js", line: 4, severity: "error" });
  });

  it("stops a config that loops (in its promise too), and one whose promise never settles", () => {
    const started = Date.now();
    expect(loadProblem("loop").message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(loadProblem("pending-promise").message).toMatch(/promise waits/);
  });

  it("gives lodash, which every Docusaurus site has, as itself, required or imported", () => {
    const required = makeContentDir({
      "docusaurus.config.js": "const _ = require('lodash');\nmodule.exports = { title: 'Trails', customFields: { byName: _.keyBy([{ name: 'ridge' }, { name: 'creek' }], 'name'), merged: _.merge({ a: 1 }, { b: 2 }) } };\n",
    });
    expect(loadConfigFile(required)).toMatchObject({ raw: { customFields: { byName: { ridge: { name: "ridge" }, creek: { name: "creek" } }, merged: { a: 1, b: 2 } } } });
    const imported = makeContentDir({
      "docusaurus.config.ts": "import _ from 'lodash';\nimport { kebabCase } from 'lodash';\nexport default { title: 'Trails', customFields: { slug: kebabCase('Upper Ridge'), first: _.head(['a', 'b']) } };\n",
    });
    expect(loadConfigFile(imported)).toMatchObject({ raw: { customFields: { slug: "upper-ridge", first: "a" } } });
  });

  it("gives semver, which every Docusaurus site has, as itself, required or imported", () => {
    const required = makeContentDir({
      "docusaurus.config.js": "const semver = require('semver');\nmodule.exports = { title: 'Trails', customFields: { newer: semver.gte('2.10.0', '2.9.0'), older: semver.gte('1.4.0', '2.9.0'), sorted: ['1.10.0', '1.2.0'].sort(semver.compare) } };\n",
    });
    expect(loadConfigFile(required)).toMatchObject({ raw: { customFields: { newer: true, older: false, sorted: ["1.2.0", "1.10.0"] } } });
    const imported = makeContentDir({
      "docusaurus.config.ts": "import semver from 'semver';\nexport default { title: 'Trails', customFields: { major: semver.major('3.1.4') } };\n",
    });
    expect(loadConfigFile(imported)).toMatchObject({ raw: { customFields: { major: 3 } } });
  });

  it("gives the YAML parsers yaml and js-yaml as themselves, so a config reading a data file with them gets its values", () => {
    const imported = makeContentDir({
      "docusaurus.config.ts": [
        "import { readFileSync } from 'fs';",
        "import { parse } from 'yaml';",
        "const release = parse(readFileSync('./release.yml', 'utf8'));",
        "export default { title: 'Trails', customFields: { next: `${release.upcoming} (preview)`, maps: release.maps.length } };",
        "",
      ].join("\n"),
      "release.yml": "upcoming: '4.2'\nmaps:\n  - ridge\n  - creek\n",
    });
    expect(loadConfigFile(imported)).toMatchObject({ raw: { customFields: { next: "4.2 (preview)", maps: 2 } } });
    const required = makeContentDir({
      "docusaurus.config.js": "const yaml = require('js-yaml');\nmodule.exports = { title: 'Trails', customFields: { trail: yaml.load('name: Upper Ridge\\nlength: 12').length } };\n",
    });
    expect(loadConfigFile(required)).toMatchObject({ raw: { customFields: { trail: 12 } } });
  });

  it("keeps the docs' versions a config builds with lodash: the last version is served under the path it gives", () => {
    const dir = makeContentDir({
      "docusaurus.config.js": [
        "const _ = require('lodash');",
        "const versions = require('./versions.json');",
        "module.exports = {",
        "  title: 'Trails',",
        "  presets: [['classic', { docs: { versions: { ..._.keyBy(versions.map((name) => ({ label: name, path: name })), 'label') } } }]],",
        "  themeConfig: { navbar: { items: [{ to: `/docs/${versions[0]}/map`, label: 'Map' }] } },",
        "};",
      ].join("\n"),
      "versions.json": '["2.0"]',
      "docs/map.md": page("Map"),
      "versioned_docs/version-2.0/map.md": page("Map"),
    });
    const site = loadSite(dir);
    expect(site.sections).toEqual([expect.objectContaining({ label: "Map", href: "/map" })]);
    expect(site.problems.filter((problem) => problem.kind === "config")).toEqual([]);
  });

  it("is none for content without a config", () => {
    expect(loadConfigFile(makeContentDir({ "docs/a.md": page("A") }))).toBeNull();
  });
});

describe("what the site takes from the config", () => {
  const site = loadSite(path.join(FIXTURES, "config-site"));

  it("the navbar's own title for the header, else the site's title", () => {
    const configOf = (navbar: unknown) => siteConfigOf({ file: "docusaurus.config.js", source: "", raw: { title: "Long Site Title", themeConfig: { navbar } } }).config;
    expect(configOf({ title: "Short" })).toMatchObject({ title: "Long Site Title", navbarTitle: "Short" });
    expect(configOf({ title: null })).toMatchObject({ navbarTitle: "Long Site Title" });
    expect(configOf({ title: "  " })).toMatchObject({ navbarTitle: "Long Site Title" });
  });

  it("titleDelimiter between a page's title and the site's in <title>, as Docusaurus formats it", () => {
    const resultOf = (titleDelimiter: unknown) => siteConfigOf({ file: "docusaurus.config.js", source: "title: 'Gadgets',\ntitleDelimiter: 7,", raw: { title: "Gadgets", titleDelimiter } });
    const { titleDelimiter } = resultOf("~").config;
    expect(titleDelimiter).toBe("~");
    expect(documentTitle("Setup", "Gadgets", titleDelimiter)).toBe("Setup ~ Gadgets");
    expect(documentTitle("Gadgets", "Gadgets", titleDelimiter)).toBe("Gadgets");
    expect(resultOf("|").config.titleDelimiter).toBeUndefined();
    expect(documentTitle("Setup", "Gadgets", resultOf(undefined).config.titleDelimiter)).toBe("Setup | Gadgets");
    const notText = resultOf(7);
    expect(notText.config.titleDelimiter).toBeUndefined();
    expect(notText.problems).toEqual([expect.objectContaining({ line: 2, severity: "warning", message: expect.stringContaining("titleDelimiter is not text") })]);
  });

  it("warns that a docs' own docItemComponent is not used, saying what an OpenAPI plugin's ApiItem would add", () => {
    const source = "presets: [['classic', {\n  docs: {\n    docItemComponent: '@theme/ApiItem',\n  },\n}]],\nplugins: [['@docusaurus/plugin-content-docs', { id: 'guides', docItemComponent: '@theme/FancyItem' }]],";
    const raw = { presets: [["classic", { docs: { docItemComponent: "@theme/ApiItem" } }]], plugins: [["@docusaurus/plugin-content-docs", { id: "guides", docItemComponent: "@theme/FancyItem" }]] };
    const { problems } = siteConfigOf({ file: "docusaurus.config.js", source, raw });
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '3: the docs\' docItemComponent "@theme/ApiItem" is not used, as every page has this site\'s own layout: its API pages show their endpoint, parameters and responses, and what its request panel tells a reader (how the operation authenticates and a request sample) under the endpoint, but not the panel itself, whose Send button calls the API',
      '6: the docs\' docItemComponent "@theme/FancyItem" is not used, as every page has this site\'s own layout',
    ]);
    const plain = siteConfigOf({ file: "docusaurus.config.js", source: "docs: {docItemComponent: '@theme/DocItem'}", raw: { presets: [["classic", { docs: { docItemComponent: "@theme/DocItem" } }]] } });
    expect(plain.problems).toEqual([]);
  });

  it("warns at a docs' homePageId, which Docusaurus 2 removed, saying how a page becomes the home", () => {
    const source = "presets: [['classic', {\n  docs: {\n    homePageId: 'welcome',\n  },\n}]],";
    const { problems } = siteConfigOf({ file: "docusaurus.config.js", source, raw: { presets: [["classic", { docs: { homePageId: "welcome" } }]] } });
    expect(problems.map((problem) => `${problem.line}: ${problem.severity}: ${problem.message}`)).toEqual([
      '3: warning: the docs\' homePageId "welcome" was removed in Docusaurus 2, whose build stops on it; it is ignored: make a page the home with "slug: /" in its frontmatter',
    ]);
  });

  it("shows navbar links, the name Docusaurus 2 gave its items before renaming them, with a warning to rename them", () => {
    const source = "footer: {links: []},\nthemeConfig: {\n  navbar: {\n    links: [\n      {to: 'brewing', label: 'Brewing'},\n    ],\n  },\n},";
    const links = [{ to: "brewing", label: "Brewing" }];
    const { config, problems } = siteConfigOf({ file: "docusaurus.config.js", source, raw: { themeConfig: { navbar: { links }, footer: { links: [] } } } });
    expect(config.navbarItems).toEqual(links);
    expect(problems.map((problem) => `${problem.line}: ${problem.severity}: ${problem.message}`)).toEqual([
      '4: warning: themeConfig.navbar.links was renamed items in Docusaurus 2, whose build stops on it ("themeConfig.navbar.links has been renamed as themeConfig.navbar.items"); its links are the header\'s here: rename it items',
    ]);
    const both = siteConfigOf({ file: "docusaurus.config.js", source, raw: { themeConfig: { navbar: { links, items: [] } } } });
    expect(both.config.navbarItems).toEqual([]);
    expect(both.problems.map((problem) => problem.message)).toEqual([expect.stringContaining("it is ignored, as the navbar has items: remove it")]);
  });

  it("the title, the default theme and the docs' editUrl", () => {
    expect(site.config).toMatchObject({ title: "Fixture Docs", defaultTheme: "dark", editUrl: "https://github.com/example/fixture/edit/main" });
  });

  it("the navbar items as the header's sections, left ones then right ones, each in the file's order, leaving out those that lead nowhere, with warnings at their lines", () => {
    expect(site.sections).toEqual([
      { label: "Guides", href: "/guides/start", sidebar: "guides", followsVersion: "sidebar" },
      { label: "API reference", href: "/api", sidebar: "reference", followsVersion: "doc" },
      { label: "More", href: "/guides/deploy", sidebar: "guides", items: [{ label: "Deploy", href: "/guides/deploy", sidebar: "guides" }] },
      { label: "FAQ", href: "/faq", sidebar: null },
      { label: "GitHub", href: "https://github.com/example/fixture", sidebar: null, external: true },
    ]);
    const source = fs.readFileSync(path.join(FIXTURES, "config-site", "docusaurus.config.js"), "utf8").split("\n");
    const warnings = site.problems.filter((problem) => problem.kind === "config");
    const lineOf = (text: string) => source.findIndex((line) => line.includes(text)) + 1;
    expect(warnings.filter((problem) => problem.message.includes("navbar")).map((problem) => [problem.severity, problem.line])).toEqual([
      ["warning", lineOf('label: "More"')],
      ["warning", lineOf('label: "Missing"')],
      ["warning", lineOf('label: "Empty"')],
      ["warning", lineOf('label: "Ghost"')],
    ]);
    expect(warnings[0].message).toContain('"/nowhere"');
  });

  it("puts a navbar item's warning at its own line when its doc id is part of another's or two items name one doc", () => {
    const config = [
      "module.exports = {",
      "  themeConfig: {",
      "    navbar: {",
      "      items: [",
      "        {type: 'doc', docId: 'garden-overview', label: 'Garden'},",
      "        {",
      "          type: 'doc',",
      "          docId: 'overview',",
      "          label: 'Orchard',",
      "        },",
      "        {",
      "          type: 'doc',",
      "          docId: 'overview',",
      "          label: 'Meadow',",
      "        },",
      "      ],",
      "    },",
      "  },",
      "};",
    ].join("\n");
    const site = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/a.md": page("A") }));
    const lines = site.problems.filter((problem) => problem.message.includes("navbar item")).map((problem) => [problem.message.split('"')[1], problem.line]);
    expect(lines).toEqual([["Garden", 5], ["Orchard", 8], ["Meadow", 13]]);
  });

  it("puts the warning of a navbar item whose link the config computes at the item's label", () => {
    const config = [
      "const release = '2.0';",
      "module.exports = {",
      "  themeConfig: {",
      "    navbar: {",
      "      items: [",
      "        {",
      "          to: `/docs/${release}/tour/`,",
      "          label: 'Tour',",
      "        },",
      "      ],",
      "    },",
      "  },",
      "};",
    ].join("\n");
    const site = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/a.md": page("A") }));
    const warnings = site.problems.filter((problem) => problem.message.includes("navbar item"));
    expect(warnings.map((problem) => [problem.message.split('"')[3], problem.line])).toEqual([["/docs/2.0/tour/", 8]]);
  });

  it("puts the warning of a navbar item whose label and link the config both compute at the template that makes the link", () => {
    const config = [
      "const releases = require('./releases.json');",
      "module.exports = {",
      "  themeConfig: {",
      "    navbar: {",
      "      items: [",
      "        {",
      "          label: 'Releases',",
      "          items: releases.map((release) => ({",
      "            label: release,",
      "            to: `/${release}/garden/${'planting'}`,",
      "          })),",
      "        },",
      "      ],",
      "    },",
      "  },",
      "};",
    ].join("\n");
    const site = loadSite(makeContentDir({ "docusaurus.config.js": config, "releases.json": "[\"4.2\", \"4.1\"]", "docs/a.md": page("A") }));
    const warnings = site.problems.filter((problem) => problem.message.includes("navbar item"));
    expect(warnings.map((problem) => [problem.message.split('"')[3], problem.line]).sort()).toEqual([["/4.1/garden/planting", 10], ["/4.2/garden/planting", 10]]);
  });

  it("makes the sidebar hideable by themeConfig.docs.sidebar.hideable, or by hideableSidebar, its name in Docusaurus 2's betas", () => {
    const behaviourOf = (themeConfig: Record<string, unknown>) => siteConfigOf({ file: "docusaurus.config.js", source: "", raw: { title: "T", themeConfig } }).config.sidebarBehaviour;
    expect(behaviourOf({ docs: { sidebar: { hideable: true } } })).toEqual({ hideable: true });
    expect(behaviourOf({ hideableSidebar: true })).toEqual({ hideable: true });
    expect(behaviourOf({ hideableSidebar: "yes" })).toBeUndefined();
  });

  it("the announcement as text and safe links: no markup, no script, no javascript: link", () => {
    expect(site.config.announcement).toEqual([
      { text: "New docs & more! " },
      { text: "Tell us", href: "https://example.com/feedback", target: "_blank" },
      { text: ", click " },
      { text: "FAQ", href: "/faq" },
    ]);
    expect(announcementOf("<!-- off --> <br/> ")).toEqual([]);
    expect(announcementOf(`<a href='mailto:docs@example.com'>Mail &lt;us&gt;</a>`)).toEqual([{ text: "Mail <us>", href: "mailto:docs@example.com" }]);

  });

  it("blocks side by side in the announcement are parted by a space, as a browser shows them apart", () => {
    const html = '<div class="item">Kettles are back!</div><div class="item"><span>Teapots too.</span> <a href="/pots">See pots</a></div><p>Bye</p>';
    expect(announcementOf(html)).toEqual([
      { text: "Kettles are back! Teapots too. " },
      { text: "See pots", href: "/pots" },
      { text: " Bye" },
    ]);
    expect(announcementOf("<b>Tea</b><i>time</i>")).toEqual([{ text: "Teatime" }]);
  });

  it("a <br> breaks the line, as Docusaurus renders the config's markup (a copyright's second line)", () => {
    const parts = announcementOf("Copyright © Kettle Co.<br/>\n  Teapot is a mark of <a href='https://example.com/co'>the Co.</a><br>");
    expect(parts).toEqual([{ text: "Copyright © Kettle Co.\nTeapot is a mark of " }, { text: "the Co.", href: "https://example.com/co" }]);
    expect(renderToStaticMarkup(createElement(LinkedText, { parts }))).toBe(
      '<span>Copyright © Kettle Co.<br/>Teapot is a mark of </span><a href="https://example.com/co">the Co.</a>',
    );
  });

  it("a link of the config's markup opens where its target says, in the same tab without one, as Docusaurus puts the markup in the page", () => {
    const parts = announcementOf(`Brewed by <a href="https://example.com/brewer">the brewer</a>; see <a target='_blank' href="https://example.com/leaves">leaves</a> and <a href="/pots" target=_self>pots</a>.`);
    expect(parts).toEqual([
      { text: "Brewed by " },
      { text: "the brewer", href: "https://example.com/brewer" },
      { text: "; see " },
      { text: "leaves", href: "https://example.com/leaves", target: "_blank" },
      { text: " and " },
      { text: "pots", href: "/pots", target: "_self" },
      { text: "." },
    ]);
    expect(renderToStaticMarkup(createElement(LinkedText, { parts }))).toBe(
      '<span>Brewed by </span><a href="https://example.com/brewer">the brewer</a><span>; see </span><a href="https://example.com/leaves" target="_blank" rel="noopener noreferrer">leaves</a><span> and </span><a href="/pots" target="_self">pots</a><span>.</span>',
    );
  });

  it("a function editUrl is ignored with a warning; colorMode that respects the system's setting sets no default", () => {
    const { config, problems } = siteConfigOf({
      file: "docusaurus.config.js",
      source: "module.exports = {\n  presets: [['classic', { docs: { editUrl: ({ docPath }) => docPath } }]],\n};\n",
      raw: { presets: [["classic", { docs: { editUrl: () => "x" } }]], themeConfig: { colorMode: { defaultMode: "dark", respectPrefersColorScheme: true } } },
    });
    expect(config).toEqual({ title: "Sauce Labs Documentation", navbarTitle: "Sauce Labs Documentation", navbarItems: null, docsRouteBase: "docs", blogs: [DEFAULT_BLOG_SETTING] });
    expect(problems).toMatchObject([{ line: 2, severity: "warning", kind: "config" }]);
  });

  it("a function editUrl is kept and called for each doc with its path, as Docusaurus calls it; one that gives no address is reported", () => {
    const editUrl = ({ docPath }: { docPath: string }) => `https://git.example.org/garden/edit/trunk/${docPath.replace("current/", "")}?plain=1`;
    const { config, problems } = siteConfigOf({
      file: "docusaurus.config.js",
      source: "module.exports = {\n  presets: [['classic', { docs: { editUrl: ({ docPath }) => `...${docPath}` } }]],\n};\n",
      raw: { presets: [["classic", { docs: { editUrl } }]] },
    });
    expect(config.editUrl).toBeUndefined();
    expect(problems).toEqual([]);
    const doc = { version: "current", versionDocsDirPath: "docs", docPath: "current/beds/roses.md", permalink: "/current/beds/roses" };
    expect(docEditUrlOf(config.docsEditUrlFunction!, doc)).toBe("https://git.example.org/garden/edit/trunk/beds/roses.md?plain=1");
    // A `..` of a docs folder beside the site's is resolved, as a browser following the link does.
    expect(docEditUrlOf(({ versionDocsDirPath, docPath }) => `https://git.example.org/garden/edit/trunk/site/${versionDocsDirPath}/${docPath}`, { ...doc, versionDocsDirPath: "../docs" })).toBe("https://git.example.org/garden/edit/trunk/docs/current/beds/roses.md");
    // A function that never returns is stopped after a second, as the config's own run would be.
    const endless = () => {
      for (;;);
    };
    for (const unusable of [() => "beds/roses.md", () => { throw new Error("no"); }, endless]) {
      const result = siteConfigOf({ file: "docusaurus.config.js", source: "module.exports = {\n  docs: {},\n};\n", raw: { presets: [["classic", { docs: { editUrl: unusable } }]] } });
      expect(result.config.docsEditUrlFunction).toBeUndefined();
      expect(result.problems).toMatchObject([{ severity: "warning", kind: "config", message: expect.stringContaining("the docs' editUrl is a function") }]);
    }
  });

  it("a blog's editUrl function that returns an address ending in its folder and the post's path gives the posts' edit base, as Docusaurus calls it per post", () => {
    const editUrl = ({ blogDirPath, blogPath }: Record<string, string>) => `https://git.example.org/garden/edit/trunk/site/${blogDirPath}/${blogPath}`;
    const { config, problems } = siteConfigOf({
      file: "docusaurus.config.js",
      source: "module.exports = {\n  presets: [['classic', { blog: { path: 'news', editUrl: ({ blogDirPath, blogPath }) => `...` } }]],\n};\n",
      raw: { presets: [["classic", { blog: { path: "news", editUrl } }]] },
    });
    expect(config.blogs[0]).toMatchObject({ path: "news", editUrl: "https://git.example.org/garden/edit/trunk/site" });
    expect(problems).toEqual([]);
    // One that adds to the address after the post's path is still reported, and gives no edit link.
    const after = siteConfigOf({ file: "docusaurus.config.js", source: "module.exports = {\n  blog: {},\n};\n", raw: { presets: [["classic", { blog: { editUrl: ({ blogPath }: Record<string, string>) => `https://git.example.org/edit/blog/${blogPath}?plain=1` } }]] } });
    expect(after.config.blogs[0].editUrl).toBeUndefined();
    expect(after.problems).toMatchObject([{ severity: "warning", kind: "config", message: expect.stringContaining("the blog's editUrl is a function") }]);
  });

  it("each plugin's editUrl that cannot be used is reported at its own line", () => {
    const source = "module.exports = {\n  presets: [['classic', {\n    docs: { editUrl: () => 'x' },\n    blog: { editUrl: 'ftp://x' },\n  }]],\n};\n";
    const { problems } = siteConfigOf({ file: "docusaurus.config.js", source, raw: { presets: [["classic", { docs: { editUrl: () => "x" }, blog: { editUrl: "ftp://x" } }]] } });
    expect(problems.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 3, message: expect.stringContaining("the docs' editUrl is a function") },
      { line: 4, message: expect.stringContaining("the blog's editUrl is not an http(s) address") },
    ]);
  });
});

describe("warnings about config parts written in a module the config imports", () => {
  it("point at that module's line, as the navbar kept in src/navbar.ts is written there", () => {
    const navbar = 'export const navbar = {\n  items: [\n    { label: "Start", to: "/a" },\n    { label: "Lost", to: "/nowhere" },\n  ],\n}\n';
    const config = 'import { navbar } from "./src/navbar"\n\nexport default { title: "Site", themeConfig: { navbar } }\n';
    const site = loadSite(makeContentDir({ "docusaurus.config.ts": config, "src/navbar.ts": navbar, "docs/a.md": page("A") }));
    const warnings = site.problems.filter((problem) => problem.kind === "config");
    expect(warnings.map((problem) => [problem.file, problem.line])).toEqual([["src/navbar.ts", 4]]);
    expect(site.sections.map((section) => section.label)).toEqual(["Start"]);
  });
});

describe("navbar items whose href is a fragment only", () => {
  it("are left out, the warning saying that '#' is no page but a place a swizzled theme component would give an address", () => {
    const config = 'module.exports = {\n  title: "Site",\n  themeConfig: { navbar: { items: [\n    { label: "Start", to: "/a" },\n    { label: "Flavour", items: [\n      { label: "Mint", href: "#" },\n    ] },\n  ] } },\n};\n';
    const site = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/a.md": page("A") }));
    const warnings = site.problems.filter((problem) => problem.kind === "config").map((problem) => `${problem.line}: ${problem.message}`);
    expect(warnings).toContain('6: the navbar item "Mint" leads to "#", a place on whatever page shows the item, not a page: Docusaurus links it as written, for a theme component the site swizzles to give it an address, and this site runs none; it is left out of the header');
    expect(site.sections.map((section) => section.label)).toEqual(["Start"]);
  });
});

describe("themeConfig.tableOfContents", () => {
  const configOf = (tableOfContents: unknown) =>
    siteConfigOf({ file: "docusaurus.config.js", source: "module.exports = {\n  themeConfig: {\n    tableOfContents: {},\n  },\n};\n", raw: { themeConfig: { tableOfContents } } });

  it("sets the outline levels of every page", () => {
    const { config, problems } = configOf({ minHeadingLevel: 2, maxHeadingLevel: 5 });
    expect(config.tocLevels).toEqual({ min: 2, max: 5 });
    expect(problems).toEqual([]);
  });

  it("is ignored with a warning at its line when Docusaurus would reject it", () => {
    const { config, problems } = configOf({ minHeadingLevel: 4, maxHeadingLevel: 3 });
    expect(config.tocLevels).toBeUndefined();
    expect(problems).toMatchObject([{ line: 3, severity: "warning", kind: "config", message: expect.stringContaining("tableOfContents") }]);
  });
});

describe("the footer", () => {
  const site = loadSite(path.join(FIXTURES, "config-site"));
  const targets = { servedPageId: (id: string) => (["guides/deploy", "faq"].includes(id) ? id : undefined) };
  const noReport = () => {};

  it("has the config's columns, leaving out items that lead to no page and columns with no items (with a warning at their line), and an html item with no text", () => {
    expect(site.footer?.columns).toEqual([
      { title: "Docs", items: [{ label: "Deploying", href: "/guides/deploy" }, { label: "FAQ", href: "/faq#top" }] },
      { title: "Community", items: [{ label: "Forum", href: "https://forum.example.com", external: true }] },
    ]);
    const source = fs.readFileSync(path.join(FIXTURES, "config-site", "docusaurus.config.js"), "utf8").split("\n");
    // The navbar has an item labelled "Gone" too: the warning points at the footer's.
    const footerLine = (text: string) => source.findIndex((line, at) => at > source.findIndex((first) => first.includes("footer:")) && line.includes(text)) + 1;
    const footerWarnings = site.problems.filter((problem) => problem.message.includes("footer"));
    expect(footerWarnings.map((problem) => [problem.file, problem.line, problem.severity])).toEqual([
      ["docusaurus.config.js", footerLine('label: "Gone"'), "warning"],
      ["docusaurus.config.js", footerLine("no-label"), "warning"],
      ["docusaurus.config.js", footerLine('title: "Empty"'), "warning"],
    ]);
    expect(footerWarnings[0].message).toBe('the footer item "Gone" leads to "/guides/gone", which is not a page of this content; it is left out of the footer');
  });

  it("leaves out an item with a label but no to or href, saying so", () => {
    const reports: string[][] = [];
    const footer = footerOf({ links: [{ title: "Docs", items: [{ label: "FAQ", to: "/faq" }, { label: "Roadmap" }, {}] }] }, targets, (message, mentioned) => reports.push([message, mentioned]));
    expect(footer?.columns).toEqual([{ title: "Docs", items: [{ label: "FAQ", href: "/faq" }] }]);
    expect(reports).toEqual([
      ['the footer item "Roadmap" has no "to" or "href"; it is left out of the footer', "Roadmap"],
      ['the footer item without a label has no "to" or "href"; it is left out of the footer', "items"],
    ]);
  });

  it("shows an html item as its text and safe links, as the copyright; one with no text is left out without a word", () => {
    const reports: string[][] = [];
    const html = `<a class="badge" href="https://example.com/kettle" data-show-count="true" onclick="steal()">Star</a> us`;
    const footer = footerOf({ links: [{ title: "More", items: [{ html }, { html: "<b>Beta</b> <a href='javascript:run()'>build</a>" }, { html: "<img src='badge.svg'>" }] }] }, targets, (message, mentioned) => reports.push([message, mentioned]));
    expect(footer?.columns).toEqual([{ title: "More", items: [
      { parts: [{ text: "Star", href: "https://example.com/kettle" }, { text: " us" }] },
      { parts: [{ text: "Beta build" }] },
    ] }]);
    expect(reports).toEqual([]);
  });

  it("names a link with no text, an image alone, by its aria-label or its image's alt, as the logo is named", () => {
    const sponsor = `<a href="https://example.com/acme" aria-label="Gold sponsor Acme">\n  <img src="/img/acme.svg" alt="Acme" /></a>`;
    const badge = `<a href='https://example.com/ci'><img src="ci.svg" alt="Build"><img src="cov.svg" alt='Coverage'></a>`;
    const footer = footerOf({ links: [{ title: "Backed by", items: [{ html: sponsor }, { html: badge }, { html: "<a href='/x'><img src='x.svg'></a>" }] }] }, targets, noReport);
    expect(footer?.columns).toEqual([{ title: "Backed by", items: [
      { parts: [{ text: "Gold sponsor Acme", href: "https://example.com/acme" }] },
      { parts: [{ text: "Build Coverage", href: "https://example.com/ci" }] },
    ] }]);
  });

  it("names an icon link, a drawing with no words, by its title attribute, as browsers name it, after its aria-label and images' alt", () => {
    const icons = `<nav class="social">\n  <a class="icon" href="https://example.com/forge" title="Forge" target="_blank"><svg viewBox="0 0 8 8"><path d="M0 0h8v8z"/></svg></a>\n  <a href="https://example.com/chat" title="Chat"><svg viewBox="0 0 8 8"><path d="M1 1h6z"/></svg></a>\n</nav>`;
    const footer = footerOf({ links: [{ title: null, items: [{ html: icons }] }] }, targets, noReport);
    expect(footer?.columns).toEqual([{ items: [
      { parts: [{ text: "Forge", href: "https://example.com/forge", target: "_blank" }, { text: " " }, { text: "Chat", href: "https://example.com/chat" }] },
    ] }]);
  });

  it("has the logo as its alt text linking to its href, and the copyright as text and safe links only", () => {
    expect(site.footer?.logo).toEqual({ label: "Fixture Inc.", href: "https://example.com", external: true });
    expect(site.footer?.copyright).toEqual([{ text: "Copyright © Fixture Inc. " }, { text: "Legal", href: "https://example.com/legal" }]);
  });

  it("reads a flat list of links as one column without a title; a logo without an href is left out", () => {
    const footer = footerOf({ links: [{ label: "FAQ", to: "/faq" }, { label: "Home page", href: "https://example.com" }], logo: { alt: "Logo", src: "logo.svg" } }, targets, noReport);
    expect(footer).toEqual({ columns: [{ items: [{ label: "FAQ", href: "/faq" }, { label: "Home page", href: "https://example.com", external: true }] }] });
  });

  it("is absent without a footer in the config, or with nothing in it to show", () => {
    expect(loadSite(makeContentDir({ "docs/a.md": page("A") })).footer).toBeUndefined();
    expect(footerOf(undefined, targets, noReport)).toBeUndefined();
    expect(footerOf({ style: "dark", links: [{ title: "Docs", items: [] }], copyright: "<b></b>" }, targets, noReport)).toBeUndefined();
  });

  it("leaves out a column with no items, saying so", () => {
    const reports: string[][] = [];
    const footer = footerOf({ links: [{ title: "Docs", items: [{ label: "FAQ", to: "/faq" }] }, { title: "Soon", items: [] }, { items: [] }] }, targets, (message, mentioned) => reports.push([message, mentioned]));
    expect(footer?.columns).toEqual([{ title: "Docs", items: [{ label: "FAQ", href: "/faq" }] }]);
    expect(reports).toEqual([
      ['the footer column "Soon" has no items; it is left out of the footer', "Soon"],
      ["the footer column without a title has no items; it is left out of the footer", "items"],
    ]);
  });
});

describe("useDocusaurusContext's siteConfig", () => {
  const { siteConfig } = loadSite(path.join(FIXTURES, "config-site")).pageConfig;

  it("is the config's JSON-serialisable fields: functions, dates, cycles and infinities dropped, stand-ins for missing packages marked", () => {
    expect(siteConfig).toMatchObject({ title: "Fixture Docs", tagline: "Widgets, documented", url: "https://docs.example.com", baseUrl: "/" });
    expect(siteConfig.customFields).toEqual({ support: "support@example.com", plugin: STAND_IN_VALUE, sizes: [1, 2] });
    expect((siteConfig.themeConfig as { colorMode: unknown }).colorMode).toEqual({ defaultMode: "dark", respectPrefersColorScheme: false });
    expect(JSON.parse(JSON.stringify(siteConfig))).toEqual(siteConfig);
  });

  it("has the baseUrl as Docusaurus' validation gives it, with a slash at each end", () => {
    const baseOf = (baseUrl: unknown) => pageConfigOf({ file: "docusaurus.config.js", source: "", raw: { title: "T", baseUrl } }).pageConfig.siteConfig.baseUrl;
    expect([baseOf(""), baseOf("/"), baseOf("handbook"), baseOf("/handbook"), baseOf("/handbook/"), baseOf(undefined)]).toEqual(["/", "/", "/handbook/", "/handbook/", "/handbook/", "/"]);
  });

  it("has Docusaurus' always-present fields without a config", () => {
    expect(pageConfigOf(null).pageConfig.siteConfig).toEqual({ title: "Sauce Labs Documentation", tagline: "", url: "", baseUrl: "/", customFields: {}, themeConfig: {} });
  });

  it("has a fingerprint per part, which changes with that part only", () => {
    const of = (raw: Record<string, unknown>) => pageConfigOf({ file: "docusaurus.config.js", source: "", raw }).pageConfig.fingerprints;
    const prism = { magicComments: [{ className: "x", line: "x-next" }] };
    const first = of({ customFields: { a: 1 }, themeConfig: { prism } });
    const edited = of({ customFields: { a: 2 }, themeConfig: { prism } });
    expect(edited.siteConfig).not.toBe(first.siteConfig);
    expect(edited.magicComments).toBe(first.magicComments);
  });
});

describe("the config in the content's life", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("without one, the header links each sidebar's first page and the title is the default", () => {
    const site = loadSite(makeContentDir({ "sidebars.js": "module.exports = { docs: ['a'] };", "docs/a.md": page("A") }));
    expect(site.config.title).toBe("Sauce Labs Documentation");
    expect(site.sections).toEqual([{ label: "A", href: "/a", sidebar: "docs" }]);
  });

  it("a broken edit keeps the config that loaded last (reported), and a fixed one is read again; the content version follows it", () => {
    const dir = makeContentDir({ "docs/a.md": page("A"), "docusaurus.config.js": "module.exports = { title: 'First' };\n" });
    const first = loadSite(dir);
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), "module.exports = {\n  title: 'Second',,\n};\n");
    const broken = loadSite(dir, first);
    expect(broken.config.title).toBe("First");
    expect(broken.problems).toMatchObject([{ file: "docusaurus.config.js", line: 2, severity: "error", kind: "config" }]);
    expect(broken.problems[0].message).toContain("the config last loaded is used");
    expect(loadSite(dir).config.title).toBe("Sauce Labs Documentation");
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), "module.exports = { title: 'Third' };\n");
    const fixed = loadSite(dir, broken);
    expect(fixed.config.title).toBe("Third");
    expect(fixed.version).not.toBe(first.version);
  });

  it("edit links use the config's editUrl + the path from the content folder, unless EDIT_URL_BASE is set", async () => {
    const { editUrlOf } = await freshModuleWith({ EDIT_URL_BASE: "" }, () => import("~/content/config.server"));
    expect(editUrlOf(path.join("docs", "guides", "start.md"), "https://github.com/example/fixture/edit/main")).toBe("https://github.com/example/fixture/edit/main/docs/guides/start.md");
    expect(editUrlOf("docs/a.md")).toBeUndefined();
    const withBase = await freshModuleWith({ EDIT_URL_BASE: "https://example.com/edit/" }, () => import("~/content/config.server"));
    expect(withBase.editUrlOf("docs/a.md", "https://github.com/example/fixture/edit/main")).toBe("https://example.com/edit/docs/a.md");
  });

  it("edit links of docs whose configured path leads out of the content folder keep that path, as Docusaurus makes them", async () => {
    const { configEditPathOf, editUrlOf } = await freshModuleWith({ EDIT_URL_BASE: "" }, () => import("~/content/config.server"));
    // A site in website/ with its docs beside it (`path: '../docs'`), served from a folder holding both.
    const configPath = configEditPathOf(path.join("docs", "recipes", "soup.md"), "docs", "../docs");
    expect(configPath).toBe(path.join("..", "docs", "recipes", "soup.md"));
    expect(editUrlOf(path.join("docs", "recipes", "soup.md"), "https://github.com/example/kitchen/edit/main/website", configPath)).toBe("https://github.com/example/kitchen/edit/main/docs/recipes/soup.md");
    // A path inside the content folder, no path, or a file outside the docs folder: the path from the content folder.
    expect(configEditPathOf(path.join("guides", "a.md"), "guides", "guides")).toBe(path.join("guides", "a.md"));
    expect(configEditPathOf(path.join("docs", "a.md"), "docs", undefined)).toBe(path.join("docs", "a.md"));
    expect(configEditPathOf(path.join("versioned_docs", "version-1.0", "a.md"), "docs", "../docs")).toBe(path.join("versioned_docs", "version-1.0", "a.md"));
  });
});

describe("the docs plugin's path", () => {
  const presetWithDocsPath = (docsPath: string) => `module.exports = {\n  title: 'Handbook',\n  presets: [['classic', {\n    docs: {\n      path: '${docsPath}',\n    },\n  }]],\n};\n`;

  it("reads the pages from the folder it names, as Docusaurus' docs plugin does", () => {
    const dir = makeContentDir({
      "docusaurus.config.js": presetWithDocsPath("handbook"),
      "handbook/welcome.md": page("Welcome", "The handbook starts here."),
      "handbook/tools/kettle.md": page("Kettle", "Boils water."),
      "docs/old.md": page("Old", "Not read: the config names another folder."),
    });
    const site = loadSite(dir);
    expect([...site.pages.keys()].sort()).toEqual(["tools/kettle", "welcome"]);
    expect(site.docsDir).toBe(path.join(dir, "handbook"));
    expect(site.problems.filter((problem) => problem.kind === "config")).toEqual([]);
  });

  it("keeps docs/ and says so at its line when the path leads out of the content folder (a site folder beside its docs)", () => {
    const dir = makeContentDir({
      "docusaurus.config.js": presetWithDocsPath("../handbook"),
      "docs/welcome.md": page("Welcome"),
    });
    const site = loadSite(dir);
    expect([...site.pages.keys()]).toEqual(["welcome"]);
    expect(site.problems).toContainEqual(
      expect.objectContaining({ file: "docusaurus.config.js", line: 5, severity: "warning", kind: "config", message: expect.stringContaining(`"../handbook" leads out of the content folder`) }),
    );
  });

  it("only notes a path out of the content folder that its docs/ stands in for, as a site in website/ with its docs beside it is laid out", () => {
    const dir = makeContentDir({
      "docusaurus.config.js": presetWithDocsPath("../docs"),
      "docs/welcome.md": page("Welcome"),
    });
    const site = loadSite(dir);
    expect([...site.pages.keys()]).toEqual(["welcome"]);
    expect(site.problems).toEqual([
      expect.objectContaining({ file: "docusaurus.config.js", line: 5, severity: "notice", kind: "config", message: expect.stringContaining("its docs/ folder is read in its place") }),
    ]);
  });

  it("says the pages of docs/ are read instead when the content has one, and to put them there when it has none", () => {
    const messageFor = (files: Record<string, string>) =>
      loadSite(makeContentDir({ "docusaurus.config.js": presetWithDocsPath("../handbook"), ...files })).problems.find((problem) => problem.message.includes('"../handbook"'))?.message;
    expect(messageFor({ "docs/welcome.md": page("Welcome") })).toBe(
      `the docs' path "../handbook" leads out of the content folder, which is all the site reads: the site reads the pages of docs/ instead`,
    );
    expect(messageFor({ "welcome.md": page("Welcome") })).toBe(
      `the docs' path "../handbook" leads out of the content folder, which is all the site reads: put the docs in docs/, beside the config and the sidebars`,
    );
  });

  it("keeps docs/ and says so when the path names no folder", () => {
    const dir = makeContentDir({ "docusaurus.config.js": presetWithDocsPath("manual"), "docs/welcome.md": page("Welcome") });
    const site = loadSite(dir);
    expect([...site.pages.keys()]).toEqual(["welcome"]);
    expect(site.problems).toContainEqual(expect.objectContaining({ line: 5, message: `the docs' path "manual" names no folder of the content` }));
  });

  it("is docs/ when unset, as before", () => {
    const site = loadSite(makeContentDir({ "docusaurus.config.js": "module.exports = {title: 'Plain'};\n", "docs/welcome.md": page("Welcome") }));
    expect([...site.pages.keys()]).toEqual(["welcome"]);
    expect(site.problems).toEqual([]);
  });
});

describe("the docs plugin's include and exclude", () => {
  const presetWith = (options: string) => `module.exports = {\n  title: 'Handbook',\n  presets: [['classic', {\n    docs: {\n      ${options}\n    },\n  }]],\n};\n`;
  const files = {
    "docs/welcome.md": page("Welcome"),
    "docs/_shared.md": page("Shared", "A partial by default."),
    "docs/_archive/old.md": page("Old"),
    "docs/guides/tea.mdx": page("Tea"),
    "docs/guides/tea.test.md": page("A test's notes"),
    "docs/notes/draft-ideas.md": page("Ideas"),
    "docs/.hidden/secret.md": page("Secret"),
  };

  it("by default, pages are the Markdown files but partials (_ files and folders) and hidden ones", () => {
    expect([...loadSite(makeContentDir(files)).pages.keys()].sort()).toEqual(["guides/tea", "guides/tea.test", "notes/draft-ideas", "welcome"]);
  });

  it("follow the globs the config gives, as Docusaurus does: underscore files may be pages, folders may be left out", () => {
    const site = loadSite(makeContentDir({ ...files, "docusaurus.config.js": presetWith("include: ['**/*.{md,mdx}', '**/_*.{md,mdx}'], exclude: ['notes/**', '**/*.test.md'],") }));
    expect([...site.pages.keys()].sort()).toEqual(["_archive/old", "_shared", "guides/tea", "welcome"]);
    expect(site.problems).toEqual([]);
  });

  it("say so, and keep the default, when a setting is not a list of globs", () => {
    const site = loadSite(makeContentDir({ ...files, "docusaurus.config.js": presetWith("exclude: 'notes/**',") }));
    expect([...site.pages.keys()]).toContain("notes/draft-ideas");
    expect(site.problems).toContainEqual(expect.objectContaining({ file: "docusaurus.config.js", line: 5, severity: "warning", message: "the docs' exclude should be a list of glob patterns; Docusaurus' default is used" }));
  });
});

describe("translations of the default locale", () => {
  const config = `module.exports = {
  title: "Bilingual",
  i18n: {
    defaultLocale: "fr",
    locales: ["fr", "de"],
  },
};
`;
  const files = {
    "docusaurus.config.js": config,
    "docs/start.md": page("Anfang"),
    "docs/more/next.md": page("Weiter"),
  };
  const localeProblems = (site: ReturnType<typeof loadSite>) => site.problems.filter((problem) => problem.message.includes("default locale"));

  it("are named by a warning at defaultLocale, as Docusaurus serves them in place of the docs and this site does not", () => {
    const site = loadSite(makeContentDir({
      ...files,
      "i18n/fr/docusaurus-plugin-content-docs/current/start.md": page("Début"),
      "i18n/fr/docusaurus-plugin-content-docs/current/more/next.md": page("Suite"),
      "i18n/fr/docusaurus-plugin-content-docs/current.json": "{}",
    }));
    expect(localeProblems(site)).toEqual([
      { file: "docusaurus.config.js", line: 4, severity: "warning", kind: "config", message: 'i18n/fr/docusaurus-plugin-content-docs/ holds 2 translated docs of the default locale "fr", which Docusaurus serves in place of the docs folder\'s; this site serves the docs as written in the docs folder, and reads no translations' },
    ]);
    expect(site.pages.get("start")?.frontmatter.title).toBe("Anfang");
  });

  it("say nothing when the default locale has none (another locale's are not served by default)", () => {
    const site = loadSite(makeContentDir({ ...files, "i18n/de/docusaurus-plugin-content-docs/current/start.md": page("Anfang") }));
    expect(localeProblems(site)).toEqual([]);
  });
});
