import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { robotsTxt, sitemapXml } from "~/content/sitemap.server";
import { makeContentDir, page } from "./helpers";

const ORIGIN = "https://docs.example.com";

function site() {
  return loadSite(
    makeContentDir({
      "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Guides", items: ["guides/first", "guides/second"] }], dev: ["api"] };`,
      "docs/index.md": page("Example Docs", "Welcome.", "description: Everything about Example.\n"),
      "docs/guides/first.md": page("First & foremost", "Step one.", "description: Where to begin.\n"),
      "docs/guides/second.md": page("Second", "Step two."),
      "docs/api.md": page("API", "Endpoints."),
      "docs/loose.md": page("Loose page"),
      "docs/secret.md": page("Secret", "Hidden.", "unlisted: true\n"),
      "docs/plain.md": "# Already titled\n\nBody.\n",
    }),
  );
}

describe("sitemap.xml and robots.txt", () => {
  it("lists every listed page with an absolute URL and a last change, and omits unlisted ones", async () => {
    const xml = await sitemapXml(site(), ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${ORIGIN}/guides/first</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`));
    expect(xml).toContain(`<loc>${ORIGIN}/loose</loc>`);
    expect(xml).not.toContain("secret");
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
