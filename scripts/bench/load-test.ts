// Load test: many connections on a page mix that includes one unknown page, whose 404s are
// expected; any other non-2xx answer, socket error or timeout counts as an error.
import path from "node:path";
import type { BenchConfig, CorpusSpec } from "./config";
import { progress } from "./log";
import { startWarmed } from "./site-server";
import { runLoad, type LoadRun } from "./throughput";

export const UNKNOWN_PAGE = "/bench-unknown-page-expect-404";

export interface LoadTestResult extends LoadRun {
  expected404s: number;
  /** Socket errors (timeouts included) + answers other than 2xx on known pages and 404 on the unknown one. */
  unexpected: number;
  rssAfterMb: number;
}

function unexpectedAnswers(statusesByPath: LoadRun["statusesByPath"]): number {
  let count = 0;
  for (const [pagePath, statuses] of Object.entries(statusesByPath)) {
    for (const [status, times] of Object.entries(statuses)) {
      const expected = pagePath === UNKNOWN_PAGE ? status === "404" : status.startsWith("2");
      if (!expected) count += times;
    }
  }
  return count;
}

export async function measureLoad(config: BenchConfig, spec: CorpusSpec): Promise<LoadTestResult> {
  const { connections, seconds } = config.load;
  progress(`load test: ${connections} connections for ${seconds} s on ${config.warm.pageCount} pages of ${spec.name} + ${UNKNOWN_PAGE}`);
  const { server, pages } = await startWarmed({
    repoRoot: config.repoRoot,
    contentDir: spec.contentDir,
    port: config.basePort,
    logFile: path.join(config.resultsDir, "server-load.log"),
    pageCount: config.warm.pageCount,
  });
  try {
    const paths = [...pages.map((page) => page.path), UNKNOWN_PAGE];
    const run = await runLoad({ label: "load", origin: server.origin, paths, connections, seconds });
    const result = {
      ...run,
      expected404s: run.statusesByPath[UNKNOWN_PAGE]["404"] ?? 0,
      unexpected: run.errors + unexpectedAnswers(run.statusesByPath),
      rssAfterMb: Math.round(server.rssMb()),
    };
    progress(`  load: ${Math.round(run.requestsPerSecond)} req/s, ${result.unexpected} unexpected, ${result.expected404s} expected 404s`);
    return result;
  } finally {
    await server.stop();
  }
}
