// Stage 2 of reading a Docusaurus site's docusaurus.config.js (stage 1, loading it, is
// config-file.server.ts): what a reader sees of it: the site's title, the header's links and logo,
// the edit links' base, the announcement bar, the default colour theme, the docs and blog plugins'
// settings, the sitemap's, and warnings (at their line) for what the site cannot use.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { announcementOf, type AnnouncementPart } from "./announcement";
import { DEFAULT_SITE_TITLE } from "./config.server";
import { siteHeadTagsOf, siteMetadataOf, type HeadTag } from "./head-tags";
import { socialImagePathOf, tocLevelsSettingOf, type TocLevels } from "./page-options";
import { lineAt, lineMentioning, type ContentProblem, type Severity } from "./problems";
import { unrunMarkdownPluginsOf, unrunPluginsMessage } from "./config-markdown-plugins";
import type { DocFileGlobs } from "./pages.server";
import type { DocsVersioningOptions } from "./versions.server";
import { DEFAULT_BLOG_SETTING, type BlogSetting } from "./blog.server";
import type { CategoryDefaults } from "./sidebars.server";
import type { SidebarBehaviour } from "./page-data";
import { objectAt, serialisable, type RawConfigFile } from "./config-file.server";
import { contentPluginOptionsOf, pluginIdOf, pluginRoutesOf, presetAndPluginEntries, presetTurnsOff, routeBaseOf, type PluginRoute } from "./config-plugins.server";

/**
 * `themeConfig.docs.sidebar`: `hideable` (a button folds the sidebar away on wide screens; Docusaurus
 * 2's betas named it `themeConfig.hideableSidebar`) and `autoCollapseCategories` (opening a category
 * closes its siblings), as Docusaurus' theme reads them; undefined when neither is true.
 */
function sidebarBehaviourOf(raw: Record<string, unknown>): SidebarBehaviour | undefined {
  const setting = objectAt(raw, "themeConfig", "docs", "sidebar");
  const hideable = setting?.hideable === true || objectAt(raw, "themeConfig")?.hideableSidebar === true;
  const behaviour: SidebarBehaviour = {
    ...(hideable ? { hideable: true as const } : {}),
    ...(setting?.autoCollapseCategories === true ? { autoCollapseCategories: true as const } : {}),
  };
  return Object.keys(behaviour).length ? behaviour : undefined;
}

/** What the site uses of a config: everything optional, as a site without one has none of it. */
export interface SiteConfig {
  title: string;
  /** What stands between a page's title and the site's in `<title>` (Docusaurus' `titleDelimiter`); absent: `|`. */
  titleDelimiter?: string;
  /** The name the header shows: `themeConfig.navbar.title`, else the title (the site has no logo image to show instead). */
  navbarTitle: string;
  /** `themeConfig.navbar.items` as written; null without them (the header then links each sidebar). */
  navbarItems: unknown[] | null;
  /** Edit links are this + the file's path from the content folder (Docusaurus' `editUrl`). */
  editUrl?: string;
  /** The docs' `editUrl` when a function: called for each doc, as Docusaurus calls it (`docEditUrlOf`). */
  docsEditUrlFunction?: EditUrlFunction;
  /** The same for standalone pages (src/pages): the pages plugin's own `editUrl`, as in Docusaurus. */
  pagesEditUrl?: string;
  announcement?: AnnouncementPart[];
  /** The theme before the reader picks one; absent: the system's. */
  defaultTheme?: "light" | "dark";
  /** `colorMode.disableSwitch: true`: no theme switch, and the theme is the default one, whatever the reader chose before. */
  themeSwitch?: false;
  /** `themeConfig.metadata`: meta tags every page's head has, unless the page sets its own of that name. */
  siteMetadata?: HeadTag[];
  /** The config's `headTags` that are meta and link tags: in every page's head, unless the site or the page sets that meta itself. */
  siteHeadTags?: HeadTag[];
  /** `themeConfig.image`: the picture a shared link to any page shows (og:image) unless the page names its own; a URL or a path from the site root. */
  socialImage?: string;
  /** `favicon`: the icon browsers show for the site's pages, as a URL or a path from the site root (`img/favicon.ico` is `/img/favicon.ico`). */
  favicon?: string;
  /** `themeConfig.navbar.logo`: the header's image (`srcDark` in the dark theme), as URLs or paths from the site root. */
  navbarLogo?: NavbarLogo;
  /** `themeConfig.navbar.style: 'dark'`: the header is dark in both themes, as Docusaurus draws it. */
  navbarDark?: true;
  /**
   * The docs plugin's `routeBasePath` (`docs` unless the config says otherwise), without slashes;
   * absent when it is `/`. Docusaurus serves docs under it; this site serves them at the root and
   * redirects the paths under it, so that content links written for Docusaurus still lead there.
   */
  docsRouteBase?: string;
  /**
   * The config's `baseUrl` without slashes; absent when it is `/`. Docusaurus serves the site under
   * it and does not add it again to a link that starts with it, so `/base/docs/x` in content is
   * `/docs/x`; this site serves at the root and redirects such paths the same way.
   */
  baseUrlPath?: string;
  /** The docs plugin's `path` as written (where its pages are, from the site's folder); absent: not set. */
  docsPath?: string;
  /** `themeConfig.tableOfContents`: the heading levels outlines show, when the config sets them. */
  tocLevels?: TocLevels;
  /** `themeConfig.docs.sidebar`'s options the sidebar follows; absent when it sets none of them. */
  sidebarBehaviour?: SidebarBehaviour;
  /** The docs plugin's version options (`lastVersion`, `versions`...), as written; absent when it sets none. */
  docsVersioning?: DocsVersioningOptions;
  /** The docs plugin's `include`/`exclude` globs (which files are pages); absent when it sets neither. */
  docFileGlobs?: DocFileGlobs;
  /** The docs plugin's other instances (`id: 'community'`), served beside the main docs; absent without any. */
  docsInstances?: DocsInstanceSetting[];
  /**
   * The preset's `docs: false`, with no docs plugin of the default id (nor one at the root): the site
   * has no main docs, as in Docusaurus: no file of the docs folder is one of their pages, and no
   * sidebars.js is read for them. Absent: it has them.
   */
  mainDocsOff?: true;
  /** The main docs' `breadcrumbs: false`: doc pages show no breadcrumbs; absent: they do (Docusaurus' default). */
  docsBreadcrumbs?: false;
  /** What of "Last updated" the main docs turn off (`showLastUpdateTime: false`, `showLastUpdateAuthor: false`); absent: both shown. */
  docsLastUpdateHidden?: LastUpdatePart[];
  /** The main docs' `sidebarCollapsed` / `sidebarCollapsible`: whether categories that do not say start closed / can close; absent: Docusaurus' defaults (both). */
  docsCategoryDefaults?: CategoryDefaults;
  /** The main docs' `sidebarPath` as written (absolute when `require.resolve` made it); absent: Docusaurus' default, `sidebars.js`. */
  docsSidebarPath?: string;
  /** The blog plugin's instances' settings (Docusaurus' defaults for those not set), the default one first unless the config turns it off (`blog: false`). */
  blogs: BlogSetting[];
  /** What the config says to do about broken links (`onBrokenLinks`...); a kind it leaves unset is absent. */
  brokenLinkHandling?: BrokenLinkHandling;
  /** The pages the config's other plugins make at a route of their own (`@scalar/docusaurus`' `route`), which Docusaurus serves and this site does not; absent without any. */
  pluginRoutes?: PluginRoute[];
  /** The sitemap plugin's options this site follows (`sitemap` of the classic preset, or `@docusaurus/plugin-sitemap`'s); absent when it sets none. */
  sitemap?: SitemapSettings;
}

