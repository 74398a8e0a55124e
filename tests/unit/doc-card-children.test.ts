import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Cards written by hand inside <DocCardList>, as a site whose theme has its own DocCard writes them
// (a heading, a link and text, no sidebar item).
const BODY = `import DocCard from '@theme/DocCard';
import DocCardList from '@theme/DocCardList';

<DocCardList>
  <DocCard header="Harbour maps" img="/img/harbour.png" href="/maps">
    <p>Charts kept by the harbour master</p>
  </DocCard>
  <DocCard title="Tide tables" href="/tides">
    <p>When the water comes in</p>
  </DocCard>
</DocCardList>
`;

describe("<DocCardList> with cards written as its children", () => {
  it("shows those cards, each with its heading, link and text, instead of the sidebar's", async () => {
    const site = loadSite(makeContentDir({
      "docs/maps.md": page("Maps", "Charts."),
      "docs/tides.md": page("Tides", "Water."),
      "docs/harbour.mdx": page("Harbour", BODY),
    }));
    const { html, warnings } = await buildSitePage(site, "harbour");
    expect(html).toContain('<a class="card" href="/maps"><strong class="card-title">Harbour maps</strong><div class="card-body"><p>Charts kept by the harbour master</p></div></a>');
    expect(html).toContain('<a class="card" href="/tides"><strong class="card-title">Tide tables</strong>');
    expect(html).not.toContain("doc-card-list");
    expect(warnings).toEqual([]);
  });
});
