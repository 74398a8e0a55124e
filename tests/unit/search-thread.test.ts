import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READY, type SearchJob } from "~/content/search-messages";
import { pagesLike, searchSite } from "~/content/search.server";
import { loadSite } from "~/content/site.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

const BUILT_ENTRY = path.resolve("build/search-thread.js");

/** The search thread module, loaded fresh with its environment (it reads it when loaded). */
const threadWith = (environment: Record<string, string>) => freshModuleWith(environment, () => import("~/content/search-thread.server"));

afterEach(() => {
  vi.useRealTimers();
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

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("searches a page's text as the config's markdown.preprocessor makes it, as readers see it", async () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { markdown: { preprocessor: ({ fileContent }) => fileContent.replaceAll("%%agent%%", "quokkaflow") } };`,
      "docs/install.md": page("Install", "Download %%agent%% and start it."),
    }));
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: BUILT_ENTRY });
    const [found] = await searchOffThread(site, "quokkaflow", 10);
    expect(found).toMatchObject({ id: "install" });
    expect(JSON.stringify(found)).toContain("quokkaflow");
  });

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("does not search the noEmit files the config's transpileCodeblocks hides from a TypeScript block", async () => {
    const block = ["```ts", "// file: setup.ts noEmit", "export const wombatSetup = 1", "// file: example.ts", "export const numbatExample = 2", "```"].join("\n");
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `const { transpileCodeblocks } = require("remark-typescript-tools");\nmodule.exports = { presets: [["classic", { docs: { remarkPlugins: [[transpileCodeblocks, { compilerSettings: {} }]] } }]] };`,
      "docs/typed.mdx": page("Typed", block),
    }));
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: BUILT_ENTRY });
    expect(await searchOffThread(site, "numbatExample", 10)).toMatchObject([{ id: "typed" }]);
    expect(await searchOffThread(site, "wombatSetup", 10)).toEqual([]);
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

describe("search thread when idle", () => {
  // Only this thread's idle timer is faked: the search thread answers in real time.
  const fakeIdleTimer = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  /** The threads questions were posted to, and the questions, in order. */
  const spyOnThreads = () => ({ posted: vi.spyOn(Worker.prototype, "postMessage"), terminate: vi.spyOn(Worker.prototype, "terminate") });

  it.skipIf(!fs.existsSync(BUILT_ENTRY))("stops after SEARCH_THREAD_IDLE_MS without a question; the next question starts a fresh thread, which indexes the content again", async () => {
    const site = loadSite(makeContentDir(files));
    fakeIdleTimer();
    const { posted, terminate } = spyOnThreads();
    const { searchOffThread, pagesLikeOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: BUILT_ENTRY, SEARCH_THREAD_IDLE_MS: "60000" });
    expect(await searchOffThread(site, "tunnel", 10)).toEqual(searchSite(site, "tunnel", 10));
    expect(await pagesLikeOffThread(site, "old/tunels")).toEqual(pagesLike(site, "old/tunels"));
    vi.advanceTimersByTime(59_999);
    expect(terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(terminate).toHaveBeenCalledTimes(1);
    const stopped = terminate.mock.contexts[0];
    expect(await terminate.mock.results[0].value).toBe(1); // it has exited

    expect(await searchOffThread(site, "tunnel", 10)).toEqual(searchSite(site, "tunnel", 10));
    const jobs = posted.mock.calls.map(([job]) => job as SearchJob);
    expect(jobs.map((job) => job.content !== undefined)).toEqual([true, false, true]);
    expect(posted.mock.contexts.map((worker) => worker === stopped)).toEqual([true, true, false]);
  });

  /** A thread that answers `slow` after 300 ms and anything else at once, saying which thread answered and whether it was sent the content. */
  function namingThread(dir: string): string {
    const entry = path.join(dir, "naming-thread.mjs");
    fs.writeFileSync(
      entry,
      `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", (job) => setTimeout(() => parentPort.postMessage({ id: job.id, results: [{ id: "thread " + threadId, title: job.content ? "indexed" : "kept its index", snippet: "" }] }), job.query === "slow" ? 300 : 0));
parentPort.postMessage(${JSON.stringify(READY)});
`,
    );
    return entry;
  }

  it("loses no question to a stop: one that comes while the idle timer runs keeps the thread, one that comes as it stops gets a fresh thread", async () => {
    const site = loadSite(makeContentDir(files));
    fakeIdleTimer();
    const { terminate } = spyOnThreads();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { searchOffThread } = await threadWith({ SEARCH_THREAD_ENTRY: namingThread(site.contentDir), SEARCH_THREAD_IDLE_MS: "1000" });
    const [first] = await searchOffThread(site, "quick", 10);
    expect(first.title).toBe("indexed");

    // A question just before the thread would stop; the timer runs out while it is being answered.
    vi.advanceTimersByTime(999);
    const slow = searchOffThread(site, "slow", 10);
    vi.advanceTimersByTime(5_000);
    expect(terminate).not.toHaveBeenCalled();
    expect(await slow).toEqual([{ id: first.id, title: "kept its index", snippet: "" }]);

    // Idle again: it stops, and a question in the same instant (before the thread has exited) goes to a new one.
    vi.advanceTimersByTime(1_000);
    expect(terminate).toHaveBeenCalledTimes(1);
    const [fresh] = await searchOffThread(site, "quick", 10);
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.title).toBe("indexed");
    await terminate.mock.results[0].value;
    // The stopped thread's exit failed nothing and was not taken for a thread that cannot start.
    expect((await searchOffThread(site, "quick", 10))[0]).toMatchObject({ id: fresh.id, title: "kept its index" });
    expect(errors).not.toHaveBeenCalled();
  });

  it("refuses a SEARCH_THREAD_IDLE_MS that is not a whole number, naming it", async () => {
    await expect(threadWith({ SEARCH_THREAD_IDLE_MS: "soon" })).rejects.toThrow('SEARCH_THREAD_IDLE_MS must be a whole number of at least 0, not "soon"');
    await expect(threadWith({ SEARCH_THREAD_IDLE_MS: "-5" })).rejects.toThrow("SEARCH_THREAD_IDLE_MS must be a whole number");
  });
});
