// Content folder -> page index: every page file with its ids, frontmatter and content hash.
import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import picomatch from "picomatch";
import { addressOf, isFolderIndex, isReactPageFile, standalonePageIdOf, stripNumberPrefix, withoutExplicitId } from "./docusaurus-ids";
import { openingParagraphOf } from "./excerpt";
import { redirectOfReactPageFile } from "./react-page-redirects.server";
import { fileSignature, hashText } from "./hash.server";
import { atxHeadingContent, inlineText } from "./inline-text";
import { contentTitleLines } from "./content-title";
import type { ContentProblem } from "./problems";
import { urlPathFromPageId } from "./urls";

export interface PageRecord {
  /** The page id (URL path without slashes at either end). */
  id: string;
  /** Docusaurus' document id, which sidebars may use instead of the page id (a standalone page's: its page id). */
  docId: string;
  /**
   * A standalone page (Docusaurus' src/pages), not a doc: no sidebar lists it, and it has no
   * breadcrumbs or previous/next.
   */
  standalone: boolean;
  /** Absolute path of the source file. */
  file: string;
  /** Path relative to the content folder, for messages. */
  relativePath: string;
  title: string;
  /** What the page is about: its frontmatter's `description`, else its opening paragraph (see descriptionFromText). */
  description?: string;
  /** The description is the opening paragraph's text, which the frontmatter did not give. */
  descriptionFromText?: true;
  sidebarLabel?: string;
  keywords: string[];
  unlisted: boolean;
  frontmatter: Record<string, unknown>;
  /** Hash of the whole source file: part of every cache key that depends on it. */
  hash: string;
  /** The Markdown body, without frontmatter. */
  body: string;
  /** Line number in the file where the body starts (1-based), to report body positions. */
  bodyStartLine: number;
  /** What is wrong with the file that still leaves it a page (bytes that are not UTF-8). */
  warnings: ContentProblem[];
  /**
   * The name of its docs version when that is not the one served at the site's root (Docusaurus'
   * last version): such pages are served under their version's path, and kept out of search,
   * llms.txt and the header's sections, as readers look for the current docs there. For a page of
   * another docs plugin instance, its version when that is not the instance's last.
   */
  otherVersion?: string;
  /** The id of the docs plugin instance it is of, when that is not the main docs (`community`). */
  docsPluginId?: string;
  /** Its body is its source, made from its file, not the file's text (an API reference made from an OpenAPI document). */
  generated?: true;
}

/** The text a page is built from: its file's, or the source made from the file for a generated page. */
export function pageSourceOf(page: PageRecord): string {
  return page.generated ? page.body : fs.readFileSync(page.file, "utf8");
}

/**
 * A docs version's pages: served under `path` (`1.0/intro`), as `name` (versions.json's); or
 * another docs plugin instance's (`pluginId`), under its route and named after it.
 */
export interface VersionPlace {
  name: string;
  path: string;
  pluginId?: string;
  /** An instance's version other than its last (versions.json's name): its pages are not searched, as the main docs' other versions are not. */
  otherVersion?: string;
}

export interface PageIndex {
  pages: Map<string, PageRecord>;
  /** Page by Docusaurus doc id, for sidebars and links written against doc ids. */
  byDocId: Map<string, PageRecord>;
  /** Files whose frontmatter cannot be read, by the page id their path gives: their URL shows why. */
  unreadable: Map<string, ContentProblem>;
  /** Page ids and doc ids of `draft: true` pages, which are not served: sidebars leave them out without a word, as Docusaurus does. */
  drafts: Set<string>;
  problems: ContentProblem[];
}

export interface ListedFiles {
  /** Relative paths with `/`, sorted. */
  files: string[];
  /** Symbolic links not followed: they lead out of the boundary folder, or nowhere. */
  skippedLinks: { path: string; reason: string; toFolder: boolean }[];
}

