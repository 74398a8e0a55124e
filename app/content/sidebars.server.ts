// Sidebars in distinct stages: load the file, normalise each raw item (validating as we go, with
// messages naming the sidebar and item), then derive which sidebar each page belongs to.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import vm from "node:vm";
import { transformSync } from "esbuild";
import GithubSlugger from "github-slugger";
import matter from "gray-matter";
import { docIdFolderOf, isFolderIndex, numberPrefixOf } from "./docusaurus-ids";
import { inlineText } from "./inline-text";
import type { PageIndex, PageRecord } from "./pages.server";
import { displayedSidebarOf } from "./page-options";
import type { ContentProblem } from "./problems";
import { SIDEBAR_NAMES, pageIdsOf, type SidebarItem, type SidebarName, type Sidebars } from "./sidebar-tree";
import { urlPathFromPageId } from "./urls";

/** A page Docusaurus makes for a category (`link: {type: 'generated-index'}`): its items as cards. */
export interface GeneratedIndex {
  id: string;
  title: string;
  description?: string;
  keywords: string[];
}

export interface LoadedSidebars {
  sidebars: Sidebars;
  /** The sidebar each listed page belongs to (the first that lists it). */
  sidebarOf: Map<string, SidebarName>;
  /** Category pages made from sidebars, by page id. */
  generatedIndexes: Map<string, GeneratedIndex>;
  problems: ContentProblem[];
  /** The sidebars file they were made from; null when there is none that loads. */
  sidebarsFile: RawSidebarsFile | null;
}

export interface RawSidebarsFile {
  file: string;
  /** The file's text, to find the line of an item a problem is about. */
  source: string;
  raw: Record<string, unknown>;
}

/** How long sidebars.js may run: Docusaurus' sidebars take milliseconds. */
const SIDEBARS_TIME_LIMIT_MS = 2000;

const SIDEBARS_FILES = ["sidebars.js", "sidebars.cjs", "sidebars.mjs", "sidebars.ts", "sidebars.json"];
const ESM_SYNTAX = /^\s*(import|export)\s/m;

/** The sidebars module as CommonJS: Docusaurus 3 writes `export default sidebars`, or TypeScript. */
function asCommonJs(name: string, source: string): string {
  if (!name.endsWith(".ts") && !ESM_SYNTAX.test(source)) return source;
  return transformSync(source, { loader: name.endsWith(".ts") ? "ts" : "js", format: "cjs", sourcefile: name }).code;
}

/**
 * The line a load error points at. esbuild's syntax errors know it; a syntax error from evaluating
 * plain CommonJS does not, so esbuild parses the file to find it; a thrown error has none.
 */
function errorLine(error: unknown, name: string, source: string): number {
  const lineOf = (failure: unknown) => (failure as { errors?: { location?: { line?: number } }[] }).errors?.[0]?.location?.line;
  // (Errors thrown in the sidebars' own context are not instances of this context's classes.)
  if (lineOf(error) !== undefined || (error as Error | undefined)?.name !== "SyntaxError") return lineOf(error) ?? 1;
  try {
    transformSync(source, { loader: name.endsWith(".ts") ? "ts" : "js", sourcefile: name });
  } catch (parseError) {
    return lineOf(parseError) ?? 1;
  }
  return 1;
}

/** Forgets the content folder's modules that sidebars required, so an edit to them counts. */
function forgetRequiredContent(require: NodeJS.Require, contentDir: string): void {
  for (const file of Object.keys(require.cache)) if (file.startsWith(contentDir + path.sep)) delete require.cache[file];
}

/**
 * Stage 1: reads the sidebars file, if there is one: `sidebars.js` (CommonJS or ESM, Docusaurus'
 * shape), `sidebars.cjs`, `sidebars.mjs`, `sidebars.ts` or `sidebars.json`.
 */
export function loadSidebarsFile(contentDir: string): RawSidebarsFile | ContentProblem | null {
  for (const name of SIDEBARS_FILES) {
    const file = path.join(contentDir, name);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    try {
      if (name.endsWith(".json")) return { file: name, source, raw: JSON.parse(source) };
      // Evaluated as CommonJS whatever the surrounding package.json says, and re-read on every
      // content change, with the files it requires (require's cache would keep the first version).
      // In a context of its own with a time limit: a loop in it would otherwise stop the server.
      const module = { exports: {} as unknown };
      const require = createRequire(file);
      forgetRequiredContent(require, path.resolve(contentDir));
      const globals = { module, exports: module.exports, require, __filename: file, __dirname: contentDir, console };
      vm.runInNewContext(asCommonJs(name, source), globals, { filename: file, timeout: SIDEBARS_TIME_LIMIT_MS });
      const exported = module.exports as { default?: unknown };
      return { file: name, source, raw: (exported.default ?? exported) as Record<string, unknown> };
    } catch (error) {
      const message = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
      return { file: name, line: errorLine(error, name, source), severity: "error", kind: "sidebar", message: `cannot load sidebars: ${message}` };
    }
  }
  return null;
}

