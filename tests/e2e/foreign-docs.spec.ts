import { expect, test } from "@playwright/test";
import { serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// Constructs seen in other teams' Docusaurus docs (an API reference whose headings are long
// method names). Runs its own server on a throwaway content folder.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 160;

const site = serveContent(PORT, {
  "docs/kettle-api.md": [
    "---\ntitle: Kettle API\n---\n",
    "The kettle's methods, one section each.\n",
    "## `kettle.scheduleBoilingWithReminder(minutes, callback)`\n\nBoils later and calls back.\n",
    "## `kettle.descaleAutomaticallyAfterEveryHundredCycles()`\n\nKeeps the element clean.\n",
    "## Short\n\nA short heading.\n",
  ].join("\n"),
  "docs/kettle-faq.mdx": [
    "---\ntitle: Kettle FAQ\n---\n",
    "<details>\n\n<summary>Why does it click?</summary>\n\nIt cools down.\n\n</details>\n",
    "<details>\n\n<summary>\n  Why does the light stay on after the water has boiled and the kettle has switched off?\n</summary>\n\nThe plate is still warm.\n\n</details>\n",
    // As docusaurus-plugin-openapi-docs writes its parameter lists: a heading in the summary.
    '<details open={true}><summary><h3 className={"params"}>Path Parameters</h3></summary><div><ul><li>kettleId</li></ul></div></details>\n',
  ].join("\n"),
  // A page that writes Infima's breadcrumbs in its own markup, under the site's own.
  "docs/kettle-care.md": [
    "---\ntitle: Kettle care\n---\n",
    "Rinse it weekly.\n",
    '<nav aria-label="trail">\n  <ul className="breadcrumbs">\n    <li className="breadcrumbs__item">\n      <a className="breadcrumbs__link" href="/kettle-api">\n        Kettles\n      </a>\n    </li>\n    <li className="breadcrumbs__item breadcrumbs__item--active">\n      <span className="breadcrumbs__link">\n        Care\n      </span>\n    </li>\n  </ul>\n</nav>\n',
  ].join("\n"),
  // A video embedded the way older Docusaurus pages do, with <object data> rather than an iframe.
  "docs/kettle-video.md": [
    "---\ntitle: Kettle video\n---\n",
    "Watch it boil.\n",
    "<figure>\n  <object data=\"https://video.example/embed/boil\" width='640px' height='360px'></object>\n  <figcaption>Boiling</figcaption>\n</figure>\n",
  ].join("\n"),
  // Docusaurus 2's admonition markup, as a component writes it by hand, beside a real caution.
  "docs/kettle-limits.mdx": [
    "---\ntitle: Kettle limits\n---\n",
    ":::caution\nNever boil it dry.\n:::\n",
    '<div className="admonition admonition-limit alert alert--warning">\n<div className="admonition-heading">\n<h5>\n<span className="admonition-icon">\n<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M1 15 8 1l7 14z"></path></svg>\n</span>\nLimit\n</h5>\n</div>\n<div className="admonition-content">\n\nAt most one litre.\n\n</div>\n</div>\n',
  ].join("\n"),
});

test("a video a page embeds with <object data> at an https address loads, not blocked by the site's Content-Security-Policy", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  let served = false;
  await page.route("https://video.example/**", (route) => {
    served = true;
    return route.fulfill({ contentType: "text/html", body: "<p>boiling</p>" });
  });
  await openHydrated(page, `${site.url}/kettle-video`);
  await expect(page.locator(".markdown object")).toHaveAttribute("data", "https://video.example/embed/boil");
  await expect.poll(() => served).toBe(true);
  expect(blocked).toEqual([]);
});

test("Docusaurus 2's admonition markup written in a page takes its alert colour, and its icon is drawn in it", async ({ page }) => {
  await openHydrated(page, `${site.url}/kettle-limits`);
  const [real, written] = [page.locator(".admonition-caution"), page.locator(".admonition-limit")];
  await expect(written).toContainText("At most one litre.");
  const border = (box: typeof real) => box.evaluate((element) => getComputedStyle(element).borderLeftColor);
  expect(await border(written)).toBe(await border(real));
  const icon = written.locator(".admonition-icon svg");
  expect(await icon.evaluate((svg) => getComputedStyle(svg).fill)).toBe(await border(real));
  expect(await written.locator("h5").evaluate((heading) => getComputedStyle(heading).textTransform)).toBe("uppercase");
});

