import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openHydrated, waitForHydration } from "./support/page";

const REFERENCE = "/contributing/markdown-reference";

test("headings have anchors and the table of contents follows the reader", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const heading = page.locator("h2#code-blocks");
  await expect(heading.locator("a.hash-link")).toHaveAttribute("href", "#code-blocks");
  const toc = page.locator('nav.toc[aria-label="On this page"] .toc-desktop');
  await expect(toc.locator('a[href="#code-blocks"]')).toBeVisible();
  await heading.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(toc.locator("a.toc-active")).toHaveAttribute("href", "#code-blocks");
  await toc.locator('a[href="#tabs"]').click();
  await expect(page).toHaveURL(/#tabs$/);
  await expect(toc.locator("a.toc-active")).toHaveAttribute("href", "#tabs");
});

test("a heading's inline code reads as code in the table of contents too", async ({ page }) => {
  await page.goto("/visual/e2e-testing/commands-options");
  const entry = page.locator('nav.toc .toc-desktop a[href="#legacy-saucevisual-options"]');
  await expect(entry).toHaveText("Legacy sauce:visual options");
  await expect(entry.locator("code")).toHaveText("sauce:visual");
});

test("every in-page jump scrolls to its heading, not only the first; back returns to the one before", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/dev/glossary");
  const toc = page.locator('nav.toc[aria-label="On this page"] .toc-desktop');
  const topOf = (id: string) => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id);
  for (const id of ["b", "c", "d"]) {
    await toc.locator(`a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Just below the sticky header.
    await expect.poll(() => topOf(id), { message: `#${id}` }).toBeLessThan(120);
  }
  await page.goBack();
  await expect(page).toHaveURL(/#c$/);
  await expect.poll(() => topOf("c")).toBeLessThan(120);
  // The entry of the address already shown, after scrolling away: it goes there again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await toc.locator('a[href="#c"]').click();
  await expect.poll(() => topOf("c")).toBeLessThan(120);
  await expect.poll(() => topOf("c")).toBeGreaterThanOrEqual(0);
});

test("pages that hide their table of contents have none", async ({ page, request }) => {
  const pages: { id: string }[] = await (await request.get("/api/pages")).json();
  expect(pages.length).toBeGreaterThan(0);
  await openHydrated(page, REFERENCE);
  await expect(page.locator("nav.toc")).toHaveCount(1);
  await openHydrated(page, "/");
  await expect(page.locator("nav.toc")).toHaveCount(0);
});

test("breadcrumbs and previous/next links follow the sidebar", async ({ page }) => {
  await openHydrated(page, "/api-testing/contract-testing");
  await expect(page.locator(".breadcrumbs")).toContainText("API Testing");
  await expect(page.locator(".breadcrumbs")).toContainText("Contract Testing");
  const previous = page.locator(".pager-previous");
  await expect(previous).toHaveAttribute("href", "/api-testing/mocking");
  await page.locator(".pager-next").click();
  await expect(page).toHaveURL(/\/api-testing\/load-testing$/);
  await expect(page.locator(".pager-previous")).toHaveAttribute("href", "/api-testing/contract-testing");
});

test("code blocks are highlighted, titled, line-highlighted, numbered and copyable", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHydrated(page, REFERENCE);
  const yaml = page.locator(".code-block", { has: page.locator(".code-title", { hasText: ".sauce/config.yml" }) });
  await expect(yaml.locator("pre.shiki span[style]").first()).toBeVisible();
  await expect(yaml.locator(".line.highlighted")).toHaveCount(2);
  await expect(page.locator("pre.line-numbers")).toHaveCount(1);
  await yaml.locator(".copy-button").click();
  await expect(yaml.locator(".copy-button")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("region: us-west-1");
});

