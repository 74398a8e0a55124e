import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderUrlOf } from "~/content/markdown-plugins.server";
import { bundleCount, renderPage } from "~/content/page-cache.server";
import { loadSite, type Site } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus' `trailingSlash: true` serves each page as a folder (`/a/b/`), so a relative link
// written on it is read from there by the browser: `c` is `/a/b/c`, `../c` is `/a/c`.
describe("folderUrlOf", () => {
  const pages = new Set(["/a/b/c", "/a/c", "/next/tour/first-steps"]);
  const isPage = (url: string) => pages.has(url);

  it("reads `c`, `./c` and `c/` under the page's own path, `../c` up from there", () => {
    expect(folderUrlOf("c", "/a/b", isPage)).toBe("/a/b/c");
    expect(folderUrlOf("./c/", "/a/b", isPage)).toBe("/a/b/c");
    expect(folderUrlOf("../c", "/a/b", isPage)).toBe("/a/c");
    expect(folderUrlOf("./tour/first-steps/", "/next", isPage)).toBe("/next/tour/first-steps");
  });

  it("reads it the same way on a page whose URL is a folder already (the home page)", () => {
    expect(folderUrlOf("a/c", "/", isPage)).toBe("/a/c");
  });

  it("gives a path that names no page as the browser gets it, and nothing for an empty one", () => {
    expect(folderUrlOf("files/sample.zip", "/a/b", isPage)).toBe("/a/b/files/sample.zip");
    expect(folderUrlOf("missing/", "/a/b", isPage)).toBe("/a/b/missing/");
    expect(folderUrlOf("", "/a/b", isPage)).toBeUndefined();
  });
});

const HOME = `Take [the tour](./tour/first-steps/), [its second stop](tour/second-stop#map) and [the shelf](../shelf/).

<a href="./tour/first-steps/">as HTML</a> and [nowhere](./no-such-page/).
`;

function versionedSite(trailingSlash: string) {
  return makeContentDir({
    "docusaurus.config.js": `module.exports = { title: "Gardens", ${trailingSlash} presets: [["classic", { docs: { routeBasePath: "/" } }]] };`,
    "versions.json": `["1.0"]`,
    "docs/home.md": page("Home", HOME, "slug: /\n"),
    "docs/tour/first-steps.md": page("First steps", "Start at the gate. Back [home](../../)."),
    "docs/tour/second-stop.md": page("Second stop", "## Map"),
    "versioned_docs/version-1.0/home.md": page("Home", HOME, "slug: /\n"),
    "versioned_docs/version-1.0/tour/first-steps.md": page("First steps", "Start at the old gate."),
    "versioned_docs/version-1.0/tour/second-stop.md": page("Second stop", "## Map"),
  });
}

describe("relative links on a site with trailingSlash: true", () => {
  const dir = versionedSite("trailingSlash: true,");
  const site = loadSite(dir);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lead under the page's own path, in the version being written", async () => {
    const built = await buildSitePage(site, "next");
    expect(built.html).toContain('<a href="/next/tour/first-steps">the tour</a>');
    expect(built.html).toContain('<a href="/next/tour/second-stop#map">its second stop</a>');
    expect(built.html).toContain('<a href="/next/tour/first-steps">as HTML</a>');
    expect(built.html).toContain('<a href="/shelf/">the shelf</a>');
    expect(built.html).toContain('<a href="/next/no-such-page/">nowhere</a>');
    expect(built.warnings.filter((warning) => warning.kind === "folder-relative-link")).toEqual([]);
    expect(built.usedConfig.map(([part]) => part)).toContain("trailingSlash");
  });

  it("and in the version served at the root", async () => {
    const built = await buildSitePage(site, "");
    expect(built.html).toContain('<a href="/tour/first-steps">the tour</a>');
    expect(built.html).toContain('<a href="/tour/second-stop#map">its second stop</a>');
  });

  it("go up from the page's folder with `../`", async () => {
    expect((await buildSitePage(site, "next/tour/first-steps")).html).toContain('<a href="/next">home</a>');
  });
});