test("breadcrumbs a page writes with Infima's classes show in one row, and the site's own keep their separators", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHydrated(page, `${site.url}/kettle-care`);
  const written = page.locator(".markdown ul.breadcrumbs > li");
  await expect(written).toHaveCount(2);
  await expect(written.first()).toContainText("Kettles");
  const [first, second] = [(await written.nth(0).boundingBox())!, (await written.nth(1).boundingBox())!];
  expect(Math.abs(first.y - second.y)).toBeLessThan(2); // side by side, not a list of lines
  // The separator sits beside the first, though MDX puts its link's words in a paragraph of their own.
  const separatorBeside = await written.first().evaluate((item) => item.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(item).lineHeight));
  expect(separatorBeside).toBe(true);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  // The separator goes between them only, and none of the site's own is added before the second.
  const separators = await written.evaluateAll((items) => items.map((item) => [getComputedStyle(item, "::before").content, getComputedStyle(item, "::after").content]));
  expect(separators).toEqual([["none", '"›"'], ["none", "none"]]);
  expect(await written.first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe("none");
  // The site's own breadcrumbs still read Home › Kettle care.
  await expect(page.locator("nav.breadcrumbs[aria-label='Breadcrumbs'] > ol > li")).toHaveText(["⌂", "Kettle care"]);
  const own = await page.locator("nav.breadcrumbs[aria-label='Breadcrumbs'] > ol > li").nth(1).evaluate((item) => getComputedStyle(item, "::before").content);
  expect(own).toBe('"›"');
});

test("an outline entry for a long unbroken heading wraps inside the outline instead of being cut off", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, `${site.url}/kettle-api`);
  const outline = page.locator('nav.toc[aria-label="On this page"] .toc-desktop');
  const entry = outline.locator('a[href="#kettlescheduleboilingwithreminderminutes-callback"]');
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("kettle.scheduleBoilingWithReminder(minutes, callback)");
  // Every entry fits the outline's width: nothing is hidden past its right edge.
  const widths = await outline.locator("a").evaluateAll((links) => links.map((link) => ({ text: link.textContent, scroll: link.scrollWidth, client: link.clientWidth })));
  expect(widths.length).toBe(3);
  for (const { text, scroll, client } of widths) expect(scroll, text ?? "").toBeLessThanOrEqual(client);
  const box = (await entry.boundingBox())!;
  const outlineBox = (await outline.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(outlineBox.x + outlineBox.width + 1);
  expect(box.height).toBeGreaterThan(25); // wrapped onto a second line
});

test("a summary written over several lines keeps its text on the marker's line, as one written on one line does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, `${site.url}/kettle-faq`);
  const summaries = page.locator("article details > summary");
  await expect(summaries).toHaveCount(3);
  await expect(summaries.nth(1)).toContainText("Why does the light stay on after the water has boiled");
  const [oneLine, severalLines] = [(await summaries.nth(0).boundingBox())!, (await summaries.nth(1).boundingBox())!];
  // Same height: no empty marker line above the text, no paragraph margins around it.
  expect(Math.abs(severalLines.height - oneLine.height)).toBeLessThan(2);
  await summaries.nth(1).click();
  await expect(page.getByText("The plate is still warm.")).toBeVisible();
});

test("a heading in a summary stays on the marker's line, as Docusaurus draws it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, `${site.url}/kettle-faq`);
  const summary = page.locator("article details > summary").nth(2);
  const heading = summary.locator("h3");
  await expect(heading).toHaveText("Path Parameters");
  const [box, headingBox] = [(await summary.boundingBox())!, (await heading.boundingBox())!];
  // One line: the summary is about as tall as its heading (a block heading went below the marker, doubling it).
  expect(box.height).toBeLessThan(headingBox.height * 1.5);
  expect(headingBox.y).toBeLessThan(box.y + box.height / 2);
});