test("a Mermaid block is drawn as a diagram in the reader's theme, in place of its source, which shows where it cannot be drawn", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  await openHydrated(page, REFERENCE);
  const diagram = page.locator(".mermaid-diagram");
  const drawing = diagram.locator(".mermaid-drawing svg");
  await expect(drawing).toBeVisible();
  await expect(drawing).toContainText("Pull request review");
  await expect(diagram.locator(".code-block")).toBeHidden();
  const nodeFill = () => drawing.locator(".node rect, .node polygon, .node path").first().evaluate((shape) => getComputedStyle(shape).fill);
  const lightFill = await nodeFill();
  await page.locator(".theme-toggle").click();
  await expect.poll(nodeFill).not.toBe(lightFill);
  await expect(drawing).toContainText("Pull request review");
  // On a phone it keeps a readable width and scrolls sideways in its box, not the page.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await drawing.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(400);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include(".mermaid-diagram").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Without JavaScript, or when Mermaid's code does not load, the reader gets the source.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await withoutScripts.newPage();
  await staticPage.goto(REFERENCE);
  await expect(staticPage.locator(".mermaid-diagram .code-block")).toContainText("flowchart LR");
  await expect(staticPage.locator(".mermaid-drawing")).toHaveCount(0);
  const unloaded = await context.newPage();
  const refused = new Promise<void>((resolve) => void unloaded.route(/\/build\/_shared\/mermaid[^/]*\.js$/, async (route) => {
    await route.abort();
    resolve();
  }));
  await openHydrated(unloaded, REFERENCE);
  await refused;
  await expect(unloaded.locator(".mermaid-diagram .code-block")).toBeVisible();
  await expect(unloaded.locator(".mermaid-drawing")).toHaveCount(0);
  await withoutScripts.close();
  await context.close();
});

test("a code block with lines wider than itself offers to wrap them; one without does not", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await openHydrated(page, REFERENCE);
  const overflows = (block: ReturnType<typeof page.locator>) => block.locator("pre").evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  const wide = page.locator(".code-block", { has: page.locator("pre.line-numbers") });
  const wrap = wide.getByRole("button", { name: "Wrap lines" });
  await expect(wrap).toHaveAttribute("aria-pressed", "false");
  expect(await overflows(wide)).toBe(true);
  await wrap.click();
  await expect(wrap).toHaveAttribute("aria-pressed", "true");
  expect(await overflows(wide)).toBe(false);
  const results = await new AxeBuilder({ page }).include(".code-block").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await wrap.click();
  await expect(wrap).toHaveAttribute("aria-pressed", "false");
  expect(await overflows(wide)).toBe(true);
  // The config block's lines fit: no button; on a wide window the numbered block's fit too.
  const yaml = page.locator(".code-block", { has: page.locator(".code-title", { hasText: ".sauce/config.yml" }) });
  expect(await overflows(yaml)).toBe(false);
  await expect(yaml.locator(".wrap-button")).toBeHidden();
  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(wrap).toBeHidden();
  await context.close();
});

test("on a 360 px phone a code block's copy button covers no code, and works from the keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await openHydrated(page, REFERENCE);
  // A diagram's source block is hidden once it is drawn: wait for that, so none hides while measured.
  await expect(page.locator(".mermaid-diagram:not([data-drawn])")).toHaveCount(0);
  const blocks = page.locator(".code-block");
  expect(await blocks.count()).toBeGreaterThan(3);
  for (const block of await blocks.all()) {
    if (!(await block.isVisible())) continue; // in a tab panel not shown
    const button = (await block.locator(".copy-button").boundingBox())!;
    const code = (await block.locator("pre").boundingBox())!;
    expect(button.y + button.height, `${await block.locator("pre").innerText()}`.slice(0, 60)).toBeLessThanOrEqual(code.y);
  }
  // Untitled, with a first line wider than the phone: the case the button used to hide.
  const numbered = page.locator(".code-block", { has: page.locator("pre.line-numbers") });
  const copy = numbered.locator(".copy-button");
  await expect(copy).toHaveAccessibleName("Copy code to clipboard");
  await copy.focus();
  await expect(copy).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(copy).toHaveText("Copied");
  // What a screen reader reads is the button's name: it says so too, then goes back.
  await expect(copy).toHaveAccessibleName("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("const username = process.env.SAUCE_USERNAME;");
  await expect(copy).toHaveAccessibleName("Copy code to clipboard");
  await expect(copy).toHaveText("Copy");
  const results = await new AxeBuilder({ page }).include(".code-block").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await context.close();
});

