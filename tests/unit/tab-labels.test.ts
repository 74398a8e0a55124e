import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Tab labels written as markup (a logo before the name), in a `values` list and on a TabItem, as
// Docusaurus renders them; printed pages head each panel with its tab's label as text.
const KETTLE_TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs
  defaultValue="copper"
  values={[
    {label: <span className="maker"><img src="/img/copper.svg" alt="" />Copper kettle</span>, value: 'copper'},
    {label: <span className="maker"><img src="/img/steel.svg" alt="Steel" /> kettle</span>, value: 'steel'},
  ]}>
<TabItem value="copper">

Heats evenly.

</TabItem>
<TabItem value="steel">

Lasts long.

</TabItem>
</Tabs>

<Tabs>
<TabItem value="gas" label={<><b>Gas</b> hob {2}</>}>Fast.</TabItem>
<TabItem value="coal" label="Coal">Slow.</TabItem>
</Tabs>
`;

describe("tab labels written as markup", () => {
  it("show their markup on the tab and their text as the panel's printed label", async () => {
    const site = loadSite(makeContentDir({ "docs/kettles.mdx": page("Kettles", KETTLE_TABS) }));
    const { html } = await buildSitePage(site, "kettles");
    expect(html).toMatch(/role="tab"[^>]*data-value="copper"><span class="maker"><img src="\/img\/copper.svg" alt=""\/>Copper kettle<\/span><\/button>/);
    expect([...html.matchAll(/role="tabpanel"[^>]*data-label="([^"]*)"/g)].map(([, label]) => label)).toEqual(["Copper kettle", "Steel kettle", "Gas hob 2", "Coal"]);
  });
});
