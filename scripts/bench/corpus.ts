// Per corpus: index time, cold and second-pass page times, memory after each pass, and start-up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { urlPathFromPageId } from "../../app/content/urls";
import { BUILDER_IDLE_MS, type BenchConfig, type CorpusSpec } from "./config";
import { pass, type PassResult } from "./cold";
import { pollUntil } from "./http";
import { progress } from "./log";
import { fetchPageIds, spawnSiteServer, waitUntilListening } from "./site-server";
import { percentile, pickEvenly, round } from "./stats";

export interface StartupResult {
  page: string;
  runsMs: number[];
  medianMs: number;
}

export interface CorpusResult {
  corpus: string;
  pageCount: number;
  /** How many pages the passes requested: all of them, or an even sample. */
  requestedPages: number;
  /** The first /api/pages answer after start-up, which builds the page index. */
  indexMs: number;
  cold: PassResult;
  secondPass: PassResult;
  /** A cold pass on another fresh server, `crawlConcurrency` requests at a time. */
  crawl: PassResult;
  rssAfterColdMb: number;
  rssAfterSecondPassMb: number;
  /** The most the server held at any moment of the two passes (a builder just before it is replaced, mostly). */
  peakRssMb: number;
  /** After the second pass, once the page builders have been idle long enough to stop. */
  rssAfterBuildersStopMb: number;
  startup: StartupResult;
  /** Start-up when the on-disk page cache already holds the pages (after `npm run warm`). */
  startupWarmDisk: StartupResult;
}

/** Spawns the server `runs` times and times spawn -> first 200 answer for `pageId`. */
async function measureStartup(config: BenchConfig, spec: CorpusSpec, pageId: string, runs: number, pageCacheDir = "off"): Promise<StartupResult> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await spawnSiteServer({ repoRoot: config.repoRoot, contentDir: spec.contentDir, port: config.basePort, logFile: logFileOf(config, spec), pageCacheDir });
    try {
      await pollUntil(server.url(urlPathFromPageId(pageId)), (status) => status === 200, 60_000);
      runsMs.push(performance.now() - server.spawnedAt);
    } finally {
      await server.stop();
    }
  }
  return { page: urlPathFromPageId(pageId), runsMs: runsMs.map((ms) => round(ms)), medianMs: round(percentile(runsMs, 50)) };
}

function logFileOf(config: BenchConfig, spec: CorpusSpec): string {
  return path.join(config.resultsDir, `server-${spec.name}.log`);
}

type PassesResult = Omit<CorpusResult, "startup" | "startupWarmDisk" | "crawl"> & { startupPage: string; requestedIds: string[] };

/**
 * One fresh server with an empty on-disk page cache: index time, then the cold pass and a second
 * pass, with memory after each. The cold pass fills `pageCacheDir`.
 */
async function measurePasses(config: BenchConfig, spec: CorpusSpec, pageCacheDir: string, sampleSize?: number): Promise<PassesResult> {
  progress(`${spec.name}: fresh start, index, cold pass`);
  const server = await spawnSiteServer({ repoRoot: config.repoRoot, contentDir: spec.contentDir, port: config.basePort, logFile: logFileOf(config, spec), pageCacheDir });
  try {
    await waitUntilListening(server);
    const { ids, ms: indexMs } = await fetchPageIds(server);
    const requested = sampleSize ? pickEvenly(ids, sampleSize) : ids;
    progress(`  ${spec.name}: ${ids.length} pages indexed in ${Math.round(indexMs)} ms; requesting ${requested.length}`);
    const cold = await pass(server, requested, `${spec.name} cold`);
    const rssAfterColdMb = server.rssMb();
    progress(`  ${spec.name}: cold p50 ${round(cold.p50)} ms, total ${round(cold.wallMs / 1000, 2)} s, RSS ${Math.round(rssAfterColdMb)} MB; second pass`);
    const secondPass = await pass(server, requested, `${spec.name} second pass`);
    const rssAfterSecondPassMb = server.rssMb();
    const peakRssMb = server.peakRssMb();
    await new Promise((resolve) => setTimeout(resolve, BUILDER_IDLE_MS + 2_000));
    const rssAfterBuildersStopMb = server.rssMb();
    progress(`  ${spec.name}: RSS ${Math.round(rssAfterSecondPassMb)} MB after the second pass, ${Math.round(rssAfterBuildersStopMb)} MB once the builders stopped`);
    return {
      corpus: spec.name,
      pageCount: ids.length,
      requestedPages: requested.length,
      indexMs: round(indexMs),
      cold,
      secondPass,
      rssAfterColdMb: round(rssAfterColdMb),
      rssAfterSecondPassMb: round(rssAfterSecondPassMb),
      peakRssMb: round(peakRssMb),
      rssAfterBuildersStopMb: round(rssAfterBuildersStopMb),
      // A page a third of the way through the list: a typical page rather than the home page.
      startupPage: ids[Math.floor(ids.length / 3)],
      requestedIds: requested,
    };
  } finally {
    await server.stop();
  }
}

/** A cold pass on a fresh server with no page cache, `crawlConcurrency` requests at a time. */
async function measureCrawl(config: BenchConfig, spec: CorpusSpec, ids: string[]): Promise<PassResult> {
  progress(`${spec.name}: crawl, a fresh server, ${config.crawlConcurrency} requests at a time`);
  const server = await spawnSiteServer({ repoRoot: config.repoRoot, contentDir: spec.contentDir, port: config.basePort, logFile: logFileOf(config, spec) });
  try {
    await waitUntilListening(server);
    const crawl = await pass(server, ids, `${spec.name} crawl`, config.crawlConcurrency);
    progress(`  ${spec.name}: crawl total ${round(crawl.wallMs / 1000, 2)} s`);
    return crawl;
  } finally {
    await server.stop();
  }
}

/** Measures one corpus; with `sampleSize`, the passes request an even sample of its pages. */
export async function measureCorpus(config: BenchConfig, spec: CorpusSpec, sampleSize?: number): Promise<CorpusResult> {
  const pageCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-page-cache-${spec.name}-`));
  try {
    const { startupPage, requestedIds, ...passes } = await measurePasses(config, spec, pageCacheDir, sampleSize);
    const crawl = await measureCrawl(config, spec, requestedIds);
    progress(`${spec.name}: start-up x${config.startupRuns} (spawn -> ${urlPathFromPageId(startupPage)} served), cold and with a warm disk cache`);
    const startup = await measureStartup(config, spec, startupPage, config.startupRuns);
    const startupWarmDisk = await measureStartup(config, spec, startupPage, config.startupRuns, pageCacheDir);
    progress(`  ${spec.name}: start-up median ${startup.medianMs} ms cold, ${startupWarmDisk.medianMs} ms with a warm disk cache`);
    return { ...passes, crawl, startup, startupWarmDisk };
  } finally {
    fs.rmSync(pageCacheDir, { recursive: true, force: true });
  }
}
