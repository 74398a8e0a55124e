// Finished HTML documents, kept per URL so a warm page is answered without running loaders or
// React. An entry is served only while what it was made from is unchanged: the content version
// (pages, partials, sidebars), the page's own file (checked with a stat, so an edit counts before
// the watcher has even fired), and today's date (lifecycle banners change tense at midnight UTC).
import { LRUCache } from "lru-cache";
import { hashFile } from "~/content/hash.server";
import { getSite } from "~/content/site.server";
import { isNotModified } from "~/http.server";

interface CachedDocument {
  pageId: string;
  madeFrom: string;
  body: string;
  headers: [string, string][];
}

const documents = new LRUCache<string, CachedDocument>({
  maxSize: Number(process.env.DOCUMENT_CACHE_BYTES ?? 32 * 1024 * 1024),
  sizeCalculation: (document) => document.body.length * 2 + 512,
});

/** What a page's document depends on, as one string; undefined when the page is gone. */
function sourcesOf(pageId: string): string | undefined {
  const site = getSite();
  const page = site.pages.get(pageId);
  const fileHash = page && hashFile(page.file);
  if (!fileHash) return undefined;
  return `${site.version}:${fileHash}:${new Date().toISOString().slice(0, 10)}`;
}

/** Remembers the document of a page, as sent for `url` (path and query). */
export function storeDocument(url: string, pageId: string, body: string, headers: Headers): void {
  const madeFrom = sourcesOf(pageId);
  if (madeFrom) documents.set(url, { pageId, madeFrom, body, headers: [...headers.entries()] });
}

/**
 * The answer for `url` from the stored document, if it is still what rendering the page now would
 * produce: 200 with the document, or 304 when `ifNoneMatch` names its ETag.
 */
export function cachedDocument(url: string, ifNoneMatch?: string): { status: 200 | 304; body: string; headers: [string, string][] } | undefined {
  const document = documents.get(url);
  if (!document) return undefined;
  if (sourcesOf(document.pageId) !== document.madeFrom) {
    documents.delete(url);
    return undefined;
  }
  const etag = document.headers.find(([name]) => name.toLowerCase() === "etag")?.[1];
  const status = etag && isNotModified(ifNoneMatch, etag) ? 304 : 200;
  return { status, body: status === 200 ? document.body : "", headers: document.headers };
}
