import { expect, test, type Page } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Links a reader follows, on a throwaway content folder of its own: to the same page with another
// tab in the address, to a page a sidebar lists by reference, to a page moved to another site, and
// relative links written for Docusaurus' `trailingSlash: true`.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 80;
/** The "other site" a page moved to: this same server under another host name, so another origin. */
const OTHER_SITE = `http://localhost:${PORT}`;

const INSTALL = `Follow [the Linux steps](?os=linux), or [the Windows steps](/install?os=windows).
Read about [the old setup guide](/old-setup#the-place) and [the commands](commands).

## Install steps

<Tabs groupId="os" queryString>
<TabItem value="mac" label="macOS">

Install with Homebrew.

</TabItem>
<TabItem value="linux" label="Linux">

Install with apt.

</TabItem>
<TabItem value="windows" label="Windows">

Install with winget.

</TabItem>
</Tabs>

## Uninstall

<Tabs groupId="os">
<TabItem value="mac" label="macOS">Remove with Homebrew.</TabItem>
<TabItem value="linux" label="Linux">Remove with apt.</TabItem>
<TabItem value="windows" label="Windows">Remove with winget.</TabItem>
</Tabs>

Back to [the install steps](#install-steps).
`;

const SIDEBARS = `module.exports = {
  docs: [
    "install",
    { type: "link", href: "/install", label: "Install, by its address" },
    { type: "category", label: "Elsewhere", items: ["guide", { type: "ref", id: "reference/cli", label: "CLI reference" }] },
  ],
  dev: ["reference/cli"],
};`;

const FILLER = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of what comes before the place.`).join("\n\n");

const site = serveContent(PORT, {
  "docs/install.mdx": pageSource("Install", INSTALL),
  "docs/install/commands.md": pageSource("Commands", "Run `tool --help`."),
  "docs/guide.md": pageSource("Guide", "A guide. See [the place, as a writer spelled it](/landing#The-Place/)."),
  "docs/reference/cli.md": pageSource("CLI reference", "Every command.", "displayed_sidebar: docs\n"),
  "docs/landing.md": pageSource("Landing", `[Jump to the place](#The-Place)\n\n${FILLER}\n\n## The place\n\nYou are here.\n\n${FILLER}`),
  "sidebars.js": SIDEBARS,
  "redirects.json": JSON.stringify([{ from: "/old-setup", to: `${OTHER_SITE}/landing` }]),
});

async function open(page: Page, urlPath: string): Promise<void> {
  await openHydrated(page, site.url + urlPath);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker === "same document");

