import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READY } from "~/content/search-messages";
import { pagesLike, searchSite } from "~/content/search.server";
import { loadSite } from "~/content/site.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

const BUILT_ENTRY = path.resolve("build/search-thread.js");

/** The search thread module, loaded fresh with its environment (it reads it when loaded). */
const threadWith = (environment: Record<string, string>) => freshModuleWith(environment, () => import("~/content/search-thread.server"));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const files = {
  "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Secure Connections", items: ["tunnels", "networking"] }] };`,
  "docs/tunnels.md": page("Tunnels", "Reach private hosts.\n\n## Start a tunnel\n\nRun the start command."),
  "docs/networking.md": page("Networking basics", "Tunnels carry traffic to your network."),
  "docs/secret.md": page("Secret tunnels", "Not for readers.", "unlisted: true\n"),
};

describe("search thread", () => {
  it.skipIf(!fs.existsSync(BUILT_ENTRY))("answers as this thread would, with the built entry (skipped before npm run build)", async () => {
    const site = loadSite(makeContentDir(files));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { searchOffThread, pagesLikeOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: BUILT_ENTRY });
    for (const query of ["tunnel", "tunels", "start", "secret"]) {
      expect(await searchOffThread(site, query, 10), query).toEqual(searchSite(site, query, 10));
    }
    expect(await searchOffThread(site, "tunnel", 10)).not.toEqual([]);
    // The sidebars go to the thread with the pages: a category's words find its pages there too.
    const inSection = await searchOffThread(site, "secure connections", 10);
    expect(inSection.map((result) => [result.id, result.categories]).sort()).toEqual([["networking", ["Secure Connections"]], ["tunnels", ["Secure Connections"]]]);
    expect(await pagesLikeOffThread(site, "old/tunels")).toEqual(pagesLike(site, "old/tunels"));
    expect(errors).not.toHaveBeenCalled(); // the thread started: it says so when it cannot
  });

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("indexes a new content version when it is first asked about it", async () => {
    const contentDir = makeContentDir(files);
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: BUILT_ENTRY });
    expect(await searchOffThread(loadSite(contentDir), "firewalls", 10)).toEqual([]);
    fs.writeFileSync(path.join(contentDir, "docs/firewalls.md"), page("Firewalls", "Open the ports."));
    const [first] = await searchOffThread(loadSite(contentDir), "firewalls", 10);
    expect(first).toMatchObject({ id: "firewalls", title: "Firewalls" });
  });

  it("searches in this thread, saying so once, when the thread cannot start", async () => {
    const site = loadSite(makeContentDir(files));
    const broken = path.join(site.contentDir, "broken-thread.mjs");
    fs.writeFileSync(broken, "this is not JavaScript");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: broken });
    expect(await searchOffThread(site, "tunnel", 10)).toEqual(searchSite(site, "tunnel", 10));
    expect(await searchOffThread(site, "network", 10)).toEqual(searchSite(site, "network", 10));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(/the search thread cannot start .*searching in the server's thread/);
  });

  it("fails only the question whose thread dies, and starts a fresh thread for the next", async () => {
    const site = loadSite(makeContentDir(files));
    // A thread that loads fine, then dies on every question (as one would running out of memory).
    const dying = path.join(site.contentDir, "dying-thread.mjs");
    fs.writeFileSync(dying, `import { parentPort } from "node:worker_threads";\nparentPort.on("message", () => process.exit(3));\nparentPort.postMessage(${JSON.stringify(READY)});\n`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: dying });
    await expect(searchOffThread(site, "tunnel", 10)).rejects.toThrow("the search thread exited with code 3");
    // Not mistaken for a thread that cannot start: the next question goes to a new thread.
    await expect(searchOffThread(site, "tunnel", 10)).rejects.toThrow("the search thread exited with code 3");
    expect(errors).not.toHaveBeenCalled();
  });
});
