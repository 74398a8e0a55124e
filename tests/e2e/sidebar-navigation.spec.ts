import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";
import { category, crumbs, current, sidebar, toggleOf } from "./support/sidebar";

// A reader moving through a sidebar as in Docusaurus, on a throwaway content folder of its own: a
// page listed twice, categories nested five deep, an unlisted page among them.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 140;

const SIDEBARS = `module.exports = {
  guide: [
    "intro",
    { type: "category", label: "Getting started", items: ["start/install", "start/configure", "start/moved", "start/custom-id"] },
    { type: "doc", id: "beta", unlisted: true },
    {
      type: "category",
      label: "Platform",
      link: { type: "doc", id: "platform/overview" },
      items: [
        {
          type: "category",
          label: "Devices",
          link: { type: "generated-index" },
          items: [
            {
              type: "category",
              label: "Real devices",
              items: [{ type: "category", label: "iOS", items: [{ type: "category", label: "Signing", collapsible: false, items: ["platform/certificates"] }] }],
            },
            "platform/virtual",
            "start/install",
          ],
        },
      ],
    },
    { type: "category", label: "Reference", items: ["reference/cli", "reference/api"] },
    { type: "link", label: "Status page", href: "https://status.example.com/" },
  ],
  community: ["community/forum", "community/events", "community/rules"],
};`;

const CONFIG = `module.exports = {
  title: "Lantern",
  themeConfig: { navbar: { items: [
    { type: "docSidebar", sidebarId: "guide", label: "Guide" },
    { type: "dropdown", label: "More", items: [{ to: "/reference/cli", label: "CLI" }, { to: "/community/forum", label: "Forum" }] },
    { to: "/community/events", label: "Events" },
    { type: "dropdown", label: "Help", items: [{ to: "/start/configure", label: "Configuring" }, { href: "https://status.example.com/", label: "Status" }] },
  ] } },
};`;

const site = serveContent(PORT, {
  "sidebars.js": SIDEBARS,
  "docusaurus.config.js": CONFIG,
  "docs/community/forum.md": pageSource("Forum"),
  "docs/community/events.md": pageSource("Events"),
  "docs/community/rules.md": pageSource("Rules"),
  "docs/intro.md": pageSource("Intro", "Try the [beta](./beta.md)."),
  "docs/beta.md": pageSource("Beta"),
  "docs/start/install.md": pageSource("Install"),
  "docs/start/configure.md": pageSource("Configure"),
  "docs/start/moved.md": pageSource("Moved up", "Up a level.", "slug: ../moved-up\n"),
  "docs/start/renamed.md": pageSource("Renamed", "Elsewhere.", "id: custom-id\nslug: /elsewhere/renamed\n"),
  "docs/platform/overview.md": pageSource("Platform overview"),
  "docs/platform/certificates.md": pageSource("Certificates"),
  "docs/platform/virtual.md": pageSource("Virtual devices"),
  "docs/reference/cli.md": pageSource("CLI"),
  "docs/reference/api.md": pageSource("API"),
});

test.use({ viewport: { width: 1280, height: 800 } });

test("a page listed twice opens both of its places, straight from the server; breadcrumbs and previous/next follow the first", async ({ page, browser }) => {
  // Without JavaScript: the sidebar as the server sends it.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const unhydrated = await plain.newPage();
  await unhydrated.goto(site.url + "/start/install");
  await expect(current(unhydrated)).toHaveText(["Install", "Install"]);
  await plain.close();

  await openHydrated(page, site.url + "/start/install");
  await expect(current(page)).toHaveText(["Install", "Install"]);
  for (const label of ["Getting started", "Platform", "Devices"]) await expect(toggleOf(page, label), label).toHaveAttribute("aria-expanded", "true");
  await expect(toggleOf(page, "Real devices")).toHaveAttribute("aria-expanded", "false");
  await expect(toggleOf(page, "Reference")).toHaveAttribute("aria-expanded", "false");
  await expect(crumbs(page)).toHaveText(["⌂", "Getting started", "Install"]);
  await expect(page.locator(".pager-previous")).toContainText("Intro");
  await expect(page.locator(".pager-next")).toContainText("Configure");

  // Reached from its second place, it is still the same page, with the same trail.
  await category(page, "Devices").getByRole("link", { name: "Virtual devices" }).click();
  await expect(page.locator("h1")).toHaveText("Virtual devices");
  await expect(page.locator(".pager-next")).toContainText("Install");
  await page.locator(".pager-next").click();
  await expect(page).toHaveURL(/\/start\/install$/);
  await expect(crumbs(page)).toHaveText(["⌂", "Getting started", "Install"]);
});

