import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { buildPage, type RenderedPage } from "~/content/bundle.server";
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
  return buildPage(page, fs.readFileSync(page.file, "utf8"), site.links, site.pageConfig);
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
