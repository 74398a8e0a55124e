// Rendered pages, cached in two layers: a memory LRU bounded by bytes, and an on-disk cache that
// survives restarts (page-disk-cache.server.ts). Every entry records the hash of each file its
// build read, the URL of each page it links to, the page at each URL its relative links were
// looked up at and the parts of the config it read, and is used only while all of them still
// match: an edit to a page, to a partial it imports, to a linked page's slug or to the config a
// page reads is never served stale (and a config edit leaves the pages that do not read it warm). Concurrent requests for one page share one build.
import { LRUCache } from "lru-cache";
import { PageBuildError, type RenderedPage } from "./bundle.server";
import { buildPageOffThread, startBuilder } from "./build-pool.server";
import { wholeNumberFromEnv } from "./config.server";
import { hashFile, inputHash } from "./hash.server";
import { markdownPreprocessorOf } from "./markdown-preprocessor.server";
import { diskCacheIsEmpty, pageCacheKey, pruneDiskCache, readFromDisk, writeToDisk } from "./page-disk-cache.server";
import { usesCurrentConfig } from "./page-config";
import type { PageRecord } from "./pages.server";
import type { Site } from "./site.server";

// With no page on disk every page will need a build: start a builder with the server, so its
// start-up overlaps the server's instead of delaying the first page. With pages on disk, a
// builder started now would only compete with serving them (0.15 s slower first page).
if (diskCacheIsEmpty()) startBuilder();

// 0 keeps nothing in memory (lru-cache refuses entries larger than its bound).
const memory = new LRUCache<string, RenderedPage>({
  maxSize: Math.max(1, wholeNumberFromEnv("PAGE_CACHE_BYTES", 64 * 1024 * 1024)),
  sizeCalculation: (page) => page.html.length * 2 + 1024,
});
const inFlight = new Map<string, Promise<RenderedPage>>();
let pagesBuilt = 0;

/** How many pages this process has built from source (tests use it to prove sharing and reuse). */
export function bundleCount(): number {
  return pagesBuilt;
}

function isFresh(page: RenderedPage, site: Site): boolean {
  return (
    page.inputs.every(([file, hash]) => inputHash(file) === hash) &&
    usesCurrentConfig(page.usedConfig, site.pageConfig) &&
    page.linkTargets.every(([file, url]) => (site.urlByFile.get(file) ?? "") === url) &&
    page.linkedUrls.every(([url, file]) => (site.links.fileOfUrl(url) ?? "") === file)
  );
}

/** How long after a content version is first served its stale disk entries are pruned. */
const PRUNE_DELAY_MS = wholeNumberFromEnv("PAGE_DISK_CACHE_PRUNE_DELAY_MS", 60_000);
let pruningFor: { version: string; timer: NodeJS.Timeout } | undefined;

/**
 * Once a content version has been served for a while (not during start-up, and only once when
 * versions follow each other quickly), removes the disk entries none of its pages can use.
 */
function schedulePruning(site: Site): void {
  if (pruningFor?.version === site.version) return;
  clearTimeout(pruningFor?.timer);
  const prune = () => {
    const currentKeys = new Set([...site.pages.values()].map((page) => pageCacheKey(page.file, page.hash)));
    pruneDiskCache(site.contentDir, currentKeys).then(
      ({ removed }) => removed > 0 && console.log(`page cache: removed ${removed} entries no page uses any more`),
      (error) => console.warn(`page cache: pruning failed: ${(error as Error).message}`),
    );
  };
  pruningFor = { version: site.version, timer: setTimeout(prune, PRUNE_DELAY_MS) };
  pruningFor.timer.unref();
}

/**
 * The rendered page: from memory, else from disk, else built; in each case only while every input
 * file is unchanged. `readSource` is called only when the page is built.
 */
export async function renderPage(page: PageRecord, readSource: () => string, site: Site): Promise<RenderedPage> {
  let rendered: RenderedPage;
  try {
    rendered = await renderPageFromCacheOrBuild(page, readSource, site);
  } catch (error) {
    if (error instanceof PageBuildError) failedBuilds.set(page.file, page.hash);
    throw error;
  }
  failedBuilds.delete(page.file);
  lastInputs.set(page.file, rendered.inputs);
  return rendered;
}

/** The page's text as the config's `markdown.preprocessor` makes it (as it is without one); a preprocessor that fails fails the page, as in Docusaurus. */
function preprocessedSource(page: PageRecord, source: string, site: Site): string {
  const preprocess = markdownPreprocessorOf(site.configFile);
  // A generated page's source is ours, not Markdown its writer wrote.
  if (!preprocess || page.generated) return source;
  const outcome = preprocess(page.file, source);
  if ("source" in outcome) return outcome.source;
  throw new PageBuildError({ file: outcome.file, line: outcome.line, severity: "error", kind: "config", message: outcome.error });
}

/** Page file -> the hash of the source whose last build failed. */
const failedBuilds = new Map<string, string>();

/**
 * Whether the page, as it is now, is known to fail to build: its last build failed and its file
 * has not changed since (a page never built since the server started is not known to fail).
 */
export function isKnownToFail(page: PageRecord): boolean {
  return failedBuilds.get(page.file) === page.hash;
}

/** The files (with their hashes) the last render of each page file read: the page and its imports. */
const lastInputs = new Map<string, RenderedPage["inputs"]>();

/** What the page in `file` was last rendered from; undefined before its first render. */
export function lastInputsOf(file: string): RenderedPage["inputs"] | undefined {
  return lastInputs.get(file);
}

async function renderPageFromCacheOrBuild(page: PageRecord, readSource: () => string, site: Site): Promise<RenderedPage> {
  schedulePruning(site);
  const sourceHash = hashFile(page.file) ?? "";
  const key = pageCacheKey(page.file, sourceHash);
  const cached = memory.get(key);
  if (cached && isFresh(cached, site)) return cached;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const load = (async () => {
    const stored = readFromDisk(key);
    if (stored && isFresh(stored, site)) {
      memory.set(key, stored);
      return stored;
    }
    pagesBuilt++;
    const rendered = await buildPageOffThread(page, preprocessedSource(page, readSource(), site), site);
    // A file that changed while its page was built (a writer, or a deploy, still at it) may have
    // been read half-written: that build answers this request but is kept nowhere, and its inputs
    // say it matches no file, so no document made from it is kept either.
    if (hashFile(page.file) !== sourceHash) return { ...rendered, inputs: rendered.inputs.map(([file, hash]): [string, string] => [file, file === page.file ? "" : hash]) };
    memory.set(key, rendered);
    writeToDisk(key, rendered);
    return rendered;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, load);
  return load;
}
