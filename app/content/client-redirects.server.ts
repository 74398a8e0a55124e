// The redirects a loaded Docusaurus config's @docusaurus/plugin-client-redirects asks for: listed,
// made by its `createRedirects` function for each of the site's paths, or by its extensions
// (`fromExtensions`, `toExtensions`), each placed at the line that writes it.
import vm from "node:vm";
import { errorMessage } from "./content-code.server";
import { lineMentioning, type ContentProblem } from "./problems";
import type { RawRedirect } from "./redirects.server";
import { CLIENT_REDIRECTS_OPTIONS, configPlaceOf, objectAt, type RawConfigFile } from "./config-file.server";
import { pluginContextOf } from "./config-plugins.server";

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
