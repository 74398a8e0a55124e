import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { EXACT, FUZZY, inRankOrder, pagesAbove, PREFIX, TITLE, typoCount, wordMatchOf, type Rank } from "~/content/search-ranking";
import { searchSite } from "~/content/search.server";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// A small product's docs: an overview with sub-pages, a reference whose heading names the
// product, pages that only mention it, and near-misses for the typo rules.
const site = loadSite(
  makeContentDir({
    "docs/gizmo/index.md": page("Gizmo on Acme Cloud", "Run your tests on our cloud."),
    "docs/gizmo/quickstart.md": page("Gizmo Quickstart", "Install it and run a first test."),
    "docs/gizmo/options.md": page("Configuring Your Gizmo Tests", "Gizmo reads gizmo.yml: every gizmo option is here, and each gizmo run reads it."),
    "docs/reference.md": page("Command reference", "Every command of the tool.\n\n## gizmo\n\nStarts a gizmo run: gizmo, gizmo, gizmo.\n\n## widget\n\nLists widgets."),
    "docs/faq.md": page("Frequently asked questions", "Can a gizmo run offline? No: a gizmo needs the network, and so does every gizmo plugin."),
    "docs/changelog.md": page("Changelog", "Version 2 added one gizmo option."),
    "docs/gizma.md": page("Gizma tuning", "A different product."),
    "docs/widgets.md": page("Widgets", "All about them."),
    "docs/widget-pools.md": page("Widget pools", "Share capacity."),
    "docs/arm.md": page("Robot arm", "The arm moves."),
  }),
);
const ids = (query: string) => searchSite(site, query, 20).map((result) => result.id + (result.anchor ? `#${result.anchor}` : ""));

describe("ranking rules", () => {
  test("page titles first, then section headings, then body text, each tier by relevance", () => {
    expect(ids("gizmo")).toEqual([
      "gizmo",
      "gizmo/quickstart",
      "gizmo/options",
      "reference#gizmo",
      "faq",
      "changelog",
      "gizma",
    ]);
  });

  test("among title matches, fewer other words in the title first, whatever the body says", () => {
    // "Configuring Your Gizmo Tests" scores higher (its intro repeats the word) but has 3 other words.
    const results = ids("gizmo");
    expect(results.indexOf("gizmo/quickstart")).toBeLessThan(results.indexOf("gizmo/options"));
  });

  test("an overview comes before its sub-pages that match as well", () => {
    // "Gizmo on Acme Cloud" has more other words than "Gizmo Quickstart", and no gizmo in its text.
    expect(ids("gizmo")[0]).toBe("gizmo");
  });

  test("exact words before prefixes", () => {
    expect(ids("widget").slice(0, 2)).toEqual(["widget-pools", "widgets"]);
  });

  test("a typo ranks after the word itself, wherever it is", () => {
    // "Gizma tuning" matches in its title, but with a typo: after every exact "gizmo", even in body text.
    expect(ids("gizmo").at(-1)).toBe("gizma");
  });

  test("results matching more of the query's words come first", () => {
    expect(ids("gizmo offline")[0]).toBe("faq");
  });
});

