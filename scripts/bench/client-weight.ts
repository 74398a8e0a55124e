// What a page makes the browser download besides its HTML: the scripts and stylesheets it links,
// each gzipped as the server would send it, summed by kind.
import zlib from "node:zlib";
import { get } from "./http";

export interface ClientWeight {
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Inline <script> bodies (loader data, bootstrapping) travel inside the HTML; reported apart. */
  inlineScriptGzipBytes: number;
  htmlGzipBytes: number;
  assets: { url: string; kind: "js" | "css"; bytes: number; gzipBytes: number }[];
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return found;
}

/** The script and stylesheet URLs a page's HTML links, in order, without duplicates. */
export function linkedAssets(html: string): { url: string; kind: "js" | "css" }[] {
  const assets = new Map<string, "js" | "css">();
  for (const [, tagName, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (tagName.toLowerCase() === "script" && attrs.src) assets.set(attrs.src, "js");
    else if (rel.includes("modulepreload") && attrs.href) assets.set(attrs.href, "js");
    else if (rel.includes("stylesheet") && attrs.href) assets.set(attrs.href, "css");
  }
  // Remix's inline module script imports the route modules; usually they are preloaded as well.
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of body.matchAll(/\bimport\s*(?:[^"';]*?from\s*)?["']([^"']+)["']/g)) {
      if (!assets.has(specifier)) assets.set(specifier, "js");
    }
  }
  return [...assets].map(([url, kind]) => ({ url, kind }));
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/.test(attrs))
    .map(([, , body]) => body)
    .join("\n");
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data).length;

/** Fetches `pagePath` from `origin`, then every asset it links (same origin only). */
export async function measureClientWeight(origin: string, pagePath: string): Promise<ClientWeight> {
  const page = await get(origin + pagePath);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const assets: ClientWeight["assets"] = [];
  for (const { url, kind } of linkedAssets(html)) {
    const absolute = new URL(url, origin + pagePath);
    if (absolute.origin !== origin) throw new Error(`${pagePath} links an asset on another origin: ${url}`);
    const response = await get(absolute.href);
    if (response.status !== 200) throw new Error(`asset ${url} answered ${response.status}`);
    assets.push({ url, kind, bytes: response.body.length, gzipBytes: gzipSize(response.body) });
  }
  const sum = (kind: "js" | "css") => assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzipBytes, 0);
  return {
    page: pagePath,
    jsGzipBytes: sum("js"),
    cssGzipBytes: sum("css"),
    inlineScriptGzipBytes: gzipSize(inlineScripts(html)),
    htmlGzipBytes: gzipSize(page.body),
    assets,
  };
}
