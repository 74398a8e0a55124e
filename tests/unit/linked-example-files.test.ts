import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { loadSite, type Site } from "~/content/site.server";
import { isServedContentFile } from "~/content/urls";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A guide that offers its example files beside it, `[the settings](./kiln-settings.yaml)`: Docusaurus
// serves a linked file of any kind but a page's, and the link leads there; left as written, it led to
// a path beside the page's URL, which is no file.
const GUIDE = [
  "Download [the settings](./kiln-settings.yaml) and [the schedule](../data/firing.json).",
  "",
  "import Steps from './_steps.md';",
  "",
  "<Steps />",
].join("\n");

const STEPS = "Then start the kiln with [the script](./start-kiln.sh) and read [the notes](./notes.txt).\n";

let dir: string;
let site: Site;

beforeAll(() => {
  dir = makeContentDir({
    "docs/kiln/setup.md": page("Setup", GUIDE),
    "docs/kiln/_steps.md": STEPS,
    "docs/kiln/kiln-settings.yaml": "temperature: 1200\n",
    "docs/kiln/start-kiln.sh": "echo start\n",
    "docs/data/firing.json": "{}\n",
  });
  site = loadSite(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a Markdown link to an example file beside the page", () => {
  it("leads to the file served from the content folder, in a partial too", async () => {
    const { html } = await buildSitePage(site, "kiln/setup");
    expect(html).toContain('<a href="/_content/docs/kiln/kiln-settings.yaml">the settings</a>');
    expect(html).toContain('<a href="/_content/docs/data/firing.json">the schedule</a>');
    expect(html).toContain('<a href="/_content/docs/kiln/start-kiln.sh">the script</a>');
  });

  it("is a broken link when the file is missing, as Docusaurus reports it", async () => {
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.kind === "broken-link").map(formatProblem)).toEqual([
      'docs/kiln/_steps.md:1: error [broken-link] link "./notes.txt": there is no such file (looked for docs/kiln/notes.txt); Docusaurus reports it as a broken link too',
    ]);
    fs.writeFileSync(path.join(dir, "docs/kiln/notes.txt"), "notes\n");
    expect((await checkContent(dir)).problems.map((problem) => problem.kind)).not.toContain("broken-link");
  });

  it("is served for example files, never for page sources, the site's own code, data or packages", () => {
    for (const file of ["docs/kiln/kiln-settings.yaml", "docs/data/firing.json", "docs/kiln/start-kiln.sh", "static/report.pdf", "logo.png"]) {
      expect(isServedContentFile(file), file).toBe(true);
    }
    for (const file of ["docs/kiln/setup.md", "docs/kiln/page.mdx", "sidebars.js", "docusaurus.config.ts", "src/components/Kiln.jsx", "src/theme/Root.tsx", "package.json", "tsconfig.json", "src/data/kilns.json", "node_modules/kiln/package.json"]) {
      expect(isServedContentFile(file), file).toBe(false);
    }
  });
});
