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
      // An icon package's icon without a name of its own shows the name it is imported by.
      '<span class="missing-module" role="note" title="bird-icons/gi is not available on this site">GiOwl</span>',
    ]);
  });
});

describe("a placeholder for an icon of a package the site lacks", () => {
  it("shows the icon's name, not a note in every table cell; another package's component keeps its note", async () => {
    const content = makeContentDir({
      "src/components/Support.js": `import React from 'react';
import { Check, X } from 'pond-feather';
import * as Glyphs from 'pond-icons';
import { Gauge } from 'pond-charts';

export default function Support() {
  return (
    <table>
      <tbody>
        <tr><td>Kettles</td><td><Check /></td></tr>
        <tr><td>Teapots</td><td><X /></td></tr>
        <tr><td>Urns</td><td><Glyphs.Cup /></td></tr>
      </tbody>
      <caption><Gauge /></caption>
    </table>
  );
}
`,
      "docs/support.mdx": page("Support", "import Support from '@site/src/components/Support';\n\n<Support />\n"),
    });
    const { html } = await buildSitePage(loadSite(content), "support");
    expect(html).toContain('<td><span class="missing-module" role="note" title="pond-feather is not available on this site">Check</span></td>');
    expect(html).toContain('<td><span class="missing-module" role="note" title="pond-feather is not available on this site">X</span></td>');
    // Read off a namespace import, too.
    expect(html).toContain('<td><span class="missing-module" role="note" title="pond-icons is not available on this site">Cup</span></td>');
    expect(html).toContain('<caption><span class="missing-module" role="note">[pond-charts is not available on this site]</span></caption>');
  });
});

describe("a missing component given an icon of a missing icon package", () => {
  it("shows the icon's name, the note in its tooltip, whatever case the icon is named in", async () => {
    const content = makeContentDir({
      "docs/rooms.mdx": page("Rooms", `import { GlyphView } from 'garden-ui/react';
import { Glyph } from 'garden-glyph-react';
import { spade, faTrowel } from 'garden-icons/outline';

<div className="tile"><GlyphView icon={spade} className="tile-icon" /></div>

<div className="tile"><Glyph icon={faTrowel} /></div>

<div className="tile"><GlyphView icon="spade" /></div>
`),
    });
    const { html } = await buildSitePage(loadSite(content), "rooms");
    const tiles = [...html.matchAll(/<div class="tile">([\s\S]*?)<\/div>/g)].map(([, tile]) => tile);
    expect(tiles).toEqual([
      '<span class="missing-module" role="note" title="garden-ui/react is not available on this site">spade</span>',
      '<span class="missing-module" role="note" title="garden-glyph-react is not available on this site">faTrowel</span>',
      // An icon given by its name as text, not an import, is no placeholder: the note stays.
      '<span class="missing-module" role="note">[garden-ui/react is not available on this site]</span>',
    ]);
  });
});
