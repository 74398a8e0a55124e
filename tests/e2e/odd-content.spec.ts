import { expect, test } from "@playwright/test";
import { serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Content with odd file names (`%`, `#`, `?`, spaces, `+`, `&`, accents, capitals) and one very
// large page, as writers may commit them. Runs its own server on a throwaway content folder.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 120;

/** Page ids as their files name them, and the URL path the site links each by. */
const ODD_PAGES: Record<string, string> = {
  "50%off": "/50%25off",
  "%20literal": "/%2520literal",
  "c#sharp": "/c%23sharp",
  "what?": "/what%3F",
  "two words": "/two%20words",
  "a+b": "/a%2Bb",
  "this&that": "/this%26that",
  "café": "/caf%C3%A9",
  "MixedCase": "/MixedCase",
  "über/straße": "/%C3%BCber/stra%C3%9Fe",
};

/** Words no index has seen, so the search index takes seconds to build (about 1 s a MB). */
function largePageText(bytes: number): string {
  let seed = 7;
  const lines = ["---\ntitle: Very large page\n---\n"];
  for (let length = 0, n = 0; length < bytes; n++) {
    seed = (seed * 48271) % 2147483647;
    const line = `${n % 50 === 0 ? `## Part ${n}\n\n` : ""}${Array.from({ length: 12 }, (_, i) => ((seed * (i + 1)) % 2147483647).toString(36)).join(" ")}\n`;
    lines.push(line);
    length += line.length;
  }
  return lines.join("\n");
}

const site = serveContent(PORT, {
  "docs/index.md": "---\ntitle: Home\n---\n\nWelcome.\n",
  "docs/getting-started.md": "---\ntitle: Getting started\n---\n\nStart here.\n",
  ...Object.fromEntries(Object.keys(ODD_PAGES).map((id) => [`docs/${id}.md`, `---\ntitle: ${JSON.stringify(`Page ${id}`)}\n---\n\nThe text of ${id}.\n`])),
  "docs/large.md": largePageText(6_000_000),
  // Pages named like folders of files: the site's own assets (/build/...) and the content's static/img.
  "docs/build.md": "---\ntitle: Build section\n---\n\nHow builds run.\n",
  "docs/img.md": "---\ntitle: Images\n---\n\nAbout pictures.\n",
  "static/img/pic.png": "not really a PNG",
});

test.describe.configure({ mode: "serial" });

// First: no search has built the index yet.
test("a 404 answers at once while the search index is still being built, and suggests pages once it is", async ({ page, request }) => {
  // Indexing the 6 MB page takes seconds, many more on a loaded machine: the wait below, not the default 30 s, bounds it.
  test.setTimeout(120_000);
  const first = await request.get(`${site.url}/getting-startd`);
  expect(first.status()).toBe(404);
  // Without suggestions: it did not wait for the index (seconds on this content), which would have given some.
  const firstHtml = await first.text();
  expect(firstHtml).toContain("Page not found");
  expect(firstHtml).not.toContain("Perhaps you were looking for");

  await page.goto(`${site.url}/getting-startd`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const waysForward = page.getByRole("navigation", { name: /Where to go from here|Or start from/ });
  await expect(waysForward.getByRole("link", { name: /Search the docs for/ })).toBeVisible();

  // Once the index is built, a 404 says which page it probably meant.
  await expect(async () => {
    const later = await request.get(`${site.url}/getting-startd`);
    expect(later.status()).toBe(404);
    expect(await later.text()).toContain("Perhaps you were looking for");
  }).toPass({ timeout: 90_000, intervals: [1000] });
  await page.reload();
  await page.getByRole("navigation", { name: "Perhaps you were looking for" }).getByRole("link", { name: "Getting started" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Getting started");
});

test("every page answers at the address the sitemap gives it, whatever its file name", async ({ request }) => {
  const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const [id, urlPath] of Object.entries(ODD_PAGES)) {
    expect(paths, id).toContain(urlPath);
    const html = await request.get(site.url + urlPath);
    expect(html.status(), urlPath).toBe(200);
    expect(await html.text(), urlPath).toContain(`The text of ${id.replace("&", "&amp;")}.`);
    const markdown = await request.get(`${site.url}${urlPath}.md`);
    expect(markdown.status(), `${urlPath}.md`).toBe(200);
    expect(await markdown.text()).toContain(`The text of ${id}.`);
  }
});

test("a reader reaches each odd-named page from the sidebar and from search, and can reload it", async ({ page }) => {
  await openHydrated(page, `${site.url}/`);
  const sidebar = page.locator(".sidebar");
  for (const [id, urlPath] of Object.entries(ODD_PAGES)) {
    // über/straße sits in a category of its own, collapsed until opened.
    if (id.includes("/")) await sidebar.getByRole("button", { name: /über/i }).click();
    await sidebar.getByRole("link", { name: `Page ${id}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page ${id}`);
    await expect(page.getByText(`The text of ${id}.`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(urlPath);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(`Page ${id}`);
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page über/straße");

  await openHydrated(page, `${site.url}/search?q=${encodeURIComponent("50%off")}`);
  await page.getByRole("link", { name: /Page 50%off/ }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page 50%off");
  expect(new URL(page.url()).pathname).toBe("/50%25off");
});

test("a page named like a folder of files (the site's own /build, the content's static/img) opens from the sidebar and on reload", async ({ page, request }) => {
  for (const [urlPath, title] of [["/build", "Build section"], ["/img", "Images"]]) {
    // Before, the folder redirected to "/build/", which the site redirects back: a loop.
    const answer = await request.get(site.url + urlPath, { maxRedirects: 0 });
    expect(answer.status(), urlPath).toBe(200);
    await openHydrated(page, `${site.url}/`);
    await page.locator(".sidebar").getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(new URL(page.url()).pathname).toBe(urlPath);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  // The files inside those folders are still served.
  expect((await request.get(`${site.url}/img/pic.png`)).status()).toBe(200);
  const asset = /"(\/build\/[^"]+\.js)"/.exec(await (await request.get(`${site.url}/build`)).text())?.[1];
  expect(asset).toBeDefined();
  expect((await request.get(site.url + asset!)).status()).toBe(200);
});
