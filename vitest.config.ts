import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    testTimeout: 30_000,
    // Unit tests keep their page cache away from the real one, in a folder of this run's own (a
    // process id comes again, with whatever an earlier run left under it).
    env: { PAGE_DISK_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "docs-page-cache-")) },
  },
});
