import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { startServer, type RunningServer } from "./server";

/** Files of a content folder: path inside the folder -> text. */
export type ContentFiles = Record<string, string>;

/** A page's source: its title (and any more frontmatter lines, `extra`), then its body. */
export function pageSource(title: string, body = `About ${title.toLowerCase()}.`, extra = ""): string {
  return `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
}

/** Writes a file of a throwaway content folder (its folders made as needed). */
export function writeContentFile(contentDir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  fs.writeFileSync(path.join(contentDir, file), text);
}

/** Makes a throwaway folder holding these files (its name starts with `name`) and returns its path. */
function makeContentDir(name: string, files: ContentFiles): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const [file, text] of Object.entries(files)) writeContentFile(dir, file, text);
  return dir;
}

/** A spec's own site: a throwaway folder and the server reading it, for the spec's tests. */
export interface ServedContent {
  /** The server's address, e.g. `http://127.0.0.1:3260`. */
  readonly url: string;
  /** The throwaway folder, as made (the server reads it, or `serve` in it). */
  readonly dir: string;
  readonly server: RunningServer;
  /** Writes a file into the folder while the site runs (its folders made as needed). */
  write(file: string, text: string): void;
}

export interface ServeOptions {
  /** The folder the server reads, inside the made one, when that is not the whole of it. */
  serve?: string;
  /** What files alone cannot make, done before the server starts: symbolic links, FIFOs... */
  prepare?: (dir: string) => void;
  /** Settings for the server, as environment variables (`DOCS_PREVIEW: "1"`). */
  env?: Record<string, string>;
}

/**
 * Serves these files to the spec's tests on `port`: before them, a throwaway folder is made and a
 * server started on it; after them, the server is stopped and the folder removed.
 */
export function serveContent(port: number, files: ContentFiles, options: ServeOptions = {}): ServedContent {
  let dir: string | undefined;
  let server: RunningServer | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the spec's content is served from its beforeAll on: use it in tests only");
    return value;
  };
  test.beforeAll(async () => {
    dir = makeContentDir(path.basename(test.info().file, ".spec.ts"), files);
    options.prepare?.(dir);
    server = await startServer(path.join(dir, options.serve ?? "."), port, options.env);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return started(server).url;
    },
    get dir() {
      return started(dir);
    },
    get server() {
      return started(server);
    },
    write: (file, text) => writeContentFile(started(dir), file, text),
  };
}
