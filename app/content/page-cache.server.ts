// Rendered pages, cached in two layers: a memory LRU bounded by bytes, and an on-disk cache that
// survives restarts (and that `npm run warm` fills before a deploy). Every entry records the hash
// of each file its build read, and is used only while all of them still match: an edit to a page
// or to a partial it imports is never served stale. Concurrent requests for one page share one build.
import fs from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ENGINE_VERSION, type RenderedPage } from "./bundle.server";
import { buildPageOffThread, startBuilder } from "./build-pool.server";
import { hashFile, hashText } from "./hash.server";
import type { PageRecord } from "./pages.server";
import type { Site } from "./site.server";

/** Where built pages are kept between runs; PAGE_DISK_CACHE_DIR=off disables it. */
const DISK_CACHE_DIR = process.env.PAGE_DISK_CACHE_DIR ?? path.resolve(".cache/pages");
const diskCacheEnabled = DISK_CACHE_DIR !== "off";

/** Whether the on-disk cache holds no page at all (disabled, absent or empty). */
function diskCacheIsEmpty(): boolean {
  if (!diskCacheEnabled) return true;
  try {
    const folder = fs.opendirSync(DISK_CACHE_DIR);
    const first = folder.readSync();
    folder.closeSync();
    return first === null;
  } catch {
    return true;
  }
}

// With no page on disk every page will need a build: start a builder with the server, so its
// start-up overlaps the server's instead of delaying the first page. With pages on disk, a
// builder started now would only compete with serving them (0.15 s slower first page).
if (diskCacheIsEmpty()) startBuilder();

const memory = new LRUCache<string, RenderedPage>({
  maxSize: Number(process.env.PAGE_CACHE_BYTES ?? 64 * 1024 * 1024),
  sizeCalculation: (page) => page.html.length * 2 + 1024,
});
const inFlight = new Map<string, Promise<RenderedPage>>();
let pagesBuilt = 0;

/** How many pages this process has built from source (tests use it to prove sharing and reuse). */
export function bundleCount(): number {
  return pagesBuilt;
}

function isFresh(page: RenderedPage): boolean {
  return page.inputs.every(([file, hash]) => hashFile(file) === hash);
}

function diskPath(key: string): string {
  return path.join(DISK_CACHE_DIR, `${hashText(key)}.json`);
}

function readFromDisk(key: string): RenderedPage | undefined {
  if (!diskCacheEnabled) return undefined;
  try {
    const entry = JSON.parse(fs.readFileSync(diskPath(key), "utf8")) as RenderedPage & { key: string };
    return entry.key === key ? entry : undefined;
  } catch {
    return undefined; // absent or unreadable: build it again
  }
}

function writeToDisk(key: string, page: RenderedPage): void {
  if (!diskCacheEnabled) return;
  const file = diskPath(key);
  const temporary = `${file}.${process.pid}.tmp`;
  // Written asynchronously and renamed into place, so a reader never sees half a file.
  fs.promises
    .mkdir(DISK_CACHE_DIR, { recursive: true })
    .then(() => fs.promises.writeFile(temporary, JSON.stringify({ key, ...page })))
    .then(() => fs.promises.rename(temporary, file))
    .catch((error) => console.warn(`page cache: cannot write ${file}: ${(error as Error).message}`));
}

/**
 * The rendered page: from memory, else from disk, else built; in each case only while every input
 * file is unchanged. `readSource` is called only when the page is built.
 */
export async function renderPage(page: PageRecord, readSource: () => string, site: Site): Promise<RenderedPage> {
  const key = `${ENGINE_VERSION}:${page.file}:${hashFile(page.file)}`;
  const cached = memory.get(key);
  if (cached && isFresh(cached)) return cached;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const load = (async () => {
    const stored = readFromDisk(key);
    if (stored && isFresh(stored)) {
      memory.set(key, stored);
      return stored;
    }
    pagesBuilt++;
    const rendered = await buildPageOffThread(page, readSource(), site);
    memory.set(key, rendered);
    writeToDisk(key, rendered);
    return rendered;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, load);
  return load;
}