test("a link to the same page with another ?tab= opens that tab, and Back and Forward follow the address", async ({ page }) => {
  await open(page, "/install");
  const tabs = page.locator('.tabs[data-query-key="os"]');
  const selected = tabs.locator('[role="tab"][aria-selected="true"]');
  const shown = tabs.locator('[role="tabpanel"]:visible');
  await expect(selected).toHaveText("macOS");

  await page.getByRole("link", { name: "the Linux steps" }).click();
  await expect(page).toHaveURL(/\/install\?os=linux$/);
  await expect(selected).toHaveText("Linux");
  await expect(shown).toHaveText("Install with apt.");

  // By keyboard, a link naming the page by its path.
  await page.getByRole("link", { name: "the Windows steps" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/install\?os=windows$/);
  await expect(selected).toHaveText("Windows");

  await page.goBack();
  await expect(page).toHaveURL(/\/install\?os=linux$/);
  await expect(selected).toHaveText("Linux");
  await page.goBack();
  await expect(page).toHaveURL(/\/install$/);
  await expect(selected).toHaveText("macOS");
  await page.goForward();
  await expect(selected).toHaveText("Linux");

  // A tab the reader chooses still goes into the address, and a link to the tab that was shown
  // before that choice still opens it.
  await tabs.getByRole("tab", { name: "macOS" }).click();
  await expect(page).toHaveURL(/\/install\?os=mac$/);
  await page.getByRole("link", { name: "the Linux steps" }).click();
  await expect(page).toHaveURL(/\/install\?os=linux$/);
  await expect(selected).toHaveText("Linux");
  expect(await sameDocument(page)).toBe(true);
});

test("a tab choice synced by groupId is kept where the address names no tab", async ({ page }) => {
  await open(page, "/guide");
  await page.evaluate(() => localStorage.setItem("docs.tabs.os", "windows"));
  await open(page, "/install");
  const selected = page.locator('.tabs[data-query-key="os"] [role="tab"][aria-selected="true"]');
  await expect(selected).toHaveText("Windows");
  await page.getByRole("link", { name: "the Linux steps" }).click();
  await expect(selected).toHaveText("Linux");
  await page.goBack();
  await expect(page).toHaveURL(/\/install$/);
  await expect(selected).toHaveText("Windows");

  // A choice in a group without queryString switches the one with it, and its address: an anchor
  // followed afterwards (a navigation too) keeps what is shown.
  await open(page, "/install?os=linux");
  await expect(selected).toHaveText("Linux");
  await page.locator('.tabs:not([data-query-key])').getByRole("tab", { name: "macOS" }).click();
  await expect(selected).toHaveText("macOS");
  await expect(page).toHaveURL(/\/install\?os=mac$/);
  await page.getByRole("link", { name: "the install steps" }).click();
  await expect(page).toHaveURL(/\/install\?os=mac#install-steps$/);
  await expect(selected).toHaveText("macOS");
  await page.evaluate(() => localStorage.clear());
});

test("a sidebar's ref, and a link to the page's address, are marked as where the reader is", async ({ page }) => {
  const sidebar = page.locator("#sidebar nav");
  const current = sidebar.locator('a[aria-current="page"]');
  await open(page, "/install");
  // The page's own entry and a link to its address.
  await expect(current).toHaveText(["Install", "Install, by its address"]);

  // The reader opens the category and follows the reference (a page of another sidebar, shown with this one).
  await sidebar.getByRole("button", { name: "Elsewhere" }).click();
  await sidebar.getByRole("link", { name: "CLI reference" }).click();
  await expect(page).toHaveURL(/\/reference\/cli$/);
  await expect(page.locator("h1")).toHaveText("CLI reference");
  await expect(current).toHaveText(["CLI reference"]);
  // Shown as the current entry is: bold, on the accent background, unlike its neighbour.
  await expect(current).toHaveCSS("font-weight", "600");
  const background = (name: string) => sidebar.getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(await background("CLI reference")).not.toBe(await background("Guide"));
  // The reference does not make the page this sidebar's: no previous or next from it.
  await expect(page.locator(".pager a")).toHaveCount(0);

  // Opened afresh, its category is open on arrival.
  await open(page, "/reference/cli");
  await expect(current).toHaveText(["CLI reference"]);
  await page.goBack();
  await expect(page).toHaveURL(/\/install$/);
  await expect(current).toHaveText(["Install", "Install, by its address"]);
});

test("a link to a page moved to another site keeps its #fragment", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/install");
  await page.getByRole("link", { name: "the old setup guide" }).click();
  await expect(page).toHaveURL(`${OTHER_SITE}/landing#the-place`);
  const heading = page.locator("h2#the-place");
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/install`);

  // Opened as a document, as it already was.
  await page.goto(`${site.url}/old-setup#the-place`);
  await expect(page).toHaveURL(`${OTHER_SITE}/landing#the-place`);
});

test("a #fragment spelled unlike the heading's id (case, a slash at its end) still leads to the heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const heading = page.locator("h2#the-place");
  const headingTop = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // From another page, by a client navigation.
  await open(page, "/guide");
  await page.getByRole("link", { name: "the place, as a writer spelled it" }).click();
  await expect(page).toHaveURL(/\/landing#The-Place\/$/);
  await expect.poll(headingTop).toBeLessThan(120);
  expect(await sameDocument(page)).toBe(true);

  // Opened as a document.
  await page.goto(`${site.url}/landing#THE-PLACE`);
  await expect.poll(headingTop).toBeLessThan(120);

  // On the same page, from its top.
  await open(page, "/landing");
  expect(await headingTop()).toBeGreaterThan(800);
  await page.getByRole("link", { name: "Jump to the place" }).click();
  await expect(page).toHaveURL(/\/landing#The-Place$/);
  await expect.poll(headingTop).toBeLessThan(120);
});

test("a relative link written for Docusaurus' trailingSlash: true leads to the page it means", async ({ page }) => {
  await open(page, "/install");
  const link = page.getByRole("link", { name: "the commands" });
  await expect(link).toHaveAttribute("href", "/install/commands");
  await link.click();
  await expect(page).toHaveURL(/\/install\/commands$/);
  await expect(page.locator("h1")).toHaveText("Commands");
  expect(await sameDocument(page)).toBe(true);
});
