import { describe, expect, it } from "vitest";
import { addressOf, docIdFolderOf, isPageFile, stripNumberPrefix } from "~/content/docusaurus-ids";

describe("addressOf (Docusaurus id and URL rules)", () => {
  it.each([
    ["overview.md", {}, "overview", "overview"],
    ["api-testing/mocking.md", {}, "api-testing/mocking", "api-testing/mocking"],
    ["api-testing/index.mdx", {}, "api-testing/index", "api-testing"],
    ["guides/README.md", {}, "guides/README", "guides"],
    ["testfairy/testfairy.md", {}, "testfairy/testfairy", "testfairy"],
    ["dev/cli/saucectl-run.md", { id: "run" }, "dev/cli/run", "dev/cli/run"],
    ["dev/old-name.md", { slug: "new-name" }, "dev/old-name", "dev/new-name"],
    ["dev/old-name.md", { slug: "/elsewhere/page/" }, "dev/old-name", "elsewhere/page"],
    // a relative slug is resolved against the page's folder, `..` included (it made an id no address reached)
    ["dev/cli/old-name.md", { slug: "../moved" }, "dev/cli/old-name", "dev/moved"],
    ["dev/old-name.md", { slug: "./here/../there" }, "dev/old-name", "dev/there"],
    ["dev/old-name.md", { slug: "../../../top" }, "dev/old-name", "top"],
    ["01-basics/02-intro.md", {}, "basics/intro", "basics/intro"],
    ["index.md", {}, "index", ""],
    // a file name with é as e + combining accent gets the one-code-point form URLs are matched in
    ["cafe\u0301.md", {}, "café", "café"],
  ])("%s %j -> doc id %s, page id %s", (file, frontmatter, docId, pageId) => {
    expect(addressOf(file, frontmatter)).toEqual({ docId, pageId });
  });

  it("keeps date-like prefixes", () => {
    expect(stripNumberPrefix("2024-03-01-release")).toBe("2024-03-01-release");
    expect(stripNumberPrefix("10-setup")).toBe("setup");
  });
});

describe("docIdFolderOf", () => {
  it("names a folder written as on disk the way doc ids do: number prefixes dropped from every segment", () => {
    expect(docIdFolderOf("02-guides/03-advanced")).toBe("guides/advanced");
    expect(docIdFolderOf("guides/advanced/")).toBe("guides/advanced");
    expect(docIdFolderOf("./01-start")).toBe("start");
    expect(docIdFolderOf(".")).toBe(".");
    expect(docIdFolderOf("./")).toBe(".");
  });
});

describe("isPageFile", () => {
  it("accepts .md and .mdx pages, not partials or hidden files", () => {
    expect(isPageFile("a/b.md")).toBe(true);
    expect(isPageFile("a/b.mdx")).toBe(true);
    expect(isPageFile("a/_partial.md")).toBe(false);
    expect(isPageFile("_snippets/x.md")).toBe(false);
    expect(isPageFile("a/b.txt")).toBe(false);
  });
});
