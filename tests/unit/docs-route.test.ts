import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { siteConfigOf } from "~/content/site-config.server";
import { loadSite } from "~/content/site.server";
import { answersFor, makeContentDir, page } from "./helpers";

// Docusaurus serves docs under the docs plugin's routeBasePath ("docs" by default), and content
// links to them so; this site serves docs at the root.
const CONTENT = {
  "docusaurus.config.js": "module.exports = { title: 'Route test', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
  "docs/setup.md": page("Setup", "## Install the tunnel\n\nText."),
  "docs/docs/inner.md": page("Inner", "A page whose own path starts with docs/."),
  "docs/links.md": page("Links", "[Setup](/docs/setup#install-the-tunnel), [anchor](/docs/setup#nope), [nowhere](/docs/nowhere), [inner](/docs/inner)."),
};

describe("the docs route of the config", () => {
  it("is routeBasePath without slashes, docs by default, none for /", () => {
    const routeOf = (docs: Record<string, unknown>) => siteConfigOf({ file: "docusaurus.config.js", source: "", raw: { presets: [["classic", { docs }]] } }).config.docsRouteBase;
    expect(routeOf({})).toBe("docs");
    expect(routeOf({ routeBasePath: "/guides/" })).toBe("guides");
    expect(routeOf({ routeBasePath: "/" })).toBeUndefined();
    expect(siteConfigOf(null).config.docsRouteBase).toBeUndefined();
  });

  describe("a request under it", () => {
    const answer = answersFor(CONTENT);

    it("is redirected to the page at the root, with its query", () => {
      expect(answer("/docs/setup?tab=mac")).toBe("301 /setup?tab=mac");
    });

    it("is left alone when a page has that path itself, or the rest names no page", () => {
      expect(answer("/docs/inner")).toBe("docs/inner");
      expect(answer("/docs/nowhere")).toBe("docs/nowhere");
    });
  });

  it("is how navbar and footer links are read: to the page at the root", () => {
    const site = loadSite(makeContentDir({
      ...CONTENT,
      "docusaurus.config.js": "module.exports = { title: 'Route test', themeConfig: { navbar: { items: [{ to: '/docs/setup', label: 'Set up' }] }, footer: { links: [{ title: 'Docs', items: [{ label: 'Setup', to: '/docs/setup#install-the-tunnel' }] }] } } };\n",
    }));
    expect(site.sections).toMatchObject([{ label: "Set up", href: "/setup" }]);
    expect(JSON.stringify(site.footer)).toContain('"href":"/setup#install-the-tunnel"');
    expect(site.problems.filter((problem) => problem.kind === "config")).toEqual([]);
  });

  it("is how the checker reads links: to the page and its anchors at the root", async () => {
    const report = await checkContent(makeContentDir(CONTENT));
    expect(report.problems.filter((problem) => problem.file === "docs/links.md").map(formatProblem)).toEqual([
      'docs/links.md:5: error [broken-link] link "/docs/nowhere": there is no page at "/docs/nowhere"',
      'docs/links.md:5: error [broken-anchor] link "/docs/setup#nope": page "/setup" has no anchor "#nope"',
    ]);
  });
});

// Docusaurus serves a version under the path the config gives it, the last version and the docs
// folder of content with no versions.json too (`/docs/edge/setup`); this site serves them at the root.
const UNDER_VERSION_PATH = {
  "docusaurus.config.js": "module.exports = { title: 'Route test', presets: [['classic', { docs: { versions: { current: { label: 'Edge', path: 'edge' } } } }]] };\n",
  "docs/setup.md": page("Setup", "## Install the tunnel\n\nText."),
  "docs/links.md": page("Links", "[Setup](/docs/edge/setup#install-the-tunnel), [anchor](/docs/edge/setup#nope), [bare](/edge/setup), [nowhere](/docs/edge/nowhere)."),
};

describe("the path the config gives the version served at the root", () => {
  const answer = answersFor(UNDER_VERSION_PATH);

  it("leads to the page at the root, as Docusaurus serves it under that path", () => {
    expect(answer("/docs/edge/setup?os=mac")).toBe("301 /setup?os=mac");
    expect(answer("/docs/edge/nowhere")).toBe("docs/edge/nowhere");
    // Only under the docs route, where Docusaurus puts it.
    expect(answer("/edge/setup")).toBe("edge/setup");
  });

  it("is how the checker reads links: to the page and its anchors at the root", async () => {
    const report = await checkContent(makeContentDir(UNDER_VERSION_PATH));
    expect(report.problems.filter((problem) => problem.file === "docs/links.md").map(formatProblem)).toEqual([
      'docs/links.md:5: error [broken-link] link "/docs/edge/nowhere": there is no page at "/docs/edge/nowhere"',
      'docs/links.md:5: error [broken-anchor] link "/docs/edge/setup#nope": page "/setup" has no anchor "#nope"',
      'docs/links.md:5: error [broken-link] link "/edge/setup": there is no page at "/edge/setup" (the nearest page: "/setup")',
    ]);
  });
});

