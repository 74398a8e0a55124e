import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/page";
import { category, sidebar, toggleOf } from "./support/sidebar";

test("a page shows its sidebar with only the active path's categories open", async ({ page }) => {
  await page.goto("/api-testing/mocking");
  await expect(page.locator("h1")).toHaveText("Mocking API Responses");
  await expect(page).toHaveTitle(/Mocking API Responses \| Sauce Labs Documentation/);
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveText("Mocking");
  await expect(category(page, "API Testing")).toHaveClass(/open/);
  // Categories off the active path are collapsed: their pages are not in the DOM.
  await expect(category(page, "Visual Testing")).not.toHaveClass(/open/);
  await expect(sidebar(page).locator('a[href="/visual-testing/cli"]')).toHaveCount(0);
  await expect(toggleOf(page, "Visual Testing")).toHaveAttribute("aria-expanded", "false");
});

test("in a short window the sidebar shows the page's entry, scrolled to it, also after previous/next", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 450 });
  await page.goto("/basics/sso/identity-providers");
  await waitForHydration(page);
  const current = sidebar(page).locator('a[aria-current="page"]');
  await expect(current).toHaveText("Identity Providers");
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // the sidebar scrolled, not the page
  await page.locator(".sidebar").evaluate((panel) => (panel.scrollTop = 0));
  await page.locator(".pager-previous").click();
  await expect(page).toHaveURL(/\/basics\/sso\/saml-setup$/);
  await expect(current).toHaveText("SAML Setup");
  await expect(current).toBeInViewport({ ratio: 1 });
});

test("categories expand and collapse with their toggle button", async ({ page }) => {
  await page.goto("/api-testing/mocking");
  const visual = category(page, "Visual Testing");
  const toggle = toggleOf(page, "Visual Testing");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(visual.locator('a[href="/visual-testing/cli"]')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(visual.locator('a[href="/visual-testing/cli"]')).toHaveCount(0);
});

test("clicking through the sidebar navigates without a full reload, and back/forward work", async ({ page }) => {
  await page.goto("/api-testing/mocking");
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await sidebar(page).locator('a[href="/api-testing/contract-testing"]').click();
  await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
  await expect(page.locator("h1")).not.toHaveText("Mocking API Responses");
  const secondTitle = await page.locator("h1").textContent();
  await expect(page).toHaveTitle(new RegExp(`^${secondTitle}`));
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveAttribute("href", "/api-testing/contract-testing");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

  await page.goBack();
  await expect(page).toHaveURL(/\/api-testing\/mocking$/);
  await expect(page.locator("h1")).toHaveText("Mocking API Responses");
  await page.goForward();
  await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
  await expect(page.locator("h1")).toHaveText(secondTitle!);
});

test("moving within one sidebar does not fetch the sidebar again", async ({ page }) => {
  await page.goto("/api-testing/mocking");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await sidebar(page).locator('a[href="/api-testing/contract-testing"]').click();
  await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
  await expect(page.locator("h1")).not.toHaveText("Mocking API Responses");
  expect(dataRequests.length).toBeGreaterThan(0);
  for (const url of dataRequests) {
    const routes = new URL(url).searchParams.get("_routes") ?? "";
    expect(routes).toContain("routes/_docs.$");
    expect(routes.split(",")).not.toContain("routes/_docs");
  }
});

test("a deep link to a nested page opens each category on its path", async ({ page }) => {
  await page.goto("/api-testing/use-cases/key-value");
  const current = sidebar(page).locator('[aria-current="page"]');
  await expect(current).toHaveAttribute("href", "/api-testing/use-cases/key-value");
  await expect(current).toBeVisible();
  await expect(category(page, "API Testing")).toHaveClass(/open/);
  await expect(category(page, "Use Cases")).toHaveClass(/open/);
  await expect(page.locator(".breadcrumbs")).toContainText("API Testing");
});

test("pages in different sidebars show their own sidebar; a page in none has no sidebar", async ({ page }) => {
  await page.goto("/dev/api/jobs");
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "dev");
  await page.goto("/dev/low-code");
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "aiq");
  await page.goto("/contributing");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("#sidebar")).toHaveCount(0);
});

test("a page carries only its open categories; the whole sidebar comes once, after hydration", async ({ page, request }) => {
  const html = await (await request.get("/api-testing/mocking")).text();
  expect(html).toContain('href="/api-testing/contract-testing"'); // a sibling, in an open category
  expect(html).not.toContain("/visual-testing/cli"); // inside a closed category: neither markup nor data

  const sidebarRequests: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/api/sidebars/")) sidebarRequests.push(sent.url());
  });
  const wholeSidebar = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/sidebars/docs");
  await page.goto("/api-testing/mocking");
  expect((await wholeSidebar).status()).toBe(200);

  // With the whole sidebar in hand, a page in a category that was closed opens without the layout
  // being fetched again, and its category opens.
  const dataRequests: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes(".data")) dataRequests.push(sent.url());
  });
  await toggleOf(page, "Visual Testing").click();
  await category(page, "Visual Testing").locator('a[href="/visual-testing/cli"]').click();
  await expect(page).toHaveURL(/\/visual-testing\/cli$/);
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveAttribute("href", "/visual-testing/cli");
  await expect(category(page, "Visual Testing")).toHaveClass(/open/);
  for (const url of dataRequests) expect(new URL(url).searchParams.get("_routes")?.split(",")).not.toContain("routes/_docs");
  expect(sidebarRequests).toHaveLength(1);
});