/**
 * Every file below `dir`, skipping node_modules and dot folders. Symbolic links are followed as
 * Docusaurus follows them, but only to files and folders inside `boundary` (the content folder:
 * nothing outside it is ever read as a page), and never into a folder being walked (a loop).
 */
export function listFiles(dir: string, boundary = dir): ListedFiles {
  const files: string[] = [];
  const skippedLinks: ListedFiles["skippedLinks"] = [];
  const realBoundary = realPath(boundary);
  if (typeof realBoundary !== "string") return { files, skippedLinks };
  // The real paths of the folders being walked, to stop at a link back to one of them (a loop).
  const openFolders = new Set<string>();
  const walk = (relative: string) => {
    const folder = path.join(dir, relative);
    const realFolder = realPath(folder);
    if (typeof realFolder !== "string" || openFolders.has(realFolder)) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    openFolders.add(realFolder);
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      let kind: fs.Stats | fs.Dirent | undefined = entry;
      if (entry.isSymbolicLink()) {
        const target = realPath(path.join(dir, child));
        const inside = typeof target === "string" && (target + path.sep).startsWith(realBoundary + path.sep);
        if (typeof target !== "string" || !inside) {
          const toFolder = typeof target === "string" && fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() === true;
          const reason = typeof target === "string" ? "leads out of the content folder" : target.code === "ELOOP" ? "goes round in a loop of links" : "leads nowhere";
          skippedLinks.push({ path: child, reason, toFolder });
          continue;
        }
        kind = fs.statSync(target, { throwIfNoEntry: false });
      }
      if (kind?.isDirectory()) walk(child);
      else if (kind?.isFile()) files.push(child);
    }
    openFolders.delete(realFolder);
  };
  walk("");
  return { files: files.sort(), skippedLinks };
}

/** The file's real path, or why there is none (`ENOENT`, `ELOOP`...). */
function realPath(file: string): string | { code: string } {
  try {
    return fs.realpathSync.native(file);
  } catch (error) {
    return { code: String((error as NodeJS.ErrnoException).code) };
  }
}

/**
 * The page's description: its frontmatter's, else (as in Docusaurus) its opening paragraph, so marked. An
 * empty one written, `description: ''`, is kept empty, as Docusaurus keeps it: the page has no description tag.
 */
function descriptionOf(frontmatter: Record<string, unknown>, body: string): Pick<PageRecord, "description" | "descriptionFromText"> {
  if (typeof frontmatter.description === "string") return { description: frontmatter.description.trim() };
  const opening = openingParagraphOf(body);
  return opening === undefined ? {} : { description: opening, descriptionFromText: true };
}

function asString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** A frontmatter title: YAML reads `title: 2024` as a number, which is still the writer's title. */
function titleText(value: unknown): string | undefined {
  return typeof value === "number" ? String(value) : asString(value);
}

/**
 * The text of a `# heading` line without its explicit `{#id}`; undefined for other lines. (One
 * regular expression did this, and took 60 s, in the server's thread, on a heading with 4,000 spaces.)
 */
function headingLineText(line: string): string | undefined {
  return /^#[ \t]/.test(line) ? withoutExplicitId(atxHeadingContent(line.slice(1))).text || undefined : undefined;
}

/**
 * The text of the page's content title, as Docusaurus takes it (`contentTitleLines`): its first heading when
 * that is a `# heading` (or a setext one) above any thematic break; a shell comment in a code sample is none.
 */
function firstHeading(body: string): string | undefined {
  const title = contentTitleLines(body);
  if (!title) return undefined;
  const line = body.split("\n")[title.line - 1];
  const heading = title.count === 1 ? headingLineText(line.trimStart()) : line.trim();
  // The title is text (the browser tab, search results, links): `rig` is rig, **new** is new.
  return (heading && inlineText(heading).replace(/\s+/g, " ").trim()) || undefined;
}

/** The title a page gives itself (frontmatter `title`, else its `# heading`); undefined when it has none. */
export function ownTitleOf(frontmatter: Record<string, unknown>, body: string): string | undefined {
  return titleText(frontmatter.title) ?? firstHeading(body);
}