/** Reports a problem (an error unless said otherwise) with a raw item, or a string in it: it locates the problem in the sidebars file. */
type Report = (message: string, item: unknown, severity?: ContentProblem["severity"]) => void;

/** What normalising items needs besides the item: the pages, where to report, and where to put category pages. */
interface NormaliseContext {
  index: PageIndex;
  report: Report;
  /** Problems located outside the sidebars file (in a folder's `_category_` file). */
  problems: ContentProblem[];
  generatedIndexes: Map<string, GeneratedIndex>;
}

/**
 * Docusaurus' generated-index link of a category, as a page of its own; undefined when the id is
 * taken (`complain` hears why).
 */
function generatedIndexOf(link: Record<string, unknown>, label: string, { index, generatedIndexes }: NormaliseContext, complain: (message: string) => void): GeneratedIndex | undefined {
  const slug = typeof link.slug === "string" && link.slug.trim() ? link.slug : `/category/${new GithubSlugger().slug(label)}`;
  const id = slug.replace(/^\/+|\/+$/g, "");
  if (index.pages.has(id) || generatedIndexes.has(id)) {
    complain(`the generated index "/${id}" is already ${index.pages.has(id) ? "a page" : "another category's"}; the category has no page of its own`);
    return undefined;
  }
  const keywords = Array.isArray(link.keywords) ? link.keywords.map(String) : [];
  const generated: GeneratedIndex = {
    id,
    title: typeof link.title === "string" && link.title ? link.title : label,
    ...(typeof link.description === "string" && link.description ? { description: link.description } : {}),
    keywords,
  };
  generatedIndexes.set(id, generated);
  return generated;
}

function labelOf(page: PageRecord): string {
  return page.sidebarLabel ?? page.title;
}

/** Stage 2: one raw Docusaurus item -> normalised items (none when invalid; shorthands expand). */
function normaliseItem(raw: unknown, context: NormaliseContext, where: string): SidebarItem[] {
  const { index, report } = context;
  const findPage = (id: string) => index.pages.get(id.replace(/^\/+|\/+$/g, "")) ?? index.byDocId.get(id);
  const docLink = (id: unknown, label: unknown, unlisted: unknown): SidebarItem[] => {
    if (typeof id !== "string" || !id) {
      report(`${where}: a doc item needs an "id"`, raw);
      return [];
    }
    const page = findPage(id);
    if (!page) {
      report(`${where}: docId "${id}" has no page`, id);
      return [];
    }
    return [{
      type: "link",
      label: typeof label === "string" && label ? label : labelOf(page),
      href: urlPathFromPageId(page.id),
      docId: page.id,
      ...(unlisted === true || page.unlisted ? { unlisted: true } : {}),
    }];
  };

  if (typeof raw === "string") return docLink(raw, undefined, undefined);
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    report(`${where}: expected a doc id string or an item object`, raw);
    return [];
  }
  const item = raw as Record<string, unknown>;
  if (item.type === undefined) {
    // Docusaurus shorthand: { "Category label": [items] }
    return Object.entries(item).flatMap(([label, items]) =>
      normaliseItem({ type: "category", label, items }, context, `${where} > ${label}`),
    );
  }
  switch (item.type) {
    case "doc":
      return docLink(item.id, item.label, item.unlisted);
    case "ref":
      // Docusaurus' ref: a link to a page that belongs to another sidebar (or none), so it takes no part
      // in this one's membership or previous/next: a plain link, without the page id.
      return docLink(item.id, item.label, item.unlisted).map(({ docId: _page, ...link }) => link);
    case "link": {
      if (typeof item.href !== "string" || typeof item.label !== "string") {
        report(`${where}: a link needs "href" and "label"`, item);
        return [];
      }
      return [{ type: "link", label: item.label, href: item.href, ...(item.unlisted === true ? { unlisted: true } : {}) }];
    }
    case "category": {
      const label = typeof item.label === "string" ? item.label : "";
      if (!label) report(`${where}: a category needs a "label"`, item);
      const here = `${where} > ${label || "(no label)"}`;
      const rawItems = Array.isArray(item.items) ? item.items : [];
      if (!Array.isArray(item.items)) report(`${here}: "items" must be an array`, item);
      const items = rawItems.flatMap((child, i) => normaliseItem(child, context, `${here}, item ${i + 1}`));
      const link = item.link as Record<string, unknown> | undefined;
      const generated = link?.type === "generated-index" && label ? generatedIndexOf(link, label, context, (message) => report(`${here}: ${message}`, link)) : undefined;
      const own = link?.type === "doc" ? docLink(link.id, label, undefined)[0] : generated && { label, href: urlPathFromPageId(generated.id), docId: generated.id };
      const collapsible = item.collapsible !== false;
      return [{
        type: "category",
        label: label || own?.label || "Untitled",
        ...(own ? { href: own.href, docId: own.docId } : {}),
        ...(item.unlisted === true ? { unlisted: true } : {}),
        collapsed: collapsible ? item.collapsed !== false : false,
        collapsible,
        items,
      }];
    }
    case "autogenerated": {
      // Docusaurus names the folder as it is on disk ("02-guides"), while doc ids drop number prefixes ("guides").
      const dirName = typeof item.dirName === "string" ? docIdFolderOf(item.dirName) : ".";
      const items = autogenerated(dirName, context);
      if (items.length === 0) report(`${where}: no pages in the folder "${String(item.dirName ?? ".")}", so this autogenerated item lists nothing`, item, "warning");
      return items;
    }
    case "html": {
      // Shown as its text (a heading between items, usually): its markup is not applied.
      const text = typeof item.value === "string" ? inlineText(item.value).replace(/\s+/g, " ").trim() : "";
      if (!text) report(`${where}: an html item shows as its text, and this one has none; it is left out`, item, "warning");
      return text ? [{ type: "text", label: text }] : [];
    }
    default:
      report(`${where}: unknown item type "${String(item.type)}"`, item);
      return [];
  }
}

