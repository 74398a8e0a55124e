import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serveContent } from "./support/content";
import { waitForHydration } from "./support/page";

// A writer's edits, additions and removals are served without a rebuild or restart, and one broken
// page never takes the others down. Runs its own server on a throwaway content folder.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;

function pageSource(title: string, body: string): string {
  return `---\ntitle: ${title}\ndescription: ${title} page.\n---\n\n${body}\n`;
}

const site = serveContent(PORT, {
  "docs/index.md": pageSource("Home", "Welcome."),
  "docs/guide/one.md": pageSource("Guide one", "The first version of guide one."),
  "docs/guide/two.md": pageSource("Guide two", "Guide two text."),
  "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Guide", items: ["guide/one", "guide/two"] }] };`,
});

test.describe.configure({ mode: "serial" });

test("an edited page is served on the next request", async ({ request }) => {
  expect(await (await request.get(`${site.url}/guide/one`)).text()).toContain("The first version of guide one.");
  site.write("docs/guide/one.md", pageSource("Guide one", "The second version, just edited."));
  expect(await (await request.get(`${site.url}/guide/one`)).text()).toContain("The second version, just edited.");
});

test("an added page and a sidebar edit are served without a restart", async ({ request }) => {
  site.write("docs/guide/three.md", pageSource("Guide three", "A new page."));
  site.write("sidebars.js", `module.exports = { docs: [{ type: "category", label: "Guide", items: ["guide/one", "guide/two", "guide/three"] }] };`);
  await expect.poll(async () => (await request.get(`${site.url}/guide/three`)).status(), { timeout: 5000 }).toBe(200);
  await expect.poll(async () => (await (await request.get(`${site.url}/api/pages`)).json()).find((p: { id: string }) => p.id === "guide/three")?.sidebar, { timeout: 5000 }).toBe("docs");
});

test("pages in a folder made while running are served, and so are pages added to it later", async ({ request }) => {
  site.write("docs/new-area/deeper/first.md", pageSource("Deeper first", "In a new folder."));
  await expect.poll(async () => (await request.get(`${site.url}/new-area/deeper/first`)).status(), { timeout: 5000 }).toBe(200);
  // A page added next to it later: only the new folder's own watcher can tell.
  site.write("docs/new-area/deeper/second.md", pageSource("Deeper second", "Added afterwards."));
  await expect.poll(async () => (await request.get(`${site.url}/new-area/deeper/second`)).status(), { timeout: 5000 }).toBe(200);
});

test("an edit to a partial reaches the pages that import it, also when they were served before", async ({ request }) => {
  site.write("docs/guide/_shared.mdx", "PARTIAL-VERSION-ONE\n");
  site.write("docs/guide/with-partial.mdx", pageSource("With partial", "import Shared from './_shared.mdx';\n\n<Shared />"));
  await expect.poll(async () => (await request.get(`${site.url}/guide/with-partial`)).text(), { timeout: 5000 }).toContain("PARTIAL-VERSION-ONE");
  expect(await (await request.get(`${site.url}/guide/with-partial`)).text()).toContain("PARTIAL-VERSION-ONE");
  site.write("docs/guide/_shared.mdx", "PARTIAL-VERSION-TWO\n");
  await expect.poll(async () => (await request.get(`${site.url}/guide/with-partial`)).text(), { timeout: 5000 }).toContain("PARTIAL-VERSION-TWO");
});

test("a link follows the page it names when that page gets a new slug, without an edit to the linking page", async ({ page }) => {
  site.write("docs/guide/target.md", pageSource("Link target", "## Details\n\nThe target."));
  site.write("docs/guide/linking.md", pageSource("Linking page", "Read [the target](./target.md#details)."));
  await expect.poll(async () => (await page.request.get(`${site.url}/guide/linking`)).status(), { timeout: 5000 }).toBe(200);
  await page.goto(`${site.url}/guide/linking`);
  await expect(page.getByRole("link", { name: "the target" })).toHaveAttribute("href", "/guide/target#details");

  site.write("docs/guide/target.md", `---\ntitle: Link target\nslug: /moved/target\n---\n\n## Details\n\nThe target, moved.\n`);
  await expect.poll(async () => (await page.request.get(`${site.url}/moved/target`)).status(), { timeout: 5000 }).toBe(200);
  await page.goto(`${site.url}/guide/linking`);
  await page.getByRole("link", { name: "the target" }).click();
  await expect(page).toHaveURL(`${site.url}/moved/target#details`);
  await expect(page.getByText("The target, moved.")).toBeVisible();
});

test("a removed page turns into a 404", async ({ request }) => {
  fs.rmSync(path.join(site.dir, "docs/guide/two.md"));
  expect((await request.get(`${site.url}/guide/two`)).status()).toBe(404);
});

