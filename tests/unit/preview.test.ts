import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModuleWith, makeContentDir, page } from "./helpers";

// Writers' preview: open pages poll /api/content-changes and reload when its token changes.
describe("the content-changes token of writers' preview", () => {
  afterEach(() => vi.unstubAllEnvs());

  const load = (environment: Record<string, string>) =>
    freshModuleWith(environment, async () => ({
      route: await import("~/routes/api.content-changes"),
      serve: await import("~/content/serve.server"),
    }));
  const tokenOf = async (route: { loader: () => Promise<Response> }) => ((await (await route.loader()).json()) as { token: string }).token;

  it("is not there for readers: the address answers 404 and pages do not poll", async () => {
    const dir = makeContentDir({ "docs/a.md": page("A") });
    const { route, serve } = await load({ DOCS_CONTENT_DIR: dir, DOCS_PREVIEW: "" });
    await expect(route.loader()).rejects.toMatchObject({ status: 404 });
    expect(serve.layoutData("a").preview).toBeUndefined();
  });

  it("changes when a page or a partial is saved, not when an editor writes its swap file", async () => {
    const dir = makeContentDir({ "docs/a.md": page("A"), "docs/_part.md": "Part.\n" });
    const { route, serve } = await load({ DOCS_CONTENT_DIR: dir, DOCS_PREVIEW: "1" });
    expect(serve.layoutData("a").preview).toContain('fetch("/api/content-changes"');
    const response = await route.loader();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const first = await tokenOf(route);

    fs.writeFileSync(path.join(dir, "docs", ".a.md.swp"), "swap");
    fs.writeFileSync(path.join(dir, "docs", "a.md~"), "backup");
    // Give the watchers time to hear of them: the token must stay.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tokenOf(route)).toBe(first);

    fs.writeFileSync(path.join(dir, "docs", "_part.md"), "Part, edited.\n");
    await expect.poll(() => tokenOf(route)).not.toBe(first);
    const second = await tokenOf(route);

    fs.writeFileSync(path.join(dir, "docs", "a.md"), page("A", "Edited."));
    await expect.poll(() => tokenOf(route)).not.toBe(second);
  });
});
