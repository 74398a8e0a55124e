// A Docusaurus site's docusaurus.config.js, for what a reader sees of it: the site's title, the
// header's links, the edit links' base, the announcement bar, the default colour theme, and what
// pages may read of it (`useDocusaurusContext`, the code blocks' magic comments). Two
// stages: load the file (run as sidebars.js is, with stand-ins for what it needs of Docusaurus'
// build), then read what the site uses from it, reporting what it cannot use at its line.
import fs from "node:fs";
import Module, { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { announcementOf, type AnnouncementPart } from "./announcement";
import { DEFAULT_SITE_TITLE } from "./config.server";
import { asCommonJs, contentModuleFile, contentProcess, errorMessage, fetchedAddress, loadErrorPlace, noteFailingModule, nodeGlobals, refusedFetch } from "./content-code.server";
import { hashText } from "./hash.server";
import { siteHeadTagsOf, siteMetadataOf, type HeadTag } from "./head-tags";
import { markdownPreprocessorFingerprint } from "./markdown-preprocessor.server";
import { rootedBuiltin } from "./rooted-builtins.server";
import { internalDocsHelpers, isInternalDocsModule } from "./internal-docs";
import { scalarDocumentAddress } from "./openapi-document";
import { STAND_IN_VALUE, type MagicComment, type MarkdownFormat, type MermaidSettings, type PageConfig, type ThemeComponents } from "./page-config";
import { socialImagePathOf, tocLevelsSettingOf, type TocLevels } from "./page-options";
import { lineAt, lineMentioning, type ContentProblem, type Severity } from "./problems";
import { katexVersion } from "./math.server";
import { npm2yarnOptionsOf, usesPluginPackage, transpiledCodeblockExtensionsOf, unrunMarkdownPluginsOf, unrunPluginsMessage } from "./config-markdown-plugins";
import type { DocFileGlobs } from "./pages.server";
import type { DocsVersioningOptions } from "./versions.server";
import type { RawRedirect } from "./redirects.server";
import { DEFAULT_BLOG_SETTING, type BlogSetting } from "./blog.server";
import type { CategoryDefaults, SidebarItemsGenerator } from "./sidebars.server";
import type { SidebarBehaviour } from "./page-data";
import { pageIdFromUrlPath } from "./urls";

/**
 * How long the config may run, its promise included. Docusaurus' configs take milliseconds; the
 * limit stops one that never ends. It is wall-clock time, so it is wide: on a machine loaded 10 to
 * 1, a config that takes 0.2 s alone ran out of 2 s, and the site served without it until the next edit.
 */
const CONFIG_TIME_LIMIT_MS = 10_000;

const CONFIG_FILES = ["docusaurus.config.js", "docusaurus.config.cjs", "docusaurus.config.mjs", "docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts"];

export interface RawConfigFile {
  /** Relative to the content folder. */
  file: string;
  /** The file's text, to find the line of a setting a problem is about. */
  source: string;
  /** The config object it exports (or its function returns). */
  raw: Record<string, unknown>;
  /** The files it requires by path that the content folder does not have (they got a stand-in). */
  unread?: string[];
  /** The addresses it fetched, answered by a stand-in, when their failing would have stopped it. */
  fetched?: string[];
  /** The content folder's modules it ran besides itself (Ory's `./src/navbar`), relative, with their text. */
  modules?: { file: string; source: string }[];
  /**
   * Calls a function of the config (`sidebarItemsGenerator`) with an argument in the config's
   * context, to the end of its promise: what it resolved to, or what it threw. Absent for configs
   * made by hand (tests).
   */
  settle?: (fn: unknown, args: unknown[], self?: unknown) => Settled;
  /** The config's `require` from the content folder, in its context: a plugin given by its module's path is loaded so. */
  requireModule?: (specifier: string) => unknown;
  /** The content folder, as Docusaurus gives a plugin its site's folder (`context.siteDir`). */
  siteDir?: string;
}

/** How a function of the config ended: with a value, with an error, or not at all (it waited for a file or a timer). */
export interface Settled {
  value?: unknown;
  error?: unknown;
  settled: boolean;
}

/**
 * Where the config writes `mentioned`: in its own file, else in a content module it imports (a
 * navbar kept in `src/navbar.ts`); a value no file writes as it is (a link the config computes,
 * `` `/docs/${latest}/intro` ``) is placed at `near` (the item's label) when one is written, else at
 * the template literal that makes it (items a `versions.map(...)` makes, label and link both
 * computed), else at line 1 of the config. `after` and `near` as for lineMentioning.
 */
export function configPlaceOf(configFile: RawConfigFile, mentioned: string, after?: string, near?: string): { file: string; line: number } {
  const writerOf = (text: string) => [configFile, ...(configFile.modules ?? [])].find((file) => file.source.includes(text));
  const holder = writerOf(mentioned);
  if (holder) return { file: holder.file, line: lineMentioning(holder.source, mentioned, after, near) };
  const labelHolder = near === undefined ? undefined : writerOf(near);
  if (labelHolder) return { file: labelHolder.file, line: lineMentioning(labelHolder.source, near!, after) };
  for (const file of [configFile, ...(configFile.modules ?? [])]) {
    const offset = templateMaking(file.source, mentioned);
    if (offset !== undefined) return { file: file.file, line: lineAt(file.source, offset) };
  }
  return { file: configFile.file, line: 1 };
}

/** A template literal with substitutions: its text between backticks, none inside. */
const TEMPLATE_LITERAL = /`([^`]*\$\{[^`]*)`/g;
/** The least text, outside its substitutions, of a template taken to make a value: `${a}/${b}` could make any path. */
const LEAST_TEMPLATE_TEXT = 4;

/**
 * The offset of the template literal in `source` that makes `value` (`` `docs/${version}/intro` ``
 * for "docs/2.1/intro"), its written text in the same places around its substitutions; the one
 * with the most written text when several do; undefined when none does.
 */
function templateMaking(source: string, value: string): number | undefined {
  let best: { offset: number; written: number } | undefined;
  for (const match of source.matchAll(TEMPLATE_LITERAL)) {
    const parts = match[1].split(/\$\{[^}]*\}/);
    const written = parts.join("").length;
    if (written < LEAST_TEMPLATE_TEXT || (best && best.written >= written)) continue;
    const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^]*?")}$`);
    if (pattern.test(value)) best = { offset: match.index, written };
  }
  return best?.offset;
}

/** How long the client-redirects plugin's `createRedirects` may take for all of a site's paths together. */
const CREATE_REDIRECTS_TIME_LIMIT_MS = 2000;

/** The redirects a config's client-redirects plugin asks for, and what went wrong asking. */
export interface ClientRedirects {
  redirects: RawRedirect[];
  problems: ContentProblem[];
}

/**
 * The redirects of the config's `@docusaurus/plugin-client-redirects`, in Docusaurus' paths (docs
 * under their route, no `baseUrl`): its `redirects: [{to, from}]` (`from` a path or a list of
 * paths), and what its `createRedirects(existingPath)` function returns for each of `routePaths()`,
 * the site's paths as Docusaurus has them: the paths (one or a list) to send on to that path, as
 * Docusaurus writes a page at each. One entry for each `from`, placed at the line writing it.
 */
export function clientRedirectsOf(configFile: RawConfigFile | null, routePaths: () => string[] = () => []): ClientRedirects {
  const problems: ContentProblem[] = [];
  let paths: string[] | undefined;
  const sitePaths = () => (paths ??= routePaths());
  const redirects = clientRedirectsOptionsOf(configFile).flatMap((options) => {
    if (!configFile) return [];
    const listed = (Array.isArray(options?.redirects) ? options.redirects : []).flatMap((redirect: unknown) => {
      const { from, to } = (redirect && typeof redirect === "object" ? redirect : {}) as Record<string, unknown>;
      return (Array.isArray(from) ? from : [from]).map((one: unknown) => ({ from: one, to, ...redirectPlaceOf(configFile, one, to) }));
    });
    const extended = (["fromExtensions", "toExtensions"] as const).flatMap((option) => extensionRedirectsOf(configFile, option, options?.[option], sitePaths, problems));
    if (typeof options?.createRedirects !== "function") return [...listed, ...extended];
    const created = createdRedirectsOf(options.createRedirects as (path: string) => unknown, sitePaths());
    const place = configPlaceOf(configFile, "createRedirects");
    if (created.failure) problems.push({ ...place, severity: "error", kind: "redirect", message: `client redirects: ${created.failure}; Docusaurus stops its build on this, and the redirects it gives are left out` });
    return [...listed, ...extended, ...created.redirects.map((redirect) => ({ ...redirect, ...place }))];
  });
  return { redirects, problems };
}

