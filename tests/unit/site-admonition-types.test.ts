import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus 3's way to draw admonition types of a site's own: a swizzled `Admonition/Types` that
// spreads the theme's types and maps the new ones (and any it redraws) to its components.
const CONFIG = `module.exports = {
  title: 'Orchard',
  presets: [['classic', { docs: { admonitions: { keywords: ['note', 'tip', 'harvest', 'checklist'] } } }]],
};
`;

const TYPES = `import React from 'react';
import DefaultTypes from '@theme-original/Admonition/Types';

function Harvest({ title, children }) {
  return <section className="harvest-box">{title && <h5 className="harvest-title">{title}</h5>}<div>{children}</div></section>;
}

function Checklist({ children }) {
  return <section className="checklist-box"><b>BEFORE YOU START</b>{children}</section>;
}

const Types = { ...DefaultTypes, harvest: Harvest, checklist: Checklist };
export default Types;
`;

const BODY = `:::harvest Picking **season**
Apples part from the branch with a twist.
:::

:::checklist
Bring a ladder.
:::

:::harvest
No title here.
:::

:::tip Keep them cool
A cellar keeps apples for months.
:::
`;

function site(files: Record<string, string> = {}) {
  return loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "src/theme/Admonition/Types.js": TYPES, "docs/season.mdx": page("Season", BODY), ...files }));
}

describe("a site's own src/theme/Admonition/Types", () => {
  it("draws the types it maps with its components, given the title and the body", async () => {
    const { html, warnings } = await buildSitePage(site(), "season");
    expect(html).toMatch(/<section class="harvest-box"><h5 class="harvest-title">Picking <strong>season<\/strong><\/h5><div><p>Apples part from the branch with a twist.<\/p><\/div><\/section>/);
    expect(html).toMatch(/<section class="checklist-box"><b>BEFORE YOU START<\/b><p>Bring a ladder.<\/p><\/section>/);
    expect(html).toMatch(/<section class="harvest-box"><div><p>No title here.<\/p><\/div><\/section>/);
    expect(warnings).toEqual([]);
  });

  it("leaves the types it takes from the theme as they were", async () => {
    const { html } = await buildSitePage(site(), "season");
    expect(html).toMatch(/<aside[^>]*class="admonition admonition-tip"[^>]*>[\s\S]*Keep them cool[\s\S]*A cellar keeps apples/);
  });

  it("works beside the site's own MDXComponents", async () => {
    const mdxComponents = "import MDXComponents from '@theme-original/MDXComponents';\nfunction Crate() { return <em>crate</em>; }\nexport default { ...MDXComponents, Crate };\n";
    const withCrate = site({ "src/theme/MDXComponents.js": mdxComponents, "docs/crate.mdx": page("Crate", ":::checklist\nA <Crate />.\n:::\n") });
    const { html, warnings } = await buildSitePage(withCrate, "crate");
    expect(html).toContain('<section class="checklist-box"><b>BEFORE YOU START</b><p>A <em>crate</em>.</p></section>');
    expect(warnings).toEqual([]);
  });
});
