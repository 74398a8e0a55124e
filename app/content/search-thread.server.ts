// Search on a thread of its own. Building the index is seconds of work on a large site (1-2 s for
// the 754-page corpus); on the server's thread, every request waited meanwhile. The thread starts
// with the first search and holds the index of the latest content version: it gets the pages and
// sidebars with its first question of each version and indexes them then, so a content change
// costs nothing until someone searches. Once it has sat idle for SEARCH_THREAD_IDLE_MS it stops,
// returning the index's memory, and the next question starts a fresh one that indexes again.
// Where its entry is missing (unit tests and scripts run the sources, not the build) or cannot
// load, searches run in this thread.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { wholeNumberFromEnv } from "./config.server";
import { READY, type SearchAnswer, type SearchJob, type SearchQuestion, type SearchReply, type SentContent } from "./search-messages";
import type { PageSuggestion, SearchResult } from "./search-result";
import { answer, isSearched, type SearchableContent } from "./search.server";
import { markdownPreprocessorOf, preprocessedOr } from "./markdown-preprocessor.server";
import { transpiledCodeblocksInText } from "./transpiled-codeblocks";
import { getSite, type Site } from "./site.server";

/** The thread's entry, bundled next to the server build by `npm run build` (SEARCH_THREAD_ENTRY: tests). */
const THREAD_ENTRY = process.env.SEARCH_THREAD_ENTRY ?? fileURLToPath(new URL("./search-thread.js", import.meta.url));
/** How long the thread may sit with no question before it stops (its index is rebuilt on the next). */
const IDLE_MS = wholeNumberFromEnv("SEARCH_THREAD_IDLE_MS", 300_000);

/** A content snapshot as searched: its pages, sidebars and the config whose preprocessor makes the pages' text. */
type SearchedSite = Pick<Site, "version" | "pages" | "sidebars" | "sidebarOf" | "configFile" | "pageConfig">;

interface PendingQuestion {
  site: SearchableContent;
  question: SearchQuestion;
  resolve: (answer: SearchAnswer) => void;
  reject: (error: Error) => void;
}

interface SearchThread {
  worker: Worker;
  /** Whether the thread has loaded: one that fails before this cannot start at all. */
  ready: boolean;
  /** The content version whose pages the thread has. */
  version?: string;
  pending: Map<number, PendingQuestion>;
  /** Set while the thread has no question to answer. */
  idleTimer?: NodeJS.Timeout;
}

let thread: SearchThread | undefined;
let nextJobId = 0;
/** Why the thread cannot run here; from then on searches run in this thread. */
let threadUnavailable = fs.existsSync(THREAD_ENTRY) ? undefined : `no ${THREAD_ENTRY}`;

function startThread(): SearchThread {
  const started: SearchThread = { worker: new Worker(THREAD_ENTRY), ready: false, pending: new Map() };
  started.worker.on("message", (reply: SearchReply | typeof READY) => {
    if (reply === READY) {
      started.ready = true;
      return;
    }
    const pending = started.pending.get(reply.id);
    if (!pending) return;
    started.pending.delete(reply.id);
    if ("failure" in reply) pending.reject(new Error(reply.failure));
    else pending.resolve(reply);
    if (started.pending.size === 0) stopWhenIdle(started);
  });
  const fail = (error: Error) => {
    if (thread !== started) return; // already failed ('error', then 'exit')
    thread = undefined;
    const pending = [...started.pending.values()];
    started.pending.clear();
    if (started.ready) {
      // The next question starts a fresh thread.
      for (const question of pending) question.reject(error);
      return;
    }
    threadUnavailable = error.message;
    console.error(`the search thread cannot start (${error.message}); searching in the server's thread`);
    for (const question of pending) question.resolve(answer(question.site, question.question));
  };
  started.worker.on("error", fail);
  started.worker.on("exit", (code) => fail(new Error(`the search thread exited with code ${code}`)));
  started.worker.unref();
  return started;
}

/**
 * Stops a thread IDLE_MS after its last answer, unless a question came meanwhile: it stops only
 * with no question pending (and its next answer starts the wait again). It is detached first, so
 * a question that comes once it is stopping goes to a fresh thread.
 */
function stopWhenIdle(idle: SearchThread): void {
  clearTimeout(idle.idleTimer);
  idle.idleTimer = setTimeout(() => {
    if (thread !== idle || idle.pending.size > 0) return;
    thread = undefined;
    void idle.worker.terminate(); // its 'exit' then finds it detached: nothing to fail
  }, IDLE_MS);
  idle.idleTimer.unref();
}

/**
 * What the thread needs of a content version: the listed pages (not their frontmatter, file names or
 * hashes) and the sidebars. With the config's `markdown.preprocessor`, a page's text is searched as
 * it makes it, as readers see the page (`@pulsar:version@` as the version); as written where it fails.
 * With its remark-typescript-tools `transpileCodeblocks`, a TypeScript block's hidden `noEmit` files are not searched.
 */
function contentToSend(site: SearchedSite): SentContent {
  const preprocess = markdownPreprocessorOf(site.configFile);
  const transpiled = site.pageConfig.transpiledCodeblocks;
  const shown = (file: string, body: string) => (transpiled?.includes(path.extname(file).toLowerCase()) ? transpiledCodeblocksInText(body) : body);
  const pages = [...site.pages.values()].filter(isSearched).map(({ id, title, description, descriptionFromText, keywords, body, unlisted, file }) => ({ id, title, description, descriptionFromText, keywords, body: shown(file, preprocess ? preprocessedOr(preprocess, file, body) : body), unlisted }));
  return { pages, sidebars: site.sidebars, sidebarOf: site.sidebarOf };
}

/** Asks the search thread about a content snapshot (this thread answers where it cannot run, from the pages as written). */
function ask(site: SearchedSite, question: SearchQuestion): Promise<SearchAnswer> {
  if (threadUnavailable) return Promise.resolve(answer(site, question));
  thread ??= startThread();
  const job: SearchJob = { ...question, id: nextJobId++, version: site.version };
  if (thread.version !== site.version) {
    job.content = contentToSend(site);
    thread.version = site.version;
  }
  const asked = thread;
  return new Promise((resolve, reject) => {
    asked.pending.set(job.id, { site, question, resolve, reject });
    asked.worker.postMessage(job);
  });
}

/** The best `limit` results for a query in a content snapshot. */
export async function searchOffThread(site: SearchedSite, query: string, limit: number): Promise<SearchResult[]> {
  const found = await ask(site, { kind: "search", query, limit });
  return "results" in found ? found.results : [];
}

/** Listed pages that may be what a path that names no page meant (see `pagesLike`). */
export async function pagesLikeOffThread(site: SearchedSite, missingId: string, limit = 5): Promise<PageSuggestion[]> {
  const found = await ask(site, { kind: "pagesLike", missingId, limit });
  return "suggestions" in found ? found.suggestions : [];
}

/** Searches the current content. */
export function search(query: string, limit: number): Promise<SearchResult[]> {
  return searchOffThread(getSite(), query, limit);
}