test("with no home page, the site's root leads where the logo does, not to a 404; with one again, it is served", async ({ request }) => {
  const home = path.join(site.dir, "docs/index.md");
  fs.rmSync(home);
  await expect.poll(async () => (await request.get(`${site.url}/`, { maxRedirects: 0 })).status(), { timeout: 5000 }).toBe(302);
  const root = await request.get(`${site.url}/?from=bookmark`, { maxRedirects: 0 });
  expect(root.headers()["location"]).toBe("/guide/one?from=bookmark");
  const followed = await request.get(`${site.url}/`);
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain("Guide one");
  fs.writeFileSync(home, pageSource("Home", "Welcome."));
  await expect.poll(async () => (await request.get(`${site.url}/`, { maxRedirects: 0 })).status(), { timeout: 5000 }).toBe(200);
});

test("a broken page shows its own error page while the others keep working", async ({ page, request }) => {
  site.write("docs/guide/broken.mdx", pageSource("Broken guide", "Intro.\n\n<Tabs>\n<div>\n"));
  await expect.poll(async () => (await request.get(`${site.url}/guide/broken`)).status(), { timeout: 5000 }).toBe(500);
  const response = await page.goto(`${site.url}/guide/broken`);
  expect(response?.status()).toBe(500);
  await expect(page.locator("h1")).toContainText("Broken guide");
  await expect(page.locator(".error-detail")).toContainText("docs/guide/broken.mdx");
  for (const path of ["/guide/one", "/", "/api/pages"]) expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
});

test("a page whose component throws while rendering shows an error page naming the component's file and line", async ({ page, request }) => {
  site.write("src/components/Price.jsx", "export default function Price({ amount }) {\n  if (amount < 0) throw new Error(`a price cannot be negative (${amount})`);\n  return <b>{amount}</b>;\n}\n");
  site.write("docs/guide/pricing.mdx", pageSource("Pricing", 'import Price from "@site/src/components/Price";\n\nIt costs <Price amount={-3} />.'));
  await expect.poll(async () => (await request.get(`${site.url}/guide/pricing`)).status(), { timeout: 5000 }).toBe(500);
  const response = await page.goto(`${site.url}/guide/pricing`);
  expect(response?.status()).toBe(500);
  await expect(page.locator("h1")).toContainText("Pricing");
  await expect(page.locator(".error-detail")).toHaveText("src/components/Price.jsx:2: throws while rendering the page docs/guide/pricing.mdx: a price cannot be negative (-3)");
  // Fixed in the component, the page renders.
  site.write("src/components/Price.jsx", "export default function Price({ amount }) {\n  return <b>{Math.abs(amount)}</b>;\n}\n");
  await expect.poll(async () => (await request.get(`${site.url}/guide/pricing`)).status(), { timeout: 5000 }).toBe(200);
  fs.rmSync(path.join(site.dir, "docs/guide/pricing.mdx"));
});

test("a component's CSS module styles it (Infima's variables work), and an edit to the stylesheet restyles the page", async ({ page, request }) => {
  site.write("src/components/Callout/styles.module.css", ".callout { border-left: 5px solid rgb(0, 128, 0); padding: 4px; background: var(--ifm-color-emphasis-100); }\n");
  site.write("src/components/Callout/index.jsx", "import styles from './styles.module.css';\n\nexport default function Callout({ children }) {\n  return <div className={styles.callout}>{children}</div>;\n}\n");
  site.write("docs/guide/callout.mdx", pageSource("Callout", 'import Callout from "@site/src/components/Callout";\n\n<Callout>Read this first.</Callout>'));
  await expect.poll(async () => (await request.get(`${site.url}/guide/callout`)).status(), { timeout: 5000 }).toBe(200);
  await page.goto(`${site.url}/guide/callout`);
  const callout = page.getByText("Read this first.");
  await expect(callout).toHaveCSS("border-left-width", "5px");
  await expect(callout).toHaveCSS("border-left-color", "rgb(0, 128, 0)");
  // Infima's variables, which Docusaurus components use, are in the site's colours.
  await expect(callout).toHaveCSS("background-color", "rgb(245, 246, 247)");
  site.write("src/components/Callout/styles.module.css", ".callout { border-left: 2px solid rgb(0, 0, 255); }\n");
  await expect.poll(async () => {
    await page.reload();
    return callout.evaluate((element) => getComputedStyle(element).borderLeftColor);
  }, { timeout: 5000 }).toBe("rgb(0, 0, 255)");
  fs.rmSync(path.join(site.dir, "docs/guide/callout.mdx"));
});

