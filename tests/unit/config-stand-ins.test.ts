import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A config that passes on a value read from a file beside the content folder (a repository's own
// package.json, which Docusaurus reads and the site does not), a component reading that value
// through useDocusaurusContext, and a component handing useBaseUrl an unset prop.
const CONFIG = `const meta = require('../../outside/meta.json');
module.exports = {
  title: 'Kettles',
  customFields: { supported: meta.versions, motto: 'Boil first', runtime: process.version, major: process.versions.node.split('.')[0] },
};
`;

const VERSIONS = `import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Versions() {
  const { siteConfig } = useDocusaurusContext();
  const listed = siteConfig.customFields.supported['kettle'].split('||').map((item) => item.trim());
  return <span id="versions">[{listed.join(', ')}]</span>;
}
`;

const PICTURE = `import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function Picture({ src, caption }) {
  return <figure><img src={useBaseUrl(src)} alt={caption} /><figcaption>{caption}</figcaption></figure>;
}
`;

function site() {
  return loadSite(makeContentDir({
    "docusaurus.config.js": CONFIG,
    "src/components/Versions.js": VERSIONS,
    "src/components/Picture.js": PICTURE,
    "docs/kettles.mdx": page("Kettles", `import Versions from '@site/src/components/Versions';
import Picture from '@site/src/components/Picture';

Motto: <span id="motto">{useDocusaurusContext().siteConfig.customFields.motto}</span>

Runtime: <span id="runtime">{useDocusaurusContext().siteConfig.customFields.runtime} ({useDocusaurusContext().siteConfig.customFields.major})</span>

Supported: <Versions />

<Picture caption="A kettle" image="kettle.png" />
`, "").replace("---\n\n", "---\n\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n\n"),
  }));
}

describe("config values from files the site does not read", () => {
  it("reach pages as stand-ins that any use evaluates, so a component reading them renders", async () => {
    const { html } = await buildSitePage(site(), "kettles");
    expect(html).toContain('<span id="motto">Boil first</span>');
    expect(html).toContain('<span id="versions">[]</span>');
  });

  it("see the Node.js version the site runs on as process.version, as a config sees its build's", async () => {
    const { html } = await buildSitePage(site(), "kettles");
    expect(html).toContain(`<span id="runtime">${process.version} (${process.versions.node.split(".")[0]})</span>`);
  });

  it("are named by the checker at the config's require, as not read", () => {
    const warnings = site().problems.filter((problem) => problem.file === "docusaurus.config.js");
    expect(warnings.map((problem) => `${problem.line}: ${problem.severity}: ${problem.message}`)).toEqual([
      `1: warning: "../../outside/meta.json" is not a file of the content folder, the only files the site reads: the config gets a stand-in for it, and a page reading what came of it (through useDocusaurusContext) gets an empty value`,
    ]);
  });
});

describe("a config file the site does not read, at a path the config computes", () => {
  it("is named at the line that requires it (the path reaches require whole, the source writes its ending), by its path from the content folder", () => {
    const config = `const path = require('path');\n\n// Which kettles are sold\nconst sold = require(path.join(__dirname, 'catalogue/kettles.json'));\nmodule.exports = { title: 'Kettles', customFields: { sold } };\n`;
    const loaded = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/kettles.md": page("Kettles", "Boil first.") }));
    const warnings = loaded.problems.filter((problem) => problem.file === "docusaurus.config.js");
    expect(warnings.map((problem) => problem.line)).toEqual([4]);
    // Named from the content folder, as the writer sees it, not at the server's absolute path.
    expect(warnings[0].message).toContain('"catalogue/kettles.json" is not a file of the content folder');
  });
});

describe("an ES module config importing files the site does not read", () => {
  it("loads, its default imports stand-ins that any use evaluates (Object.entries, find, spread)", () => {
    const config = `import shelves from './shelves.json';
import {extraPlugins} from './extras/plugins';
const firstShelves = Object.entries(shelves).slice(0, 2);
const newest = shelves.find((shelf) => shelf.open) ?? shelves[0];
export default async function makeConfig() {
  return {title: 'Kettles', plugins: [...extraPlugins], customFields: {firstShelves, newest}};
}
`;
    const loaded = loadSite(makeContentDir({ "docusaurus.config.ts": config, "docs/kettles.md": page("Kettles", "Boil first.") }));
    const problems = loaded.problems.filter((problem) => problem.file === "docusaurus.config.ts");
    expect(problems.map((problem) => `${problem.line}: ${problem.severity}`)).toEqual(["1: warning", "2: warning"]);
    expect(loaded.config.title).toBe("Kettles");
  });
});

describe("useBaseUrl", () => {
  it("gives back an unset address as it is, as Docusaurus does, so the component renders", async () => {
    const { html } = await buildSitePage(site(), "kettles");
    expect(html).toContain('<figure><img alt="A kettle"/><figcaption>A kettle</figcaption></figure>');
  });

  it("is the default of a require() of its module, as webpack gives Docusaurus' ES modules", async () => {
    const body = "See the <a href={require('@docusaurus/useBaseUrl').default('gallery')}>gallery</a>.\n";
    const loaded = loadSite(makeContentDir({ "docs/kettles.mdx": page("Kettles", body) }));
    const { html } = await buildSitePage(loaded, "kettles");
    expect(html).toContain('See the <a href="/gallery">gallery</a>.');
  });
});


describe("Docusaurus' client modules imported by their path in its core", () => {
  it("are the same modules as their short names, so a component reading the site's title renders it", async () => {
    const hook = "import useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext';\n\nexport function useSiteTitle() {\n  return useDocusaurusContext().siteConfig.title;\n}\n";
    const built = loadSite(makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Teapots' };\n",
      "src/hooks/index.ts": hook,
      "docs/pots.mdx": page("Pots", "import { useSiteTitle } from '@site/src/hooks';\n\nexport const Title = () => <em>{useSiteTitle()}</em>;\n\nThis is <Title />."),
    }));
    const { html, warnings } = await buildSitePage(built, "pots");
    expect(html).toContain("This is <em>Teapots</em>.");
    expect(warnings).toEqual([]);
  });
});

