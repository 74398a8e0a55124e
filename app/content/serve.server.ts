// What the routes ask for: a URL path's page data and its sidebar layout, or a Response to throw.
import fs from "node:fs";
import path from "node:path";
import { blogListHtml, type Blog, type BlogListPage, type BlogPost, type PostOpening } from "./blog.server";
import { PageBuildError } from "./bundle.server";
import { renderPage } from "./page-cache.server";
import { configEditPathOf, EDIT_URL_BASE, editUrlOf, PREVIEW } from "./config.server";
import { docEditUrlOf } from "./site-config.server";
import { generatedIndexHtml, withDocCardLists } from "./doc-card-list.server";
import { lastUpdateOf } from "./history.server";
import { lifecycleOf, lifecycleMessage } from "./lifecycle";
import { contentAssetUrl } from "./markdown-plugins.server";
import { containsHeading1, withRewrittenHrefs, withRewrittenMediaSources } from "./rendered-html";
import { staticFoldersOf } from "./static-files.server";
import type { LastUpdate, LayoutData, PageData, PageVersion } from "./page-data";
import { customEditUrlOf, lastUpdateOverrideOf, paginationLabelOf, paginationTargetOf, socialImageOf, tocLevelsOf } from "./page-options";
import { pageSourceOf, underVersion, type PageRecord } from "./pages.server";
import type { ContentProblem } from "./problems";
import { MAX_QUERY_LENGTH, type PageSuggestion } from "./search-result";
import { pagesLikeOffThread } from "./search-thread.server";
import { nameWordsOf } from "./search.server";
import { breadcrumbs, neighbours, pathTo, readingOrder, withClosedCategoriesEmpty, type NavLink, type SidebarItem } from "./sidebar-tree";
import { sidebarItemsOf, type GeneratedIndex } from "./sidebars.server";
import { homeHrefOf, type SectionLink } from "./sections";
import { blogOfPost, docOfPageVersion, docsPlaceOfPageId, docusaurusRouteOf, getSite, isBaseUrlHome, pageInOtherCase, pageUnderDocusaurusRoutes, redirectOf, servesPage, staticFileUnderBaseUrl, versionOfPageId, type Site } from "./site.server";
import { tagPageHtml, tagPageId, tagsOf, type TagPage } from "./tags.server";
import { tocWithin } from "./toc";
import { rootVersionOf, sidebarNameWithin, type ServedDocsInstance, type ServedDocsVersion } from "./versions.server";
import { hasTrailingSlash, markdownUrlPathFromPageId, pageIdFromUrlPath, urlPathFromPageId } from "./urls";

function permanentRedirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location } });
}

/** A redirect's Location with the request's query added, unless the Location has its own. */
function withQuery(location: string, search: string): string {
  if (!search || location.includes("?")) return location;
  const hash = location.indexOf("#");
  return hash === -1 ? location + search : location.slice(0, hash) + search + location.slice(hash);
}

/** Where the logo leads: see homeHrefOf. */
function homeHref(site: Site): string {
  return homeHrefOf(servesPage(site, ""), site.sections, site.sidebars);
}

/**
 * The page id a request's path names, or null. Read from the request's URL, not from Remix's
 * splat param: that one is decoded already, and a second decoding misreads `%` in a file name.
 */
export function requestedPageId(request: Request): string | null {
  return pageIdFromUrlPath(new URL(request.url).pathname);
}

/**
 * The page id a request names, or a thrown Response: 400 for an impossible path, 301 for a
 * moved page (redirects.json; only when no page has the id) or a path with a trailing slash, 302
 * from `/` to where the logo leads when the content has no home page (a 404 at the site's root).
 */
export function resolvePageId(request: Request): string {
  const url = new URL(request.url);
  const id = requestedPageId(request);
  if (id === null) throw new Response("Bad request path", { status: 400 });
  const site = getSite();
  const movedUnder = servedForDocusaurusPath(site, id);
  const movedTo = servesPage(site, id) ? undefined : redirectOf(site, id) ?? (movedUnder === undefined ? undefined : urlPathFromPageId(movedUnder));
  if (movedTo) throw permanentRedirect(withQuery(movedTo, url.search));
  const home = homeHref(site);
  if (id === "" && home !== "/") throw new Response(null, { status: 302, headers: { Location: withQuery(home, url.search) } });
  if (hasTrailingSlash(url.pathname)) throw permanentRedirect(urlPathFromPageId(id) + url.search);
  return id;
}

