import { describe, expect, it } from "vitest";
import { npm2yarnOptionsOf } from "~/content/config-markdown-plugins";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus' npm2yarn follows npm's tab with one per `converters` entry (Yarn and pnpm unless the config says
// otherwise), and its tabs switch together only with `sync: true`.
describe("npm2yarn's options, read from the config", () => {
  const config = (plugin: string) => `module.exports = {\n  presets: [['classic', { docs: { remarkPlugins: [math, ${plugin}] } }]],\n};\n`;

  it("names the package managers it converts to, in the config's order, and whether their tabs switch together", () => {
    expect(npm2yarnOptionsOf(config("[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true, converters: ['yarn'] }]"))).toEqual({ converters: ["yarn"], sync: true });
    expect(npm2yarnOptionsOf(config("[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['bun', 'pnpm'] }]"))).toEqual({ converters: ["bun", "pnpm"], sync: false });
    // Without converters: Docusaurus' default, Yarn and pnpm.
    expect(npm2yarnOptionsOf(config("require('@docusaurus/remark-plugin-npm2yarn')"))).toEqual({ converters: ["yarn", "pnpm"], sync: false });
  });

  it("finds it by the name the config imports it as, and leaves out a converter of its own, a function the pages' builds cannot call", () => {
    const source = `import managers from '@docusaurus/remark-plugin-npm2yarn';\nexport default {\n  presets: [['classic', { docs: { remarkPlugins: [[managers, { sync: true, converters: ['pnpm', ['Deno', (code) => code.replace('npm', 'deno')]] }]] } }]],\n};\n`;
    expect(npm2yarnOptionsOf(source)).toEqual({ converters: ["pnpm"], sync: true });
    expect(npm2yarnOptionsOf(config("require('remark-gfm')"))).toBeUndefined();
  });
});

describe("an npm2yarn block with the config's converters, as built", () => {
  const tabsOf = (html: string) => [...html.matchAll(/role="tab"[^>]*data-value="(\w+)">([^<]+)</g)].map(([, value, label]) => `${value}:${label}`);

  it("shows npm and the config's package managers only, switching together only when it syncs them", async () => {
    const block = "```sh npm2yarn\nnpm install --save-dev kettle\n```";
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": "module.exports = {\n  presets: [['classic', { docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['yarn'] }]] } }]],\n};\n",
      "docs/brew.md": page("Brew", block),
    }));
    const { html } = await buildSitePage(site, "brew");
    expect(tabsOf(html)).toEqual(["npm:npm", "yarn:Yarn"]);
    expect(html.replace(/<[^>]+>/g, "")).toContain("yarn add --dev kettle");
    expect(html).not.toContain("data-group-id");
    // Without the plugin in the config: Yarn and pnpm, switching together, as before.
    const plain = loadSite(makeContentDir({ "docs/brew.md": page("Brew", block) }));
    const built = await buildSitePage(plain, "brew");
    expect(tabsOf(built.html)).toEqual(["npm:npm", "yarn:Yarn", "pnpm:pnpm"]);
    expect(built.html).toContain('data-group-id="npm2yarn"');
  });
});