/**
 * Frontmatter is data. gray-matter would run a `---js` block as JavaScript, in the server while it
 * indexes (a loop there stops the whole site): that block is reported instead, as YAML that is not.
 */
const FRONTMATTER_OPTIONS = {
  engines: {
    javascript: () => {
      throw new Error("a `---js` block is JavaScript, which the site does not run; write the frontmatter in YAML");
    },
  },
};

/**
 * Reads one page file (`relativePath` inside `rootDir`: the docs folder, or src/pages for a
 * standalone page) into a record, or a problem when its frontmatter cannot be parsed.
 */
export function readPage(rootDir: string, relativePath: string, contentDir: string, standalone = false, version?: VersionPlace): PageRecord | ContentProblem {
  const file = path.join(rootDir, relativePath);
  const bytes = fs.readFileSync(file);
  const source = bytes.toString("utf8");
  const reportedPath = path.relative(contentDir, file);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content unless options are passed; the cache would pin every version.
    parsed = matter(source, FRONTMATTER_OPTIONS);
  } catch (error) {
    // js-yaml counts from 0 in the block gray-matter hands it, which starts with the newline after
    // the opening `---`: its line is the file's line minus one.
    const mark = (error as { mark?: { line?: number } }).mark;
    return {
      file: reportedPath,
      line: (mark?.line ?? 0) + 1,
      severity: "error",
      kind: "frontmatter",
      message: `frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0].replace(/:$/, "")}`,
    };
  }
  const frontmatter = parsed.data as Record<string, unknown>;
  const { docId, pageId } = standalone ? { docId: standalonePageIdOf(relativePath), pageId: standalonePageIdOf(relativePath) } : addressOf(relativePath, frontmatter);
  const id = underVersion(pageId, version);
  const body = parsed.content;
  const bodyStartLine = source.slice(0, source.length - body.length).split("\n").length;
  const keywords = frontmatter.keywords;
  return {
    id,
    docId,
    standalone,
    file,
    relativePath: reportedPath,
    // Without a title of its own, Docusaurus names a doc by its id's last part (frontmatter `id`, else the file name), not by its address.
    title: ownTitleOf(frontmatter, body) ?? ((standalone ? pageId : docId).split("/").pop() || version?.name) ?? "Home",
    ...descriptionOf(frontmatter, body),
    sidebarLabel: asString(frontmatter.sidebar_label),
    keywords: Array.isArray(keywords) ? keywords.map(String) : typeof keywords === "string" ? keywords.split(",").map((k) => k.trim()) : [],
    unlisted: frontmatter.unlisted === true,
    frontmatter,
    hash: hashText(source),
    body,
    bodyStartLine,
    warnings: isUtf8(bytes) ? [] : [notUtf8(reportedPath, bytes)],
    ...(version?.pluginId !== undefined
      ? { docsPluginId: version.pluginId, ...(version.otherVersion ? { otherVersion: version.otherVersion } : {}) }
      : version?.path ? { otherVersion: version.name } : {}),
  };
}

/** A page id within a docs version -> its id on the site: under the version's path (none for the root's version). */
export function underVersion(pageId: string, version: VersionPlace | undefined): string {
  if (!version?.path) return pageId;
  return pageId ? `${version.path}/${pageId}` : version.path;
}

/** The warning for a file that is not all UTF-8, at the first line that is not. */
function notUtf8(reportedPath: string, bytes: Buffer): ContentProblem {
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    if (!isUtf8(bytes.subarray(start, end))) break;
    start = end + 1;
  }
  const message = "the file is not UTF-8 (saved in another encoding, such as Latin-1 or Windows-1252?): those bytes show as \ufffd; save it as UTF-8";
  return { file: reportedPath, line, severity: "warning", kind: "encoding", message };
}

