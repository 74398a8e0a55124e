import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashFile } from "~/content/hash.server";
import { indexPages } from "~/content/pages.server";
import { freshModuleWith, makeContentDir, page } from "./helpers";

afterEach(() => vi.unstubAllEnvs());

/** An archive's time for its files (whole seconds: the time a file had can be given again exactly). */
const ARCHIVE_TIME = 1_700_000_000;

/** Writes `file` with the archive's time, as unpacking a release does. */
function unpack(file: string, text: string): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, text);
  fs.utimesSync(file, ARCHIVE_TIME, ARCHIVE_TIME);
}

describe("content replaced by a deploy", () => {
  it("a file replaced by one of the same size and modification time is hashed again", () => {
    const dir = makeContentDir({ "docs/a.md": page("Aaa", "Version one.") });
    const file = path.join(dir, "docs/a.md");
    unpack(file, page("Aaa", "Version one."));
    const before = hashFile(file);
    unpack(file, page("Bbb", "Version two."));
    expect(fs.statSync(file).mtimeMs).toBe(ARCHIVE_TIME * 1000);
    expect(fs.statSync(file).size).toBe(Buffer.byteLength(page("Aaa", "Version one.")));
    expect(hashFile(file)).not.toBe(before);
  });

  it("the page index reads such a file again", () => {
    const dir = makeContentDir({ "docs/a.md": page("Aaa") });
    const docs = path.join(dir, "docs");
    unpack(path.join(docs, "a.md"), page("Aaa"));
    indexPages(docs, dir);
    indexPages(docs, dir); // the second index remembers the file's signature
    unpack(path.join(docs, "a.md"), page("Bbb"));
    expect(indexPages(docs, dir).pages.get("a")?.title).toBe("Bbb");
  });

  it("no document is kept of a page whose file changed while it was built", async () => {
    const dir = makeContentDir({ "docs/a.md": page("A", "First half."), "docs/b.md": page("B") });
    const { storeDocument, cachedDocument, renderPage, getSite } = await freshModuleWith({ DOCS_CONTENT_DIR: dir, PAGE_DISK_CACHE_DIR: "off" }, async () => ({
      ...(await import("~/document-cache.server")),
      ...(await import("~/content/page-cache.server")),
      ...(await import("~/content/site.server")),
    }));
    const site = getSite();
    const [a, b] = [site.pages.get("a")!, site.pages.get("b")!];
    await renderPage(b, () => fs.readFileSync(b.file, "utf8"), site);
    storeDocument("docs.test", "/b", "b", "<p>B</p>", new Headers());
    expect(cachedDocument("docs.test", "/b")?.body?.toString()).toBe("<p>B</p>");
    const halfWritten = await renderPage(a, () => {
      const source = fs.readFileSync(a.file, "utf8");
      fs.appendFileSync(a.file, "\nSecond half.\n"); // the writer finishes during the build
      return source;
    }, site);
    expect(halfWritten.html).not.toContain("Second half.");
    storeDocument("docs.test", "/a", "a", halfWritten.html, new Headers());
    expect(cachedDocument("docs.test", "/a")).toBeUndefined();
    expect((await renderPage(a, () => fs.readFileSync(a.file, "utf8"), site)).html).toContain("Second half.");
  });
});
