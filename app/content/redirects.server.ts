// Old URLs -> where their pages went, from `redirects.json` in the content folder. Two stages, like
// the sidebars: load the file's entries, then validate each against the page index (messages name
// the entry) into a map the page route consults before answering 404. Built with the content
// snapshot, so once per content version.
import fs from "node:fs";
import path from "node:path";
import type { PageIndex } from "./pages.server";
import { lineAt, type ContentProblem } from "./problems";
import { pageIdFromUrlPath, urlPathFromPageId } from "./urls";

export const REDIRECTS_FILE = "redirects.json";

/** One entry as written, with the line it starts on (for messages). */
export interface RawRedirect {
  from: unknown;
  to: unknown;
  line: number;
  /** The file writing it when it is not `redirects.json`: the config, for its client-redirects plugin. */
  file?: string;
  /** What messages call it when `file` is set (a "client redirect" unless said). */
  label?: string;
}

export interface LoadedRedirects {
  /** Old page id (a URL path without slashes at either end) -> the Location of its 301. */
  redirects: Map<string, string>;
  problems: ContentProblem[];
}

const FILE_SHAPE = 'an array of { "from": "/old/path", "to": "/new/path" } or an object { "/old/path": "/new/path" }';
export const EXTERNAL_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The line of the first place `value` is written as a JSON string (1 when it cannot be found). */
function lineOf(source: string, value: unknown): number {
  return typeof value === "string" ? lineAt(source, source.indexOf(JSON.stringify(value))) : 1;
}

/** Stage 1: the entries of `redirects.json`: none without the file, a problem when it is unreadable. */
export function loadRedirectsFile(contentDir: string): RawRedirect[] | ContentProblem {
  const file = path.join(contentDir, REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  const problem = (line: number, message: string): ContentProblem => ({ file: REDIRECTS_FILE, line, severity: "error", kind: "redirect", message });
  const source = fs.readFileSync(file, "utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? -1);
    return problem(lineAt(source, position), `not valid JSON: ${message}`);
  }
  if (Array.isArray(raw)) {
    return raw.map((entry) => {
      const { from, to } = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
      return { from, to, line: lineOf(source, from) };
    });
  }
  if (raw && typeof raw === "object") {
    return Object.entries(raw).map(([from, to]) => ({ from, to, line: lineOf(source, from) }));
  }
  return problem(1, `expected ${FILE_SHAPE}`);
}

/**
 * Stage 2: validates each entry against the pages; invalid ones are reported and left out. A target
 * may be any address the site serves (`serves`: a blog's list, a tag page...), not only a page file's.
 */
export function buildRedirects(loaded: RawRedirect[] | ContentProblem, index: PageIndex, serves: (id: string) => boolean = (id) => index.pages.has(id), elsewhere?: NotServedHere): LoadedRedirects {
  const redirects = new Map<string, string>();
  if (!Array.isArray(loaded)) return { redirects, problems: [loaded] };
  const problems: ContentProblem[] = [];
  const fromLine = new Map<string, number>();
  // A config's redirect to a missing page is reported once, however many paths it sends there (a
  // helper that adds each path under `/docs` too makes two of each).
  const missingTargets = new Set<string>();

  loaded.forEach((entry, i) => {
    const report = (message: string, severity: ContentProblem["severity"] = "error") =>
      problems.push({ file: entry.file ?? REDIRECTS_FILE, line: entry.line, severity, kind: "redirect", message: `${entry.file ? entry.label ?? "client redirect" : `redirect ${i + 1}`}: ${message}` });
    const { from, to } = entry;
    if (typeof from !== "string" || typeof to !== "string" || !from.trim() || !to.trim()) {
      return report(`needs "from" and "to", both non-empty strings (${FILE_SHAPE})`);
    }
    if (EXTERNAL_URL.test(from) || /[?#]/.test(from)) return report(`"from" must be a path on this site without ?query or #fragment, not "${from}"`);
    const oldId = pageIdFromUrlPath(from);
    if (oldId === null) return report(`"from" "${from}" is not a usable URL path`);
    const location = locationOf(to.trim(), serves);
    if (location === null) {
      if (entry.file && missingTargets.has(`${entry.file}\n${to}`)) return;
      if (entry.file) missingTargets.add(`${entry.file}\n${to}`);
      const toId = pageIdFromUrlPath(/^[^?#]*/.exec(to.trim())?.[0] ?? "");
      const note = toId === null ? undefined : elsewhere?.(toId);
      return report(note ? `"to" "${to}" is ${note}; the redirect is left out` : `"to" "${to}" names no page and is not an external URL`);
    }
    if (index.pages.has(oldId)) {
      // A client redirect read in this site's paths may send a page on to itself: a site that moved
      // its docs under `/docs` sends their old root paths there, where this site serves them.
      if (entry.file && location.replace(/[?#].*$/s, "") === urlPathFromPageId(oldId)) return;
      return report(`"from" "${from}" is a page, which wins: the redirect is ignored`, "warning");
    }
    const earlier = fromLine.get(oldId);
    // Two of Docusaurus' paths that are one path here (`/x` and `/docs/x`, the docs being under
    // `/docs` there), sent to the same place, are one redirect, written twice only for Docusaurus.
    if (earlier !== undefined && entry.file && redirects.get(oldId) === location) return;
    if (earlier !== undefined) return report(`"${from}" is already redirected on line ${earlier}; this entry is ignored`, "warning");
    fromLine.set(oldId, entry.line);
    redirects.set(oldId, location);
  });
  return { redirects, problems };
}

/** What Docusaurus serves at a page id that this site does not (a page a plugin of the config makes), said as "a page the config's plugin ... makes"; undefined for none. */
export type NotServedHere = (pageId: string) => string | undefined;

/** Where a redirect sends the reader: an external URL as written, or a page's canonical path (null if none). */
function locationOf(to: string, serves: (id: string) => boolean): string | null {
  if (EXTERNAL_URL.test(to)) return to;
  const [, pathPart, rest] = /^([^?#]*)(.*)$/s.exec(to)!;
  const id = pageIdFromUrlPath(pathPart);
  if (id === null || !serves(id)) return null;
  return urlPathFromPageId(id) + rest;
}

/**
 * The redirects of a content folder (stages 1 and 2): `redirects.json`'s, then those of the config's
 * client-redirects plugin (`fromConfig`), which Docusaurus serves as pages sending the reader on.
 */
export function loadRedirects(contentDir: string, index: PageIndex, fromConfig: RawRedirect[] = [], serves?: (id: string) => boolean, elsewhere?: NotServedHere): LoadedRedirects {
  const loaded = loadRedirectsFile(contentDir);
  if (Array.isArray(loaded)) return buildRedirects([...loaded, ...fromConfig], index, serves, elsewhere);
  const built = buildRedirects(fromConfig, index, serves, elsewhere);
  return { ...built, problems: [loaded, ...built.problems] };
}