describe("the sidebar categories above a page", () => {
  // Error Reporting's pages name their platform only; other pages say the same words elsewhere.
  const sectioned = loadSite(
    makeContentDir({
      "sidebars.js": `module.exports = {
        docs: [{ type: "category", label: "Web Apps", items: ["web/errors", "web/guide", "web/notes"] }],
        backtrace: [{ type: "category", label: "Error Reporting", items: [{ type: "category", label: "Integrations", items: ["errors/javascript", "errors/android"] }] }],
      };`,
      "docs/errors/javascript.md": page("Backtrace for JavaScript", "Send crashes from browsers.\n\n## Source maps\n\nUpload them."),
      "docs/errors/android.md": page("Backtrace for Android", "Send crashes from phones."),
      "docs/web/errors.md": page("Reporting JavaScript errors from tests", "Fail a job on a console message."),
      "docs/web/guide.md": page("Web testing guide", "Start here.\n\n## Error reporting with JavaScript\n\nHook the console."),
      "docs/web/notes.md": page("Release notes", "Error reporting for JavaScript apps got faster."),
    }),
  );
  const found = (query: string) => searchSite(sectioned, query, 20).map((result) => result.id + (result.anchor ? `#${result.anchor}` : ""));

  test("a query mixing a section's name with a topic finds the topic's page in that section, after title and heading matches, before body text", () => {
    expect(found("error reporting javascript").slice(0, 4)).toEqual(["web/errors", "web/guide#error-reporting-with-javascript", "errors/javascript", "web/notes"]);
  });

  test("a page's categories alone rank it after title and heading matches, and only as the page itself, not its sections", () => {
    const results = found("error reporting");
    expect(results.slice(0, 2)).toEqual(["web/errors", "web/guide#error-reporting-with-javascript"]);
    expect(results.slice(2, 4).sort()).toEqual(["errors/android", "errors/javascript"]);
    expect(results.slice(4)).toEqual(["web/notes"]);
    expect(found("integrations").sort()).toEqual(["errors/android", "errors/javascript"]);
  });

  test("each result carries the categories above its page, top first; a page at a sidebar's top level none", () => {
    const results = searchSite(sectioned, "source maps");
    expect(results[0]).toMatchObject({ id: "errors/javascript", heading: "Source maps", categories: ["Error Reporting", "Integrations"] });
    expect(searchSite(sectioned, "release notes")[0]).toMatchObject({ id: "web/notes", categories: ["Web Apps"] });
    expect(searchSite(site, "widgets")[0]).not.toHaveProperty("categories");
  });
});

describe("typos", () => {
  test("one typo is forgiven from 4 letters, a swap of two letters counting one", () => {
    expect(ids("gzimo")[0]).toBe("gizmo");
    expect(ids("gizmo quikstart")[0]).toBe("gizmo/quickstart");
    expect(ids("qiuckstart")[0]).toBe("gizmo/quickstart");
  });

  test("two typos are forgiven from 8 letters only (one of them may be a swap)", () => {
    expect(ids("qiuckstat")[0]).toBe("gizmo/quickstart");
    expect(ids("gzmoi")).toEqual([]);
  });

  test("short words must match exactly or as a prefix: no typo in 3 letters, no prefix of 1", () => {
    expect(ids("arn")).toEqual([]);
    expect(ids("amr")).toEqual([]);
    expect(ids("ar")).toEqual(["arm"]);
    expect(ids("g")).toEqual([]);
  });
});

describe("ranking helpers", () => {
  test("typos count insertions, deletions, substitutions and swaps of neighbouring letters as one each", () => {
    expect(typoCount("sauce", "sauce")).toBe(0);
    expect(typoCount("playwrigt", "playwright")).toBe(1);
    expect(typoCount("seleniun", "selenium")).toBe(1);
    expect(typoCount("sacue", "sauce")).toBe(1);
    expect(typoCount("tunenl", "tunnel")).toBe(1);
    expect(typoCount("gzmoi", "gizmo")).toBe(2);
  });

  test("a document word matches a query word exactly, as a prefix, or within the typos forgiven", () => {
    expect(wordMatchOf("tunnel", "tunnel")).toEqual({ kind: EXACT, typos: 0 });
    expect(wordMatchOf("tunnel", "tunnels")).toEqual({ kind: PREFIX, typos: 0 });
    expect(wordMatchOf("tunenl", "tunnel")).toEqual({ kind: FUZZY, typos: 1 });
    expect(wordMatchOf("sacue", "slack")).toBeUndefined();
    expect(wordMatchOf("a", "api")).toBeUndefined();
  });

  test("the pages above a page are its URL's parents, nearest first", () => {
    expect(pagesAbove("a/b/c")).toEqual(["a/b", "a"]);
    expect(pagesAbove("a")).toEqual([]);
  });

  test("an overview moves up only past its own sub-pages, and only when it matches as well", () => {
    const rank = (extraTitleWords: number, inexact = 0): Rank => ({ words: 1, typos: 0, tier: TITLE, inexact, extraTitleWords, score: 1 });
    const order = (documents: { pageId: string; rank: Rank }[]) => inRankOrder(documents).map((document) => document.pageId);
    expect(order([{ pageId: "x/sub", rank: rank(1) }, { pageId: "other", rank: rank(2) }, { pageId: "x", rank: rank(3) }])).toEqual(["x", "x/sub", "other"]);
    expect(order([{ pageId: "x/sub", rank: rank(1) }, { pageId: "x", rank: rank(1, 1) }])).toEqual(["x/sub", "x"]);
  });
});

