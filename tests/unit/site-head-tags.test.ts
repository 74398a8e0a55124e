import { describe, expect, it } from "vitest";
import { siteHeadTagsOf, withPageHeadTags, withSiteHeadTags } from "~/content/head-tags";
import { siteConfigOf } from "~/content/site-config.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

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

// A component a page imports may give head tags with Docusaurus' `<Head>` (Unleash's pages mark
// themselves noindex through one): they reach the page's head as a `<Head>` written in the page does.
describe("head tags a component gives with <Head>", () => {
  it("go to the page's head tags once, meta and link tags, in fragments too, and nothing shows in the page", async () => {
    const site = loadSite(makeContentDir({
      "src/components/Indexing.jsx": `import React from 'react';
import Head from '@docusaurus/Head';

const weights = { low: 1, high: 3 };

export default function Indexing({ level }) {
  if (level === 'hidden') return <Head><meta name="robots" content="noindex" /></Head>;
  return (
    <Head>
      <>
        <meta name="weight" content={weights[level]} />
        <link rel="canonical" href="https://kettles.example.org/boil" />
      </>
      <div>not a head tag</div>
    </Head>
  );
}
`,
      "docs/hidden.mdx": page("Hidden", "import Indexing from '@site/src/components/Indexing';\n\n<Indexing level=\"hidden\" />\n\nText.\n\n```js\nconst code = 1;\n```"),
      "docs/boil.mdx": page("Boil", "import Indexing from '@site/src/components/Indexing';\n\n<Indexing level=\"high\" />\n\nText."),
    }));
    const hidden = await buildSitePage(site, "hidden");
    expect(hidden.head).toEqual([{ tagName: "meta", attributes: { name: "robots", content: "noindex" } }]);
    expect(hidden.html).not.toContain("robots");
    const boil = await buildSitePage(site, "boil");
    expect(boil.head).toEqual([
      { tagName: "meta", attributes: { name: "weight", content: "3" } },
      { tagName: "link", attributes: { rel: "canonical", href: "https://kettles.example.org/boil" } },
    ]);
    expect(boil.html).not.toContain("not a head tag");
  });
});
