/** One thing wrong (or fixed up) in the content, located for the writer. */
export interface ContentProblem {
  /** Path relative to the content folder. */
  file: string;
  line: number;
  severity: "error" | "warning";
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
 * The 1-based line where `text` first appears in `source`; 1 when it does not. With `after`: its
 * first appearance after `after` (a section of the file), when there is one.
 */
export function lineMentioning(source: string, text: string, after?: string): number {
  const within = after ? source.indexOf(text, Math.max(0, source.indexOf(after))) : -1;
  return lineAt(source, within !== -1 ? within : source.indexOf(text));
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
