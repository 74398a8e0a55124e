/**
 * How much a problem asks of the writer: an error stops the check (the page or link is broken), a
 * warning is shown as the writer may not have meant it, and a notice is markup the site read as
 * Docusaurus 2 reads it (nothing to change here; MDX 2 and later read it otherwise).
 */
export type Severity = "error" | "warning" | "notice";

/** One thing wrong (or fixed up) in the content, located for the writer. */
export interface ContentProblem {
  /** Path relative to the content folder. */
  file: string;
  line: number;
  severity: Severity;
  /** A short machine-friendly kind, used to group counts ("broken-link", "mdx-compile"...). */
  kind: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}: ${problem.severity} [${problem.kind}] ${problem.message}`;
}

/** The 1-based line of a character offset in a file's text (1 for a negative offset: not found). */
export function lineAt(source: string, offset: number): number {
  return offset < 0 ? 1 : source.slice(0, offset).split("\n").length;
}

/**
 * The 1-based line where `text` first appears in `source`; 1 when it does not. Written as a whole
 * string (`'overview'`) it is found before a longer one that holds it (`'architecture-overview'`).
 * With `after`: its first appearance after `after` (a section of the file), when there is one; with
 * `near` too (an item's label, as two items may name one doc): its appearance there nearest to it.
 */
export function lineMentioning(source: string, text: string, after?: string, near?: string): number {
  const start = after === undefined ? -1 : Math.max(0, mentionOf(source, after, 0));
  const anchor = near === undefined || start === -1 ? -1 : mentionOf(source, near, start);
  const within = start === -1 ? -1 : anchor === -1 ? mentionOf(source, text, start) : nearestMention(source, text, start, anchor);
  return lineAt(source, within !== -1 ? within : mentionOf(source, text, 0));
}

/** The appearance of `text` from `from` nearest to `anchor`, written as a quoted string if it is one there. */
function nearestMention(source: string, text: string, from: number, anchor: number): number {
  let nearest = -1;
  for (let at = mentionOf(source, text, from); at !== -1; at = mentionOf(source, text, at + 1)) {
    if (nearest === -1 || Math.abs(at - anchor) < Math.abs(nearest - anchor)) nearest = at;
    if (at > anchor) break;
  }
  return nearest;
}

/** Where `text` first appears from `from`, as a quoted string if it is one anywhere there, else as it is. */
function mentionOf(source: string, text: string, from: number): number {
  for (const written of [`'${text}'`, `"${text}"`, `\`${text}\``]) {
    const at = source.indexOf(written, from);
    if (at !== -1) return at;
  }
  return source.indexOf(text, from);
}

/** Problems in file and line order. */
export function compareByPlace(a: ContentProblem, b: ContentProblem): number {
  return compare(a.file, b.file) || a.line - b.line;
}

/** Problems in file, line, severity and message order. */
export function compareProblems(a: ContentProblem, b: ContentProblem): number {
  return compareByPlace(a, b) || compare(a.severity, b.severity) || compare(a.message, b.message);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
