import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Two tab sets of one group: the second follows the first's choice, its own bar hidden by the site's stylesheet.
const BODY = `import Tabs from "@theme/Tabs";
import TabItem from "@theme/TabItem";

<Tabs groupId="os" values={[{label: "Linux", value: "linux"}, {label: "Windows", value: "win"}]}>
<TabItem value="linux">Use the shell.</TabItem>
<TabItem value="win">Use PowerShell.</TabItem>
</Tabs>

<Tabs groupId="os" className="quiet-bar">
<TabItem value="linux">Run the script.</TabItem>
<TabItem value="win">Run the installer.</TabItem>
</Tabs>

<Tabs groupId="os" className="spaced">
<TabItem value="linux">Reboot.</TabItem>
<TabItem value="win">Restart.</TabItem>
</Tabs>
`;

function siteWith(css: string) {
  return loadSite(makeContentDir({
    "docusaurus.config.js": 'module.exports = { title: "T", presets: [["classic", { theme: { customCss: require.resolve("./src/css/site.css") } }]] };',
    "src/css/site.css": css,
    "docs/setup.mdx": page("Setup", BODY),
  }));
}

/** The tab lists of a page's HTML, in order. */
async function tabListsOf(site: ReturnType<typeof loadSite>): Promise<string[]> {
  const { html } = await buildSitePage(site, "setup");
  return html.match(/<div role="tablist"[^>]*>/g) ?? [];
}

describe("a tab bar the site's stylesheet hides", () => {
  it("is hidden, as the site shows it, while the panels stay and other tab bars show", async () => {
    const lists = await tabListsOf(siteWith(".quiet-bar { display: none; }\n.spaced { margin: 2rem; }\n"));
    expect(lists).toHaveLength(3);
    expect(lists[0]).not.toContain("hidden");
    expect(lists[1]).toMatch(/class="tabs-list quiet-bar" hidden=""/);
    expect(lists[2]).not.toMatch(/hidden=""/);
  });

  it("shows when no rule hides its class, and a page with such a class is rebuilt when the rules change", async () => {
    const plain = siteWith(".quiet-bar { color: gray; }\n");
    expect((await tabListsOf(plain)).every((list) => !list.includes('hidden=""'))).toBe(true);
    const hiding = siteWith(".quiet-bar { display: none; }\n");
    expect(hiding.pageConfig.fingerprints.hiddenClasses).not.toBe(plain.pageConfig.fingerprints.hiddenClasses);
    const { usedConfig } = await buildSitePage(plain, "setup");
    expect(usedConfig.map(([part]) => part)).toContain("hiddenClasses");
  });
});
