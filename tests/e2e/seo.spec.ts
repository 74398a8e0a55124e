import { expect, test } from "@playwright/test";
import { EDIT_URL_BASE } from "../../playwright.config";
import { waitForHydration } from "./support/page";

test("sitemap.xml lists the pages with absolute URLs and dates, and leaves out unlisted pages", async ({ request, page, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}/api-testing/mocking</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`));
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).not.toContain("/contributing/review-checklist");

  // The unlisted page still exists, and asks search engines to leave it out.
  await page.goto("/contributing/review-checklist");
  await expect(page.locator("h1")).toHaveText("Page Review Checklist");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("documents open with one doctype, cold and from the document cache", async ({ request }) => {
  for (const path of ["/api-testing/mocking", "/api-testing/mocking", "/no-such-page"]) {
    const body = await (await request.get(path)).text();
    expect(body.startsWith("<!DOCTYPE html><html"), path).toBe(true);
  }
});

test("robots.txt allows everything and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /\n");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a page's canonical URL and OpenGraph URL are absolute", async ({ page, baseURL }) => {
  await page.goto("/api-testing/mocking");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/api-testing/mocking`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/api-testing/mocking`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Mocking API Responses");
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /OpenAPI specification/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", `${baseURL}/api-testing/mocking.md`);
});

test("an old path from redirects.json answers 301 and lands on the page", async ({ request, page }) => {
  for (const oldPath of ["/api-testing/mock-server", "/api-testing/mock-server/"]) {
    const response = await request.get(oldPath, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/api-testing/mocking");
  }
  await page.goto("/api-testing/mock-server");
  await expect(page).toHaveURL(/\/api-testing\/mocking$/);
  await expect(page.locator("h1")).toHaveText("Mocking API Responses");
});

test("an old path followed inside the app lands on the page too", async ({ page }) => {
  await page.goto("/overview");
  await waitForHydration(page);
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/dev/cli/saucectl/usage"));
  await expect(page).toHaveURL(/\/dev\/cli\/saucectl\/commands$/);
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "dev");
});

test("llms.txt lists the pages by sidebar, linking their Markdown", async ({ request, baseURL }) => {
  const response = await request.get("/llms.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Sauce Labs Documentation\n\n> /);
  expect(text).toContain("\n## Docs\n");
  expect(text).toContain("\n## Error Reporting\n");
  expect(text).toContain(`- [Mocking API Responses](${baseURL}/api-testing/mocking.md): Serve mock responses`);
  expect(text).not.toContain("review-checklist");
});

test("a page's URL + .md returns its Markdown; unknown pages answer 404", async ({ request }) => {
  const response = await request.get("/api-testing/mocking.md");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Mocking API Responses\n\nMocking lets you stand up/);
  expect(markdown).not.toContain("sidebar_label:");
  expect(markdown).toContain("\n## When to use a mock\n");

  const unlisted = await request.get("/contributing/review-checklist.md");
  expect(unlisted.status()).toBe(200);
  expect(await unlisted.text()).toMatch(/^# Page Review Checklist\n/);

  expect((await request.get("/no/such/page.md")).status()).toBe(404);
});

test("a page shows its Edit link and when it was last updated", async ({ page }) => {
  await page.goto("/api-testing/mocking");
  const footer = page.locator("article .doc-footer");
  await expect(footer.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", `${EDIT_URL_BASE}docs/api-testing/mocking.md`);
  const updated = footer.locator(".last-updated");
  await expect(updated).toHaveText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  const isoDate = await updated.locator("time").getAttribute("datetime");
  expect(Number.isNaN(Date.parse(isoDate ?? ""))).toBe(false);
});