/**
 * The extensions of the client-redirects plugin's `fromExtensions` as Docusaurus takes them (no dot,
 * no slash): the site's pages are reached with one added too (`/guide.html`), so a link ending in
 * one is meant for a page, not a file.
 */
export function clientRedirectFromExtensionsOf(configFile: RawConfigFile | null): string[] {
  return clientRedirectsOptionsOf(configFile).flatMap((options) => {
    const setting = options?.fromExtensions;
    return Array.isArray(setting) ? setting.filter((extension): extension is string => typeof extension === "string" && isRedirectExtension(extension)) : [];
  });
}

/** The options of each client-redirects plugin of the config: listed by its name, or returned by a plugin function wrapping it. */
function clientRedirectsOptionsOf(configFile: RawConfigFile | null): (Record<string, unknown> | undefined)[] {
  const plugins = configFile && Array.isArray(configFile.raw.plugins) ? configFile.raw.plugins : [];
  return configFile ? plugins.flatMap((entry) => (isClientRedirectsEntry(entry) ? [objectAt(entry, "1")] : wrappedClientRedirectsOptions(configFile, entry))) : [];
}

/** Marks what the client-redirects plugin's function returns with the options it was given. */
const CLIENT_REDIRECTS_OPTIONS = Symbol("client-redirects options");

/**
 * The function of `@docusaurus/plugin-client-redirects` as a config requires it: a plugin whose
 * options are kept, so that a plugin of the config that calls it and returns (or spreads) what it
 * gives is read as that plugin with those options. Backstage's config patches the plugin so
 * (`ctx => PatchedRedirectPlugin(ctx, {redirects})`), and its redirects answered 404.
 */
function clientRedirectsPlugin(_context: unknown, options: unknown): Record<string | symbol, unknown> {
  return { name: "docusaurus-plugin-client-redirects", [CLIENT_REDIRECTS_OPTIONS]: options, postBuild: async () => {} };
}

/**
 * The package as `require` gives it: that function, also as its `default`, which a CommonJS config
 * calls, as Node gives it the package's compiled `exports.default`
 * (`require('@docusaurus/plugin-client-redirects').default(ctx, options)`; it was undefined here).
 */
const CLIENT_REDIRECTS_MODULE = Object.assign((context: unknown, options: unknown) => clientRedirectsPlugin(context, options), { default: clientRedirectsPlugin });

/**
 * The options of the client-redirects plugin that a `plugins` entry given as a function (alone or
 * with its options) returns, called as Docusaurus calls it, in the config's context; none for
 * another plugin, or one that fails (the import aliases' reading names those).
 */
function wrappedClientRedirectsOptions(configFile: RawConfigFile, entry: unknown): (Record<string, unknown> | undefined)[] {
  const [given, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof given !== "function" || !configFile.settle) return [];
  const made = configFile.settle(given, [pluginContextOf(configFile.raw, configFile.siteDir), options ?? {}]);
  const plugin = made.settled && made.error === undefined ? (made.value as Record<symbol, unknown> | undefined) : undefined;
  return plugin && typeof plugin === "object" && CLIENT_REDIRECTS_OPTIONS in plugin ? [objectAt(plugin[CLIENT_REDIRECTS_OPTIONS])] : [];
}

/** Whether a `plugins` entry is `['@docusaurus/plugin-client-redirects', options]`. */
function isClientRedirectsEntry(entry: unknown): entry is [string, unknown] {
  return Array.isArray(entry) && typeof entry[0] === "string" && /(^|plugin-)client-redirects$/.test(entry[0]);
}

/** Whether a client-redirects extension is written as Docusaurus takes one: without a dot or a slash. */
function isRedirectExtension(extension: string): boolean {
  return extension !== "" && !/[./]/.test(extension);
}

/**
 * The redirects of the plugin's `fromExtensions` (each path the site serves, but `/` and those ending
 * in `/`, with `.html` added, sends the reader on to it: a site moved from Docusaurus 1 keeps its
 * old addresses so) or `toExtensions` (each path ending in `.html` is reached without it too), as
 * Docusaurus makes them; placed at the option's line. An extension written with a dot or a slash
 * (`'.html'`), on which Docusaurus stops, is reported there and left out.
 */
function extensionRedirectsOf(configFile: RawConfigFile, option: "fromExtensions" | "toExtensions", setting: unknown, sitePaths: () => string[], problems: ContentProblem[]): RawRedirect[] {
  if (!Array.isArray(setting) || setting.length === 0) return [];
  const place = configPlaceOf(configFile, option);
  const extensions = setting.filter((extension): extension is string => {
    if (typeof extension === "string" && isRedirectExtension(extension)) return true;
    const meant = typeof extension === "string" ? extension.replace(/[./]/g, "") : "";
    problems.push({ ...place, severity: "error", kind: "redirect", message: `client redirects: ${option}: ${JSON.stringify(extension)} is not an extension as Docusaurus takes one (no dot, no slash${meant ? `: ${JSON.stringify(meant)}` : ""}); Docusaurus stops its build on this, and it is left out` });
    return false;
  });
  if (extensions.length === 0) return [];
  const linkable = sitePaths().filter((sitePath) => sitePath !== "/" && !sitePath.endsWith("/"));
  const redirects = option === "fromExtensions"
    ? linkable.flatMap((to) => extensions.map((extension) => ({ from: `${to}.${extension}`, to })))
    : linkable.flatMap((to) => extensions.filter((extension) => to.endsWith(`.${extension}`)).map((extension) => ({ from: to.slice(0, -extension.length - 1), to })));
  return redirects.map((redirect) => ({ ...redirect, ...place }));
}

/**
 * Where the config writes a listed redirect's `from`: the path as written, in the file that writes
 * where it leads too, nearest that (Testkube's `from: "/cli"` is in its `redirects.js`, which the
 * config's `createRedirects` also names as `'/cli'`); for one it computed, the template literal it
 * starts with (`` `/docs/legacy-${slug}` `` in a function that maps a list), else the plugin's
 * `redirects` option, where a spread of such a list is: not line 1 of the config.
 */
function redirectPlaceOf(configFile: RawConfigFile, from: unknown, to: unknown): { file: string; line: number } {
  const written = typeof from === "string" ? from : "";
  const holders = [configFile, ...(configFile.modules ?? [])];
  const sources = holders.map((holder) => holder.source);
  const listing = written && typeof to === "string" && to ? holders.find((holder) => holder.source.includes(written) && holder.source.includes(to)) : undefined;
  if (listing) return { file: listing.file, line: lineMentioning(listing.source, written, "", to as string) };
  if (written && sources.some((source) => source.includes(written))) return configPlaceOf(configFile, written);
  // At least the path's first folder: a template that writes only `/` is not taken for it.
  const shortest = Math.max(2, written.indexOf("/", 1) + 1);
  for (let end = written.length - 1; end >= shortest; end--) {
    const head = `\`${written.slice(0, end)}`;
    if (sources.some((source) => source.includes(head))) return configPlaceOf(configFile, head);
  }
  return configPlaceOf(configFile, "redirects:", "client-redirects");
}

/**
 * What a `createRedirects` function gives for each path, called as Docusaurus calls it: every
 * `from` path it returns (a path or a list; nothing for none) sends the reader on to that path.
 * Run once for all paths, under a time limit: a function that never returns would hold the server.
 */