/** What the config's sitemap plugin says of sitemap.xml. */
export interface SitemapSettings {
  /** Globs of the paths Docusaurus leaves out of the sitemap (`/tags/**`), matched against the address Docusaurus serves a page at. */
  ignorePatterns?: string[];
  /** Each entry's `<changefreq>`. */
  changefreq?: string;
  /** Each entry's `<priority>`, 0 to 1. */
  priority?: number;
}

/** The `changefreq` values Docusaurus' sitemap plugin accepts (those of the sitemaps protocol). */
const SITEMAP_CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"];

/**
 * The options of the config's sitemap plugin, of the classic preset (`['classic', {sitemap: {...}}]`)
 * or of `@docusaurus/plugin-sitemap` itself, that this site follows: `ignorePatterns`, `changefreq`
 * and `priority`. A value Docusaurus' validation rejects is warned about at its line and left out.
 */
function sitemapSettingsOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): SitemapSettings | undefined {
  const entries = presetAndPluginEntries(raw);
  const options = entries
    .map((entry) => (!Array.isArray(entry) || typeof entry[0] !== "string" ? undefined : /(^|plugin-)sitemap$/.test(entry[0]) ? objectAt(entry, "1") : objectAt(entry, "1", "sitemap")))
    .find((found) => found !== undefined);
  if (!options) return undefined;
  const settings: SitemapSettings = {};
  const { ignorePatterns, changefreq, priority } = options;
  if (Array.isArray(ignorePatterns) && ignorePatterns.every((pattern) => typeof pattern === "string")) {
    if (ignorePatterns.length) settings.ignorePatterns = ignorePatterns as string[];
  } else if (ignorePatterns !== undefined) warn("ignorePatterns", "the sitemap's ignorePatterns must be a list of path globs ('/tags/**'); sitemap.xml lists every page", "sitemap");
  if (typeof changefreq === "string" && SITEMAP_CHANGEFREQS.includes(changefreq)) settings.changefreq = changefreq;
  else if (changefreq !== undefined && changefreq !== null) warn("changefreq", `the sitemap's changefreq must be one of ${SITEMAP_CHANGEFREQS.join(", ")}; sitemap.xml gives none`, "sitemap");
  if (typeof priority === "number" && priority >= 0 && priority <= 1) settings.priority = priority;
  else if (priority !== undefined && priority !== null) warn("priority", "the sitemap's priority must be a number from 0 to 1; sitemap.xml gives none", "sitemap");
  return Object.keys(settings).length ? settings : undefined;
}

/** The header's logo image: `withTitle` when the navbar has a title of its own to show beside it (without one, Docusaurus shows the logo alone). */
export interface NavbarLogo {
  src: string;
  srcDark?: string;
  withTitle: boolean;
  /** Its `href`: where the logo leads (a path of the site or an http(s) address); absent: the home page. */
  href?: string;
  /** Its `target`, where its link opens (`_self` keeps an address out of the site in the same tab); absent: a new tab for such an address. */
  target?: string;
  /** Its `alt`: the words Docusaurus names the logo's link by (its image's alt text); absent: none written. */
  alt?: string;
}

/** Docusaurus' answer to a broken link: stop the build, report it, or say nothing. */
export type BrokenLinkAction = "throw" | "warn" | "log" | "ignore";

/** The config's actions for each kind of broken link: to a page, to a Markdown file, to an anchor; and for a Markdown image whose file is missing. */
export interface BrokenLinkHandling {
  links?: BrokenLinkAction;
  markdownLinks?: BrokenLinkAction;
  anchors?: BrokenLinkAction;
  markdownImages?: BrokenLinkAction;
}

