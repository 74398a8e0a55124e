// Docusaurus' rules for turning a content file into a document id and a URL path, kept on purpose
// so that writers who know Docusaurus need to learn nothing new.

export interface PageAddress {
  /** Docusaurus' document id: folder + (frontmatter id or file name). Sidebars may use it. */
  docId: string;
  /** The page id: the URL path without leading or trailing slash. */
  pageId: string;
}

/** Docusaurus' explicit heading id at the end of a heading's text: `## Title {#custom-id}`. */
const EXPLICIT_HEADING_ID = /\{#([\w-]+)\}\s*$/;
/**
 * Docusaurus 3's other way to write it, valid MDX: `## Title {/* #custom-id *\/}`, an expression
 * holding one comment whose first word starts with `#` (a comment without one is no id).
 */
const COMMENT_HEADING_ID = /\{\s*\/\*\s*#([^\s*]+)[^*]*\*\/\s*\}\s*$/;

/**
 * The id a comment expression at the end of a heading gives it, as Docusaurus reads
 * `{/* #custom-id *\/}`: `code` is the expression's inside, `/* #custom-id *\/`.
 */
export function commentHeadingId(code: string): string | undefined {
  return COMMENT_HEADING_ID.exec(`{${code}}`)?.[1];
}

/**
 * A heading's text without its explicit `{#id}` (or `{/* #id *\/}`) and the spaces before it, and
 * the id; the text as it is when it has none. (The spaces are trimmed, not matched: `\s*\{#` was
 * tried at every space of a run, slow on long runs.)
 */
export function withoutExplicitId(text: string): { text: string; id?: string } {
  const match = EXPLICIT_HEADING_ID.exec(text) ?? COMMENT_HEADING_ID.exec(text);
  return match ? { text: text.slice(0, match.index).trimEnd(), id: match[1] } : { text };
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** Docusaurus reads no number prefix in a name that starts like a version or a date ("1.36.0", "2024-03-01-release"). */
const VERSION_OR_DATE_PREFIX = /^\d+[-_.]\d/;

/** A file or folder name without Docusaurus' ordering prefix ("01-intro" -> "intro"). */
export function stripNumberPrefix(name: string): string {
  if (VERSION_OR_DATE_PREFIX.test(name)) return name;
  return name.replace(NUMBER_PREFIX, "");
}

/** The ordering number of a file or folder name ("02-install.md" -> 2), if it has one. */
export function numberPrefixOf(name: string): number | undefined {
  if (VERSION_OR_DATE_PREFIX.test(name)) return undefined;
  const prefix = NUMBER_PREFIX.exec(name)?.[1];
  return prefix === undefined ? undefined : Number(prefix);
}

/**
 * A written sidebar position (`sidebar_position`, a category file's `position`) as a number, or
 * undefined when it is not one (unset, `"first"`, `[]`): the item is then ordered as if unset.
 * YAML reads `2` as a number and `"2"` as a string; both are positions, as in Docusaurus.
 */
export function sidebarPositionOf(value: unknown): number | undefined {
  const position = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof position === "number" && Number.isFinite(position) ? position : undefined;
}

/** Whether a file is a folder's index page: index, README, or named like its folder. */
export function isFolderIndex(fileName: string, folderName: string | undefined): boolean {
  const lower = fileName.toLowerCase();
  return lower === "index" || lower === "readme" || (folderName !== undefined && fileName === folderName);
}

/** A folder path as written on disk ("02-guides/01-basics") as doc ids name it ("guides/basics"); "." for the docs folder itself. */
export function docIdFolderOf(folderPath: string): string {
  return joinPath(...folderPath.replace(/\\/g, "/").split("/").map(stripNumberPrefix)) || ".";
}

/** Parts joined into one path, with `.` and `..` resolved as Docusaurus resolves a relative slug (never above the root). */
function joinPath(...parts: string[]): string {
  const segments: string[] = [];
  for (const segment of parts.flatMap((part) => part.split("/"))) {
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return segments.join("/");
}

/**
 * The ids of the page stored at `relativePath` (relative to the docs folder, with extension),
 * given its frontmatter `id` and `slug`.
 */
export function addressOf(relativePath: string, frontmatter: { id?: unknown; slug?: unknown }): PageAddress {
  const withoutExtension = relativePath.replace(/\\/g, "/").replace(/\.mdx?$/i, "");
  const segments = withoutExtension.split("/").map(stripNumberPrefix);
  const rawFileName = withoutExtension.split("/").pop() ?? "";
  const fileName = segments.pop() ?? "";
  const folder = segments.join("/");
  const frontmatterId = typeof frontmatter.id === "string" && frontmatter.id.trim() ? frontmatter.id.trim() : undefined;
  const docId = joinPath(folder, frontmatterId ?? fileName);

  const slug = typeof frontmatter.slug === "string" ? frontmatter.slug.trim() : undefined;
  let pageId: string;
  if (slug) {
    pageId = slug.startsWith("/") ? joinPath(slug) : joinPath(folder, slug);
  } else if (isFolderIndex(rawFileName, withoutExtension.split("/").slice(-2, -1)[0]) || isFolderIndex(fileName, segments.at(-1))) {
    pageId = folder;
  } else {
    pageId = joinPath(folder, frontmatterId ?? fileName);
  }
  // One form for accented letters (é as one code point, not e + accent): file names written on
  // some systems use the other, and a URL must find the page whichever form it was typed in.
  return { docId: docId.normalize("NFC"), pageId: pageId.normalize("NFC") };
}


/** Whether a path has a file or folder starting with `_` (partials) or `.` (hidden): never a page. */
function isPartialOrHidden(relativePath: string): boolean {
  return relativePath.split("/").some((segment) => segment.startsWith("_") || segment.startsWith("."));
}

/** Where Docusaurus' pages plugin reads standalone pages, relative to the content folder. */
export const STANDALONE_PAGES_DIR = "src/pages";

/**
 * The page id of a Markdown file in src/pages (path relative to it), as Docusaurus' pages plugin
 * routes it: its path without extension, `index` standing for its folder. Unlike docs, no
 * number prefixes are dropped, and frontmatter `id` and `slug` change nothing.
 */
export function standalonePageIdOf(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\\/g, "/").replace(/\.mdx?$/i, "");
  const segments = withoutExtension.split("/");
  if (segments.at(-1)?.toLowerCase() === "index") segments.pop();
  return joinPath(...segments).normalize("NFC");
}

/**
 * Whether a file in src/pages is a React page, which Docusaurus renders and this site does not:
 * a script not ignored by the pages plugin (partials starting with `_`, tests).
 */
export function isReactPageFile(relativePath: string): boolean {
  if (!/\.[jt]sx?$/i.test(relativePath) || /\.d\.ts$/i.test(relativePath) || /\.test\.[jt]sx?$/i.test(relativePath)) return false;
  return !isPartialOrHidden(relativePath);
}
