import { expect, test } from "@playwright/test";
import { pageSource, serveContent } from "./support/content";
import { openHydrated } from "./support/page";

// A site whose config names several static folders (`staticDirectories`): the server answers a
// root path from the first folder that has it, as Docusaurus serves them, and nothing else of the
// content folder.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 210;

const site = serveContent(PORT, {
  "docusaurus.config.js": "module.exports = { title: 'Kiln', staticDirectories: ['static', 'assets'] };\n",
  "static/img/both.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" id="from-static"/>',
  "assets/img/both.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" id="from-assets"/>',
  "assets/img/kiln.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#a52"/></svg>',
  "assets/files/firing-log.txt": "cone 6, held 15 minutes\n",
  "docs/firing.md": pageSource("Firing", "![A kiln](/img/kiln.svg)\n\nThe [firing log](pathname:///files/firing-log.txt)."),
});

test("files of every static folder the config names are served at the root, the first folder's first", async ({ page, request }) => {
  await openHydrated(page, `${site.url}/firing`);
  const image = page.getByRole("img", { name: "A kiln" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  const log = await request.get(`${site.url}/files/firing-log.txt`);
  expect(log.status()).toBe(200);
  expect(await log.text()).toBe("cone 6, held 15 minutes\n");
  expect(await (await request.get(`${site.url}/img/both.svg`)).text()).toContain("from-static");
  // Nothing else of the content folder is a static file.
  expect((await request.get(`${site.url}/docusaurus.config.js`)).status()).toBe(404);
  expect((await request.get(`${site.url}/assets/files/firing-log.txt`)).status()).toBe(404);
});
