import { describe, expect, it } from "vitest";
import { hasTrailingSlash, pageIdFromUrlPath, urlPathFromPageId } from "~/content/urls";

describe("pageIdFromUrlPath", () => {
  it.each([
    ["/", ""],
    ["/overview", "overview"],
    ["/api-testing/mocking/", "api-testing/mocking"],
    ["//dev//api", "dev/api"],
    ["/caf%C3%A9", "café"],
    // é typed as e + combining accent finds the same page as é
    ["/cafe%CC%81", "café"],
    // Decoded once: `50%off.md` is at /50%25off, and a double-encoded dot is a name, not a folder
    // step (ids are looked up among the pages, never joined to a file path)
    ["/50%25off", "50%off"],
    ["/%2520lit", "%20lit"],
    ["/%252e%252e/x", "%2e%2e/x"],
  ])("%s -> %s", (input, id) => expect(pageIdFromUrlPath(input)).toBe(id));

  it.each([
    "/../etc/passwd",
    "/%2e%2e/secret",
    "/a/%2E%2E/b",
    "/a/./b",
    "/a%5c..%5cb",
    "/a\\b",
    "/nul%00byte",
    "/%E0%A4%A",
    "/%ZZ",
    "/" + "a".repeat(5000),
  ])("rejects %s", (input) => expect(pageIdFromUrlPath(input)).toBeNull());
});

describe("urlPathFromPageId", () => {
  it("adds a leading slash and encodes segments", () => {
    expect(urlPathFromPageId("")).toBe("/");
    expect(urlPathFromPageId("dev/api")).toBe("/dev/api");
    expect(urlPathFromPageId("a b/c")).toBe("/a%20b/c");
  });
  it("round-trips with pageIdFromUrlPath", () => {
    for (const id of ["", "x", "dev/cli/saucectl", "naïve/page", "50%off", "%20lit", "c#sharp", "what?", "two words", "a+b", "this&that", "MixedCase", "über/straße"]) expect(pageIdFromUrlPath(urlPathFromPageId(id))).toBe(id);
  });
});

describe("hasTrailingSlash", () => {
  it("is false for the root and true for other paths ending in a slash", () => {
    expect(hasTrailingSlash("/")).toBe(false);
    expect(hasTrailingSlash("/a/")).toBe(true);
    expect(hasTrailingSlash("/a")).toBe(false);
  });
});