/**
 * What this site serves for a path written for Docusaurus' URLs, when it serves no page at the path
 * itself: a page under the docs' route or the config's base, a static file under the base, the
 * home page (`""`) for the base alone, the Docusaurus site's home, or the page it names in another case.
 */
function servedForDocusaurusPath(site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs" | "config" | "pageConfig" | "rootVersionRoute" | "contentDir">, id: string): string | undefined {
  if (servesPage(site, id)) return undefined;
  if (isBaseUrlHome(site, id)) return "";
  return pageUnderDocusaurusRoutes(site, id) ?? staticFileUnderBaseUrl(site, id) ?? pageInOtherCase(site, id);
}

/**
 * The page's HTML with each link written for Docusaurus' URLs, under the config's `baseUrl` or the
 * docs' route (`/docs/guides/setup/`, as sites write links with their base), leading where this site
 * serves that page or static file (`/guides/setup`; the base alone, `/support/`, to the home page),
 * where resolvePageId would answer it with a 301: the reader's click needs no round trip. Links that
 * name a page as written, or a redirect, are kept. So are the images and media of markup Docusaurus
 * leaves as written, `<img src="/support/img/chart.png">`, which load from static/ at the root.
 */
export function withLinksOnThisSite(html: string, site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs" | "config" | "pageConfig" | "rootVersionRoute" | "contentDir" | "redirects">): string {
  const prefixes = [site.config.baseUrlPath, site.config.docsRouteBase].filter((prefix): prefix is string => Boolean(prefix));
  const linked = prefixes.some((prefix) => html.includes(`href="/${prefix}`))
    ? withRewrittenHrefs(html, (href) => {
      const [, written, rest] = /^([^?#]*)(.*)$/s.exec(href)!;
      if (!written.startsWith("/") || written.startsWith("//")) return undefined;
      const id = pageIdFromUrlPath(written);
      if (id === null || redirectOf(site, id) !== undefined) return undefined;
      const moved = servedForDocusaurusPath(site, id);
      return moved === undefined ? undefined : urlPathFromPageId(moved) + rest;
    })
    : html;
  const base = site.config.baseUrlPath;
  if (!base || !linked.includes(`="/${base}/`)) return linked;
  return withRewrittenMediaSources(linked, (src) => {
    const [, written, rest] = /^([^?#]*)(.*)$/s.exec(src)!;
    const id = written.startsWith("/") && !written.startsWith("//") ? pageIdFromUrlPath(written) : null;
    const file = id === null || servesPage(site, id) ? undefined : staticFileUnderBaseUrl(site, id);
    return file === undefined ? undefined : urlPathFromPageId(file) + rest;
  });
}

/** The site's static folders, absolute, in the order a path is looked up in them (server.mjs serves their files at the root). */
export function staticFolders(): string[] {
  const site = getSite();
  return staticFoldersOf(site.contentDir, site.pageConfig);
}

/**
 * What readers hear a docs sidebar called (its landmark is "<this> sidebar"): the navbar entry that
 * leads to it ("API"), else "Docs" as Docusaurus calls every docs sidebar; never the id writers
 * gave it in sidebars.js.
 */
function sidebarTitleFor(sections: SectionLink[], sidebarName: string): string {
  const leadingThere = sections.flatMap((section) => [section, ...(section.items ?? [])]).filter((entry) => entry.sidebar === sidebarName);
  // A docSidebar item names the sidebar itself; a doc item only a page in it.
  const naming = leadingThere.find((entry) => entry.followsVersion === "sidebar") ?? leadingThere[0];
  return naming?.label.trim() || "Docs";
}

/** The sidebar around a page: the sidebar it belongs to, or none. */
export function layoutData(pageId: string | null): LayoutData {
  const site = getSite();
  const sidebarName = pageId === null ? null : site.sidebarOf.get(pageId) ?? null;
  // A post's or blog list's sidebar is its blog's recent posts, named by its title (also when its site name is `<title>@<route>`).
  const blog = pageId === null ? undefined : blogOfPost(site, pageId) ?? site.blogs.find((candidate) => candidate.listPages.has(pageId));
  const sections = sectionsInVersionOf(site, pageId);
  const sidebarLabel = sidebarName === null ? null : blog ? blog.setting.sidebarTitle : sidebarTitleFor(sections, sidebarName);
  const sidebar = pageId === null ? [] : withClosedCategoriesEmpty(sidebarItemsOf(site, pageId), pageId);
  const { navbarTitle: siteName, announcement, defaultTheme, themeSwitch, sidebarBehaviour } = site.config;
  const versionMenu = siteVersionMenuOf(site);
  return {
    sidebarName, sidebarLabel, sidebar, contentVersion: site.version, sections, homeHref: homeHref(site), siteName,
    ...(versionMenu ? { versionMenu } : {}),
    ...(pageId !== null && site.sections.some((section) => section.activeBaseRegex !== undefined) ? { docusaurusRoute: docusaurusRouteOf(site, pageId) } : {}),
    ...(announcement ? { announcement } : {}),
    ...(site.favicon ? { favicon: site.favicon } : {}),
    ...(site.navbarLogo ? { logo: site.navbarLogo } : {}),
    ...(site.config.navbarDark ? { navbarDark: true as const } : {}),
    ...(defaultTheme ? { defaultTheme } : {}),
    ...(themeSwitch === false ? { themeSwitch } : {}),
    ...(site.footer ? { footer: site.footer } : {}),
    ...(sidebarBehaviour ? { sidebarBehaviour } : {}),
    ...(PREVIEW ? { preview: PREVIEW_SCRIPT } : {}),
  };
}

/**
 * Writers' preview: asks every 0.7 s whether the content changed since the page was opened, and
 * reloads it when it did (the browser keeps the scroll position). A server that is away (being
 * restarted) is asked again every 2 s. Sent with the layout's data, so readers' pages do not carry it.
 */
const PREVIEW_SCRIPT = `(function(){var seen;function check(){fetch("/api/content-changes",{cache:"no-store"}).then(function(r){return r.json()}).then(function(d){if(seen!==undefined&&d.token!==seen)return location.reload();seen=d.token;setTimeout(check,700)},function(){setTimeout(check,2000)})}check()})()`;

/**
 * The header's sections on a page of a docs version other than the root's: a `doc` or `docSidebar`
 * item leads to the same doc of that version (and is current on its sidebar), a `docsVersion` item
 * to its first page, labelled with it unless the item has a label of its own, as
 * Docusaurus' items follow the version being read; where the version has no such doc, and on
 * every other page, the site's sections.
 */
function sectionsInVersionOf(site: Site, pageId: string | null): SectionLink[] {
  const place = pageId === null ? undefined : docsPlaceOfPageId(site, pageId);
  const root = rootVersionOf(site.docsVersions);
  if (!place || !root || place === root || !site.docsVersions.includes(place as ServedDocsVersion)) return site.sections;
  const version = place as ServedDocsVersion;
  const inVersion = <Target extends Pick<SectionLink, "label" | "href" | "sidebar" | "followsVersion" | "versionHome">>(target: Target): Target => {
    if (target.versionHome) {
      const label = target.versionHome.ownLabel ? target.label : version.label;
      return { ...target, label, href: version.homeHref, sidebar: site.sidebarOf.get(pageIdFromUrlPath(version.homeHref) ?? "") ?? null };
    }
    if (target.followsVersion === "sidebar" && target.sidebar !== null) {
      const name = `${sidebarNameWithin(target.sidebar, root)}@${place.name}`;
      const first = readingOrder(site.sidebars.get(name) ?? [])[0];
      if (first) return { ...target, href: first.href, sidebar: name };
    }
    const linked = target.followsVersion ? site.pages.get(pageIdFromUrlPath(target.href) ?? "") : undefined;
    const same = linked && docsPlaceOfPageId(site, linked.id) === root ? place.byDocId.get(linked.docId) : undefined;
    return same ? { ...target, href: urlPathFromPageId(same.id), sidebar: site.sidebarOf.get(same.id) ?? null } : target;
  };
  return site.sections.map((section) => ({ ...inVersion(section), ...(section.items ? { items: section.items.map(inVersion) } : {}) }));
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A page's previous and next links: its sidebar neighbours, unless its frontmatter names others
 * (`pagination_prev`/`pagination_next`: a doc or page id, or null for none); each linked page is
 * named as Docusaurus names it: its `pagination_label`, else its `sidebar_label`, else, for a
 * category's page, its title (not the category's label), for a doc item, the item's label. A
 * standalone page has none, as in Docusaurus.
 */
function pager(site: Site, page: PageRecord, items: SidebarItem[], sidebarNeighbours: { previous?: NavLink; next?: NavLink }): { previous?: NavLink; next?: NavLink } {
  if (page.standalone) return {};
  const linkTo = (direction: "prev" | "next", fromSidebar: NavLink | undefined): NavLink | undefined => {
    const target = paginationTargetOf(page.frontmatter, direction);
    if (target === null) return undefined;
    const chosen = target === undefined ? undefined : docOfPageVersion(site, page.id, target) ?? site.pages.get(target);
    if (chosen) return { label: paginationLabelOf(chosen.frontmatter) ?? chosen.sidebarLabel ?? chosen.title, href: urlPathFromPageId(chosen.id) };
    if (!fromSidebar) return undefined;
    const linkedId = pageIdFromUrlPath(fromSidebar.href) ?? "";
    const linked = site.pages.get(linkedId);
    if (!linked) return fromSidebar;
    const ofCategory = pathTo(items, linkedId).at(-1)?.type === "category";
    return { ...fromSidebar, label: paginationLabelOf(linked.frontmatter) ?? linked.sidebarLabel ?? (ofCategory ? linked.title : fromSidebar.label) };
  };
  return { previous: linkTo("prev", sidebarNeighbours.previous), next: linkTo("next", sidebarNeighbours.next) };
}

/** The history's "last updated" with what the page's frontmatter says instead. */
function withLastUpdateOverride(fromHistory: LastUpdate | undefined, override: Partial<LastUpdate>): LastUpdate | undefined {
  const date = override.date ?? fromHistory?.date;
  if (!date) return undefined;
  const author = override.author ?? fromHistory?.author;
  return author ? { date, author } : { date };
}

/** Whether a doc (or a category's generated index) shows breadcrumbs: not when its docs plugin says `breadcrumbs: false`, as in Docusaurus. */
function showsBreadcrumbs(site: Site, page: { standalone?: boolean; docsPluginId?: string }): boolean {
  if (page.standalone) return true;
  if (page.docsPluginId === undefined) return site.config.docsBreadcrumbs !== false;
  return site.config.docsInstances?.find((instance) => instance.id === page.docsPluginId)?.breadcrumbs !== false;
}

/** A doc's "Last updated" without the parts its docs plugin turns off (`showLastUpdateTime: false`, `showLastUpdateAuthor: false`). */
function shownLastUpdate(site: Site, page: PageRecord, lastUpdate: LastUpdate | undefined): Partial<LastUpdate> | undefined {
  const hidden = page.standalone ? undefined
    : page.docsPluginId === undefined ? site.config.docsLastUpdateHidden
    : site.config.docsInstances?.find((instance) => instance.id === page.docsPluginId)?.lastUpdateHidden;
  if (!lastUpdate || !hidden) return lastUpdate;
  const { date, author } = lastUpdate;
  const shown = { ...(hidden.includes("time") ? {} : { date }), ...(author && !hidden.includes("author") ? { author } : {}) };
  return Object.keys(shown).length ? shown : undefined;
}

/** A page the site makes (from sidebars or tags) rather than builds from a file: no outline, no source. */
function madePageData(page: Pick<PageData, "id" | "title" | "html" | "breadcrumbs" | "previous" | "next" | "version"> & { description?: string; keywords?: string[] }): PageData {
  const { previous, next, keywords = [], ...rest } = page;
  return {
    ...rest,
    keywords,
    unlisted: false,
    hideTitle: false,
    titleInContent: false,
    hideTableOfContents: true,
    toc: [],
    headTags: [],
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    canonicalPath: urlPathFromPageId(page.id),
  };
}

/** A category's generated index page: made from the sidebar, so there is nothing to build. */
function generatedIndexData(site: Site, generated: GeneratedIndex): PageData {
  const items = sidebarItemsOf(site, generated.id);
  const version = pageVersionOf(site, generated.id);
  return madePageData({
    ...(version ? { version } : {}),
    ...generated,
    html: generatedIndexHtml(site, generated),
    breadcrumbs: showsBreadcrumbs(site, generated) ? breadcrumbs(items, generated.id) : [],
    ...neighbours(items, generated.id),
  });
}

/** A page made from the pages' tags: the pages of one tag, or the index of all tags. */
function tagPageData(site: Site, tagPage: TagPage): PageData {
  const { id, title, description } = tagPage;
  return madePageData({ id, title, description, html: tagPageHtml(tagPage, site.tagPages, site.pages), breadcrumbs: [] });
}

/** A blog's list page or archive: made from its posts. */
async function blogListData(site: Site, blog: Blog, listPage: BlogListPage): Promise<PageData> {
  const { id, title, description, newer, older } = listPage;
  const openings = listPage.archive || listPage.authors ? [] : await Promise.all(listPage.postIds.map(async (postId) => [postId, await postHtml(site, postId, { opening: true })] as const));
  return madePageData({
    id, title, description, html: blogListHtml(listPage, blog, new Map(openings.flatMap(([postId, opening]) => (opening ? [[postId, opening]] : [])))), breadcrumbs: [],
    ...(newer ? { previous: { label: "Newer posts", href: urlPathFromPageId(newer) } } : {}),
    ...(older ? { next: { label: "Older posts", href: urlPathFromPageId(older) } } : {}),
  });
}

/** The HTML without its first top-level heading, the content's title (`hasContentTitle`), which a blog's layout shows itself. */
function withoutContentTitle(html: string): string {
  return html.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>\n?/, "");
}

/**
 * A post's text as lists and feeds show it, as Docusaurus does: its page's HTML, or with `opening`
 * only up to the truncate marker (all of it without one), less the `# heading` it takes its title
 * from; undefined when the post does not build (a list then shows its opening as text).
 */
export async function postHtml(site: Site, postId: string, { opening = false } = {}): Promise<PostOpening | undefined> {
  const page = site.pages.get(postId);
  if (!page) return undefined;
  try {
    const rendered = await renderPage(page, () => pageSourceOf(page), site);
    const shown = opening ? rendered.listOpening ?? rendered.html.slice(0, rendered.openingLength) : rendered.html;
    const html = withLinksOnThisSite(withDocCardLists(rendered.titleInContent ? withoutContentTitle(shown) : shown, site, postId), site);
    return { html, truncated: opening && rendered.openingLength !== undefined };
  } catch {
    return undefined;
  }
}

/** A blog post's neighbours: the newer post before it, the older after (unlisted posts have none, and are no one's). */
function postNeighbours(blog: Blog, postId: string): { previous?: NavLink; next?: NavLink } {
  const listed = [...blog.posts.values()].filter((post) => !post.unlisted);
  const at = listed.findIndex((post) => post.id === postId);
  if (at === -1) return {};
  const linkTo = (post: BlogPost | undefined) => post && { label: post.title, href: urlPathFromPageId(post.id) };
  const previous = linkTo(listed[at - 1]);
  const next = linkTo(listed[at + 1]);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** A page's tags as links to their pages (a tag whose page is another page's path links nowhere). */
function tagLinksOf(site: Site, page: PageRecord): NavLink[] {
  const under = blogOfPost(site, page.id)?.setting.routeBase ?? docsPlaceOfPageId(site, page.id)?.path ?? "";
  return tagsOf(page.frontmatter).flatMap((tag) => {
    const id = tagPageId(tag, under);
    return site.tagPages.has(id) ? [{ label: tag.label, href: urlPathFromPageId(id) }] : [];
  });
}

/** The 500 answer for a page that cannot be shown: its error page names the problem. */
function pageFailed(pageId: string, title: string, problem: ContentProblem): Response {
  console.error(`page "${pageId}" failed: ${problem.file}:${problem.line}: ${problem.message}`);
  return new Response(JSON.stringify({ pageId, title, problem }), { status: 500, statusText: "Page failed to build" });
}

/**
 * How long a 404 waits for its "did you mean" suggestions. They come from the search index, which
 * the first question after a start or a content change builds: seconds on a large site (2.5 s with
 * one 20 MB page). Past this, the 404 answers without them, and the index goes on building.
 */
const SUGGESTIONS_WAIT_MS = 400;

/** Pages a path that names none may have meant, if the search thread finds them in time; else none. */
async function suggestionsInTime(site: Site, missingId: string): Promise<PageSuggestion[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PageSuggestion[]>((resolve) => (timer = setTimeout(() => resolve([]), SUGGESTIONS_WAIT_MS)));
  try {
    return await Promise.race([pagesLikeOffThread(site, missingId).catch(() => []), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The docs' `path` as Docusaurus gives it to an `editUrl` function, relative from the site's folder to the one it
 * names (`./docs/` is `docs`, as `path.relative` writes it): Tauri's `'./docs/'` made its links `.../docs//guides/...`.
 */
function docsDirPathFromSite(written: string): string {
  if (path.posix.isAbsolute(written)) return written;
  const normalised = path.posix.normalize(written).replace(/\/+$/, "");
  return normalised === "." ? "" : normalised;
}

/**
 * A page's edit link from the config's `editUrl`: a post's of its blog's, a standalone page's of the pages plugin's,
 * a doc's of the docs plugin's, its function called for the doc as Docusaurus calls it (the doc's path in its
 * version's folder, that folder as written from the site's folder, the doc's address).
 */
function configEditUrlOf(site: Site, page: PageRecord, postBlog: ReturnType<typeof blogOfPost>): string | undefined {
  const editUrlFunction = site.config.docsEditUrlFunction;
  if (!postBlog && !page.standalone && editUrlFunction && !EDIT_URL_BASE) {
    // Another docs instance's page is given the main docs' link too, its path read from the docs folder
    // (`../community/intro.md`), which the address's `..` resolution turns into the file's place.
    const version = page.docsPluginId === undefined ? versionOfPageId(site, page.id) : undefined;
    const versionDir = version?.docsDir ?? site.docsFolderDir;
    const docPath = path.relative(versionDir, page.file).split(path.sep).join("/");
    const isCurrent = (version?.name ?? "current") === "current";
    const versionDocsDirPath = isCurrent && site.config.docsPath ? docsDirPathFromSite(site.config.docsPath) : path.relative(site.contentDir, versionDir).split(path.sep).join("/");
    return docEditUrlOf(editUrlFunction, { version: version?.name ?? "current", versionDocsDirPath, docPath, permalink: urlPathFromPageId(page.id) });
  }
  const instanceEditUrl = postBlog || page.standalone ? undefined : instanceEditUrlOf(site, page);
  if (instanceEditUrl) return instanceEditUrl;
  const editUrlBase = postBlog ? postBlog.setting.editUrl : page.standalone ? site.config.pagesEditUrl : site.config.editUrl;
  // The docs folder, which the config's `path` names, not the last version's folder served at the root.
  const docsFolder = path.relative(site.contentDir, site.docsFolderDir);
  const configEditPath = page.standalone ? page.relativePath : configEditPathOf(page.relativePath, docsFolder, site.config.docsPath);
  return editUrlOf(page.relativePath, editUrlBase, configEditPath);
}

/**
 * A docs instance's page's edit link from the instance's own `editUrl`, as Docusaurus makes it: that
 * address, the instance's `path` as written (`../docs/community`, beside the site's folder) and the
 * doc's path in its folder. Undefined for a page of no instance, or of one without its own `editUrl`.
 */
function instanceEditUrlOf(site: Site, page: PageRecord): string | undefined {
  const setting = page.docsPluginId === undefined ? undefined : site.config.docsInstances?.find((instance) => instance.id === page.docsPluginId);
  const served = site.docsInstances.find((instance) => instance.pluginId === page.docsPluginId && !path.relative(instance.docsDir, page.file).startsWith(".."));
  if (!setting?.editUrl || !served) return undefined;
  const inFolder = path.relative(served.docsDir, page.file);
  // A released version's folder is written from the site's folder as the content has it (`community_versioned_docs/version-1.0`).
  const isCurrent = (served.version?.name ?? "current") === "current";
  const written = isCurrent ? setting.path : path.relative(site.contentDir, served.docsDir);
  return editUrlOf(page.relativePath, setting.editUrl, path.join(written, inFolder));
}

/** Everything a page renders; throws a 404 Response for unknown pages and a 500 for broken ones. */
export async function pageData(pageId: string): Promise<PageData> {
  const site = getSite();
  const data = await pageDataOf(site, pageId);
  return site.pagerHidden ? withoutPager(data) : data;
}

/** A page without its previous and next links, for a site whose stylesheet hides Docusaurus' pager. */
function withoutPager(data: PageData): PageData {
  const shown = { ...data };
  delete shown.previous;
  delete shown.next;
  return shown;
}

async function pageDataOf(site: Site, pageId: string): Promise<PageData> {
  const generated = site.generatedIndexes.get(pageId);
  if (generated) return generatedIndexData(site, generated);
  const tagPage = site.tagPages.get(pageId);
  if (tagPage) return tagPageData(site, tagPage);
  const listingBlog = site.blogs.find((blog) => blog.listPages.has(pageId));
  if (listingBlog) return await blogListData(site, listingBlog, listingBlog.listPages.get(pageId)!);
  const page = site.pages.get(pageId);
  const unreadable = page ? undefined : site.unreadable.get(pageId);
  if (unreadable) throw pageFailed(pageId, pageId.split("/").pop() || "Home", unreadable);
  if (!page || !fs.existsSync(page.file)) {
    const notFound = { pageId, suggestions: await suggestionsInTime(site, pageId), searchQuery: nameWordsOf(pageId).join(" ").slice(0, MAX_QUERY_LENGTH) };
    throw new Response(JSON.stringify(notFound), { status: 404, statusText: "Page not found" });
  }
  const pendingLastUpdate = lastUpdateOf(site, page); // runs alongside the render
  let rendered;
  try {
    rendered = await renderPage(page, () => pageSourceOf(page), site);
  } catch (error) {
    if (error instanceof PageBuildError) {
      throw pageFailed(pageId, page.title, error.problem);
    }
    throw error;
  }
  const items = sidebarItemsOf(site, pageId);
  const lifecycle = lifecycleOf(page.frontmatter, page.title);
  const postBlog = blogOfPost(site, pageId);
  const post = postBlog?.posts.get(pageId);
  const { previous, next } = postBlog ? postNeighbours(postBlog, pageId) : pager(site, page, items, neighbours(items, pageId));
  const lastUpdated = shownLastUpdate(site, page, withLastUpdateOverride(await pendingLastUpdate, lastUpdateOverrideOf(page.frontmatter)));
  const customEditUrl = customEditUrlOf(page.frontmatter);
  const editUrl = customEditUrl === undefined ? configEditUrlOf(site, page, postBlog) : customEditUrl ?? undefined;
  // The page's own, else the site's (`themeConfig.image`), as Docusaurus gives every page one.
  const image = (RELATIVE_TO_FILE.test(String(page.frontmatter.image ?? "")) ? imageBesideFile(page, site.contentDir) : socialImageOf(page.frontmatter)) ?? site.config.socialImage;
  const tags = page.unlisted ? [] : tagLinksOf(site, page);
  const version = pageVersionOf(site, pageId);
  // Docusaurus' layout of a standalone page (MDXPage) shows no title: only its content's own h1.
  // A blog post, standalone too, has its title above its byline; an API reference page, the API's.
  const hideTitle = page.frontmatter.hide_title === true || (page.standalone && !postBlog && !page.generated);
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    unlisted: page.unlisted,
    hideTitle,
    // With its title hidden, Docusaurus shows none: an h1 the content draws itself (an OpenAPI
    // page's `<Heading as="h1">`) is then the page's only one, without the layout's hidden one.
    // A post's `# heading` is taken out, as Docusaurus' blog takes it: the layout shows the title
    // above the byline, where the post kept it below (after its cover image too).
    titleInContent: !post && (rendered.titleInContent || (hideTitle && containsHeading1(rendered.html))),
    hideTableOfContents: page.frontmatter.hide_table_of_contents === true,
    html: withLinksOnThisSite(withDocCardLists(post && rendered.titleInContent ? withoutContentTitle(rendered.html) : rendered.html, site, pageId), site),
    toc: tocWithin(rendered.toc, tocLevelsOf(page.frontmatter, site.config.tocLevels)),
    headTags: rendered.head,
    breadcrumbs: postBlog
      ? [{ label: postBlog.setting.title, href: urlPathFromPageId(postBlog.setting.routeBase) }, { label: page.title, href: urlPathFromPageId(pageId) }]
      : showsBreadcrumbs(site, page) ? breadcrumbs(items, pageId) : [],
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    ...(lifecycle ? { lifecycle: { product: lifecycle.product, event: lifecycle.event, date: lifecycle.date, ...lifecycleMessage(lifecycle, today()) } } : {}),
    canonicalPath: urlPathFromPageId(page.id),
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    ...(image ? { image } : {}),
    ...(tags.length ? { tags } : {}),
    markdownPath: markdownUrlPathFromPageId(page.id),
    ...(version ? { version } : {}),
    ...(post ? { post: { date: post.date, authors: post.authors, ...(post.readingMinutes === undefined ? {} : { readingMinutes: post.readingMinutes }) }, pagerCaptions: { previous: "Newer post", next: "Older post" } } : {}),
  };
}

/** Where a page of one version is in another: the doc with its id there, else the page at its path there; undefined when it has neither. */
function sameDocIn(site: Site, pageId: string, from: ServedDocsVersion | ServedDocsInstance, to: ServedDocsVersion | ServedDocsInstance): string | undefined {
  const docId = site.pages.get(pageId)?.docId;
  const byDocId = docId === undefined ? undefined : to.byDocId.get(docId);
  if (byDocId) return urlPathFromPageId(byDocId.id);
  const withinVersion = from.path === "" ? pageId : pageId.slice(from.path.length + 1);
  const samePath = underVersion(withinVersion, { name: to.name, path: to.path });
  return servesPage(site, samePath) ? urlPathFromPageId(samePath) : undefined;
}

/** Whether the header shows the version menu: the config's navbar has one (`docsVersionDropdown`), or the content has no navbar of its own. */
function hasVersionMenu(site: Site): boolean {
  const items = site.config.navbarItems;
  return items === null || items.some((item) => (item as { type?: unknown } | null)?.type === "docsVersionDropdown");
}

/**
 * The header's version menu on a page of no version: the versions, each leading to its first page. Docs that are not
 * versioned have a menu too when the config's links before or after their one version make more than one entry, as
 * Docusaurus draws its menu then (Tauri's "v1" menu leads to the docs of its next major version, "v2 (Beta)"); undefined without one.
 */
function siteVersionMenuOf(site: Site): PageVersion["menu"] {
  if (!hasVersionMenu(site)) return undefined;
  const root = rootVersionOf(site.docsVersions);
  if (root) return withVersionMenuExtras(site, site.docsVersions.map((version) => ({ label: version.label, href: version.homeHref, current: version === root })));
  const { before, after } = site.versionMenuExtras;
  if (!site.docsHome || before.length + after.length === 0) return undefined;
  return withVersionMenuExtras(site, [{ label: site.docsHome.label, href: site.docsHome.homeHref, current: true }]);
}

/** The version menu's entries: the versions, between the config's links before and after them (`dropdownItemsBefore`/`After`). */
function withVersionMenuExtras(site: Site, versions: NonNullable<PageVersion["menu"]>): NonNullable<PageVersion["menu"]> {
  const asEntry = ({ label, href, external }: SectionLink) => ({ label, href, current: false, ...(external ? { external } : {}) });
  return [...site.versionMenuExtras.before.map(asEntry), ...versions, ...site.versionMenuExtras.after.map(asEntry)];
}

/** A page's docs version, its banner and the version menu; undefined when the docs are not versioned. */
function pageVersionOf(site: Site, pageId: string): PageVersion | undefined {
  const place = docsPlaceOfPageId(site, pageId);
  if (place && "pluginId" in place) return instancePageVersionOf(site, pageId, place);
  const version = versionOfPageId(site, pageId);
  if (!version) return undefined;
  const root = rootVersionOf(site.docsVersions)!;
  const sameDocHref = (other: ServedDocsVersion) => (other === version ? urlPathFromPageId(pageId) : sameDocIn(site, pageId, version, other));
  const hrefIn = (other: ServedDocsVersion) => sameDocHref(other) ?? other.homeHref;
  return {
    label: version.label,
    badge: version.badge,
    ...(version.banner ? { banner: { kind: version.banner, latest: { label: root.label, href: hrefIn(root) }, latestHasPage: sameDocHref(root) !== undefined } } : {}),
    ...(hasVersionMenu(site) ? { menu: withVersionMenuExtras(site, site.docsVersions.map((other) => ({ label: other.label, href: hrefIn(other), current: other === version }))) } : {}),
  };
}

/**
 * The version of a page of a versioned docs plugin instance: its badge and banner, as Docusaurus
 * shows them on the instance's own pages (the header's menu is the main docs'); none when the
 * instance is not versioned.
 */
function instancePageVersionOf(site: Site, pageId: string, instance: ServedDocsInstance): PageVersion | undefined {
  const { version } = instance;
  const last = site.docsInstances.find((other) => other.pluginId === instance.pluginId && other.otherVersion === undefined);
  if (!version || !last?.version) return undefined;
  const sameDocHref = (other: ServedDocsInstance) => (other === instance ? urlPathFromPageId(pageId) : sameDocIn(site, pageId, instance, other));
  const latestHref = sameDocHref(last);
  return {
    label: version.label,
    badge: version.badge,
    ...(version.banner ? { banner: { kind: version.banner, latest: { label: last.version.label, href: latestHref ?? last.homeHref }, latestHasPage: latestHref !== undefined } } : {}),
  };
}

/** A path written relative to the file it is in: `./img/card.png`, `../shared/card.png`. */
const RELATIVE_TO_FILE = /^\.\.?\//;

/**
 * A frontmatter `image` written relative to the page's file (`./img/card.png`, as Docusaurus' own
 * posts write their social cards), as Docusaurus resolves it: that file's URL on the site; none
 * for a file the content lacks (not the site's root path, where Docusaurus never looks).
 */
function imageBesideFile(page: PageRecord, contentDir: string): string | undefined {
  const file = path.resolve(path.dirname(page.file), String(page.frontmatter.image));
  return fs.existsSync(file) ? contentAssetUrl(contentDir, file) : undefined;
}
