import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./support/page";

const DESKTOP = { width: 1280, height: 800 };

/** The header's section links that are marked current, with how. */
async function highlightedSections(page: Page): Promise<string[]> {
  return page.locator(".navbar a[aria-current]").evaluateAll((links) => links.map((link) => `${link.textContent}=${link.getAttribute("aria-current")}`));
}

test.describe("the header's current section", () => {
  test.use({ viewport: DESKTOP });

  test("is the section whose sidebar the page is in, not the one its address starts with", async ({ page }) => {
    // Under no section's address, in Error Reporting's sidebar (its section page is /error-reporting/getting-started).
    await openHydrated(page, "/error-reporting/web-console");
    await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "backtrace");
    expect(await highlightedSections(page)).toEqual(["Error Reporting=true"]);
    // In the docs sidebar, which Docs and Visual share: the address picks Visual...
    await openHydrated(page, "/visual-testing/integrations/cypress");
    expect(await highlightedSections(page)).toEqual(["Visual=true"]);
    // ... and Docs, the first of them, for the sidebar's other pages.
    await openHydrated(page, "/web-apps/automated-testing/cypress");
    expect(await highlightedSections(page)).toEqual(["Docs=true"]);
    await openHydrated(page, "/overview");
    expect(await highlightedSections(page)).toEqual(["Docs=page"]);
  });

  test("follows the reader within one sidebar, and is none in a sidebar or page no section opens", async ({ page }) => {
    await openHydrated(page, "/dev/api/jobs");
    expect(await highlightedSections(page)).toEqual(["API=true"]);
    // Moving within the dev sidebar does not reload the layout; the highlight follows the address.
    const sidebar = page.locator("#sidebar nav");
    await sidebar.getByRole("link", { name: "CLI", exact: true }).click();
    await expect(page).toHaveURL(/\/dev\/cli$/);
    await expect.poll(() => highlightedSections(page)).toEqual(["CLI=page"]);
    await sidebar.getByRole("button", { name: "Reference" }).click();
    await sidebar.getByRole("link", { name: "Glossary", exact: true }).click();
    await expect(page).toHaveURL(/\/dev\/glossary$/);
    await expect.poll(() => highlightedSections(page)).toEqual(["API=true"]);

    await openHydrated(page, "/dev/low-code"); // the aiq sidebar: an entry of the "More products" menu, which is marked
    expect(await highlightedSections(page)).toEqual(["Low Code=page"]);
    await expect(page.locator(".navbar summary", { hasText: "More products" })).toHaveAttribute("data-current", "");
    await openHydrated(page, "/contributing"); // no sidebar, under no section
    expect(await highlightedSections(page)).toEqual([]);
  });

  test("is shown: the current section's link stands out from the others", async ({ page }) => {
    await openHydrated(page, "/error-reporting/web-console");
    const background = (name: string) => page.locator(".navbar").getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background("Error Reporting")).not.toBe(await background("Docs"));
  });
});
