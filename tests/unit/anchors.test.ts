import { describe, expect, it } from "vitest";
import { idMeantBy } from "~/content/anchors";

describe("idMeantBy", () => {
  const ids = ["passthreshold", "environment-variables", "cacheid", "CustomId", "--tunnel-domains"];

  it("finds the id a fragment names but for case, backticks, slashes at its end and hyphens at its start", () => {
    expect(idMeantBy("passThreshold", ids)).toBe("passthreshold");
    expect(idMeantBy("environment-variables/", ids)).toBe("environment-variables");
    expect(idMeantBy("`cacheId`", ids)).toBe("cacheid");
    expect(idMeantBy("customid", ids)).toBe("CustomId");
    expect(idMeantBy("tunnel-domains", ids)).toBe("--tunnel-domains");
  });

  it("finds nothing for a fragment that names another place, or nothing at all", () => {
    expect(idMeantBy("pass-threshold", ids)).toBeUndefined();
    expect(idMeantBy("environment", ids)).toBeUndefined();
    expect(idMeantBy("tunnel", ids)).toBeUndefined();
    expect(idMeantBy("/", ids)).toBeUndefined();
    expect(idMeantBy("", ids)).toBeUndefined();
  });
});
