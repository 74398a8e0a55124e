// Warm throughput: our server against a plain static server holding the very same pages' HTML.
import fs from "node:fs";
import path from "node:path";
import type { BenchConfig, CorpusSpec } from "./config";
import { measureClientWeight, type ClientWeight } from "./client-weight";
import { progress } from "./log";
import { startWarmed } from "./site-server";
import { savedPageFile, startStaticServer } from "./static-server";
import { round } from "./stats";
import { runLoad, type LoadRun } from "./throughput";

export interface WarmResult {
  pages: string[];
  ours: LoadRun;
  static: LoadRun;
  /** Requests/s, ours divided by the static server's. */
  ratio: number;
  clientWeight: ClientWeight;
}

export async function measureWarmThroughput(config: BenchConfig, spec: CorpusSpec, workDir: string): Promise<WarmResult> {
  const { connections, seconds, warmupSeconds, pageCount } = config.warm;
  progress(`warm throughput: ${pageCount} pages of ${spec.name}, ${connections} connections, ${seconds} s each`);
  const { server, pages } = await startWarmed({
    repoRoot: config.repoRoot,
    contentDir: spec.contentDir,
    port: config.basePort,
    logFile: path.join(config.resultsDir, "server-warm.log"),
    pageCount,
  });
  try {
    const root = path.join(workDir, "static-pages");
    for (const page of pages) {
      const file = savedPageFile(root, page.id);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page.html);
    }
    const staticServer = await startStaticServer({ repoRoot: config.repoRoot, root, port: config.basePort + 1, logFile: path.join(config.resultsDir, "static-server.log") });
    try {
      const paths = pages.map((page) => page.path);
      const load = (label: string, origin: string, duration: number) => runLoad({ label, origin, paths, connections, seconds: duration });
      await load("ours, warm-up", server.origin, warmupSeconds);
      const ours = await load("ours", server.origin, seconds);
      progress(`  ours: ${Math.round(ours.requestsPerSecond)} req/s, p50 ${ours.latencyP50Ms} ms, p99 ${ours.latencyP99Ms} ms`);
      await load("static, warm-up", staticServer.origin, warmupSeconds);
      const staticRun = await load("static", staticServer.origin, seconds);
      progress(`  static: ${Math.round(staticRun.requestsPerSecond)} req/s, p50 ${staticRun.latencyP50Ms} ms, p99 ${staticRun.latencyP99Ms} ms`);
      const clientWeight = await measureClientWeight(server.origin, pages[1].path);
      return { pages: paths, ours, static: staticRun, ratio: round(ours.requestsPerSecond / staticRun.requestsPerSecond, 3), clientWeight };
    } finally {
      await staticServer.stop();
    }
  } finally {
    await server.stop();
  }
}
