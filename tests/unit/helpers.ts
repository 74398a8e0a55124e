import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { buildPage, type RenderedPage } from "~/content/bundle.server";
import { pageSourceOf } from "~/content/pages.server";
import type { SidebarItem, Sidebars } from "~/content/sidebar-tree";
import type { Site } from "~/content/site.server";

/** Writes a throwaway content folder (relative path -> file text) and returns its path. */
export function makeContentDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-content-"));
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** One page of a loaded site, built from its file as the server would (no cache). */
export function buildSitePage(site: Site, id: string): Promise<RenderedPage> {
  const page = site.pages.get(id)!;
  return buildPage(page, pageSourceOf(page), site.links, site.pageConfig);
}

/** A page's text as a reader gets it: its tags (and the CSS of its style elements) dropped, spaces collapsed. */
export function textOf(html: string): string {
  return html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

/** A page file with frontmatter. */
export function page(title: string, body = "Some text.", extra = ""): string {
  return `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
}

/**
 * A module loaded afresh with these environment variables set, for modules that read their
 * environment when they load. Pair with `vi.unstubAllEnvs()` after each test.
 */
export async function freshModuleWith<T>(environment: Record<string, string>, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return load();
}

/** A sidebar's items by name; fails the test when the site has no sidebar of that name. */
export function sidebarNamed(sidebars: Sidebars, name: string): SidebarItem[] {
  const items = sidebars.get(name);
  if (!items) throw new Error(`no sidebar "${name}" (the sidebars: ${[...sidebars.keys()].join(", ")})`);
  return items;
}

/**
 * Fails when `work` grows faster than linearly with its input: it must take less than 24 times as
 * long on `input(8 * n)` as on `input(n)` (8 for linear work, a little more as garbage collection
 * grows with it; 64 for quadratic). Each size runs in interleaved rounds, and its quickest run
 * counts: three rounds, and up to fifteen while the ratio is still too high (on a loaded machine a
 * longer run is likelier to be interrupted; quadratic work stays near 64 however often it runs).
 * A ratio of runs side by side rather than a time limit, so that a slow or busy machine does not
 * fail it; `n` should make a run take a few milliseconds.
 */
export function expectLinearTime(input: (n: number) => string, work: (text: string) => unknown, n: number): void {
  const small = input(n);
  const large = input(8 * n);
  const quickest = { small: Infinity, large: Infinity };
  const growth = () => quickest.large / quickest.small;
  for (let round = 0; round < 15 && (round < 3 || growth() >= 24); round++) {
    for (const size of ["small", "large"] as const) {
      const started = performance.now();
      work(size === "small" ? small : large);
      quickest[size] = Math.min(quickest[size], performance.now() - started);
    }
  }
  expect(growth(), `${quickest.small.toFixed(1)} ms on ${small.length} characters, ${quickest.large.toFixed(1)} ms on ${large.length}`).toBeLessThan(24);
}

/**
 * How a server of this content answers a path: the page id it serves there, or the status and
 * Location of its redirect. Call inside a describe block: the server module loads before its tests.
 */
export function answersFor(content: Record<string, string>): (path: string) => string {
  let serve: typeof import("~/content/serve.server");
  beforeAll(async () => {
    serve = await freshModuleWith({ DOCS_CONTENT_DIR: makeContentDir(content) }, () => import("~/content/serve.server"));
  });
  afterAll(() => vi.unstubAllEnvs());
  return (path) => {
    try {
      return serve.resolvePageId(new Request(`http://localhost${path}`));
    } catch (thrown) {
      const response = thrown as Response;
      return `${response.status} ${response.headers.get("Location")}`;
    }
  };
}