function createdRedirectsOf(createRedirects: (path: string) => unknown, routePaths: string[]): { redirects: { from: unknown; to: string }[]; failure?: string } {
  let results: unknown;
  try {
    results = vm.runInNewContext(
      `paths.map((path) => {
        try { return { path, from: createRedirects(path) }; } catch (error) { throw new Error('createRedirects("' + path + '") threw: ' + (error && error.message || error)); }
      })`,
      { createRedirects, paths: routePaths },
      { timeout: CREATE_REDIRECTS_TIME_LIMIT_MS },
    );
  } catch (error) {
    const message = errorMessage(error);
    return { redirects: [], failure: /timed out/i.test(message) ? `createRedirects took longer than ${CREATE_REDIRECTS_TIME_LIMIT_MS / 1000} s for the site's ${routePaths.length} paths` : message };
  }
  const redirects = (results as { path: string; from: unknown }[]).flatMap(({ path: to, from }) =>
    from === undefined || from === null ? [] : (Array.isArray(from) ? from : [from]).map((one: unknown) => ({ from: one, to })),
  );
  return { redirects };
}

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

/** A page a plugin makes at the route its options name: `route` is its path without slashes, `plugin` the plugin's name as the config writes it. */
export interface PluginRoute {
  route: string;
  plugin: string;
  /** That page alone (a route `addRoute` adds), not the pages under it too (an API reference's). */
  exact?: true;
  /** The route is the base of the plugin's pages (its `routeBasePath`), not one page of its own. */
  base?: true;
  /** The OpenAPI document an API reference plugin shows there, as written (a site path, a path from the site's folder, or a URL). */
  spec?: string;
  /** The plugin's name for that page (`@scalar/docusaurus`' `label`). */
  label?: string;
  /** The plugin puts a link to the page in the navbar (`@scalar/docusaurus` does, unless `showNavLink: false`). */
  navLink?: true;
  /** The docs folder (from the content folder) whose pages the plugin writes when the site is built, and how it makes them. */
  generated?: { folder: string; by: string };
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

/**
 * A package the site does not have (`@docusaurus/...`, `prism-react-renderer`, plugins): any
 * property, call or `new` of it gives it back, so the config's use of it evaluates. It is not a
 * promise (no `then`), so awaiting it does not hang, nor a compiled ES module (no `__esModule`),
 * so a default import of it (`import versions from './versions.json'`) is the stand-in itself.
 */
export function standInModule(): unknown {
  const standIn: object = new Proxy(function standIn() {}, {
    get: (_target, key) => (key === "then" || key === "__esModule" ? undefined : key === Symbol.toPrimitive ? () => "" : standIn),
    apply: () => standIn,
    construct: () => standIn,
  });
  standIns.add(standIn);
  return standIn;
}
/** The stand-ins given to configs: a config value that is one reaches pages as a stand-in too. */
const standIns = new WeakSet<object>();

/**
 * Makes the context's `JSON.parse` give back a stand-in it is given, the text of a file the site does
 * not read (`JSON.parse(fs.readFileSync('../package.json'))`), so any use of what it parsed evaluates.
 */
function parseStandInsAsThemselves(context: vm.Context): void {
  const json = vm.runInContext("JSON", context) as JSON;
  const parse = json.parse;
  json.parse = (text: string, reviver?: Parameters<JSON["parse"]>[1]) => (standIns.has(text as unknown as object) ? text : parse(text, reviver));
}

/**
 * The `require` a config module gets: Node's built-in modules (`fs` and `path` taking relative paths
 * from the content folder, the config's working directory in Docusaurus); lodash and semver, which every Docusaurus
 * site has as Docusaurus' own packages depend on them (Puppeteer's config picks its archived versions' links with
 * `semver.gte`); the YAML parsers configs read their data files with; the content folder's own files, run
 * in the config's context (JSON parsed); a stand-in for anything else. `require.resolve` gives a
 * path without looking for the file, as the config only passes it on to Docusaurus' build.
 */
function configRequire(context: vm.Context, contentDir: string, fromDir: string, cache: Map<string, unknown>, unread: string[]): NodeJS.Require {
  const require = ((id: string) => {
    if (id === "module" || id === "node:module") return configModuleBuiltin((from) => configRequire(context, contentDir, from, cache, unread));
    if (isBuiltin(id)) return id === "process" || id === "node:process" ? context.process : rootedBuiltin(id, contentDir, readOutside) ?? nodeRequire(id);
    if (isInternalDocsModule(id)) return internalDocsHelpers();
    if (id === "lodash") return docusaurusLodash();
    if (id === "semver" || id.startsWith("semver/")) return nodeRequire(id);
    if (YAML_PARSERS.has(id)) return yamlParser(id);
    if (id === "@docusaurus/plugin-client-redirects") return CLIENT_REDIRECTS_MODULE;
    if (!id.startsWith(".") && !path.isAbsolute(id)) return standInModule();
    const file = contentModuleFile(contentDir, fromDir, id);
    if (file) return runModule(context, contentDir, file, cache, unread);
    // A path the config computed (`path.join(__dirname, ...)`) is named from the content folder, not the server's disk.
    unread.push(path.isAbsolute(id) ? path.relative(contentDir, id) : id);
    return standInModule();
  }) as NodeJS.Require;
  const readOutside = (file: string) => {
    unread.push(path.relative(contentDir, file));
    return standInModule();
  };
  require.resolve = ((id: string) => (id.startsWith(".") || path.isAbsolute(id) ? path.resolve(fromDir, id) : path.join(contentDir, "node_modules", id))) as NodeJS.RequireResolve;
  return require;
}
const nodeRequire = createRequire(import.meta.url);

/**
 * YAML parsers, given as themselves: js-yaml, which every Docusaurus site has (Docusaurus reads front
 * matter and authors files with it), and yaml, which sites add to read a data file. Miden's config reads
 * its next version from a release manifest with yaml's `parse`; a stand-in made its version menu's
 * label for the docs folder " (unstable)", without the version.
 */
const YAML_PARSERS = new Set(["yaml", "js-yaml"]);
/** The functions of those packages that parse a text. */
const YAML_PARSE_FUNCTIONS = ["load", "loadAll", "safeLoad", "safeLoadAll", "parse", "parseDocument", "parseAllDocuments"];

/**
 * A YAML parser as a config requires it, whose parse functions give back a stand-in they are given,
 * as the context's `JSON.parse` does: the text of a file the site does not read (Jest's
 * `yaml.load(fs.readFileSync('../crowdin.yaml'))`), so any use of what it parsed evaluates.
 */
function yamlParser(id: string): Record<string, unknown> {
  const parser = nodeRequire(id) as Record<string, unknown>;
  const wrapped = YAML_PARSE_FUNCTIONS.filter((name) => typeof parser[name] === "function").map((name) => {
    const parse = parser[name] as (...args: unknown[]) => unknown;
    return [name, (text: unknown, ...rest: unknown[]) => (standIns.has(text as object) ? text : parse(text, ...rest))];
  });
  return { ...parser, ...Object.fromEntries(wrapped) };
}

/**
 * The config's `baseUrl` as Docusaurus' validation gives it to plugins and pages: with a slash at
 * each end (`''` is `/`, `docs` is `/docs/`); `/` when it writes none. Miden's `baseUrl: ""` reached
 * `siteConfig` as written, and a plugin's `addRoute` paths were read under an empty base.
 */
export function docusaurusBaseUrl(raw: Record<string, unknown>): string {
  if (typeof raw.baseUrl !== "string") return "/";
  const trimmed = raw.baseUrl.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** The context Docusaurus calls a plugin with: the validated config, its `baseUrl` and the site's folder. */
function pluginContextOf(raw: Record<string, unknown>, siteDir: string | undefined) {
  const baseUrl = docusaurusBaseUrl(raw);
  return { siteConfig: { ...raw, baseUrl }, baseUrl, siteDir };
}

/**
 * lodash, which every Docusaurus site has (Docusaurus' own packages depend on it), so configs use
 * it as their own: Pulsar's builds its docs' `versions` option with `_.keyBy`, which a stand-in
 * emptied, losing each version's path. A fresh copy for each module that requires it, so one's `_.mixin` stays its own.
 */
function docusaurusLodash(): unknown {
  return (nodeRequire("lodash") as { runInContext: () => unknown }).runInContext();
}

/**
 * Node's `module` as a config sees it: its `createRequire` gives the config's own `require` (from
 * the folder of the file or `file:` URL it is given), so packages the site does not have are
 * stand-ins there too. An ES module or TypeScript config requires through it
 * (`const require = createRequire(import.meta.url)`, Babel's); Node's own threw "Cannot find module".
 */
function configModuleBuiltin(requireFrom: (fromDir: string) => NodeJS.Require): typeof Module {
  const createConfigRequire = (from: string | URL) => {
    const written = String(from);
    return requireFrom(path.dirname(written.startsWith("file:") ? fileURLToPath(written) : written));
  };
  return new Proxy(Module, { get: (target, key) => (key === "createRequire" ? createConfigRequire : Reflect.get(target, key)) });
}

/** Runs one module of the config (the file, or a content file it requires) in its context; its exports. */
function runModule(context: vm.Context, contentDir: string, file: string, cache: Map<string, unknown>, unread: string[]): unknown {
  if (cache.has(file)) return cache.get(file);
  const source = fs.readFileSync(file, "utf8");
  try {
    if (file.endsWith(".json")) return JSON.parse(source);
    const module = { exports: {} as unknown };
    cache.set(file, module.exports);
    // The wrapper keeps the file's lines where they are, so errors point at the writer's lines. Its
    // inner block lets an ES module declare its own `__dirname` (from `import.meta.url`), which Node
    // allows there, without clashing with the parameter.
    const code = asCommonJs(path.basename(file), source, { dynamicImports: true, file });
    const wrapped = `(function (exports, require, module, __filename, __dirname) {{${code}\n}})`;
    const run = vm.runInContext(wrapped, context, { filename: file, timeout: CONFIG_TIME_LIMIT_MS }) as (...args: unknown[]) => void;
    run(module.exports, configRequire(context, contentDir, path.dirname(file), cache, unread), module, file, path.dirname(file));
    cache.set(file, module.exports);
    return module.exports;
  } catch (error) {
    noteFailingModule(error, { file, source });
    throw error;
  }
}

/**
 * Stage 1: runs the content folder's `docusaurus.config.{js,cjs,mjs,ts,mts,cts}` and awaits what it
 * exports (an object, or a function that returns one or a promise of one); null without a config.
 * In a context of its own, with no environment (`process.env` is empty) and a time limit that
 * covers its promise: a promise that waits for anything but other promises (a file, a timer) is
 * an error, as the site cannot wait for it in the middle of a request. A `fetch` fails, as the site
 * has no network, and the config may take its own way round that (a `catch`); when the failure
 * stops the config, it is run again with each fetch answered by an empty stand-in (see
 * `standInFetch`), so the rest of it is read, and the addresses are noted in `fetched`.
 */
export function loadConfigFile(contentDir: string): RawConfigFile | ContentProblem | null {
  const root = path.resolve(contentDir);
  const name = CONFIG_FILES.find((candidate) => fs.existsSync(path.join(root, candidate)));
  if (!name) return null;
  const refused: string[] = [];
  const loaded = runConfigFile(root, name, { answer: false, addresses: refused });
  if (!("kind" in loaded) || refused.length === 0) return loaded;
  const fetched: string[] = [];
  const answered = runConfigFile(root, name, { answer: true, addresses: fetched });
  return "kind" in answered ? loaded : { ...answered, fetched };
}

/**
 * A `fetch` made in the config's context (so its promises settle there), answering every address
 * with a successful response whose `json()` is a stand-in (which any use evaluates, and which reads
 * as empty text) and whose text is empty, as if the address had answered with nothing the config
 * could use; `note` is told each address.
 */
const STAND_IN_FETCH = `(note, standIn) => (input) => {
  const response = {
    ok: true, status: 200, statusText: 'OK', url: note(input), redirected: false, type: 'basic', headers: new Headers(), body: null, bodyUsed: false,
    json: async () => standIn(), text: async () => '', arrayBuffer: async () => new ArrayBuffer(0), clone: () => response,
  };
  return Promise.resolve(response);
}`;

/** The config's presets and then its plugins, each as written: a name, or `[name, options]`. */
function presetAndPluginEntries(raw: Record<string, unknown>): unknown[] {
  return [...(Array.isArray(raw.presets) ? raw.presets : []), ...(Array.isArray(raw.plugins) ? raw.plugins : [])];
}

/**
 * Runs the config file `name` of the content folder `root`: the loaded config, or why it did not
 * load. Each address it fetches is noted in `fetches.addresses`; the fetch fails, or is answered
 * by a stand-in when `fetches.answer` is set.
 */
function runConfigFile(root: string, name: string, fetches: { answer: boolean; addresses: string[] }): RawConfigFile | ContentProblem {
  const file = path.join(root, name);
  const source = fs.readFileSync(file, "utf8");
  const problem = (line: number, message: string): ContentProblem => ({ file: name, line, severity: "error", kind: "config", message: `cannot load the config: ${message}` });
  const modules = new Map<string, unknown>();
  try {
    const context = vm.createContext({ ...nodeGlobals(), console, process: contentProcess(root) }, { microtaskMode: "afterEvaluate" });
    const note = (input: unknown) => {
      const address = fetchedAddress(input);
      fetches.addresses.push(address);
      return address;
    };
    context.fetch = fetches.answer ? vm.runInContext(STAND_IN_FETCH, context)(note, standInModule) : (input: unknown) => refusedFetch(note(input));
    parseStandInsAsThemselves(context);
    const outcome: { value?: unknown; error?: unknown; settled?: boolean } = {};
    const unread: string[] = [];
    context.load = () => {
      const exported = runModule(context, root, file, modules, unread) as { default?: unknown } | null;
      return exported?.default ?? exported;
    };
    context.outcome = outcome;
    // Run from inside the context, so the time limit covers the module, its function and its promise.
    vm.runInContext(
      "Promise.resolve(load()).then((config) => (typeof config === 'function' ? config() : config)).then((value) => { outcome.value = value; outcome.settled = true; }, (error) => { outcome.error = error; outcome.settled = true; })",
      context,
      { timeout: CONFIG_TIME_LIMIT_MS },
    );
    if (!outcome.settled) return problem(1, "its promise waits for something other than promises (a file, a timer, the network), which the site does not wait for");
    if (outcome.error !== undefined) throw outcome.error;
    const raw = outcome.value;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return problem(1, "it must export the config object (or a function that returns it)");
    const ran = [...modules.keys()].filter((module) => module !== file && !module.endsWith(".json"));
    // The context drains its promises after each evaluation in it, so a later call settles at once
    // too; made from inside it, as a call from outside queues its promises elsewhere.
    const settle = (fn: unknown, args: unknown[], self?: unknown): Settled => {
      const settled: Settled = { settled: false };
      Object.assign(context, { fn, args, self, settled });
      vm.runInContext(
        "Promise.resolve().then(() => fn.apply(self, args)).then((value) => { settled.value = value; settled.settled = true; }, (error) => { settled.error = error; settled.settled = true; })",
        context,
        { timeout: CONFIG_TIME_LIMIT_MS },
      );
      return settled;
    };
    // Only a module file of the content folder: a package's path (`require.resolve('some-plugin')`) is none.
    const requireModule = (specifier: string) => {
      const absolute = path.resolve(root, specifier);
      const isModuleFile = (candidate: string) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;
      const found = ["", ".js", ".cjs", ".mjs", ".ts", "/index.js"].some((ending) => isModuleFile(absolute + ending));
      return absolute.startsWith(root + path.sep) && found ? configRequire(context, root, root, modules, unread)(absolute) : undefined;
    };
    return { file: name, source, raw: raw as Record<string, unknown>, unread, modules: ran.map((module) => ({ file: path.relative(root, module), source: fs.readFileSync(module, "utf8") })), settle, requireModule, siteDir: root };
  } catch (error) {
    // An error in a module it imports is placed there.
    const ran = [...modules.keys()].filter((module) => module !== file).map((module) => ({ file: module, source: fs.readFileSync(module, "utf8") }));
    return { ...problem(1, errorMessage(error)), ...loadErrorPlace(error, root, { file, source }, ran, { dynamicImports: true }) };
  }
}

function objectAt(value: unknown, ...keys: string[]): Record<string, unknown> | undefined {
  let at = value;
  for (const key of keys) at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at && typeof at === "object" && !Array.isArray(at) ? (at as Record<string, unknown>) : undefined;
}

/**
 * The options of every instance of the docs or pages plugin, in the config's order: of a preset
 * (`['classic', {docs: {...}}]`) or of the plugin itself (`@docusaurus/plugin-content-docs`, or
 * `content-docs` for short), which a site adds once more for each other instance (`{id: 'community'}`).
 */
function contentPluginOptionsOf(raw: Record<string, unknown>, plugin: "docs" | "pages" | "blog"): Record<string, unknown>[] {
  const entries = presetAndPluginEntries(raw);
  const pluginName = new RegExp(`(^|plugin-)content-${plugin}$`);
  return entries.flatMap((entry) => {
    if (!Array.isArray(entry) || typeof entry[0] !== "string") return [];
    const options = pluginName.test(entry[0]) ? objectAt(entry, "1") : objectAt(entry, "1", plugin);
    return options ? [options] : [];
  });
}

/**
 * The `sidebarItemsGenerator` of the docs (the main docs, or the instance `pluginId`), as Docusaurus
 * runs it for each autogenerated item: the items it gives for a request, or why it gave none (it
 * threw, or waited for more than promises). Undefined when the config has none.
 */
export function sidebarItemsGeneratorOf(configFile: RawConfigFile | null, pluginId = "default"): SidebarItemsGenerator | undefined {
  const generator = configFile && contentPluginOptionsOf(configFile.raw, "docs").find((options) => pluginIdOf(options) === pluginId)?.sidebarItemsGenerator;
  const { settle } = configFile ?? {};
  if (typeof generator !== "function" || !settle) return undefined;
  return (request) => {
    const outcome = settle(generator, [request]);
    if (!outcome.settled) return { error: "its promise waits for something other than promises (a file, a timer), which the site does not wait for" };
    if (outcome.error !== undefined) return { error: errorMessage(outcome.error) };
    return Array.isArray(outcome.value) ? { items: outcome.value } : { error: "it must return a list of sidebar items" };
  };
}

/**
 * The OpenAPI document an API reference plugin's options name: redocusaurus' and
 * docusaurus-plugin-redoc's `spec`, `@scalar/docusaurus`' `configuration.url`, `configuration.spec.url`
 * or the first of its `configuration.sources`.
 */
function apiDocumentOf(options: Record<string, unknown>): string | undefined {
  return typeof options.spec === "string" && options.spec.trim() ? options.spec.trim() : scalarDocumentAddress(options.configuration);
}

/**
 * The plugins whose pages are under a route by default, when their options set no `routeBasePath`:
 * docusaurus-plugin-typedoc-api puts its TypeScript API reference under `/api`.
 */
const DEFAULT_ROUTE_BASES: Record<string, string> = { "docusaurus-plugin-typedoc-api": "api" };

/**
 * The routes the config's plugins and presets make pages at, other than the content plugins this
 * site reads (docs, blog, pages): a `route` of their options, or of each of their `specs`, as API
 * reference plugins write them (`['@scalar/docusaurus', {route: '/real-device-access-api'}]`,
 * redocusaurus' `specs: [{route: '/api/'}]`), with the OpenAPI document each shows; and the
 * `routeBasePath` their pages are under, as a plugin generating a reference writes it
 * (docusaurus-plugin-typedoc-api, `/api` unless it says otherwise) or a site's own plugin that
 * extends the blog's (a changelog at `/changelog`). The site runs no plugins: it serves those whose
 * document is a file of the content (see openapi-reference.server.ts). A plugin given by its path
 * (`require.resolve('./src/plugins/changelog')`) is named by its path from the content folder.
 */
function pluginRoutesOf(raw: Record<string, unknown>, siteDir: string | undefined): PluginRoute[] {
  const entries = presetAndPluginEntries(raw);
  return entries.flatMap((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    if (typeof name !== "string" || /(^|plugin-)content-(docs|blog|pages)$/.test(name)) return [];
    const plugin = siteDir && path.isAbsolute(name) ? path.relative(siteDir, name).split(path.sep).join("/") : name;
    const options = Array.isArray(entry) ? objectAt(entry, "1") : undefined;
    const specs = Array.isArray(options?.specs) ? options.specs : [];
    const routes: PluginRoute[] = [options, ...specs].flatMap((holder) => {
      const settings = objectAt(holder);
      const route = settings?.route;
      const routePath = typeof route === "string" ? route.replace(/^\/+|\/+$/g, "") : "";
      if (!settings || !routePath) return [];
      const spec = apiDocumentOf(settings);
      const label = typeof settings.label === "string" && settings.label.trim() ? settings.label.trim() : undefined;
      const navLink = name === "@scalar/docusaurus" && settings.showNavLink !== false;
      return [{ route: routePath, plugin, ...(spec ? { spec } : {}), ...(label ? { label } : {}), ...(navLink ? { navLink: true as const } : {}) }];
    });
    const base = routeBaseOf(options?.routeBasePath, DEFAULT_ROUTE_BASES[name] ?? "");
    const generated = options ? generatedDocsRoutesOf(raw, name, options) : [];
    return [...routes, ...(base ? [{ route: base, plugin, base: true as const }] : []), ...generated];
  });
}

/**
 * The routes of the main docs' folders that a plugin writes pages into when the site is built, so
 * the content has them only if it keeps them: docusaurus-plugin-openapi-docs' `outputDir` of each
 * API of its `config` (its `gen-api-docs` command makes the API pages there from the `specPath`
 * document, before Docusaurus' build), docusaurus-plugin-remote-content's `outDir` (it downloads its
 * `documents` there at build time). Only a folder inside the docs folder is a route of the docs.
 */
function generatedDocsRoutesOf(raw: Record<string, unknown>, name: string, options: Record<string, unknown>): PluginRoute[] {
  const folders =
    name === "docusaurus-plugin-openapi-docs"
      ? Object.values(objectAt(options, "config") ?? {}).flatMap((api) => {
          const outputDir = objectAt(api)?.outputDir;
          const specPath = objectAt(api)?.specPath;
          return typeof outputDir === "string" ? [{ folder: outputDir, generatedBy: `its gen-api-docs command${typeof specPath === "string" ? ` makes from ${specPath}` : " makes"}` }] : [];
        })
      : name === "docusaurus-plugin-remote-content" && typeof options.outDir === "string"
        ? [{ folder: options.outDir, generatedBy: "it downloads when the site is built" }]
        : [];
  const docs = contentPluginOptionsOf(raw, "docs").find((docsOptions) => pluginIdOf(docsOptions) === "default");
  if (folders.length === 0) return [];
  const docsPath = path.posix.normalize(typeof docs?.path === "string" ? docs.path : "docs").replace(/^\.\/|\/+$/g, "");
  const docsRoute = routeBaseOf(docs?.routeBasePath, "docs");
  const folderOf = (folder: string) => path.posix.normalize(folder).replace(/^\.\/|\/+$/g, "");
  // Instances of the plugin that write the same folder (each downloading its own documents) are named together.
  const instanceNames = (folder: string) =>
    (Array.isArray(raw.plugins) ? raw.plugins : []).flatMap((entry: unknown) => {
      const instance = Array.isArray(entry) && entry[0] === name ? objectAt(entry, "1") : undefined;
      const written = instance?.outDir;
      return typeof written === "string" && folderOf(written) === folder && typeof instance?.name === "string" && instance.name.trim() ? [`"${instance.name.trim()}"`] : [];
    });
  return folders.flatMap(({ folder, generatedBy }) => {
    const written = folderOf(folder);
    const names = [...new Set(instanceNames(written))];
    const plugin = names.length ? `${name} (${names.join(", ")})` : name;
    if (!written.startsWith(`${docsPath}/`)) return [];
    const route = [docsRoute, written.slice(docsPath.length + 1)].filter(Boolean).join("/");
    return [{ route, plugin, base: true as const, generated: { folder: written, by: generatedBy } }];
  });
}

/**
 * The OpenAPI documents redocusaurus (and docusaurus-plugin-redoc) load for pages to draw with
 * `<ApiDocMdx id="..." />`, with the `url` Redoc offers to download, by the id that names each: a spec's own `id`, else the one the preset
 * gives it (`plugin-redoc-0`, by its place in `specs`), or the plugin's (`default`). A spec needs
 * no `route` for that: Testkube's specs have none, their pages being MDX docs. Absent without any.
 */
function redocSpecsOf(raw: Record<string, unknown>): Record<string, { spec: string; url?: string }> | undefined {
  const specs: Record<string, { spec: string; url?: string }> = {};
  const entries = presetAndPluginEntries(raw);
  for (const entry of entries) {
    const name = Array.isArray(entry) ? entry[0] : entry;
    const options = Array.isArray(entry) ? objectAt(entry, "1") : undefined;
    if (!options || typeof name !== "string") continue;
    const holders = /(^|\/)redocusaurus$/.test(name) && Array.isArray(options.specs) ? options.specs.map((spec, index) => [spec, `plugin-redoc-${index}`] as const) : /(^|\/)docusaurus-plugin-redoc$/.test(name) ? [[options, "default"] as const] : [];
    for (const [holder, fallbackId] of holders) {
      const settings = objectAt(holder);
      const spec = settings && typeof settings.spec === "string" && settings.spec.trim() ? settings.spec.trim() : undefined;
      if (!settings || !spec) continue;
      const id = typeof settings.id === "string" && settings.id.trim() ? settings.id.trim() : fallbackId;
      const url = typeof settings.url === "string" && settings.url.trim() ? settings.url.trim() : undefined;
      specs[id] ??= { spec, ...(url ? { url } : {}) };
    }
  }
  return Object.keys(specs).length ? specs : undefined;
}

/** A plugin instance's `id`: `default` unless it says otherwise. */
function pluginIdOf(options: Record<string, unknown>): string {
  return typeof options.id === "string" && options.id.trim() ? options.id.trim() : "default";
}

/** A route option (`routeBasePath`) without its slashes, or `fallback` when not a string. */
function routeBaseOf(setting: unknown, fallback: string): string {
  return (typeof setting === "string" ? setting : fallback).replace(/^\/+|\/+$/g, "");
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

/** Whether a preset turns its content plugin off (`presets: [['classic', {docs: false}]]`). */
function presetTurnsOff(raw: Record<string, unknown>, plugin: "docs" | "blog"): boolean {
  const presets = Array.isArray(raw.presets) ? raw.presets : [];
  return presets.some((entry) => Array.isArray(entry) && objectAt(entry, "1")?.[plugin] === false);
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
 * The pages the config's plugins add with `addRoute` (compare pluginRoutesOf, which reads the routes
 * their options name). The site serves none of them; the checker names the plugin at a link to one. As Docusaurus has them made: each plugin (inline, or a
 * module of the content folder) is called with the site's context and its options, and its
 * `contentLoaded` with what its `loadContent` gives; the paths of its `addRoute` calls (without the
 * `baseUrl`) are its pages. A plugin that fails, or waits for more than promises, adds none here.
 * Called by the checker only: a plugin's `loadContent` may read much, which the server has no use for.
 */
export function addedPluginRoutesOf(loaded: RawConfigFile | null): PluginRoute[] {
  const routes = new Map<string, string>();
  const { raw, settle, requireModule, siteDir } = loaded ?? {};
  if (!raw || !settle || !Array.isArray(raw.plugins)) return [];
  const context = pluginContextOf(raw, siteDir);
  const call = (fn: unknown, args: unknown[], self?: unknown): unknown => {
    const outcome = settle(fn, args, self);
    if (outcome.error !== undefined || !outcome.settled) throw outcome.error ?? new Error("unsettled");
    return outcome.value;
  };
  for (const entry of raw.plugins) {
    const [given, options] = Array.isArray(entry) ? entry : [entry, undefined];
    try {
      const plugin = typeof given === "string" ? localPluginOf(given, requireModule) : given;
      if (typeof plugin !== "function") continue;
      const made = call(plugin, [context, options ?? {}]) as { name?: unknown; loadContent?: unknown; contentLoaded?: unknown } | undefined;
      if (typeof made?.contentLoaded !== "function") continue;
      const name = typeof made.name === "string" && made.name ? made.name : plugin.name || "plugin";
      const content = typeof made.loadContent === "function" ? call(made.loadContent, [], made) : undefined;
      const addRoute = (route: { path?: unknown; routes?: unknown }) => {
        if (typeof route?.path === "string") {
          const sitePath = route.path.startsWith(context.baseUrl) ? `/${route.path.slice(context.baseUrl.length)}` : route.path;
          const id = pageIdFromUrlPath(sitePath);
          if (id !== null && !routes.has(id)) routes.set(id, name);
        }
        if (Array.isArray(route?.routes)) route.routes.forEach(addRoute);
      };
      // `createData` gives its module's name at once: a promise of this realm would not settle in the config's.
      const actions = { addRoute, createData: (dataName: string) => dataName, setGlobalData: () => undefined };
      call(made.contentLoaded, [{ content, actions, allContent: {} }], made);
    } catch {
      // A plugin that does not run here adds no route the checker knows of.
    }
  }
  return [...routes].map(([route, plugin]) => ({ route, plugin, exact: true }));
}

/**
 * The JSON-serialisable part of a config value: plain objects, arrays, strings, finite numbers,
 * booleans and null; a stand-in (for a missing package or file) as `STAND_IN_VALUE`, which pages
 * see as a stand-in again. Functions, other objects (dates, regular expressions, class instances)
 * and cycles are dropped.
 */
function serialisable(value: unknown, ancestors: object[] = []): unknown {
  if (typeof value === "function" && standIns.has(value)) return STAND_IN_VALUE;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "object" || ancestors.includes(value)) return undefined;
  const within = [...ancestors, value];
  // The config's objects come from its own context: Array.isArray and the tag work across contexts, instanceof does not.
  if (Array.isArray(value)) return value.map((item) => serialisable(item, within)).filter((item) => item !== undefined);
  if (Object.prototype.toString.call(value) !== "[object Object]") return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let field: unknown;
    try {
      field = serialisable((value as Record<string, unknown>)[key], within);
    } catch {
      continue; // a getter that throws
    }
    if (field !== undefined) copy[key] = field;
  }
  return copy;
}

/** `markdown.format` (`mdx`, `md` or `detect`); undefined when unset or another value, which is warned about. */
function markdownFormatOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): MarkdownFormat | undefined {
  const setting = objectAt(raw, "markdown")?.format;
  if (setting === undefined) return undefined;
  if (setting === "mdx" || setting === "md" || setting === "detect") return setting;
  warn("format", `markdown.format is ${JSON.stringify(setting)}, not "mdx", "md" or "detect"; pages are read as MDX`, "markdown");
  return undefined;
}

