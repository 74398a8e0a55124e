import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Sites keep lists in YAML and import them into components, through webpack's yaml-loader:
// the import is the file's data.
function site() {
  return loadSite(makeContentDir({
    "data/growers.yml": "local:\n  - name: Hollow Farm\n    acres: 12\n  - name: Ridge Orchard\n    acres: 30\n",
    "data/broken.yaml": "local: [unclosed\n",
    "src/components/Growers.js": "import growers from '../../data/growers.yml';\nexport default function Growers() { return <ul>{growers.local.map((g) => <li key={g.name}>{g.name}: {g.acres} acres</li>)}</ul>; }\n",
    "docs/growers.mdx": page("Growers", "import Growers from '@site/src/components/Growers';\n\n<Growers />"),
    "docs/broken.mdx": page("Broken", "import data from '@site/data/broken.yaml';\n\n{data.local}"),
  }));
}

describe("an imported YAML file", () => {
  it("is its data, as webpack's yaml-loader gives it", async () => {
    const { html, warnings } = await buildSitePage(site(), "growers");
    expect(html).toContain("<li>Hollow Farm: 12 acres</li><li>Ridge Orchard: 30 acres</li>");
    expect(warnings).toEqual([]);
  });

  it("fails its page, naming the file, when it is not YAML", async () => {
    await expect(buildSitePage(site(), "broken")).rejects.toThrow(/data\/broken\.yaml is not YAML/);
  });
});