/**
 * Records of the last index of each folder set (the docs, or a docs version's folder), reused while
 * their file's signature (inode, size, times) stays the same. Forgotten when another content folder
 * is indexed.
 */
type RecordCache = Map<string, { signature?: string; record: PageRecord | ContentProblem }>;
const lastRecordsByFolders = new Map<string, RecordCache>();
let lastRecordsContentDir: string | undefined;

/**
 * `readPage`, skipped for files unchanged since the last index: one edit on a big site re-reads one
 * file. A file seen for the first time is only read: its size and time are taken when it is next
 * indexed (a stat of every file would add 0.1 s to the first index of 5,000 pages, at start-up).
 */
function readPageIfChanged(file: PageFile, contentDir: string, version: VersionPlace | undefined, lastRecords: RecordCache, records: RecordCache): PageRecord | ContentProblem {
  const { rootDir, relativePath, standalone } = file;
  const absolute = path.join(rootDir, relativePath);
  const last = lastRecords.get(absolute);
  if (!last) {
    const record = readPage(rootDir, relativePath, contentDir, standalone, version);
    records.set(absolute, { record });
    return record;
  }
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  const signature = stat ? fileSignature(stat) : undefined;
  const record = signature !== undefined && last.signature === signature ? last.record : readPage(rootDir, relativePath, contentDir, standalone, version);
  records.set(absolute, { signature, record });
  return record;
}

/** A page file to index: its folder (docs, or src/pages) and its path in it. */
interface PageFile {
  rootDir: string;
  relativePath: string;
  standalone: boolean;
}

/**
 * The docs plugin's `include` and `exclude` globs, which say which files of the docs folder are
 * pages; either may be absent (Docusaurus' default then).
 */
export interface DocFileGlobs {
  include?: string[];
  exclude?: string[];
}

/** Docusaurus' defaults: Markdown files, but not partials (`_` files and folders) or tests. */
const DEFAULT_DOC_FILE_GLOBS: Required<DocFileGlobs> = {
  include: ["**/*.{md,mdx}"],
  exclude: ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"],
};

/**
 * Whether a path inside the docs folder is a page, by the globs (Docusaurus' defaults for those not
 * given): included, not excluded, and Markdown (`.md`/`.mdx`, the only pages this site renders).
 * Hidden files and folders (`.x`) never are; extensions match in any case, as they always did here.
 */
export function docFileMatcher(globs: DocFileGlobs = {}): (relativePath: string) => boolean {
  const options = { dot: false, nocase: true };
  const included = picomatch(globs.include ?? DEFAULT_DOC_FILE_GLOBS.include, options);
  const excluded = picomatch(globs.exclude ?? DEFAULT_DOC_FILE_GLOBS.exclude, options);
  return (relativePath) => /\.mdx?$/i.test(relativePath) && included(relativePath) && !excluded(relativePath);
}

/** Whether a path inside the docs folder is a page by Docusaurus' default globs (not a partial, test or hidden file). */
const isPageFile = docFileMatcher();

/**
 * The page files of the docs folder and, when given, of src/pages (`pagesDir`), standalone pages
 * first: Docusaurus' router matches them before the docs, so of a doc and a standalone page at one
 * address, the standalone page is served. React pages in src/pages are reported, not served.
 */
