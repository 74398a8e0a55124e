// Page builds on worker threads. MDX parsing is synchronous, so a page that takes seconds to
// compile would otherwise hold up every other request; on a worker it holds up only builds.
// Jobs wait in one queue and each builder takes the next when it is free, so a page never waits
// behind a slow one while another builder could build it. A worker is replaced after a number of
// builds, and stopped after a while without any, which hands its heap (the compiler, grammars and
// the compiles' garbage) back to the system. The production server enables the pool (server.mjs
// sets PAGE_BUILD_WORKERS); scripts and unit tests build in-process.
import { Worker } from "node:worker_threads";
import { buildPage, PageBuildError, type PageSource, type RenderedPage } from "./bundle.server";
import { READY, type BuildJob, type BuildReply, type PreprocessAnswer, type PreprocessRequest } from "./build-messages";
import { markdownPreprocessorOf } from "./markdown-preprocessor.server";
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

interface QueuedJob {
  page: PageSource;
  source: string;
  site: Site;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

interface RunningJob extends QueuedJob {
  id: number;
  /** Started when the builder takes the job, so time spent waiting in the queue does not count. */
  timeLimit: NodeJS.Timeout;
}

/** Sources that ran out of time (file and text): asked again, they fail at once instead of for as long. */
const timedOut = new Set<string>();

interface PooledWorker {
  worker: Worker;
  /** Whether the worker has loaded: one that fails before this cannot start at all. */
  ready: boolean;
  builds: number;
  /** The content version whose page URLs and config this worker has. */
  version?: string;
  /** The one job it is building, if any. */
  running?: RunningJob;
  idleTimer?: NodeJS.Timeout;
}

const pool: PooledWorker[] = [];
/** Jobs no builder has taken yet, oldest first. */
const queue: QueuedJob[] = [];
let nextJobId = 0;
/** Why workers cannot start here; from then on pages build in this thread. */
let workersUnavailable: string | undefined;

function remove(pooled: PooledWorker): void {
  clearTimeout(pooled.idleTimer);
  const at = pool.indexOf(pooled);
  if (at !== -1) pool.splice(at, 1);
}

function startWorker(): PooledWorker {
  const pooled: PooledWorker = { worker: new Worker(WORKER_ENTRY), ready: false, builds: 0 };
  pooled.worker.on("message", (reply: BuildReply | PreprocessRequest | typeof READY) => {
    if (reply === READY) {
      pooled.ready = true;
      return;
    }
    const job = pooled.running;
    if ("request" in reply) {
      if (job?.id === reply.id) answerPreprocessRequest(pooled, job.site, reply);
      return;
    }
    if (!job || job.id !== reply.id) return;
    clearTimeout(job.timeLimit);
    pooled.running = undefined;
    if ("page" in reply) job.resolve(reply.page);
    else if ("problem" in reply) job.reject(new PageBuildError(reply.problem));
    else job.reject(new Error(reply.failure));
    retireOrWait(pooled);
    dispatch();
  });
  const fail = (error: Error) => {
    if (!pool.includes(pooled)) return; // already retired, or already failed ('error', then 'exit')
    remove(pooled);
    const job = pooled.running;
    pooled.running = undefined;
    if (job) clearTimeout(job.timeLimit);
    if (pooled.ready) {
      job?.reject(error);
    } else {
      // A worker that cannot even load (a missing or broken build/page-builder.js) will not load
      // next time either: say so once, and build in this thread rather than fail every page.
      workersUnavailable ??= error.message;
      console.error(`page builders cannot start (${error.message}); building pages in the server's thread`);
      if (job) buildInThisThread(job);
    }
    dispatch();
  };
  pooled.worker.on("error", fail);
  pooled.worker.on("exit", (code) => code !== 0 && fail(new Error(`page builder exited with code ${code}`)));
  pooled.worker.unref();
  pool.push(pooled);
  return pooled;
}

function buildInThisThread(job: QueuedJob): void {
  buildPage(job.page, job.source, job.site.links, job.site.pageConfig, markdownPreprocessorOf(job.site.configFile)).then(job.resolve, job.reject);
}

/** Runs the config's preprocessor on a partial a builder's page imports, and sends the builder its text. */
function answerPreprocessRequest(pooled: PooledWorker, site: Site, { request, file, fileContent }: PreprocessRequest): void {
  const preprocess = markdownPreprocessorOf(site.configFile);
  const answer: PreprocessAnswer = { request, outcome: preprocess ? preprocess(file, fileContent) : { source: fileContent } };
  pooled.worker.postMessage(answer);
}

/**
 * A build past the time limit: its builder is stopped (a thread running a loop can only be
 * terminated) and the page fails with a message saying why.
 */
function stopOverrunningBuild(pooled: PooledWorker): void {
  const overrunning = pooled.running;
  if (!overrunning) return;
  remove(pooled);
  pooled.running = undefined;
  void pooled.worker.terminate();
  timedOut.add(overrunKey(overrunning.page, overrunning.source));
  overrunning.reject(overrunError(overrunning.page));
  dispatch();
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

/** A free worker that may build more, else a new one while the pool has room; undefined when all are busy. */
function freeWorker(): PooledWorker | undefined {
  const free = pool.find((pooled) => !pooled.running && pooled.builds < BUILDS_PER_WORKER);
  if (free) return free;
  const accepting = pool.filter((pooled) => pooled.builds < BUILDS_PER_WORKER);
  return pool.length < WORKER_COUNT || accepting.length === 0 ? startWorker() : undefined;
}

/** Hands queued jobs to free workers (in this thread once workers cannot start). */
function dispatch(): void {
  while (queue.length > 0) {
    if (workersUnavailable) {
      buildInThisThread(queue.shift()!);
      continue;
    }
    const pooled = freeWorker();
    if (!pooled) return;
    run(pooled, queue.shift()!);
  }
}

function run(pooled: PooledWorker, queued: QueuedJob): void {
  clearTimeout(pooled.idleTimer);
  pooled.builds++;
  const id = nextJobId++;
  const { page, source, site } = queued;
  const job: BuildJob = { id, contentDir: site.contentDir, page: { file: page.file, relativePath: page.relativePath, frontmatter: page.frontmatter }, source, preprocessesPartials: markdownPreprocessorOf(site.configFile) !== undefined };
  if (pooled.version !== site.version) {
    job.version = { pageUrls: site.urlByFile, docsDir: site.docsDir, otherDocsDirs: site.otherDocsDirs, pluginFolders: site.pluginFolders, config: site.pageConfig };
    pooled.version = site.version;
  }
  const timeLimit = setTimeout(() => stopOverrunningBuild(pooled), TIME_LIMIT_MS);
  timeLimit.unref();
  pooled.running = { ...queued, id, timeLimit };
  pooled.worker.postMessage(job);
}

/** Starts a worker ahead of the first build, so that its start-up is not on a reader's time. */
export function startBuilder(): void {
  if (WORKER_COUNT > 0 && !workersUnavailable && pool.length === 0) startWorker();
}

/** Builds a page on a worker thread when the pool is enabled, else in this thread. */
export function buildPageOffThread(page: PageSource, source: string, site: Site): Promise<RenderedPage> {
  if (WORKER_COUNT < 1 || workersUnavailable) return buildPage(page, source, site.links, site.pageConfig, markdownPreprocessorOf(site.configFile));
  if (timedOut.has(overrunKey(page, source))) return Promise.reject(overrunError(page));
  return new Promise<RenderedPage>((resolve, reject) => {
    queue.push({ page, source, site, resolve, reject });
    dispatch();
  });
}
