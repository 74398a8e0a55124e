import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openHydrated } from "./support/page";

// docs-content's config gives the Jobs API a reference page at a `@scalar/docusaurus` route, made
// from the OpenAPI document in its static/: a reader gets there from the Jobs guide and reads it
// as any page, by its outline and its tabs.
test("the Jobs API reference, made from its OpenAPI document, is reached from the guide, read by its outline and tabs, and passes axe's checks", async ({ page }) => {
  await openHydrated(page, "/dev/api/jobs");
  await page.locator(".markdown").getByRole("link", { name: "Jobs API reference" }).click();
  await expect(page).toHaveURL(/\/dev\/api\/jobs-reference$/);
  // Its title shows, as on Scalar's page (a standalone page's layout title is hidden).
  await expect(page.locator("h1")).toHaveText("Jobs API reference");
  await expect(page.locator("h1")).toBeVisible();
  // Each operation is a heading of the outline; its entry leads to the operation.
  const outline = page.locator(".toc-list").filter({ visible: true });
  await expect(outline.getByRole("link")).toContainText(["Jobs", "List jobs", "Get a job", "Update a job", "Delete a job", "Stop a job", "Assets", "List a job's assets", "Download an asset", "Schemas", "Job", "JobUpdate", "AssetList"]);
  await outline.getByRole("link", { name: "Update a job" }).click();
  await expect(page).toHaveURL(/#updateJob$/);
  const update = page.locator("#updateJob ~ *").first();
  await expect(update).toContainText("PUT");
  await expect(update).toContainText("/rest/v1/{username}/jobs/{job_id}");
  // How to authenticate: the scheme in words at the top, and which one each operation takes.
  const main = page.locator(".markdown");
  await expect(main.locator("li", { hasText: "basicAuth: HTTP Basic authentication" })).toContainText("access key as the password");
  await expect(main.locator(".openapi-security").first()).toHaveText("Authentication: basicAuth");
  // A curl command to try it, with the body the document's example gives.
  await expect(main.locator(".code-block", { hasText: "curl -X PUT" }).first()).toContainText('"build": "web-4.2.0"');
  // The request body's model, by name, with the example the document gives.
  await expect(main).toContainText("application/json (JobUpdate)");
  await expect(main.locator(".code-block", { hasText: '"build": "web-4.2.0"' }).filter({ has: page.locator(".code-title", { hasText: /^Example$/ }) })).toHaveCount(1);
  // A response per tab: the second one's description shows when its tab is chosen.
  const notFound = page.getByRole("tab", { name: "404" }).first();
  await notFound.click();
  await expect(notFound).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").filter({ hasText: "No job of yours has this id" }).first()).toBeVisible();
  // The document itself is served for HTTP clients.
  const document = await page.request.get("/openapi/jobs-api.yaml");
  expect(document.status()).toBe(200);
  expect(await document.text()).toContain("openapi: 3.0.3");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
});
