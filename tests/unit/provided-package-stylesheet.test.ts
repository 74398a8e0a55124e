import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A page showing a video with react-lite-youtube-embed, which the site draws itself, imports the
// package's stylesheet beside it, as its readme says to; another package's stylesheet is still named.
const BODY = `import LiteYouTubeEmbed from 'react-lite-youtube-embed';
import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';
import 'kettle-widgets/dist/kettle.css';

<LiteYouTubeEmbed id="kettle0boil" title="Boiling a kettle" />
`;

describe("the stylesheet of a package the site draws itself", () => {
  it("is passed over without a warning, where another package's is still named", async () => {
    const site = loadSite(makeContentDir({ "docs/boil.mdx": page("Boil", BODY) }));
    const { html, warnings } = await buildSitePage(site, "boil");
    expect(html).toContain("kettle0boil");
    expect(warnings.map((warning) => `${warning.line}: ${warning.kind}: ${warning.message}`)).toEqual([
      '7: stylesheet-import: the stylesheet "kettle-widgets/dist/kettle.css" is not applied (class names are kept as written)',
    ]);
  });
});