/** The main docs' `admonitions.keywords` (of the preset or the docs plugin), its text entries; undefined when unset. */
function admonitionKeywordsOf(raw: Record<string, unknown>): string[] | undefined {
  const docsPlugins = contentPluginOptionsOf(raw, "docs");
  const docsOptions = docsPlugins.find((options) => pluginIdOf(options) === "default") ?? docsPlugins.find((options) => routeBaseOf(options.routeBasePath, "docs") === "");
  const admonitions = docsOptions?.admonitions;
  const keywords = typeof admonitions === "object" && admonitions !== null ? (admonitions as { keywords?: unknown }).keywords : undefined;
  return Array.isArray(keywords) ? keywords.filter((keyword): keyword is string => typeof keyword === "string" && keyword.trim() !== "").map((keyword) => keyword.trim()) : undefined;
}

/** Whether the config's plugins list the package, by its name alone or with its options (`['docusaurus-plugin-includes', {...}]`). */
function listsPlugin(raw: Record<string, unknown>, packageName: string): boolean {
  return (Array.isArray(raw.plugins) ? raw.plugins : []).some((entry) => (Array.isArray(entry) ? entry[0] : entry) === packageName);
}

/** Whether the config's presets or plugins name docusaurus-plugin-internaldocs-fb (by name, or by a path `require.resolve` gives). */
function usesInternalDocsPlugin(raw: Record<string, unknown>): boolean {
  const entries = presetAndPluginEntries(raw);
  return entries.some((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    return typeof name === "string" && name.includes("docusaurus-plugin-internaldocs-fb");
  });
}

