import { describe, expect, it } from "vitest";
import { pointerKey, pointerPart, valueAtPointer } from "~/content/json-pointer";

describe("JSON Pointers, as $refs write them", () => {
  const document = { definitions: { "a/b": { type: "string" }, "c~d": [10, 20], "50%": true, "x y": 1 } };

  it("name a value with or without the fragment's #, undoing ~1, ~0 and percent-encoding", () => {
    expect(valueAtPointer(document, "#/definitions/a~1b")).toEqual({ type: "string" });
    expect(valueAtPointer(document, "/definitions/c~0d/1")).toBe(20);
    expect(valueAtPointer(document, "#/definitions/x%20y")).toBe(1);
    expect(valueAtPointer(document, "")).toBe(document);
    expect(valueAtPointer(document, "#")).toBe(document);
  });

  it("name nothing when a part is missing, the path goes through a value, or the pointer is no path", () => {
    expect(valueAtPointer(document, "#/definitions/missing")).toBeUndefined();
    expect(valueAtPointer(document, "#/definitions/x%20y/deeper")).toBeUndefined();
    expect(valueAtPointer(document, "definitions")).toBeUndefined();
  });

  it("read a malformed percent sign as itself instead of throwing", () => {
    expect(pointerKey("50%")).toBe("50%");
    expect(valueAtPointer(document, "#/definitions/50%")).toBe(true);
  });

  it("write a key back as a part", () => {
    expect(pointerPart("a/b~c")).toBe("a~1b~0c");
    expect(pointerKey(pointerPart("a/b~c"))).toBe("a/b~c");
  });
});
