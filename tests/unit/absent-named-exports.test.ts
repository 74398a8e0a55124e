import { describe, expect, it } from "vitest";
import { PageBuildError } from "~/content/bundle.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A components file that lost two of its exports (one still declared, unexported), and the
// site's MDXComponents that still imports them, as webpack lets it with a warning.
const BADGES = `import React from 'react';

export function CopperBadge() {
  return <span className="badge badge--copper">Copper</span>;
}

function TinBadge() {
  return <span className="badge">Tin</span>;
}
`;

const THEME = `import MDXComponents from '@theme-original/MDXComponents';
import { CopperBadge, TinBadge, ZincBadge } from '../components/Badges';

export default { ...MDXComponents, CopperBadge, TinBadge, ZincBadge };
`;

function site() {
  return loadSite(makeContentDir({
    "src/components/Badges.js": BADGES,
    "src/theme/MDXComponents.js": THEME,
    "docs/forge.mdx": page("Forge", "Plans start at <CopperBadge />.\n"),
    "docs/smelter.mdx": page("Smelter", "Only with <ZincBadge />.\n"),
  }));
}

describe("a name imported from a content module that does not export it", () => {
  it("is undefined, as webpack makes it: pages that do not use it build, with a warning at the import", async () => {
    const { html, warnings } = await buildSitePage(site(), "forge");
    expect(html).toContain('<span class="badge badge--copper">Copper</span>');
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.kind}: ${warning.message}`)).toEqual([
      'src/theme/MDXComponents.js:2: missing-export: src/components/Badges.js exports no "TinBadge", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there',
      'src/theme/MDXComponents.js:2: missing-export: src/components/Badges.js exports no "ZincBadge", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there',
    ]);
  });

  it("stops a page that uses it, at the import, naming the module", async () => {
    const built = buildSitePage(site(), "smelter");
    await expect(built).rejects.toBeInstanceOf(PageBuildError);
    await expect(built).rejects.toMatchObject({
      problem: {
        file: "src/theme/MDXComponents.js",
        line: 2,
        kind: "mdx-render",
        message: expect.stringContaining('"ZincBadge" (src/components/Badges.js exports none)'),
      },
    });
  });
});

describe("a function imported from a content module that does not export it", () => {
  it("stops the page that calls it with an error naming the function and its module, not our binding", async () => {
    const built = buildSitePage(loadSite(makeContentDir({
      "src/components/helpers.js": "export function shout(text) {\n  return text.toUpperCase();\n}\n",
      "src/components/Echo.js": "import React from 'react';\nimport { whisper } from './helpers';\n\nexport default function Echo() {\n  return <em>{whisper('hush')}</em>;\n}\n",
      "docs/cave.mdx": page("Cave", "import Echo from '@site/src/components/Echo';\n\n<Echo />\n"),
    })), "cave");
    await expect(built).rejects.toMatchObject({
      problem: {
        file: "src/components/Echo.js",
        kind: "mdx-render",
        message: expect.stringContaining('whisper is not a function: "whisper" is imported from src/components/helpers.js, which does not export it (src/components/Echo.js:2;'),
      },
    });
    await expect(built).rejects.not.toMatchObject({ problem: { message: expect.stringContaining("__absentExport") } });
  });
});
