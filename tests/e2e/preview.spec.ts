import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { writeContentFile } from "./support/content";
import { startServer, type RunningServer } from "./support/server";
import { openHydrated } from "./support/page";

// Writers' preview (DOCS_PREVIEW=1): a writer keeps a page open, saves files in their editor, and
// the page shows each save without them reloading it: the page itself, a partial it imports, a
// mistake (its error page) and the fix.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 130;

const pageSource = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

let contentDir: string;
let server: RunningServer;
const write = (file: string, text: string) => writeContentFile(contentDir, file, text);

test.beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "preview-"));
  write("sidebars.js", `module.exports = { docs: ["draft", "other"] };`);
  write("docs/draft.mdx", pageSource("Draft", "First wording.\n\nimport Shared from './_shared.mdx';\n\n<Shared />"));
  write("docs/_shared.mdx", "Shared wording one.\n");
  write("docs/other.md", pageSource("Other", "Another page."));
  server = await startServer(contentDir, PORT, { DOCS_PREVIEW: "1" });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Opens the page and waits until it has asked once whether the content changed, so a save after this counts as a change. */
async function openWatched(page: Page, url: string): Promise<void> {
  const firstQuestion = page.waitForResponse((response) => response.url().endsWith("/api/content-changes"));
  await openHydrated(page, url);
  await firstQuestion;
}

test("an open page shows each save of its file and of a partial it imports, without the writer reloading it", async ({ page }) => {
  await openWatched(page, server.url + "/draft");
  const article = page.locator("article");
  await expect(article).toContainText("First wording.");
  await expect(article).toContainText("Shared wording one.");

  write("docs/draft.mdx", pageSource("Draft", "Second wording.\n\nimport Shared from './_shared.mdx';\n\n<Shared />"));
  await expect(article).toContainText("Second wording.", { timeout: 10_000 });
  await expect(page).toHaveURL(server.url + "/draft");

  write("docs/_shared.mdx", "Shared wording two.\n");
  await expect(article).toContainText("Shared wording two.", { timeout: 10_000 });
});

test("a save that breaks the page shows its error, and the fix brings the page back", async ({ page }) => {
  await openWatched(page, server.url + "/other");
  await expect(page.locator("h1")).toHaveText("Other");

  write("docs/other.md", pageSource("Other", "<div>never closed\n\nText."));
  await expect(page.getByText(/Expected a closing tag for `<div>`/)).toBeVisible({ timeout: 10_000 });

  write("docs/other.md", pageSource("Other", "Fixed text."));
  await expect(page.locator("article")).toContainText("Fixed text.", { timeout: 10_000 });
});