test("a page whose frontmatter is not valid YAML shows an error page naming the file and line", async ({ page, request }) => {
  site.write("docs/guide/bad-yaml.md", "---\ntitle: Setup: the quick way\n---\n\nText.\n");
  await expect.poll(async () => (await request.get(`${site.url}/guide/bad-yaml`)).status(), { timeout: 5000 }).toBe(500);
  const response = await page.goto(`${site.url}/guide/bad-yaml`);
  expect(response?.status()).toBe(500);
  await expect(page.locator(".error-detail")).toContainText("docs/guide/bad-yaml.md:2");
  await expect(page.locator(".error-detail")).toContainText("not valid YAML");
  for (const path of ["/guide/one", "/"]) expect((await request.get(`${site.url}${path}`)).status(), path).toBe(200);
});

test("a sidebars.js broken by an edit leaves the last sidebars in place, and the server log says where", async ({ page, request }) => {
  const sidebarsFile = path.join(site.dir, "sidebars.js");
  const good = fs.readFileSync(sidebarsFile, "utf8");
  fs.writeFileSync(sidebarsFile, "module.exports = {\n  docs: [{ type: 'category', label: 'Guide', items: ['guide/one',\n};\n");
  const log = async () => {
    await request.get(`${site.url}/api/pages`); // the content is reloaded (and problems logged) on a request
    return site.server.errors();
  };
  await expect.poll(log, { timeout: 5000 }).toMatch(/content: sidebars\.js:3: cannot load sidebars: .*; the sidebars last loaded are served until it loads/);
  await page.goto(`${site.url}/guide/one`);
  const sidebar = page.locator("#sidebar nav");
  await expect(sidebar.locator('a[href="/guide/one"]')).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator('a[href="/guide/three"]')).toBeVisible();
  fs.writeFileSync(sidebarsFile, good);
});

test("with no sidebars file, the docs sidebar is made from the docs folder, and the reader finds their way with it", async ({ page, request }) => {
  const sidebarsFile = path.join(site.dir, "sidebars.js");
  const written = fs.readFileSync(sidebarsFile, "utf8");
  fs.rmSync(sidebarsFile);
  site.write("docs/guide/_category_.yml", "label: The guide\n");
  site.write("docs/guide/three.md", "---\ntitle: Guide three\nsidebar_position: 1\n---\n\nThe third guide.\n");
  await expect.poll(async () => (await (await request.get(`${site.url}/api/sidebars/docs`)).json()).map((item: { label: string }) => item.label), { timeout: 5000 }).toContain("The guide");

  await page.goto(`${site.url}/guide/three`);
  await waitForHydration(page);
  const sidebar = page.locator("#sidebar nav");
  await expect(sidebar.locator('a[href="/guide/three"]')).toHaveAttribute("aria-current", "page");
  // The folder is a category named by its _category_ file; sidebar_position puts Guide three first in it, and first to read.
  await expect(sidebar.getByText("The guide")).toBeVisible();
  await expect(sidebar.locator('.sidebar-category.open a[href^="/guide/"]').first()).toHaveText("Guide three");
  await expect(page.locator(".pager-previous")).toHaveCount(0);
  await sidebar.locator('a[href="/guide/one"]').click();
  await expect(page.locator("h1")).toHaveText("Guide one");
  await expect(sidebar.locator('a[href="/guide/one"]')).toHaveAttribute("aria-current", "page");
  // The other pages follow by file name: linking.md, one.md, target.md (its slug is /moved/target).
  await page.locator(".pager-next").click();
  await expect(page).toHaveURL(`${site.url}/moved/target`);
  await expect(page.locator("h1")).toHaveText("Link target");
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Link target");

  fs.rmSync(path.join(site.dir, "docs/guide/_category_.yml"));
  fs.writeFileSync(sidebarsFile, written);
});

