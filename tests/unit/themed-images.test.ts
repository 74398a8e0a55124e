import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// One screenshot per colour theme, told apart by the fragment the stylesheet selects them by.
const BODY = `![Boiler, lit](./boiler-day.png#day-only)
![Boiler, unlit](./boiler-night.png#night-only)

![Gauge](/img/gauge.png)

<img src="/img/valve.png#night-only" alt="Valve" />
`;

const PIXEL = "an image of our own";

function siteWith(css: string) {
  return loadSite(makeContentDir({
    "docusaurus.config.js": 'module.exports = { title: "T", presets: [["classic", { theme: { customCss: "./src/css/site.css" } }]] };',
    "src/css/site.css": css,
    "docs/boiler.mdx": page("Boiler", BODY),
    "docs/boiler-day.png": PIXEL,
    "docs/boiler-night.png": PIXEL,
    "static/img/gauge.png": PIXEL,
    "static/img/valve.png": PIXEL,
  }));
}

/** The img tags of a page's HTML, in order. */
async function imagesOf(site: ReturnType<typeof loadSite>): Promise<string[]> {
  const { html } = await buildSitePage(site, "boiler");
  return html.match(/<img [^>]*>/g) ?? [];
}

const THEMED_RULE = `[data-theme='light'] img[src$='#night-only'],\nhtml[data-theme="dark"] img[src$="#day-only"] {\n  display: none;\n}\n`;

describe("images the site's stylesheet shows in one colour theme only, by how their address ends", () => {
  it("keep their fragment and are shown in that theme alone, a Markdown image or a written <img>", async () => {
    const [day, night, gauge, valve] = await imagesOf(siteWith(THEMED_RULE));
    expect(day).toMatch(/src="[^"]*boiler-day\.png#day-only"/);
    expect(day).toMatch(/class="themed-image-light"/);
    expect(night).toMatch(/class="themed-image-dark"/);
    expect(gauge).not.toMatch(/themed-image/);
    expect(valve).toMatch(/class="themed-image-dark"/);
  });

  it("are all shown without such a rule, as Docusaurus shows them, and a page with images is rebuilt when the rules change", async () => {
    const plain = siteWith("img { border: 0; }\n");
    expect((await imagesOf(plain)).some((image) => image.includes("themed-image"))).toBe(false);
    expect(siteWith(THEMED_RULE).pageConfig.fingerprints.themedImages).not.toBe(plain.pageConfig.fingerprints.themedImages);
    const { usedConfig } = await buildSitePage(plain, "boiler");
    expect(usedConfig.map(([part]) => part)).toContain("themedImages");
  });
});
