import { describe, expect, it } from "vitest";
import { siteMetadataOf, withPageHeadTags } from "~/content/head-tags";
import { siteConfigOf, siteMetadataUnderPage } from "~/content/site-config.server";

const CONFIG = `module.exports = {
  title: "Kettle Docs",
  themeConfig: {
    metadata: [
      { name: "keywords", content: "kettles, tea" },
      { property: "og:locale", content: "en_GB" },
      { name: "twitter:card", content: "summary" },
      { content: "no name" },
    ],
  },
};
`;

describe("themeConfig.metadata", () => {
  it("gives every page its meta tags, and warns at the option about an entry without a name or content", () => {
    const raw = { title: "Kettle Docs", themeConfig: { metadata: [{ name: "keywords", content: "kettles, tea" }, { property: "og:locale", content: "en_GB" }, { name: "twitter:card", content: "summary" }, { content: "no name" }] } };
    const { config, problems } = siteConfigOf({ file: "docusaurus.config.js", source: CONFIG, raw, missingFiles: [] } as never);
    expect(config.siteMetadata).toEqual([
      { tagName: "meta", attributes: { name: "keywords", content: "kettles, tea" } },
      { tagName: "meta", attributes: { property: "og:locale", content: "en_GB" } },
      { tagName: "meta", attributes: { name: "twitter:card", content: "summary" } },
    ]);
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '4: themeConfig.metadata, entry 4: a meta tag needs a text "content" and a "name" (or "property", "itemprop", "http-equiv"); it is left out',
    ]);
  });

  it("keeps only a meta tag's own attributes, and warns about a setting that is not a list", () => {
    const reports: string[] = [];
    expect(siteMetadataOf([{ "http-equiv": "x-ua-compatible", content: "IE=edge", title: "not an attribute of meta", onload: "run()" }], (message) => reports.push(message))).toEqual([
      { tagName: "meta", attributes: { httpEquiv: "x-ua-compatible", content: "IE=edge" } },
    ]);
    expect(siteMetadataOf({ name: "keywords" }, (message) => reports.push(message))).toEqual([]);
    expect(reports).toEqual(["themeConfig.metadata is not a list of meta tags ({name, content}); no page gets them"]);
  });

  it("overrides the site's own defaults of the same name, and a page's own head tags override it", () => {
    const site = siteMetadataOf([{ name: "twitter:card", content: "summary" }, { name: "keywords", content: "kettles" }], () => {});
    const defaults = withPageHeadTags([{ title: "Boil | Kettle Docs" }, { name: "twitter:card", content: "summary_large_image" }], site);
    expect(withPageHeadTags(defaults, [{ tagName: "meta", attributes: { name: "keywords", content: "boiling" } }])).toEqual([
      { title: "Boil | Kettle Docs" },
      { name: "twitter:card", content: "summary" },
      { name: "keywords", content: "boiling" },
    ]);
  });

  // Continue's config gives every page keywords; its pages' own frontmatter keywords were replaced by them.
  it("gives way to a page's own keywords and description, which Docusaurus' page metadata sets after the site's", () => {
    const site = siteMetadataOf([
      { name: "keywords", content: "kettles, tea" },
      { name: "description", content: "All about kettles" },
      { property: "og:description", content: "All about kettles" },
      { property: "og:locale", content: "en_GB" },
    ], () => {});
    expect(siteMetadataUnderPage(site, { description: "How to descale.", keywords: ["limescale", "vinegar"] })).toEqual([
      { tagName: "meta", attributes: { property: "og:locale", content: "en_GB" } },
    ]);
    // A page without keywords of its own keeps the site's; every page with a description keeps its own.
    expect(siteMetadataUnderPage(site, { description: undefined, keywords: [] })).toEqual(site);
    expect(siteMetadataUnderPage(site, { description: "How to descale.", keywords: [] }).map((tag) => tag.attributes.name ?? tag.attributes.property)).toEqual(["keywords", "og:locale"]);
  });
});
