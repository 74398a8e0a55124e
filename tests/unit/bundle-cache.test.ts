import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ENGINE_VERSION, PageBuildError } from "~/content/bundle.server";
import { bundleCount, renderPage } from "~/content/page-cache.server";
import { loadSite } from "~/content/site.server";
import { hashText } from "~/content/hash.server";
// Imported with the page cache, not after a test's vi.resetModules(): pruning then waits for the
// disk writes of the renders these tests make, which the module instance that wrote them tracks.
import { pageCacheKey, pruneDiskCache } from "~/content/page-disk-cache.server";
import type { PageRecord } from "~/content/pages.server";
import { makeContentDir, page } from "./helpers";

function setup(files: Record<string, string>) {
  const site = loadSite(makeContentDir(files));
  const render = (id: string) => {
    const record = site.pages.get(id)!;
    return renderPage(record, () => fs.readFileSync(record.file, "utf8"), site);
  };
  return { site, render };
}

describe("pages that read the content's config", () => {
  const SUPPORT_PAGE = page("Support", [
    'import useDocusaurusContext from "@docusaurus/useDocusaurusContext";',
    "",
    "export function Contact() {",
    "  const { siteConfig } = useDocusaurusContext();",
    "  return <strong>{siteConfig.customFields.support} for {siteConfig.title}</strong>;",
    "}",
    "",
    "Write to <Contact />.",
  ].join("\n"));
  const CODE_PAGE = page("Code", "```js\nfirst();\n// mark-next\nsecond();\n```\n");
  const config = (support: string, magicComments: string) =>
    `module.exports = { title: "Widgets", customFields: { support: "${support}" }, themeConfig: { prism: { magicComments: ${magicComments} } } };`;
  const MARK = `[{ className: "marked", line: "mark-next" }]`;

  it("are built again when the part they read changes, and only those: the others stay cached", async () => {
    const dir = makeContentDir({ "docusaurus.config.js": config("help@example.com", MARK), "docs/support.mdx": SUPPORT_PAGE, "docs/code.md": CODE_PAGE, "docs/plain.md": page("Plain", "No config here.") });
    const renderAll = async () => {
      const site = loadSite(dir);
      const html: Record<string, string> = {};
      for (const id of ["support", "code", "plain"]) {
        const record = site.pages.get(id)!;
        html[id] = (await renderPage(record, () => fs.readFileSync(record.file, "utf8"), site)).html;
      }
      return html;
    };
    const before = bundleCount();
    const first = await renderAll();
    expect(first.support).toContain("<strong>help@example.com for Widgets</strong>");
    expect(first.code).toMatch(/<span class="line marked magic-comment-line">.*second/);
    expect(first.code).not.toContain("mark-next");
    expect(bundleCount() - before).toBe(3);

    // A custom field changes: the page that reads it is built again, with it; the others are not.
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), config("support@example.com", MARK));
    expect((await renderAll()).support).toContain("support@example.com for Widgets");
    expect(bundleCount() - before).toBe(4);

    // The magic comments change: the page whose code blocks used them is built again, and the one
    // that reads siteConfig (whose themeConfig holds them); the plain page never is.
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), config("support@example.com", "[]"));
    const html = await renderAll();
    expect(html.code).toContain("mark-next");
    expect(html.code).not.toContain("magic-comment-line");
    expect(bundleCount() - before).toBe(6);
  });
});

describe("pages with code blocks that name no language", () => {
  it("are built again when the config's default language changes; pages whose blocks all name one are not", async () => {
    const config = (language: string) => `module.exports = { title: "Widgets", themeConfig: { prism: { defaultLanguage: "${language}" } } };`;
    const dir = makeContentDir({
      "docusaurus.config.js": config("yaml"),
      "docs/unnamed.md": page("Unnamed", "```\nretries: 2\n```\n"),
      "docs/named.md": page("Named", "```bash\necho hi\n```\n"),
    });
    const renderBoth = async () => {
      const site = loadSite(dir);
      const languages: Record<string, string | undefined> = {};
      for (const id of ["unnamed", "named"]) {
        const record = site.pages.get(id)!;
        languages[id] = /data-language="([^"]+)"/.exec((await renderPage(record, () => fs.readFileSync(record.file, "utf8"), site)).html)?.[1];
      }
      return languages;
    };
    const before = bundleCount();
    expect(await renderBoth()).toEqual({ unnamed: "yaml", named: "bash" });
    expect(bundleCount() - before).toBe(2);
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), config("text"));
    expect(await renderBoth()).toEqual({ unnamed: "plaintext", named: "bash" });
    expect(bundleCount() - before).toBe(3);
  });
});