describe("a config reading a file beside the content folder with fs", () => {
  // A repository's translation settings one folder up, which Docusaurus reads and the site does not.
  const config = `const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');

const shop = yaml.load(fs.readFileSync(path.resolve(__dirname, '../shop.yaml'), 'utf8'));
const prices = JSON.parse(fs.readFileSync('../../prices.json', 'utf8'));
const regions = new Map(Object.entries(shop.regions.names));
module.exports = { title: 'Kettles', titleDelimiter: '~', customFields: { regions: regions.size, cheapest: prices.cheapest } };
`;
  const load = () => loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/kettles.md": page("Kettles", "Boil first.") }));

  it("loads, the file's text a stand-in that any use evaluates (JSON.parse of it too)", () => {
    const loaded = load();
    expect(loaded.config.title).toBe("Kettles");
    expect(loaded.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("names each file at the line that reads it, as not read", () => {
    const warnings = load().problems.filter((problem) => problem.file === "docusaurus.config.js");
    expect(warnings.map((problem) => `${problem.line}: ${problem.message.split(" is not")[0]}`)).toEqual([`5: "../shop.yaml"`, `6: "../../prices.json"`]);
  });
});

describe("a config naming the files it reads with file: URLs", () => {
  // An ES module config reads its repository's manifest one folder up, and a data file of its own, by URLs
  // made from import.meta.url, as Node's fs takes them.
  const config = `import fs from 'node:fs';

const manifest = JSON.parse(fs.readFileSync(new URL('../manifest.json', import.meta.url), 'utf8'));
const flavours = fs.readFileSync(new URL('./data/flavours.txt', import.meta.url), 'utf8').trim().split('\\n');

export default { title: 'Kettles', customFields: { home: \`https://kettles.test/\${manifest.name}\`, flavours } };
`;
  const load = () => loadSite(makeContentDir({
    "docusaurus.config.mjs": config,
    "data/flavours.txt": "green\nblack\n",
    "docs/kettles.md": page("Kettles", "Boil first."),
  }));

  it("loads, the file out of the content folder a stand-in and the one in it read", () => {
    const loaded = load();
    expect(loaded.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(loaded.config.title).toBe("Kettles");
    expect((loaded.pageConfig.siteConfig.customFields as { flavours?: string[] }).flavours).toEqual(["green", "black"]);
  });

  it("names the file out of the content folder at the line that reads it", () => {
    const warnings = load().problems.filter((problem) => problem.file === "docusaurus.config.mjs");
    expect(warnings.map((problem) => `${problem.line}: ${problem.message.split(" is not")[0]}`)).toEqual([`3: "../manifest.json"`]);
  });
});

describe("a config choosing by process.env.NODE_ENV", () => {
  // A header link that leads to a local development server, but for the published build.
  const config = `module.exports = {
  title: 'Kettles',
  customFields: { mode: process.env.NODE_ENV, region: process.env.KETTLE_REGION ?? 'none' },
  themeConfig: { navbar: { items: [{ href: process.env.NODE_ENV === 'production' ? 'pathname:///shop/' : 'http://localhost:3001/', label: 'Shop' }] } },
};
`;

  it("sees NODE_ENV as production, as Docusaurus' build sets it, and no other variable", () => {
    const loaded = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/kettles.md": page("Kettles", "Boil first.") }));
    expect(loaded.pageConfig.siteConfig.customFields).toEqual({ mode: "production", region: "none" });
    expect((loaded.config.navbarItems as { href?: string }[] | null)?.map((item) => item.href)).toEqual(["pathname:///shop/"]);
  });
});

describe("a config listing a folder beside the content folder", () => {
  // A module of the config lists a folder one level up, where the repository keeps it beside the site.
  const load = () => loadSite(makeContentDir({
    "docusaurus.config.js": "const { teas } = require('./teas');\nmodule.exports = { title: `Kettles (${teas.length})` };\n",
    "teas.js": "const fs = require('fs');\nconst path = require('path');\n\nexports.teas = fs.readdirSync(path.resolve(__dirname, '../notes/teas'));\n",
    "docs/kettles.md": page("Kettles", "Boil first."),
  }));

  it("says, where it stops, that the folder is out of the content folder, as a path from it", () => {
    const [problem] = load().problems.filter((found) => found.kind === "config");
    expect(problem).toMatchObject({ file: "teas.js", line: 4, severity: "error" });
    expect(problem.message).toContain('"../notes/teas" is out of the content folder, which is all the site reads');
    expect(problem.message).not.toContain(path.sep + "notes" + path.sep + "teas'");
  });
});
