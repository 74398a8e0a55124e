// The checker's report as text: problems grouped by file, counts by kind, one summary line.
import type { CheckReport } from "./check.server";
import { formatProblem, type ContentProblem } from "./problems";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function countsOf(problems: ContentProblem[]): string {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  return [errors ? plural(errors, "error") : "", problems.length - errors ? plural(problems.length - errors, "warning") : ""].filter(Boolean).join(", ");
}

// Map.groupBy arrives with Node 21; we support Node 20.
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The last line of the report, e.g. `check-content: 169 pages, 0 errors, 3 warnings`. */
export function summaryLine(report: CheckReport): string {
  return `check-content: ${plural(report.pageCount, "page")}, ${plural(report.errors, "error")}, ${plural(report.warnings, "warning")}`;
}

/** The whole report; its problems are already sorted by file and line. */
export function formatReport(report: CheckReport): string {
  const byFile = groupBy(report.problems, (problem) => problem.file);
  const byKind = [...groupBy(report.problems, (problem) => problem.kind)].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(0, ...byKind.map(([kind]) => kind.length));
  const sections = [
    ...[...byFile].map(([file, problems]) => [`${file} (${countsOf(problems)})`, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n")),
    ...(byKind.length ? [["By kind:", ...byKind.map(([kind, problems]) => `  ${kind.padEnd(width)}  ${countsOf(problems)}`)].join("\n")] : []),
    summaryLine(report),
  ];
  return sections.join("\n\n") + "\n";
}