/** A folder's category metadata file (`_category_.json` or `.yml`), read. */
interface CategoryFile {
  /** Relative to the content folder. */
  file: string;
  source: string;
  data: Record<string, unknown>;
}

/**
 * Where and why a category file does not parse. js-yaml's `mark.line` counts from 0 in the block
 * gray-matter hands it, whose line 0 is our opening `---`: it is the file's 1-based line (the
 * line in js-yaml's own message is one too many). JSON.parse gives an offset.
 */
function categoryParseError(name: string, source: string, error: unknown): { line: number; reason: string } {
  const lastLine = Math.max(1, source.replace(/\n$/, "").split("\n").length);
  const { reason, mark, message } = error as { reason?: string; mark?: { line?: number }; message: string };
  if (!name.endsWith(".json")) return { line: Math.min(Math.max(mark?.line ?? 1, 1), lastLine), reason: `not valid YAML: ${reason ?? message.split("\n")[0]}` };
  const offset = /at position (\d+)/.exec(message)?.[1];
  const line = offset === undefined ? 1 : lineAt(source, Number(offset));
  return { line: Math.min(line, lastLine), reason: `not valid JSON: ${message.replace(/\s*(in JSON )?at position \d+.*$/s, "").replace(/\s*\(line \d+ column \d+\)$/, "")}` };
}

/**
 * A folder's `_category_.json` or `_category_.yml` (Docusaurus' category metadata); undefined when
 * it has none. One that cannot be read is reported at its own line, and the folder keeps its defaults.
 */
function categoryFileOf(folder: Folder, problems: ContentProblem[]): CategoryFile | undefined {
  for (const name of ["_category_.json", "_category_.yml", "_category_.yaml"]) {
    const absolute = path.join(folder.absolute, name);
    if (!fs.existsSync(absolute)) continue;
    const file = path.join(folder.relative, name);
    const source = fs.readFileSync(absolute, "utf8");
    try {
      // YAML is read as a frontmatter block: the same parser and rules as pages' frontmatter.
      const data: unknown = name.endsWith(".json") ? JSON.parse(source) : matter(`---\n${source}\n---\n`, {}).data;
      return { file, source, data: data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {} };
    } catch (error) {
      const { line, reason } = categoryParseError(name, source, error);
      problems.push({ file, line, severity: "error", kind: "category", message: `${reason}; until it is fixed, the folder's category has its defaults (the folder's name as label, no position)` });
      return undefined;
    }
  }
  return undefined;
}

/** The 1-based line of the first line of `source` that mentions `text`; 1 when none does. */
function lineMentioning(source: string, text: string): number {
  const at = source.indexOf(text);
  return at === -1 ? 1 : lineAt(source, at);
}

/** A content folder, on disk and relative to the content folder (for messages). */
interface Folder {
  absolute: string;
  relative: string;
}