// Docusaurus serves the whole site under the config's baseUrl and does not add it again to a link
// that already starts with it, so content may write `/handbook/docs/setup` for `/docs/setup`.
const UNDER_BASE = {
  ...CONTENT,
  "docusaurus.config.js": "module.exports = { title: 'Base test', baseUrl: '/handbook/', presets: [['classic', { docs: {} }]] };\n",
  "docs/handbook/own.md": page("Own", "A page whose own path starts with the base."),
  "static/clips/tour.mp4": "not really a video",
  "docs/links.md": page("Links", "[Setup](/handbook/docs/setup/#install-the-tunnel), [bare](/handbook/setup), [anchor](/handbook/docs/setup#nope), [nowhere](/handbook/docs/nowhere), [own](/handbook/own)."),
};

describe("the base URL of the config", () => {
  it("is baseUrl without slashes, none for /", () => {
    const baseOf = (raw: Record<string, unknown>) => siteConfigOf({ file: "docusaurus.config.js", source: "", raw }).config.baseUrlPath;
    expect(baseOf({ baseUrl: "/support/" })).toBe("support");
    expect(baseOf({ baseUrl: "/" })).toBeUndefined();
    expect(baseOf({})).toBeUndefined();
  });

  describe("a request under it", () => {
    const answer = answersFor(UNDER_BASE);

    it("is redirected to the page at the root, through the docs route too", () => {
      expect(answer("/handbook/docs/setup?os=mac")).toBe("301 /setup?os=mac");
      expect(answer("/handbook/setup")).toBe("301 /setup");
    });

    it("is left alone when a page has that path itself, or the rest names no page", () => {
      expect(answer("/handbook/own")).toBe("handbook/own");
      expect(answer("/handbook/docs/nowhere")).toBe("handbook/docs/nowhere");
    });

    // Markup Docusaurus leaves as written, `<video src="/handbook/clips/tour.mp4">`, names static/ under the base.
    it("is redirected to a file of static/ at the root", () => {
      expect(answer("/handbook/clips/tour.mp4?t=3")).toBe("301 /clips/tour.mp4?t=3");
      expect(answer("/handbook/clips/none.mp4")).toBe("handbook/clips/none.mp4");
      expect(answer("/handbook/clips")).toBe("handbook/clips");
    });
  });

  it("is taken off the links of a served page that lead to a page or a file of static/ at the root, which need no redirect then", async () => {
    const { withLinksOnThisSite } = await import("~/content/serve.server");
    const site = loadSite(makeContentDir(UNDER_BASE));
    const html = [
      '<a href="/handbook/docs/setup/#install-the-tunnel">a</a>',
      '<a href="/handbook/setup?os=mac">b</a>',
      '<a class="download" href="/handbook/clips/tour.mp4">c</a>',
      '<a href="/handbook/docs/nowhere">d</a>',
      '<a href="/handbook/own">e</a>',
      '<a href="https://example.com/handbook/setup">f</a>',
      '<a href="#local">g</a>',
    ].join("");
    expect(withLinksOnThisSite(html, site)).toBe([
      '<a href="/setup#install-the-tunnel">a</a>',
      '<a href="/setup?os=mac">b</a>',
      '<a class="download" href="/clips/tour.mp4">c</a>',
      '<a href="/handbook/docs/nowhere">d</a>',
      '<a href="/handbook/own">e</a>',
      '<a href="https://example.com/handbook/setup">f</a>',
      '<a href="#local">g</a>',
    ].join(""));
    // Under the docs' route alone too; a page whose own path starts with it keeps its link.
    const routed = loadSite(makeContentDir(CONTENT));
    expect(withLinksOnThisSite('<a href="/docs/setup#install-the-tunnel">a</a><a href="/docs/inner">b</a>', routed)).toBe('<a href="/setup#install-the-tunnel">a</a><a href="/docs/inner">b</a>');
  });

  it("is how the checker reads links: to the page and its anchors at the root", async () => {
    const report = await checkContent(makeContentDir(UNDER_BASE));
    expect(report.problems.filter((problem) => problem.file === "docs/links.md").map(formatProblem)).toEqual([
      'docs/links.md:5: error [broken-link] link "/handbook/docs/nowhere": there is no page at "/handbook/docs/nowhere"',
      'docs/links.md:5: error [broken-anchor] link "/handbook/docs/setup#nope": page "/setup" has no anchor "#nope"',
    ]);
  });
});