test("admonitions render with kinds and titles, also GitHub alerts and indented ones", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  await expect(page.locator(".admonition-tip .admonition-title")).toContainText("Save a step");
  await expect(page.locator(".admonition-danger .admonition-title")).toContainText("Data loss");
  await expect(page.locator(".admonition-important")).toContainText("Rotate access keys");
  await expect(page.locator("li .admonition-info")).toContainText("Node.js 18");
  await expect(page.locator(".admonition-info .admonition-warning")).toContainText("removed without notice");
  // No directive marker left as text (the page quotes some in inline code, which is fine).
  await expect(page.locator(".markdown :is(p, li)", { hasText: /(^|\n)\s*:{3}/ })).toHaveCount(0);
});

test("tabs switch together by groupId and the choice is remembered", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const groups = page.locator('.tabs[data-group-id="language"]');
  await expect(groups).toHaveCount(2);
  await groups.nth(0).getByRole("tab", { name: "Python" }).click();
  await expect(groups.nth(1).getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
  await expect(groups.nth(1).locator('[role="tabpanel"]:visible')).toContainText(".env");
  await page.reload();
  await waitForHydration(page);
  await expect(groups.nth(0).getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
});

test("tabs answer the keys of a tab list: arrows round the ends, Home and End", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const tabs = page.locator('.tabs[data-group-id="language"]').first().getByRole("tab");
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  const selected = () => tabs.evaluateAll((all) => all.findIndex((tab) => tab.getAttribute("aria-selected") === "true"));
  await tabs.first().click();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(selected).toBe(count - 1);
  await expect(tabs.nth(count - 1)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(selected).toBe(0);
  await page.keyboard.press("End");
  await expect.poll(selected).toBe(count - 1);
  const scrollBeforeHome = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("Home");
  await expect.poll(selected).toBe(0);
  await expect(tabs.first()).toBeFocused();
  // Home moved the choice, not the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBeforeHome);
});

test("a queryString tab group keeps the choice in the address, and a link with it opens that tab", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const platform = page.locator('.tabs[data-query-key="platform"]');
  await expect(platform.getByRole("tab", { name: "Android" })).toHaveAttribute("aria-selected", "true");
  await platform.getByRole("tab", { name: "iOS" }).click();
  await expect(page).toHaveURL(/\?platform=ios$/);
  // Moving within the page keeps the choice (the page is not fetched again and its body not replaced).
  await page.locator('nav.toc .toc-desktop a[href="#tabs"]').click();
  await expect(page).toHaveURL(/\?platform=ios#tabs$/);
  await expect(platform.locator('[role="tabpanel"]:visible')).toContainText(".ipa");
  // A fresh visit with the address alone opens the tab.
  await page.evaluate(() => localStorage.clear());
  await openHydrated(page, "/overview");
  await openHydrated(page, `${REFERENCE}?platform=ios`);
  await expect(platform.getByRole("tab", { name: "iOS" })).toHaveAttribute("aria-selected", "true");
  await expect(platform.locator('[role="tabpanel"]:visible')).toContainText(".ipa");
});

test("an outline entry, a link or an address naming a heading in a tab not shown opens that tab and goes to the heading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, REFERENCE);
  const heading = page.locator("h3#run-one-suite");
  const tab = page.getByRole("tab", { name: "One suite" });
  const toc = page.locator('nav.toc[aria-label="On this page"] .toc-desktop');
  const topOfHeading = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect(heading).toBeHidden();
  // Reading the tab that is shown, the outline does not highlight the heading of the hidden one.
  await page.locator("h3#run-every-suite").evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(toc.locator("a.toc-active")).toHaveAttribute("href", "#run-every-suite");

  await toc.locator('a[href="#run-one-suite"]').click();
  await expect(page).toHaveURL(/#run-one-suite$/);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(heading).toBeVisible();
  await expect.poll(topOfHeading).toBeLessThan(120);
  await expect(toc.locator("a.toc-active")).toHaveAttribute("href", "#run-one-suite");

  // The reader switches back, then follows a link in the text to the same place.
  await page.getByRole("tab", { name: "Every suite" }).click();
  await expect(heading).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator(".markdown").getByRole("link", { name: "running a single suite" }).click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect.poll(topOfHeading).toBeLessThan(120);
  await expect.poll(topOfHeading).toBeGreaterThanOrEqual(0);

  // An address with the heading's anchor, opened afresh.
  await openHydrated(page, "/overview");
  await openHydrated(page, `${REFERENCE}#run-one-suite`);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(heading).toBeVisible();
  await expect.poll(topOfHeading).toBeLessThan(120);
  await expect.poll(topOfHeading).toBeGreaterThanOrEqual(0);
});

test("an npm2yarn block offers npm, Yarn and pnpm, and the choice follows the reader to other pages", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const install = page.locator('.tabs[data-group-id="npm2yarn"]');
  await expect(install.getByRole("tab")).toHaveText(["npm", "Yarn", "pnpm"]);
  await install.getByRole("tab", { name: "Yarn" }).click();
  await expect(install.locator('[role="tabpanel"]:visible pre')).toHaveText("yarn add --dev @saucelabs/visual");
  await openHydrated(page, "/visual-testing/integrations/cypress");
  const there = page.locator('.tabs[data-group-id="npm2yarn"]');
  await expect(there.getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true");
  await expect(there.locator('[role="tabpanel"]:visible pre')).toHaveText("yarn add --dev @saucelabs/cypress-visual-plugin");
});

test("details, tables, task lists, footnotes and figures render", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  const details = page.locator(".markdown details");
  await expect(details.locator("summary")).toHaveText("Why are my tests queued?");
  await details.locator("summary").click();
  await expect(details).toContainText("concurrency");
  await expect(page.locator(".markdown table td", { hasText: "eu-central-1" })).toBeVisible();
  await expect(page.locator('.markdown input[type="checkbox"]')).toHaveCount(3);
  await expect(page.locator(".markdown .footnotes")).toContainText("case sensitive");
  await expect(page.locator(".markdown figure figcaption")).toHaveText("A passing test in the results view");
  const loaded = await page.locator(".markdown figure img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
});

test("dark mode follows the system (also as it changes), the toggle is remembered, and there is no flash", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(REFERENCE);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await waitForHydration(page);
  // Until the reader chooses, a change of the system's setting is followed at once.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // The button says which mode is on (a screen reader could not tell), as Docusaurus' does.
  const toggle = page.getByRole("button", { name: "Switch between dark and light mode" });
  await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently dark mode)");
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(toggle).toHaveAccessibleName("Switch between dark and light mode (currently light mode)");
  // The reader's choice holds against the system's.
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  // The theme is set by a script in <head>, before the first paint of the next page.
  await page.route("**/*", (route) => route.continue());
  const themeAtFirstParse = page.waitForEvent("domcontentloaded").then(() => page.evaluate(() => document.documentElement.dataset.theme));
  await page.goto("/overview");
  expect(await themeAtFirstParse).toBe("light");
  await context.close();
});

