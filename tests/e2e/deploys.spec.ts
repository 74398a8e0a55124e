import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serveContent, writeContentFile, type ContentFiles } from "./support/content";

// Content deployed the ways operators do it: a symbolic link switched to a new release
// (Capistrano), folders deleted and made again. Readers get the new content at once, never a 500.
// Runs its own server on DOCS_CONTENT_DIR=<root>/current, a link to a release.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 100;

/** A release's files: its home, a guide with an image beside it, a page only it has, a logo, its sidebars. */
function releaseFiles(release: string, only: string): ContentFiles {
  const at = `releases/${release}`;
  return {
    [`${at}/docs/index.md`]: `---\ntitle: Home ${release}\n---\n\nWelcome to release ${release}.\n`,
    [`${at}/docs/guide/intro.md`]: `---\ntitle: Guide ${release}\n---\n\nGuide of release ${release}.\n\n![diagram](./diagram.png)\n`,
    [`${at}/docs/guide/diagram.png`]: `DIAGRAM-${release}`,
    [`${at}/docs/guide/${only}.md`]: `---\ntitle: Only ${release}\n---\n\nText only release ${release} has: marker${only}.\n`,
    [`${at}/static/img/logo.svg`]: `<svg xmlns="http://www.w3.org/2000/svg"><title>logo ${release}</title></svg>`,
    [`${at}/sidebars.js`]: `module.exports = { docs: ["index", { type: "category", label: "Category ${release}", items: ["guide/intro", "guide/${only}"] }] };`,
  };
}

const site = serveContent(PORT, { ...releaseFiles("1", "retired"), ...releaseFiles("2", "added") }, {
  serve: "current",
  prepare: (root) => fs.symlinkSync(path.join("releases", "1"), path.join(root, "current")),
});

/** Points `current` at a release the way deploy tools do: a new link renamed over the old one, atomically. */
function switchTo(release: string): void {
  const next = path.join(site.dir, "current.next");
  fs.symlinkSync(path.join("releases", release), next);
  fs.renameSync(next, path.join(site.dir, "current"));
}

test.describe.configure({ mode: "serial" });

test("after the link is switched to a new release, everything comes from it, also once the old one is deleted", async ({ request }) => {
  const text = async (url: string, status = 200) => {
    const response = await request.get(site.url + url);
    expect(response.status(), url).toBe(status);
    return response.text();
  };
  expect(await text("/guide/intro")).toContain("Guide of release 1.");
  expect(await text("/img/logo.svg")).toContain("logo 1");
  switchTo("2");
  for (const deleted of [false, true]) {
    if (deleted) fs.rmSync(path.join(site.dir, "releases", "1"), { recursive: true });
    const home = await text("/");
    expect(home).toContain("Welcome to release 2.");
    expect(home).toContain("Category 2");
    expect(home).not.toContain("Category 1");
    const guide = await text("/guide/intro");
    expect(guide).toContain("Guide of release 2.");
    expect(await text("/guide/added")).toContain("markeradded");
    expect(await text("/guide/retired", 404)).not.toContain("markerretired");
    expect(await text("/img/logo.svg")).toContain("logo 2");
    const diagram = /src="(\/_content\/[^"]+diagram\.png)"/.exec(guide)?.[1];
    expect(diagram).toBeDefined();
    expect(await text(diagram!)).toBe("DIAGRAM-2");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain("/guide/added");
    expect(sitemap).not.toContain("/guide/retired");
    const search = JSON.parse(await text("/api/search?q=marker" + "added")) as { results: { id: string }[] };
    expect(search.results.map((result) => result.id)).toContain("guide/added");
    expect(await text("/api/search?q=markerretired")).not.toContain("guide/retired");
    const notFound = await text("/moved/added", 404);
    expect(notFound).toContain("Only 2"); // the page it probably meant, by its last segment
    expect(notFound).toContain("Home 2");
    expect(notFound).not.toContain("Home 1");
  }
});

test("a folder deleted and made again, or renamed, is watched again: pages added to it later are served", async ({ request }) => {
  const release = path.join(site.dir, "releases", "2");
  const status = async (url: string) => (await request.get(site.url + url)).status();
  fs.renameSync(path.join(release, "docs/guide"), path.join(release, "docs/guides"));
  await expect.poll(() => status("/guides/intro")).toBe(200);
  expect(await status("/guide/intro")).toBe(404);
  fs.renameSync(path.join(release, "docs/guides"), path.join(release, "docs/guide"));
  await expect.poll(() => status("/guide/intro")).toBe(200);
  writeContentFile(release, "docs/guide/later.md", "---\ntitle: Later\n---\n\nAdded after the rename.\n");
  await expect.poll(() => status("/guide/later")).toBe(200);

  fs.rmSync(path.join(release, "docs"), { recursive: true });
  await expect.poll(() => status("/guide/intro")).toBe(404);
  writeContentFile(release, "docs/index.md", "---\ntitle: Home again\n---\n\nBack.\n");
  await expect.poll(() => status("/")).toBe(200);
  // Only a watcher on the new docs folder hears of this one: nothing else in the content changes.
  writeContentFile(release, "docs/new-page.md", "---\ntitle: New page\n---\n\nIn the new docs folder.\n");
  await expect.poll(() => status("/new-page")).toBe(200);
});
