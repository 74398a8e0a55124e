import { describe, expect, it } from "vitest";
import { pageMarkdown } from "~/content/llms.server";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// A page's Markdown for machines is read at its own address (/tools/kettle.md), where a link
// written to another file (`./stove.md`, or `../stoves/gas.md` in a partial from elsewhere) names
// no page: it leads where the HTML page's link leads.
const CONTENT = {
  "docs/tools/kettle.md": page("Kettle", [
    "import Care from '../_shared/_care.md';",
    "",
    "See the [stove](./stove.md#flames), the [gas one](stove-gas.md 'Gas') and the [rooted one](/tools/stove.md).",
    "",
    "Not `[code](./stove.md)`, nor [a site](https://example.com/x.md), nor [an asset](./manual.pdf).",
    "",
    "<Care />",
    "",
    "```md",
    "[in a fence](./stove.md)",
    "```",
    "",
    "[ref]: ./stove.md",
  ].join("\n")),
  "docs/tools/stove.md": page("Stove", "## Flames\n\nBlue.", "id: cooker\n"),
  "docs/tools/stove-gas.md": page("Gas stove"),
  "docs/_shared/_care.md": "Descale as the [stove page](../tools/stove.md) says.\n",
};

describe("the Markdown of a page for machines", () => {
  it("has its links to Markdown files, its partials' too, lead to their pages' addresses", () => {
    const site = loadSite(makeContentDir(CONTENT));
    const markdown = pageMarkdown(site.pages.get("tools/kettle")!, site.contentDir, undefined, site.links);
    expect(markdown).toContain("See the [stove](/tools/cooker#flames), the [gas one](/tools/stove-gas 'Gas') and the [rooted one](/tools/cooker).");
    expect(markdown).toContain("Not `[code](./stove.md)`, nor [a site](https://example.com/x.md), nor [an asset](./manual.pdf).");
    expect(markdown).toContain("Descale as the [stove page](/tools/cooker) says.");
    expect(markdown).toContain("```md\n[in a fence](./stove.md)\n```");
    expect(markdown).toContain("[ref]: /tools/cooker");
  });
});
