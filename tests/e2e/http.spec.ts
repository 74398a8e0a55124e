import { expect, test } from "@playwright/test";
import http from "node:http";
import zlib from "node:zlib";
import { waitForHydration } from "./support/page";

// HTTP semantics, checked on the wire (node:http, so nothing is decompressed or cached for us):
// validators and 304s, cache lifetimes, HEAD, compression, and the security headers on every
// kind of response, both for a page's first (rendered) answer and its later (cached) ones.

interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(baseURL: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseURL), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

function decoded(response: WireResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

function expectSecurityHeaders(response: WireResponse, what: string): void {
  const { headers } = response;
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  const policy = String(headers["content-security-policy"]);
  expect(policy, what).toContain("frame-ancestors 'none'");
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts, what).toContain("'self'");
  expect(scripts, what).not.toContain("unsafe-inline");
  expect(scripts, what).not.toContain("unsafe-eval");
  expect(headers["content-security-policy"], `${what}: one policy, not two`).not.toContain(",");
}

// Pages no other test requests, so the first answer here is rendered, the second cached.
const FIRST_PAGE = "/api-testing/environments";
const SECOND_PAGE = "/api-testing/vault";

test("a page validates with its ETag (rendered and cached answers alike) and is revalidated often", async ({ baseURL }) => {
  const first = await send(baseURL!, FIRST_PAGE);
  expect(first.status).toBe(200);
  const etag = String(first.headers.etag);
  // Weak: one tag for the brotli, gzip and plain forms of the same document.
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, stale-while-revalidate=60");
  expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");

  const again = await send(baseURL!, FIRST_PAGE);
  expect(again.headers.etag).toBe(etag);
  expect(again.body.equals(first.body)).toBe(true);

  const notModified = await send(baseURL!, FIRST_PAGE, { "If-None-Match": etag });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  expect(notModified.headers.etag).toBe(etag);
  expectSecurityHeaders(notModified, "304");

  expect((await send(baseURL!, FIRST_PAGE, { "If-None-Match": '"something-else"' })).status).toBe(200);
});

const DATA_PATH = `${SECOND_PAGE}.data?_routes=${encodeURIComponent("routes/_docs.$")}`;
const VALIDATED_PATHS = [DATA_PATH, "/api/pages", "/api/sidebars/docs", "/api/search?q=tunnel", "/sitemap.xml", "/robots.txt", "/llms.txt", `${SECOND_PAGE}.md`];

test("client-navigation data, the JSON APIs and the files for machines validate with ETags too", async ({ baseURL }) => {
  for (const path of VALIDATED_PATHS) {
    const first = await send(baseURL!, path);
    expect(first.status, path).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag, path).toMatch(/^W\/"/);
    expect(first.headers["cache-control"], path).toContain("must-revalidate");
    const gzipped = await send(baseURL!, path, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers.etag, `${path}, gzipped: the same weak tag`).toBe(etag);
    expect((await send(baseURL!, path, { "If-None-Match": etag })).status, path).toBe(304);
    expectSecurityHeaders(first, path);
  }
});

test("a page asked for with a query string (a campaign tag) is the same page", async ({ baseURL }) => {
  const plain = decoded(await send(baseURL!, SECOND_PAGE));
  for (let i = 0; i < 3; i++) {
    const withQuery = await send(baseURL!, `${SECOND_PAGE}?utm_source=test-${i}`);
    expect(withQuery.status).toBe(200);
    // The same page; only the scroll-restoration key names the query.
    expect(decoded(withQuery).replace(/nonce="[^"]*"/g, "").replace(/\?utm_source=test-\d/g, "")).toBe(plain.replace(/nonce="[^"]*"/g, ""));
  }
});

test("fingerprinted build assets are cached for a year; other files for a while", async ({ baseURL, request }) => {
  const html = await (await request.get("/overview")).text();
  const script = /<script[^>]+src="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "a /build/ script in the page").toBeTruthy();
  const asset = await send(baseURL!, script!);
  expect(asset.status).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expectSecurityHeaders(asset, script!);
  const favicon = await send(baseURL!, "/favicon.svg");
  expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
});

test("responses are compressed as the client asks: brotli, gzip, or not at all", async ({ baseURL }) => {
  for (const path of [SECOND_PAGE, SECOND_PAGE, "/api/pages"]) {
    const plain = await send(baseURL!, path);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    const text = plain.body.toString("utf8");
    for (const [accept, expected] of [["br, gzip", "br"], ["gzip", "gzip"], ["gzip;q=0, identity", undefined]] as const) {
      const response = await send(baseURL!, path, { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"], `${path} with ${accept}`).toBe(expected);
      expect(String(response.headers.vary), `${path} with ${accept}`).toMatch(/accept-encoding/i);
      expect(decoded(response), `${path} with ${accept}`).toBe(text);
      if (expected) expect(response.body.length).toBeLessThan(plain.body.length);
    }
  }
});

test("HEAD answers like GET, without a body", async ({ baseURL }) => {
  for (const path of [SECOND_PAGE, "/api/pages", "/favicon.svg", ...VALIDATED_PATHS]) {
    const get = await send(baseURL!, path);
    const head = await send(baseURL!, path, {}, "HEAD");
    expect(head.status, path).toBe(200);
    expect(head.body.length, path).toBe(0);
    expect(head.headers.etag, path).toBe(get.headers.etag);
    expect(head.headers["content-type"], path).toBe(get.headers["content-type"]);
  }
});

test("every kind of answer carries the security headers", async ({ baseURL }) => {
  const cases: [string, string, number][] = [
    ["page", SECOND_PAGE, 200],
    ["home", "/", 200],
    ["missing page", "/no/such/page", 404],
    ["bad path", "/%E0%A4%A", 400],
    ["search page", "/search?q=tunnel", 200],
    ["sitemap", "/sitemap.xml", 200],
    ["markdown", `${SECOND_PAGE}.md`, 200],
  ];
  for (const [what, path, status] of cases) {
    const response = await send(baseURL!, path);
    expect(response.status, what).toBe(status);
    expectSecurityHeaders(response, what);
  }
  const post = await send(baseURL!, SECOND_PAGE, {}, "POST");
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe("GET, HEAD");
  expectSecurityHeaders(post, "405");
});

test("the site satisfies its own Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [FIRST_PAGE, SECOND_PAGE, "/"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(violations).toEqual([]);
});
