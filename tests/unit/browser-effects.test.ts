import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus hydrates pages, so a component's effect runs in the browser (pnpm.io's settings page
// forwards old anchors so); pages here are not hydrated, and such an effect silently never ran.
const dir = makeContentDir({
  "docs/garden.mdx": page("Garden", "import Sprinkler from '@site/src/components/Sprinkler';\nimport Fence from '@site/src/components/Fence';\n\n<Sprinkler />\n\n<Fence />\n\nThe beds are watered at dawn."),
  "src/components/Sprinkler.js": "import React, { useEffect } from 'react';\n\n// Unlike useEffect(), rendering is fine.\nexport default function Sprinkler() {\n  useEffect(() => {\n    document.title = 'watered';\n  }, []);\n  return null;\n}\n",
  "src/components/Fence.js": "import React from 'react';\n\n/* A fence needs no useEffect( at all. */\nexport default function Fence() {\n  return <p>A low fence.</p>;\n}\n",
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a content component's browser effects", () => {
  it("are named at the module's first effect call, as they never run on this site", async () => {
    const { html, warnings } = await buildSitePage(loadSite(dir), "garden");
    expect(html).toContain("The beds are watered at dawn.");
    expect(html).toContain("A low fence.");
    expect(warnings).toEqual([expect.objectContaining({ file: "src/components/Sprinkler.js", line: 5, severity: "warning", kind: "browser-effect" })]);
    expect(warnings[0].message).toContain("useEffect runs only in the browser");
  });
});
