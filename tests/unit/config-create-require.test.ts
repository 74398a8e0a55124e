import { describe, expect, it } from "vitest";
import { loadConfigFile } from "~/content/config-file.server";
import { makeContentDir } from "./helpers";

// An ES module config that makes its own `require` from its URL, as Node lets ES modules do, and
// requires a package the content folder does not have and one of its own files through it.
const CONFIG = `import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const linker = require("@example/remark-linker");
const shelf = require("./data/shelf.json");

export default {
  title: "Lanterns",
  customFields: { shelves: shelf.count, linkerName: typeof linker },
  presets: [["classic", { docs: { remarkPlugins: [[require("@example/remark-linker"), { sync: true }]] } }]],
};
`;

describe("a config's createRequire", () => {
  it("gives the config's own require: stand-ins for packages the site lacks, its files read", () => {
    const dir = makeContentDir({ "docusaurus.config.mjs": CONFIG, "data/shelf.json": '{ "count": 3 }', "docs/intro.md": "# Intro\n" });
    expect(loadConfigFile(dir)).toMatchObject({ raw: { title: "Lanterns", customFields: { shelves: 3, linkerName: "function" } } });
  });
});
