import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PageBuildError } from "~/content/bundle.server";
import { pageMarkdown } from "~/content/llms.server";
import { markdownPreprocessorOf } from "~/content/markdown-preprocessor.server";
import { renderPage } from "~/content/page-cache.server";
import { loadSite, type Site } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus 3's `markdown.preprocessor({filePath, fileContent})` rewrites each Markdown file's text
// before MDX reads it: sites expand variables and link shorthands of their own with it.
const CONFIG = `const { release } = require("./src/release.js");

module.exports = async function makeConfig() {
  const expandTickets = (await import("./src/tickets.ts")).default;
  return {
    title: "Orchard",
    markdown: {
      preprocessor: ({ filePath, fileContent }) =>
        expandTickets(filePath.includes("versioned_docs") ? fileContent.replaceAll("%%release%%", "0.9") : fileContent.replaceAll("%%release%%", release)),
    },
  };
};
`;

const TICKETS = `export default function expandTickets(text: string): string {
  return text.replace(/{ticket:(\\d+)}/g, (_whole, id: string) => \`[ticket \${id}](https://tracker.example.org/\${id})\`);
}
`;

function render(site: Site, id: string) {
  const record = site.pages.get(id)!;
  return renderPage(record, () => fs.readFileSync(record.file, "utf8"), site);
}

describe("the config's markdown.preprocessor", () => {
  const dir = makeContentDir({
    "docusaurus.config.js": CONFIG,
    "src/release.js": 'module.exports = { release: "2.4" };',
    "src/tickets.ts": TICKETS,
    "versions.json": '["0.9"]',
    "docs/install.md": page("Install", "Download orchard-%%release%%.tar.gz, as {ticket:17} explains.\n\n```sh\ntar xf orchard-%%release%%.tar.gz\n```"),
    "versioned_docs/version-0.9/install.md": page("Install", "Download orchard-%%release%%.tar.gz."),
    "docs/upgrade.mdx": page("Upgrade", "import Notes from './_notes.md';\n\nMove to %%release%%.\n\n<Notes />"),
    "docs/_notes.md": "Read {ticket:21} before %%release%%.\n",
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("rewrites each page's text before it is compiled, given the page's absolute path", async () => {
    const site = loadSite(dir);
    const current = await render(site, "next/install");
    expect(current.html).toContain("orchard-2.4.tar.gz");
    expect(current.html).not.toContain("%%release%%");
    expect(current.html).toContain('<a href="https://tracker.example.org/17"');
    expect(current.html).toContain("ticket 17</a>");
    expect((await render(site, "install")).html).toContain("orchard-0.9.tar.gz");
  });

  it("makes the page's Markdown for machines, and its partials, as it makes the page", () => {
    const site = loadSite(dir);
    const markdown = pageMarkdown(site.pages.get("next/upgrade")!, dir, markdownPreprocessorOf(site.configFile));
    expect(markdown).toBe("# Upgrade\n\nMove to 2.4.\n\nRead [ticket 21](https://tracker.example.org/21) before 2.4.\n");
    expect(pageMarkdown(site.pages.get("next/upgrade")!, dir)).toContain("Move to %%release%%.");
  });

  it("passes the partials a page imports through it too, as Docusaurus compiles each Markdown file so", async () => {
    const html = (await render(loadSite(dir), "next/upgrade")).html;
    expect(html).toContain("Move to 2.4.");
    expect(html).toContain('Read <a href="https://tracker.example.org/21"');
    expect(html).toContain("before 2.4.");
    expect(html).not.toContain("%%release%%");
  });

  it("fails the page importing a partial it throws on, at the config's preprocessor line", async () => {
    const failing = makeContentDir({
      "docusaurus.config.js": 'module.exports = {\n  title: "Orchard",\n  markdown: {\n    preprocessor: ({ fileContent }) => { if (fileContent.includes("boom")) throw new Error("no boom here"); return fileContent; },\n  },\n};\n',
      "docs/host.mdx": page("Host", "import Loud from './_loud.md';\n\nCalm words.\n\n<Loud />"),
      "docs/_loud.md": "A boom inside.\n",
    });
    try {
      const thrown = await render(loadSite(failing), "host").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(PageBuildError);
      expect((thrown as PageBuildError).problem).toMatchObject({ file: "docusaurus.config.js", line: 4, severity: "error" });
      expect((thrown as PageBuildError).problem.message).toContain('threw "no boom here" for _loud.md');
    } finally {
      fs.rmSync(failing, { recursive: true, force: true });
    }
  });

  it("is recorded by every page, so a new preprocessor (or a module it runs) rebuilds them", () => {
    const before = loadSite(dir).pageConfig.fingerprints.markdownPreprocessor;
    fs.writeFileSync(path.join(dir, "src/release.js"), 'module.exports = { release: "2.5" };');
    const after = loadSite(dir).pageConfig.fingerprints.markdownPreprocessor;
    expect(after).not.toBe(before);
    fs.writeFileSync(path.join(dir, "src/release.js"), 'module.exports = { release: "2.4" };');
  });

  it("fails the page at the config's preprocessor line when it throws or returns no text", async () => {
    const failing = makeContentDir({
      "docusaurus.config.js": 'module.exports = {\n  title: "Orchard",\n  markdown: {\n    preprocessor: ({ fileContent }) => { if (fileContent.includes("boom")) throw new Error("no boom here"); return fileContent.length > 200 ? undefined : fileContent; },\n  },\n};\n',
      "docs/boom.md": page("Boom", "boom"),
      "docs/calm.md": page("Calm", "Quiet."),
      "docs/long.md": page("Long", "words ".repeat(50)),
    });
    try {
      const site = loadSite(failing);
      expect((await render(site, "calm")).html).toContain("Quiet.");
      const thrown = await render(site, "boom").catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(PageBuildError);
      expect((thrown as PageBuildError).problem).toMatchObject({ file: "docusaurus.config.js", line: 4, severity: "error" });
      expect((thrown as PageBuildError).problem.message).toContain('threw "no boom here" for boom.md');
      const empty = await render(site, "long").catch((error: unknown) => error);
      expect((empty as PageBuildError).problem.message).toContain("returned undefined, not the file's text");
    } finally {
      fs.rmSync(failing, { recursive: true, force: true });
    }
  });
});
