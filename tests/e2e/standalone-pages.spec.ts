import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Docusaurus' standalone pages (src/pages), on a throwaway content folder of its own: a reader
// lands on the home page written there, follows a docs link to a standalone page, finds its
// outline and no sidebar, and finds it again by search. React pages there are not served.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 150;

const site = serveContent(PORT, {
  "sidebars.js": `module.exports = { docs: ["intro", "guide"] };`,
  "docs/intro.md": pageSource("Intro", "Stuck? Ask [our support team](/support)."),
  "docs/guide.md": pageSource("Guide", "Steps."),
  "src/pages/index.md": pageSource("Welcome to Example", "Start with the [intro](/intro)."),
  "src/pages/support.md": pageSource("Support", "## Contact us\n\nWrite to the zanzibar desk.\n\n## Opening hours\n\nAlways. See also [help](./help.md).", "description: How to reach us.\n"),
  "src/pages/help.md": pageSource("Help", "Read the docs."),
  "src/pages/_shared.md": "A partial.\n",
  "src/pages/team.js": "export default function Team() { return null; }\n",
});

const outline = (page: Page) => page.locator(".toc-desktop");

test("the home page comes from src/pages; a docs link leads to a standalone page with its outline and no sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, site.url + "/");
  await expect(page).toHaveURL(site.url + "/");
  await expect(page.locator("h1")).toHaveText("Welcome to Example");
  // Its writer's title in the tab, before the site's name, as Docusaurus titles it.
  await expect(page).toHaveTitle("Welcome to Example | Sauce Labs Documentation");
  await expect(page.locator("#sidebar")).toHaveCount(0);

  await page.locator("article").getByRole("link", { name: "intro" }).click();
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "docs");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toBeVisible();

  await page.locator("article").getByRole("link", { name: "our support team" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.locator("h1")).toHaveText("Support");
  await expect(page).toHaveTitle(/^Support \| /);
  await expect(page.locator("#sidebar")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toHaveCount(0);
  await expect(page.locator(".pager-next, .pager-previous")).toHaveCount(0);
  await expect(outline(page).getByRole("link")).toHaveText(["Contact us", "Opening hours"]);

  await outline(page).getByRole("link", { name: "Opening hours" }).click();
  await expect(page).toHaveURL(/\/support#opening-hours$/);
  // A relative .md link between two standalone pages leads to the other one's address.
  await page.locator("article").getByRole("link", { name: "help" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator("h1")).toHaveText("Help");
});

test("search finds a standalone page, and its result opens it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, site.url + "/intro");
  await page.getByRole("button", { name: "Search the docs" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.getByRole("combobox", { name: "Search the docs" }).pressSequentially("zanzibar");
  const result = dialog.getByRole("option").first();
  await expect(result).toContainText("Support");
  await result.click();
  await expect(page).toHaveURL(/\/support#contact-us$/);
  await expect(page.locator("h1")).toHaveText("Support");
});

test("standalone pages are in the sitemap and llms.txt; React pages and partials answer 404", async ({ request }) => {
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  for (const address of ["/", "/support", "/help", "/intro"]) expect(sitemap).toContain(`<loc>${site.url}${address}</loc>`);
  expect(await (await request.get(`${site.url}/llms.txt`)).text()).toContain(`[Support](${site.url}/support.md): How to reach us.`);
  for (const address of ["/team", "/_shared"]) expect((await request.get(`${site.url}${address}`)).status(), address).toBe(404);
});

test("a standalone page added while the site runs is served, and the docs page it shadows gives way", async ({ request }) => {
  site.write("src/pages/guide.md", pageSource("Guide, the page", "Written in src/pages."));
  await expect.poll(async () => (await (await request.get(`${site.url}/guide`)).text()).includes("Written in src/pages.")).toBe(true);
  fs.rmSync(path.join(site.dir, "src/pages/guide.md"));
  await expect.poll(async () => (await (await request.get(`${site.url}/guide`)).text()).includes("Steps.")).toBe(true);
});
