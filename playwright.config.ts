import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Set for the server so pages show their "Edit this page" link. */
export const EDIT_URL_BASE = "https://github.com/example/docs-site/edit/main/docs-content/";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

// End-to-end tests run against the production build (`npm run build` first), never the dev server.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "node server.mjs",
    url: `http://localhost:${PORT}/overview`,
    env: { PORT: String(PORT), NODE_ENV: "production", EDIT_URL_BASE },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