test("categories the reader opened stay open as they go on, also past an unlisted page that shows only on its own", async ({ page }) => {
  await openHydrated(page, site.url + "/intro");
  await expect(sidebar(page).getByRole("link", { name: "Beta" })).toHaveCount(0);
  await toggleOf(page, "Reference").click();
  await toggleOf(page, "Platform").click();
  await toggleOf(page, "Devices").click();
  await toggleOf(page, "Real devices").click();
  await toggleOf(page, "iOS").click();
  // Five levels down; "Signing" cannot be closed, so it has no toggle.
  await expect(category(page, "Signing").locator("button")).toHaveCount(0);
  await category(page, "Signing").getByRole("link", { name: "Certificates" }).click();
  await expect(page.locator("h1")).toHaveText("Certificates");
  await expect(crumbs(page)).toHaveText(["⌂", "Platform", "Devices", "Real devices", "iOS", "Signing", "Certificates"]);
  await expect(toggleOf(page, "Reference")).toHaveAttribute("aria-expanded", "true");

  // The unlisted page shows its own entry (before "Platform" and "Reference") while it is read.
  await page.goBack();
  await expect(page.locator("h1")).toHaveText("Intro");
  await page.getByRole("main").getByRole("link", { name: "beta" }).click();
  await expect(page.locator("h1")).toHaveText("Beta");
  await expect(current(page)).toHaveText("Beta");
  for (const label of ["Reference", "Platform", "Devices", "Real devices", "iOS"]) await expect(toggleOf(page, label), label).toHaveAttribute("aria-expanded", "true");
  await sidebar(page).getByRole("link", { name: "CLI" }).click();
  await expect(page.locator("h1")).toHaveText("CLI");
  await expect(sidebar(page).getByRole("link", { name: "Beta" })).toHaveCount(0);
  for (const label of ["Platform", "Devices", "Real devices", "iOS"]) await expect(toggleOf(page, label), label).toHaveAttribute("aria-expanded", "true");
});

test("after following a link to another page, the next Tab starts at the top of it (the skip link), as in Docusaurus", async ({ page }) => {
  await openHydrated(page, site.url + "/reference/cli");
  await page.locator(".pager-next").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("h1")).toHaveText("API");
  // Focus moves once the new page is shown (an effect, a frame later): wait for it, as a reader would.
  await expect(page.locator("header.site-header")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

  await sidebar(page).getByRole("link", { name: "Intro" }).click();
  await expect(page.locator("h1")).toHaveText("Intro");
  await expect(page.locator("header.site-header")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

  // Back and Forward leave focus where it is.
  const apiEntry = sidebar(page).getByRole("link", { name: "API" });
  await apiEntry.focus();
  await page.goBack();
  await expect(page.locator("h1")).toHaveText("API");
  await expect(apiEntry).toBeFocused();
});

test("pages their slug moves out of their folder (relative, with .., or absolute) are reached from the sidebar, in it and in its order", async ({ page }) => {
  await openHydrated(page, site.url + "/start/configure");
  await category(page, "Getting started").getByRole("link", { name: "Moved up" }).click();
  await expect(page).toHaveURL(/\/moved-up$/);
  await expect(page.locator("h1")).toHaveText("Moved up");
  await expect(current(page)).toHaveText("Moved up");
  await expect(crumbs(page)).toHaveText(["⌂", "Getting started", "Moved up"]);
  await expect(page.locator(".pager-previous")).toContainText("Configure");
  await page.locator(".pager-next").click();
  await expect(page).toHaveURL(/\/elsewhere\/renamed$/);
  await expect(current(page)).toHaveText("Renamed");
  await expect(page.locator(".pager-next")).toContainText("Platform");
});

test("a sidebar link out of the site opens in a new tab, leaving the page as it was", async ({ page, context }) => {
  await context.route("https://status.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Status</title>All good." }));
  await openHydrated(page, site.url + "/reference/cli");
  const popup = page.waitForEvent("popup");
  await sidebar(page).getByRole("link", { name: "Status page" }).click();
  await expect(await popup).toHaveURL("https://status.example.com/");
  await expect(page).toHaveURL(/\/reference\/cli$/);
  await expect(current(page)).toHaveText("CLI");
});

