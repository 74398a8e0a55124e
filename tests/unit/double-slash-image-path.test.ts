import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus looks a Markdown image's path that starts with two slashes up in the static folders,
// as it does one with a single slash: no host is read there.
describe("a Markdown image whose path starts with two slashes", () => {
  const site = () => loadSite(makeContentDir({
    "static/img/icons/ladder.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "docs/tools.md": page("Tools", "Climb the ![ladder icon](//img/icons/ladder.svg) ladder.\n\nThe ![crate icon](//img/icons/crate.svg) crate.\n"),
  }));

  it("is the site's static file, as with one slash", async () => {
    const { html } = await buildSitePage(site(), "tools");
    expect(html).toContain('<img src="/img/icons/ladder.svg" alt="ladder icon"/>');
    expect(html).not.toContain('src="//img');
  });

  it("is checked like one, when static/ lacks it", async () => {
    const { warnings } = await buildSitePage(site(), "tools");
    expect(warnings.map((warning) => `${warning.kind} ${warning.line}`)).toEqual(["missing-image 7"]);
  });
});
