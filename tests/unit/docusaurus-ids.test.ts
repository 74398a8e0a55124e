import { describe, expect, it } from "vitest";
import { addressOf, docIdFolderOf, numberPrefixOf, stripNumberPrefix } from "~/content/docusaurus-ids";
import { docFileMatcher } from "~/content/pages.server";

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
    // release notes named by version keep their whole name, as Docusaurus reads no prefix in them
    ["releases/1.36.0.md", {}, "releases/1.36.0", "releases/1.36.0"],
    ["v2/8.0-upgrade.md", {}, "v2/8.0-upgrade", "v2/8.0-upgrade"],
    ["index.md", {}, "index", ""],
    // a file name with é as e + combining accent gets the one-code-point form URLs are matched in
    ["cafe\u0301.md", {}, "café", "café"],
  ])("%s %j -> doc id %s, page id %s", (file, frontmatter, docId, pageId) => {
    expect(addressOf(file, frontmatter)).toEqual({ docId, pageId });
  });

  it("keeps date-like and version-like prefixes", () => {
    expect(stripNumberPrefix("2024-03-01-release")).toBe("2024-03-01-release");
    expect(stripNumberPrefix("1.36.0")).toBe("1.36.0");
    expect(stripNumberPrefix("3_1-notes")).toBe("3_1-notes");
    expect(stripNumberPrefix("10-setup")).toBe("setup");
    expect(stripNumberPrefix("10. setup")).toBe("setup");
  });

  it("orders by no number a name that starts like a version", () => {
    expect(numberPrefixOf("1.36.0")).toBeUndefined();
    expect(numberPrefixOf("2024-03-01-release")).toBeUndefined();
    expect(numberPrefixOf("02-install")).toBe(2);
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

describe("docFileMatcher", () => {
  it("by default accepts .md and .mdx pages (in any case), not partials, tests or hidden files", () => {
    const isPageFile = docFileMatcher();
    expect(isPageFile("a/b.md")).toBe(true);
    expect(isPageFile("a/B.MD")).toBe(true);
    expect(isPageFile("a/.hidden.md")).toBe(false);
    expect(isPageFile("__tests__/a.md")).toBe(false);
    expect(isPageFile("a/b.mdx")).toBe(true);
    expect(isPageFile("a/_partial.md")).toBe(false);
    expect(isPageFile("_snippets/x.md")).toBe(false);
    expect(isPageFile("a/b.txt")).toBe(false);
  });
});
