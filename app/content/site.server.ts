// The current version of the content: page index, sidebars, redirects and their problems, built once per
// content version. Folder watchers mark the snapshot stale on any change in the content folder,
// and the next request rebuilds it; edits to an existing page are also caught by the per-request
// hash check in bundle.server.ts, so a page is never served stale even before the watcher fires.
import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR, docsFolderOf } from "./config.server";
import { isReactPageFile, standalonePageIdOf, STANDALONE_PAGES_DIR } from "./docusaurus-ids";
import { hashText } from "./hash.server";
import { apiReferencePageOf } from "./openapi-reference.server";
import { docFileMatcher, listFiles, type PageIndex, type PageRecord } from "./pages.server";
import { EXTERNAL_URL, loadRedirects, type RawRedirect } from "./redirects.server";
import { loadNetlifyRedirects } from "./netlify-redirects.server";
import { reactPageRedirectsOf } from "./react-page-redirects.server";
import type { LoadedSidebars, SidebarSiteLink } from "./sidebars.server";
import { hiddenSidebarClassesOf, hidesPager, missingCustomCssOf, themedImageEndingsOfSite, withHiddenClasses, withThemedImages } from "./hidden-sidebar-classes.server";
import { lineMentioning, type ContentProblem } from "./problems";
import { tagPagesOf, type TagPage } from "./tags.server";
import { themeComponentsOf } from "./theme-components.server";
import { siteCodeLanguagesOf } from "./site-code-languages.server";
import { linkContext, type LinkContext, type PluginFolder } from "./markdown-plugins.server";
import { generatedPagesNote, sectionLinksOf, unservedRouteNote, versionMenuExtrasOf, type DocusaurusRoute, type SectionLink, type SectionTargets, type VersionMenuExtras } from "./sections";
import { footerOf, type Footer } from "./footer";
import type { PageConfig } from "./page-config";
import { clientRedirectsOf } from "./client-redirects.server";
import { configPlaceOf, loadConfigFile, type RawConfigFile } from "./config-file.server";
import { defaultLocaleTranslationProblems, severityAsConfigured, siteConfigOf, type BrokenLinkAction, type NavbarLogo, type SiteConfig } from "./site-config.server";
import { pageConfigOf } from "./page-config.server";
import { sidebarItemsGeneratorOf, type PluginRoute } from "./config-plugins.server";
import { pageLinkOf } from "./rendered-html";
import type { SidebarItem } from "./sidebar-tree";
import { pageIdFromUrlPath, urlPathFromPageId } from "./urls";
import { loadBlog, type Blog } from "./blog.server";
import { docsInstancesOf } from "./docs-instances.server";
import { staticFileOf, staticFoldersOf } from "./static-files.server";
import { clientDocsVersionsOf, currentVersionLabelOf, docsVersionsOf, indexVersions, instanceOfPage, rootVersionOf, rootVersionRouteOf, withDocsVersions, type ServedDocsInstance, type ServedDocsVersion } from "./versions.server";

export interface Site extends PageIndex, LoadedSidebars {
  contentDir: string;
  /** The folder of the docs served at the root: the last version's, with versioned docs. */
  docsDir: string;
  /** The docs folder itself (the config's docs `path`, the version being written), whichever version the root serves. */
  docsFolderDir: string;
  /** Changes whenever any page or sidebar changes: part of derived caches' keys. */
  version: string;
  /** Old page id -> the Location of its 301 (from redirects.json). */
  redirects: Map<string, string>;
  problems: ContentProblem[];
  /** Absolute page file -> its URL path. */
  urlByFile: Map<string, string>;
  links: LinkContext;
  /** Pages made from the pages' `tags`: /tags and /tags/<tag>, by page id. */
  tagPages: Map<string, TagPage>;
  /** The main sections: the header's links. */
  sections: SectionLink[];
  /** The links the header's version menu shows above and below its versions. */
  versionMenuExtras: VersionMenuExtras;
  /** Where the docs start and the name of their version (`versions.current.label`, else "Next"), whether versioned or not; absent without docs. */
  docsHome?: { label: string; homeHref: string };
  /** The config's footer; absent without one (as in Docusaurus). */
  footer?: Footer;
  /** The React pages of src/pages by the page id of their address (`help` -> `src/pages/help.js`): Docusaurus serves them, this site does not. */
  reactPages: Map<string, string>;
  /** The config's `favicon` that pages link (a URL, or a path of static/); absent: this site's own icon. */
  favicon?: string;
  /** The config's navbar logo, its images those static/ has; absent: the header's own mark. */
  navbarLogo?: NavbarLogo;
  /** What the site uses of docusaurus.config.js (defaults without one). */
  config: SiteConfig;
  /** The config it was read from; null without one, or when it does not load and none loaded before. */
  configFile: RawConfigFile | null;
  /** What page builds may read of the config. */
  pageConfig: PageConfig;
  /** The docs versions (versioned docs), in Docusaurus' order (the docs folder's, then the newest release's...); none when the content is not versioned. */
  docsVersions: ServedDocsVersion[];
  /** The path Docusaurus serves the root version's pages under in the docs route (`canary`), when the config gives it one. */
  rootVersionRoute?: string;
  /** The docs plugin's other instances (`community`), each served under its route. */
  docsInstances: ServedDocsInstance[];
  /** The folders of the docs versions other than the root's, and of the other instances. */
  otherDocsDirs: string[];
  /** The folders of the content plugins besides the main docs (blogs, other docs instances), whose Markdown file links Docusaurus resolves among their own files only. */
  pluginFolders: PluginFolder[];
  /** The blogs (their posts are among the pages), the default one first; a blog without posts is none. */
  blogs: Blog[];
  /** The site's own stylesheet hides Docusaurus' previous/next pager (`.pagination-nav { display: none }`): pages show none. */
  pagerHidden?: true;
}

