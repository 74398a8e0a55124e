// What the routes ask for: a URL path's page data and its sidebar layout, or a Response to throw.
import fs from "node:fs";
import { PageBuildError, renderPage } from "./bundle.server";
import { lifecycleOf, lifecycleMessage } from "./lifecycle";
import type { LayoutData, PageData } from "./page-data";
import { breadcrumbs, neighbours } from "./sidebar-tree";
import { getSite } from "./site.server";
import { hasTrailingSlash, pageIdFromUrlPath, urlPathFromPageId } from "./urls";

/** The page id for a request's splat, or a thrown 400/404/redirect Response. */
export function resolvePageId(request: Request, splat: string): string {
  const url = new URL(request.url);
  const id = pageIdFromUrlPath(splat);
  if (id === null) throw new Response("Bad request path", { status: 400 });
  if (hasTrailingSlash(url.pathname)) {
    throw new Response(null, { status: 301, headers: { Location: urlPathFromPageId(id) + url.search } });
  }
  return id;
}

/** The sidebar around a page: the sidebar it belongs to, or none. */
export function layoutData(pageId: string | null): LayoutData {
  const site = getSite();
  const sidebarName = pageId === null ? null : site.sidebarOf.get(pageId) ?? null;
  return { sidebarName, sidebar: sidebarName ? site.sidebars[sidebarName] : [] };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Everything a page renders; throws a 404 Response for unknown pages and a 500 for broken ones. */
export async function pageData(pageId: string): Promise<PageData> {
  const site = getSite();
  const page = site.pages.get(pageId);
  if (!page || !fs.existsSync(page.file)) {
    throw new Response(JSON.stringify({ pageId }), { status: 404, statusText: "Page not found" });
  }
  let rendered;
  try {
    rendered = await renderPage(page, () => fs.readFileSync(page.file, "utf8"), site.links);
  } catch (error) {
    if (error instanceof PageBuildError) {
      console.error(`page "${pageId}" failed: ${error.message}`);
      throw new Response(JSON.stringify({ pageId, title: page.title, problem: error.problem }), { status: 500, statusText: "Page failed to build" });
    }
    throw error;
  }
  const sidebarName = site.sidebarOf.get(pageId);
  const items = sidebarName ? site.sidebars[sidebarName] : [];
  const lifecycle = lifecycleOf(page.frontmatter, page.title);
  const { previous, next } = neighbours(items, pageId);
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    unlisted: page.unlisted,
    hideTitle: page.frontmatter.hide_title === true,
    hideTableOfContents: page.frontmatter.hide_table_of_contents === true,
    html: rendered.html,
    toc: rendered.toc,
    headTags: rendered.head,
    breadcrumbs: breadcrumbs(items, pageId),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    ...(lifecycle ? { lifecycle: { ...lifecycle, ...lifecycleMessage(lifecycle, today()) } } : {}),
    canonicalPath: urlPathFromPageId(page.id),
  };
}