test("on a 360 px phone the sidebar is a drawer and nothing overflows", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ["/api-testing/mocking", REFERENCE, "/dev/api/jobs", "/"]) {
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // The table of contents becomes a menu at the top of the page.
  await page.goto(REFERENCE);
  const tocMenu = page.locator("nav.toc details.toc-mobile");
  await expect(tocMenu.locator("summary")).toBeVisible();
  await expect(page.locator("nav.toc .toc-desktop")).toBeHidden();
  await tocMenu.locator("summary").click();
  await expect(tocMenu.locator('a[href="#tabs"]')).toBeVisible();

  await page.goto("/api-testing/mocking");
  await waitForHydration(page);
  await expect(page.locator("#sidebar")).not.toBeInViewport();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.locator("#sidebar")).toBeInViewport();
  await page.locator('#sidebar a[href="/api-testing/contract-testing"]').click();
  await expect(page).toHaveURL(/contract-testing$/);
  await expect(page.locator("#sidebar")).not.toBeInViewport();
  await context.close();
});

test("on a 360 px phone the breadcrumbs have the article's width, no crumb broken over lines", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openHydrated(page, "/secure-connections/sauce-connect-5/quickstart");
  const crumbs = page.locator(".breadcrumbs");
  await expect(crumbs).toContainText("Secure Connections");
  const widths = await page.evaluate(() => ({
    crumbs: document.querySelector(".breadcrumbs")!.getBoundingClientRect().width,
    article: document.querySelector(".doc-article")!.getBoundingClientRect().width,
  }));
  expect(widths.crumbs).toBeGreaterThanOrEqual(widths.article - 1);
  const lineHeight = await crumbs.locator("ol").evaluate((list) => parseFloat(getComputedStyle(list).lineHeight));
  for (const crumb of await crumbs.locator("li").all()) {
    const box = await crumb.boundingBox();
    expect(box!.height, await crumb.innerText()).toBeLessThan(lineHeight * 1.5);
  }
  // "Copy page" is still there, on a line below.
  await expect(page.getByRole("button", { name: "Copy page" })).toBeInViewport();
  await context.close();
});