/**
 * Where a page id's doc is from: another docs plugin instance (its page's, else the one whose route
 * it is under), else its docs version (see versionOfPageId); none for standalone and tag pages.
 */
export function docsPlaceOfPageId(site: Pick<Site, "docsVersions" | "docsInstances" | "pages" | "tagPages">, pageId: string): ServedDocsVersion | ServedDocsInstance | undefined {
  const page = site.pages.get(pageId);
  if (page?.standalone || site.tagPages.has(pageId)) return undefined;
  const instance = page ? instanceOfPage(site.docsInstances, page) : longestPlaceOver(site.docsInstances, pageId);
  if (instance || page?.docsPluginId !== undefined) return instance;
  if (site.docsVersions.length === 0) return undefined;
  return longestPlaceOver(site.docsVersions, pageId) ?? rootVersionOf(site.docsVersions);
}

/** Of places served under a path of their own, the one whose path a page id is under most closely. */
function longestPlaceOver<Place extends { path: string }>(places: Place[], pageId: string): Place | undefined {
  const under = places.filter((place) => place.path !== "" && (pageId === place.path || pageId.startsWith(`${place.path}/`)));
  return under.sort((a, b) => b.path.length - a.path.length)[0];
}

/** The docs version a page id is of: the other version whose path it is under, else the root's; none for standalone and tag pages, and other instances' docs. */
export function versionOfPageId(site: Pick<Site, "docsVersions" | "docsInstances" | "pages" | "tagPages">, pageId: string): ServedDocsVersion | undefined {
  const place = docsPlaceOfPageId(site, pageId);
  return place && "pluginId" in place ? undefined : place;
}

/** The doc a page names by Docusaurus id (`pagination_next: intro`): of the page's own docs version or instance, as ids repeat in each. */
export function docOfPageVersion(site: Pick<Site, "docsVersions" | "docsInstances" | "pages" | "tagPages" | "byDocId">, pageId: string, docId: string): PageRecord | undefined {
  return (docsPlaceOfPageId(site, pageId)?.byDocId ?? site.byDocId).get(docId);
}

/** The tag pages of each docs version's and docs plugin instance's pages, under its path (standalone pages' tags are the root's). */
function versionedTagPages(docsVersions: ServedDocsVersion[], docsInstances: ServedDocsInstance[], index: Pick<Site, "pages" | "generatedIndexes">): Map<string, TagPage> {
  const byVersionPath = new Map<string, PageRecord[]>();
  for (const page of index.pages.values()) {
    const instance = page.docsPluginId === undefined ? undefined : instanceOfPage(docsInstances, page);
    const under = instance?.path ?? docsVersions.find((version) => version.name === page.otherVersion)?.path ?? "";
    (byVersionPath.get(under) ?? byVersionPath.set(under, []).get(under)!).push(page);
  }
  const isTaken = (id: string) => index.pages.has(id) || index.generatedIndexes.has(id);
  return new Map([...byVersionPath].flatMap(([under, pages]) => [...tagPagesOf(pages, under, isTaken)]));
}

/**
 * A blog's sidebar of recent posts, on its posts and list pages (not the archive), named by its
 * title (`<title>@<route>` when a sidebar has that name); none when the blog asks for none.
 */
function addRecentPostsSidebar(blog: Blog, index: { sidebars: Map<string, SidebarItem[]>; sidebarOf: Map<string, string> }): void {
  const title = blog.setting.sidebarTitle;
  const name = index.sidebars.has(title) ? `${title}@${blog.setting.routeBase}` : title;
  if (blog.recentPosts.length === 0 || index.sidebars.has(name)) return;
  index.sidebars.set(name, blog.recentPosts);
  const listPageIds = [...blog.listPages.values()].filter((listPage) => !listPage.archive).map((listPage) => listPage.id);
  for (const id of [...blog.posts.keys(), ...listPageIds]) index.sidebarOf.set(id, name);
}

/** Whether an id names something the site serves: a page, a category's index, a tag page or a blog's list page. */
export function servesPage(site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs">, id: string): boolean {
  return site.pages.has(id) || site.generatedIndexes.has(id) || site.tagPages.has(id) || site.blogs.some((blog) => blog.listPages.has(id));
}

/** The blog a post is of; none for any other page. */
export function blogOfPost(site: Pick<Site, "blogs">, pageId: string): Blog | undefined {
  return site.blogs.find((blog) => blog.posts.has(pageId));
}

/**
 * The page a path written for Docusaurus' URLs names, as this site serves docs at the root: a path
 * under the config's `baseUrl` (`support/docs/x` -> `docs/x`: Docusaurus does not add the base
 * again to a link that has it), then under its docs route (`docs/x` -> `x`: Docusaurus serves docs
 * under `routeBasePath`, `docs` by default); undefined when a page has the path itself, or the
 * rest names none.
 */
export function pageUnderDocusaurusRoutes(site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs" | "config" | "rootVersionRoute">, id: string): string | undefined {
  if (servesPage(site, id)) return undefined;
  const rest = withoutFolder(id, site.config.baseUrlPath);
  if (rest !== undefined && servesPage(site, rest)) return rest;
  const inDocs = site.config.docsRouteBase ? withoutFolder(rest ?? id, site.config.docsRouteBase) : rest ?? id;
  if (inDocs !== undefined && servesPage(site, inDocs)) return inDocs;
  // Then under the root version's own path, which Docusaurus serves it under (`docs/canary/x` -> `x`).
  const inRootVersion = inDocs === undefined ? undefined : withoutFolder(inDocs, site.rootVersionRoute);
  return inRootVersion !== undefined && servesPage(site, inRootVersion) ? inRootVersion : undefined;
}

