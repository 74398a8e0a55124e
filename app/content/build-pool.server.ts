// Page builds on worker threads. MDX parsing is synchronous, so a page that takes seconds to
// compile would otherwise hold up every other request; on a worker it holds up only builds.
// A worker is replaced after a number of builds, and stopped after a while without any, which
// hands its heap (the compiler, grammars and the compiles' garbage) back to the system. The
// production server enables the pool (server.mjs sets PAGE_BUILD_WORKERS); scripts and unit
// tests build in-process.
import { Worker } from "node:worker_threads";
import { buildPage, PageBuildError, type PageSource, type RenderedPage } from "./bundle.server";
import { READY, type BuildJob, type BuildReply } from "./build-messages";
import { wholeNumberFromEnv } from "./config.server";
import { hashText } from "./hash.server";
import type { Site } from "./site.server";

const WORKER_COUNT = wholeNumberFromEnv("PAGE_BUILD_WORKERS", 0);
const BUILDS_PER_WORKER = wholeNumberFromEnv("PAGE_BUILDS_PER_WORKER", 300, 1);
const IDLE_MS = wholeNumberFromEnv("PAGE_BUILDER_IDLE_MS", 30_000);
/** How long one page may take to build before its builder is stopped (a loop in the page's code). */
const TIME_LIMIT_MS = wholeNumberFromEnv("PAGE_BUILD_TIME_LIMIT_MS", 30_000, 1);

/** The worker's entry, bundled next to the server build by `npm run build` (PAGE_BUILDER_ENTRY: tests). */
const WORKER_ENTRY = process.env.PAGE_BUILDER_ENTRY ?? new URL("./page-builder.js", import.meta.url);

interface RunningJob {
  page: PageSource;
  source: string;
  site: Site;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
  timeLimit: NodeJS.Timeout;
}

/** Sources that ran out of time (file and text): asked again, they fail at once instead of for as long. */
const timedOut = new Set<string>();

interface PooledWorker {
  worker: Worker;
  /** Whether the worker has loaded: one that fails before this cannot start at all. */
  ready: boolean;
  builds: number;
  /** The content version whose page URLs this worker has. */
  version?: string;
  running: Map<number, RunningJob>;
  idleTimer?: NodeJS.Timeout;
}

const pool: PooledWorker[] = [];
let nextJobId = 0;
/** Why workers cannot start here; from then on pages build in this thread. */
let workersUnavailable: string | undefined;

function remove(pooled: PooledWorker): void {
  clearTimeout(pooled.idleTimer);
  const at = pool.indexOf(pooled);
  if (at !== -1) pool.splice(at, 1);
}

function startWorker(): PooledWorker {
  const pooled: PooledWorker = { worker: new Worker(WORKER_ENTRY), ready: false, builds: 0, running: new Map() };
  pooled.worker.on("message", (reply: BuildReply | typeof READY) => {
    if (reply === READY) {
      pooled.ready = true;
      return;
    }
    const job = pooled.running.get(reply.id);
    if (!job) return;
    clearTimeout(job.timeLimit);
    pooled.running.delete(reply.id);
    if ("page" in reply) job.resolve(reply.page);
    else if ("problem" in reply) job.reject(new PageBuildError(reply.problem));
    else job.reject(new Error(reply.failure));
    if (pooled.running.size === 0) retireOrWait(pooled);
  });
  const fail = (error: Error) => {
    if (!pool.includes(pooled)) return; // already retired, or already failed ('error', then 'exit')
    remove(pooled);
    const jobs = [...pooled.running.values()];
    pooled.running.clear();
    for (const job of jobs) clearTimeout(job.timeLimit);
    if (pooled.ready) {
      for (const job of jobs) job.reject(error);
      return;
    }
    // A worker that cannot even load (a missing or broken build/page-builder.js) will not load next
    // time either: say so once, and build in this thread rather than fail every page.
    workersUnavailable ??= error.message;
    console.error(`page builders cannot start (${error.message}); building pages in the server's thread`);
    for (const job of jobs) buildPage(job.page, job.source, job.site.links).then(job.resolve, job.reject);
  };
  pooled.worker.on("error", fail);
  pooled.worker.on("exit", (code) => code !== 0 && fail(new Error(`page builder exited with code ${code}`)));
  pooled.worker.unref();
  pool.push(pooled);
  return pooled;
}