test("an unlisted page in a sidebar shows there on its own page only, under Docusaurus' unlisted notice", async ({ page, request }) => {
  site.write("docs/guide/secret.md", "---\ntitle: Secret guide\nunlisted: true\n---\n\nNot for everyone.\n");
  site.write(
    "sidebars.js",
    `module.exports = { docs: [{ type: "category", label: "Guide", items: ["guide/one", "guide/secret", { type: "doc", id: "guide/three", unlisted: true }] }] };`,
  );
  await expect.poll(async () => (await request.get(`${site.url}/api/pages`)).text(), { timeout: 5000 }).toContain("guide/secret");
  const sidebar = page.locator("#sidebar nav");
  await page.goto(`${site.url}/guide/secret`);
  await expect(sidebar.locator('a[href="/guide/secret"]')).toHaveAttribute("aria-current", "page");
  await expect(sidebar.locator('a[href="/guide/three"]')).toHaveCount(0);
  const notice = page.getByRole("complementary", { name: "Unlisted page" });
  await expect(notice).toContainText("This page is unlisted. Search engines will not index it");
  // Moving to another page of the sidebar (a client navigation) hides it again.
  await sidebar.locator('a[href="/guide/one"]').click();
  await expect(page.locator("h1")).toHaveText("Guide one");
  await expect(sidebar.locator('a[href="/guide/secret"]')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  // Hidden by its sidebar item only, the page is not unlisted: no notice, as in Docusaurus.
  await page.goto(`${site.url}/guide/three`);
  await expect(sidebar.locator('a[href="/guide/three"]')).toHaveAttribute("aria-current", "page");
  await expect(notice).toHaveCount(0);
  await expect(sidebar.locator('a[href="/guide/secret"]')).toHaveCount(0);
});

test("an html item in a sidebar shows its text between the links", async ({ page, request }) => {
  site.write(
    "sidebars.js",
    `module.exports = { docs: [{ type: "html", value: "<strong>Start</strong> here" }, "guide/one", { type: "html", value: "<em>More</em>" }, "guide/three"] };`,
  );
  await expect.poll(async () => (await (await request.get(`${site.url}/api/sidebars/docs`)).json())[0], { timeout: 5000 }).toEqual({ type: "text", label: "Start here" });
  await page.goto(`${site.url}/guide/one`);
  const rows = page.locator("#sidebar nav .sidebar-list > li");
  await expect(rows).toHaveText(["Start here", "Guide one", "More", "Guide three"]);
  await expect(rows.nth(2).locator("em, a")).toHaveCount(0);
});

test("a page that takes long to build does not hold up the others", async ({ request }) => {
  // Seconds of compiling alone, many more on a loaded machine: the default 30 s is too short there.
  test.setTimeout(120_000);
  // A few thousand JSX table rows: seconds of compiling, done on the build worker.
  const rows = Array.from({ length: 3000 }, (_, i) => `<tr><td>Row ${i}</td><td><code>value-${i}</code></td></tr>`).join("\n");
  site.write("docs/guide/huge.mdx", pageSource("Huge guide", `<table>\n<tbody>\n${rows}\n</tbody>\n</table>`));
  await expect.poll(async () => (await request.get(`${site.url}/api/pages`)).text(), { timeout: 5000 }).toContain("guide/huge");
  expect((await request.get(`${site.url}/guide/one`)).status()).toBe(200); // cached from here on

  let hugeDone = false;
  const huge = request.get(`${site.url}/guide/huge`).then((response) => {
    hugeDone = true;
    return response.status();
  });
  let answeredMeanwhile = 0;
  while (!hugeDone) {
    expect((await request.get(`${site.url}/guide/one`)).status()).toBe(200);
    if (!hugeDone) answeredMeanwhile++;
  }
  expect(await huge).toBe(200);
  console.log(`small pages answered while the huge page was building: ${answeredMeanwhile}`);
  // Built in the server's own thread, the compile blocks it: a handful of answers get through
  // (9 when measured). On the build worker the server keeps answering (627 when measured).
  expect(answeredMeanwhile).toBeGreaterThanOrEqual(30);
});

test("the first search after a content change finds the change, and the index it builds holds up no page", async ({ request }) => {
  // Several megabytes of reference tables: seconds of indexing, done on the search thread.
  const rows = Array.from({ length: 40_000 }, (_, i) => `| option-${i} | sets the gadget's value number ${i} for each session |`).join("\n");
  site.write("docs/guide/reference.md", pageSource("Gadget reference", `Every option.\n\n| name | what it does |\n|---|---|\n${rows}`));
  await expect.poll(async () => (await request.get(`${site.url}/api/pages`)).text(), { timeout: 5000 }).toContain("guide/reference");
  expect((await request.get(`${site.url}/guide/one`)).status()).toBe(200); // cached from here on

  let searchDone = false;
  const search = request.get(`${site.url}/api/search?q=gadget`).then(async (response) => {
    searchDone = true;
    return (await response.json()) as { results: { id: string }[] };
  });
  let answeredMeanwhile = 0;
  while (!searchDone) {
    expect((await request.get(`${site.url}/guide/one`)).status()).toBe(200);
    if (!searchDone) answeredMeanwhile++;
  }
  expect((await search).results[0]?.id).toBe("guide/reference");
  console.log(`pages answered while the search index was built: ${answeredMeanwhile}`);
  // Built in the server's own thread, the index blocks it: a page or two get through (1-2 when
  // measured). On the search thread the server keeps answering.
  expect(answeredMeanwhile).toBeGreaterThanOrEqual(30);
});