/**
 * A path, or the start of one, written for Docusaurus' URLs (a navbar item's `activeBasePath`,
 * `docs/guides/`) as this site serves it (`/guides/`): without the config's base URL, the docs'
 * route and the root version's own path, as pageUnderDocusaurusRoutes reads a page's path.
 */
export function sitePathOfDocusaurusPath(site: Pick<Site, "config" | "rootVersionRoute">, written: string): string {
  const id = written.replace(/^\/+|\/+$/g, "");
  const rest = withoutFolder(id, site.config.baseUrlPath) ?? id;
  const inDocs = withoutFolder(rest, site.config.docsRouteBase) ?? rest;
  const inRootVersion = withoutFolder(inDocs, site.rootVersionRoute) ?? inDocs;
  const trailingSlash = written.endsWith("/") && inRootVersion !== "" ? "/" : "";
  return urlPathFromPageId(inRootVersion) + trailingSlash;
}

/** Whether Docusaurus serves the page under the main docs' route: a doc of the main docs, in any version. */
function isMainDoc(site: Pick<Site, "blogs">, page: PageRecord): boolean {
  return !page.standalone && page.docsPluginId === undefined && !blogOfPost(site, page.id);
}

/**
 * How the address of the page `pageId` here becomes its address on the Docusaurus site (its base
 * URL, and the docs' route for a main docs page or generated index), as a navbar item's
 * `activeBaseRegex` is written against it. The same for every page of one sidebar.
 */
export function docusaurusRouteOf(site: Pick<Site, "pages" | "generatedIndexes" | "blogs" | "config" | "pageConfig">, pageId: string): DocusaurusRoute {
  const page = site.pages.get(pageId);
  const underDocs = page ? isMainDoc(site, page) : site.generatedIndexes.has(pageId);
  const parts = [site.config.baseUrlPath, underDocs ? site.config.docsRouteBase : ""].filter(Boolean);
  return { prefix: parts.length ? `/${parts.join("/")}` : "", ...(site.pageConfig.trailingSlash ? { trailingSlash: true as const } : {}) };
}

/**
 * The paths Docusaurus serves this site's pages at, as its plugins see them (without `baseUrl`):
 * the main docs under their route (`/docs/intro`, this site's `/intro`), anything else where it is.
 */
function docusaurusRoutePaths(site: Pick<Site, "pages" | "generatedIndexes" | "blogs" | "config">): string[] {
  const underDocsRoute = (id: string) => "/" + [site.config.docsRouteBase, id].filter(Boolean).join("/");
  const pagePaths = [...site.pages.values()].map((page) => (isMainDoc(site, page) ? underDocsRoute(page.id) : urlPathFromPageId(page.id)));
  const listPaths = site.blogs.flatMap((blog) => [...blog.listPages.keys()]).map(urlPathFromPageId);
  return [...pagePaths, ...[...site.generatedIndexes.keys()].map(underDocsRoute), ...listPaths];
}

/**
 * A client redirect written in Docusaurus' paths, in this site's: its `from` under the docs' route
 * without it (Docusaurus' `/docs/old` is this site's `/old`), its `to` the page it names there. A
 * `from` whose path without the route names a page Docusaurus serves out of the docs (the home page,
 * for the route's own root `/docs/`) keeps its path: there it is no page, and the redirect applies.
 */
