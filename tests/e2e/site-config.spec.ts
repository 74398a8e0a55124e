import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Content of another Docusaurus site, on a throwaway folder of its own, with its own
// docusaurus.config.js: a reader sees its navbar, title, announcement, edit links and default
// theme, and an edit of the config changes the header without a restart.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 110;

const config = (items: string) => `// @ts-check
const { themes } = require("prism-react-renderer");

module.exports = async function createConfig() {
  return {
    title: "Widget Docs",
    presets: [["classic", { docs: { routeBasePath: "/", editUrl: "https://github.com/example/widgets/edit/main/" } }]],
    themeConfig: {
      prism: { theme: themes.github },
      colorMode: { defaultMode: "dark", respectPrefersColorScheme: false },
      announcementBar: {
        content: '<b>Widgets 2.0</b> is out! <a href="/guides/upgrade">Upgrade</a> <script>document.title = "owned"</script>',
      },
      navbar: { title: "Widget Docs", style: "dark", logo: { alt: "Widgets", src: "img/widget.svg", srcDark: "img/widget-dark.svg" }, items: [${items}] },
    },
  };
};
`;

const FIRST_ITEMS = `
  { type: "docSidebar", sidebarId: "guides", label: "Guides", position: "left" },
  { type: "doc", docId: "reference/api", position: "left" },
  { type: "html", value: "<b>beta</b>", position: "right" },
  { href: "https://github.com/example/widgets", label: "GitHub", position: "right" },
  { to: "/no-such-page", label: "Nowhere", position: "left" },
`;

/** Sections enough to fill a laptop's header. */
const AREAS = Array.from({ length: 10 }, (_, i) => `Product area ${i + 1}`);

const site = serveContent(PORT, {
  "docusaurus.config.js": config(FIRST_ITEMS),
  "sidebars.js": `module.exports = { guides: ["guides/start", "guides/upgrade"], reference: ["reference/api"] };`,
  "docs/guides/start.md": pageSource("Start"),
  "docs/guides/upgrade.md": pageSource("Upgrade"),
  "docs/reference/api.md": pageSource("API reference"),
  "docs/changelog.md": pageSource("Changelog"),
  "static/img/widget.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0a7"/></svg>',
  "static/img/widget-dark.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#7fd"/></svg>',
  ...Object.fromEntries(AREAS.map((area) => [`docs/${area.toLowerCase().replace(/ /g, "-")}.md`, pageSource(area)])),
  "docs/contact.mdx": [
    "---\ntitle: Contact\n---\n",
    'import useDocusaurusContext from "@docusaurus/useDocusaurusContext";',
    "",
    "export function Support() {",
    "  const { siteConfig } = useDocusaurusContext();",
    '  return <a className="support" href={`mailto:${siteConfig.customFields.supportEmail}`}>{siteConfig.customFields.supportEmail}</a>;',
    "}",
    "",
    "Write to <Support /> about {'the widgets'}.",
  ].join("\n"),
});

