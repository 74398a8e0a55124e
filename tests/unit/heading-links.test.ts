import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, type Site } from "../../app/content/site.server";
import { buildSitePage, makeContentDir } from "./helpers";

// A page whose body opens with its own `# heading` after its imports, as Docusaurus pages often
// do, and a CommonMark page with an h1 further down.
const OPENS_WITH_TITLE = `---
title: short
---

import Note from '@site/src/components/Note';

# The Longer Title

Some words.

## A Section

More words.
`;

const COMMONMARK = `---
title: Plain
format: md
---

## First part

# A second top heading

Text.
`;

let dir: string;
let site: Site;

beforeAll(() => {
  dir = makeContentDir({
    "docs/titled.mdx": OPENS_WITH_TITLE,
    "docs/plain.md": COMMONMARK,
    "src/components/Note.jsx": "export default function Note() { return null; }\n",
  });
  site = loadSite(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = (id: string) => buildSitePage(site, id);

describe("the '#' link beside a heading", () => {
  it("is on section headings but not on an h1, as Docusaurus' Heading draws them", async () => {
    const { html } = await build("titled");
    expect(html).toContain('<h1 id="the-longer-title">The Longer Title</h1>');
    expect(html).toContain('<h2 id="a-section">A Section<a class="hash-link" aria-hidden="true" tabindex="-1" href="#a-section">#</a></h2>');
  });

  it("is left off an h1 in a CommonMark page too", async () => {
    const { html } = await build("plain");
    expect(html).toContain('<h1 id="a-second-top-heading">A second top heading</h1>');
    expect(html).toContain('href="#first-part">#</a></h2>');
  });
});
