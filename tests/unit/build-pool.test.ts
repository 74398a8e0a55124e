import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READY } from "~/content/build-messages";
import { loadSite } from "~/content/site.server";
import { markdownPreprocessorOf } from "~/content/markdown-preprocessor.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

const BUILT_ENTRY = path.resolve("build/page-builder.js");

/** The pool module, loaded fresh with its environment (it reads the environment when loaded). */
const poolWith = (environment: Record<string, string>) => freshModuleWith(environment, () => import("~/content/build-pool.server"));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("build pool", () => {
  it("builds in the server's thread, once, when the builder cannot start", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A", "Hello **there**."), "docs/b.md": page("B", "Second.") }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: path.join(site.contentDir, "no-such-builder.js") });
    const a = site.pages.get("a")!;
    const b = site.pages.get("b")!;
    const built = await buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site);
    expect(built.html).toContain("<strong>there</strong>");
    expect(await buildPageOffThread(b, fs.readFileSync(b.file, "utf8"), site)).toMatchObject({ html: expect.stringContaining("Second.") });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(/page builders cannot start .*building pages in the server's thread/);
  });

  it("fails only the page whose builder dies mid-build, and starts a fresh builder for the next", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A") }));
    // A builder that loads fine, then dies on every job (as one would on a page that exhausts its heap).
    const entry = path.join(site.contentDir, "dying-builder.mjs");
    fs.writeFileSync(entry, `import { parentPort } from "node:worker_threads";\nparentPort.on("message", () => process.exit(3));\nparentPort.postMessage(${JSON.stringify(READY)});\n`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: entry });
    const a = site.pages.get("a")!;
    await expect(buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site)).rejects.toThrow("page builder exited with code 3");
    // Not mistaken for a builder that cannot start: the next page goes to a new builder, not in-process.
    await expect(buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site)).rejects.toThrow("page builder exited with code 3");
    expect(errors).not.toHaveBeenCalled();
  });

  it("stops a build that runs past the time limit, fails that page, and fails it at once when asked again", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A") }));
    // A builder stuck in a loop, as one running a page whose code never returns.
    const entry = path.join(site.contentDir, "looping-builder.mjs");
    fs.writeFileSync(entry, `import { parentPort } from "node:worker_threads";\nparentPort.on("message", () => { for (;;) {} });\nparentPort.postMessage(${JSON.stringify(READY)});\n`);
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: entry, PAGE_BUILD_TIME_LIMIT_MS: "300" });
    const a = site.pages.get("a")!;
    const source = fs.readFileSync(a.file, "utf8");
    await expect(buildPageOffThread(a, source, site)).rejects.toThrow("docs/a.md:1: the page took longer than 0.3 s to build and was stopped");
    await expect(buildPageOffThread(a, source, site)).rejects.toThrow("took longer than 0.3 s");
  });

  /** A builder that "compiles" synchronously for as many milliseconds as the page's text says (`BUSY 400`). */
  function timedBuilder(dir: string): string {
    const entry = path.join(dir, "timed-builder.mjs");
    fs.writeFileSync(entry, `import { parentPort } from "node:worker_threads";
parentPort.on("message", (job) => {
  const end = Date.now() + Number(/BUSY (\\d+)/.exec(job.source)?.[1] ?? 0);
  while (Date.now() < end) {}
  parentPort.postMessage({ id: job.id, page: { html: job.page.relativePath, toc: [], head: [], warnings: [], inputs: [], usedConfig: [], linkTargets: [], linkedUrls: [] } });
});
parentPort.postMessage(${JSON.stringify(READY)});
`);
    return entry;
  }

  it("gives a page to the first free builder, never queues it behind a slow build", async () => {
    const site = loadSite(makeContentDir({ "docs/slow.md": page("Slow", "BUSY 1500"), "docs/quick.md": page("Quick", "BUSY 100"), "docs/next.md": page("Next", "BUSY 100") }));
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "2", PAGE_BUILDER_ENTRY: timedBuilder(site.contentDir) });
    const finished: string[] = [];
    const build = (id: string) => {
      const record = site.pages.get(id)!;
      return buildPageOffThread(record, fs.readFileSync(record.file, "utf8"), site).then(() => finished.push(id));
    };
    // Two builders: one takes the slow page, the other the quick one; the third page, asked for
    // while both are busy, must go to whichever is free first (the quick one's).
    await Promise.all([build("slow"), build("quick"), build("next")]);
    expect(finished).toEqual(["quick", "next", "slow"]);
  });

  it("counts a build's time limit from when a builder takes it, not while it waits its turn", async () => {
    // Each build is 600 ms inside the limit, so that a loaded machine's delays do not reach it.
    const site = loadSite(makeContentDir({ "docs/first.md": page("First", "BUSY 900"), "docs/second.md": page("Second", "BUSY 900") }));
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: timedBuilder(site.contentDir), PAGE_BUILD_TIME_LIMIT_MS: "1500" });
    const build = (id: string) => {
      const record = site.pages.get(id)!;
      return buildPageOffThread(record, fs.readFileSync(record.file, "utf8"), site);
    };
    // The second page waits ~900 ms, then builds in ~900: 1.8 s in all, over the limit, within its own.
    const [first, second] = await Promise.all([build("first"), build("second")]);
    expect(first.html).toBe("docs/first.md");
    expect(second.html).toBe("docs/second.md");
  });

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("builds on a worker thread with the built entry (skipped before npm run build)", async () => {
    const contact = 'import useDocusaurusContext from "@docusaurus/useDocusaurusContext";\n\nexport const Contact = () => <em>{useDocusaurusContext().siteConfig.customFields.contact}</em>;\n\nSee [b](b.md), or <Contact />.';
    const dir = makeContentDir({ "docs/a.mdx": page("A", contact), "docs/b.md": page("B"), "docusaurus.config.js": 'module.exports = { customFields: { contact: "Ada" } };' });
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: BUILT_ENTRY });
    // A builder that cannot load says so and the page is built in this thread instead, which would pass the rest unnoticed.
    const errors = vi.spyOn(console, "error");
    const build = async () => {
      const site = loadSite(dir);
      const a = site.pages.get("a")!;
      return { site, built: await buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site) };
    };
    const { site, built } = await build();
    // The link to b.md became b's URL, and the config reached the page: the worker got both with its first job.
    expect(built.html).toContain('href="/b"');
    expect(built.html).toContain("<em>Ada</em>");
    expect(built.usedConfig).toEqual([
      ["themeComponents", site.pageConfig.fingerprints.themeComponents],
      ["markdownFormat", site.pageConfig.fingerprints.markdownFormat],
      ["admonitionKeywords", site.pageConfig.fingerprints.admonitionKeywords],
      ["internalDocs", site.pageConfig.fingerprints.internalDocs],
      ["importAliases", site.pageConfig.fingerprints.importAliases],
      ["markdownPreprocessor", site.pageConfig.fingerprints.markdownPreprocessor],
      ["transpiledCodeblocks", site.pageConfig.fingerprints.transpiledCodeblocks],
      ["npm2yarn", site.pageConfig.fingerprints.npm2yarn],
      ["math", site.pageConfig.fingerprints.math],
      ["staticDirectories", site.pageConfig.fingerprints.staticDirectories],
      ["markdownIncludes", site.pageConfig.fingerprints.markdownIncludes],
      ["laidOutDocs", site.pageConfig.fingerprints.laidOutDocs],
      ["themedImages", site.pageConfig.fingerprints.themedImages],
      ["siteConfig", site.pageConfig.fingerprints.siteConfig],
    ]);
    // An edited config is a new content version: the same worker gets it with its next job.
    fs.writeFileSync(path.join(dir, "docusaurus.config.js"), 'module.exports = { customFields: { contact: "Grace" } };');
    expect((await build()).built.html).toContain("<em>Grace</em>");
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining("page builders cannot start"));
  });

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("has the server's thread pass a worker's partials through the config's markdown.preprocessor", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": 'module.exports = { markdown: { preprocessor: ({ fileContent }) => fileContent.replaceAll("{{kettle}}", "copper kettle") } };',
      "docs/tea.mdx": page("Tea", "import Steps from './_steps.md';\n\nBoil water in the {{kettle}}.\n\n<Steps />"),
      "docs/_steps.md": "Pour it from the {{kettle}} onto the leaves.\n",
    });
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: BUILT_ENTRY });
    const site = loadSite(dir);
    const tea = site.pages.get("tea")!;
    const source = markdownPreprocessorOf(site.configFile)!(tea.file, fs.readFileSync(tea.file, "utf8"));
    const built = await buildPageOffThread(tea, "source" in source ? source.source : "", site);
    expect(built.html).toContain("Boil water in the copper kettle.");
    expect(built.html).toContain("Pour it from the copper kettle onto the leaves.");
  });
});
