import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// An image alone in its paragraph with a title is a figure, its title the caption; a page that
// writes its own caption under the image keeps the title as a tooltip, as Docusaurus does.
describe("figures from titled images", () => {
  it("caption an image with its title, unless the page writes a caption right under it", async () => {
    const body = [
      '![Kiln at night](/img/kiln.svg "The kiln, firing")',
      "",
      "The kiln runs all night.",
      "",
      '![Temperature curve](/img/curve.svg "Temperature over time")',
      "",
      "_Figure 1: the temperature over twelve hours._",
      "",
      '![Glaze samples](/img/glazes.svg "Three glazes")',
      "",
      "Figure 2: celadon, tenmoku and shino.",
    ].join("\n");
    const site = loadSite(makeContentDir({ "static/img/kiln.svg": "<svg/>", "static/img/curve.svg": "<svg/>", "static/img/glazes.svg": "<svg/>", "docs/firing.md": page("Firing", body) }));
    const { html } = await buildSitePage(site, "firing");
    expect(html).toContain('<figure><img src="/img/kiln.svg" alt="Kiln at night"/><figcaption>The kiln, firing</figcaption></figure>');
    expect(html.match(/<figure>/g)).toHaveLength(1);
    expect(html).toContain('<p><img src="/img/curve.svg" alt="Temperature curve" title="Temperature over time"/></p>');
    expect(html).toContain("<em>Figure 1: the temperature over twelve hours.</em>");
    expect(html).toContain('<p><img src="/img/glazes.svg" alt="Glaze samples" title="Three glazes"/></p>');
  });
});
