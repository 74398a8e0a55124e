import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Tabs labelled by icons of a package the site lacks, each naming itself with `title`.
const BIRD_TABS = `import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { GiHeron, GiOwl } from 'bird-icons/gi';

export default function BirdTabs({ children }) {
  return (
    <Tabs>
      <TabItem value="heron" label={<GiHeron title="Heron" />}>Wades in ponds.</TabItem>
      <TabItem value="owl" label={<GiOwl aria-label="Owl" />}>Hunts at night.</TabItem>
      <TabItem value="wren" label={<GiOwl />}>Sings loudly.</TabItem>
    </Tabs>
  );
}
`;

function site() {
  return loadSite(makeContentDir({
    "src/components/BirdTabs.js": BIRD_TABS,
    "docs/birds.mdx": page("Birds", `import BirdTabs from '@site/src/components/BirdTabs';

<BirdTabs />
`),
  }));
}

describe("a placeholder for a missing component that names itself", () => {
  it("shows its title or aria-label, the note in its tooltip, so icon-labelled tabs stay readable", async () => {
    const { html } = await buildSitePage(site(), "birds");
    const tabs = [...html.matchAll(/role="tab"[^>]*>([\s\S]*?)<\/button>/g)].map(([, label]) => label);
    expect(tabs).toEqual([
      '<span class="missing-module" role="note" title="bird-icons/gi is not available on this site">Heron</span>',
      '<span class="missing-module" role="note" title="bird-icons/gi is not available on this site">Owl</span>',
      '<span class="missing-module" role="note">[bird-icons/gi is not available on this site]</span>',
    ]);
  });
});
