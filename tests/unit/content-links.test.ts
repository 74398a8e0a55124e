import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPage } from "../../app/content/bundle.server";
import { loadSite, type Site } from "../../app/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// The same targets written in Markdown and as raw HTML (which MDX reads as JSX): both resolve
// relative to the file they are written in.
const INSTALL = `Markdown: [configure](./configure.md#options), [overview](../overview.md), ![shot](./shot.png).

HTML: <a href="./configure.md#options">configure</a>, <a href="../overview.md">overview</a>, <img src="./shot.png" alt="shot" />.

<div>
  <a href="configure.md">in a block</a>
  <a href="pathname:///files/guide.pdf">guide</a>
  <a href="../not-a-file">a URL path</a>
  <a href={"./configure.md"}>an expression</a>
</div>

import Part from './_part.md';

<Part />
`;

const PART = `In a partial: <a href="./configure.md">configure</a> and [configure](./configure.md).
`;

// Links rooted at "/" that name a Markdown file, as Docusaurus reads them: under the docs folder,
// else under the site's folder.
const ROOTED = `[configure](/guide/setup/configure.md#options), [overview](/docs/guide/overview.md), <a href="/guide/overview.md">as HTML</a>, [no such page](/guide/missing.md), [its URL](/guide/overview).
`;

// A bare link (no ./ or ../) not found beside the page is read from the docs folder, then the
// site's, as Docusaurus does; ./ and ../ stay tied to the page's folder.
const BARE = `[overview](guide/overview.md#top), [advanced](guide/setup/advanced.mdx), [sibling](overview.md), [tied](./guide/overview.md), [gone](guide/gone.md).
`;

let dir: string;
let site: Site;

