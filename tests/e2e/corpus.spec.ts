// Every page of a real third-party Docusaurus 2 corpus renders over HTTP: status 200, not the
// error page, inside its sidebar when it has one. The corpus lives next to the repository
// (../shared/corpus/...), never in it; without it the test is skipped.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { forEachLimited } from "../../app/content/for-each-limited";
import { urlPathFromPageId } from "../../app/content/urls";
import { startServer, type RunningServer } from "./support/server";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const CORPUS = path.resolve(repoRoot, "../shared/corpus/sauce-docs-2024-03");
const ERROR_PAGE_MARKER = 'class="error-page"';
const CONCURRENCY = 4;
const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;

interface PageEntry {
  id: string;
  sidebar: string | null;
}

test.describe("third-party Docusaurus corpus", () => {
  let server: RunningServer | undefined;
  test.afterAll(async () => {
    await server?.stop();
  });

  test("every page renders inside its sidebar; the classes its markup uses are styled", async ({ page: browserPage }) => {
    if (!fs.existsSync(path.join(CORPUS, "docs"))) {
      const reason = `corpus not found at ${CORPUS}: skipping the corpus render test`;
      console.log(reason);
      test.skip(true, reason);
    }
    test.setTimeout(20 * 60_000);
    server = await startServer(CORPUS, PORT);
    const base = server.url;

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
    console.log(`corpus: ${pages.length - failures.length}/${pages.length} pages rendered in ${seconds} s (fresh server process, ${CONCURRENCY} at a time; pages already in the on-disk page cache are not rebuilt)`);
    expect(failures, `pages that failed:\n${failures.slice(0, 50).join("\n")}\n${server.errors().slice(-4000)}`).toEqual([]);

    // The platform's pages write availability badges, HTTP method labels and grids of boxed cards
    // with class names of their own.
    await browserPage.goto(`${base}/basics/acct-team-mgmt/adding-deactivating-users`);
    await expect(browserPage.locator(".sauceGreen").first()).toHaveCSS("background-color", "rgb(218, 251, 225)");
    await browserPage.goto(`${base}/testfairy/api-reference/rest-api`);
    await expect(browserPage.locator(".api.get").first()).toHaveCSS("background-color", "rgb(26, 127, 55)");
    await browserPage.goto(`${base}/basics/integrations-overview`);
    await expect(browserPage.locator(".box-wrapper").first()).toHaveCSS("display", "grid");
  });
});
