// Our production server (`node server.mjs` on the built app), started fresh for each measurement.
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { assertPortFree, rssMegabytes, spawnTracked, stop } from "./processes";
import { urlPathFromPageId } from "../../app/content/urls";
import { BUILDER_IDLE_MS } from "./config";
import { get, pollUntil } from "./http";
import { pickEvenly } from "./stats";

export interface SiteServer {
  pid: number;
  /** performance.now() at spawn: start-up figures are measured from here. */
  spawnedAt: number;
  origin: string;
  url(pathname: string): string;
  rssMb(): number;
  /** The most resident memory the process has held since it started. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

interface StartOptions {
  repoRoot: string;
  contentDir: string;
  port: number;
  logFile: string;
  /** The server's on-disk page cache: "off" for truly cold runs, or a folder to fill or reuse. */
  pageCacheDir?: string;
}

/** Spawns the server; it is not listening yet when this returns. */
export async function spawnSiteServer({ repoRoot, contentDir, port, logFile, pageCacheDir = "off" }: StartOptions): Promise<SiteServer> {
  await assertPortFree(port);
  const spawnedAt = performance.now();
  const child: ChildProcess = spawnTracked(process.execPath, [path.join(repoRoot, "server.mjs")], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DOCS_CONTENT_DIR: contentDir, PAGE_DISK_CACHE_DIR: pageCacheDir, PAGE_BUILDER_IDLE_MS: String(BUILDER_IDLE_MS) },
    logFile,
  });
  if (child.pid === undefined) throw new Error("the server process did not start");
  const pid = child.pid;
  const origin = `http://127.0.0.1:${port}`;
  return {
    pid,
    spawnedAt,
    origin,
    url: (pathname) => origin + pathname,
    rssMb: () => rssMegabytes(pid),
    peakRssMb: () => rssMegabytes(pid, "peak"),
    stop: () => stop(child),
  };
}

/** Waits until the server answers HTTP, using a static file so that no content is indexed or rendered. */
export async function waitUntilListening(server: SiteServer, deadlineMs = 20_000): Promise<void> {
  await pollUntil(server.url("/favicon.svg"), () => true, deadlineMs);
}

/** The page ids the server lists in /api/pages, and how long that first answer took. */
export async function fetchPageIds(server: SiteServer): Promise<{ ids: string[]; ms: number }> {
  const response = await get(server.url("/api/pages"), 120_000);
  if (response.status !== 200) throw new Error(`/api/pages answered ${response.status}`);
  const pages = JSON.parse(response.body.toString("utf8")) as { id: string }[];
  return { ids: pages.map((page) => page.id), ms: response.ms };
}

export interface WarmedSite {
  server: SiteServer;
  /** The pages requested once each (so their renders are cached), with the HTML they served. */
  pages: { id: string; path: string; html: Buffer }[];
}

/** Starts a fresh server on `contentDir` and requests `pageCount` pages, spread over its list, once each. */
export async function startWarmed(options: StartOptions & { pageCount: number }): Promise<WarmedSite> {
  const server = await spawnSiteServer(options);
  try {
    await waitUntilListening(server);
    const { ids } = await fetchPageIds(server);
    const pages: WarmedSite["pages"] = [];
    for (const id of pickEvenly(ids, options.pageCount)) {
      const pagePath = urlPathFromPageId(id);
      const response = await get(server.url(pagePath));
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      pages.push({ id, path: pagePath, html: response.body });
    }
    return { server, pages };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