function redirectOnThisSite(redirect: RawRedirect, site: Parameters<typeof pageUnderDocusaurusRoutes>[0]): RawRedirect {
  const outOfTheDocs = (id: string) => {
    const page = site.pages.get(id);
    return page !== undefined && !isMainDoc(site, page);
  };
  const onThisSite = (value: unknown, isTarget: boolean): unknown => {
    if (typeof value !== "string") return value;
    const [, pathPart, rest] = /^([^?#]*)(.*)$/s.exec(value)!;
    const id = EXTERNAL_URL.test(pathPart) ? null : pageIdFromUrlPath(pathPart);
    if (id === null) return value;
    const underDocsRoute = withoutFolder(id, site.config.docsRouteBase);
    const moved = isTarget ? pageUnderDocusaurusRoutes(site, id) ?? (servesPage(site, id) ? undefined : pageInOtherCase(site, id)) : underDocsRoute !== undefined && outOfTheDocs(underDocsRoute) ? undefined : underDocsRoute;
    return moved === undefined ? value : urlPathFromPageId(moved) + rest;
  };
  return { ...redirect, from: onThisSite(redirect.from, false), to: onThisSite(redirect.to, true) };
}

/** Where a moved page's path sends the reader (redirects.json, client redirects), also when written under Docusaurus' docs route. */
export function redirectOf(site: Pick<Site, "redirects" | "config">, id: string): string | undefined {
  const underDocsRoute = withoutFolder(id, site.config.docsRouteBase);
  return site.redirects.get(id) ?? (underDocsRoute === undefined ? undefined : site.redirects.get(underDocsRoute));
}

/** The page config with the docs folders read in place of a `path` out of the content folder, which pages' imports depend on. */
function withLaidOutDocs(pageConfig: PageConfig, folders: string[]): PageConfig {
  return { ...pageConfig, ...(folders.length ? { laidOutDocsFolders: folders } : {}), fingerprints: { ...pageConfig.fingerprints, laidOutDocs: hashText(JSON.stringify(folders)) } };
}

/**
 * The address of an image the config names (its `favicon`, its navbar logo) for pages to link: a URL
 * as written, a path when static/ has the file (Docusaurus links it from the site's base, where
 * static/ is served); else undefined.
 */
function configImageOf(contentDir: string, pageConfig: PageConfig, written: string | undefined): string | undefined {
  if (!written || /^https?:\/\//i.test(written)) return written;
  return staticFileOf(contentDir, pageConfig, written) ? written : undefined;
}

/** The navbar logo whose images static/ has; `report` hears of each it lacks (without its `src`, no logo). */
function navbarLogoIn(contentDir: string, pageConfig: PageConfig, logo: NavbarLogo | undefined, report: (written: string, consequence: string) => void): NavbarLogo | undefined {
  if (!logo) return undefined;
  if (!configImageOf(contentDir, pageConfig, logo.src)) {
    report(logo.src, "the header shows the site's name alone");
    return undefined;
  }
  if (logo.srcDark && !configImageOf(contentDir, pageConfig, logo.srcDark)) {
    report(logo.srcDark, "the dark theme shows the light logo");
    const { srcDark: _absent, ...light } = logo;
    return light;
  }
  return logo;
}

/**
 * The navbar logo with its `href` (where Docusaurus' logo leads) kept when it leads somewhere: an
 * http(s) address, or a path of the site that is a page (or redirects to one). One that leads to
 * no page is dropped, the logo leading home, and `report` hears of it at its line.
 */
function navbarLogoLeadingSomewhere(logo: NavbarLogo | undefined, leadsToPage: (pageId: string) => boolean, report: (message: string, mentioned: string) => void): NavbarLogo | undefined {
  if (!logo?.href || /^https?:\/\//i.test(logo.href)) return logo;
  const pageId = decodeURIComponent(logo.href.replace(/[?#].*$/, "")).replace(/^\/+|\/+$/g, "");
  if (leadsToPage(pageId)) return logo;
  const { href, ...home } = logo;
  report(`the navbar logo's href "${href}" leads to no page of the site; the logo leads to the home page instead`, href);
  return home;
}

/** Each page file's id by its lowercase form, for the ids no other page shares in that form. */
const pageIdsByLowercase = new WeakMap<PageIndex["pages"], Map<string, string | null>>();

/**
 * The page a path names in another case (`Setup/Install` for `setup/install`, also written for
 * Docusaurus' URLs, `/docs/Setup/install`), as Docusaurus' router matches paths whatever their
 * case; undefined when none, or when two pages share that lowercase form.
 */
export function pageInOtherCase(site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs" | "config" | "rootVersionRoute">, id: string): string | undefined {
  let byLowercase = pageIdsByLowercase.get(site.pages);
  if (!byLowercase) {
    byLowercase = new Map();
    for (const pageId of site.pages.keys()) byLowercase.set(pageId.toLowerCase(), byLowercase.has(pageId.toLowerCase()) ? null : pageId);
    pageIdsByLowercase.set(site.pages, byLowercase);
  }
  // As pageUnderDocusaurusRoutes reads a path: as written, under the base, then the docs' route, then the root version's path.
  const folder = (name: string | undefined) => name?.toLowerCase();
  const lowercase = id.toLowerCase();
  const rest = withoutFolder(lowercase, folder(site.config.baseUrlPath));
  const inDocs = withoutFolder(rest ?? lowercase, folder(site.config.docsRouteBase));
  const inRootVersion = inDocs === undefined ? undefined : withoutFolder(inDocs, folder(site.rootVersionRoute));
  const candidates = [lowercase, rest, inDocs, inRootVersion].filter((candidate): candidate is string => candidate !== undefined);
  const found = candidates.map((candidate) => byLowercase.get(candidate)).find((pageId) => pageId);
  return found && found !== id ? found : undefined;
}

/**
 * Whether a path is the config's `baseUrl` alone (`support` for `baseUrl: '/support/'`), where
 * Docusaurus serves the site's home page: this site's home is `/`. False when a page has the path.
 */
export function isBaseUrlHome(site: Pick<Site, "pages" | "generatedIndexes" | "tagPages" | "blogs" | "config">, id: string): boolean {
  return withoutFolder(id, site.config.baseUrlPath) === "" && !servesPage(site, id);
}

/**
 * The file of the content's static folders that a path written with the config's `baseUrl` names
 * (`docs/gif/demo.mp4` -> `gif/demo.mp4`), or undefined. Docusaurus serves static/ under the base,
 * and markup it leaves as written (`<video src="/docs/gif/demo.mp4">`) carries the base; this site
 * serves static/ at the root.
 */
export function staticFileUnderBaseUrl(site: Pick<Site, "contentDir" | "config" | "pageConfig">, id: string): string | undefined {
  const rest = withoutFolder(id, site.config.baseUrlPath);
  if (!rest) return undefined;
  return staticFileOf(site.contentDir, site.pageConfig, rest) ? rest : undefined;
}

/** A path without a leading folder (`a/b` without `a` is `b`; `a` without `a` is ``), or undefined when it is not under it. */
function withoutFolder(id: string, folder: string | undefined): string | undefined {
  if (!folder) return undefined;
  if (id === folder) return "";
  return id.startsWith(`${folder}/`) ? id.slice(folder.length + 1) : undefined;
}

/**
 * The sidebar `link` items whose path names no page, as errors (sidebars are on every page), or as
 * the config's `onBrokenLinks` has Docusaurus treat them: "warn" builds the site and prints them.
 * `/` leads somewhere while the site has sections. One to a React page of src/pages names it, as
 * Docusaurus serves that page and this site does not.
 */
function brokenSidebarLinks(
  links: SidebarSiteLink[],
  leadsSomewhere: (pageId: string) => boolean,
  targets: Pick<SectionTargets, "reactPageOf" | "pluginRouteOf">,
  action: BrokenLinkAction | undefined,
): ContentProblem[] {
  return links.flatMap(({ href, where, file, line }) => {
    // Read as a page's links are: a file (`/files/guide.pdf`) or the site's own routes are no page to check.
    const link = pageLinkOf(href, "", leadsSomewhere);
    if (link === null || (link.pageId !== null && leadsSomewhere(link.pageId))) return [];
    const target = (link.pageId === null ? undefined : unservedRouteNote(link.pageId, targets, "link")) ?? "no page of this content";
    return [{ file, line, severity: severityAsConfigured("error", action), kind: "sidebar", message: `${where}: link "${href}" leads to ${target}` }];
  });
}

/**
 * The content's docusaurus.config.js and what is wrong with it. One that does not load leaves the
 * site with the config that last loaded (`lastLoaded`), else with none.
 */
function configOf(contentDir: string, lastLoaded: RawConfigFile | null | undefined): { configFile: RawConfigFile | null; problems: ContentProblem[] } {
  const loaded = loadConfigFile(contentDir);
  if (loaded === null || "raw" in loaded) return { configFile: loaded, problems: [] };
  const kept = lastLoaded ? "; the config last loaded is used until it loads" : "; the site uses its defaults until it loads";
  return { configFile: lastLoaded ?? null, problems: [{ ...loaded, message: loaded.message + kept }] };
}

/**
 * The folder of standalone pages (Docusaurus' src/pages), when the content folder is a site with a
 * docs/ folder; a docs folder passed on its own has none (its src/pages would be docs).
 */
function standalonePagesDirOf(contentDir: string, docsDir: string): string | undefined {
  return docsDir === contentDir ? undefined : path.join(contentDir, STANDALONE_PAGES_DIR);
}

/**
 * The React pages of src/pages (`glossary.js`) by the page id of their address: Docusaurus serves
 * them, this site does not (see pages.server.ts), so a link to one leads nowhere here.
 */
function reactPagesIn(contentDir: string, pagesDir: string | undefined): Map<string, string> {
  if (pagesDir === undefined || !fs.existsSync(pagesDir)) return new Map();
  const reactFiles = listFiles(pagesDir, contentDir).files.filter(isReactPageFile);
  return new Map(reactFiles.map((file) => [standalonePageIdOf(file.replace(/\.[jt]sx?$/i, ".md")), `${STANDALONE_PAGES_DIR}/${file}`]));
}

/** The config's plugin route a link's path is, or is under (read under the base, as Docusaurus serves it), or undefined. */
export function pluginRouteOfLink(pageId: string, site: Pick<Site, "config">, routes: PluginRoute[] = site.config.pluginRoutes ?? []): PluginRoute | undefined {
  const base = site.config.baseUrlPath;
  const withoutBase = base && pageId.startsWith(`${base}/`) ? pageId.slice(base.length + 1) : pageId;
  return routes.find(({ route, exact }) => withoutBase === route || (!exact && withoutBase.startsWith(`${route}/`)));
}

/** Why the main docs lack a doc (or folder) at `docPath` of their folder that a plugin of the config writes when the site is built; undefined for another. */
function generatedDocsNote(docPath: string, config: Site["config"]): string | undefined {
  const route = pluginRouteOfLink([config.docsRouteBase, docPath].filter(Boolean).join("/"), { config }, (config.pluginRoutes ?? []).filter((candidate) => candidate.generated));
  return route && generatedPagesNote(route);
}

/** The React page a link's path names, read as Docusaurus' routes are (under the base, then the docs route), or undefined. */
export function reactPageOfLink(pageId: string, site: Pick<Site, "config" | "reactPages">): string | undefined {
  const under = (id: string, folder: string | undefined) => (folder && id.startsWith(`${folder}/`) ? id.slice(folder.length + 1) : id);
  const withoutBase = under(pageId, site.config.baseUrlPath);
  return site.reactPages.get(pageId) ?? site.reactPages.get(withoutBase) ?? site.reactPages.get(under(withoutBase, site.config.docsRouteBase));
}

/**
 * The main docs' sidebars file (from the content folder) that the docs plugin's `sidebarPath` names;
 * undefined without one, and with a `problem` when it is not a file of the content folder: then the
 * usual `sidebars.js` (or its other names) is read.
 */
function mainSidebarsFileOf(contentDir: string, sidebarPath: string | undefined): { file?: string; problem?: string } {
  if (sidebarPath === undefined) return {};
  const file = path.relative(contentDir, path.resolve(contentDir, sidebarPath));
  if (file.startsWith("..") || path.isAbsolute(file) || !fs.statSync(path.join(contentDir, file), { throwIfNoEntry: false })?.isFile()) {
    return { problem: `the docs' sidebarPath "${sidebarPath}" is not a file of the content folder; the sidebars are read from sidebars.js` };
  }
  return { file };
}

/** A matcher taking no file for a page: the main docs' when the config turns them off (`docs: false`). */
const noFile = () => false;

/**
 * Builds the snapshot of a content folder (also used by the checker and scripts). `previous`: the
 * snapshot it replaces, whose sidebars file and config stand in for ones that no longer load.
 */
export function loadSite(folder: string, previous?: Site): Site {
  const contentDir = path.resolve(folder);
  // The config first: its docs `path` says where the pages are.
  const { configFile, problems: configLoadProblems } = configOf(contentDir, previous?.configFile);
  const { config, problems: configOwnProblems } = siteConfigOf(configFile);
  const missingFileProblems: ContentProblem[] = [];
  const reportMissingFile = (needle: string, message: string) => {
    if (configFile) missingFileProblems.push({ file: configFile.file, line: lineMentioning(configFile.source, needle), severity: "warning", kind: "config", message });
  };
  const { pageConfig: configPageConfig, problems: pageConfigProblems } = pageConfigOf(configFile, themeComponentsOf(contentDir), siteCodeLanguagesOf(contentDir));
  const favicon = configImageOf(contentDir, configPageConfig, config.favicon);
  if (favicon === undefined && config.favicon) reportMissingFile("favicon", `favicon "${config.favicon}" is not a file of static/; pages keep this site's own icon`);
  // Docusaurus links the site's picture from every page without looking for it: a template's card left named once its file is gone.
  // One written with the site's base in front (`/docs/img/card.png`) is found under it, as the page's link leads there.
  const socialImageFound = (image: string) =>
    configImageOf(contentDir, configPageConfig, image) !== undefined || staticFileUnderBaseUrl({ contentDir, config, pageConfig: configPageConfig }, image.replace(/^\//, "")) !== undefined;
  if (config.socialImage && !socialImageFound(config.socialImage)) {
    reportMissingFile(config.socialImage.replace(/^\//, ""), `themeConfig.image "${config.socialImage}" is not a file of static/; every page names it as the picture of shared links (og:image), which find none (Docusaurus names it without a word)`);
  }
  for (const stylesheet of missingCustomCssOf(contentDir, configFile)) {
    reportMissingFile(stylesheet, `customCss "${stylesheet}" is not a file of the content folder: Docusaurus stops its build on it ("Module not found"), and the rules of it that hide sidebar entries or the pager are not read here`);
  }
  const navbarLogo = navbarLogoIn(contentDir, configPageConfig, config.navbarLogo, (written, consequence) => reportMissingFile(written.replace(/^\//, ""), `the navbar logo "${written}" is not a file of static/; ${consequence}`));
  const configProblems = [...configOwnProblems, ...missingFileProblems, ...defaultLocaleTranslationProblems(contentDir, configFile)];
  // A folder with a config (one that loads or not) is a Docusaurus site, whose docs are in docs/.
  const docsFolder = docsFolderOf(contentDir, config.docsPath, configFile !== null || configLoadProblems.length > 0);
  const docsDir = docsFolder.dir;
  const docsPathProblems: ContentProblem[] =
    docsFolder.problem && configFile ? [{ file: configFile.file, line: lineMentioning(configFile.source, config.docsPath ?? ""), severity: docsFolder.laidOut ? "notice" : "warning", kind: "config", message: docsFolder.problem }] : [];
  const versions = docsVersionsOf(contentDir, docsDir, config.docsVersioning, configFile);
  const instances = docsInstancesOf(contentDir, config.docsInstances ?? [], docsDir, configFile);
  const mainSidebars = mainSidebarsFileOf(contentDir, config.docsSidebarPath);
  const sidebarPathProblems: ContentProblem[] =
    mainSidebars.problem && configFile ? [{ file: configFile.file, line: lineMentioning(configFile.source, "sidebarPath"), severity: "warning", kind: "config", message: mainSidebars.problem }] : [];
  const hiddenClasses = hiddenSidebarClassesOf(contentDir, configFile);
  const { docsVersions, docsInstances, sectionSidebars, docsHomeHref, ...index } = indexVersions(
    contentDir, docsDir, standalonePagesDirOf(contentDir, docsDir), versions.versions, previous?.sidebarsFile, config.mainDocsOff ? noFile : docFileMatcher(config.docFileGlobs), instances.instances, config.mainDocsOff ? null : mainSidebars.file,
    config.docsCategoryDefaults, sidebarItemsGeneratorOf(configFile), hiddenClasses, (docPath) => generatedDocsNote(docPath, config),
  );
  const withStylesheetRules = withThemedImages(withHiddenClasses(withDocsVersions(configPageConfig, clientDocsVersionsOf(contentDir, docsDir, docsVersions, docsInstances, config.docsVersioning)), hiddenClasses), themedImageEndingsOfSite(contentDir, configFile));
  const pageConfig = withLaidOutDocs(withStylesheetRules, docsFolder.laidOut ? [path.relative(contentDir, docsDir)] : []);
  const rootVersion = rootVersionOf(docsVersions);
  const otherVersions = docsVersions.filter((version) => version !== rootVersion);
  const docsTagPages = versionedTagPages(docsVersions, docsInstances, index);
  // The blog last: docs, category and tag pages keep an address they share with a post. A docs
  // folder passed on its own has no blog (its blog/ would be docs), as it has no src/pages.
  const blogs: Blog[] = [];
  const blogProblems: ContentProblem[] = [];
  for (const setting of docsDir !== contentDir ? config.blogs : []) {
    const isTaken = (id: string) => index.pages.has(id) || index.generatedIndexes.has(id) || docsTagPages.has(id) || blogs.some((blog) => blog.listPages.has(id) || blog.tagPages.has(id));
    const { blog, pages, problems } = loadBlog(contentDir, setting, isTaken);
    for (const post of pages) index.pages.set(post.id, post);
    blogProblems.push(...problems);
    if (!blog) continue;
    blogs.push(blog);
    addRecentPostsSidebar(blog, index);
  }
  const tagPages = new Map([...docsTagPages, ...blogs.flatMap((blog) => [...blog.tagPages])]);
  // API reference plugins' pages whose OpenAPI document the content has; a doc or post at the route keeps it.
  const apiReferenceProblems: ContentProblem[] = [];
  // The navbar links such a plugin adds (Scalar's `showNavLink`), to pages that are served.
  const apiReferenceNavItems: { to: string; label: string; position: "left" }[] = [];
  for (const route of config.pluginRoutes ?? []) {
    if (!route.spec || !configFile || index.pages.has(route.route) || index.generatedIndexes.has(route.route) || tagPages.has(route.route)) continue;
    const made = apiReferencePageOf({ ...route, spec: route.spec }, contentDir, config.baseUrlPath, staticFoldersOf(contentDir, pageConfig), { file: configFile.file, line: lineMentioning(configFile.source, route.spec) });
    if (made && "severity" in made) apiReferenceProblems.push(made);
    else if (made) {
      index.pages.set(made.id, made);
      if (route.navLink) apiReferenceNavItems.push({ to: `/${made.id}`, label: made.title, position: "left" });
    }
  }
  const otherDocsDirs = [...otherVersions, ...docsInstances].map((place) => place.docsDir);
  const pluginFolders: PluginFolder[] = [
    ...blogs.map((blog) => ({ dir: path.join(contentDir, blog.setting.path), name: `the blog at /${blog.setting.routeBase}` })),
    ...docsInstances.map((instance) => ({ dir: instance.docsDir, name: `the "${instance.pluginId}" docs` })),
  ];
  const urlByFile = new Map([...index.pages.values()].map((page) => [page.file, urlPathFromPageId(page.id)]));
  // The whole config's fingerprint: any edit of it (the footer, a custom field) is a new version.
  const version = hashText(
    [...index.pages.values()].map((page) => `${page.id}:${page.hash}`).join("\n") + JSON.stringify([...index.sidebars]) + JSON.stringify(config) + JSON.stringify(pageConfig.fingerprints),
  );
  const configItemProblems: ContentProblem[] = [];
  const rootVersionRoute = rootVersionRouteOf(versions.versions, config.docsVersioning);
  const served = { pages: index.pages, generatedIndexes: index.generatedIndexes, tagPages, blogs, config, rootVersionRoute };
  // The site's paths are listed only for a config that has a createRedirects function to call.
  const clientRedirects = clientRedirectsOf(configFile, () => docusaurusRoutePaths(served));
  const netlifyRedirects = loadNetlifyRedirects(contentDir, staticFoldersOf(contentDir, pageConfig));
  const reactPages = reactPagesIn(contentDir, standalonePagesDirOf(contentDir, docsDir));
  const pluginPageAt = (id: string) => unservedRouteNote(id, { reactPageOf: (pageId) => reactPageOfLink(pageId, { config, reactPages }), pluginRouteOf: (pageId) => pluginRouteOfLink(pageId, { config }) }, "redirect");
  const configuredRedirects = [...clientRedirects.redirects, ...netlifyRedirects.redirects, ...reactPageRedirectsOf(contentDir, reactPages)];
  const redirects = loadRedirects(contentDir, index, configuredRedirects.map((redirect) => redirectOnThisSite(redirect, served)), (id) => servesPage(served, id), pluginPageAt);
  // The header leads to the root version's sidebars and the other instances', not to every version's.
  const targets = {
    sidebars: sectionSidebars,
    reactPageOf: (id: string) => reactPageOfLink(id, { config, reactPages }),
    pluginRouteOf: (id: string) => pluginRouteOfLink(id, { config }),
    servedPageId: (id: string) => (servesPage(served, id) ? id : pageUnderDocusaurusRoutes(served, id)),
    sitePathOf: (written: string) => sitePathOfDocusaurusPath(served, written),
    sidebarOf: (id: string) => index.sidebarOf.get(id) ?? null,
    pageOfDocId: (docId: string, pluginId = "default") =>
      pluginId === "default" ? index.byDocId.get(docId) ?? index.pages.get(docId) : instanceOfPage(docsInstances, { docsPluginId: pluginId })?.byDocId.get(docId),
    ...(rootVersion ? { lastVersion: { label: rootVersion.label, homeHref: rootVersion.homeHref } } : {}),
    ...(docsHomeHref === undefined ? {} : { docsHome: { label: rootVersion?.label ?? currentVersionLabelOf(config.docsVersioning), homeHref: rootVersion?.homeHref ?? docsHomeHref } }),
  };
  // `section`: where in the file the item is looked for, so a footer link is not found in the navbar.
  const reportConfigItem = (section: string) => (message: string, mentioned: string, label?: string) => {
    if (configFile) configItemProblems.push({ ...configPlaceOf(configFile, mentioned, section, label), severity: "warning", kind: "config", message });
  };
  const sidebarSections = sectionLinksOf(config.navbarItems && [...config.navbarItems, ...apiReferenceNavItems], targets, reportConfigItem("navbar:"));
  // Without navbar items, the header leads into each sidebar, and to each blog.
  const blogSections = config.navbarItems === null ? blogs.map((blog) => ({ label: blog.setting.title, href: urlPathFromPageId([...blog.listPages.keys()][0]), sidebar: null })) : [];
  const sections = [...sidebarSections, ...blogSections];
  const versionMenuExtras = versionMenuExtrasOf(config.navbarItems, targets, reportConfigItem("navbar:"));
  const sidebarLinkProblems = brokenSidebarLinks(
    index.siteLinks,
    (pageId) => targets.servedPageId(pageId) !== undefined || redirects.redirects.has(pageId) || (pageId === "" && sections.length > 0),
    targets,
    config.brokenLinkHandling?.links,
  );
  const footer = footerOf((configFile?.raw.themeConfig as { footer?: unknown } | undefined)?.footer, targets, reportConfigItem("footer:"));
  const logo = navbarLogoLeadingSomewhere(navbarLogo, (pageId) => targets.servedPageId(pageId) !== undefined || redirects.redirects.has(pageId), reportConfigItem("navbar:"));
  return {
    ...index,
    problems: [...index.problems, ...redirects.problems, ...clientRedirects.problems, ...netlifyRedirects.problems, ...configLoadProblems, ...configProblems, ...docsPathProblems, ...sidebarPathProblems, ...pageConfigProblems, ...configItemProblems, ...sidebarLinkProblems, ...versions.problems, ...instances.problems, ...blogProblems, ...apiReferenceProblems],
    contentDir,
    docsDir: rootVersion?.docsDir ?? docsDir,
    docsFolderDir: docsDir,
    version,
    redirects: redirects.redirects,
    urlByFile,
    links: linkContext(contentDir, urlByFile, rootVersion?.docsDir ?? docsDir, otherDocsDirs, pluginFolders),
    tagPages,
    sections,
    versionMenuExtras,
    ...(docsHomeHref === undefined ? {} : { docsHome: { label: rootVersion?.label ?? currentVersionLabelOf(config.docsVersioning), homeHref: rootVersion?.homeHref ?? docsHomeHref } }),
    ...(footer ? { footer } : {}),
    ...(favicon ? { favicon } : {}),
    reactPages,
    ...(logo ? { navbarLogo: logo } : {}),
    config,
    configFile,
    pageConfig,
    docsVersions,
    rootVersionRoute,
    docsInstances,
    otherDocsDirs,
    pluginFolders,
    blogs,
    ...(hidesPager(hiddenClasses) ? { pagerHidden: true as const } : {}),
  };
}

let current: Site | undefined;
let stale = true;
let watching = false;
let lastScan = 0;
const RESCAN_WITHOUT_WATCHER_MS = 2000;

/** One watcher per folder of the content: a folder's watcher hears about every entry in it. */
const folderWatchers = new Map<string, fs.FSWatcher>();

/**
 * Where the content folder really is (symbolic links resolved); undefined while it does not
 * exist. A deploy that switches a link (`current -> releases/2`) changes it without an event:
 * the watchers follow the folders they were given, i.e. the old release.
 */
function realContentDir(): string | undefined {
  try {
    return fs.realpathSync.native(CONTENT_DIR);
  } catch {
    return undefined;
  }
}
let watchedRealDir: string | undefined;

/** The content folder and every folder below it, skipping dot folders and node_modules. */
function foldersOf(root: string): string[] {
  const folders = [root];
  for (let at = 0; at < folders.length; at++) {
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(folders[at], { withFileTypes: true });
    } catch {
      // vanished meanwhile: its parent's watcher has marked the snapshot stale
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules") folders.push(path.join(folders[at], entry.name));
    }
  }
  return folders;
}

/**
 * Watches every folder of the content (not `fs.watch(..., {recursive: true})`: on Linux, Node
 * implements that by walking the tree synchronously and watching every file, 0.15 s and 5,000
 * inotify watches for 5,000 pages). Called before each index, so that a folder added since the
 * last one is watched before its files are read.
 */
function watchContent(): void {
  if (realContentDir() !== watchedRealDir) {
    for (const watcher of folderWatchers.values()) watcher.close();
    folderWatchers.clear();
    watchedRealDir = realContentDir();
  }
  const folders = new Set(foldersOf(CONTENT_DIR));
  for (const [folder, watcher] of folderWatchers) {
    if (folders.has(folder)) continue;
    watcher.close();
    folderWatchers.delete(folder);
  }
  try {
    for (const folder of folders) {
      if (folderWatchers.has(folder)) continue;
      const forget = () => {
        watcher.close();
        if (folderWatchers.get(folder) === watcher) folderWatchers.delete(folder);
      };
      const watcher = fs.watch(folder, { persistent: false }, (_event, name) => {
        stale = true;
        if (name && isContentFileName(name)) contentFileEvents++;
        // An event named like the folder itself may be about the folder: removed or moved away (a
        // deploy that deletes and re-creates it), its watcher hears nothing more. Forgotten, the
        // folder found at that path by the next index gets a watcher of its own.
        if (name === path.basename(folder)) forget();
      });
      watcher.on("error", () => {
        forget();
        stale = true;
      });
      folderWatchers.set(folder, watcher);
    }
    watching = true;
  } catch {
    watching = false; // no watching here: fall back to a rescan every couple of seconds
  }
}

/** Changes the watchers heard of, to files an editor saves (not its swap and backup files). */
let contentFileEvents = 0;

/** A file a writer edits, as opposed to an editor's swap, backup or lock file (`.x.swp`, `x~`, `#x#`, vim's `4913`). */
function isContentFileName(name: string): boolean {
  const base = path.basename(name);
  return /\.[a-z0-9]+$/i.test(base) && !/^[.#]|~$|\.sw[a-p]$/i.test(base);
}

/**
 * Changes whenever the content does, for writers' preview: the snapshot's version (pages,
 * sidebars, config), and a count of saved files, which also covers partials, components and
 * images, which the version does not.
 */
export function contentChangeToken(): string {
  return `${getSite().version}.${contentFileEvents}`;
}

/** The current content snapshot, rebuilt when the content folder changed since the last one. */
export function getSite(): Site {
  const rescanDue = !watching && Date.now() - lastScan > RESCAN_WITHOUT_WATCHER_MS;
  if (!current || stale || rescanDue || realContentDir() !== watchedRealDir) {
    stale = false;
    lastScan = Date.now();
    watchContent();
    current = loadSite(CONTENT_DIR, current);
    for (const problem of current.problems.filter((p) => p.severity === "error")) {
      console.warn(`content: ${problem.file}:${problem.line}: ${problem.message}`);
    }
  }
  return current;
}
