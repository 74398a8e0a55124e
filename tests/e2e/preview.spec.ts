import { expect, test, type Page } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Writers' preview (DOCS_PREVIEW=1): a writer keeps a page open, saves files in their editor, and
// the page shows each save without them reloading it: the page itself, a partial it imports, a
// mistake (its error page) and the fix.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 130;
// Each test waits for rebuilds after saves, up to 20 s each on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const site = serveContent(
  PORT,
  {
    "sidebars.js": `module.exports = { docs: ["draft", "other"] };`,
    "docs/draft.mdx": pageSource("Draft", "First wording.\n\nimport Shared from './_shared.mdx';\n\n<Shared />"),
    "docs/_shared.mdx": "Shared wording one.\n",
    "docs/other.md": pageSource("Other", "Another page."),
  },
  { env: { DOCS_PREVIEW: "1" } },
);

/** Opens the page and waits until it has asked once whether the content changed, so a save after this counts as a change. */
async function openWatched(page: Page, url: string): Promise<void> {
  const firstQuestion = page.waitForResponse((response) => response.url().endsWith("/api/content-changes"));
  await openHydrated(page, url);
  await firstQuestion;
}

test("an open page shows each save of its file and of a partial it imports, without the writer reloading it", async ({ page }) => {
  await openWatched(page, site.url + "/draft");
  const article = page.locator("article");
  await expect(article).toContainText("First wording.");
  await expect(article).toContainText("Shared wording one.");

  site.write("docs/draft.mdx", pageSource("Draft", "Second wording.\n\nimport Shared from './_shared.mdx';\n\n<Shared />"));
  await expect(article).toContainText("Second wording.", { timeout: 20_000 });
  await expect(page).toHaveURL(site.url + "/draft");

  site.write("docs/_shared.mdx", "Shared wording two.\n");
  await expect(article).toContainText("Shared wording two.", { timeout: 20_000 });
});

test("a save that breaks the page shows its error, and the fix brings the page back", async ({ page }) => {
  await openWatched(page, site.url + "/other");
  await expect(page.locator("h1")).toHaveText("Other");

  site.write("docs/other.md", pageSource("Other", "<div>never closed\n\nText."));
  await expect(page.getByText(/Expected a closing tag for `<div>`/)).toBeVisible({ timeout: 20_000 });

  site.write("docs/other.md", pageSource("Other", "Fixed text."));
  await expect(page.locator("article")).toContainText("Fixed text.", { timeout: 20_000 });
});