describe("page bundle cache", () => {
  it("renders Markdown to HTML with headings, code and admonitions", async () => {
    const { render } = setup({
      "docs/a.md": page("A", "## Set up\n\n:::tip Be quick\nDo it.\n:::\n\n```js title=\"x.js\" {2}\nconst a = 1;\nconst b = 2;\n```\n"),
    });
    const rendered = await render("a");
    expect(rendered.html).toContain('<h2 id="set-up">');
    expect(rendered.html).toContain("admonition-tip");
    expect(rendered.html).toContain("Be quick");
    expect(rendered.html).toContain('class="code-title">x.js');
    expect(rendered.html).toContain("highlighted");
    expect(rendered.toc).toEqual([{ id: "set-up", text: "Set up", level: 2 }]);
  });

  it("serves a cached page until its source changes, then bundles again", async () => {
    const { site, render } = setup({ "docs/a.md": page("A", "First version.") });
    const before = bundleCount();
    expect((await render("a")).html).toContain("First version.");
    expect((await render("a")).html).toContain("First version.");
    expect(bundleCount() - before).toBe(1);

    fs.writeFileSync(site.pages.get("a")!.file, page("A", "Second version, longer."));
    expect((await render("a")).html).toContain("Second version");
    expect(bundleCount() - before).toBe(2);
  });

  it("rebundles when an imported partial changes", async () => {
    const { site, render } = setup({
      "docs/a.mdx": page("A", 'import Part from "./_part.md";\n\n<Part />'),
      "docs/_part.md": "Partial one.\n",
    });
    expect((await render("a")).html).toContain("Partial one.");
    fs.writeFileSync(path.join(site.docsDir, "_part.md"), "Partial two, edited.\n");
    expect((await render("a")).html).toContain("Partial two, edited.");
  });

  it("builds a page again when a page it links to moves to another URL, and only then", async () => {
    const dir = makeContentDir({
      "docs/a.md": page("A", "See [B](./b.md#setup) and [C](./c.md)."),
      "docs/b.md": page("B", "## Setup", "slug: /old-b\n"),
    });
    const renderA = (site: ReturnType<typeof loadSite>) => {
      const record = site.pages.get("a")!;
      return renderPage(record, () => fs.readFileSync(record.file, "utf8"), site);
    };
    const before = bundleCount();
    expect((await renderA(loadSite(dir))).html).toContain('href="/old-b#setup"');
    // Another content version in which the linked pages are where they were: no build.
    fs.writeFileSync(path.join(dir, "docs/unrelated.md"), page("Unrelated"));
    await renderA(loadSite(dir));
    expect(bundleCount() - before).toBe(1);

    // B's slug changes and C comes into being: A's links follow without an edit to A.
    fs.writeFileSync(path.join(dir, "docs/b.md"), page("B", "## Setup", "slug: /new-b\n"));
    fs.writeFileSync(path.join(dir, "docs/c.md"), page("C"));
    const html = (await renderA(loadSite(dir))).html;
    expect(html).toContain('href="/new-b#setup"');
    expect(html).toContain('href="/c"');
    expect(bundleCount() - before).toBe(2);
  });

  it("builds every page again when the site's MDXComponents is added, and when it goes", async () => {
    const dir = makeContentDir({ "docs/a.mdx": page("A", "<Shout>loud</Shout>") });
    const renderA = () => {
      const site = loadSite(dir);
      const record = site.pages.get("a")!;
      return renderPage(record, () => fs.readFileSync(record.file, "utf8"), site);
    };
    expect((await renderA()).html).not.toContain("<strong>loud</strong>");
    fs.mkdirSync(path.join(dir, "src/theme"), { recursive: true });
    fs.writeFileSync(path.join(dir, "src/theme/MDXComponents.js"), "const Shout = (props) => <strong>{props.children}</strong>;\nexport default { Shout };\n");
    expect((await renderA()).html).toContain("<strong>loud</strong>");
    const before = bundleCount();
    await renderA();
    expect(bundleCount() - before).toBe(0);
    fs.rmSync(path.join(dir, "src"), { recursive: true });
    expect((await renderA()).html).not.toContain("<strong>loud</strong>");
  });

  it("shares one bundle between 100 concurrent requests for the same page", async () => {
    const { render } = setup({ "docs/a.md": page("A", "Shared.") });
    const before = bundleCount();
    const results = await Promise.all(Array.from({ length: 100 }, () => render("a")));
    expect(bundleCount() - before).toBe(1);
    expect(new Set(results.map((r) => r.html)).size).toBe(1);
  });

  it("reports a broken page with its file and line", async () => {
    const { render } = setup({ "docs/broken.mdx": page("Broken", "Fine line.\n\n<div>\nunclosed\n") });
    const error = await render("broken").catch((e) => e);
    expect(error).toBeInstanceOf(PageBuildError);
    expect(error.problem.file).toBe(path.join("docs", "broken.mdx"));
    expect(error.problem.line).toBeGreaterThan(4);
  });

  it("turns imports of absent modules into a placeholder and a warning", async () => {
    const { render } = setup({ "docs/a.mdx": page("A", 'import Widget from "@site/src/components/Widget";\n\n<Widget />') });
    const rendered = await render("a");
    expect(rendered.html).toContain("missing-module");
    expect(rendered.warnings[0]).toMatchObject({ kind: "missing-import" });
  });

  it("builds a page again when a file it imported but that was not there is added, and caches it meanwhile", async () => {
    const { site, render } = setup({ "docs/a.mdx": page("A", 'import Badge from "@site/src/components/Badge";\nimport Note from "./_later.md";\n\n<Badge />\n\n<Note />') });
    const before = bundleCount();
    expect((await render("a")).html).toContain("missing-module");
    await render("a");
    expect(bundleCount() - before).toBe(1);

    fs.mkdirSync(path.join(site.contentDir, "src/components"), { recursive: true });
    fs.writeFileSync(path.join(site.contentDir, "src/components/Badge.jsx"), "export default function Badge() { return <em>Shiny badge</em>; }\n");
    const withBadge = await render("a");
    expect(withBadge.html).toContain("<em>Shiny badge</em>");
    expect(withBadge.warnings.map((warning) => warning.message).join("\n")).toContain("_later.md");

    fs.writeFileSync(path.join(site.docsDir, "_later.md"), "A partial written afterwards.\n");
    const complete = await render("a");
    expect(complete.html).toContain("A partial written afterwards.");
    expect(complete.html).not.toContain("missing-module");
    expect(complete.warnings).toEqual([]);
    expect(bundleCount() - before).toBe(3);
  });

  it("shows the placeholder, not a fallback that never ends, for a package required inside <BrowserOnly>", async () => {
    const source = [
      'import BrowserOnly from "@docusaurus/BrowserOnly";',
      "",
      "<BrowserOnly fallback={<p>Still loading the catalogue</p>}>",
      "  {() => {",
      '    const { Catalogue } = require("catalogue-widget");',
      '    return <Catalogue source="/catalogue.json" />;',
      "  }}",
      "</BrowserOnly>",
    ].join("\n");
    const { render } = setup({ "docs/a.mdx": page("A", source) });
    const rendered = await render("a");
    expect(rendered.html).toContain("[catalogue-widget is not available on this site]");
    expect(rendered.html).not.toContain("Still loading the catalogue");
    expect(rendered.warnings).toEqual([expect.objectContaining({ kind: "missing-import", line: 9, message: 'require("catalogue-widget") does not resolve; a placeholder is shown' })]);
  });

  it("says a package's stylesheet is not applied, and reports what a component lacks at the component's line", async () => {
    const component = [
      "import React from 'react';",
      "import 'catalogue-widget/theme.css';",
      "import { Shelf } from 'catalogue-widget';",
      "",
      "export default function Catalogue() {",
      "  return <Shelf />;",
      "}",
    ].join("\n");
    const { render } = setup({
      "src/components/Catalogue.jsx": component,
      "docs/a.mdx": page("A", 'import Catalogue from "@site/src/components/Catalogue";\n\n<Catalogue />'),
    });
    const rendered = await render("a");
    expect(rendered.html).toContain("[catalogue-widget is not available on this site]");
    expect(rendered.html).not.toContain("theme.css");
    expect(rendered.warnings).toEqual([
      { file: path.join("src", "components", "Catalogue.jsx"), line: 2, severity: "warning", kind: "stylesheet-import", message: 'the stylesheet "catalogue-widget/theme.css" is not applied (class names are kept as written)' },
      { file: path.join("src", "components", "Catalogue.jsx"), line: 3, severity: "warning", kind: "missing-import", message: 'import "catalogue-widget" does not resolve; a placeholder is shown' },
    ]);
  });

  it("takes a package's stylesheet named by a css folder of its exports, without a file ending (`carousel-kit/css`), for a stylesheet", async () => {
    const component = [
      "import 'carousel-kit/css';",
      "import 'carousel-kit/css/arrows';",
      "import { Slides } from 'carousel-kit/react';",
      "",
      "export default function Gallery() {",
      "  return <Slides />;",
      "}",
    ].join("\n");
    const { render } = setup({
      "src/components/Gallery.jsx": component,
      "docs/a.mdx": page("A", 'import Gallery from "@site/src/components/Gallery";\n\n<Gallery />'),
    });
    const rendered = await render("a");
    const file = path.join("src", "components", "Gallery.jsx");
    expect(rendered.warnings).toEqual([
      { file, line: 1, severity: "warning", kind: "stylesheet-import", message: 'the stylesheet "carousel-kit/css" is not applied (class names are kept as written)' },
      { file, line: 2, severity: "warning", kind: "stylesheet-import", message: 'the stylesheet "carousel-kit/css/arrows" is not applied (class names are kept as written)' },
      { file, line: 3, severity: "warning", kind: "missing-import", message: 'import "carousel-kit/react" does not resolve; a placeholder is shown' },
    ]);
  });

  it("keeps built pages on disk, so a restarted process serves them without building", async () => {
    const { site, render } = setup({ "docs/a.md": page("A", "Persisted.") });
    await render("a");
    await new Promise((resolve) => setTimeout(resolve, 200)); // the disk write is asynchronous
    vi.resetModules();
    const restarted = await import("~/content/page-cache.server");
    const record = site.pages.get("a")!;
    const rendered = await restarted.renderPage(record, () => fs.readFileSync(record.file, "utf8"), site);
    expect(rendered.html).toContain("Persisted.");
    expect(restarted.bundleCount()).toBe(0);
  });
});