test("on a category's own page, its link closes and opens it, as in Docusaurus; elsewhere it leads to the page and opens it", async ({ page }) => {
  await openHydrated(page, site.url + "/reference/api");
  await sidebar(page).getByRole("link", { name: "Platform" }).click();
  await expect(page).toHaveURL(/\/platform\/overview$/);
  await expect(toggleOf(page, "Platform")).toHaveAttribute("aria-expanded", "true");
  await sidebar(page).getByRole("link", { name: "Platform" }).click();
  await expect(toggleOf(page, "Platform")).toHaveAttribute("aria-expanded", "false");
  await expect(category(page, "Platform").getByRole("link", { name: "Devices" })).toHaveCount(0);
  await page.keyboard.press("Enter"); // the link still has focus
  await expect(toggleOf(page, "Platform")).toHaveAttribute("aria-expanded", "true");
  await expect(page).toHaveURL(/\/platform\/overview$/);
  // Moving on to a page inside it keeps it open.
  await page.locator(".pager-next").click();
  await expect(page.locator("h1")).toHaveText("Devices");
  await expect(toggleOf(page, "Platform")).toHaveAttribute("aria-expanded", "true");
});

test("a header dropdown opens as a menu of its items, and is marked as the reader's section on the page of any of them, as Docusaurus does", async ({ page }) => {
  const navbar = page.locator(".navbar");
  const more = navbar.locator("summary", { hasText: "More" });
  const marked = navbar.locator("[aria-current], [data-current]").filter({ visible: true });
  await openHydrated(page, site.url + "/community/events");
  await expect(navbar.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await expect(navbar.getByRole("link", { name: "Forum" })).toBeHidden();

  // Opened, it shows every item, over the page and not cut off by the header.
  await more.click();
  const forum = navbar.getByRole("link", { name: "Forum" });
  await expect(navbar.getByRole("link", { name: "CLI" })).toBeVisible();
  await expect(forum).toBeVisible();
  const header = await page.locator(".site-header").boundingBox();
  const forumBox = await forum.boundingBox();
  expect(forumBox!.y).toBeGreaterThan(header!.y + header!.height - 1);
  await forum.click();
  await expect(page.locator("h1")).toHaveText("Forum");
  // Closed again after the move; marked as the section, and its entry for this page marked in it.
  await expect(forum).toBeHidden();
  await expect(more).toHaveAttribute("data-current", "");
  await expect(marked).toHaveCount(1);
  await more.click();
  await expect(forum).toHaveAttribute("aria-current", "page");
  await expect(navbar.getByRole("link", { name: "CLI" })).not.toHaveAttribute("aria-current");
  await page.keyboard.press("Escape");
  await expect(forum).toBeHidden();

  await sidebar(page).getByRole("link", { name: "Rules" }).click();
  await expect(page.locator("h1")).toHaveText("Rules");
  await expect(navbar.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "true");
  await expect(marked).toHaveCount(1);
});

test("with a mouse, a header dropdown opens while hovered and closes once the pointer leaves it, unless it was clicked open", async ({ page }) => {
  const navbar = page.locator(".navbar");
  const more = navbar.locator("summary", { hasText: "More" });
  const help = navbar.locator("summary", { hasText: "Help" });
  const cli = navbar.getByRole("link", { name: "CLI" });
  const status = navbar.getByRole("link", { name: "Status" });
  await openHydrated(page, site.url + "/community/events");
  await more.hover();
  await expect(cli).toBeVisible();
  // The pointer crosses the gap below the button to an entry, in small steps as a hand moves it: the menu stays.
  const entry = (await cli.boundingBox())!;
  await page.mouse.move(entry.x + 8, entry.y + entry.height / 2, { steps: 12 });
  await expect(cli).toBeVisible();
  // On to the next dropdown along the header: that one opens, this one closes.
  await help.hover();
  await expect(status).toBeVisible();
  await expect(cli).toBeHidden();
  await page.locator("h1").hover();
  await expect(status).toBeHidden();

  // Clicked while hovered, it stays open when the pointer leaves, until a click elsewhere.
  await more.click();
  await page.locator("h1").hover();
  await page.waitForTimeout(500);
  await expect(cli).toBeVisible();
  await page.locator("h1").click();
  await expect(cli).toBeHidden();
  await more.hover();
  await cli.click();
  await expect(page.locator("h1")).toHaveText("CLI");
});

test("on a small screen, the navigation drawer lists a header dropdown's items under its label, open on the page of one of them", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openHydrated(page, site.url + "/intro");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const sections = page.locator(".drawer-sections");
  await sections.locator("summary", { hasText: "More" }).click();
  await sections.getByRole("link", { name: "CLI" }).click();
  await expect(page.locator("h1")).toHaveText("CLI");
  // On the page of one of its items, it is open, as Docusaurus' small-screen menu shows it, with that item marked.
  await openHydrated(page, site.url + "/community/forum");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(sections.getByRole("link", { name: "Forum" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "CLI" })).toBeVisible();
});
