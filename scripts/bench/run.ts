// The whole bench, in order: each corpus cold (index, pages, memory, start-up), the generated
// corpus, then warm throughput against a static server, client weight and the load test.
// Every child process is stopped at the end, however the run ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type BenchConfig, type CorpusSpec } from "./config";
import { measureCorpus, type CorpusResult } from "./corpus";
import { corpusFigures, loadFigures, warmFigures } from "./figures";
import { generateCorpus } from "./generate-corpus";
import { measureLoad, type LoadTestResult } from "./load-test";
import { progress } from "./log";
import { stopAll } from "./processes";
import { loadPerCpu, summaryTable, writeResults, type Figure } from "./report";
import { measureWarmThroughput, type WarmResult } from "./warm-throughput";

interface BenchResults {
  corpora: (CorpusResult | { corpus: string; skipped: string })[];
  warm?: WarmResult;
  load?: LoadTestResult;
  failure?: string;
}

function assertBuilt(config: BenchConfig): void {
  for (const built of ["build/index.js", "build/page-builder.js", "build/search-thread.js", "public/build"]) {
    if (!fs.existsSync(path.join(config.repoRoot, built))) throw new Error(`${built} is missing: run "npm run build" first (npm run bench does)`);
  }
}

async function measureAll(config: BenchConfig, workDir: string, figures: Figure[], results: BenchResults): Promise<void> {
  const { corpora } = results;
  for (const spec of config.corpora) {
    if (!fs.existsSync(spec.contentDir)) {
      progress(`${spec.name}: ${spec.contentDir} is absent; skipped`);
      corpora.push({ corpus: spec.name, skipped: `${spec.contentDir} is absent` });
      continue;
    }
    const result = await measureCorpus(config, spec);
    corpora.push(result);
    figures.push(...corpusFigures(result));
  }

  const { pageCount, sampleSize } = config.generated;
  const generated: CorpusSpec = { name: `generated-${pageCount}`, contentDir: path.join(workDir, "generated") };
  const generating = performance.now();
  generateCorpus(generated.contentDir, pageCount);
  progress(`${generated.name}: ${pageCount} pages written in ${Math.round(performance.now() - generating)} ms`);
  const scaling = await measureCorpus(config, generated, sampleSize);
  corpora.push(scaling);
  figures.push(...corpusFigures(scaling));

  const site = config.corpora[0];
  const warm = (results.warm = await measureWarmThroughput(config, site, workDir));
  figures.push(...warmFigures(site.name, warm));
  const load = (results.load = await measureLoad(config, site));
  figures.push(...loadFigures(site.name, load));
}

/** Runs the bench; resolves to the process exit code (0 even when targets are missed). */
export async function runBench(): Promise<number> {
  const config = loadConfig();
  fs.mkdirSync(config.resultsDir, { recursive: true });
  for (const log of fs.readdirSync(config.resultsDir).filter((name) => name.endsWith(".log"))) fs.rmSync(path.join(config.resultsDir, log));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-bench-"));
  const cleanUp = async () => {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    progress(`${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const figures: Figure[] = [];
  const results: BenchResults = { corpora: [] };
  let exitCode = 0;
  const loadAtStart = loadPerCpu();
  if (loadAtStart > 0.5) progress(`warning: load average ${loadAtStart} per CPU before the bench: other processes compete, figures will be noisy`);
  try {
    assertBuilt(config);
    progress(`bench: ${config.quick ? "quick" : "full"} run, ports ${config.basePort}-${config.basePort + 1}, server logs in ${path.relative(config.repoRoot, config.resultsDir)}/`);
    await measureAll(config, workDir, figures, results);
  } catch (error) {
    console.error(`\nbench failed: ${(error as Error).stack ?? error}`);
    results.failure = (error as Error).message ?? String(error);
    exitCode = 1;
  } finally {
    await cleanUp();
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
  }
  console.log(`\nSummary${exitCode ? " (incomplete: the bench failed)" : ""}\n\n${summaryTable(figures)}\n`);
  progress(`load average per CPU: ${loadAtStart} at the start, ${loadPerCpu()} at the end`);
  progress(`results written to ${path.relative(config.repoRoot, writeResults(config, figures, results, loadAtStart))}`);
  return exitCode;
}