beforeAll(() => {
  dir = makeContentDir({
    "docs/guide/overview.md": page("Overview"),
    "docs/guide/setup/install.md": page("Install", INSTALL),
    "docs/guide/setup/configure.md": page("Configure", "## Options"),
    "docs/guide/setup/_part.md": PART,
    "docs/guide/setup/shot.png": "not really a PNG",
    "docs/guide/rooted.md": page("Rooted", ROOTED),
    "docs/guide/setup/advanced.mdx": page("Advanced"),
    "docs/guide/bare/start.md": page("Start", BARE),
    "docs/guide/bare/overview.md": page("Bare overview"),
  });
  site = loadSite(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function htmlOf(id: string): Promise<string> {
  const record = site.pages.get(id)!;
  return (await buildPage(record, fs.readFileSync(record.file, "utf8"), site.links, site.pageConfig)).html;
}

describe("links and images in a page file", () => {
  it("resolve relative to the file, written in Markdown or as HTML alike", async () => {
    const html = await htmlOf("guide/setup/install");
    const markdown = html.slice(html.indexOf("Markdown:"), html.indexOf("HTML:"));
    const raw = html.slice(html.indexOf("HTML:"), html.indexOf("<div>"));
    for (const part of [markdown, raw]) {
      expect(part).toContain('<a href="/guide/setup/configure#options">configure</a>');
      expect(part).toContain('<a href="/guide/overview">overview</a>');
      expect(part).toContain('src="/_content/docs/guide/setup/shot.png"');
    }
    expect(html).toContain('<a href="/guide/setup/configure">in a block</a>');
    expect(html).toContain('<a href="/files/guide.pdf" target="_blank" rel="noopener noreferrer">guide</a>');
  });

  it("in a partial, resolve relative to the partial", async () => {
    const html = await htmlOf("guide/setup/install");
    expect(html).toContain('In a partial: <a href="/guide/setup/configure">configure</a> and <a href="/guide/setup/configure">configure</a>.');
  });

  it("leave a URL path and a value computed by the page as written", async () => {
    const html = await htmlOf("guide/setup/install");
    expect(html).toContain('<a href="../not-a-file">a URL path</a>');
    expect(html).toContain('<a href="./configure.md">an expression</a>');
  });

  it("rooted at / and naming a Markdown file, lead to its page, under the docs folder or the site's", async () => {
    const html = await htmlOf("guide/rooted");
    expect(html).toContain('<a href="/guide/setup/configure#options">configure</a>');
    expect(html).toContain('<a href="/guide/overview">overview</a>');
    expect(html).toContain('<a href="/guide/overview">as HTML</a>');
    expect(html).toContain('<a href="/guide/missing.md">no such page</a>');
    expect(html).toContain('<a href="/guide/overview">its URL</a>');
  });

  it("bare, and not beside the page, lead to the page of that path under the docs folder", async () => {
    const html = await htmlOf("guide/bare/start");
    expect(html).toContain('<a href="/guide/overview#top">overview</a>');
    expect(html).toContain('<a href="/guide/setup/advanced">advanced</a>');
    // Found only beside the page: that one.
    expect(html).toContain('<a href="/guide/bare/overview">sibling</a>');
    expect(html).toContain('<a href="./guide/overview.md">tied</a>');
    expect(html).toContain('<a href="guide/gone.md">gone</a>');
  });
});

describe("a bare Markdown link naming files both under the docs folder and beside the page", () => {
  it("leads to the docs folder's, in Docusaurus' order (docs folder, site folder, then the page's own)", async () => {
    const both = loadSite(makeContentDir({
      "docs/limits.md": page("Limits of the account"),
      "docs/api/start.md": page("Start", "[limits](limits.md) and [here](./limits.md)."),
      "docs/api/limits.md": page("Limits of the API"),
    }));
    const { html } = await buildSitePage(both, "api/start");
    expect(html).toContain('<a href="/limits">limits</a> and <a href="/api/limits">here</a>');
  });
});

describe("a `/`-rooted Markdown link in content whose config names another docs folder", () => {
  it("is read under that folder first, then under the site's folder", async () => {
    const custom = loadSite(makeContentDir({
      "docusaurus.config.js": "module.exports = { presets: [['classic', { docs: { path: 'manual' } }]] };\n",
      "manual/start.md": page("Start", "[setup](/setup/first.md) and [again](/manual/setup/first.md)."),
      "manual/setup/first.md": page("First"),
    }));
    const { html } = await buildSitePage(custom, "start");
    expect(html).toContain('<a href="/setup/first">setup</a> and <a href="/setup/first">again</a>');
  });
});

describe("a Markdown link with a ?query", () => {
  it("leads to the page with its query and fragment kept, as Docusaurus resolves it", async () => {
    const queried = loadSite(makeContentDir({
      "docs/kites.md": page("Kites", "[flat kites](shapes.md?shape=flat), [box kites](./shapes.md?shape=box#frames) and [rooted](/shapes.md?shape=delta)."),
      "docs/shapes.md": page("Shapes", "## Frames"),
    }));
    const { html } = await buildSitePage(queried, "kites");
    expect(html).toContain('<a href="/shapes?shape=flat">flat kites</a>');
    expect(html).toContain('<a href="/shapes?shape=box#frames">box kites</a>');
    expect(html).toContain('<a href="/shapes?shape=delta">rooted</a>');
  });
});

describe("Markdown links out of the site", () => {
  it("open in a new tab, as Docusaurus' Link opens an address with a scheme; the site's own and anchors do not", async () => {
    const dir = makeContentDir({
      "docs/kiln.md": page("Kiln", "Fire at [the guild](https://example.org/glaze), write [to us](mailto:pots@example.org), see [drying](./drying.md) and [cones](#cones).\n\n## Cones"),
      "docs/drying.md": page("Drying"),
    });
    try {
      const { html } = await buildSitePage(loadSite(dir), "kiln");
      expect(html).toContain('<a href="https://example.org/glaze" target="_blank" rel="noopener noreferrer">the guild</a>');
      expect(html).toContain('<a href="mailto:pots@example.org" target="_blank" rel="noopener noreferrer">to us</a>');
      expect(html).toContain('<a href="/drying">drying</a>');
      expect(html).toContain('<a href="#cones">cones</a>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
