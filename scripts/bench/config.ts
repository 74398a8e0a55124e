// What the bench measures and against which targets; durations and ports come from the environment.
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CorpusSpec {
  /** Short name used in progress lines, the summary table and the JSON. */
  name: string;
  contentDir: string;
}

export interface BenchConfig {
  repoRoot: string;
  quick: boolean;
  /** First of the ports the bench uses (ours, then the static server's); all within 3500-3599. */
  basePort: number;
  warm: { connections: number; seconds: number; warmupSeconds: number; pageCount: number };
  load: { connections: number; seconds: number };
  startupRuns: number;
  /** Requests in flight in the crawl pass (a cold pass the way a crawler or a warm-up script asks). */
  crawlConcurrency: number;

  generated: { pageCount: number; sampleSize: number };
  /** Corpora measured cold, in order; a corpus whose folder is absent is skipped with a message. */
  corpora: CorpusSpec[];
  resultsDir: string;
}

/** PAGE_BUILDER_IDLE_MS of the bench's servers: memory is measured again once their builders have stopped. */
export const BUILDER_IDLE_MS = 5_000;

export const TARGETS = {
  warmRatio: 0.6,
  coldMedianMs: 40,
  coldP95Ms: 150,
  coldTotalMs: 30_000,
  startupMs: 1_500,
  rssMb: 300,
  clientJsGzipKb: 100,
  loadErrors: 0,
} as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function seconds(name: string, full: number, quick: number, isQuick: boolean): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : isQuick ? quick : full;
}

/** The configuration from BENCH_QUICK, BENCH_WARM_SECONDS, BENCH_LOAD_SECONDS and BENCH_PORT. */
export function loadConfig(): BenchConfig {
  const quick = process.env.BENCH_QUICK === "1";
  const basePort = Number(process.env.BENCH_PORT ?? 3530);
  if (!Number.isInteger(basePort) || basePort < 3500 || basePort + 1 > 3599) {
    throw new Error(`BENCH_PORT must leave two ports within 3500-3599 (got ${process.env.BENCH_PORT})`);
  }
  return {
    repoRoot,
    quick,
    basePort,
    warm: { connections: 20, seconds: seconds("BENCH_WARM_SECONDS", 10, 3, quick), warmupSeconds: quick ? 1 : 2, pageCount: 20 },
    load: { connections: 50, seconds: seconds("BENCH_LOAD_SECONDS", 30, 5, quick) },
    startupRuns: 3,
    crawlConcurrency: 4,

    generated: { pageCount: 5_000, sampleSize: 300 },
    corpora: [
      { name: "docs-content", contentDir: path.join(repoRoot, "docs-content") },
      { name: "sauce-docs-2024-03", contentDir: path.resolve(repoRoot, "../shared/corpus/sauce-docs-2024-03") },
    ],
    resultsDir: path.join(repoRoot, "bench-results"),
  };
}