test("a reader sees the config's navbar, title, announcement, edit link and default theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, site.url + "/guides/upgrade");

  const navbar = page.locator(".navbar");
  await expect(navbar.getByRole("link")).toHaveText(["Guides", "API reference", "GitHub"]);
  await expect(navbar.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/example/widgets");
  await expect(navbar.getByRole("link", { name: "Guides" })).toHaveAttribute("aria-current", "true");

  await expect(page).toHaveTitle("Upgrade | Widget Docs");
  await expect(page.locator(".site-header .logo")).toHaveText(/Widget Docs/);
  // The config's logo, beside the navbar's title: its image for the theme being shown, loaded.
  const logo = page.locator(".site-header .logo img:visible");
  await expect(logo).toHaveAttribute("src", "/img/widget-dark.svg"); // the config's default theme is dark
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Widget Docs");

  const announcement = page.getByRole("region", { name: "Announcement" });
  await expect(announcement).toHaveText("Widgets 2.0 is out! Upgrade");
  await expect(announcement.locator("script, b")).toHaveCount(0);
  await expect(announcement.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/guides/upgrade");

  await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "https://github.com/example/widgets/edit/main/docs/guides/upgrade.md");
  // The config's dark default wins over the system's light, until the reader picks.
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByRole("button", { name: "Switch between dark and light mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(logo).toHaveAttribute("src", "/img/widget.svg");

  // This config has no footer, and the site then has none (as Docusaurus).
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // The header's links lead where the config says.
  await navbar.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(site.url + "/reference/api");
  await expect(page.locator(".doc-article h1")).toHaveText("API reference");
});

test("the config's dark navbar (style: 'dark') stays dark in the light theme, as a logo drawn for it needs", async ({ page }) => {
  await openHydrated(page, site.url + "/guides/start");
  const background = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
  const darkBackground = await background("body"); // the config's default theme is dark
  await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
  expect(await background("body")).not.toBe(darkBackground);
  expect(await background(".site-header")).toBe(darkBackground);
});

test("an edit of the config changes the header; a broken edit keeps the last one that loaded", async ({ page }) => {
  await openHydrated(page, site.url + "/changelog");
  await expect(page.locator(".navbar").getByRole("link")).toHaveText(["Guides", "API reference", "GitHub"]);

  site.write("docusaurus.config.js", config(`{ to: "/changelog", label: "Changelog" }, { type: "docSidebar", sidebarId: "reference", label: "Reference" },`));
  await expect(async () => {
    await page.reload();
    await expect(page.locator(".navbar").getByRole("link")).toHaveText(["Changelog", "Reference"], { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator(".navbar").getByRole("link", { name: "Changelog" })).toHaveAttribute("aria-current", "page");

  site.write("docusaurus.config.js", "module.exports = {\n  title: 'Half-finished',,\n};\n");
  await expect(async () => {
    await page.reload();
    expect(site.server.errors()).toContain("content: docusaurus.config.js:2: cannot load the config");
  }).toPass({ timeout: 15_000 });
  await expect(page.locator(".navbar").getByRole("link")).toHaveText(["Changelog", "Reference"]);
  await expect(page).toHaveTitle("Changelog | Widget Docs");
});

test("on a phone, a long site name wraps beside the menu button instead of being cut mid-word", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  site.write("docusaurus.config.js", `module.exports = { title: "Widget Platform Documentation", themeConfig: { navbar: { title: null } } };\n`);
  const logo = page.locator(".site-header .logo");
  await expect(async () => {
    await openHydrated(page, site.url + "/changelog");
    await expect(logo).toHaveText(/Widget Platform Documentation/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Every letter is shown (it read "Widget Platform Docu…"), on two lines that fit in the header.
  const clipped = await logo.evaluate((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight);
  expect(clipped, "the name is cut").toBe(false);
  const [name, header] = [(await logo.boundingBox())!, (await page.locator(".site-header").boundingBox())!];
  expect(name.height).toBeGreaterThan(30);
  expect(name.y).toBeGreaterThanOrEqual(header.y);
  expect(name.y + name.height).toBeLessThanOrEqual(header.y + header.height);
  await expect(page.getByRole("button", { name: "Switch between dark and light mode" })).toBeInViewport({ ratio: 1 });
});

test("a page reading useDocusaurusContext().siteConfig shows the config's custom field, and follows a live edit of it", async ({ page }) => {
  const configWith = (email: string) => `module.exports = { title: "Widget Docs", customFields: { supportEmail: "${email}" }, themeConfig: { footer: { copyright: "© Widgets" } } };\n`;
  site.write("docusaurus.config.js", configWith("help@widgets.example"));
  const support = page.locator(".doc-article a.support");
  await expect(async () => {
    await page.goto(site.url + "/contact");
    await expect(support).toHaveText("help@widgets.example", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(support).toHaveAttribute("href", "mailto:help@widgets.example");
  await expect(page.getByRole("contentinfo")).toHaveText("© Widgets");

  site.write("docusaurus.config.js", configWith("support@widgets.example"));
  await expect(async () => {
    await page.reload();
    await expect(support).toHaveText("support@widgets.example", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator(".doc-article")).toContainText("about the widgets");
});

test("without a home page, the logo and / lead to the first section on the site, not to a navbar link out of it", async ({ page }) => {
  site.write("docusaurus.config.js", config(`{ href: "https://blog.example.com", label: "Blog" }, { type: "docSidebar", sidebarId: "guides", label: "Guides" },`));
  // Before, "/" redirected to the blog, and the logo led there.
  await expect(async () => {
    await page.goto(site.url + "/");
    expect(new URL(page.url()).pathname).toBe("/guides/start");
  }).toPass({ timeout: 15_000 });
  await expect(page.locator(".doc-article h1")).toHaveText("Start");
  await expect(page.locator(".site-header .logo")).toHaveAttribute("href", "/guides/start");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/guides/start");
  await expect(page.locator(".navbar").getByRole("link", { name: "Blog" })).toHaveAttribute("href", "https://blog.example.com");
});

test("sections that do not fit on the header's line are in its More menu, and come back as the window widens", async ({ page }) => {
  const items = AREAS.map((area) => `{ to: "/${area.toLowerCase().replace(/ /g, "-")}", label: "${area}" },`).join(" ");
  site.write("docusaurus.config.js", config(`{ type: "docSidebar", sidebarId: "guides", label: "Guides" }, ${items}`));
  await page.setViewportSize({ width: 1100, height: 700 });
  const navbar = page.locator(".navbar");
  const more = navbar.locator(".navbar-more summary");
  await expect(async () => {
    await openHydrated(page, site.url + "/product-area-9");
    await expect(more).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // The sections shown fit whole on the line, and with the More menu's they are every section, in order.
  const shown = await navbar.locator(".navbar-links").getByRole("link").allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  for (const label of shown) await expect(navbar.locator(".navbar-links").getByRole("link", { name: label, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Switch between dark and light mode" })).toBeInViewport({ ratio: 1 });
  const menu = navbar.locator(".navbar-more ul");
  await expect(menu).toBeHidden();
  // The page read is in a section the menu holds: the menu's button is marked.
  await expect(more).toHaveAttribute("data-current", "");
  await more.click();
  const listed = await menu.getByRole("link").allTextContents();
  expect([...shown, ...listed]).toEqual(["Guides", ...AREAS]);
  await expect(menu.getByRole("link", { name: "Product area 9" })).toHaveAttribute("aria-current", "page");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((name) => document.documentElement.setAttribute("data-theme", name), theme);
    const { violations } = await new AxeBuilder({ page }).include(".site-header").analyze();
    expect(violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
  }
  // The hidden links on the line are not reached by Tab or read out.
  await expect(navbar.locator(".navbar-links [data-overflowed]")).toHaveCount(listed.length);
  for (const link of await navbar.locator(".navbar-links [data-overflowed]").all()) await expect(link).toBeHidden();

  // Escape closes it; a link in it leads to its section.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await more.click();
  await menu.getByRole("link", { name: "Product area 10" }).click();
  await expect(page).toHaveURL(site.url + "/product-area-10");
  await expect(page.locator(".doc-article h1")).toHaveText("Product area 10");
  await expect(menu).toBeHidden();

  // A wide window has room for all of them: no menu.
  await page.setViewportSize({ width: 2400, height: 700 });
  await expect(more).toHaveCount(0);
  await expect(navbar.getByRole("link")).toHaveText(["Guides", ...AREAS]);
  for (const area of AREAS) await expect(navbar.getByRole("link", { name: area, exact: true })).toBeInViewport({ ratio: 1 });
});

test("the config's hideable sidebar folds away and back, and with autoCollapseCategories opening a category closes its neighbours", async ({ page }) => {
  site.write("sidebars.js", `module.exports = { guides: [
    { type: "category", label: "Basics", items: ["guides/start"] },
    { type: "category", label: "Advanced", items: ["guides/upgrade", "changelog"] },
  ], reference: ["reference/api"] };\n`);
  site.write("docusaurus.config.js", `module.exports = { title: "Widget Docs", themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } } };\n`);
  await page.setViewportSize({ width: 1280, height: 800 });
  const sidebar = page.locator("#sidebar");
  const fold = page.getByRole("button", { name: "Collapse sidebar" });
  await expect(async () => {
    await openHydrated(page, site.url + "/guides/start");
    await expect(fold).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Opening Advanced closes Basics, the category the page is in.
  const toggle = (name: string) => sidebar.getByRole("button", { name, exact: true });
  await expect(toggle("Basics")).toHaveAttribute("aria-expanded", "true");
  await toggle("Advanced").click();
  await expect(toggle("Advanced")).toHaveAttribute("aria-expanded", "true");
  await expect(toggle("Basics")).toHaveAttribute("aria-expanded", "false");

  // Folded: the sidebar is gone, the article takes its room, and the strip in its place has the focus.
  const articleLeft = async () => (await page.locator(".doc-article").boundingBox())!.x;
  const before = await articleLeft();
  await fold.click();
  await expect(sidebar).toBeHidden();
  const unfold = page.getByRole("button", { name: "Expand sidebar" });
  await expect(unfold).toBeFocused();
  await expect(unfold).toHaveAttribute("aria-expanded", "false");
  expect(await articleLeft()).toBeLessThan(before);
  // It stays folded from page to page.
  await page.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(site.url + "/guides/upgrade");
  await expect(sidebar).toBeHidden();
  await unfold.click();
  await expect(sidebar).toBeVisible();
  await expect(fold).toBeFocused();
  await expect(sidebar.getByRole("link", { name: "Upgrade" })).toHaveAttribute("aria-current", "page");

  // A phone has the drawer instead: no folding there.
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(fold).toBeHidden();
  await expect(unfold).toHaveCount(0);
});
