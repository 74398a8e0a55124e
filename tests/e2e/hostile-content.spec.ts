import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serveContent } from "./support/content";

// Content and requests an operator must not trust: symbolic links out of the content folder,
// files under /_content that are not assets, Host headers that are not host names, and embeds
// with fixed widths wider than a phone. Runs its own server on a throwaway content folder.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 70;

const site = serveContent(
  PORT,
  {
    "content/docs/index.md": "---\ntitle: Home\n---\n\nWelcome.\n",
    "content/docs/draft.md": "---\ntitle: Not yet\ndraft: true\n---\n\nDRAFT-ONLY-TEXT\n",
    // Embeds with the fixed widths video sites hand out, wider than a phone.
    "content/docs/embeds.md": '---\ntitle: Embeds\n---\n\n<iframe width="560" height="315" src="about:blank" title="A video"></iframe>\n\n<video width="800" height="450" controls></video>\n\n<img src="/img/logo.svg" width="900" alt="Logo" />\n\nThe callback lands on https://hooks.example.com/services/builds/notifications/queue/incoming/v2/webhook-target-for-every-build-result today.\n\nA long name: SauceConnectTunnelConfigurationFactoryBuilderProviderInstance. A long link: [https://app.example.com/organizations/settings/integrations/webhooks/edit](https://app.example.com/x).\n',
    // A parameter table as API references write them: short names beside long descriptions.
    "content/docs/parameters.md":
      '---\ntitle: Parameters\n---\n\n<table>\n<tr><td><code>limit</code></td><td>How many recipes to return at most, counted from the first one the kitchen finished today, with every optional field filled in as the pantry allows.</td></tr>\n<tr><td><code>from</code></td><td>Only recipes after this one, for example <code>from=5c2f7a1e9b3d4c6a8f0e2d4b6a8c0e2f,9d1b3f5a7c9e1d3f5b7d9f1a3c5e7b9d</code>.</td></tr>\n</table>\n',
    "content/docs/diagram.png": "PNG-BYTES",
    "content/static/img/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "content/sidebars.js": "module.exports = { docs: ['index'] };",
    "outside.txt": "OUTSIDE-SECRET",
  },
  {
    serve: "content",
    prepare: (root) => {
      const contentDir = path.join(root, "content");
      fs.symlinkSync(path.join(root, "outside.txt"), path.join(contentDir, "static", "leak.txt"));
      fs.symlinkSync(root, path.join(contentDir, "static", "up"));
      fs.symlinkSync(path.join(root, "outside.txt"), path.join(contentDir, "docs", "leak.png"));
      // Reading a FIFO waits for a writer: never served.
      execFileSync("mkfifo", [path.join(contentDir, "static", "img", "pipe.png"), path.join(contentDir, "docs", "pipe.png")]);
    },
  },
);

test("symbolic links out of the content folder are not followed", async ({ request }) => {
  for (const url of ["/leak.txt", "/up/outside.txt", "/_content/docs/leak.png"]) {
    const response = await request.get(site.url + url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain("OUTSIDE-SECRET");
  }
  // Files that are really inside are served.
  expect((await request.get(`${site.url}/img/logo.svg`)).status()).toBe(200);
  expect(await (await request.get(`${site.url}/_content/docs/diagram.png`)).text()).toBe("PNG-BYTES");
});

test("FIFOs in the content answer 404 at once, and do not hold up the files asked for after them", async ({ request }) => {
  const asked = Array.from({ length: 6 }, (_, i) => request.get(site.url + (i % 2 ? "/img/pipe.png" : "/_content/docs/pipe.png"), { timeout: 5000 }));
  for (const response of await Promise.all(asked)) expect(response.status()).toBe(404);
  const logo = await request.get(`${site.url}/img/logo.svg`, { timeout: 5000 });
  expect(logo.status()).toBe(200);
});

test("/_content serves assets only: no page sources, drafts or sidebars", async ({ request }) => {
  for (const url of ["/_content/docs/draft.md", "/_content/docs/index.md", "/_content/sidebars.js"]) {
    const response = await request.get(site.url + url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain("DRAFT-ONLY-TEXT");
  }
});

function rawStatusLine(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve(data.split("\r\n")[0]));
    socket.on("error", reject);
  });
}

test("a Host header that is not a host name is a bad request, and one host's links never reach another", async ({ request }) => {
  for (const host of ["a b", "localhost:99999", "[::1", "a@b", "evil.test#x", "evil.test/api/pages?", ""]) {
    expect(await rawStatusLine(`GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), JSON.stringify(host)).toBe("HTTP/1.1 400 Bad Request");
  }
  expect(await rawStatusLine("GET / HTTP/1.0\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
  // Without SITE_URL, canonical URLs follow the request's host: a document made for one host is
  // not served (from the document cache) to readers of another.
  const poisoned = await request.get(`${site.url}/`, { headers: { Host: "attacker.example" } });
  expect(await poisoned.text()).toContain('href="http://attacker.example/"');
  const reader = await request.get(`${site.url}/`);
  expect(await reader.text()).not.toContain("attacker.example");
});

test("embedded frames, videos and images with fixed widths, and long addresses and words, fit a 360 px phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/embeds`);
  for (const selector of ["iframe", "video", "img"]) {
    const box = await page.locator(`.markdown ${selector}`).boundingBox();
    expect(box!.x + box!.width, selector).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test("a table's short code names stay whole beside long descriptions, and a long one scrolls the table, not the page", async ({ browser }) => {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/parameters`);
    for (const name of ["limit", "from"]) {
      const lines = await page.locator(".markdown td > code", { hasText: new RegExp(`^${name}$`) }).evaluate((code) => code.getClientRects().length);
      expect(lines, `${name} at ${width} px`).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  }
});