/**
 * A broken link's severity under the config's action for its kind: "throw" an error, "warn" and
 * "log" a warning (Docusaurus builds the site and prints it), "ignore" a notice (counted, listed
 * with --notices); without one, the checker's own (stricter than Docusaurus' defaults for anchors
 * and Markdown links, which only warn).
 */
export function severityAsConfigured(unset: Severity, action: BrokenLinkAction | undefined): Severity {
  if (action === undefined) return unset;
  return action === "throw" ? "error" : action === "ignore" ? "notice" : "warning";
}

/** Another instance of the docs plugin, as the config sets it. */
export interface DocsInstanceSetting {
  /** The plugin's `id`: its sidebars and navbar items are named by it. */
  id: string;
  /** Its `path` as written: where its pages are, from the site's folder. */
  path: string;
  /** Its `routeBasePath` without slashes: where its pages are served. */
  routeBase: string;
  /** Its `sidebarPath` as written (absolute when `require.resolve` made it); false: no sidebars; absent: one sidebar generated from its folder. */
  sidebarPath?: string | false;
  docFileGlobs?: DocFileGlobs;
  /** `breadcrumbs: false`: its pages show none; absent: they do (Docusaurus' default). */
  breadcrumbs?: false;
  /** What of "Last updated" it turns off; absent: both shown. */
  lastUpdateHidden?: LastUpdatePart[];
  /** Its `sidebarCollapsed` / `sidebarCollapsible`; absent: Docusaurus' defaults. */
  categoryDefaults?: CategoryDefaults;
  /** Its version options (`lastVersion`, `versions`...), as written; absent when it sets none. */
  versioning?: DocsVersioningOptions;
  /** Its own `editUrl` address, the base of its docs' edit links with its `path`; absent: they take the main docs' link. */
  editUrl?: string;
}

/** A plugin's `include`/`exclude` globs when they are lists of globs; `warn` hears of any that is not. */
function docFileGlobsOf(options: Record<string, unknown>, warn: (needle: string, message: string) => void): DocFileGlobs {
  const docFileGlobs: DocFileGlobs = {};
  for (const key of ["include", "exclude"] as const) {
    const globs = options[key];
    if (globs === undefined) continue;
    if (Array.isArray(globs) && globs.every((glob) => typeof glob === "string")) docFileGlobs[key] = globs;
    else warn(key, `the docs' ${key} should be a list of glob patterns; Docusaurus' default is used`);
  }
  return docFileGlobs;
}

/**
 * The docs plugin's other instances: each with its own folder, route and sidebars. Docusaurus'
 * defaults are the main docs' (`docs`), which a second instance has to change to be served apart.
 */
function docsInstancesOf(instances: Record<string, unknown>[], warn: (needle: string, message: string) => void): DocsInstanceSetting[] {
  const ids = new Set(["default"]);
  return instances.flatMap((options) => {
    const id = pluginIdOf(options);
    if (ids.has(id)) {
      // Found by its own `path` where it has one: its id is also the first one's.
      warn(typeof options.path === "string" ? options.path : id, `two instances of the docs plugin have the id "${id}"; give each its own \`id\` (only the first is served)`);
      return [];
    }
    ids.add(id);
    const globs = docFileGlobsOf(options, warn);
    const sidebarPath = options.sidebarPath === false ? false : typeof options.sidebarPath === "string" && options.sidebarPath.trim() ? options.sidebarPath.trim() : undefined;
    const lastUpdateHidden = lastUpdateHiddenOf(options);
    const categoryDefaults = categoryDefaultsOf(options);
    const editUrl = typeof options.editUrl === "string" ? editUrlSettingOf(options.editUrl, "docs", warn) : undefined;
    return {
      id,
      path: typeof options.path === "string" && options.path.trim() ? options.path.trim() : "docs",
      routeBase: routeBaseOf(options.routeBasePath, "docs"),
      ...(sidebarPath !== undefined ? { sidebarPath } : {}),
      ...(Object.keys(globs).length ? { docFileGlobs: globs } : {}),
      ...(options.breadcrumbs === false ? { breadcrumbs: false as const } : {}),
      ...(lastUpdateHidden ? { lastUpdateHidden } : {}),
      ...(categoryDefaults ? { categoryDefaults } : {}),
      ...(editUrl ? { editUrl } : {}),
      ...versioningOptionsOf(options),
    };
  });
}

/**
 * A docs plugin's `sidebarCollapsed: false` (categories that do not write `collapsed` start open)
 * and `sidebarCollapsible: false` (they cannot close); undefined when it sets neither.
 */
function categoryDefaultsOf(options: Record<string, unknown> | undefined): CategoryDefaults | undefined {
  if (options?.sidebarCollapsed !== false && options?.sidebarCollapsible !== false) return undefined;
  return { collapsed: options.sidebarCollapsed !== false, collapsible: options.sidebarCollapsible !== false };
}

/** The parts of "Last updated" a docs plugin turns off (`showLastUpdateTime: false`...); undefined for none. */
export type LastUpdatePart = "time" | "author";

/**
 * Docusaurus shows "Last updated" only when asked (`showLastUpdateTime: true`); this site shows it
 * on every doc, but not what a config turns off in so many words.
 */
function lastUpdateHiddenOf(options: Record<string, unknown> | undefined): LastUpdatePart[] | undefined {
  const hidden = ([["time", "showLastUpdateTime"], ["author", "showLastUpdateAuthor"]] as const).filter(([, key]) => options?.[key] === false).map(([part]) => part);
  return hidden.length ? hidden : undefined;
}

