import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("builds on a worker thread with the built entry (skipped before npm run build)", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A", "See [b](b.md)."), "docs/b.md": page("B") }));
    const { buildPageOffThread } = await poolWith({ PAGE_BUILD_WORKERS: "1", PAGE_BUILDER_ENTRY: BUILT_ENTRY });
    const a = site.pages.get("a")!;
    const built = await buildPageOffThread(a, fs.readFileSync(a.file, "utf8"), site);
    // The link to b.md became b's URL: the worker got the page URLs with its first job.
    expect(built.html).toContain('href="/b"');
  });
});
