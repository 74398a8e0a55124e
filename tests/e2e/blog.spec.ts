import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Docusaurus' blog, on a throwaway content folder of its own: a reader follows the header's Blog
// link to the list of posts, opens one, reads who wrote it and when, goes on to an older post and
// to the posts of a tag, and back to the blog by the breadcrumbs.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 190;

const site = serveContent(PORT, {
  "docusaurus.config.js": `module.exports = {
    title: "Example",
    presets: [["classic", { blog: { postsPerPage: 2, feedOptions: { type: "all" } } }]],
    themeConfig: { navbar: { items: [{ to: "/intro", label: "Docs" }, { to: "/blog", label: "Blog" }] } },
  };`,
  "sidebars.js": `module.exports = { docs: ["intro"] };`,
  "docs/intro.md": pageSource("Intro", "Read the docs."),
  "blog/authors.yml": "kim:\n  name: Kim Ortega\n  title: Tunnel team\n  page: true\nlee:\n  name: Lee Park\n",
  "blog/2024-06-10-quieter-logs.md": pageSource("Quieter logs", "Logs now say less.\n\n<!-- truncate -->\n\n## Details\n\nOnly warnings by default.", "authors: kim\ntags: [logging]\n"),
  "blog/2024-04-02-regions.md": pageSource("Two new regions", "Tunnels now start in two more regions.", "authors: kim\ntags: [tunnels]\n"),
  "blog/2023-12-01-hello.md": pageSource("Hello", "Our first post.", "tags: [logging]\n"),
});

test("from the header's Blog link to a post, an older post, a tag's posts and back to the blog", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, site.url + "/intro");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(site.url + "/blog");
  await expect(page.locator("h1")).toHaveText("Blog");
  const summaries = page.locator("article.blog-summary");
  await expect(summaries.locator("h2")).toHaveText(["Quieter logs", "Two new regions"]);
  await expect(summaries.first()).toContainText("June 10, 2024");
  await expect(summaries.first()).toContainText("Logs now say less.");
  await expect(summaries.first()).not.toContainText("Only warnings");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);

  // The older posts are on the next list page.
  await page.getByRole("link", { name: /Older posts/ }).click();
  await expect(page).toHaveURL(site.url + "/blog/page/2");
  await expect(summaries.locator("h2")).toHaveText(["Hello"]);
  await page.getByRole("link", { name: /Newer posts/ }).click();

  await summaries.first().getByRole("link", { name: "Quieter logs", exact: true }).click();
  await expect(page).toHaveURL(site.url + "/blog/2024/06/10/quieter-logs");
  await expect(page.locator("h1")).toHaveText("Quieter logs");
  const byline = page.locator(".post-byline");
  await expect(byline).toContainText("June 10, 2024");
  await expect(byline).toContainText("Kim Ortega");
  await expect(page.locator("article")).toContainText("Only warnings by default.");

  await expect(page.locator(".pager-next .pager-label")).toHaveText("Older post");
  await page.locator(".pager").getByRole("link", { name: /Two new regions/ }).click();
  await expect(page).toHaveURL(site.url + "/blog/2024/04/02/regions");
  await expect(page.locator("h1")).toHaveText("Two new regions");

  await page.goBack();
  await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: "logging" }).click();
  await expect(page).toHaveURL(site.url + "/blog/tags/logging");
  await expect(page.locator("h1")).toHaveText("Posts tagged “logging”");
  // Newest first, as the blog lists them (Docusaurus' order), not by title.
  await expect(page.locator(".card-title")).toHaveText(["Quieter logs", "Hello"]);

  await page.goBack();
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(site.url + "/blog");
});

test("an author's name in a byline leads to their posts, and the authors' index to each author", async ({ page }) => {
  await openHydrated(page, site.url + "/blog/2024/06/10/quieter-logs");
  await page.locator(".post-byline").getByRole("link", { name: "Kim Ortega" }).click();
  await expect(page).toHaveURL(site.url + "/blog/authors/kim");
  await expect(page.locator("h1")).toHaveText("Kim Ortega");
  await expect(page.locator(".blog-author-card")).toContainText("Tunnel team");
  await expect(page.locator("article.blog-summary h2")).toHaveText(["Quieter logs", "Two new regions"]);

  await openHydrated(page, site.url + "/blog/authors");
  await expect(page.locator("h1")).toHaveText("Authors");
  await expect(page.locator(".blog-author-card h2")).toHaveText(["Kim Ortega", "Lee Park"]);
  await expect(page.locator(".blog-author-count")).toHaveText(["2 posts", "0 posts"]);
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "Kim Ortega" }).click();
  await expect(page).toHaveURL(site.url + "/blog/authors/kim");
});

test("the archive lists every post by year", async ({ page }) => {
  await openHydrated(page, site.url + "/blog/archive");
  await expect(page.locator("h1")).toHaveText("Archive");
  await expect(page.locator(".blog-archive-year h2")).toHaveText(["2024", "2023"]);
  await expect(page.locator(".blog-archive-year li")).toHaveCount(3);
});

test("every page links the blog's feeds, and a feed reader finds the posts there", async ({ page, request }) => {
  await openHydrated(page, site.url + "/intro");
  const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(rss).toHaveAttribute("href", site.url + "/blog/rss.xml");
  const feed = await request.get(site.url + "/blog/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect((await feed.text()).match(/<item>\s*<title>[^<]*/g)?.map((item) => item.replace(/<item>\s*<title>/, ""))).toEqual(["Quieter logs", "Two new regions", "Hello"]);
  // type: "all" adds the JSON feed, linked beside the other two.
  await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute("href", site.url + "/blog/feed.json");
  const jsonFeed = await request.get(site.url + "/blog/feed.json");
  expect(jsonFeed.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect((await jsonFeed.json()).items.map((item: { title: string }) => item.title)).toEqual(["Quieter logs", "Two new regions", "Hello"]);
});
