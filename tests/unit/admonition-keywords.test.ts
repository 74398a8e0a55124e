import { describe, expect, it } from "vitest";
import { preprocess } from "~/content/preprocess.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A site declaring two admonition types of its own, as Docusaurus' docs option allows.
const CONFIG = `module.exports = {
  title: 'Orchard',
  presets: [['classic', { docs: { admonitions: { keywords: ['note', 'tip', 'harvest', 'pruning'] } } }]],
};
`;

const BODY = `:::harvest Picking season
Apples are ready when they part from the branch with a twist.
:::

:::compost
Leaves go to the heap.
:::
`;

describe("admonition types the config declares (docs admonitions.keywords)", () => {
  it("are admonitions without a warning; other unknown types are still reported", async () => {
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "docs/season.mdx": page("Season", BODY) }));
    const { html, warnings } = await buildSitePage(site, "season");
    expect(html).toMatch(/<aside[^>]*class="admonition[^"]*"[^>]*>[\s\S]*Picking season[\s\S]*part from the branch/);
    expect(warnings.map((warning) => `${warning.kind}: ${warning.message}`)).toEqual([
      'unknown-admonition: ":::compost" is not an admonition type (note, tip, info, caution, warning, danger, important, success, secondary); it is shown as a note',
    ]);
  });

  it("are passed to preprocessing as the types not to report", () => {
    expect(preprocess(":::pruning\nCut in winter.\n:::\n", { admonitionKeywords: ["pruning"] }).fixups).toEqual([]);
    expect(preprocess(":::pruning\nCut in winter.\n:::\n").fixups.map((fixup) => fixup.kind)).toEqual(["unknown-admonition"]);
  });
});
