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
      'src/theme/MDXComponents.js:2: missing-export: src/components/Badges.js exports no "TinBadge", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there; it exports CopperBadge',
      'src/theme/MDXComponents.js:2: missing-export: src/components/Badges.js exports no "ZincBadge", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there; it exports CopperBadge',
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
        message: expect.stringContaining('"ZincBadge" (src/components/Badges.js exports no such name; it exports CopperBadge)'),
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

describe("a Markdown page importing a name its module does not export", () => {
  // Prose between the import and its use, so the compiled code's lines differ from the page's.
  const KILN = page("Kiln", "import { CopperBadge, ZincBadge } from '@site/src/components/Badges';\n\nFired at dawn.\n\nCooled by noon.\n\nGlazed twice.\n\n<CopperBadge />\n");
  const ANNEX = page("Annex", "import { CopperBadge, ZincBadge } from '@site/src/components/Badges';\n\nStacked bricks.\n\nDry sand.\n\n<ZincBadge />\n");

  function pages() {
    return loadSite(makeContentDir({ "src/components/Badges.js": BADGES, "docs/kiln.mdx": KILN, "docs/annex.mdx": ANNEX }));
  }

  it("is warned about at the line of its import, not at a line of the compiled code", async () => {
    const { warnings } = await buildSitePage(pages(), "kiln");
    expect(warnings.filter((warning) => warning.kind === "missing-export").map((warning) => `${warning.file}:${warning.line}`)).toEqual(["docs/kiln.mdx:5"]);
  });

  it("stops a page that uses it at the line of its import", async () => {
    await expect(buildSitePage(pages(), "annex")).rejects.toMatchObject({ problem: { file: "docs/annex.mdx", line: 5, kind: "mdx-render" } });
  });
});

describe("two names a page uses that its module does not export", () => {
  it("are named together, with the module's exports listed once", async () => {
    const site = loadSite(makeContentDir({
      "src/components/Badges.js": BADGES,
      "docs/foundry.mdx": page("Foundry", "import { ZincBadge, LeadBadge } from '@site/src/components/Badges';\n\n<ZincBadge />\n\n<LeadBadge />\n"),
    }));
    await expect(buildSitePage(site, "foundry")).rejects.toMatchObject({
      problem: { message: expect.stringContaining('"ZincBadge" and "LeadBadge" (src/components/Badges.js exports none of them; it exports CopperBadge); Docusaurus stops there too') },
    });
  });
});
