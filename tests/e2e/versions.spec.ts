import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";
import { current } from "./support/sidebar";

// Docusaurus' versioned docs (versions.json, versioned_docs/, versioned_sidebars/), on a throwaway
// content folder of its own: a reader of an older version is told so, switches versions from the
// header, and stays on the same page where the other version has it.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 170;

const sidebar = (ids: string[]) => JSON.stringify({ guide: [ids[0], { type: "category", label: "Setup", items: ids.slice(1) }] });

const site = serveContent(PORT, {
  "docusaurus.config.js": `module.exports = { title: "Widget", presets: [["classic", { docs: { versions: { current: { label: "3.x (next)" } } } }]],
    themeConfig: { navbar: { items: [{ type: "docSidebar", sidebarId: "guide", label: "Guide" }, { type: "docsVersionDropdown" }] } } };`,
  "versions.json": '["2.0", "1.0"]',
  "sidebars.js": `module.exports = ${sidebar(["intro", "install", "tuning"])};`,
  "docs/intro.md": pageSource("Welcome to Widget 3", "Widget three."),
  "docs/install.md": pageSource("Installing Widget 3"),
  "docs/tuning.md": pageSource("Tuning"),
  "versioned_docs/version-2.0/intro.md": pageSource("Welcome to Widget 2", "Widget two. Read [install](install.md)."),
  "versioned_docs/version-2.0/install.md": pageSource("Installing Widget 2", "Run the zebraquartz installer."),
  "versioned_sidebars/version-2.0-sidebars.json": sidebar(["intro", "install"]),
  "versioned_docs/version-1.0/intro.md": pageSource("Welcome to Widget 1", "Widget one. Read [install](install.md)."),
  "versioned_docs/version-1.0/install.md": pageSource("Installing Widget 1", "Run the zebraquartz setup script."),
  "versioned_sidebars/version-1.0-sidebars.json": sidebar(["intro", "install"]),
  "src/pages/support.md": pageSource("Support", "Write to us."),
});

const versionMenu = (page: import("@playwright/test").Page) => page.locator(".version-menu");

test("an older version's page says so, links to the latest, and has its own version's sidebar and links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${site.url}/1.0/intro`);
  await expect(page.locator("h1")).toHaveText("Welcome to Widget 1");
  await expect(page.locator(".version-badge")).toHaveText("Version: 1.0");
  const banner = page.locator(".version-banner");
  await expect(banner).toContainText("1.0, a version no longer maintained");
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "guide@1.0");
  // The page's own link stays within its version.
  await page.locator(".markdown").getByRole("link", { name: "install" }).click();
  await expect(page).toHaveURL(/\/1\.0\/install$/);
  await expect(current(page)).toHaveText("Installing Widget 1");
  await expect(banner.getByRole("link")).toHaveText("this page in the latest version (2.0)");
  await banner.getByRole("link", { name: /latest version \(2\.0\)/ }).click();
  await expect(page).toHaveURL(/\/install$/);
  await expect(page.locator("h1")).toHaveText("Installing Widget 2");
  await expect(page.locator(".version-banner")).toHaveCount(0);
  await expect(page.locator(".version-badge")).toHaveText("Version: 2.0");
});

test("the header's version menu leads to the same page in each version, or to a version's first page when it has none", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${site.url}/install`);
  const menu = versionMenu(page);
  await expect(menu.locator("summary")).toHaveText("2.0");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link")).toHaveText(["3.x (next)", "2.0", "1.0"]);
  await expect(menu.getByRole("link", { name: "2.0" })).toHaveAttribute("aria-current", "true");
  await menu.getByRole("link", { name: "3.x (next)" }).click();
  await expect(page).toHaveURL(/\/next\/install$/);
  await expect(page.locator("h1")).toHaveText("Installing Widget 3");
  await expect(page.locator(".version-banner")).toContainText("3.x (next), a version not released yet");
  // The menu closes once a version is chosen; Escape or a click elsewhere closes it too.
  await expect(menu).not.toHaveAttribute("open", "");
  await page.locator("#sidebar").getByRole("link", { name: "Tuning", exact: true }).click();
  await expect(page).toHaveURL(/\/next\/tuning$/);
  // 2.0 has no such page: the banner leads to its first page, and does not call it this page.
  const latest = page.locator(".version-banner").getByRole("link");
  await expect(latest).toHaveText("the latest version (2.0)");
  await expect(latest).toHaveAttribute("href", "/intro");
  await menu.locator("summary").click();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
  await expect(menu.locator("summary")).toBeFocused();
  await menu.locator("summary").click();
  await page.locator("h1").click();
  await expect(menu).not.toHaveAttribute("open", "");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "1.0" }).click();
  await expect(page).toHaveURL(/\/1\.0\/intro$/);
  await expect(page.locator("h1")).toHaveText("Welcome to Widget 1");
});

test("search finds the latest version's pages only, and the old addresses under the docs route still lead to them", async ({ page, request }) => {
  const found = await request.get(`${site.url}/api/search?q=zebraquartz`);
  const { results } = (await found.json()) as { results: { id: string }[] };
  expect(results.map((result) => result.id)).toEqual(["install"]);
  const moved = await request.get(`${site.url}/docs/1.0/install`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/1.0/install");
  await page.goto(`${site.url}/docs/next/tuning`);
  await expect(page.locator("h1")).toHaveText("Tuning");
});

test("on a page of no version, the menu shows the last version and leads to each version's first page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `${site.url}/support`);
  await expect(page.locator("h1")).toHaveText("Support");
  const menu = versionMenu(page);
  await expect(menu.locator("summary")).toHaveText("2.0");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "2.0" })).toHaveAttribute("aria-current", "true");
  await menu.getByRole("link", { name: "1.0" }).click();
  await expect(page).toHaveURL(/\/1\.0\/intro$/);
  await expect(page.locator("h1")).toHaveText("Welcome to Widget 1");
});

test("the version banner, badge and open menu have no accessibility violations, in light and dark", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await openHydrated(page, `${site.url}/1.0/install`);
    await versionMenu(page).locator("summary").click();
    const { violations } = await new AxeBuilder({ page }).include(".version-menu").include(".version-banner").include(".version-badge").analyze();
    expect(violations.map((violation) => `${colorScheme} ${violation.id}: ${violation.help}`)).toEqual([]);
  }
});