/**
 * A build past the time limit: its builder is stopped (a thread running a loop can only be
 * terminated), the page fails with a message saying why, and the builder's other jobs are built
 * again elsewhere.
 */
function stopOverrunningBuild(pooled: PooledWorker, id: number): void {
  const overrunning = pooled.running.get(id);
  if (!overrunning) return;
  remove(pooled);
  const others = [...pooled.running.entries()].filter(([other]) => other !== id).map(([, job]) => job);
  pooled.running.clear();
  void pooled.worker.terminate();
  timedOut.add(overrunKey(overrunning.page, overrunning.source));
  overrunning.reject(overrunError(overrunning.page));
  for (const job of others) {
    clearTimeout(job.timeLimit);
    buildPageOffThread(job.page, job.source, job.site).then(job.resolve, job.reject);
  }
}

function overrunKey(page: PageSource, source: string): string {
  return `${page.file}\n${hashText(source)}`;
}

function overrunError(page: PageSource): PageBuildError {
  return new PageBuildError({ file: page.relativePath, line: 1, severity: "error", kind: "build-time", message: `the page took longer than ${TIME_LIMIT_MS / 1000} s to build and was stopped (a loop in its code?)` });
}

/** An idle worker that has built its share makes way for a fresh one; others stop when left idle. */
function retireOrWait(pooled: PooledWorker): void {
  const retire = () => {
    remove(pooled);
    void pooled.worker.terminate();
  };
  if (pooled.builds >= BUILDS_PER_WORKER) return retire();
  pooled.idleTimer = setTimeout(retire, IDLE_MS);
  pooled.idleTimer.unref();
}

/** An idle worker if there is one, else a new one while the pool has room, else the least busy. */
function pickWorker(): PooledWorker {
  const accepting = pool.filter((pooled) => pooled.builds < BUILDS_PER_WORKER);
  const idle = accepting.find((pooled) => pooled.running.size === 0);
  if (idle) return idle;
  if (pool.length < WORKER_COUNT || accepting.length === 0) return startWorker();
  return accepting.reduce((a, b) => (b.running.size < a.running.size ? b : a));
}

/** Starts a worker ahead of the first build, so that its start-up is not on a reader's time. */
export function startBuilder(): void {
  if (WORKER_COUNT > 0 && !workersUnavailable && pool.length === 0) startWorker();
}

/** Builds a page on a worker thread when the pool is enabled, else in this thread. */
export function buildPageOffThread(page: PageSource, source: string, site: Site): Promise<RenderedPage> {
  if (WORKER_COUNT < 1 || workersUnavailable) return buildPage(page, source, site.links);
  if (timedOut.has(overrunKey(page, source))) return Promise.reject(overrunError(page));
  const pooled = pickWorker();
  clearTimeout(pooled.idleTimer);
  pooled.builds++;
  const id = nextJobId++;
  const job: BuildJob = { id, contentDir: site.contentDir, page: { file: page.file, relativePath: page.relativePath, frontmatter: page.frontmatter }, source };
  if (pooled.version !== site.version) {
    job.pageUrls = site.urlByFile;
    pooled.version = site.version;
  }
  return new Promise<RenderedPage>((resolve, reject) => {
    const timeLimit = setTimeout(() => stopOverrunningBuild(pooled, id), TIME_LIMIT_MS);
    timeLimit.unref();
    pooled.running.set(id, { page, source, site, resolve, reject, timeLimit });
    pooled.worker.postMessage(job);
  });
}