/**
 * The config's `staticDirectories` as folders of the content, relative to it (a path the config
 * computed, `path.resolve(__dirname, 'static')`, is read from the site's folder). One outside the
 * content folder, the content folder itself (its sources and config), or a value that is not a
 * path is warned about and left out. Undefined when the config sets none: `static` alone.
 */
function staticDirectoriesOf(raw: Record<string, unknown>, siteDir: string | undefined, warn: (needle: string, message: string, after?: string) => void): string[] | undefined {
  if (raw.staticDirectories === undefined) return undefined;
  if (!Array.isArray(raw.staticDirectories)) {
    warn("staticDirectories", "staticDirectories is not a list of folders; static/ is served, as without it");
    return undefined;
  }
  return raw.staticDirectories.flatMap((written: unknown) => {
    const shown = typeof written === "string" ? (siteDir && path.isAbsolute(written) ? path.relative(siteDir, written) : written) : JSON.stringify(written);
    const needle = typeof written === "string" && !path.isAbsolute(written) ? written : "staticDirectories";
    if (typeof written !== "string" || !written.trim()) {
      warn(needle, `staticDirectories: ${shown} is not a folder's path; left out`, "staticDirectories");
      return [];
    }
    const relative = path.normalize(shown);
    if (relative === "." || relative.startsWith("..") || path.isAbsolute(relative)) {
      warn(needle, `staticDirectories: "${shown}" is ${relative === "." ? "the content folder itself" : "outside the content folder"}, whose files the site does not serve as static files; left out`, "staticDirectories");
      return [];
    }
    return [relative.replace(/[\\/]+$/, "")];
  });
}

