import { describe, expect, it } from "vitest";
import { loadSite } from "../../app/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Wide tables scroll sideways (`display: block; overflow-x: auto`): one a keyboard cannot reach
// cannot be scrolled without a mouse, which axe reports as scrollable-region-focusable.
describe("tables and task lists, for keyboards and screen readers", () => {
  const site = loadSite(
    makeContentDir({
      "docs/tables.mdx": page(
        "Tables",
        [
          "| Option | Meaning |\n| --- | --- |\n| `--tunnel-name` | the tunnel's name |",
          "<table>\n  <tr><td>written as JSX</td></tr>\n</table>",
          "<table tabIndex={-1}>\n  <tr><td>its own tab index</td></tr>\n</table>",
          "- [x] tunnel started\n- [ ] tests run",
        ].join("\n\n"),
      ),
      "docs/plain.md": page("Plain", "| A |\n| - |\n| 1 |"),
    }),
  );

  it("let every table take focus, in Markdown or JSX, unless the page gives its own tab index", async () => {
    const { html } = await buildSitePage(site, "tables");
    const tables = html.match(/<table[^>]*>/g);
    expect(tables).toEqual(['<table tabindex="0">', '<table tabindex="0">', '<table tabindex="-1">']);
    expect((await buildSitePage(site, "plain")).html).toContain('<table tabindex="0">');
  });

  it("label task list checkboxes with what they mean", async () => {
    const { html } = await buildSitePage(site, "tables");
    expect(html.match(/<input[^>]*>/g)).toEqual([expect.stringContaining('aria-label="Done"'), expect.stringContaining('aria-label="Not done"')]);
  });
});
