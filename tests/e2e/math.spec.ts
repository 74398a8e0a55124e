import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// A site whose config adds remark-math and rehype-katex, as Docusaurus documents math: formulas are
// typeset when the page is built, and drawn with KaTeX's stylesheet and fonts, which the site serves.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 200;

const site = serveContent(PORT, {
  "docusaurus.config.js": "import math from 'remark-math';\nimport katex from 'rehype-katex';\nexport default {\n  title: 'Kettle physics',\n  presets: [['classic', { docs: { remarkPlugins: [math], rehypePlugins: [katex] } }]],\n};\n",
  "docs/heating.md": [
    "---\ntitle: Heating\n---\n",
    "Power is energy over time, $P = \\frac{E}{t}$, in watts.\n",
    "$$\n\\Delta T = \\frac{P t}{m c}\n$$\n",
    "## Cost of $O(n)$ refills\n\nEach refill heats the water again.\n",
  ].join("\n"),
  "docs/plain.md": "---\ntitle: Plain\n---\n\nNo formulas here; a [heating](./heating.md) page has them.\n",
});

test("formulas are typeset with KaTeX's fonts, under the site's Content-Security-Policy, also after a move from a page without math, and pass axe's checks", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|Failed to load/i.test(message.text())) refused.push(message.text());
  });
  await openHydrated(page, `${site.url}/plain`);
  await page.locator(".markdown").getByRole("link", { name: "heating" }).click();
  await expect(page.locator("h1")).toHaveText("Heating");
  const inline = page.locator(".markdown p .katex").first();
  await expect(inline).toBeVisible();
  // KaTeX's stylesheet applied: its own font, and the MathML kept for screen readers but not shown twice.
  await expect.poll(() => inline.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("KaTeX_Main");
  await expect(inline.locator(".katex-mathml")).toHaveCSS("position", "absolute");
  await expect(page.locator(".markdown .katex-display")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px KaTeX_Math"))).toBe(true);
  // The heading's outline entry holds the formula once.
  await expect(page.locator(".toc-list a", { hasText: "Cost of" }).filter({ visible: true })).toHaveText("Cost of O(n) refills");
  expect(refused).toEqual([]);
  // Typeset math passes axe's checks, in light and dark.
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((name) => document.documentElement.setAttribute("data-theme", name), theme);
    const { violations } = await new AxeBuilder({ page }).include(".markdown").analyze();
    expect(violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
  }
});
