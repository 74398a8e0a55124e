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
    // Runs of link openings: 0.34 s at 20,000 before; a test time limit's worth at 200,000.
    expect(inlineText("[".repeat(200_000))).toBe("[".repeat(200_000));
    expect(inlineText("[a](".repeat(50_000))).toBe("[a](".repeat(50_000));
    expect(inlineText("![".repeat(100_000))).toBe("![".repeat(100_000));
  });

  it("keeps link text and drops images, also with a parenthesis in the address", () => {
    expect(inlineText("See [the wiki](https://en.wikipedia.org/wiki/Foo_(bar)), ![a diagram](a.png), [a ref][r] and [x](y \"t\").")).toBe("See the wiki, , a ref and x.");
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
