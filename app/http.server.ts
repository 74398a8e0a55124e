// HTTP semantics shared by documents, data requests and API routes: validators and caching.
import { createHash, randomBytes } from "node:crypto";

/** Pages may change with any content deploy: browsers revalidate, CDNs may serve stale briefly. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate, stale-while-revalidate=60";

/** A strong ETag for a response body. */
export function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether the request's If-None-Match already names this ETag. */
export function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A JSON response with an ETag and cache headers, or a 304 when the client has it already. */
export function cachedJson(request: Request, data: unknown): Response {
  const body = JSON.stringify(data);
  const etag = etagOf(body);
  const headers = { "Content-Type": "application/json; charset=utf-8", ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/**
 * Documents are rendered with this stand-in for the CSP nonce (random per process, so it cannot be
 * guessed by content), hashed for the ETag, then given the response's real nonce. The ETag thus
 * stays stable across requests while every response still carries a fresh nonce.
 */
export const NONCE_PLACEHOLDER = randomBytes(12).toString("hex");