describe("relative links on a site without trailingSlash: true", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it.each(["", "trailingSlash: false,"])("are left to the browser, or read as a folder only when that alone names a page (%s)", async (setting) => {
    const dir = versionedSite(setting);
    dirs.push(dir);
    const built = await buildSitePage(loadSite(dir), "next");
    // As the browser reads it on `/next`, `./tour/first-steps/` is the root version's page.
    expect(built.html).toContain('<a href="./tour/first-steps/">the tour</a>');
    expect(built.html).toContain('<a href="../shelf/">the shelf</a>');
    expect(built.html).toContain('<a href="./no-such-page/">nowhere</a>');
  });
});

describe("relative links a component computes", () => {
  const COMPUTED = [
    'import StopLink from "@site/src/components/StopLink";',
    "",
    "export const Stop = ({ slug }) => <a href={`./tour/${slug}/`}>stop {slug}</a>;",
    "",
    '<Stop slug="first-steps" /> and <StopLink slug="second-stop" />, or [written](./tour/first-steps/).',
  ].join("\n");
  const site = (setting: string) => makeContentDir({
    "docusaurus.config.js": `module.exports = { title: "Gardens", ${setting} };`,
    "docs/index.mdx": page("Home", "Welcome."),
    "docs/garden.mdx": page("Garden", COMPUTED),
    "docs/garden/tour/first-steps.md": page("First steps", "Start."),
    "docs/garden/tour/second-stop.md": page("Second stop", "Go on."),
    "src/components/StopLink.js": 'export default function StopLink({ slug }) { return <a href={"tour/" + slug + "?from=garden"}>next: {slug}</a>; }\n',
  });
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("are read against the page's URL as a folder on a trailingSlash: true site, as written ones are", async () => {
    const dir = site("trailingSlash: true");
    dirs.push(dir);
    const built = await buildSitePage(loadSite(dir), "garden");
    expect(built.html).toContain('<a href="/garden/tour/first-steps">stop first-steps</a>');
    expect(built.html).toContain('<a href="/garden/tour/second-stop?from=garden">next: second-stop</a>');
    expect(built.html).toContain('<a href="/garden/tour/first-steps">written</a>');
    expect(built.usedConfig.map(([part]) => part)).toContain("trailingSlash");
  });

  it("are left to the browser elsewhere, and the page still depends on the setting", async () => {
    const dir = site("");
    dirs.push(dir);
    const built = await buildSitePage(loadSite(dir), "garden");
    expect(built.html).toContain('<a href="./tour/first-steps/">stop first-steps</a>');
    expect(built.html).toContain('<a href="tour/second-stop?from=garden">next: second-stop</a>');
    expect(built.usedConfig.map(([part]) => part)).toContain("trailingSlash");
  });
});

describe("a page built before the config's trailingSlash changed", () => {
  it("is built again, and one without relative links is not", async () => {
    const dir = versionedSite("");
    const render = (current: Site, id: string) => {
      const record = current.pages.get(id)!;
      return renderPage(record, () => fs.readFileSync(record.file, "utf8"), current);
    };
    const before = bundleCount();
    expect((await render(loadSite(dir), "next")).html).toContain('href="./tour/first-steps/"');
    await render(loadSite(dir), "next/tour/second-stop");
    expect(bundleCount() - before).toBe(2);

    const config = path.join(dir, "docusaurus.config.js");
    fs.writeFileSync(config, fs.readFileSync(config, "utf8").replace('title: "Gardens",', 'title: "Gardens", trailingSlash: true,'));
    const changed = loadSite(dir);
    expect((await render(changed, "next")).html).toContain('href="/next/tour/first-steps"');
    await render(changed, "next/tour/second-stop");
    expect(bundleCount() - before).toBe(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
