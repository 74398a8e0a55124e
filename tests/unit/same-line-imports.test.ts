import { describe, expect, it } from "vitest";
import { preprocess } from "../../app/content/preprocess.server";

// Prettier (proseWrap) joins a page's import lines into one: each statement still imports.
const PAGE = [
  "import Shelf from '@theme/CodeBlock'; import { Marble, Pebble as Stone } from '@site/src/components/Rocks.js';",
  "",
  "Pick a <Marble /> or a <Stone />.",
  "",
  "<Shelf>{`a `}<Marble />{` b`}</Shelf>",
].join("\n");

describe("imports written on one line", () => {
  it("makes every name the line imports a component, not text to escape", () => {
    const { source, fixups } = preprocess(PAGE);
    expect(fixups).toEqual([]);
    expect(source).toContain("Pick a <Marble /> or a <Stone />.");
    expect(source).toContain("<Shelf>{`a `}<Marble />{` b`}</Shelf>");
  });

  it("lists every module the line imports", () => {
    expect(preprocess(PAGE).importedModules).toEqual(["@theme/CodeBlock", "@site/src/components/Rocks.js"]);
  });
});
