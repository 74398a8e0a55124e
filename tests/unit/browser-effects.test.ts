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

describe("a content component's event handlers", () => {
  const shedDir = makeContentDir({
    "docs/shed.mdx": page("Shed", "import Drawer from '@site/src/components/Drawer';\n\n<Drawer label=\"Tools\">A rake and a hoe.</Drawer>"),
    "src/components/Drawer.js": [
      "import React, { useState } from 'react';",
      "",
      "// A drawer opens with onClick={open}, in the browser.",
      "export default function Drawer({ label, children }) {",
      "  const [open, setOpen] = useState(false);",
      "  return (",
      "    <div>",
      "      <button type=\"button\" className=\"pull\"",
      "        onClick={() => setOpen(!open)}>{label}</button>",
      "      <div style={{ maxHeight: open ? 'none' : 0, overflow: 'hidden' }}>{children}</div>",
      "    </div>",
      "  );",
      "}",
      "",
    ].join("\n"),
  });
  afterAll(() => fs.rmSync(shedDir, { recursive: true, force: true }));

  it("are named at the module's first one, on its element, as clicking does nothing on this site", async () => {
    const { warnings } = await buildSitePage(loadSite(shedDir), "shed");
    expect(warnings).toEqual([expect.objectContaining({ file: "src/components/Drawer.js", line: 9, severity: "warning", kind: "browser-event" })]);
    expect(warnings[0].message).toMatch(/^onClick on <button> runs only in the browser, .* so it does nothing on this site/);
  });

  it("are not looked for in a module with none (the first module here has an effect, not a handler)", async () => {
    const { warnings } = await buildSitePage(loadSite(dir), "garden");
    expect(warnings.map((warning) => warning.kind)).toEqual(["browser-effect"]);
  });
});

describe("an event handler a page or partial writes itself", () => {
  const porchDir = makeContentDir({
    "docs/porch.md": page("Porch", [
      "Ring the bell.",
      "",
      "```jsx",
      "<button onClick={ring}>Code examples are not markup</button>",
      "```",
      "",
      "> Still lost? Give us a <span className=\"call\" onClick={() => window.openHelpDesk()}>call</span> any day.",
      "",
      "<button onMouseEnter={() => null}>Only the first is named</button>",
      "",
      "import Note from './_note.md';",
      "",
      "<Note />",
    ].join("\n")),
    "docs/_note.md": "A note.\n\n<a href=\"#top\" onClick={() => window.scrollTo(0, 0)}>Back up</a>\n",
  });
  afterAll(() => fs.rmSync(porchDir, { recursive: true, force: true }));

  it("is named at its line, in the page and in each partial, as it does nothing on this site; code blocks are passed over", async () => {
    const { html, warnings } = await buildSitePage(loadSite(porchDir), "porch");
    expect(html).toContain('<span class="call">call</span>');
    expect(warnings.map(({ file, line, kind }) => `${file}:${line} ${kind}`)).toEqual(["docs/porch.md:11 browser-event", "docs/_note.md:3 browser-event"]);
    expect(warnings.find((warning) => warning.file === "docs/porch.md")?.message).toMatch(/^onClick on <span> runs only in the browser, .* so it does nothing on this site/);
  });
});