describe("on-disk page cache pruning", () => {
  const cacheRoot = process.env.PAGE_DISK_CACHE_DIR!;
  const isOnDisk = (key: string) => fs.existsSync(path.join(cacheRoot, `engine-${ENGINE_VERSION}`, `${hashText(key)}.json`));

  it("removes other engines' entries and old versions of this content's pages, and keeps the rest", async () => {
    const keyOf = (record: PageRecord) => pageCacheKey(record.file, record.hash);
    const other = setup({ "docs/other.md": page("Other", "Another content folder, sharing the cache.") });
    await other.render("other");
    const { site, render } = setup({ "docs/a.md": page("A", "First version."), "docs/b.md": page("B", "Stays.") });
    await render("a");
    await render("b");
    fs.writeFileSync(site.pages.get("a")!.file, page("A", "Second version, longer."));
    await render("a");
    fs.mkdirSync(path.join(cacheRoot, "engine-0"), { recursive: true });
    fs.writeFileSync(path.join(cacheRoot, "engine-0", "old.json"), "{}");
    fs.writeFileSync(path.join(cacheRoot, "flat-layout.json"), JSON.stringify({ key: "3:/old/page.md:abc" }));
    // Not ours, though they look alike: never removed.
    fs.writeFileSync(path.join(cacheRoot, "settings.json"), "{}");
    fs.mkdirSync(path.join(cacheRoot, "engine-old-notes"));

    const edited = loadSite(site.contentDir);
    const result = await pruneDiskCache(edited.contentDir, new Set([...edited.pages.values()].map(keyOf)));

    // Gone: the first version of a.md, the other engine's folder, the flat-layout file.
    expect(result.removed).toBe(3);
    expect(isOnDisk(keyOf(site.pages.get("a")!))).toBe(false);
    expect(fs.existsSync(path.join(cacheRoot, "engine-0"))).toBe(false);
    expect(fs.existsSync(path.join(cacheRoot, "flat-layout.json"))).toBe(false);
    expect(fs.existsSync(path.join(cacheRoot, "settings.json"))).toBe(true);
    expect(fs.existsSync(path.join(cacheRoot, "engine-old-notes"))).toBe(true);
    // Kept, and served after a restart without a build: both current pages, and the other folder's page.
    const kept = [[edited, "a"], [edited, "b"], [other.site, "other"]] as const;
    for (const [snapshot, id] of kept) expect(isOnDisk(keyOf(snapshot.pages.get(id)!))).toBe(true);
    vi.resetModules();
    const restarted = await import("~/content/page-cache.server");
    for (const [snapshot, id] of kept) {
      const record = snapshot.pages.get(id)!;
      await restarted.renderPage(record, () => fs.readFileSync(record.file, "utf8"), snapshot);
    }
    expect(restarted.bundleCount()).toBe(0);
  });
});