test("a page's text is sent once, and stays through hydration and client navigation", async ({ page, request }) => {
  const html = await (await request.get("/api-testing/mocking")).text();
  await page.goto("/api-testing/mocking");
  await waitForHydration(page);
  const firstParagraph = page.locator(".markdown p").first();
  const text = (await firstParagraph.textContent()) ?? "";
  const phrase = /[A-Za-z ]{20,}/.exec(text)?.[0];
  expect(phrase, `a plain phrase in "${text}"`).toBeTruthy();
  // In the markup, not again in the hydration data.
  expect(html.split(phrase!).length - 1).toBe(1);
  await expect(firstParagraph).toHaveText(text);
  await expect(page.locator(".markdown pre").first()).toBeVisible();

  await sidebar(page).locator('a[href="/api-testing/contract-testing"]').click();
  await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
  await expect(page.locator(".markdown p").first()).not.toHaveText(text);
  await expect(page.locator(".markdown p").first()).not.toBeEmpty();
  await page.goBack();
  await expect(page.locator(".markdown p").first()).toHaveText(text);
});

test("an unknown page answers 404 with the layout and a way home", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Page not found");
  await expect(page.locator(".site-header")).toBeVisible();
  await page.locator('.error-page a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
});

test("a mistyped address offers the page it probably meant, and a search for its words", async ({ page }) => {
  const similar = page.getByRole("navigation", { name: "Perhaps you were looking for" });
  // A 404 that comes while the search index is still being built (the first after a start, on a
  // busy machine) answers without suggestions; the next ones have them.
  await expect(async () => {
    const response = await page.goto("/web-apps/automated-testing/selenum");
    expect(response?.status()).toBe(404);
    await expect(similar.getByRole("link").first()).toHaveText("Selenium on Sauce Labs", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Search the docs for “selenum”" })).toHaveAttribute("href", "/search?q=selenum");
  await similar.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/web-apps\/automated-testing\/selenium$/);
  await expect(page.locator("h1")).toHaveText("Selenium on Sauce Labs");
});

test("a trailing slash redirects to the canonical URL", async ({ page }) => {
  const response = await page.goto("/api-testing/mocking/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/api-testing\/mocking$/);
});

test("navbar links lead to each section", async ({ page }) => {
  const expectations: [string, string, string][] = [
    ["Docs", "/overview", "docs"],
    ["API", "/dev/api", "dev"],
    ["CLI", "/dev/cli", "dev"],
    ["Visual", "/visual-testing", "docs"],
    ["Error Reporting", "/error-reporting/getting-started", "backtrace"],
  ];
  await page.goto("/");
  for (const [label, path, sidebarName] of expectations) {
    await page.locator(".navbar").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", sidebarName);
    await expect(page.locator("h1")).toBeVisible();
  }
  for (const [label, path, sidebarName] of [["Low Code", "/dev/low-code", "aiq"], ["API Fortress (Legacy)", "/api-testing/on-prem", "apif"]]) {
    await page.locator(".navbar summary", { hasText: "More products" }).click();
    await page.locator(".navbar").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", sidebarName);
  }
});

test("the sidebar works before JavaScript loads", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/api-testing/use-cases/key-value");
  await expect(sidebar(page).locator('[aria-current="page"]')).toBeVisible();
  await expect(category(page, "Use Cases")).toHaveClass(/open/);
  await sidebar(page).locator('a[href="/api-testing/use-cases/saving-token-kv"]').click();
  await expect(page).toHaveURL(/\/api-testing\/use-cases\/saving-token-kv$/);
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveAttribute("href", "/api-testing/use-cases/saving-token-kv");
  await context.close();
});

test("every page of a sidebar has breadcrumbs, top-level categories and a sidebar's first page included", async ({ page }) => {
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  // A category at the top of its sidebar, opened on its own page.
  await page.goto("/api-testing");
  await expect(crumbs.getByRole("listitem")).toHaveCount(2);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("API Testing");
  // The first page of the dev sidebar.
  await page.goto("/dev/api");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("REST API");
  // Deeper pages: home, each category on the way, the page.
  await page.goto("/api-testing/use-cases/key-value");
  await expect(crumbs.getByRole("listitem")).toHaveText(["⌂", "API Testing", "Use Cases", "Variables & Storage", "Key/Value Store"]);
  await crumbs.getByRole("link", { name: "API Testing" }).click();
  await expect(page).toHaveURL(/\/api-testing$/);
  await crumbs.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  // A page in no sidebar has no trail to show.
  await page.goto("/contributing");
  await expect(page.locator("h1")).toBeVisible();
  await expect(crumbs).toHaveCount(0);
});

test("a link to a moved page's heading lands on the new page at that heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const heading = page.locator("h2#keep-the-mock-in-sync");
  const topOfHeading = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // Opened as a document: the browser carries the fragment through the 301.
  await page.goto("/api-testing/mock-server#keep-the-mock-in-sync");
  await expect(page).toHaveURL(/\/api-testing\/mocking#keep-the-mock-in-sync$/);
  await expect.poll(topOfHeading).toBeLessThan(120);

  // Followed inside the app: a link in a page's text to the old address.
  await page.goto("/api-testing/contract-testing");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  await page.locator(".markdown p").first().evaluate((paragraph) => {
    const link = document.createElement("a");
    link.href = "/api-testing/mock-server#keep-the-mock-in-sync";
    link.textContent = "the mock server, kept in sync";
    paragraph.append(" ", link);
  });
  await page.getByRole("link", { name: "the mock server, kept in sync" }).click();
  await expect(page).toHaveURL(/\/api-testing\/mocking#keep-the-mock-in-sync$/);
  await expect(page.locator("h1")).toHaveText("Mocking API Responses");
  await expect.poll(topOfHeading).toBeLessThan(120);
  await expect.poll(topOfHeading).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  // The moved page's address took the old one's place in the history: back is the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/api-testing\/contract-testing$/);
});
