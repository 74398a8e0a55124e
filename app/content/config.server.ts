import fs from "node:fs";
import path from "node:path";

/** The content folder: DOCS_CONTENT_DIR, or ./docs-content next to the app. */
export const CONTENT_DIR = path.resolve(process.env.DOCS_CONTENT_DIR ?? "docs-content");

/**
 * `dir`, when it is a folder; else an error naming it. A path that does not exist (a typo in
 * DOCS_CONTENT_DIR or --dir) would otherwise give a site, or a check, with no pages and no word why.
 */
export function existingContentDir(dir: string): string {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`the content folder ${dir} does not exist or is not a folder`);
  return dir;
}

/** Where the docs are and, when the config's docs `path` could not be followed, why. */
export interface DocsFolder {
  dir: string;
  problem?: string;
  /** A notice, not a warning: the content folder is laid out for a `path` out of it (`../docs` read from its `docs/`). */
  laidOut?: boolean;
}

/**
 * Where the pages live inside the content folder: the folder the config's docs `path` names
 * (Docusaurus' docs plugin reads its pages there, `docs` by default), else `docs/` when there is
 * one (our layout) or when the folder is a Docusaurus site (`isSite`: it has a config), whose docs
 * folder may be absent (a versioned site with `includeCurrentVersion: false` keeps its pages in
 * versioned_docs/ alone), otherwise the content folder itself (a Docusaurus `docs/` folder passed
 * directly). A `path` out of the content folder (`../docs`, a site in `website/` whose docs sit
 * beside it) is not followed, as nothing outside the content folder is read: the content's own folder
 * of that path is read when it is laid out for it (`laidOutFolderOf`).
 */
export function docsFolderOf(contentDir: string, configuredPath: string | undefined, isSite = false): DocsFolder {
  const fallback = isSite || fs.existsSync(path.join(contentDir, "docs")) ? path.join(contentDir, "docs") : contentDir;
  if (configuredPath === undefined) return { dir: fallback };
  const dir = path.resolve(contentDir, configuredPath);
  const relative = path.relative(contentDir, dir);
  if (relative.startsWith("..") || path.isAbsolute(relative)) {
    const laidOut = laidOutFolderOf(contentDir, configuredPath);
    if (laidOut !== undefined) {
      const shown = path.relative(contentDir, laidOut).split(path.sep).join("/");
      return { dir: laidOut, laidOut: true, problem: `the docs' path "${configuredPath}" leads out of the content folder; its ${shown}/ folder is read in its place, as this folder is laid out for it (edit links keep the path)` };
    }
    const instead = fs.existsSync(path.join(contentDir, "docs")) ? "the site reads the pages of docs/ instead" : "put the docs in docs/, beside the config and the sidebars";
    return { dir: fallback, problem: `the docs' path "${configuredPath}" leads out of the content folder, which is all the site reads: ${instead}` };
  }
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return { dir: fallback, problem: `the docs' path "${configuredPath}" names no folder of the content` };
  return { dir };
}

/**
 * The content's folder that a path out of the content folder stands for, when the content is laid out
 * for it: a site in `website/` names the docs beside it (`../docs`, `../docs/platform`), and a content
 * folder holding the site's files and those docs together has them at that path without its leading
 * `../` (`docs/platform`). Undefined for any other path, or when the content lacks that folder.
 */
export function laidOutFolderOf(contentDir: string, written: string): string | undefined {
  if (path.isAbsolute(written)) return undefined;
  const inside = laidOutPathOf(contentDir, path.resolve(contentDir, written));
  return inside !== undefined && fs.statSync(inside, { throwIfNoEntry: false })?.isDirectory() ? inside : undefined;
}

/**
 * The path in the content folder that `absolute`, out of it, stands for when the content is laid out
 * for it: without its leading `../`, when what is left starts with a folder of the content
 * (`../docs/integrations/sources.md` -> `docs/integrations/sources.md`, the docs beside a site in
 * `website/`), whether or not the file itself is there. Undefined otherwise (`../package.json`).
 */
export function laidOutPathOf(contentDir: string, absolute: string): string | undefined {
  const parts = path.relative(contentDir, absolute).split(path.sep);
  const firstInside = parts.findIndex((part) => part !== "..");
  if (firstInside <= 0) return undefined;
  const folder = path.join(contentDir, parts[firstInside]);
  return fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory() ? path.join(contentDir, ...parts.slice(firstInside)) : undefined;
}

/**
 * Writers' preview (DOCS_PREVIEW=1, `npm run preview`): open pages reload themselves when the
 * content changes. Off for readers, whose pages would otherwise keep asking.
 */
export const PREVIEW = /^(1|true|yes)$/i.test(process.env.DOCS_PREVIEW?.trim() ?? "");

/**
 * A whole number set in the environment (a cache size, a worker count, a delay), or `fallback`
 * when unset. Anything else stops the server at start with a message naming the variable, rather
 * than running with NaN or a negative bound.
 */
export function wholeNumberFromEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

/** The site's name when the content's docusaurus.config.js does not give its `title`. */
export const DEFAULT_SITE_TITLE = "Sauce Labs Documentation";

/** The site's public origin (e.g. https://docs.example.com), for absolute URLs; unset: the request's. */
const SITE_URL = process.env.SITE_URL?.trim().replace(/\/+$/, "") || undefined;

/** The origin absolute URLs start with: SITE_URL, else the origin the request came in on. */
export function siteOrigin(request: Request): string {
  return SITE_URL ?? new URL(request.url).origin;
}

/**
 * Where the content folder's files can be edited (e.g.
 * https://github.com/org/repo/edit/main/docs-content/); unset: pages show no edit link.
 */
export const EDIT_URL_BASE = process.env.EDIT_URL_BASE?.trim().replace(/\/+$/, "") || undefined;

/**
 * The edit URL of a file (path relative to the content folder): EDIT_URL_BASE, else the config's
 * `editUrl` (Docusaurus' too is the base of paths from the site's folder, `docs/...`), + its path;
 * undefined with neither.
 */
export function editUrlOf(relativePath: string, configEditUrl?: string, configPath = relativePath): string | undefined {
  const encoded = (file: string) => file.split(path.sep).map(encodeURIComponent).join("/");
  if (EDIT_URL_BASE) return `${EDIT_URL_BASE}/${encoded(relativePath)}`;
  if (!configEditUrl) return undefined;
  // A `..` (docs beside the site's folder) is resolved, as a browser following the link does.
  return new URL(encoded(configPath), `${configEditUrl}/`).href;
}

/**
 * A page file's path (from the content folder) as the config's `editUrl` expects it, from the
 * Docusaurus site's folder: a doc read from the docs folder that stands in for a docs `path`
 * leading out of the content folder (`../docs`, docs beside a site in `website/`) keeps that path
 * (`../docs/intro.md`), so its edit link leads to the file in the repository, as Docusaurus' does.
 */
export function configEditPathOf(relativePath: string, docsFolder: string, configuredPath: string | undefined): string {
  if (configuredPath === undefined || !path.normalize(configuredPath).startsWith("..")) return relativePath;
  const inDocs = path.relative(docsFolder, relativePath);
  if (inDocs.startsWith("..") || path.isAbsolute(inDocs)) return relativePath;
  return path.join(path.normalize(configuredPath), inDocs);
}
