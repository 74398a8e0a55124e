import type { Page } from "@playwright/test";

/** Opens `url` and waits until the page is hydrated (root.tsx marks <html>), as a reader's clicks need. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until the page in the tab is hydrated: its links and buttons answer as the app's. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
