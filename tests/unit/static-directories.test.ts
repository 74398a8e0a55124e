import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { staticFileOf } from "~/content/static-files.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus serves the files of every folder the config's `staticDirectories` names at the site's
// root, looking a path up in each in turn; without it, static/ alone.
const CONFIG = `const path = require('path');
module.exports = {
  title: 'Kiln',
  staticDirectories: ['static', 'assets/', path.resolve(__dirname, 'shared'), '../elsewhere', '.'],
  themeConfig: { navbar: { logo: { alt: 'Kiln', src: 'img/kiln.svg' } } },
};
`;

const FILES = {
  "docusaurus.config.js": CONFIG,
  "static/img/only-static.svg": "<svg/>",
  "static/img/both.svg": "<svg id='static'/>",
  "assets/img/both.svg": "<svg id='assets'/>",
  "assets/img/kiln.svg": "<svg/>",
  "assets/data/glazes.json": '{"glazes": ["celadon", "tenmoku"]}',
  "shared/files/firing-log.txt": "cone 6",
  "docs/firing.mdx": page("Firing", [
    "import data from '/data/glazes.json';",
    "",
    "![Kiln](/img/kiln.svg) ![Both](/img/both.svg) ![Gone](/img/gone.svg)",
    "",
    "[The log](pathname:///files/firing-log.txt), {data.glazes.join(' and ')}.",
  ].join("\n")),
};

describe("the config's staticDirectories", () => {
  it("are the folders the site's root files are looked up in, in order; one outside the content folder, or the folder itself, is left out with a warning", () => {
    const contentDir = makeContentDir(FILES);
    const site = loadSite(contentDir);
    expect(site.pageConfig.staticDirectories).toEqual(["static", "assets", "shared"]);
    expect(site.problems.filter((problem) => problem.kind === "config").map((problem) => [problem.line, problem.message])).toEqual([
      [4, 'staticDirectories: "../elsewhere" is outside the content folder, whose files the site does not serve as static files; left out'],
      [4, 'staticDirectories: "." is the content folder itself, whose files the site does not serve as static files; left out'],
    ]);
    // The first folder that has a path answers it.
    expect(staticFileOf(contentDir, site.pageConfig, "/img/both.svg")).toBe(path.join(contentDir, "static", "img", "both.svg"));
    expect(staticFileOf(contentDir, site.pageConfig, "files/firing-log.txt")).toBe(path.join(contentDir, "shared", "files", "firing-log.txt"));
    expect(staticFileOf(contentDir, site.pageConfig, "../docusaurus.config.js")).toBeUndefined();
    // The navbar logo of the second folder is the site's logo, without a warning.
    expect(site.config.navbarLogo?.src).toBe("/img/kiln.svg");
  });

  it("give pages their images and rooted imports from any of the folders; a missing image names the first", async () => {
    const site = loadSite(makeContentDir(FILES));
    const { html, warnings } = await buildSitePage(site, "firing");
    expect(html).toContain("celadon and tenmoku");
    expect(warnings.map((warning) => warning.message)).toEqual([expect.stringMatching(/^image "\/img\/gone\.svg": .*static\/img\/gone\.svg/)]);
  });

  it("are where the checker looks for the files of images written as markup", async () => {
    const contentDir = makeContentDir({ ...FILES, "docs/firing.mdx": page("Firing", '<img src="/img/kiln.svg" alt="Kiln" /> <img src="/img/chart.svg" alt="Chart" />') });
    const messages = (await checkContent(contentDir)).problems.filter((problem) => problem.file.startsWith("docs")).map((problem) => problem.message);
    expect(messages).toEqual([expect.stringMatching(/^image "\/img\/chart\.svg"/)]);
  });

  it("default to static/ alone", () => {
    const contentDir = makeContentDir({ "static/img/a.svg": "<svg/>", "assets/img/b.svg": "<svg/>", "docs/a.md": page("A") });
    const site = loadSite(contentDir);
    expect(site.pageConfig.staticDirectories).toBeUndefined();
    expect(staticFileOf(contentDir, site.pageConfig, "img/a.svg")).toBeDefined();
    expect(staticFileOf(contentDir, site.pageConfig, "img/b.svg")).toBeUndefined();
    expect(fs.existsSync(path.join(contentDir, "assets/img/b.svg"))).toBe(true);
  });
});
