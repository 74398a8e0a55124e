import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { PageBuildError } from "../../app/content/bundle.server";
import { loadSite } from "../../app/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// unified's `process` runs the compiler inside the callback of its transformers; when one of them
// is async, a compiler that throws there (astring's recursion on a page nested thousands deep)
// rejected a promise nobody held: the page's build never settled and Node stopped the process
// (the checker, `npm run warm`) for the unhandled rejection. patches/unified+11.0.5.patch.
describe("a compiler that throws", () => {
  it("rejects unified's process, after an async transformer too", async () => {
    const processor = unified()
      .use(function parser(this: ReturnType<typeof unified>) {
        this.parser = () => ({ type: "root", children: [] });
      })
      .use(() => async () => undefined)
      .use(function compiler(this: ReturnType<typeof unified>) {
        this.compiler = () => {
          throw new Error("the compiler gave up");
        };
      });
    await expect(processor.process("text")).rejects.toThrow("the compiler gave up");
  });

  it("fails only the page nested too deeply to compile, naming it and why", async () => {
    const dir = makeContentDir({
      "docs/deep.md": page("Deep", `Intro.\n\n${"> ".repeat(2000)}bottom\n`),
      "docs/plain.md": page("Plain", "Still built."),
    });
    const site = loadSite(dir);
    const error = await buildSitePage(site, "deep").then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PageBuildError);
    expect((error as PageBuildError).problem).toMatchObject({ file: "docs/deep.md", message: expect.stringContaining("the page nests too deeply") });
    expect((await buildSitePage(site, "plain")).html).toContain("Still built.");
  }, 60_000);
});