/** What orders an autogenerated item among its siblings: its position, then its file or folder name as written (number prefixes order it). */
interface Ordered {
  position: number;
  name: string;
  item: SidebarItem;
}

/**
 * Docusaurus' `autogenerated` items: the pages of a folder and its sub-folders as categories,
 * ordered by `sidebar_position` (a category: its `_category_` position), else the number prefix
 * of the file or folder name (`02-install.md`), as Docusaurus does; then by name. A
 * sub-folder's `_category_.json`/`.yml` gives its label, position, collapsed, collapsible and
 * link; without a link, its index page (index, README or named like the folder) is its page.
 */
function autogenerated(dirName: string, context: NormaliseContext): SidebarItem[] {
  const { index } = context;
  const prefix = dirName === "." ? "" : dirName.replace(/^\/+|\/+$/g, "") + "/";
  const entries: Ordered[] = [];
  const folders = new Set<string>();
  for (const page of [...index.byDocId.values()].filter((candidate) => candidate.docId.startsWith(prefix))) {
    const rest = page.docId.slice(prefix.length).split("/");
    if (rest.length === 1) {
      const name = path.basename(page.relativePath);
      const position = Number(page.frontmatter.sidebar_position ?? numberPrefixOf(name) ?? Infinity);
      entries.push({ position, name, item: { type: "link", label: labelOf(page), href: urlPathFromPageId(page.id), docId: page.id } });
      continue;
    }
    if (folders.has(rest[0])) continue;
    folders.add(rest[0]);
    // The sub-folder on disk: the page's folder, or an ancestor when the page lies deeper in it.
    const folder = { absolute: path.dirname(page.file), relative: path.dirname(page.relativePath) };
    for (let level = 2; level < rest.length; level++) {
      folder.absolute = path.dirname(folder.absolute);
      folder.relative = path.dirname(folder.relative);
    }
    entries.push(autogeneratedCategory(prefix + rest[0], folder, context));
  }
  entries.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, undefined, { numeric: true }));
  return entries.map((entry) => entry.item);
}

/**
 * The category an autogenerated sub-folder becomes (`docIdPrefix`: the folder's doc id path). What
 * is wrong in its `_category_` file is reported there, as the writer fixes it there.
 */
function autogeneratedCategory(docIdPrefix: string, folder: Folder, context: NormaliseContext): Ordered {
  const category = categoryFileOf(folder, context.problems);
  const metadata = category?.data ?? {};
  const complain = (message: string, mentioned: string) => {
    if (category) context.problems.push({ file: category.file, line: lineMentioning(category.source, mentioned), severity: "error", kind: "category", message });
  };
  const folderName = docIdPrefix.split("/").pop() ?? "";
  const label = typeof metadata.label === "string" && metadata.label ? metadata.label : folderName;
  let items = autogenerated(docIdPrefix, context);
  const link = metadata.link as Record<string, unknown> | undefined;
  let own: { href: string; docId: string } | undefined;
  if (link?.type === "generated-index") {
    const generated = generatedIndexOf(link, label, context, (message) => complain(message, typeof link.slug === "string" ? link.slug : "generated-index"));
    if (generated) own = { href: urlPathFromPageId(generated.id), docId: generated.id };
  } else if (link?.type === "doc" && typeof link.id === "string") {
    const page = context.index.byDocId.get(`${docIdPrefix}/${link.id}`) ?? context.index.byDocId.get(link.id) ?? context.index.pages.get(link.id);
    if (page) own = { href: urlPathFromPageId(page.id), docId: page.id };
    else complain(`the category's link names no page ("${link.id}"); write a doc id of this folder or of the site, or remove the link to make its index page the category's page`, link.id);
  } else if (link === undefined) {
    // A page directly in the folder named index, README or like the folder.
    const isIndexPage = (item: SidebarItem) => {
      const page = item.type === "link" && item.docId !== undefined ? context.index.pages.get(item.docId) : undefined;
      return page !== undefined && path.posix.dirname(page.docId) === docIdPrefix && isFolderIndex(path.posix.basename(page.docId), folderName);
    };
    const indexPage = items.find(isIndexPage);
    if (indexPage?.href && indexPage.docId) own = { href: indexPage.href, docId: indexPage.docId };
  }
  if (own) items = items.filter((item) => item.docId !== own?.docId);
  const collapsible = metadata.collapsible !== false;
  const name = path.basename(folder.absolute);
  return {
    position: Number(metadata.position ?? numberPrefixOf(name) ?? Infinity),
    name,
    item: { type: "category", label, ...own, collapsed: collapsible ? metadata.collapsed !== false : false, collapsible, items },
  };
}

