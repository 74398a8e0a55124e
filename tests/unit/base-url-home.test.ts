import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { loadSite } from "~/content/site.server";
import { answersFor, freshModuleWith, makeContentDir, page } from "./helpers";

// Docusaurus serves the site under the config's baseUrl: the base alone, `/orchard/`, is its home
// page, and markup it leaves as written carries the base, `<img src="/orchard/img/pear.png">`.
const CONTENT = {
  "docusaurus.config.js": "module.exports = { title: 'Orchard', baseUrl: '/orchard/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
  "sidebars.js": "module.exports = { trees: ['planting', 'links'] };\n",
  "docs/planting.md": page("Planting", "Dig a hole."),
  "docs/links.md": page("Links", "[home](/orchard/), [bare home](/orchard), [home anchor](/orchard/#nope)."),
  "static/img/pear.png": "not really an image",
  "static/clips/prune.mp4": "not really a video",
};

describe("the base URL alone", () => {
  const answer = answersFor(CONTENT);

  it("is answered with the home page, with its query", () => {
    expect(answer("/orchard/")).toBe("301 /");
    expect(answer("/orchard?from=mail")).toBe("301 /?from=mail");
  });

  it("is a page's path when a page has it", async () => {
    const owned = { ...CONTENT, "docs/orchard.md": page("Orchard page", "A page at the base's path.") };
    const own = await freshModuleWith({ DOCS_CONTENT_DIR: makeContentDir(owned) }, () => import("~/content/serve.server"));
    expect(own.resolvePageId(new Request("http://localhost/orchard"))).toBe("orchard");
  });

  it("is a link to the home page for the checker; an anchor there stays an error, as one of `/`", async () => {
    const report = await checkContent(makeContentDir(CONTENT));
    expect(report.problems.filter((problem) => problem.file === "docs/links.md").map(formatProblem)).toEqual([
      'docs/links.md:5: error [broken-link] link "/orchard/#nope": there is no page at "/"',
    ]);
  });
});

describe("a served page's markup under the base URL", () => {
  it("links the home page at the root, and loads images and media from static/ at the root", async () => {
    const { withLinksOnThisSite } = await import("~/content/serve.server");
    const site = loadSite(makeContentDir(CONTENT));
    const html = [
      '<a href="/orchard/">a</a>',
      '<img src="/orchard/img/pear.png" alt="pear"/>',
      '<video poster="/orchard/img/pear.png" src="/orchard/clips/prune.mp4?t=2"></video>',
      '<source src="/orchard/clips/prune.mp4" type="video/mp4"/>',
      '<img src="/orchard/img/missing.png"/>',
      '<img src="/img/pear.png"/>',
      '<img src="https://example.com/orchard/img/pear.png"/>',
      '<p data-src="/orchard/img/pear.png">text</p>',
    ].join("");
    expect(withLinksOnThisSite(html, site)).toBe([
      '<a href="/">a</a>',
      '<img src="/img/pear.png" alt="pear"/>',
      '<video poster="/img/pear.png" src="/clips/prune.mp4?t=2"></video>',
      '<source src="/clips/prune.mp4" type="video/mp4"/>',
      '<img src="/orchard/img/missing.png"/>',
      '<img src="/img/pear.png"/>',
      '<img src="https://example.com/orchard/img/pear.png"/>',
      '<p data-src="/orchard/img/pear.png">text</p>',
    ].join(""));
  });
});