/** A docs plugin's version options (`lastVersion`, `versions`...) as written, JSON-serialisable; none when it sets none. */
function versioningOptionsOf(options: Record<string, unknown> | undefined): { versioning?: DocsVersioningOptions } {
  const keys = ["lastVersion", "includeCurrentVersion", "onlyIncludeVersions", "disableVersioning", "versions"] as const;
  const versioning = Object.fromEntries(keys.filter((key) => options?.[key] !== undefined).map((key) => [key, serialisable(options?.[key])])) as DocsVersioningOptions;
  return Object.keys(versioning).length ? { versioning } : {};
}

/** How long an `editUrl` function (the docs' or the blog's) may take to build one address (it takes microseconds). */
const EDIT_URL_TIME_LIMIT_MS = 1000;

/** Stands for a post's path when the blog's `editUrl` function is called once to learn the address it builds. */
const POST_PATH_PROBE = "\u0000post-path\u0000";

/**
 * What the blog's `editUrl` function, called as Docusaurus calls it for a post (`blogDirPath` the blog's folder,
 * `blogPath` the post's path in it), gives as the address before the post's path
 * (`({blogDirPath, blogPath}) => \`https://host/edit/main/site/${blogDirPath}/${blogPath}\``), turned into a base for
 * the file's path from the content folder (`https://host/edit/main/site`); undefined when it writes anything after
 * the path, or an address that does not end with the blog's folder.
 */