function pageFilesOf(docsDir: string, pagesDir: string | undefined, contentDir: string, problems: ContentProblem[], isDocFile: (relativePath: string) => boolean): PageFile[] {
  const filesIn = (rootDir: string) => {
    const { files, skippedLinks } = listFiles(rootDir, contentDir);
    for (const link of skippedLinks.filter((skipped) => skipped.toFolder || isPageFile(skipped.path))) {
      const file = path.relative(contentDir, path.join(rootDir, link.path)).split(path.sep).join("/");
      const what = link.toFolder ? "its pages are not read" : "not a page";
      problems.push({ file, line: 1, severity: "warning", kind: "symlink", message: `a symbolic link that ${link.reason}: ${what}` });
    }
    return files;
  };
  const standaloneFiles = pagesDir === undefined ? [] : filesIn(pagesDir);
  for (const relativePath of standaloneFiles.filter(isReactPageFile)) {
    // One that renders only a `<Redirect>` is served as that redirect (react-page-redirects.server.ts).
    if (redirectOfReactPageFile(path.join(pagesDir!, relativePath))) continue;
    const address = urlPathFromPageId(standalonePageIdOf(relativePath.replace(/\.[jt]sx?$/i, ".md")));
    problems.push({
      file: path.relative(contentDir, path.join(pagesDir!, relativePath)),
      line: 1,
      severity: "warning",
      kind: "react-page",
      message: `React pages in src/pages are not served (only Markdown and MDX pages are): ${address} is not a page of this site`,
    });
  }
  return [
    ...standaloneFiles.filter(isPageFile).map((relativePath) => ({ rootDir: pagesDir!, relativePath, standalone: true })),
    ...filesIn(docsDir).filter(isDocFile).map((relativePath) => ({ rootDir: docsDir, relativePath, standalone: false })),
  ];
}

/** The lines inside a page's frontmatter block (none when it has none, or the file is gone). */
function frontmatterLinesOf(file: string): string[] {
  try {
    return /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, "utf8"))?.[1].split(/\r?\n/) ?? [];
  } catch {
    return [];
  }
}

/**
 * What the checker says of a page whose id an earlier file has: that file is served, this one not;
 * when only number prefixes tell their paths apart (`1-week/02.md`, `2-week/02.md`), it says so,
 * as nothing else in the message would show why the two are one.
 */
function takenIdMessage(page: PageRecord, existing: PageRecord): string {
  // The files' paths in the docs folder, as deep as their ids (`2-week/02.md`).
  const inDocs = (record: PageRecord) => record.relativePath.split(path.sep).join("/").split("/").slice(-record.docId.split("/").length);
  const [mine, theirs] = [inDocs(page), inDocs(existing)];
  const onlyPrefixesDiffer = mine.length === theirs.length && mine.join("/") !== theirs.join("/") && mine.every((segment, i) => stripNumberPrefix(segment) === stripNumberPrefix(theirs[i]));
  const why = onlyPrefixesDiffer
    ? ` (number prefixes are not part of ids or addresses: ${theirs.join("/")} and ${mine.join("/")} are both ${page.docId}${page.docId === existing.docId ? ", and Docusaurus stops the build on such docs" : ""})`
    : "";
  return `page id "${page.id}" is also the id of ${existing.relativePath}, which is served at ${urlPathFromPageId(existing.id)}; this file is not served${why}: rename or move one`;
}

/**
 * What the checker says of a doc at the address of an earlier one whose Docusaurus id differs: a
 * folder's README.md (or index.md) beside a file named as the folder (Pact's
 * `implementation_guides/javascript.md` and `javascript/readme.md`), or two slugs alike. Docusaurus
 * builds both and warns of a duplicate route, one answering there; here the first is served, and
 * the second is an error, as a page no reader reaches.
 */
function sharedAddressMessage(page: PageRecord, existing: PageRecord): string {
  const segments = page.relativePath.split(path.sep);
  const folderPage = isFolderIndex(path.parse(segments.at(-1)!).name, segments.at(-2)) && !page.frontmatter.slug;
  const why = folderPage ? ", as a folder's README.md or index.md (or a file named as its folder) is the folder's page" : "";
  return `${urlPathFromPageId(page.id)} is also the address of ${existing.relativePath}, which is served there; this file is not served${why}. Their doc ids differ ("${existing.docId}", "${page.docId}"), so Docusaurus builds both and reports a duplicate route, one of them answering there: give one a \`slug\``;
}

/**
 * Two docs at different addresses with one Docusaurus id (`id` frontmatter naming a sibling's
 * file, say): Docusaurus stops the build on it. Both are served here; sidebar items and links by
 * id reach the first. Reported at the second's `id` key when it has one.
 */
