// Every page of a real third-party Docusaurus 2 corpus renders over HTTP: status 200, not the
// error page, inside its sidebar when it has one. The corpus lives next to the repository
// (../shared/corpus/...), never in it; without it the test is skipped.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { urlPathFromPageId } from "../../app/content/urls";
import { forEachLimited } from "../../scripts/lib/for-each-limited";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CORPUS = path.resolve(repoRoot, "../shared/corpus/sauce-docs-2024-03");
const ERROR_PAGE_MARKER = 'class="error-page"';
const CONCURRENCY = 4;
/** Ports this project may use; the one Playwright's own server is on is skipped. */
const PORTS = { first: 3300, last: 3399 };

interface PageEntry {
  id: string;
  sidebar: string | null;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port++) {
    if (String(port) !== process.env.E2E_PORT && (await isPortFree(port))) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** Starts the production server on the corpus and resolves once it answers. */
async function startServer(port: number): Promise<{ server: ChildProcess; output: () => string }> {
  let log = "";
  const server = spawn(process.execPath, ["server.mjs"], {
    cwd: repoRoot,
    env: { ...process.env, DOCS_CONTENT_DIR: CORPUS, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${log}`);
    const ready = await fetch(`http://localhost:${port}/api/pages`).then((response) => response.ok, () => false);
    if (ready) return { server, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`server did not answer on port ${port} within a minute:\n${log}`);
}

test.describe("third-party Docusaurus corpus", () => {
  let server: ChildProcess | undefined;
  test.afterAll(() => {
    server?.kill();
  });

  test("every page renders inside its sidebar", async () => {
    if (!fs.existsSync(path.join(CORPUS, "docs"))) {
      const reason = `corpus not found at ${CORPUS}: skipping the corpus render test`;
      console.log(reason);
      test.skip(true, reason);
    }
    test.setTimeout(20 * 60_000);
    const port = await freePort();
    const started = await startServer(port);
    server = started.server;
    const base = `http://localhost:${port}`;

    const pages = (await (await fetch(`${base}/api/pages`)).json()) as PageEntry[];
    expect(pages.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const began = performance.now();
    let done = 0;
    await forEachLimited(pages, CONCURRENCY, async (page) => {
      const url = base + urlPathFromPageId(page.id);
      const response = await fetch(url, { redirect: "manual" });
      const html = await response.text();
      if (response.status !== 200) failures.push(`${page.id}: HTTP ${response.status}`);
      else if (html.includes(ERROR_PAGE_MARKER)) failures.push(`${page.id}: error page`);
      else if (page.sidebar && !html.includes(`data-sidebar="${page.sidebar}"`)) failures.push(`${page.id}: no "${page.sidebar}" sidebar`);
      if (++done % 100 === 0) console.log(`  ${done}/${pages.length} pages requested`);
    });
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`corpus: ${pages.length - failures.length}/${pages.length} pages rendered in ${seconds} s (cold server, ${CONCURRENCY} at a time)`);
    expect(failures, `pages that failed:\n${failures.slice(0, 50).join("\n")}\n${started.output().slice(-4000)}`).toEqual([]);
  });
});
