// Measurements -> the figures of the summary, each with its target from config.ts.
import { TARGETS } from "./config";
import type { CorpusResult } from "./corpus";
import type { LoadTestResult } from "./load-test";
import type { Figure } from "./report";
import { round } from "./stats";
import type { WarmResult } from "./warm-throughput";

const kilobytes = (bytes: number) => round(bytes / 1024);

export function warmFigures(corpus: string, warm: WarmResult): Figure[] {
  const { ours, static: reference, clientWeight } = warm;
  return [
    { measure: "warm throughput, ours", corpus, value: ours.requestsPerSecond, unit: "req/s" },
    { measure: "warm throughput, static", corpus, value: reference.requestsPerSecond, unit: "req/s" },
    { measure: "warm throughput ours/static", corpus, value: warm.ratio, unit: "x", target: { comparison: ">=", limit: TARGETS.warmRatio } },
    { measure: "warm latency p50, ours", corpus, value: ours.latencyP50Ms, unit: "ms" },
    { measure: "warm latency p99, ours", corpus, value: ours.latencyP99Ms, unit: "ms" },
    { measure: "warm latency p50, static", corpus, value: reference.latencyP50Ms, unit: "ms" },
    { measure: "warm latency p99, static", corpus, value: reference.latencyP99Ms, unit: "ms" },
    { measure: `client JS gzip (${clientWeight.page})`, corpus, value: kilobytes(clientWeight.jsGzipBytes), unit: "KB", target: { comparison: "<=", limit: TARGETS.clientJsGzipKb } },
    { measure: "client CSS gzip", corpus, value: kilobytes(clientWeight.cssGzipBytes), unit: "KB" },
    { measure: "inline scripts in the HTML, gzip", corpus, value: kilobytes(clientWeight.inlineScriptGzipBytes), unit: "KB" },
    { measure: "HTML gzip", corpus, value: kilobytes(clientWeight.htmlGzipBytes), unit: "KB" },
  ];
}

export function loadFigures(corpus: string, load: LoadTestResult): Figure[] {
  return [
    { measure: "load throughput", corpus, value: load.requestsPerSecond, unit: "req/s" },
    { measure: "load latency p99", corpus, value: load.latencyP99Ms, unit: "ms" },
    { measure: "load errors + unexpected statuses", corpus, value: load.unexpected, unit: "count", target: { comparison: "<=", limit: TARGETS.loadErrors } },
    { measure: "load expected 404s", corpus, value: load.expected404s, unit: "count" },
    { measure: "RSS after load test", corpus, value: load.rssAfterMb, unit: "MB" },
  ];
}

/** Targets apply to whole corpora; a sampled corpus (the generated one) is held to the median and start-up only. */
export function corpusFigures(result: CorpusResult): Figure[] {
  const corpus = result.corpus;
  const sampled = result.requestedPages < result.pageCount;
  const pages = sampled ? `${result.requestedPages} of ${result.pageCount} pages` : `${result.pageCount} pages`;
  const failed = result.cold.count - (result.cold.statuses["200"] ?? 0);
  const memoryTarget = sampled ? undefined : { comparison: "<=" as const, limit: TARGETS.rssMb };
  return [
    { measure: "index time (first /api/pages)", corpus, value: result.indexMs, unit: "ms" },
    { measure: `cold p50 (${pages})`, corpus, value: round(result.cold.p50), unit: "ms", target: { comparison: "<=", limit: TARGETS.coldMedianMs } },
    { measure: "cold p95", corpus, value: round(result.cold.p95), unit: "ms", ...(sampled ? {} : { target: { comparison: "<=", limit: TARGETS.coldP95Ms } }) },
    { measure: "cold max", corpus, value: round(result.cold.max), unit: "ms" },
    ...[
      { label: "one at a time", pass: result.cold },
      { label: "crawl, concurrent", pass: result.crawl },
    ].map(({ label, pass }): Figure => ({
      measure: `cold pass, ${sampled ? "sample" : "all pages"}, ${label}`,
      corpus,
      value: round(pass.wallMs / 1000, 2),
      unit: "s",
      ...(sampled ? {} : { target: { comparison: "<", limit: TARGETS.coldTotalMs / 1000 } }),
    })),
    { measure: "cold pages not 200", corpus, value: failed + result.crawl.count - (result.crawl.statuses["200"] ?? 0), unit: "count" },
    { measure: "second pass p50", corpus, value: round(result.secondPass.p50), unit: "ms" },
    { measure: `start-up, cold, median of ${result.startup.runsMs.length}`, corpus, value: result.startup.medianMs, unit: "ms", target: { comparison: "<", limit: TARGETS.startupMs } },
    { measure: `start-up, warm disk cache, median of ${result.startupWarmDisk.runsMs.length}`, corpus, value: result.startupWarmDisk.medianMs, unit: "ms", target: { comparison: "<", limit: TARGETS.startupMs } },
    { measure: "RSS after cold pass", corpus, value: result.rssAfterColdMb, unit: "MB", ...(memoryTarget ? { target: memoryTarget } : {}) },
    { measure: "RSS after second pass", corpus, value: result.rssAfterSecondPassMb, unit: "MB", ...(memoryTarget ? { target: memoryTarget } : {}) },
    { measure: "RSS once the builders stopped", corpus, value: result.rssAfterBuildersStopMb, unit: "MB", ...(memoryTarget ? { target: memoryTarget } : {}) },
    { measure: "peak RSS during the passes", corpus, value: result.peakRssMb, unit: "MB" },
  ];
}
