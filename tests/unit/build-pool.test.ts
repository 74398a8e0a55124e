import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READY } from "~/content/build-messages";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

const BUILT_ENTRY = path.resolve("build/page-builder.js");

/** The pool module, loaded fresh with its environment (it reads the environment when loaded). */
async function poolWith(environment: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return import("~/content/build-pool.server");
}

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

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("builds on a worker thread with the built entry (skipped before npm run build)", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A", "See [b](b.md)."), "docs/b.md": page("B") }));
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: BUILT_ENTRY });
    const a = site.pages.get("a")!;
    const built = await buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site);
    // The link to b.md became b's URL: the worker got the page URLs with its first job.
    expect(built.html).toContain('href="/b"');
  });
});
