import { expect, test } from "@playwright/test";

// Every route the site map promises (issue "Content"), with the sidebar each belongs to.
const ROUTES: Record<string, string | null> = {
  "/overview": "docs", "/sauce-basics": "docs", "/secure-connections": "docs", "/testfairy/": "docs",
  "/mobile-apps": "docs", "/web-apps": "docs", "/api-testing": "docs", "/api-testing/quickstart": "docs",
  "/dev/low-code": "aiq", "/dev/api": "dev", "/dev/cli": "dev", "/error-reporting/getting-started": "backtrace",
  "/api-testing/on-prem": "apif", "/api-testing/on-prem/quickstart": "apif", "/api-testing/on-prem/composer": "apif",
  "/api-testing/on-prem/vault": "apif", "/api-testing/on-prem/connectors": "apif", "/api-testing/on-prem/reports": "apif",
  "/api-testing/project-dashboard": "docs", "/api-testing/mocking": "docs", "/api-testing/load-testing": "docs",
  "/api-testing/contract-testing": "docs", "/api-testing/logger": "docs", "/api-testing/project-access": "docs",
  "/api-testing/legacy": "docs", "/api-testing/composer": "docs", "/api-testing/import-export": "docs",
  "/api-testing/integrations": "docs",
  ...Object.fromEntries(
    ["key-value", "integration-test", "compose-body", "vault-snippet", "dynamic-header", "auth-token", "dynamic-dates",
      "generate-test-data", "fact", "vault-variable", "saving-token-kv", "set-variable", "use-drive", "using-environments",
      "github-datasets", "working-with-headers"].map((id) => [`/api-testing/use-cases/${id}`, "docs"]),
  ),
  "/ci": "docs", "/basics/integrations/azure": "docs", "/basics/integrations/bitbucket": "docs",
  "/basics/integrations/jenkins": "docs", "/basics/integrations/teamcity": "docs",
  "/test-results": "docs", "/test-results/viewing-test-results": "docs", "/test-results/sharing-test-results": "docs",
  "/test-results/test-status": "docs", "/test-results/badges-browser-matrix": "docs",
  ...Object.fromEntries(
    ["", "/scope", "/overview", "/history", "/trends", "/usage-report", "/coverage", "/failure-analysis", "/debug"].map((p) => [`/insights${p}`, "docs"]),
  ),
  ...Object.fromEntries(["", "/about", "/one-page", "/transitions", "/motion", "/analyze"].map((p) => [`/performance${p}`, "docs"])),
  "/visual-testing": "docs",
  ...Object.fromEntries(
    ["test-execution", "review", "baseline-management", "ci", "api-lifecycle", "cross-browser-os"].map((id) => [`/visual-testing/workflows/${id}`, "docs"]),
  ),
  ...Object.fromEntries(
    ["cypress", "csharp", "java", "nightwatch", "storybook", "webdriverio", "python", "python-robot-framework", "playwright", "espresso", "snapshots-cli"]
      .map((id) => [`/visual-testing/integrations/${id}`, "docs"]),
  ),
  "/visual-testing/cli": "docs", "/visual-testing/selective-diffing": "docs", "/visual-testing/mobile-native-testing": "docs",
  "/visual-testing/diffing-engines": "docs", "/visual-testing/faq": "docs",
  "/dev/low-code/projects": "aiq",
  "/dev/test-configuration-options": "dev", "/dev/error-messages": "dev", "/dev/w3c-webdriver-capabilities": "dev",
  "/visual/e2e-testing/commands-options": "docs", "/dev/data-center-maint": "dev", "/dev/glossary": "dev",
  "/contributing": null, "/contributing/style-guide": null, "/contributing/code-of-conduct": null,
  "/dev/cli/virtual-usb": "dev", "/mobile-apps/supported-devices": "docs",
  "/secure-connections/sauce-connect-5/quickstart": "docs", "/testfairy/using-testfairy/dashboard": "docs",
  "/web-apps/live-testing/live-cross-browser-testing": "docs",
  "/": null,
};

test("every promised route answers 200 with its title, in the sidebar it belongs to", async ({ request }) => {
  test.setTimeout(180_000); // the first request of each page renders it cold
  const pages: { id: string; title: string; sidebar: string | null }[] = await (await request.get("/api/pages")).json();
  const byId = new Map(pages.map((page) => [page.id, page]));
  for (const [route, sidebar] of Object.entries(ROUTES)) {
    const id = route.replace(/^\/+|\/+$/g, "");
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const page = byId.get(id);
    expect(page, `${route} is in /api/pages`).toBeDefined();
    // One h1: the layout's, or the page's own when its Markdown opens with `# Title` (the glossary).
    expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
    expect(html, route).toContain(page!.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;"));
    expect(page!.sidebar, `${route} sidebar`).toBe(sidebar);
  }
});

test("every page has a title and a description", async ({ request }) => {
  const pages: { id: string; title: string; description: string | null }[] = await (await request.get("/api/pages")).json();
  expect(pages.length).toBeGreaterThan(150);
  for (const page of pages) {
    expect(page.title, page.id).toBeTruthy();
    expect(page.description, page.id).toBeTruthy();
  }
});

test("descriptions state the lifecycle dates on the pages they belong to", async ({ request }) => {
  const pages: { id: string; description: string }[] = await (await request.get("/api/pages")).json();
  const description = (id: string) => pages.find((page) => page.id === id)?.description ?? "";
  expect(description("dev/low-code")).toContain("September 1, 2025");
  expect(description("secure-connections/sauce-connect-4")).toContain("January 31, 2026");
  expect(description("visual/e2e-testing/commands-options")).toContain("May 31, 2024");
  expect(description("testfairy/app-center-migration")).toContain("March 31, 2025");
});

test("lifecycle banners say whether the date has passed", async ({ page }) => {
  await page.goto("/dev/low-code");
  await expect(page.locator(".lifecycle-banner")).toContainText("Low Code reached end of life on September 1, 2025.");
  await page.goto("/secure-connections/sauce-connect-4");
  await expect(page.locator(".lifecycle-banner")).toContainText("Sauce Connect 4 reached end of support on January 31, 2026.");
  // The page's note for after the date, not its "migrate before" note.
  await expect(page.locator(".lifecycle-banner")).toContainText("Its tunnels can no longer connect");
  await expect(page.locator(".lifecycle-banner")).not.toContainText("before January 31");
});

test("Enterprise-only features carry a visible badge", async ({ page }) => {
  for (const path of ["/basics/sso", "/basics/account-management/teams", "/basics/ip-allowlisting"]) {
    await page.goto(path);
    await expect(page.locator(".badge-enterprise").first(), path).toBeVisible();
  }
});

test("the home page leads to every area", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const area of ["/overview", "/web-apps", "/mobile-apps", "/api-testing", "/visual-testing", "/performance", "/insights",
    "/test-results", "/error-reporting/getting-started", "/testfairy", "/secure-connections", "/ci", "/basics/sso",
    "/basics/account-management", "/dev/api", "/dev/cli", "/dev/low-code", "/api-testing/on-prem", "/contributing"]) {
    expect(hrefs.some((href) => href?.replace(/\/$/, "") === area), area).toBe(true);
  }
  await page.locator('main a[href="/insights"]').first().click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "docs");
});