function sharedDocIdProblem(page: PageRecord, first: PageRecord): ContentProblem {
  const idLine = frontmatterLinesOf(page.file).findIndex((line) => /^id\s*:/.test(line));
  return {
    file: page.relativePath,
    line: idLine < 0 ? 1 : idLine + 2,
    severity: "error",
    kind: "duplicate-id",
    message: `doc id "${page.docId}" is also the id of ${first.relativePath} (Docusaurus stops the build: docs must have distinct ids); sidebar items and links naming it lead to that page: give one another \`id\``,
  };
}

/**
 * Builds the page index of a docs folder and of the standalone pages in `pagesDir` (src/pages),
 * if given. Duplicate ids are reported; the first file wins (a standalone page over a doc). Ids
 * that differ only in case are both served, with a warning at the second: where case is not told
 * apart (macOS and Windows file systems, many git clients) their files or URLs are one.
 */
export function indexPages(docsDir: string, contentDir: string, pagesDir?: string, version?: VersionPlace, isDocFile = isPageFile): PageIndex {
  const pages = new Map<string, PageRecord>();
  const byDocId = new Map<string, PageRecord>();
  const unreadable = new Map<string, ContentProblem>();
  const drafts = new Set<string>();
  const problems: ContentProblem[] = [];
  const byFoldedId = new Map<string, PageRecord>();
  if (lastRecordsContentDir !== contentDir) lastRecordsByFolders.clear();
  lastRecordsContentDir = contentDir;
  const folders = `${docsDir}\0${pagesDir ?? ""}\0${version?.path ?? ""}`;
  const records: RecordCache = new Map();
  for (const file of pageFilesOf(docsDir, pagesDir, contentDir, problems, isDocFile)) {
    const { relativePath, standalone } = file;
    const page = readPageIfChanged(file, contentDir, version, lastRecordsByFolders.get(folders) ?? new Map(), records);
    if (!("id" in page)) {
      problems.push(page);
      const id = standalone ? standalonePageIdOf(relativePath) : underVersion(addressOf(relativePath, {}).pageId, version);
      if (!unreadable.has(id)) unreadable.set(id, page);
      continue;
    }
    if (page.frontmatter.draft === true) {
      drafts.add(page.id).add(page.docId);
      continue;
    }
    const existing = pages.get(page.id);
    if (existing && existing.standalone !== page.standalone) {
      problems.push({
        file: page.relativePath,
        line: 1,
        severity: "warning",
        kind: "duplicate-route",
        message: `${urlPathFromPageId(page.id)} is also the address of ${existing.relativePath}, which is served there (Docusaurus reports a duplicate route); move or rename one`,
      });
      continue;
    }
    if (existing) {
      problems.push({
        file: page.relativePath,
        line: 1,
        severity: "error",
        kind: "duplicate-id",
        message: existing.docId === page.docId ? takenIdMessage(page, existing) : sharedAddressMessage(page, existing),
      });
      continue;
    }
    const sameButCase = byFoldedId.get(page.id.toLowerCase());
    if (sameButCase) {
      problems.push({
        file: page.relativePath,
        line: 1,
        severity: "warning",
        kind: "case-collision",
        message: `page id "${page.id}" differs only in case from "${sameButCase.id}" (${sameButCase.relativePath}): where case is not told apart (macOS and Windows file systems, many git clients and hosts) the two collide; rename one`,
      });
    } else {
      byFoldedId.set(page.id.toLowerCase(), page);
    }
    problems.push(...page.warnings);
    pages.set(page.id, page);
    if (page.standalone) continue;
    const sameDocId = byDocId.get(page.docId);
    if (sameDocId) problems.push(sharedDocIdProblem(page, sameDocId));
    else byDocId.set(page.docId, page);
  }
  lastRecordsByFolders.set(folders, records);
  return { pages, byDocId, unreadable, drafts, problems };
}
