import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "~/render-document.server";

describe("renderDocument", () => {
  it("never puts a NUL byte in the document where a multi-byte character meets React's 2 KB chunk boundary", async () => {
    // The text before the moon sign (three bytes in UTF-8) grows a byte at a time: at some lengths
    // only one or two bytes of React's 2048-byte buffer are left for it.
    for (let extra = 0; extra < 30; extra++) {
      const lines = ["x", "y", "z"].map((letter) => createElement("p", { key: letter }, letter.repeat(600)));
      const filler = "w".repeat(200 + extra);
      const html = await renderDocument(createElement("main", null, lines, createElement("b", null, filler), createElement("b", null, "☾ moon")), 1000);
      expect(html).not.toContain("\0");
      expect(html).toBe(`<main><p>${"x".repeat(600)}</p><p>${"y".repeat(600)}</p><p>${"z".repeat(600)}</p><b>${filler}</b><b>☾ moon</b></main>`);
    }
  });
});