// The obvious page for a reader's query is among the first three, on our content and on a real
// third-party Docusaurus corpus (next to the repository, never in it).
const CORPUS = path.resolve(__dirname, "../../../shared/corpus/sauce-docs-2024-03");
const corpusPresent = fs.existsSync(path.join(CORPUS, "docs"));
if (!corpusPresent) console.log(`corpus not found at ${CORPUS}: skipping the search ranking test over it`);

/** Query -> the pages any of which is the obvious answer (the page itself, not one of its sections). */
type Expectations = Record<string, string[]>;

function expectObviousPagesFirst(folder: string, expectations: Expectations) {
  const content = loadSite(folder);
  for (const [query, obvious] of Object.entries(expectations)) {
    const firstThree = searchSite(content, query, 3).map((result) => (result.anchor ? `${result.id}#${result.anchor}` : result.id));
    expect(firstThree.filter((id) => obvious.includes(id)), `"${query}": ${firstThree.join(", ")}`).not.toEqual([]);
  }
}

describe("the obvious page is in the first three", () => {
  test("on docs-content", () => {
    expectObviousPagesFirst(path.resolve(__dirname, "../../docs-content"), {
      playwright: ["web-apps/automated-testing/playwright"],
      playwrigt: ["web-apps/automated-testing/playwright"],
      cypress: ["web-apps/automated-testing/cypress"],
      cyprss: ["web-apps/automated-testing/cypress"],
      espresso: ["mobile-apps/automated-testing/espresso"],
      "sauce connect": ["secure-connections/sauce-connect-5", "secure-connections/sauce-connect-4"],
      "sauce conect": ["secure-connections/sauce-connect-5", "secure-connections/sauce-connect-4"],
      saucectl: ["dev/cli/saucectl"],
      testfairy: ["testfairy"],
      tunnel: ["dev/api/tunnels"],
      "api testing": ["api-testing"],
      visual: ["visual-testing"],
      seleniun: ["web-apps/automated-testing/selenium"],
      // A section's name (a sidebar category above the page) with a topic.
      "error reporting javascript": ["error-reporting/integrations/javascript"],
      "mobile apps espresso": ["mobile-apps/automated-testing/espresso"],
      "web apps testcafe": ["web-apps/automated-testing/testcafe"],
      "ci integrations jenkins": ["basics/integrations/jenkins"],
      "app distribution testers": ["testfairy/distribution/testers"],
    });
  });

  test.skipIf(!corpusPresent)("on the sauce-docs-2024-03 corpus", () => {
    expectObviousPagesFirst(CORPUS, {
      playwright: ["web-apps/automated-testing/playwright"],
      playwrigt: ["web-apps/automated-testing/playwright"],
      cypress: ["web-apps/automated-testing/cypress"],
      cyprss: ["web-apps/automated-testing/cypress"],
      espresso: ["mobile-apps/automated-testing/espresso-xcuitest"],
      "sauce connect": ["secure-connections/sauce-connect", "secure-connections/sauce-connect-5"],
      "sauce conect": ["secure-connections/sauce-connect", "secure-connections/sauce-connect-5"],
      saucectl: ["dev/cli/saucectl"],
      testfairy: ["testfairy"],
      tunnel: ["secure-connections/sauce-connect/proxy-tunnels"],
      "api testing": ["api-testing"],
      visual: ["visual-testing", "visual"],
      selenium: ["web-apps/automated-testing/selenium"],
      seleniun: ["web-apps/automated-testing/selenium"],
      "error reporting javascript": ["error-reporting/language-integrations/javascript"],
      "error reporting python": ["error-reporting/language-integrations/python"],
      "error reporting go": ["error-reporting/language-integrations/go"],
      "low code troubleshooting": ["dev/low-code/troubleshooting"],
      "screener troubleshooting": ["visual/e2e-testing/troubleshooting"],
      "web console triage": ["error-reporting/web-console/triage"],
    });
  });
});
