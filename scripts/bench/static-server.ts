// The reference point for warm throughput: a plain node:http server that serves pages' saved HTML
// from disk, one file per page id, run as its own process like our server.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { pageIdFromUrlPath } from "../../app/content/urls";
import { assertPortFree, spawnTracked, stop } from "./processes";
import { pollUntil } from "./http";

/** Where the saved HTML of a page id lives inside `root`. */
export function savedPageFile(root: string, id: string): string {
  return path.join(root, `${id || "index"}.html`);
}

/** Serves `root`'s saved pages on `port`: GET /<page id> -> <root>/<page id>.html, else 404. */
export function serveSavedPages(root: string, port: number): http.Server {
  const server = http.createServer((request, response) => {
    const id = pageIdFromUrlPath(new URL(request.url ?? "/", "http://localhost").pathname);
    if (id === null) {
      response.writeHead(400).end();
      return;
    }
    fs.readFile(savedPageFile(root, id), (error, html) => {
      if (error) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
        return;
      }
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length }).end(html);
    });
  });
  return server.listen(port);
}

/** Starts serveSavedPages in a child process and waits until it answers. */
export async function startStaticServer(options: { repoRoot: string; root: string; port: number; logFile: string }): Promise<{ origin: string; stop(): Promise<void> }> {
  await assertPortFree(options.port);
  const viteNode = path.join(options.repoRoot, "node_modules/vite-node/vite-node.mjs");
  const child: ChildProcess = spawnTracked(process.execPath, [viteNode, path.join(options.repoRoot, "scripts/bench/static-server.child.ts")], {
    cwd: options.repoRoot,
    env: { ...process.env, STATIC_ROOT: options.root, PORT: String(options.port) },
    logFile: options.logFile,
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await pollUntil(`${origin}/`, () => true, 30_000, 50);
  return { origin, stop: () => stop(child) };
}
