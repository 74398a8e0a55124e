import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastUpdateOf, parseGitLog, readGitHistory } from "~/content/history.server";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

function hasGit(): boolean {
  try {
    execFileSync("git", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Commits everything in `dir` as `author` on `date`. */
function commitAll(dir: string, author: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: "a@example.com", GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: "a@example.com", GIT_COMMITTER_DATE: date };
  execFileSync("git", ["add", "-A"], { cwd: dir, env });
  execFileSync("git", ["-c", "commit.gpgsign=false", "commit", "-q", "-m", "change"], { cwd: dir, env });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("parseGitLog", () => {
  it("keeps each file's newest commit, with its author when there is one", () => {
    const output = "\x1e2024-05-02T10:00:00+02:00\tAda\n\ndocs/a.md\n\x1e2024-01-01T09:00:00+00:00\t\n\ndocs/a.md\ndocs/b.md\n";
    expect(Object.fromEntries(parseGitLog(output))).toEqual({
      "docs/a.md": { date: "2024-05-02T10:00:00+02:00", author: "Ada" },
      "docs/b.md": { date: "2024-01-01T09:00:00+00:00" },
    });
  });

  it("ignores output that is not a commit", () => {
    expect(parseGitLog("fatal: not a git repository\n").size).toBe(0);
  });
});

describe("page history fallbacks", () => {
  it("uses the file's mtime and no author outside git", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A") }));
    const record = site.pages.get("a")!;
    const mtime = new Date("2023-04-05T06:07:08.000Z");
    fs.utimesSync(record.file, mtime, mtime);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await lastUpdateOf(site, record)).toEqual({ date: "2023-04-05T06:07:08.000Z" });
  });

  it("gives an empty history when git is missing, without throwing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const history = await readGitHistory(makeContentDir({ "docs/a.md": page("A") }), "git-command-that-does-not-exist");
    expect(history.size).toBe(0);
  });

  it("has no date for a page whose file is gone", async () => {
    const site = loadSite(makeContentDir({ "docs/a.md": page("A") }));
    const record = site.pages.get("a")!;
    fs.rmSync(record.file);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await lastUpdateOf(site, record)).toBeUndefined();
  });
});

describe.skipIf(!hasGit())("page history from git", () => {
  function repoWithPages() {
    const dir = makeContentDir({ "docs/a.md": page("A"), "docs/b.md": page("B") });
    execFileSync("git", ["init", "-q"], { cwd: dir });
    commitAll(dir, "Ada Lovelace", "2024-01-02T03:04:05+00:00");
    fs.writeFileSync(path.join(dir, "docs/b.md"), page("B", "Changed."));
    commitAll(dir, "Grace Hopper", "2024-02-03T04:05:06+01:00");
    return dir;
  }

  it("gives each page its file's last commit date and author", async () => {
    const site = loadSite(repoWithPages());
    expect(await lastUpdateOf(site, site.pages.get("a")!)).toEqual({ date: "2024-01-02T03:04:05+00:00", author: "Ada Lovelace" });
    expect(await lastUpdateOf(site, site.pages.get("b")!)).toEqual({ date: "2024-02-03T04:05:06+01:00", author: "Grace Hopper" });
  });

  it("falls back to the mtime for a page git does not know yet", async () => {
    const dir = repoWithPages();
    fs.writeFileSync(path.join(dir, "docs/new.md"), page("New"));
    const site = loadSite(dir);
    const update = await lastUpdateOf(site, site.pages.get("new")!);
    expect(update?.author).toBeUndefined();
    expect(update?.date).toBe(fs.statSync(path.join(dir, "docs/new.md")).mtime.toISOString());
  });

  it("reads the history once per content version", async () => {
    const dir = repoWithPages();
    const site = loadSite(dir);
    expect((await lastUpdateOf(site, site.pages.get("a")!))?.author).toBe("Ada Lovelace");
    fs.writeFileSync(path.join(dir, "docs/a.md"), page("A", "Edited."));
    commitAll(dir, "Katherine Johnson", "2024-03-04T05:06:07+00:00");
    // Same version: the history read for it still answers.
    expect((await lastUpdateOf(site, site.pages.get("a")!))?.author).toBe("Ada Lovelace");
    const changed = loadSite(dir);
    expect(changed.version).not.toBe(site.version);
    expect(await lastUpdateOf(changed, changed.pages.get("a")!)).toEqual({ date: "2024-03-04T05:06:07+00:00", author: "Katherine Johnson" });
  });
});
