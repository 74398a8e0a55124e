// The checker's report as text: problems grouped by file, counts by kind, one summary line.
import type { CheckReport } from "./check.server";
import { formatProblem, type ContentProblem, type Severity } from "./problems";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

const SEVERITIES: Severity[] = ["error", "warning", "notice"];

function countsOf(problems: ContentProblem[]): string {
  return SEVERITIES.map((severity) => {
    const count = problems.filter((problem) => problem.severity === severity).length;
    return count ? plural(count, severity) : "";
  }).filter(Boolean).join(", ");
}

// Map.groupBy arrives with Node 21; we support Node 20.
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The last line of the report, e.g. `check-content: 169 pages, 0 errors, 3 warnings, 0 notices`. */
export function summaryLine(report: CheckReport): string {
  return `check-content: ${plural(report.pageCount, "page")}, ${plural(report.errors, "error")}, ${plural(report.warnings, "warning")}, ${plural(report.notices, "notice")}`;
}

export interface ReportOptions {
  /** List each notice under its file too; by default they are only counted, by kind. */
  listNotices?: boolean;
}

/** The whole report; its problems are already sorted by file and line. */
export function formatReport(report: CheckReport, { listNotices = false }: ReportOptions = {}): string {
  const listed = listNotices ? report.problems : report.problems.filter((problem) => problem.severity !== "notice");
  const byFile = groupBy(listed, (problem) => problem.file);
  const byKind = [...groupBy(report.problems, (problem) => problem.kind)].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(0, ...byKind.map(([kind]) => kind.length));
  const sections = [
    ...[...byFile].map(([file, problems]) => [`${file} (${countsOf(problems)})`, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join("\n")),
    ...(byKind.length ? [["By kind:", ...byKind.map(([kind, problems]) => `  ${kind.padEnd(width)}  ${countsOf(problems)}`)].join("\n")] : []),
    ...(report.notices && !listNotices ? [`Notices are markup read as Docusaurus 2 reads it, so nothing to change for this site (MDX 2 and later read it otherwise); add --notices to list them.`] : []),
    summaryLine(report),
  ];
  return sections.join("\n\n") + "\n";
}
