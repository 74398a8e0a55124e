import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPage, type RenderedPage } from "../../app/content/bundle.server";
import { folderRelativeUrlOf } from "../../app/content/markdown-plugins.server";
import { bundleCount, renderPage } from "../../app/content/page-cache.server";
import { loadSite, type Site } from "../../app/content/site.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus sites with `trailingSlash: true` serve `/a/b` as `/a/b/`, so their writers link a
// sub-page of `/a/b` as `c`: here, as in a browser, `c` on `/a/b` would be `/a/c`.
describe("folderRelativeUrlOf", () => {
  const pages = new Set(["/a/b", "/a/b/c/d", "/a/c", "/a/sibling", "/x/appium/migration"]);
  const isPage = (url: string) => pages.has(url);

  it("resolves a link to a page below the page's URL, read as a folder", () => {
    expect(folderRelativeUrlOf("c/d", "/a/b", isPage)).toBe("/a/b/c/d");
    expect(folderRelativeUrlOf("./c/d/", "/a/b", isPage)).toBe("/a/b/c/d");
  });

  it("resolves `..` from the folder too: one level less up than a browser goes", () => {
    expect(folderRelativeUrlOf("../migration", "/x/appium/versions", isPage)).toBe("/x/appium/migration");
    expect(folderRelativeUrlOf("../b", "/a/b/c", isPage)).toBeUndefined(); // the browser's reading, /a/b, is a page
  });

  it("leaves a link the browser's reading already leads to a page, even when the folder's would too", () => {
    expect(folderRelativeUrlOf("c", "/a/b", isPage)).toBeUndefined(); // /a/c exists: as a browser reads it
    expect(folderRelativeUrlOf("sibling", "/a/b", isPage)).toBeUndefined();
  });

  it("leaves a link that names no page either way, an empty path, and links on the home page", () => {
    expect(folderRelativeUrlOf("missing", "/a/b", isPage)).toBeUndefined();
    expect(folderRelativeUrlOf("", "/a/b", isPage)).toBeUndefined();
    expect(folderRelativeUrlOf("a/b", "/", isPage)).toBeUndefined();
  });

  it("compares URLs as the site writes them (percent-encoded, NFC)", () => {
    expect(folderRelativeUrlOf("caf\u0065\u0301", "/x", (url) => url === "/x/caf%C3%A9")).toBe("/x/caf%C3%A9");
  });
});

const PAGE = `See [the sub-page](sub#options), [the sibling](sibling), [up and over](../other/deep?tab=yarn) and [nothing](missing).

<a href="sub">as HTML</a>

import Part from './_part.md';

<Part />
`;

describe("a page whose relative links need its URL read as a folder", () => {
  let dir: string;
  let site: Site;
  let built: RenderedPage;

  beforeAll(async () => {
    dir = makeContentDir({
      "docs/guide/setup.md": page("Setup", PAGE),
      "docs/guide/_part.md": "In a partial: [the sub-page](sub).\n",
      "docs/guide/setup/sub.md": page("Sub", "## Options"),
      "docs/guide/sibling.md": page("Sibling"),
      "docs/guide/other/deep.md": page("Deep"),
    });
    site = loadSite(dir);
    const record = site.pages.get("guide/setup")!;
    built = await buildPage(record, fs.readFileSync(record.file, "utf8"), site.links, site.pageConfig);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("leads them to the page they name, keeping ?query and #fragment", () => {
    expect(built.html).toContain('<a href="/guide/setup/sub#options">the sub-page</a>');
    expect(built.html).toContain('<a href="/guide/other/deep?tab=yarn">up and over</a>');
    expect(built.html).toContain('<a href="/guide/setup/sub">as HTML</a>');
    expect(built.html).toContain('In a partial: <a href="/guide/setup/sub">the sub-page</a>');
  });

  it("leaves links that work as written, or name no page either way", () => {
    expect(built.html).toContain('<a href="sibling">the sibling</a>');
    expect(built.html).toContain('<a href="missing">nothing</a>');
  });

  it("warns at each such link's line, with the file link that says it unambiguously", () => {
    const warnings = built.warnings.filter((warning) => warning.kind === "folder-relative-link");
    expect(warnings.map(({ file, line, severity }) => `${file}:${line} ${severity}`)).toEqual([
      "docs/guide/setup.md:5 warning",
      "docs/guide/setup.md:5 warning",
      "docs/guide/setup.md:7 warning",
      "docs/guide/_part.md:1 warning",
    ]);
    expect(warnings[0].message).toBe(
      'link "sub#options" names a page only when this page\'s URL is read as a folder (Docusaurus\' trailingSlash: true); ' +
      'it leads to "/guide/setup/sub#options": write the page\'s file, "./setup/sub.md#options", to say so whatever the URL',
    );
    expect(warnings[1].message).toContain('write the page\'s file, "./other/deep.md?tab=yarn"');
    expect(warnings[3].message).toContain('"./setup/sub.md"');
  });

  it("builds the page again when a page appears where the browser reads the link", async () => {
    const render = (current: Site) => {
      const record = current.pages.get("guide/setup")!;
      return renderPage(record, () => fs.readFileSync(record.file, "utf8"), current);
    };
    const before = bundleCount();
    expect((await render(site)).html).toContain('href="/guide/setup/sub#options"');
    fs.writeFileSync(path.join(dir, "docs/guide/unrelated.md"), page("Unrelated"));
    await render(loadSite(dir));
    expect(bundleCount() - before).toBe(1);

    fs.writeFileSync(path.join(dir, "docs/guide/sub.md"), page("Sub, one level up", "## Options"));
    expect((await render(loadSite(dir))).html).toContain('href="sub#options"');
    expect(bundleCount() - before).toBe(2);
  });
});