/**
 * The webpack `resolve.alias` that the config's plugins give in `configureWebpack` (Dagger's inline
 * plugin maps `@partials` to `path.resolve(__dirname, 'current_docs/partials')`): alias -> the path it
 * stands for, which pages' imports resolve by, as webpack does in Docusaurus. Each plugin function is
 * called as Docusaurus calls it, with the site's context and its options; one that throws, or whose
 * `configureWebpack` does, is warned about and gives none. Undefined when no plugin gives one.
 */
function importAliasesOf(raw: Record<string, unknown>, loaded: Pick<RawConfigFile, "settle" | "requireModule" | "siteDir"> | null | undefined, warn: (needle: string, message: string, after?: string) => void): Record<string, string> | undefined {
  const { settle, requireModule, siteDir } = loaded ?? {};
  const aliases: Record<string, string> = {};
  // Called in the config's context, within its time limit: a plugin (or its configureWebpack) may be async, or never end.
  const call = (fn: unknown, args: unknown[], self?: unknown): unknown => {
    const outcome = settle!(fn, args, self);
    if (outcome.error !== undefined) throw outcome.error;
    if (!outcome.settled) throw new Error("its promise waits for something other than promises (a file, a timer), which the site does not wait for");
    return outcome.value;
  };
  for (const entry of settle && Array.isArray(raw.plugins) ? raw.plugins : []) {
    const [given, options] = Array.isArray(entry) ? entry : [entry, undefined];
    // Found by the plugin's name, which its function or what it returns writes, else by its path.
    let needle = typeof given === "string" ? path.basename(given).replace(/\.[cm]?[jt]s$/, "") : (typeof given === "function" && given.name) || "plugins";
    try {
      const plugin = typeof given === "string" ? (knownAliasPluginOf(given) ?? localPluginOf(given, requireModule)) : given;
      if (typeof plugin !== "function") continue;
      if (plugin.name) needle = plugin.name;
      const made = call(plugin, [pluginContextOf(raw, siteDir), options ?? {}]) as { name?: unknown; configureWebpack?: unknown } | undefined;
      if (typeof made?.name === "string" && made.name) needle = made.name;
      if (typeof made?.configureWebpack !== "function") continue;
      const webpackConfig = call(made.configureWebpack, [{}, false, {}, {}], made) as { resolve?: { alias?: unknown } } | undefined;
      const alias = webpackConfig?.resolve?.alias;
      if (typeof alias !== "object" || alias === null || Array.isArray(alias)) continue;
      for (const [name, target] of Object.entries(alias)) if (typeof target === "string" && name) aliases[name] = target;
    } catch (error) {
      warn(needle, `a plugin's configureWebpack failed (${error instanceof Error ? error.message : String(error)}); the import aliases it would give are not known, and imports naming them show a placeholder`);
    }
  }
  return Object.keys(aliases).length ? aliases : undefined;
}

