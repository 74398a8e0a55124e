import type { Page } from "@playwright/test";

/** The page's sidebar navigation. */
export const sidebar = (page: Page) => page.locator("#sidebar nav");

/** The sidebar's entries for the page being read. */
export const current = (page: Page) => sidebar(page).locator('[aria-current="page"]');

/** The first sidebar category with this label. */
export const category = (page: Page, label: string) =>
  sidebar(page).locator(".sidebar-category", { has: page.locator(`:scope > .sidebar-category-row >> text="${label}"`) }).first();

/** The button that opens and closes a category (none when it cannot be closed). */
export const toggleOf = (page: Page, label: string) => category(page, label).locator(":scope > .sidebar-category-row button[aria-expanded]");

/** The breadcrumbs' items, home first. */
export const crumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("listitem");
