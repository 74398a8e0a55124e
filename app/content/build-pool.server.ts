// Page builds on a worker thread. MDX parsing is synchronous, so a page that takes seconds to
// compile would otherwise hold up every other request; on the worker it holds up only builds.
// The worker is replaced after a number of builds, which hands its heap (the compiles' garbage
// and grammar caches) back to the system. The production server enables it (server.mjs sets
// PAGE_BUILD_WORKERS); scripts and unit tests build in-process.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { buildPage, loadCompiler, PageBuildError, type RenderedPage } from "./bundle.server";
import { prepareHighlighter } from "./highlight.server";
import type { PageRecord } from "./pages.server";
import type { ContentProblem } from "./problems";
import { loadSite, type Site } from "./site.server";

interface Job {
  id: number;
  contentDir: string;
  version: string;
  pageId: string;
  source: string;
}

type Reply = { id: number; page: RenderedPage } | { id: number; problem: ContentProblem } | { id: number; failure: string };

const ROLE = "page-builder";
const WORKER_COUNT = Number(process.env.PAGE_BUILD_WORKERS ?? 0);
const BUILDS_PER_WORKER = Number(process.env.PAGE_BUILDS_PER_WORKER ?? 300);

// Inside a worker (this same module, loaded again by it): build what the server asks for, against
// the worker's own snapshot of the content, reloaded when the server's version moves on.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  // Started by the first build (starting it with the server slowed start-up from the on-disk cache
  // by 0.3-0.5 s): load the compiler and the common grammars while the first job reads the index.
  void loadCompiler();
  void prepareHighlighter();
  let site: Site | undefined;
  parentPort?.on("message", async (job: Job) => {
    let reply: Reply;
    try {
      if (!site || site.contentDir !== job.contentDir || site.version !== job.version) site = loadSite(job.contentDir);
      const page = site.pages.get(job.pageId);
      if (!page) throw new Error(`page "${job.pageId}" is not in the content folder`);
      reply = { id: job.id, page: await buildPage(page, job.source, site.links) };
    } catch (error) {
      reply = error instanceof PageBuildError ? { id: job.id, problem: error.problem } : { id: job.id, failure: String(error) };
    }
    parentPort?.postMessage(reply);
  });
}

interface PooledWorker {
  worker: Worker;
  builds: number;
  running: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>;
}

const pool: PooledWorker[] = [];
let nextJobId = 0;

function startWorker(): PooledWorker {
  const pooled: PooledWorker = { worker: new Worker(new URL(import.meta.url), { workerData: { role: ROLE } }), builds: 0, running: new Map() };
  pooled.worker.on("message", (reply: Reply) => {
    const job = pooled.running.get(reply.id);
    if (!job) return;
    pooled.running.delete(reply.id);
    if ("page" in reply) job.resolve(reply.page);
    else if ("problem" in reply) job.reject(new PageBuildError(reply.problem));
    else job.reject(new Error(reply.failure));
    retireIfDone(pooled);
  });
  const fail = (error: Error) => {
    for (const job of pooled.running.values()) job.reject(error);
    pooled.running.clear();
    pool.splice(pool.indexOf(pooled), 1);
  };
  pooled.worker.on("error", fail);
  pooled.worker.on("exit", (code) => code !== 0 && fail(new Error(`page builder exited with code ${code}`)));
  pooled.worker.unref();
  pool.push(pooled);
  return pooled;
}

/** A worker that has built its share and is idle makes way for a fresh one. */
function retireIfDone(pooled: PooledWorker): void {
  if (pooled.builds < BUILDS_PER_WORKER || pooled.running.size > 0) return;
  pool.splice(pool.indexOf(pooled), 1);
  void pooled.worker.terminate();
}

/** Builds a page on a worker thread when the pool is enabled, else in this thread. */
export function buildPageOffThread(page: PageRecord, source: string, site: Site): Promise<RenderedPage> {
  if (WORKER_COUNT < 1) return buildPage(page, source, site.links);
  const accepting = pool.filter((pooled) => pooled.builds < BUILDS_PER_WORKER);
  const pooled = accepting.length < WORKER_COUNT ? startWorker() : accepting.reduce((a, b) => (b.running.size < a.running.size ? b : a));
  pooled.builds++;
  const id = nextJobId++;
  return new Promise<RenderedPage>((resolve, reject) => {
    pooled.running.set(id, { resolve, reject });
    const job: Job = { id, contentDir: site.contentDir, version: site.version, pageId: page.id, source };
    pooled.worker.postMessage(job);
  });
}
