import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";
import { category, crumbs, current, sidebar, toggleOf } from "./support/sidebar";

// Sidebars named as other sites name them, on a throwaway content folder of its own: Docusaurus'
// template's `tutorialSidebar`, a name with a slash (so the whole sidebar is fetched at an encoded
// address) and `__proto__`. A reader finds each one working as the Sauce Labs sidebars do.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 90;
const PHONE = { width: 360, height: 740 };

const SIDEBARS = `module.exports = {
  tutorialSidebar: [
    "intro",
    {
      type: "category",
      label: "Tutorial - Basics",
      link: { type: "generated-index", description: "The most important concepts, in five minutes." },
      items: ["tutorial-basics/create-a-page", "tutorial-basics/deploy-your-site"],
    },
    { type: "category", label: "Tutorial - Extras", items: ["tutorial-extras/manage-versions", "tutorial-extras/translate-your-site"] },
  ],
  "community/guides": ["community/support", { type: "category", label: "More", items: ["community/team"] }],
  ["__proto__"]: ["odd"],
};`;

const site = serveContent(PORT, {
  "sidebars.js": SIDEBARS,
  "docs/intro.md": pageSource("Intro"),
  "docs/tutorial-basics/create-a-page.md": pageSource("Create a page"),
  "docs/tutorial-basics/deploy-your-site.md": pageSource("Deploy your site"),
  "docs/tutorial-extras/manage-versions.md": pageSource("Manage versions"),
  "docs/tutorial-extras/translate-your-site.md": pageSource("Translate your site"),
  "docs/community/support.md": pageSource("Support"),
  "docs/community/team.md": pageSource("Team"),
  "docs/community/faq.md": pageSource("FAQ", "Questions.", "displayed_sidebar: community/guides\n"),
  "docs/odd.md": pageSource("Odd"),
});

test("a sidebar of another name: categories, previous/next and breadcrumbs work as in the Sauce Labs ones", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wholeSidebar = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/sidebars/tutorialSidebar");
  await openHydrated(page, site.url + "/tutorial-basics/create-a-page");
  expect((await wholeSidebar).status()).toBe(200);
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "tutorialSidebar");
  await expect(current(page)).toHaveText("Create a page");
  await expect(category(page, "Tutorial - Basics")).toHaveClass(/open/);
  await expect(category(page, "Tutorial - Extras")).not.toHaveClass(/open/);
  await expect(crumbs(page)).toHaveText(["⌂", "Tutorial - Basics", "Create a page"]);
  // The header links each sidebar's first page, as for any content that is not Sauce Labs'.
  await expect(page.locator(".navbar").getByRole("link")).toHaveText(["Intro", "Support", "Odd"]);
  await expect(page.locator(".navbar").getByRole("link", { name: "Intro" })).toHaveAttribute("aria-current", "true");

  // The reader opens a closed category and follows a page in it.
  await toggleOf(page, "Tutorial - Extras").click();
  await expect(toggleOf(page, "Tutorial - Extras")).toHaveAttribute("aria-expanded", "true");
  await category(page, "Tutorial - Extras").getByRole("link", { name: "Manage versions" }).click();
  await expect(page).toHaveURL(/\/tutorial-extras\/manage-versions$/);
  await expect(page.locator("h1")).toHaveText("Manage versions");
  await expect(current(page)).toHaveText("Manage versions");
  await expect(crumbs(page)).toHaveText(["⌂", "Tutorial - Extras", "Manage versions"]);

  // Next, then previous twice: back across the category boundary.
  await page.locator(".pager-next").click();
  await expect(page).toHaveURL(/\/tutorial-extras\/translate-your-site$/);
  await expect(current(page)).toHaveText("Translate your site");
  await expect(page.locator(".pager-next")).toHaveCount(0); // the sidebar's last page
  await page.locator(".pager-previous").click();
  await expect(page).toHaveURL(/\/tutorial-extras\/manage-versions$/);
  await page.locator(".pager-previous").click();
  await expect(page).toHaveURL(/\/tutorial-basics\/deploy-your-site$/);
  await expect(current(page)).toHaveText("Deploy your site");

  // A breadcrumb leads to the category's own page, which lists its pages as cards.
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Tutorial - Basics" }).click();
  await expect(page).toHaveURL(/\/category\/tutorial---basics$/);
  await expect(page.locator("h1")).toHaveText("Tutorial - Basics");
  await expect(page.getByText("The most important concepts, in five minutes.")).toBeVisible();
  await expect(current(page)).toHaveText("Tutorial - Basics");
  await expect(page.locator(".pager-previous")).toContainText("Intro");
  await expect(page.locator(".pager-next")).toContainText("Create a page");
});

test("a second sidebar, named with a slash, is fetched whole and opens its categories; displayed_sidebar may name it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const wholeSidebar = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/sidebars/community%2Fguides");
  await openHydrated(page, site.url + "/community/support");
  expect((await wholeSidebar).status()).toBe(200);
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "community/guides");
  await expect(page.locator(".navbar").getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page");
  // "More" was sent closed and empty: its page is there only because the whole sidebar came.
  await toggleOf(page, "More").click();
  await category(page, "More").getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/community\/team$/);
  await expect(current(page)).toHaveText("Team");
  await expect(page.locator(".pager-previous")).toContainText("Support");

  // Not listed, but shown in this sidebar by its frontmatter.
  await openHydrated(page, site.url + "/community/faq");
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "community/guides");
  await expect(sidebar(page).getByRole("link", { name: "Support" })).toBeVisible();

  await openHydrated(page, site.url + "/odd");
  await expect(page.locator("#sidebar")).toHaveAttribute("data-sidebar", "__proto__");
  await expect(current(page)).toHaveText("Odd");
});

test("the sidebars API answers every sidebar by its name, and 404 for a name the file does not define", async ({ request }) => {
  const all = await request.get(`${site.url}/api/sidebars`);
  expect(Object.keys(await all.json())).toEqual(["tutorialSidebar", "community/guides", "__proto__"]);
  for (const name of ["tutorialSidebar", "community/guides", "__proto__"]) {
    expect((await request.get(`${site.url}/api/sidebars/${encodeURIComponent(name)}`)).status(), name).toBe(200);
  }
  for (const name of ["docs", "constructor", "toString", "hasOwnProperty"]) {
    expect((await request.get(`${site.url}/api/sidebars/${name}`)).status(), name).toBe(404);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the drawer holds the sidebar of another name: the reader opens a category and goes to a page in it", async ({ page }) => {
    await openHydrated(page, site.url + "/intro");
    await expect(page.locator("#sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.locator("#navigation-drawer");
    await expect(drawer.getByRole("navigation", { name: "Sections" }).getByRole("link")).toHaveText(["Intro", "Support", "Odd"]);
    await expect(current(page)).toHaveText("Intro");
    await expect(current(page)).toBeInViewport();
    await toggleOf(page, "Tutorial - Extras").click();
    await category(page, "Tutorial - Extras").getByRole("link", { name: "Translate your site" }).click();
    await expect(page).toHaveURL(/\/tutorial-extras\/translate-your-site$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator("h1")).toHaveText("Translate your site");
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(current(page)).toHaveText("Translate your site");
    await expect(category(page, "Tutorial - Extras")).toHaveClass(/open/);
  });
});
