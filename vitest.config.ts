import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    testTimeout: 30_000,
    // Every run's temporary folders (the page cache among them) in one folder of its own, removed at its end.
    globalSetup: ["tests/unit/temp-folder.setup.ts"],
  },
});
