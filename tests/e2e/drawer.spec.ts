import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./support/page";

const PHONE = { width: 360, height: 740 };
const SECTIONS = ["Docs", "API", "CLI", "Visual", "Error Reporting"];

const menuButton = (page: Page) => page.getByRole("button", { name: "Open navigation" });
const drawer = (page: Page) => page.locator("#navigation-drawer");
const drawerSections = (page: Page) => page.getByRole("navigation", { name: "Sections" });
/** Whether the focused element is inside the drawer. */
const focusInDrawer = (page: Page) => page.evaluate(() => document.getElementById("navigation-drawer")!.contains(document.activeElement));

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the drawer opens with the page's entry in sight, however far down the sidebar it is", async ({ page }) => {
    await page.setViewportSize({ width: PHONE.width, height: 480 });
    await openHydrated(page, "/basics/sso/identity-providers");
    await menuButton(page).click();
    const current = page.locator('#sidebar a[aria-current="page"]');
    await expect(current).toHaveText("Identity Providers");
    await expect(current).toBeInViewport({ ratio: 1 });
    // Focus still starts at the top of the drawer, for the keyboard.
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
  });

  test("the drawer offers the main sections above the sidebar, and a section link leads there", async ({ page }) => {
    await openHydrated(page, "/api-testing/mocking");
    await expect(page.locator(".navbar")).toBeHidden();
    await expect(drawerSections(page)).toBeHidden();
    await menuButton(page).click();
    await expect(drawerSections(page).getByRole("link")).toHaveText(SECTIONS);
    await expect(drawerSections(page).getByRole("link", { name: "Docs" })).toHaveAttribute("aria-current", "true");
    await expect(drawerSections(page)).toBeInViewport();
    await expect(page.locator("#sidebar")).toBeInViewport();
    const sectionsBox = (await drawerSections(page).boundingBox())!;
    const sidebarBox = (await page.locator("#sidebar").boundingBox())!;
    expect(sectionsBox.y + sectionsBox.height).toBeLessThanOrEqual(sidebarBox.y);

    await drawerSections(page).getByRole("link", { name: "Error Reporting" }).click();
    await expect(page).toHaveURL(/\/error-reporting\/getting-started$/);
    await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "backtrace");
    await expect(drawer(page)).toBeHidden();
    await menuButton(page).click();
    await expect(drawerSections(page).getByRole("link", { name: "Error Reporting" })).toHaveAttribute("aria-current", "page");
  });

  test("pages without a sidebar still have a menu with the sections", async ({ page }) => {
    for (const path of ["/contributing", "/", "/no/such/page"]) {
      await openHydrated(page, path);
      await expect(page.locator("#sidebar")).toHaveCount(0);
      await menuButton(page).click();
      await expect(drawerSections(page).getByRole("link"), path).toHaveText(SECTIONS);
      await page.keyboard.press("Escape");
      await expect(drawer(page), path).toBeHidden();
    }
    await menuButton(page).click();
    await drawerSections(page).getByRole("link", { name: "CLI" }).click();
    await expect(page).toHaveURL(/\/dev\/cli$/);
    await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "dev");
  });

  test("the menu button says what it controls and whether the drawer is open", async ({ page }) => {
    await openHydrated(page, "/api-testing/mocking");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    const controls = await menuButton(page).getAttribute("aria-controls");
    expect(controls).toBe("navigation-drawer");
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Navigation" })).toHaveAttribute("id", controls!);
  });

  test("the keyboard stays in the open drawer, and Esc closes it, back to the menu button", async ({ page }) => {
    await openHydrated(page, "/contributing");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
    // The close button, the five sections and the "More products" menu: Tab goes round them and never leaves the drawer.
    const visited: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDrawer(page), `Tab ${i + 1}`).toBe(true);
      visited.push(await page.evaluate(() => document.activeElement!.textContent ?? ""));
    }
    expect(visited).toEqual([...SECTIONS, "More products", "×", "Docs"]);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(drawerSections(page).locator("summary")).toBeFocused();
    // Opened, its entries are in the round too.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(drawerSections(page).getByRole("link", { name: "API Fortress (Legacy)" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    // Closed, the drawer's links are out of the tab order.
    await page.keyboard.press("Tab");
    expect(await focusInDrawer(page)).toBe(false);
  });

  test("search opened over the drawer keeps Tab and Esc; the drawer has them back once it closes", async ({ page }) => {
    await openHydrated(page, "/contributing");
    await menuButton(page).click();
    await page.keyboard.press("Control+k");
    const search = page.getByRole("dialog", { name: /search/i });
    await expect(search.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(search.getByRole("button", { name: "Close search" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("with a sidebar, Tab also goes round: from the first stop back to the sidebar's last link", async ({ page }) => {
    await openHydrated(page, "/api-testing/mocking");
    await menuButton(page).click();
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    const lastSidebarStop = page.locator("#sidebar button, #sidebar a").last();
    await expect(lastSidebarStop).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeFocused();
  });

  test("the page behind does not scroll while the drawer is open; a click on the backdrop closes it", async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await openHydrated(page, "/api-testing/mocking");
    await menuButton(page).click();
    await expect(drawer(page)).toBeInViewport();
    // Over the backdrop, right of the drawer.
    await page.mouse.move(345, 400);
    await page.mouse.wheel(0, 1500);
    // Over the drawer: its long sidebar scrolls, the page does not.
    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => drawer(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);

    await page.mouse.click(345, 400);
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await page.mouse.wheel(0, 1500);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test("following a link in the drawer closes it, also a link to the page on screen", async ({ page }) => {
    await openHydrated(page, "/api-testing/mocking");
    await menuButton(page).click();
    await page.locator('#sidebar a[aria-current="page"]').click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/api-testing\/mocking$/);

    await menuButton(page).click();
    await page.locator('#sidebar a[href="/api-testing/contract-testing"]').click();
    await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open drawer has no serious or critical accessibility violations (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme, viewport: PHONE });
      const page = await context.newPage();
      for (const path of ["/api-testing/mocking", "/contributing"]) {
        await openHydrated(page, path);
        await menuButton(page).click();
        await expect(drawer(page)).toBeInViewport();
        await page.waitForTimeout(300); // the slide-in, so colours are measured where they end
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`), `${path} (${colorScheme})`).toEqual([]);
      }
      await context.close();
    });
  }
});

test.describe("at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("there is no menu: the header has the sections and the sidebar is in place", async ({ page }) => {
    await openHydrated(page, "/api-testing/mocking");
    await expect(menuButton(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(SECTIONS);
    await expect(drawerSections(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Close navigation" })).toBeHidden();
    await expect(page.locator("#sidebar")).toBeInViewport();
    const sidebarBox = (await page.locator("#sidebar").boundingBox())!;
    expect(sidebarBox.x).toBe(0);
    expect(sidebarBox.width).toBeGreaterThan(200);
    await openHydrated(page, "/contributing");
    await expect(menuButton(page)).toBeHidden();
    await expect(drawerSections(page)).toBeHidden();
  });

  test("a drawer left open on a phone-sized window closes when the window widens", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openHydrated(page, "/api-testing/mocking");
    await menuButton(page).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("button", { name: "Open navigation", includeHidden: true })).toHaveAttribute("aria-expanded", "false");
    await expect(drawer(page)).not.toHaveAttribute("role", "dialog");
    // Tab leaves the sidebar for the page again...
    await page.locator("#sidebar a, #sidebar button").last().focus();
    await page.keyboard.press("Tab");
    expect(await focusInDrawer(page)).toBe(false);
    // ... and the page scrolls.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