/** Strings that show where a raw item is written: what it names (page, address, folder, html), then its label, then its type. */
function itemNeedles(item: unknown): string[] {
  if (typeof item === "string") return [item];
  if (!item || typeof item !== "object") return [];
  const { id, href, dirName, slug, value, label, type } = item as Record<string, unknown>;
  const shorthandLabel = type === undefined ? Object.keys(item)[0] : undefined;
  return [id, href, dirName, slug, value, label, shorthandLabel, type].filter((needle): needle is string => typeof needle === "string" && needle !== "");
}

/**
 * The line of the sidebars file where an item of a sidebar is written: the first of its strings
 * (quoted) after the sidebar's key, else the key's line, else 1. A search, not a parse: the file is
 * code, and items may come from variables or other files.
 */
function itemLine(source: string, sidebar: string, item: unknown): number {
  const key = new RegExp(`(?:^|[\\s{,])(["'\`]?)${sidebar.replace(/[$^\\.*+?()[\]{}|/]/g, "\\$&")}\\1\\s*:`).exec(source);
  const from = key ? key.index + key[0].length : 0;
  for (const needle of itemNeedles(item)) {
    const found = ['"', "'", "`"].map((quote) => source.indexOf(quote + needle + quote, from)).filter((at) => at !== -1);
    if (found.length) return lineAt(source, Math.min(...found));
  }
  return key ? lineAt(source, from) : 1;
}

function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

/**
 * Stage 3: normalise every sidebar and work out which sidebar each page belongs to. When the
 * sidebars file does not load, `lastLoaded` (the running site's last one that did) stands in for it:
 * a slip in a live edit is reported, but does not take every page's sidebar away.
 */
export function buildSidebars(loaded: RawSidebarsFile | ContentProblem | null, index: PageIndex, lastLoaded: RawSidebarsFile | null = null): LoadedSidebars {
  if (loaded && !("raw" in loaded)) {
    const built = buildSidebars(lastLoaded, index);
    const kept = lastLoaded ? "; the sidebars last loaded are served until it loads" : "";
    return { ...built, problems: [{ ...loaded, message: loaded.message + kept }, ...built.problems] };
  }
  const sidebars = Object.fromEntries(SIDEBAR_NAMES.map((name) => [name, []])) as unknown as Sidebars;
  const problems: ContentProblem[] = [];
  const sidebarOf = new Map<string, SidebarName>();
  const generatedIndexes = new Map<string, GeneratedIndex>();
  if (!loaded) return { sidebars, sidebarOf, generatedIndexes, problems, sidebarsFile: null };

  const problem = (message: string, severity: ContentProblem["severity"], line: number) =>
    problems.push({ file: loaded.file, line, severity, kind: "sidebar", message });
  for (const [name, rawItems] of Object.entries(loaded.raw ?? {})) {
    if (!(SIDEBAR_NAMES as readonly string[]).includes(name)) {
      problem(`sidebar "${name}" is not one of ${SIDEBAR_NAMES.join(", ")}; it is ignored`, "warning", itemLine(loaded.source, name, undefined));
      continue;
    }
    const sidebar = name as SidebarName;
    const list = Array.isArray(rawItems) ? rawItems : [rawItems];
    const report: Report = (message, item, severity = "error") => problem(message, severity, itemLine(loaded.source, name, item));
    sidebars[sidebar] = list.flatMap((raw, i) => normaliseItem(raw, { index, report, problems, generatedIndexes }, `sidebar "${name}", item ${i + 1}`));
    for (const id of pageIdsOf(sidebars[sidebar])) {
      const owner = sidebarOf.get(id);
      if (owner && owner !== sidebar) problem(`page "${id}" is listed in sidebars "${owner}" and "${name}"; it belongs to "${owner}"`, "warning", itemLine(loaded.source, name, id));
      else sidebarOf.set(id, sidebar);
    }
  }
  // A page's `displayed_sidebar` frontmatter picks its sidebar (or none), listed there or not.
  for (const page of index.pages.values()) {
    const displayed = displayedSidebarOf(page.frontmatter);
    if (displayed === undefined) continue;
    if (displayed === null) sidebarOf.delete(page.id);
    else if ((SIDEBAR_NAMES as readonly string[]).includes(displayed)) sidebarOf.set(page.id, displayed as SidebarName);
    else problems.push({ file: page.relativePath, line: 1, severity: "warning", kind: "frontmatter", message: `displayed_sidebar "${displayed}" is not one of ${SIDEBAR_NAMES.join(", ")}; it is ignored` });
  }
  return { sidebars, sidebarOf, generatedIndexes, problems, sidebarsFile: loaded };
}
