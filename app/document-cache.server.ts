// Finished HTML documents, kept per URL so a warm page is answered without running loaders or
// React. An entry is served only while what it was made from is unchanged: the content version
// (pages, sidebars), every file the page's render read (the page and its partials, checked with a
// stat, so an edit counts before the watcher has even fired), and today's date (lifecycle banners change tense at midnight UTC).
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { wholeNumberFromEnv } from "~/content/config.server";
import { hashFile, inputHash } from "~/content/hash.server";
import { lastInputsOf } from "~/content/page-cache.server";
import { getSite } from "~/content/site.server";
import { isNotModified } from "~/http.server";

type Encoding = "br" | "gzip";

interface CachedDocument {
  pageId: string;
  madeFrom: string;
  body: Buffer;
  /** The document's headers as sent, plus Vary: the same for every answer from here. */
  headers: Record<string, string>;
  /** The body compressed, per encoding, made the first time a client asks for it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

// 0 keeps nothing: lru-cache needs a positive bound, and refuses any entry larger than it.
const documents = new LRUCache<string, CachedDocument>({
  maxSize: Math.max(1, wholeNumberFromEnv("DOCUMENT_CACHE_BYTES", 32 * 1024 * 1024)),
  sizeCalculation: (document) => document.body.length + (document.encoded.br?.length ?? 0) + (document.encoded.gzip?.length ?? 0) + 512,
});

/** The encoding to answer an Accept-Encoding header with: the one it weighs most, brotli on a tie; none when neither is acceptable. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map(
    (acceptEncoding ?? "").split(",").map((part): [string, number] => {
      const [name, ...parameters] = part.trim().toLowerCase().split(";");
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return [name.trim(), q === undefined ? 1 : Number(q)];
    }),
  );
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const best = weightOf("gzip") > weightOf("br") ? "gzip" : "br";
  return weightOf(best) > 0 ? best : undefined;
}

function compressed(key: string, document: CachedDocument, encoding: Encoding): Buffer {
  let body = document.encoded[encoding];
  if (!body) {
    body = encoding === "br"
      ? zlib.brotliCompressSync(document.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: document.body.length } })
      : zlib.gzipSync(document.body);
    document.encoded[encoding] = body;
    documents.set(key, document); // counts the new bytes against the bound
  }
  return body;
}

/**
 * What a page's document depends on, as one string; undefined when the page is gone: the content
 * version, every file its render read (the page, and the partials and files it imports: an edit
 * to a partial changes no page's own hash), and the date.
 */
function sourcesOf(pageId: string): string | undefined {
  const site = getSite();
  const page = site.pages.get(pageId);
  const pageHash = page && hashFile(page.file);
  if (!pageHash) return undefined;
  // The page's own file is among its inputs: stat it once per request, not twice.
  const imports = (lastInputsOf(page.file) ?? []).filter(([file]) => file !== page.file);
  const hashes = [pageHash, ...imports.map(([file]) => inputHash(file))];
  return `${site.version}:${hashes.join(",")}:${new Date().toISOString().slice(0, 10)}`;
}

/**
 * A document's key: the host it was asked of, then its path and query. Documents carry absolute
 * URLs (canonical, og:url) made from the request's host when SITE_URL is not set, so one host's
 * document is never another's.
 */
function keyOf(host: string | undefined, pathAndQuery: string): string {
  return `${host ?? ""}${pathAndQuery}`;
}

/** Remembers the document of a page, as sent to `host` for `urlPath` (no query: one is never asked for with one). */
export function storeDocument(host: string, urlPath: string, pageId: string, body: string, headers: Headers): void {
  const madeFrom = sourcesOf(pageId);
  if (!madeFrom) return;
  // A file edited since the page's render read it: the document shows the older text, which the
  // file's hash now would vouch for.
  const file = getSite().pages.get(pageId)?.file;
  if (file && lastInputsOf(file)?.some(([input, hash]) => inputHash(input) !== hash)) return;
  documents.set(keyOf(host, urlPath), { pageId, madeFrom, body: Buffer.from(body), headers: { ...Object.fromEntries(headers), Vary: "Accept-Encoding" }, encoded: {} });
}

/**
 * The answer for a request from the stored document, if it is still what rendering the page now would
 * produce: 304 when `ifNoneMatch` names its ETag, else 200 with the document, compressed as
 * `acceptEncoding` prefers (each encoding is made once per document, not once per request).
 */
export function cachedDocument(host: string | undefined, pathAndQuery: string, ifNoneMatch?: string, acceptEncoding?: string): { status: 200 | 304; body?: Buffer; headers: Record<string, string> } | undefined {
  const key = keyOf(host, pathAndQuery);
  const document = documents.get(key);
  if (!document) return undefined;
  if (sourcesOf(document.pageId) !== document.madeFrom) {
    documents.delete(key);
    return undefined;
  }
  const etag = document.headers.etag;
  if (etag && isNotModified(ifNoneMatch, etag)) return { status: 304, headers: document.headers };
  const headers = { ...document.headers };
  const encoding = preferredEncoding(acceptEncoding);
  const body = encoding ? compressed(key, document, encoding) : document.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  return { status: 200, body, headers };
}
