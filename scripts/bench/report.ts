// The figures of a run: each with its target (if any) and PASS/MISS, printed as one table and
// written to bench-results/latest.json with the raw results.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import type { BenchConfig } from "./config";
import { round } from "./stats";

export interface Figure {
  measure: string;
  corpus: string;
  value: number;
  unit: "ms" | "s" | "MB" | "KB" | "req/s" | "x" | "count";
  /** Absent for figures reported for information only. */
  target?: { comparison: "<=" | ">=" | "<"; limit: number };
}

export type Verdict = "PASS" | "MISS" | "info";

export function verdictOf({ value, target }: Figure): Verdict {
  if (!target) return "info";
  const met = target.comparison === "<=" ? value <= target.limit : target.comparison === ">=" ? value >= target.limit : value < target.limit;
  return met ? "PASS" : "MISS";
}

function format(value: number, unit: Figure["unit"]): string {
  if (!Number.isFinite(value)) return "n/a";
  const digits = unit === "x" ? 2 : unit === "req/s" || unit === "count" ? 0 : unit === "s" ? 2 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

/** The summary as a text table, one row per figure. */
export function summaryTable(figures: Figure[]): string {
  const rows = [
    ["measure", "corpus", "value", "target", "result"],
    ...figures.map((figure) => [
      figure.measure,
      figure.corpus,
      format(figure.value, figure.unit),
      figure.target ? `${figure.target.comparison} ${format(figure.target.limit, figure.unit)}` : "",
      verdictOf(figure),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("  ").trimEnd();
  return [line(rows[0]), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

function gitCommit(repoRoot: string): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

/** The 1-minute load average per CPU: above 1, other processes compete with the bench for the CPUs. */
export function loadPerCpu(): number {
  return round(os.loadavg()[0] / os.cpus().length, 2);
}

/** Writes the run to bench-results/latest.json and returns the file's path. */
export function writeResults(config: BenchConfig, figures: Figure[], results: object, loadPerCpuAtStart: number): string {
  const file = path.join(config.resultsDir, "latest.json");
  const document = {
    finishedAt: new Date().toISOString(),
    commit: gitCommit(config.repoRoot),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, totalMemoryMb: Math.round(os.totalmem() / 2 ** 20), loadPerCpuAtStart, loadPerCpuAtEnd: loadPerCpu() },
    settings: { quick: config.quick, warm: config.warm, load: config.load, startupRuns: config.startupRuns, generated: config.generated },
    figures: figures.map((figure) => ({ ...figure, result: verdictOf(figure) })),
    results,
  };
  fs.writeFileSync(file, JSON.stringify(document, null, 2) + "\n");
  return file;
}
