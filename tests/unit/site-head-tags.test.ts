import { describe, expect, it } from "vitest";
import { siteHeadTagsOf, withPageHeadTags, withSiteHeadTags } from "~/content/head-tags";
import { siteConfigOf } from "~/content/site-config.server";

const HEAD_TAGS = [
  { tagName: "link", attributes: { rel: "preconnect", href: "https://fonts.example.net", crossorigin: "anonymous", onload: "go()" } },
  { tagName: "meta", attributes: { name: "search-verification", content: "kettle-1234" } },
  { tagName: "script", attributes: { type: "module" }, innerHTML: "window.ready = true" },
  { tagName: "link", attributes: { rel: "manifest" } },
  { tagName: "style", innerHTML: "body { color: teal }" },
];

const CONFIG = `export default {
  title: 'Kettle Docs',
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.net', crossorigin: 'anonymous', onload: 'go()' } },
    { tagName: 'meta', attributes: { name: 'search-verification', content: 'kettle-1234' } },
    { tagName: 'script', attributes: { type: 'module' }, innerHTML: 'window.ready = true' },
    { tagName: 'link', attributes: { rel: 'manifest' } },
    { tagName: 'style', innerHTML: 'body { color: teal }' },
  ],
}
`;

describe("the config's headTags", () => {
  it("puts its meta and link tags in every page's head, with their own attributes, and warns at the option about the others", () => {
    const { config, problems } = siteConfigOf({ file: "docusaurus.config.ts", source: CONFIG, raw: { title: "Kettle Docs", headTags: HEAD_TAGS }, missingFiles: [] } as never);
    expect(config.siteHeadTags).toEqual([
      { tagName: "link", attributes: { rel: "preconnect", href: "https://fonts.example.net", crossOrigin: "anonymous" } },
      { tagName: "meta", attributes: { name: "search-verification", content: "kettle-1234" } },
    ]);
    expect(problems.map((problem) => `${problem.line}: ${problem.message.split(":").slice(0, 2).join(":")}`)).toEqual([
      "3: headTags, entry 3: a <script> is left out",
      '3: headTags, entry 4: a link tag needs a "rel" and an "href"; it is left out',
      "3: headTags, entry 5: a <style> is left out",
    ]);
  });

  it("is warned about when it is not a list, and is nothing when unset", () => {
    const reports: string[] = [];
    expect(siteHeadTagsOf({ tagName: "meta" }, (message) => reports.push(message))).toEqual([]);
    expect(siteHeadTagsOf(undefined, (message) => reports.push(message))).toEqual([]);
    expect(reports).toEqual(["headTags is not a list of tags ({tagName, attributes}); no page gets them"]);
  });

  it("stands under the site's and the page's own tags: a description there does not replace a page's", () => {
    const tags = siteHeadTagsOf([{ tagName: "meta", attributes: { name: "description", content: "All about kettles" } }, { tagName: "meta", attributes: { name: "theme-color", content: "#008080" } }, { tagName: "link", attributes: { rel: "preconnect", href: "https://cdn.example.net" } }], () => {});
    const page = withPageHeadTags([{ title: "Boil | Kettle Docs" }, { name: "description", content: "How to boil water" }], []);
    expect(withSiteHeadTags(page, tags)).toEqual([
      { name: "theme-color", content: "#008080" },
      { tagName: "link", rel: "preconnect", href: "https://cdn.example.net" },
      { title: "Boil | Kettle Docs" },
      { name: "description", content: "How to boil water" },
    ]);
  });
});