/**
 * The function of docusaurus-plugin-module-alias, a package the site does not have but whose whole
 * work is known: its `configureWebpack` gives its options' `alias` as webpack's `resolve.alias`
 * (Ionic's config names `@components` so). Found by its name or the path `require.resolve` gives.
 */
function knownAliasPluginOf(specifier: string): ((context: unknown, options: { alias?: unknown }) => unknown) | undefined {
  if (!/(^|[\\/])docusaurus-plugin-module-alias([\\/]|$)/.test(specifier)) return undefined;
  return function moduleAlias(_context: unknown, options: { alias?: unknown }) {
    return { name: "docusaurus-plugin-module-alias", configureWebpack: () => ({ resolve: { alias: options?.alias } }) };
  };
}

/**
 * The function of a plugin given by its module's path, as Docusaurus takes one: a file of the content
 * folder (`require.resolve('./plugins/aliases')`, or `'./plugins/aliases.js'` from the site's folder),
 * its export or its `default`; undefined for a package's name, which the site does not have.
 */
function localPluginOf(specifier: string, requireModule: RawConfigFile["requireModule"]): unknown {
  if (!requireModule || !(path.isAbsolute(specifier) || /^\.\.?\//.test(specifier))) return undefined;
  const exported = requireModule(specifier) as { default?: unknown } | undefined;
  return typeof exported === "function" ? exported : exported?.default;
}

/** The magic comments of `themeConfig.prism.magicComments` that have the fields they need; undefined when it is not set. */
function magicCommentsOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): MagicComment[] | undefined {
  const setting = objectAt(raw, "themeConfig", "prism")?.magicComments;
  if (setting === undefined) return undefined;
  if (!Array.isArray(setting)) {
    warn("magicComments", "prism.magicComments is not a list; the default magic comments are used");
    return undefined;
  }
  return setting.flatMap((item, index): MagicComment[] => {
    const { className, line, block } = (item ?? {}) as { className?: unknown; line?: unknown; block?: { start?: unknown; end?: unknown } };
    const hasBlock = typeof block?.start === "string" && typeof block.end === "string" && block.start.trim() !== "" && block.end.trim() !== "";
    const hasLine = typeof line === "string" && line.trim() !== "";
    const hasClass = typeof className === "string" && className.trim() !== "";
    if (hasClass && (hasLine || hasBlock)) {
      return [{ className: className.trim(), ...(hasLine ? { line: line.trim() } : {}), ...(hasBlock ? { block: { start: String(block.start).trim(), end: String(block.end).trim() } } : {}) }];
    }
    // Found at the item's own line by a text of it, as the writer has several items under one `magicComments`.
    const mentioned = [line, block?.start, className].find((text): text is string => typeof text === "string" && text.trim() !== "") ?? "magicComments";
    const missing = hasClass ? "a line, or a block with a start and an end" : "a className (the class of the lines it marks)";
    warn(mentioned, `prism.magicComments item ${index + 1} needs ${missing}; it is left out`, "magicComments");
    return [];
  });
}

/** `themeConfig.prism.defaultLanguage`, trimmed; undefined when unset, and when not a text, which is warned about. */
function defaultCodeLanguageOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): string | undefined {
  const setting = objectAt(raw, "themeConfig", "prism")?.defaultLanguage;
  if (setting === undefined || (typeof setting === "string" && setting.trim() === "")) return undefined;
  if (typeof setting === "string") return setting.trim();
  warn("defaultLanguage", `prism.defaultLanguage is ${JSON.stringify(setting) ?? String(setting)}, not a language name; code blocks without a language are plain text`);
  return undefined;
}

