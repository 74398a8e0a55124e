// What search engines read: sitemap.xml (every listed page, absolute URLs, when it last changed)
// and robots.txt (crawl everything; here is the sitemap).
import { lastUpdateOf } from "./history.server";
import { isKnownToFail } from "./page-cache.server";
import type { Site } from "./site.server";
import { absoluteUrl, urlPathFromPageId } from "./urls";
import { escapeXml } from "./xml";

/**
 * The sitemap of the site's listed pages (unlisted ones are left to their noindex), by URL. Pages
 * known to fail to build (they answer 500) are left out; finding out about the others would mean
 * building every page for one request.
 */
export async function sitemapXml(site: Site, origin: string): Promise<string> {
  const listed = [...site.pages.values()].filter((page) => !page.unlisted && !isKnownToFail(page));
  const entries = await Promise.all(
    listed.map(async (page) => ({ url: absoluteUrl(origin, urlPathFromPageId(page.id)), lastUpdate: await lastUpdateOf(site, page) })),
  );
  for (const id of [...site.generatedIndexes.keys(), ...site.tagPages.keys(), ...site.blogs.flatMap((blog) => [...blog.listPages.keys()])]) entries.push({ url: absoluteUrl(origin, urlPathFromPageId(id)), lastUpdate: undefined });
  entries.sort((a, b) => a.url.localeCompare(b.url));
  const urls = entries.map(({ url, lastUpdate }) =>
    `  <url><loc>${escapeXml(url)}</loc>${lastUpdate ? `<lastmod>${escapeXml(lastUpdate.date)}</lastmod>` : ""}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** robots.txt: every crawler may read every page; the sitemap lists them. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`, ""].join("\n");
}