test("on a phone the outline folds once an entry is chosen, and the page goes to that heading", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openHydrated(page, REFERENCE);
  const tocMenu = page.locator("nav.toc details.toc-mobile");
  await tocMenu.locator("summary").click();
  await tocMenu.locator('a[href="#tables-lists-and-footnotes"]').click();
  await expect(page).toHaveURL(/#tables-lists-and-footnotes$/);
  await expect(tocMenu).not.toHaveAttribute("open", "");
  const top = () => page.locator("#tables-lists-and-footnotes").evaluate((heading) => heading.getBoundingClientRect().top);
  await expect.poll(top).toBeLessThan(120);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await context.close();
});

test("the config's footer is at the foot of every page: docs pages, pages without a sidebar, the search and error pages", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  for (const path of ["/api-testing/mocking", "/contributing", "/search?q=tunnel", "/no/such/page", "/"]) {
    await page.goto(path);
    await expect(footer, path).toBeVisible();
    await expect(footer.getByRole("heading"), path).toHaveText(["Testing", "Developers", "Sauce Labs"]);
    await expect(footer, path).toContainText(`Copyright © ${new Date().getFullYear()} Sauce Labs Inc.`);
    // Nothing of the page comes after it.
    expect(await footer.evaluate((element) => element.getBoundingClientRect().bottom >= document.documentElement.scrollHeight - 1), path).toBe(true);
  }
  const status = footer.getByRole("link", { name: "Service status" });
  await expect(status).toHaveAttribute("href", "https://status.saucelabs.com");
  await expect(status).toHaveAttribute("target", "_blank");
  await expect(status).toHaveAttribute("rel", "noopener noreferrer");
  await waitForHydration(page);
  await footer.getByRole("link", { name: "saucectl CLI" }).click();
  await expect(page).toHaveURL(/\/dev\/cli$/);
  await expect(page.locator(".doc-article h1")).toBeVisible();
  await expect(footer.getByRole("link", { name: "saucectl CLI" })).not.toHaveAttribute("target");
});

test("on a page shorter than the window, the footer sits at the window's foot, with no empty strip below it", async ({ browser }) => {
  // A window taller than the (not found) page, at a desktop width and at a phone's.
  for (const viewport of [{ width: 1280, height: 2400 }, { width: 360, height: 2400 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await openHydrated(page, "/no/such/page");
    const footer = page.getByRole("contentinfo");
    expect(await page.evaluate(() => document.documentElement.scrollHeight), `${viewport.width}px`).toBe(viewport.height);
    const box = (await footer.boundingBox())!;
    expect(Math.round(box.y + box.height), `${viewport.width}px`).toBe(viewport.height);
    // The page keeps its width: the layout is not shrunk to its content.
    expect(Math.round((await page.locator(".doc-layout").boundingBox())!.width)).toBe(Math.min(viewport.width, 1440));
    await context.close();
  }
});

test("the footer fits a phone and is readable in dark mode", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openHydrated(page, "/dev/cli");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await footer.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  const { violations } = await new AxeBuilder({ page }).include("footer").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  // Dark colours: light text on a dark background.
  const colours = await footer.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, link: getComputedStyle(element.querySelector("a")!).color }));
  expect(colours).toEqual({ background: "rgb(31, 34, 40)", link: "rgb(140, 196, 255)" });
  await context.close();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`no serious or critical accessibility violations (${colorScheme})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const path of ["/", "/api-testing/mocking", REFERENCE, "/dev/api/jobs", "/dev/low-code", "/web-apps/automated-testing/cypress", "/visual-testing/integrations/cypress", "/tags", "/no/such/page", "/search?q=tunnel"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator(".mermaid-diagram:not([data-drawn])")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`), `${path} (${colorScheme})`).toEqual([]);
    }
    await context.close();
  });
}

