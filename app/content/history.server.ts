// When each page last changed and who changed it, from the content folder's git history. One
// `git log` over the whole folder per content version, parsed into a map, is far faster than one
// per page. Outside git, with git missing, or while git is slow, a page falls back to its file's
// mtime (and no author): history never holds a page up for long.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { LastUpdate } from "./page-data";
import type { PageRecord } from "./pages.server";
import type { Site } from "./site.server";

/** git is stopped after this long; the commits it printed so far are still used. */
const GIT_TIMEOUT_MS = 10_000;
/** A page waits at most this long for git, then shows its file time. */
const HISTORY_WAIT_MS = 1_000;
const GIT_OUTPUT_LIMIT = 64 * 1024 * 1024;
const COMMIT_START = "\x1e";

/** The newest commit of each file in `git log --format=<COMMIT_START>%aI%x09%an --name-only` output. */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const latest = new Map<string, LastUpdate>();
  for (const commit of output.split(COMMIT_START).slice(1)) {
    const [header, ...files] = commit.split("\n");
    const [date, author] = header.split("\t");
    if (Number.isNaN(Date.parse(date))) continue;
    for (const file of files) {
      if (file && !latest.has(file)) latest.set(file, author ? { date, author } : { date });
    }
  }
  return latest;
}

let warnedAboutGit = false;

/**
 * The last commit of every file below `dir` (paths relative to it, with `/`), newest first as git
 * lists them; an empty map when git is missing or `dir` is not in a repository.
 */
export function readGitHistory(dir: string, git = "git"): Promise<Map<string, LastUpdate>> {
  const args = ["-c", "core.quotePath=false", "log", "--no-show-signature", `--format=${COMMIT_START}%aI%x09%an`, "--name-only", "--relative", "--", "."];
  return new Promise((resolve) => {
    execFile(git, args, { cwd: dir, timeout: GIT_TIMEOUT_MS, maxBuffer: GIT_OUTPUT_LIMIT, encoding: "utf8", windowsHide: true }, (error, stdout, stderr) => {
      if (error && !warnedAboutGit) {
        warnedAboutGit = true;
        const reason = error.killed ? `stopped after ${GIT_TIMEOUT_MS} ms` : (stderr.trim() || error.message).split("\n")[0];
        console.warn(`content history: no git history for ${dir} (${reason}); pages show their file times`);
      }
      // A stopped git may have printed half a commit: keep only the complete ones before it.
      resolve(parseGitLog(error ? stdout.slice(0, Math.max(0, stdout.lastIndexOf(COMMIT_START))) : stdout));
    });
  });
}

let cached: { key: string; commits: Promise<Map<string, LastUpdate>> } | undefined;

/** The git history of the snapshot's content folder, read once per content version. */
function historyOf(site: Pick<Site, "contentDir" | "version">): Promise<Map<string, LastUpdate>> {
  const key = `${site.contentDir}\n${site.version}`;
  if (cached?.key !== key) cached = { key, commits: readGitHistory(site.contentDir) };
  return cached.commits;
}

/** `promise`'s value, or undefined when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The file's modification time, when it still exists. */
function fileTimeOf(file: string): LastUpdate | undefined {
  try {
    return { date: fs.statSync(file).mtime.toISOString() };
  } catch {
    return undefined;
  }
}

/** When a page last changed: its file's last commit, else the file's mtime. */
export async function lastUpdateOf(site: Pick<Site, "contentDir" | "version">, page: Pick<PageRecord, "file" | "relativePath">): Promise<LastUpdate | undefined> {
  const commits = await within(historyOf(site), HISTORY_WAIT_MS);
  return commits?.get(page.relativePath.split(path.sep).join("/")) ?? fileTimeOf(page.file);
}