/**
 * What the config's source writes of a path it required: the path itself, or, for one it
 * computed (`path.join(__dirname, 'data/versions.json')`, which reaches require as an absolute
 * path), the longest ending of it that the source holds, so the warning finds the require's line.
 */
function writtenPartOf(source: string, id: string): string {
  if (source.includes(id)) return id;
  const segments = id.split(/[\\/]/).filter(Boolean);
  for (let first = 1; first < segments.length; first++) {
    const ending = segments.slice(first).join("/");
    if (source.includes(ending)) return ending;
  }
  return id;
}

/**
 * `themeConfig.mermaid`, as Docusaurus' Mermaid theme reads it: `theme.light` and `theme.dark` name
 * the Mermaid theme of each colour mode, and `options` (its JSON-serialisable part) are what Mermaid
 * is initialised with. Miden's `theme: {light: 'neutral'}` drew its diagrams in Mermaid's default theme.
 */
function mermaidSettingsOf(raw: Record<string, unknown>): MermaidSettings | undefined {
  const theme = objectAt(raw, "themeConfig", "mermaid", "theme");
  const options = objectAt(raw, "themeConfig", "mermaid", "options");
  const settings: MermaidSettings = {
    ...(typeof theme?.light === "string" && theme.light ? { light: theme.light } : {}),
    ...(typeof theme?.dark === "string" && theme.dark ? { dark: theme.dark } : {}),
    ...(options ? { options: serialisable(options) as Record<string, unknown> } : {}),
  };
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/**
 * What pages' builds may use of a loaded config, and warnings for what they cannot: its
 * serialisable fields as `siteConfig` (with Docusaurus' always-present ones defaulted, so a page
 * reading `siteConfig.customFields.x` renders without a config), its magic comments, and the
 * components the content's MDXComponents adds.
 */
export function pageConfigOf(loaded: RawConfigFile | null, themeComponents?: ThemeComponents): { pageConfig: PageConfig; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const raw = loaded?.raw ?? {};
  const warn = (needle: string, message: string, after?: string) => loaded && problems.push({ file: loaded.file, line: lineMentioning(loaded.source, needle, after), severity: "warning", kind: "config", message });
  for (const id of new Set(loaded?.unread ?? [])) {
    warn(writtenPartOf(loaded?.source ?? "", id), `"${id}" is not a file of the content folder, the only files the site reads: the config gets a stand-in for it, and a page reading what came of it (through useDocusaurusContext) gets an empty value`);
  }
  for (const url of new Set(loaded?.fetched ?? [])) {
    const written = loaded?.source.includes(url) ? url : "fetch(";
    warn(written, `the config fetches ${url}, and stops when that fails; the site reads it without the network, so the fetch was answered with nothing (its JSON a stand-in, its text empty), and what the config makes of it is empty (Docusaurus' build fetches it)`);
  }
  const siteConfig = {
    tagline: "", url: "", customFields: {}, themeConfig: {},
    ...(serialisable(raw) as Record<string, unknown>),
    baseUrl: docusaurusBaseUrl(raw),
    title: typeof raw.title === "string" && raw.title.trim() ? raw.title.trim() : DEFAULT_SITE_TITLE,
  };
  const magicComments = magicCommentsOf(raw, warn);
  const defaultCodeLanguage = defaultCodeLanguageOf(raw, warn);
  const markdownFormat = markdownFormatOf(raw, warn);
  const admonitionKeywords = admonitionKeywordsOf(raw);
  // Docusaurus 3's `markdown.mermaid`, or Docusaurus 2's mdx-mermaid plugin.
  const drawsMermaid = objectAt(raw, "markdown")?.mermaid === true || (loaded !== null && usesPluginPackage(loaded.source, "mdx-mermaid"));
  const mermaidSettings = drawsMermaid ? mermaidSettingsOf(raw) : undefined;
  const trailingSlash = typeof raw.trailingSlash === "boolean" ? raw.trailingSlash : undefined;
  const internalDocsBuild = usesInternalDocsPlugin(raw);
  const markdownIncludes = listsPlugin(raw, "docusaurus-plugin-includes");
  const importAliases = importAliasesOf(raw, loaded, warn);
  const transpiledCodeblocks = loaded ? transpiledCodeblockExtensionsOf(loaded.source) : undefined;
  const npm2yarn = loaded ? npm2yarnOptionsOf(loaded.source) : undefined;
  const typesetsMath = loaded !== null && usesPluginPackage(loaded.source, "remark-math");
  const staticDirectories = staticDirectoriesOf(raw, loaded?.siteDir, warn);
  const redocSpecs = redocSpecsOf(raw);
  return {
    pageConfig: {
      siteConfig,
      ...(admonitionKeywords ? { admonitionKeywords } : {}),
      ...(magicComments ? { magicComments } : {}),
      ...(defaultCodeLanguage ? { defaultCodeLanguage } : {}),
      ...(markdownFormat ? { markdownFormat } : {}),
      ...(themeComponents ? { themeComponents } : {}),
      ...(drawsMermaid ? { drawsMermaid } : {}),
      ...(mermaidSettings ? { mermaidSettings } : {}),
      ...(trailingSlash !== undefined ? { trailingSlash } : {}),
      ...(internalDocsBuild ? { internalDocsBuild } : {}),
      ...(markdownIncludes ? { markdownIncludes } : {}),
      ...(importAliases ? { importAliases } : {}),
      ...(transpiledCodeblocks ? { transpiledCodeblocks } : {}),
      ...(npm2yarn ? { npm2yarn } : {}),
      ...(typesetsMath ? { typesetsMath } : {}),
      ...(staticDirectories ? { staticDirectories } : {}),
      ...(redocSpecs ? { redocSpecs } : {}),
      fingerprints: {
        siteConfig: hashText(JSON.stringify(siteConfig)),
        magicComments: hashText(JSON.stringify(magicComments ?? "default")),
        themeComponents: hashText(JSON.stringify(themeComponents ?? "none")),
        markdownFormat: hashText(markdownFormat ?? "mdx"),
        admonitionKeywords: hashText(JSON.stringify(admonitionKeywords ?? [])),
        mermaid: hashText(String(drawsMermaid) + JSON.stringify(mermaidSettings ?? {})),
        trailingSlash: hashText(String(trailingSlash)),
        internalDocs: hashText(String(internalDocsBuild)),
        markdownIncludes: hashText(String(markdownIncludes)),
        importAliases: hashText(JSON.stringify(importAliases ?? {})),
        defaultCodeLanguage: hashText(defaultCodeLanguage ?? ""),
        markdownPreprocessor: markdownPreprocessorFingerprint(loaded),
        transpiledCodeblocks: hashText(JSON.stringify(transpiledCodeblocks ?? [])),
        npm2yarn: hashText(JSON.stringify(npm2yarn ?? "none")),
        // With the KaTeX version: its stylesheet, which pages link, is under it.
        math: hashText(typesetsMath ? `katex ${katexVersion()}` : "none"),
        staticDirectories: hashText(JSON.stringify(staticDirectories ?? "static")),
        redocSpecs: hashText(JSON.stringify(redocSpecs ?? {})),
        // The content's versions are read after the config: loadSite sets them (withDocsVersions).
        docsVersions: hashText("unread"),
        hiddenClasses: hashText("unread"),
        themedImages: hashText("unread"),
        laidOutDocs: hashText("none"),
      },
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
