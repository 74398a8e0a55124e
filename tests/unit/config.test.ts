import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { existingContentDir, wholeNumberFromEnv } from "~/content/config.server";

describe("wholeNumberFromEnv", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads whole numbers, and falls back when the variable is unset or empty", () => {
    vi.stubEnv("TEST_SETTING", " 4096 ");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(4096);
    vi.stubEnv("TEST_SETTING", "0");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(0);
    vi.stubEnv("TEST_SETTING", "");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(7);
    delete process.env.TEST_SETTING;
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(7);
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const bad of ["abc", "-1", "1.5", "12MB", "Infinity", "1e400"]) {
      vi.stubEnv("TEST_SETTING", bad);
      expect(() => wholeNumberFromEnv("TEST_SETTING", 7), bad).toThrow(`TEST_SETTING must be a whole number of at least 0, not "${bad}"`);
    }
    vi.stubEnv("TEST_SETTING", "0");
    expect(() => wholeNumberFromEnv("TEST_SETTING", 300, 1)).toThrow("at least 1");
  });
});

describe("the content folder", () => {
  const missing = path.join(os.tmpdir(), "no-such-docs-content-folder");

  it("is taken when it is a folder, and refused with its path when it is not", () => {
    expect(existingContentDir(os.tmpdir())).toBe(os.tmpdir());
    expect(() => existingContentDir(missing)).toThrow(`the content folder ${missing} does not exist or is not a folder`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-file-")), "docs.md");
    fs.writeFileSync(file, "# Not a folder\n");
    expect(() => existingContentDir(file)).toThrow(file);
  });

  it.skipIf(!fs.existsSync("build/index.js"))("that does not exist stops the server at start, named (skipped before npm run build)", async () => {
    // PORT 0: were it to start anyway, it would take a free port rather than someone else's.
    const server = spawn(process.execPath, ["server.mjs"], { env: { ...process.env, DOCS_CONTENT_DIR: missing, PORT: "0", PAGE_BUILD_WORKERS: "0" }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    server.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => server.kill(), 15_000);
    const code = await new Promise((resolve) => server.once("exit", resolve));
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot start: the content folder ${missing} does not exist or is not a folder (set DOCS_CONTENT_DIR to the content folder)`);
  });
});
