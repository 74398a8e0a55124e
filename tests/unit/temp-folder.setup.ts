// Unit tests write thousands of throwaway content folders and a page cache of their own: all go
// into one folder per run (the workers' TMPDIR), removed when the run ends. Set here, in the main
// process before the workers start, so that they inherit it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup(): () => void {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "docs-unit-tests-"));
  process.env.TMPDIR = runDir;
  process.env.PAGE_DISK_CACHE_DIR = path.join(runDir, "page-cache");
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
