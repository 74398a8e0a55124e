import { describe, expect, it } from "vitest";
import { loadSite, redirectOf } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

const PAGES = {
  "docs/harbour/berths.md": page("Berths"),
  "docs/tides.md": page("Tides"),
  // Docs under Docusaurus' `/docs` route, as the rules write them.
  "docusaurus.config.js": "module.exports = { title: 'Harbour' };",
};

const RULES = [
  "# Moved when the harbour guide was split",
  "/docs/berths            /docs/harbour/berths 301",
  "/old-tides              /docs/tides",
  "",
  "/docs/archive/*         /docs/harbour/:splat 301",
  "/docs/moorings          /docs/harbour/berths 310",
  "/docs/anchors           /docs/tides 302 302",
  "/docs/ferry             /docs/harbour/ferry 301",
  "/docs/lighthouse        /docs/tides 200",
  "/docs/pier              /docs/tides 302 Country=nl",
].join("\n");

const netlifyProblems = (site: ReturnType<typeof loadSite>) =>
  site.problems.filter((problem) => problem.kind === "redirect").map((problem) => `${problem.file}:${problem.line}: ${problem.severity}`);

// Klaw's docs keep their moved pages in Netlify's `_redirects` (copied into the build by a plugin); none of them was followed.
describe("Netlify's _redirects", () => {
  it("follows its plain redirects from static/, in Docusaurus' paths, and says which rules it leaves out", () => {
    const site = loadSite(makeContentDir({ ...PAGES, "static/_redirects": RULES }));
    expect(redirectOf(site, "docs/berths")).toBe("/harbour/berths");
    expect(redirectOf(site, "old-tides")).toBe("/tides");
    expect(redirectOf(site, "docs/anchors")).toBe("/tides");
    for (const leftOut of ["docs/moorings", "docs/ferry", "docs/lighthouse", "docs/pier", "docs/archive/x"]) expect(redirectOf(site, leftOut)).toBeUndefined();
    expect(netlifyProblems(site)).toEqual([
      "static/_redirects:8: error",
      "static/_redirects:5: notice",
      "static/_redirects:6: warning",
      "static/_redirects:7: warning",
      "static/_redirects:9: notice",
      "static/_redirects:10: notice",
    ]);
    const messages = site.problems.filter((problem) => problem.kind === "redirect").map((problem) => problem.message);
    expect(messages[2]).toContain("status 310 is no redirect status");
    expect(messages[0]).toBe('Netlify redirect: "to" "/docs/harbour/ferry" names no page and is not an external URL');
  });

  it("reads one beside the config when static/ has none", () => {
    const site = loadSite(makeContentDir({ ...PAGES, _redirects: "/docs/berths /docs/harbour/berths" }));
    expect(redirectOf(site, "docs/berths")).toBe("/harbour/berths");
    expect(netlifyProblems(site)).toEqual([]);
  });
});
