import { describe, expect, it } from "vitest";
import { stringLiteralsOf } from "~/content/page-warnings.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, expectLinearTime } from "./helpers";

// Prettier escapes underscores in Markdown, import paths too: JavaScript reads `\_` as `_`.
const PAGE = `---
title: Harbour
---

import Tide from "./\\_shared/\\_tide.md"
import Gull from "./\\_shared/\\_gull.md"

<Tide />

<Gull />
`;

describe("an import written with escapes", () => {
  it("that does not resolve is reported at its own line, not the file's first", async () => {
    const site = loadSite(makeContentDir({ "docs/harbour.mdx": PAGE, "docs/_shared/_tide.md": "The tide is in.\n" }));
    const { html, warnings } = await buildSitePage(site, "harbour");
    expect(html).toContain("The tide is in.");
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.message}`)).toEqual([
      'docs/harbour.mdx:6: import "./_shared/_gull.md" does not resolve; a placeholder is shown',
    ]);
  });

  it("has its strings read as JavaScript reads them, in one pass over the line", () => {
    expect(stringLiteralsOf(String.raw`import A from './\_a.md'; const b = "say \"hi\"\n"`)).toEqual(["./_a.md", 'say "hi"\n']);
    expect(stringLiteralsOf(`const open = "never closed`)).toEqual([]);
    expectLinearTime((n) => '"\\'.repeat(n), (line) => stringLiteralsOf(line), 2000);
  });
});
