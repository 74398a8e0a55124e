import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus resolves `@theme/X` to the site's own `src/theme/X` first: sites add components there
// that pages import by that name, and that import the theme's components by theirs.
function site() {
  return loadSite(
    makeContentDir({
      "src/theme/HarvestTabs.js": [
        "import React from 'react';",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import Season from '@theme/Season';",
        "export default function HarvestTabs({ fruit }) {",
        "  return <Tabs><TabItem value='early' label='Early'>{fruit} in <Season /></TabItem></Tabs>;",
        "}",
      ].join("\n"),
      "src/theme/Season/index.jsx": "export default function Season() { return <strong>September</strong>; }\n",
      "docs/harvest.mdx": page("Harvest", "import HarvestTabs from '@theme/HarvestTabs';\n\n<HarvestTabs fruit=\"Pears\" />"),
      "docs/storage.mdx": page("Storage", "import Cellar from '@theme/Cellar';\n\n<Cellar />"),
    }),
  );
}

describe("a site's own components under src/theme", () => {
  it("are what `@theme/X` names when the site gives no component of that name", async () => {
    const { html, warnings } = await buildSitePage(site(), "harvest");
    expect(html).toContain("Pears in <strong>September</strong>");
    expect(html).toContain('role="tab"');
    expect(warnings).toEqual([]);
  });

  it("still warn at a `@theme/X` that neither the site nor src/theme has", async () => {
    const { warnings } = await buildSitePage(site(), "storage");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
  });
});

// A site's `src/theme/X` that overrides one of our `@theme/X` may export more than ours does: those names are the site's.
describe("a name our `@theme/X` lacks that the site's own src/theme/X exports", () => {
  function siteWithPalette(exported: string) {
    return loadSite(
      makeContentDir({
        "src/theme/Tabs.js": `export default function Tabs() { return null; }\n${exported}\n`,
        "docs/palette.mdx": page("Palette", "import { shades } from '@theme/Tabs';\n\nThe hull is {shades.hull.deep} and the sail {shades.sail}."),
      }),
    );
  }

  it("is taken from the site's file, without a warning", async () => {
    const { html, warnings } = await buildSitePage(siteWithPalette("export const shades = { hull: { deep: '#102030' }, sail: 'ivory' };"), "palette");
    expect(html).toContain("The hull is #102030 and the sail ivory.");
    expect(warnings).toEqual([]);
  });

  it("is still a placeholder, warned about, when the site's file does not export it", async () => {
    const { warnings } = await buildSitePage(siteWithPalette("export const tints = {};"), "palette");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import"]);
  });
});