test("at phone width, wide tables and code blocks scroll from the keyboard: no serious accessibility violations", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ["/dev/api/jobs", "/dev/cli/sauce-connect-5", "/web-apps/automated-testing/selenium"]) {
    await openHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`), path).toEqual([]);
  }
  // The arrow keys scroll a focused table that is wider than the screen.
  await openHydrated(page, "/dev/api/jobs");
  const widest = await page.locator(".markdown table").evaluateAll((tables) => tables.findIndex((table) => table.scrollWidth > table.clientWidth + 40));
  expect(widest).toBeGreaterThanOrEqual(0);
  const wide = page.locator(".markdown table").nth(widest);
  await wide.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});

test("a page's tags lead to the other pages that share them, and to every tag", async ({ page }) => {
  await openHydrated(page, "/web-apps/automated-testing/cypress");
  const tags = page.getByRole("navigation", { name: "Tags" });
  await expect(tags.getByRole("link")).toHaveText(["Cypress", "saucectl"]);
  await tags.getByRole("link", { name: "Cypress" }).click();
  await expect(page).toHaveURL(/\/tags\/cypress$/);
  await expect(page.locator("h1")).toHaveText("Pages tagged “Cypress”");
  await expect(page.locator(".markdown .card-title")).toHaveText(["Cypress Integration", "Cypress on Sauce Labs"]);
  await page.getByRole("link", { name: "All tags" }).click();
  await expect(page).toHaveURL(/\/tags$/);
  await expect(page.locator(".tag-list li", { hasText: "saucectl" })).toHaveText("saucectl (10)");
  await page.getByRole("link", { name: "Espresso" }).click();
  await expect(page.locator(".markdown .card")).toHaveCount(2);
});

test("Copy page puts the page's Markdown on the clipboard; tag pages have no Markdown to copy", async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await openHydrated(page, "/api-testing/mocking");
  const button = page.getByRole("button", { name: "Copy page" });
  await button.click();
  await expect(page.locator(".copy-page button")).toHaveText("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^# Mocking API Responses\n/);
  expect(copied).toBe(await (await page.request.get("/api-testing/mocking.md")).text());
  await expect(page.getByRole("link", { name: "Markdown", exact: true })).toHaveAttribute("href", "/api-testing/mocking.md");
  await openHydrated(page, "/tags");
  await expect(page.locator(".copy-page")).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
  await context.close();
});

test("a printed page is the article alone, with every tab panel under its label", async ({ page }) => {
  await openHydrated(page, REFERENCE);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#sidebar")).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator("nav.toc")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  const ios = page.locator('.tabs[data-query-key="platform"] [role="tabpanel"][data-value="ios"]');
  await expect(ios).toBeVisible();
  expect(await ios.evaluate((panel) => getComputedStyle(panel, "::before").content)).toBe('"iOS"');
});

test("a page printed in dark mode is in the light colours, as paper is white and backgrounds are not printed", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await openHydrated(page, "/secure-connections/sauce-connect-5/quickstart");
  const textColour = () => page.evaluate(() => getComputedStyle(document.body).color);
  const codeColours = () => page.locator(".shiki span[style]").first().evaluate((span) => ({
    shown: getComputedStyle(span).color,
    light: (span as HTMLElement).style.color,
  }));
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect(await textColour()).toBe("rgb(230, 232, 235)");
  await page.emulateMedia({ media: "print" });
  expect(await textColour()).toBe("rgb(28, 30, 33)");
  const code = await codeColours();
  expect(code.shown).toBe(code.light);
  await context.close();
});

test("keyboard readers can skip to the content", async ({ page }) => {
  await openHydrated(page, "/overview");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#__main$/);
});

test("a long page offers a way back to the top once the reader is well down it, by mouse or keyboard", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await openHydrated(page, REFERENCE);
  const backToTop = page.getByRole("button", { name: "Back to top" });
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop).toBeVisible();
  // At the page's end it sits below the article's last line (it covered the corner of the pager's last link).
  const button = (await backToTop.boundingBox())!;
  const article = (await page.locator(".doc-article").boundingBox())!;
  expect(button.y, "the button starts below the article").toBeGreaterThanOrEqual(article.y + article.height);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);

  // From the keyboard: the reader carries on from the page's title.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await backToTop.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main h1")).toBeFocused();
  await context.close();
});
