import { afterEach, describe, expect, it, vi } from "vitest";
import { wholeNumberFromEnv } from "~/content/config.server";

describe("wholeNumberFromEnv", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads whole numbers, and falls back when the variable is unset or empty", () => {
    vi.stubEnv("TEST_SETTING", " 4096 ");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(4096);
    vi.stubEnv("TEST_SETTING", "0");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(0);
    vi.stubEnv("TEST_SETTING", "");
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(7);
    delete process.env.TEST_SETTING;
    expect(wholeNumberFromEnv("TEST_SETTING", 7)).toBe(7);
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const bad of ["abc", "-1", "1.5", "12MB", "Infinity", "1e400"]) {
      vi.stubEnv("TEST_SETTING", bad);
      expect(() => wholeNumberFromEnv("TEST_SETTING", 7), bad).toThrow(`TEST_SETTING must be a whole number of at least 0, not "${bad}"`);
    }
    vi.stubEnv("TEST_SETTING", "0");
    expect(() => wholeNumberFromEnv("TEST_SETTING", 300, 1)).toThrow("at least 1");
  });
});
