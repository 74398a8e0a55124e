import { describe, expect, it } from "vitest";
import { preferredEncoding } from "~/document-cache.server";

describe("preferredEncoding", () => {
  it("prefers the encoding weighed most, brotli on a tie, honouring q=0 and *", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.8, br;q=0.8")).toBe("br");
    expect(preferredEncoding("gzip;q=0, identity")).toBeUndefined();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
  });
});
