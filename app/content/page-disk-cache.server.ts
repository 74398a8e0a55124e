// The on-disk layer of the page cache: built pages survive restarts, and `npm run warm` fills it
// before a deploy. One folder per engine version; each entry is a JSON file named by the hash of
// its key, which names the page file and the hash of its source. Entries nothing can use any more
// (other engines, older versions of a page, deleted pages) are pruned, so the folder does not
// grow with every content deploy.
import fs from "node:fs";
import path from "node:path";
import { ENGINE_VERSION, type RenderedPage } from "./bundle.server";
import { hashText } from "./hash.server";
import { isInside } from "./paths.server";

/** Where built pages are kept between runs; PAGE_DISK_CACHE_DIR=off disables it. */
const CACHE_ROOT = process.env.PAGE_DISK_CACHE_DIR ?? path.resolve(".cache/pages");
const enabled = CACHE_ROOT !== "off";
const ENGINE_FOLDER = `engine-${ENGINE_VERSION}`;
const CACHE_DIR = path.join(CACHE_ROOT, ENGINE_FOLDER);
/** A temporary file this old was left by a process that died while writing it. */
const ABANDONED_WRITE_MS = 60 * 60 * 1000;

/** The cache key of a version of a page file: a page is cached per engine, file and source. */
export function pageCacheKey(file: string, sourceHash: string): string {
  return `${ENGINE_VERSION}:${file}:${sourceHash}`;
}

function entryPath(key: string): string {
  return path.join(CACHE_DIR, `${hashText(key)}.json`);
}

/** Whether the on-disk cache holds no page of this engine (disabled, absent or empty). */
export function diskCacheIsEmpty(): boolean {
  if (!enabled) return true;
  try {
    const folder = fs.opendirSync(CACHE_DIR);
    const first = folder.readSync();
    folder.closeSync();
    return first === null;
  } catch {
    return true;
  }
}

export function readFromDisk(key: string): RenderedPage | undefined {
  if (!enabled) return undefined;
  try {
    const entry = JSON.parse(fs.readFileSync(entryPath(key), "utf8")) as RenderedPage & { key: string };
    return entry.key === key ? entry : undefined;
  } catch {
    return undefined; // absent or unreadable: build it again
  }
}

const pendingWrites = new Set<Promise<void>>();

export function writeToDisk(key: string, page: RenderedPage): void {
  if (!enabled) return;
  const file = entryPath(key);
  const temporary = `${file}.${process.pid}.tmp`;
  // Written asynchronously and renamed into place, so a reader never sees half a file. The key
  // comes first in the JSON: pruning reads only the start of an entry.
  const write = fs.promises
    .mkdir(CACHE_DIR, { recursive: true })
    .then(() => fs.promises.writeFile(temporary, JSON.stringify({ key, ...page })))
    .then(() => fs.promises.rename(temporary, file))
    .catch((error) => console.warn(`page cache: cannot write ${file}: ${(error as Error).message}`))
    .finally(() => pendingWrites.delete(write));
  pendingWrites.add(write);
}

/** The key at the start of an entry file, or undefined when it cannot be read. */
async function keyOfEntry(file: string): Promise<string | undefined> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, "r");
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(4096), position: 0 });
    const quoted = /^\{"key":("(?:[^"\\]|\\.)*")/.exec(buffer.toString("utf8", 0, bytesRead))?.[1];
    return quoted ? (JSON.parse(quoted) as string) : undefined;
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

export interface PruneResult {
  removed: number;
  kept: number;
}

/**
 * Removes the entries nothing can use any more: other engine versions' folders (`engine-<n>`) and
 * the flat layout of older engines (entries whose key starts with an engine version), and entries for pages of `contentDir` whose key is not among
 * `currentKeys` (older versions of a page, deleted pages). Entries of other content folders (a
 * shared cache, `npm run warm -- --dir`) are left alone, and so is anything written after the
 * pruning started.
 */
export async function pruneDiskCache(contentDir: string, currentKeys: ReadonlySet<string>): Promise<PruneResult> {
  const result: PruneResult = { removed: 0, kept: 0 };
  if (!enabled) return result;
  await Promise.all(pendingWrites);
  const startedAt = Date.now();
  const remove = async (target: string) => {
    await fs.promises.rm(target, { recursive: true, force: true });
    result.removed++;
  };
  const rootEntries = await fs.promises.readdir(CACHE_ROOT, { withFileTypes: true }).catch(() => []);
  // Only what this cache wrote: the folder may be shared with other files (a mistaken
  // PAGE_DISK_CACHE_DIR must not cost anyone their settings.json).
  for (const entry of rootEntries) {
    const target = path.join(CACHE_ROOT, entry.name);
    const isOldEngine = entry.isDirectory() && /^engine-\d+$/.test(entry.name) && entry.name !== ENGINE_FOLDER;
    const isFlatLayout = entry.isFile() && entry.name.endsWith(".json") && /^\d+:/.test((await keyOfEntry(target)) ?? "");
    if (isOldEngine || isFlatLayout) await remove(target);
  }
  const currentNames = new Set([...currentKeys].map((key) => path.basename(entryPath(key))));
  const names = await fs.promises.readdir(CACHE_DIR).catch(() => []);
  for (const name of names) {
    const file = path.join(CACHE_DIR, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    // In whole milliseconds, as Date.now() gives them: a file written in the millisecond the pruning
    // started (its fraction past startedAt) was written before it, not after.
    if (!stat || Math.floor(stat.mtimeMs) > startedAt) continue;
    if (name.endsWith(".tmp")) {
      if (startedAt - stat.mtimeMs > ABANDONED_WRITE_MS) await remove(file);
      continue;
    }
    if (currentNames.has(name) || !name.endsWith(".json")) {
      result.kept++;
      continue;
    }
    const key = await keyOfEntry(file);
    // The key is "<engine>:<file>:<source hash>"; a path may itself contain colons.
    const pageFile = key?.slice(key.indexOf(":") + 1, key.lastIndexOf(":"));
    if (pageFile && isInside(contentDir, pageFile)) await remove(file);
    else result.kept++;
  }
  return result;
}
