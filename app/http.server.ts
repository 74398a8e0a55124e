// HTTP semantics shared by documents, data requests and API routes: validators and caching.
import { createHash, createHmac, randomBytes } from "node:crypto";

/** Pages may change with any content deploy: browsers revalidate, CDNs may serve stale briefly. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, stale-while-revalidate=60";

/**
 * The ETag of a response body. Weak: the same body is sent as brotli, gzip or as it is, and a
 * strong tag would have to differ between those encodings; weak comparison (all If-None-Match
 * uses) still answers 304 for any of them.
 */
export function etagOf(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an If-None-Match header (or a request carrying one) already names this ETag. */
export function isNotModified(request: Request | string | undefined | null, etag: string): boolean {
  const header = typeof request === "object" && request !== null ? request.headers.get("If-None-Match") : request;
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

/** A response with an ETag and the pages' cache lifetime, or a 304 when the client has it already. */
export function validatedResponse(request: Request, body: string, headers: Record<string, string>): Response {
  const etag = etagOf(body);
  const allHeaders = { ...headers, ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers: allHeaders });
  return new Response(body, { headers: allHeaders });
}

/** A JSON response with an ETag and cache headers, or a 304 when the client has it already. */
export function cachedJson(request: Request, data: unknown): Response {
  return validatedResponse(request, JSON.stringify(data), { "Content-Type": "application/json; charset=utf-8" });
}

/** Documents are rendered with this stand-in for the CSP nonce, random per process so content cannot guess it. */
export const NONCE_PLACEHOLDER = randomBytes(12).toString("hex");

const NONCE_SECRET = process.env.CSP_NONCE_SECRET ?? randomBytes(32).toString("hex");

/**
 * The nonce of a document: a keyed hash of the document itself. A fresh random nonce per response
 * would break revalidation: after a 304 the browser reuses its cached body (old nonce) under the
 * new response's CSP header (new nonce) and blocks every inline script. Deriving the nonce from the
 * body keeps body, ETag and header consistent, while content that an attacker could inject changes
 * the body and so the nonce, and the key keeps it unpredictable.
 */
export function documentNonce(html: string): string {
  return createHmac("sha256", NONCE_SECRET).update(html).digest("base64").slice(0, 24);
}

/**
 * The Content-Security-Policy: scripts only from the site itself, or inline with the document's nonce.
 * `<object data>` and `<embed>` may show https pages, as frames may: Docusaurus sites embed videos
 * so (`<object data="https://www.youtube.com/embed/...">`), which `object-src 'none'` left blank.
 * Browsers no longer run plugins, so such an object is a frame by another name.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "frame-src https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src https:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
