// What search engines read: sitemap.xml (every listed page, absolute URLs, when it last changed)
// and robots.txt (crawl everything; here is the sitemap).
import picomatch from "picomatch";
import { lastUpdateOf } from "./history.server";
import { isKnownToFail } from "./page-cache.server";
import { docusaurusPathOf } from "./sections";
import { docusaurusRouteOf, type Site } from "./site.server";
import { absoluteUrl, urlPathFromPageId } from "./urls";
import { escapeXml } from "./xml";

/**
 * Whether the config's sitemap `ignorePatterns` leave the page `id` out, as Docusaurus matches them:
 * against the address it serves the page at (with the base URL, and the docs' route for a docs page),
 * or, for a pattern written for this site's addresses, the page's path here.
 */
function ignoredBySitemap(site: Site): (id: string) => boolean {
  const patterns = site.config.sitemap?.ignorePatterns;
  if (!patterns?.length) return () => false;
  const matches = picomatch(patterns);
  // The docs' tag pages are under their route on a Docusaurus site (`/docs/tags/x`), where this site serves them at `/tags/x`.
  const docsTagPath = (id: string) => "/" + [site.config.baseUrlPath, site.config.docsRouteBase, id].filter(Boolean).join("/");
  return (id) => {
    const path = urlPathFromPageId(id);
    return matches(path) || matches(docusaurusPathOf(path, docusaurusRouteOf(site, id))) || (site.tagPages.has(id) && matches(docsTagPath(id)));
  };
}

/**
 * The sitemap of the site's listed pages (unlisted ones are left to their noindex), by URL. Pages
 * known to fail to build (they answer 500) are left out; finding out about the others would mean
 * building every page for one request. So are those the config's sitemap `ignorePatterns` name, and
 * each entry has its `changefreq` and `priority`, as Docusaurus' sitemap plugin writes them.
 */
export async function sitemapXml(site: Site, origin: string): Promise<string> {
  const ignored = ignoredBySitemap(site);
  const listed = [...site.pages.values()].filter((page) => !page.unlisted && !isKnownToFail(page) && !ignored(page.id));
  const entries = await Promise.all(
    listed.map(async (page) => ({ url: absoluteUrl(origin, urlPathFromPageId(page.id)), lastUpdate: await lastUpdateOf(site, page) })),
  );
  for (const id of [...site.generatedIndexes.keys(), ...site.tagPages.keys(), ...site.blogs.flatMap((blog) => [...blog.listPages.keys()])]) {
    if (!ignored(id)) entries.push({ url: absoluteUrl(origin, urlPathFromPageId(id)), lastUpdate: undefined });
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  const { changefreq, priority } = site.config.sitemap ?? {};
  const extra = `${changefreq ? `<changefreq>${changefreq}</changefreq>` : ""}${priority !== undefined ? `<priority>${priority}</priority>` : ""}`;
  const urls = entries.map(({ url, lastUpdate }) =>
    `  <url><loc>${escapeXml(url)}</loc>${lastUpdate ? `<lastmod>${escapeXml(lastUpdate.date)}</lastmod>` : ""}${extra}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** robots.txt: every crawler may read every page; the sitemap lists them. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`, ""].join("\n");
}
