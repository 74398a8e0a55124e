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
  ].join("\n"),
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
  await expect(summaries).toHaveCount(2);
  await expect(summaries.nth(1)).toContainText("Why does the light stay on after the water has boiled");
  const [oneLine, severalLines] = [(await summaries.nth(0).boundingBox())!, (await summaries.nth(1).boundingBox())!];
  // Same height: no empty marker line above the text, no paragraph margins around it.
  expect(Math.abs(severalLines.height - oneLine.height)).toBeLessThan(2);
  await summaries.nth(1).click();
  await expect(page.getByText("The plate is still warm.")).toBeVisible();
});