function blogEditUrlOfFunction(editUrl: EditUrlFunction, blogFolder: string): string | undefined {
  let address: unknown;
  try {
    // Under a time limit, as the config ran: a function that never returns would hold the server.
    const args = { blogDirPath: blogFolder, blogPath: POST_PATH_PROBE, permalink: "/", locale: "en" };
    address = vm.runInNewContext("editUrl(args)", { editUrl, args }, { timeout: EDIT_URL_TIME_LIMIT_MS });
  } catch {
    return undefined;
  }
  if (typeof address !== "string" || !address.endsWith(POST_PATH_PROBE) || address.indexOf(POST_PATH_PROBE) !== address.length - POST_PATH_PROBE.length) return undefined;
  const before = address.slice(0, -POST_PATH_PROBE.length);
  if (!/^https?:\/\//i.test(before)) return undefined;
  const folderEnding = `/${blogFolder.replace(/^\.?\/+|\/+$/g, "")}/`;
  return before.endsWith(folderEnding) ? before.slice(0, -folderEnding.length + 1).replace(/\/+$/, "") : undefined;
}

/** A plugin's `editUrl` written as a function of the file's place (Docusaurus' `EditUrlFunction`). */
export type EditUrlFunction = (args: Record<string, string>) => unknown;

/** Stands for a doc's path when the docs' `editUrl` function is tried once, as the config loads. */
const SAMPLE_DOC_PATH = "intro.md";

/**
 * The edit link the docs' `editUrl` function gives a doc, called with what Docusaurus gives it (`docPath`, the
 * file's path in its version's folder `versionDocsDirPath`), within the time limit: whatever it does with the path,
 * as Electron's `docPath.replace('latest/', '')` drops a folder its repository does not have. The address is
 * resolved (a `..` of a docs folder beside the site's); undefined when the function throws or gives no http(s) address.
 */
export function docEditUrlOf(editUrl: EditUrlFunction, args: { version: string; versionDocsDirPath: string; docPath: string; permalink: string }): string | undefined {
  let address: unknown;
  try {
    address = vm.runInNewContext("editUrl(args)", { editUrl, args: { ...args, locale: "en" } }, { timeout: EDIT_URL_TIME_LIMIT_MS });
  } catch {
    return undefined;
  }
  if (typeof address !== "string" || !/^https?:\/\//i.test(address)) return undefined;
  try {
    return new URL(address).href;
  } catch {
    return undefined;
  }
}

/** The docs' `editUrl` function when, tried on a doc, it gives an http(s) address; else undefined, and `warn` hears why. */
function docsEditUrlFunctionOf(setting: unknown, docsFolder: string, warn: (needle: string, message: string, after?: string) => void): EditUrlFunction | undefined {
  if (typeof setting !== "function") return undefined;
  const editUrl = setting as EditUrlFunction;
  if (docEditUrlOf(editUrl, { version: "current", versionDocsDirPath: docsFolder, docPath: SAMPLE_DOC_PATH, permalink: "/" })) return editUrl;
  warn("editUrl", "the docs' editUrl is a function that gives no http(s) address for a doc (called, within a second, with its docPath and versionDocsDirPath, as Docusaurus calls it): pages have an edit link only with EDIT_URL_BASE set", "docs:");
  return undefined;
}

/**
 * A plugin's `editUrl` when it is an http(s) address (no trailing slash), or, of the blog, a function
 * building one from the post's path (the docs' function is called for each doc: `docEditUrlOf`); else
 * undefined, and `warn` hears why.
 */
function editUrlSettingOf(setting: unknown, plugin: "docs" | "pages" | "blog", warn: (needle: string, message: string, after?: string) => void, blogFolder = "blog"): string | undefined {
  if (typeof setting === "string" && /^https?:\/\//i.test(setting)) return setting.replace(/\/+$/, "");
  if (typeof setting === "function" && plugin === "blog") {
    const fromFunction = blogEditUrlOfFunction(setting as EditUrlFunction, blogFolder);
    if (fromFunction) return fromFunction;
  }
  const whose = plugin === "blog" ? "blog's" : `${plugin}'`;
  // Looked for after the preset's `docs:` (`blog:`, `pages:`), so that each plugin's is found at its own line.
  if (typeof setting === "function") {
    const read = plugin === "blog" ? "whose address the site cannot read (it reads one that returns, within a second, an http(s) address ending in the blog's folder and the post's path, blogDirPath and blogPath)"
      : "which the site does not call";
    warn("editUrl", `the ${whose} editUrl is a function ${read}: pages have an edit link only with EDIT_URL_BASE set`, `${plugin}:`);
  }
  else if (setting !== undefined) warn("editUrl", `the ${whose} editUrl is not an http(s) address; it is ignored`, `${plugin}:`);
  return undefined;
}

/**
 * The blog plugin's instances' settings, the default one first: of the preset (`{blog: {...}}`,
 * `blog: false` for none) or of the plugin, and each other instance the config adds
 * (`{id: 'news', path: './news', routeBasePath: 'news'}`); Docusaurus' defaults for what they
 * leave out. An instance at the route of an earlier one is not served, with a warning.
 */
function blogSettingsOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): BlogSetting[] {
  const off = presetTurnsOff(raw, "blog");
  const instances = contentPluginOptionsOf(raw, "blog");
  const main = off ? [] : [instances.find((candidate) => pluginIdOf(candidate) === "default") ?? {}];
  const routes = new Set<string>();
  return [...main, ...instances.filter((candidate) => pluginIdOf(candidate) !== "default")].flatMap((options) => {
    const setting = blogSettingOf(options, warn);
    if (!routes.has(setting.routeBase)) {
      routes.add(setting.routeBase);
      return [setting];
    }
    const id = pluginIdOf(options);
    warn(id, `the blog plugin's instance "${id}" is served at /${setting.routeBase}, as an earlier blog is; only that one is served: give it a routeBasePath of its own`);
    return [];
  });
}

/** One blog plugin instance's settings, with Docusaurus' defaults for what it leaves out. */
function blogSettingOf(options: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): BlogSetting {
  const postsPerPage = options.postsPerPage === "ALL" ? 0 : typeof options.postsPerPage === "number" && options.postsPerPage >= 1 ? Math.floor(options.postsPerPage) : DEFAULT_BLOG_SETTING.postsPerPage;
  const blogPath = typeof options.path === "string" && options.path.trim() ? path.posix.normalize(options.path.trim()).replace(/\/+$/, "") : DEFAULT_BLOG_SETTING.path;
  const editUrl = editUrlSettingOf(options.editUrl, "blog", warn, blogPath);
  return {
    path: blogPath,
    routeBase: routeBaseOf(options.routeBasePath, DEFAULT_BLOG_SETTING.routeBase),
    title: typeof options.blogTitle === "string" && options.blogTitle.trim() ? options.blogTitle.trim() : DEFAULT_BLOG_SETTING.title,
    description: typeof options.blogDescription === "string" && options.blogDescription.trim() ? options.blogDescription.trim() : DEFAULT_BLOG_SETTING.description,
    postsPerPage,
    sidebarCount: options.blogSidebarCount === "ALL" ? -1 : typeof options.blogSidebarCount === "number" && options.blogSidebarCount >= 0 ? Math.floor(options.blogSidebarCount) : DEFAULT_BLOG_SETTING.sidebarCount,
    sidebarTitle: typeof options.blogSidebarTitle === "string" && options.blogSidebarTitle.trim() ? options.blogSidebarTitle.trim() : DEFAULT_BLOG_SETTING.sidebarTitle,
    authorsBase: routeBaseOf(options.authorsBasePath, DEFAULT_BLOG_SETTING.authorsBase) || DEFAULT_BLOG_SETTING.authorsBase,
    ...(typeof options.authorsMapPath === "string" && options.authorsMapPath.trim() ? { authorsMapPath: options.authorsMapPath.trim() } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...feedNamingOf(options.feedOptions),
    ...feedSelectionOf(options.feedOptions),
    ...(options.showReadingTime === false ? { showReadingTime: false as const } : {}),
    ...(options.sortPosts === "ascending" ? { oldestFirst: true as const } : {}),
    ...reportedAs("untruncatedPost", reportActionOf(options, "onUntruncatedBlogPosts", warn)),
    ...reportedAs("inlineAuthor", reportActionOf(options, "onInlineAuthors", warn)),
  };
}

/** A blog's `feedOptions.title` and `.description`, when they are text. */
function feedNamingOf(feedOptions: unknown): Pick<BlogSetting, "feedTitle" | "feedDescription"> {
  const options = feedOptions && typeof feedOptions === "object" ? (feedOptions as Record<string, unknown>) : {};
  return {
    ...(typeof options.title === "string" ? { feedTitle: options.title } : {}),
    ...(typeof options.description === "string" ? { feedDescription: options.description } : {}),
  };
}

/**
 * A blog's `feedOptions.type` (`'rss'`, `'atom'`, `'json'`, `'all'`, a list of them, or null for no feed) and `limit`
 * (a number of posts; false or null for all).
 */
function feedSelectionOf(feedOptions: unknown): Pick<BlogSetting, "feedKinds" | "feedLimit"> {
  const options = feedOptions && typeof feedOptions === "object" ? (feedOptions as Record<string, unknown>) : {};
  const selection: Pick<BlogSetting, "feedKinds" | "feedLimit"> = {};
  if ("type" in options && options.type !== undefined) {
    const asked = options.type === null ? [] : options.type === "all" ? ["rss", "atom", "json"] : Array.isArray(options.type) ? options.type : [options.type];
    selection.feedKinds = (["rss", "atom", "json"] as const).filter((kind) => asked.includes(kind));
  }
  if (options.limit === false || options.limit === null) selection.feedLimit = null;
  else if (typeof options.limit === "number" && options.limit >= 0) selection.feedLimit = Math.floor(options.limit);
  return selection;
}

/** `{[field]: severity}` for a report action the config sets; nothing without one. */
function reportedAs<Field extends string>(field: Field, action: BrokenLinkAction | undefined): Partial<Record<Field, Severity>> {
  return action === undefined ? {} : ({ [field]: severityAsConfigured("warning", action) } as Partial<Record<Field, Severity>>);
}

/** A plugin option naming how Docusaurus reports something (`throw`, `warn`, `log`, `ignore`); another value is warned about. */
function reportActionOf(options: Record<string, unknown>, key: string, warn: (needle: string, message: string, after?: string) => void): BrokenLinkAction | undefined {
  const value = options[key];
  if (value === undefined) return undefined;
  if (value === "throw" || value === "warn" || value === "log" || value === "ignore") return value;
  warn(key, `${key} is ${JSON.stringify(value) ?? String(value)}, not "throw", "warn", "log" or "ignore"; the checker reports as Docusaurus does by default`);
  return undefined;
}

/** `titleDelimiter` when it is text other than Docusaurus' default `|`; another kind of value is warned about, as Docusaurus refuses it. */
function titleDelimiterOf(setting: unknown, warn: (needle: string, message: string) => void): string | undefined {
  if (setting === undefined) return undefined;
  if (typeof setting !== "string") {
    warn("titleDelimiter", "titleDelimiter is not text; page titles keep the default `|` between the page's title and the site's");
    return undefined;
  }
  return setting === "|" ? undefined : setting;
}

/**
 * `onBrokenLinks`, `onBrokenAnchors` and `onBrokenMarkdownLinks` (top-level, or under
 * `markdown.hooks` since Docusaurus 3.9), and `markdown.hooks.onBrokenMarkdownImages` (3.9); a value
 * that is not one of the four actions is warned about.
 */
function brokenLinkHandlingOf(raw: Record<string, unknown>, warn: (needle: string, message: string) => void): BrokenLinkHandling | undefined {
  const hooks = objectAt(raw, "markdown", "hooks");
  const settings = [
    ["links", "onBrokenLinks", raw.onBrokenLinks, "links"],
    ["anchors", "onBrokenAnchors", raw.onBrokenAnchors, "links"],
    ["markdownLinks", "onBrokenMarkdownLinks", hooks?.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks, "links"],
    ["markdownImages", "onBrokenMarkdownImages", hooks?.onBrokenMarkdownImages, "images"],
  ] as const;
  const handling: BrokenLinkHandling = {};
  for (const [kind, key, value, what] of settings) {
    if (value === undefined) continue;
    if (value === "throw" || value === "warn" || value === "log" || value === "ignore") handling[kind] = value;
    // Docusaurus 3.9 also takes a function for Markdown links and images; it rewrites their addresses, which this site does not run.
    else warn(key, `${key} is ${typeof value === "function" ? "a function" : JSON.stringify(value)}, not "throw", "warn", "log" or "ignore"; the checker reports those ${what} as it does by default`);
  }
  return Object.keys(handling).length ? handling : undefined;
}

/** `themeConfig.navbar.logo` (`{src, srcDark, alt}`) when its `src` is an address; one that is not is warned about. */
function navbarLogoOf(logo: Record<string, unknown> | undefined, withTitle: boolean, warn: (needle: string, message: string, after?: string) => void): NavbarLogo | undefined {
  if (!logo) return undefined;
  const src = socialImagePathOf(logo.src);
  if (!src) {
    warn("logo", `the navbar logo's src is ${JSON.stringify(logo.src) ?? String(logo.src)}, not an http(s) URL or a path on the site; the header shows the site's name alone`);
    return undefined;
  }
  const srcDark = socialImagePathOf(logo.srcDark);
  const href = typeof logo.href === "string" && /^(\/(?!\/)|https?:\/\/)/i.test(logo.href.trim()) ? logo.href.trim() : undefined;
  const target = typeof logo.target === "string" && logo.target.trim() ? logo.target.trim() : undefined;
  const alt = typeof logo.alt === "string" && logo.alt.trim() ? logo.alt.trim() : undefined;
  return { src, ...(srcDark ? { srcDark } : {}), withTitle, ...(href ? { href } : {}), ...(target ? { target } : {}), ...(alt ? { alt } : {}) };
}

/**
 * `colorMode.defaultMode`, unless the system's is to be respected. With the switch disabled, the
 * reader cannot pick one: the site is in Docusaurus' default mode, light, when the config names none.
 */
function defaultThemeOf(raw: Record<string, unknown>): SiteConfig["defaultTheme"] {
  const colorMode = objectAt(raw, "themeConfig", "colorMode");
  if (!colorMode || colorMode.respectPrefersColorScheme === true) return undefined;
  if (colorMode.defaultMode === "light" || colorMode.defaultMode === "dark") return colorMode.defaultMode;
  return colorMode.disableSwitch === true ? "light" : undefined;
}

/**
 * A docs' `docItemComponent` (the component Docusaurus lays each doc out with) other than its own:
 * not used, as every page here has the site's layout; warned about, as what it adds is not drawn
 * (docusaurus-plugin-openapi-docs' `@theme/ApiItem` adds the request panel of its API pages, whose
 * authentication and request sample are drawn under the endpoint instead).
 */
function docItemComponentOf(options: Record<string, unknown>, warn: (needle: string, message: string) => void): void {
  const component = options.docItemComponent;
  if (component === undefined || component === "@theme/DocItem") return;
  const apiItem = component === "@theme/ApiItem" ? ": its API pages show their endpoint, parameters and responses, and what its request panel tells a reader (how the operation authenticates and a request sample) under the endpoint, but not the panel itself, whose Send button calls the API" : "";
  warn(typeof component === "string" ? component : "docItemComponent", `the docs' docItemComponent ${JSON.stringify(component)} is not used, as every page has this site's own layout${apiItem}`);
}

/**
 * The docs' `homePageId`, which Docusaurus 2 removed: its build stops on the option ("not supported
 * anymore"), and a page is made the home with `slug: /` in its frontmatter. Warned about, and ignored.
 */
function homePageIdOf(options: Record<string, unknown>, warn: (needle: string, message: string) => void): void {
  if (options.homePageId === undefined) return;
  warn("homePageId", `the docs' homePageId ${JSON.stringify(options.homePageId)} was removed in Docusaurus 2, whose build stops on it; it is ignored: make a page the home with "slug: /" in its frontmatter`);
}

/**
 * `themeConfig.navbar.items`; else `links`, their name before Docusaurus 2's alpha.58, whose header
 * showed them and whose build since stops on it ("renamed as themeConfig.navbar.items"): the header
 * shows them, with a warning to rename them (Adalo's developer docs kept theirs so).
 */
function navbarItemsOf(navbar: Record<string, unknown> | undefined, warn: (needle: string, message: string, after?: string) => void): unknown {
  if (navbar?.links === undefined) return navbar?.items;
  const shown = navbar.items === undefined && Array.isArray(navbar.links);
  const read = shown ? "its links are the header's here: rename it items" : "it is ignored, as the navbar has items: remove it";
  warn("links", `themeConfig.navbar.links was renamed items in Docusaurus 2, whose build stops on it ("themeConfig.navbar.links has been renamed as themeConfig.navbar.items"); ${read}`, "navbar");
  return shown ? navbar.links : navbar.items;
}

/** Stage 2: what the site uses of a loaded config, and warnings (at their line) for what it cannot. */
export function siteConfigOf(loaded: RawConfigFile | null): { config: SiteConfig; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  if (!loaded) return { config: { title: DEFAULT_SITE_TITLE, navbarTitle: DEFAULT_SITE_TITLE, navbarItems: null, blogs: [DEFAULT_BLOG_SETTING] }, problems };
  const { raw, source, file } = loaded;
  const warn = (needle: string, message: string, after?: string) => problems.push({ file, line: lineMentioning(source, needle, after), severity: "warning", kind: "config", message });

  for (const unrun of unrunMarkdownPluginsOf(source)) problems.push({ file, line: lineAt(source, unrun.at), severity: "warning", kind: "config", message: unrunPluginsMessage(unrun) });
  const title = typeof raw.title === "string" && raw.title.trim() ? raw.title.trim() : DEFAULT_SITE_TITLE;
  const titleDelimiter = titleDelimiterOf(raw.titleDelimiter, warn);
  const navbar = objectAt(raw, "themeConfig", "navbar");
  const ownNavbarTitle = typeof navbar?.title === "string" && navbar.title.trim() ? navbar.title.trim() : undefined;
  const navbarTitle = ownNavbarTitle ?? title;
  const navbarLogo = navbarLogoOf(objectAt(navbar, "logo"), ownNavbarTitle !== undefined, warn);
  const items = navbarItemsOf(navbar, warn);
  const docsPlugins = contentPluginOptionsOf(raw, "docs");
  // The main docs are the instance of the default id; without one (typescript-eslint names every
  // instance), the one Docusaurus serves at the site's root, as this site serves the main docs there.
  const docsOptions = docsPlugins.find((options) => pluginIdOf(options) === "default") ?? docsPlugins.find((options) => routeBaseOf(options.routeBasePath, "docs") === "");
  const docsInstances = docsInstancesOf(docsPlugins.filter((options) => options !== docsOptions), warn);
  // The preset's `docs: false` with no main docs of a plugin: the site has its other instances alone.
  const mainDocsOff = !docsOptions && presetTurnsOff(raw, "docs");
  const docsPath = typeof docsOptions?.path === "string" && docsOptions.path.trim() ? docsOptions.path.trim() : undefined;
  const docsEditUrlFunction = docsEditUrlFunctionOf(docsOptions?.editUrl, docsPath ?? "docs", warn);
  const editUrl = typeof docsOptions?.editUrl === "function" ? undefined : editUrlSettingOf(docsOptions?.editUrl, "docs", warn);
  const docsRouteBase = routeBaseOf(docsOptions?.routeBasePath, "docs");
  const baseUrlPath = typeof raw.baseUrl === "string" ? raw.baseUrl.replace(/^\/+|\/+$/g, "") : "";
  const pagesEditUrl = editUrlSettingOf(contentPluginOptionsOf(raw, "pages")[0]?.editUrl, "pages", warn);
  const { versioning: docsVersioning } = versioningOptionsOf(docsOptions);
  const docFileGlobs = docsOptions ? docFileGlobsOf(docsOptions, warn) : {};
  const docsSidebarPath = typeof docsOptions?.sidebarPath === "string" && docsOptions.sidebarPath.trim() ? docsOptions.sidebarPath.trim() : undefined;
  const docsLastUpdateHidden = lastUpdateHiddenOf(docsOptions);
  const docsCategoryDefaults = categoryDefaultsOf(docsOptions);
  for (const options of docsPlugins) {
    docItemComponentOf(options, warn);
    homePageIdOf(options, warn);
  }

  const socialImageSetting = objectAt(raw, "themeConfig")?.image;
  const socialImage = socialImagePathOf(socialImageSetting);
  if (socialImageSetting !== undefined && !socialImage) warn("image", `themeConfig.image is ${JSON.stringify(socialImageSetting) ?? String(socialImageSetting)}, not an http(s) URL or a path on the site; shared links show no picture`, "themeConfig");
  const favicon = socialImagePathOf(raw.favicon);
  if (raw.favicon !== undefined && !favicon) warn("favicon", `favicon is ${JSON.stringify(raw.favicon) ?? String(raw.favicon)}, not an http(s) URL or a path on the site; pages keep this site's own icon`);
  const siteMetadata = siteMetadataOf(objectAt(raw, "themeConfig")?.metadata, (message) => warn("metadata", message, "themeConfig"));
  const siteHeadTags = siteHeadTagsOf(raw.headTags, (message) => warn("headTags", message));
  const announcementSetting = objectAt(raw, "themeConfig", "announcementBar");
  const announcement = typeof announcementSetting?.content === "string" ? announcementOf(announcementSetting.content) : [];
  if (announcementSetting && announcement.length === 0) warn("announcementBar", "the announcement bar has no text to show; it is left out");

  const defaultTheme = defaultThemeOf(raw);
  const themeSwitchDisabled = objectAt(raw, "themeConfig", "colorMode")?.disableSwitch === true;
  const brokenLinkHandling = brokenLinkHandlingOf(raw, warn);
  const pluginRoutes = pluginRoutesOf(raw, loaded?.siteDir);
  const sidebarBehaviour = sidebarBehaviourOf(raw);
  const sitemap = sitemapSettingsOf(raw, warn);
  const tocSetting = objectAt(raw, "themeConfig", "tableOfContents");
  const tocLevels = tocSetting ? tocLevelsSettingOf(tocSetting) : undefined;
  if (tocSetting && !tocLevels) warn("tableOfContents", "themeConfig.tableOfContents wants minHeadingLevel and maxHeadingLevel from 2 to 6, the first not above the second; outlines show levels 2 to 3");
  return {
    config: {
      title,
      ...(titleDelimiter ? { titleDelimiter } : {}),
      navbarTitle,
      navbarItems: Array.isArray(items) ? items : null,
      ...(editUrl ? { editUrl } : {}),
      ...(docsEditUrlFunction ? { docsEditUrlFunction } : {}),
      ...(pagesEditUrl ? { pagesEditUrl } : {}),
      ...(announcement.length ? { announcement } : {}),
      ...(defaultTheme ? { defaultTheme } : {}),
      ...(themeSwitchDisabled ? { themeSwitch: false as const } : {}),
      ...(socialImage ? { socialImage } : {}),
      ...(favicon ? { favicon } : {}),
      ...(navbarLogo ? { navbarLogo } : {}),
      ...(navbar?.style === "dark" ? { navbarDark: true as const } : {}),
      ...(siteMetadata.length ? { siteMetadata } : {}),
      ...(siteHeadTags.length ? { siteHeadTags } : {}),
      ...(docsRouteBase ? { docsRouteBase } : {}),
      ...(baseUrlPath ? { baseUrlPath } : {}),
      ...(docsPath ? { docsPath } : {}),
      ...(tocLevels ? { tocLevels } : {}),
      ...(sidebarBehaviour ? { sidebarBehaviour } : {}),
      ...(docsVersioning ? { docsVersioning } : {}),
      ...(Object.keys(docFileGlobs).length ? { docFileGlobs } : {}),
      ...(docsInstances.length ? { docsInstances } : {}),
      ...(mainDocsOff ? { mainDocsOff } : {}),
      ...(docsSidebarPath ? { docsSidebarPath } : {}),
      ...(docsOptions?.breadcrumbs === false ? { docsBreadcrumbs: false as const } : {}),
      ...(docsCategoryDefaults ? { docsCategoryDefaults } : {}),
      ...(docsLastUpdateHidden ? { docsLastUpdateHidden } : {}),
      blogs: blogSettingsOf(raw, warn),
      ...(brokenLinkHandling ? { brokenLinkHandling } : {}),
      ...(pluginRoutes.length ? { pluginRoutes } : {}),
      ...(sitemap ? { sitemap } : {}),
    },
    problems,
  };
}

/**
 * Translated docs of the default locale (`i18n/<defaultLocale>/docusaurus-plugin-content-docs/`),
 * which Docusaurus serves in place of the docs folder's: this site serves the docs as written, so
 * the checker says so once, at the config's `defaultLocale`.
 */
export function defaultLocaleTranslationProblems(contentDir: string, configFile: RawConfigFile | null): ContentProblem[] {
  if (!configFile) return [];
  const locale = objectAt(configFile.raw, "i18n")?.defaultLocale;
  if (typeof locale !== "string" || !/^[\w-]+$/.test(locale)) return [];
  const folder = path.join("i18n", locale, "docusaurus-plugin-content-docs");
  const count = countMarkdownFiles(path.join(contentDir, folder));
  if (count === 0) return [];
  const message = `${folder}/ holds ${count} translated doc${count === 1 ? "" : "s"} of the default locale "${locale}", which Docusaurus serves in place of the docs folder's; this site serves the docs as written in the docs folder, and reads no translations`;
  return [{ file: configFile.file, line: lineMentioning(configFile.source, "defaultLocale"), severity: "warning", kind: "config", message }];
}

/** The Markdown and MDX files in a folder and below it; 0 for no folder. */
function countMarkdownFiles(dir: string): number {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  return entries.reduce((count, entry) => count + (entry.isDirectory() ? countMarkdownFiles(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? 1 : 0), 0);
}

/**
 * The config's `themeConfig.metadata` for one page, without the entries the page sets itself: Docusaurus' page
 * metadata (a doc's `description`, and its frontmatter `keywords` when it has some) is written after the site's, and
 * react-helmet keeps the later of two tags of one name (Continue's pages showed the site's keywords in place of their own).
 */
export function siteMetadataUnderPage(siteMetadata: HeadTag[], page: { description?: string; keywords: string[] }): HeadTag[] {
  const ownNames = new Set([
    ...(page.description ? ["description", "og:description"] : []),
    ...(page.keywords.length ? ["keywords"] : []),
  ]);
  return siteMetadata.filter((tag) => !ownNames.has((tag.attributes.name ?? tag.attributes.property ?? "").toLowerCase()));
}
