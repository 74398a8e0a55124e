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
