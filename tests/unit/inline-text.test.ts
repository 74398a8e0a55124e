import { describe, expect, it } from "vitest";
import { atxHeadingContent, inlineText } from "~/content/inline-text";

describe("inlineText", () => {
  it("keeps code spans' text as written, pairing runs of backticks of the same length", () => {
    expect(inlineText("Run `saucectl run` now")).toBe("Run saucectl run now");
    expect(inlineText("``a ` b`` and ` spaced `")).toBe("a ` b and spaced");
    expect(inlineText("```unclosed and `closed`")).toBe("```unclosed and closed");
    expect(inlineText("`*not emphasis*`")).toBe("*not emphasis*");
  });

  it("drops emphasis underscores but not those inside words", () => {
    expect(inlineText("_em_ and snake_case and __strong__, _a_b_")).toBe("em and snake_case and strong, a_b");
  });

  it("reads long runs of one character as any other (a regular expression took 8 s on 3,000 backticks)", () => {
    const backticks = "`".repeat(20_000);
    expect(inlineText(`a${backticks}b`)).toBe(`a${backticks}b`);
    expect(inlineText(`x${"_".repeat(20_000)}y`)).toBe(`x${"_".repeat(20_000)}y`);
  });
});

describe("atxHeadingContent", () => {
  it("drops the spaces around the text and a closing run of #s that follows a space", () => {
    expect(atxHeadingContent("  Install  ##  ")).toBe("Install");
    expect(atxHeadingContent(" Learn C#")).toBe("Learn C#");
    expect(atxHeadingContent(" ###")).toBe("");
    expect(atxHeadingContent(` a${" ".repeat(20_000)}b #`)).toBe(`a${" ".repeat(20_000)}b`);
  });
});
