import { expect, test } from "@playwright/test";
import net from "node:net";

// Bad requests of every kind: each must answer 400, 404 or 405 (never 500), leak nothing from
// outside the content folder or public/, and leave the server up.
const SECRET_MARKERS = ["root:x:0:0", '"name": "sauce-docs-site"', "module.exports", "BEGIN RSA", "[core]"];

const BAD_PATHS = [
  "/../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
  "/%252e%252e/%252e%252e/etc/passwd", "/..%252f..%252fetc%252fpasswd", "/..\\..\\etc\\passwd", "/..%5c..%5cetc%5cpasswd",
  "/%5c..%5c..%5cwindows%5cwin.ini", "/dev/../../package.json", "/dev/%2e%2e/%2e%2e/package.json", "/.%2e/.%2e/package.json",
  "/_content/../package.json", "/_content/%2e%2e/package.json", "/_content/..%2fpackage.json", "/_content/.git/config",
  "/_content/../.git/config", "/build/../../package.json", "/build/%2e%2e/%2e%2e/server.mjs", "//etc/passwd",
  "/%2fetc%2fpasswd", "/C:%5cWindows%5cwin.ini", "/file:%2f%2f%2fetc%2fpasswd", "/overview%00.md", "/overview%00",
  "/%00", "/api/pages%00", "/%E0%A4%A", "/%ZZ", "/%", "/%C0%AE%C0%AE/etc/passwd", "/%FF%FE", "/%ED%A0%80",
  `/${"a".repeat(10_000)}`, `/dev/${"%2e".repeat(3000)}`, `/${"x/".repeat(3000)}`, "/.env", "/.git/HEAD",
  "/docs-content/sidebars.js", "/node_modules/react/package.json", "/app/root.tsx",
];

const BAD_SEARCHES = [
  `/search?q=${"a".repeat(10_000)}`, "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/api/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  "/api/search?q=%E0%A4%A", "/api/search?limit=-1&q=a", "/api/search?limit=99999999999&q=a", "/api/search?q[]=a&q[]=b",
];

function rawRequest(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error("timeout")));
  });
}

test("hostile paths answer 400/404/405 and never leak files", async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  const results: string[] = [];
  for (const path of BAD_PATHS) {
    // Sent raw, so the path reaches the server exactly as written (no client-side normalising).
    const response = await rawRequest(port, `GET ${path} HTTP/1.1`);
    const status = Number(response.split(" ")[1]);
    results.push(`${status} ${path.slice(0, 60)}`);
    expect([400, 404, 405], `${path.slice(0, 80)} -> ${status}`).toContain(status);
    for (const marker of SECRET_MARKERS) expect(response, path.slice(0, 80)).not.toContain(marker);
  }
  expect(BAD_PATHS.length).toBeGreaterThanOrEqual(40);
  console.log(results.join("\n"));
});

test("hostile searches never error and never echo markup", async ({ request }) => {
  for (const path of BAD_SEARCHES) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 80)).toBeLessThan(500);
    const body = await response.text();
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(body).not.toContain("<img src=x onerror");
  }
});

test("odd methods are refused without a server error", async ({ request, baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
    const response = await request.fetch("/overview", { method, data: "x=1" });
    expect([400, 404, 405], method).toContain(response.status());
  }
  for (const line of ["TRACE /overview HTTP/1.1", "PROPFIND /overview HTTP/1.1", "BREW /overview HTTP/1.1"]) {
    const status = Number((await rawRequest(port, line)).split(" ")[1]);
    expect([400, 404, 405, 501], line).toContain(status);
  }
  const head = await request.fetch("/overview", { method: "HEAD" });
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});

test("an address with broken percent-encoding tells a reader what is wrong and offers a way on", async ({ page, request }) => {
  const response = await page.goto("/guides/%E0%A4%A");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This address cannot be read");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).not.toHaveText("This address cannot be read");
  // A client that does not ask for HTML gets the short answer.
  const plain = await request.get("/guides/%E0%A4%A", { headers: { Accept: "*/*" } });
  expect(plain.status()).toBe(400);
  expect(await plain.text()).toBe("Bad request");
});

test("the server is still up and serving after all of that", async ({ request }) => {
  expect((await request.get("/overview")).status()).toBe(200);
  expect((await request.get("/api/pages")).status()).toBe(200);
});
