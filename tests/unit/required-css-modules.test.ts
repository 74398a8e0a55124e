import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A component that loads its CSS module with `require()`, as webpack's css-loader lets it: the
// module's `default` is its class names.
const SHELF = `import React from 'react';
const styles = require('./shelf.module.css').default;
const same = require('./shelf.module.css');

export default function Shelf() {
  return <ul className={styles.shelf}><li className={same.jar}>Jam</li></ul>;
}
`;

describe("a CSS module loaded with require()", () => {
  it("gives its class names as its default export, and as names of its own", async () => {
    const site = loadSite(makeContentDir({
      "src/components/shelf.module.css": ".shelf { display: flex; }\n.jar { color: plum; }\n",
      "src/components/Shelf.js": SHELF,
      "docs/pantry.mdx": page("Pantry", "import Shelf from '@site/src/components/Shelf';\n\n<Shelf />\n"),
    }));
    const { html, warnings } = await buildSitePage(site, "pantry");
    expect(html).toMatch(/<ul class="shelf_shelf[^"]*"><li class="shelf_jar[^"]*">Jam<\/li><\/ul>/);
    expect(html).toMatch(/\.shelf_shelf[^{]*\{\s*display: flex;/);
    expect(warnings).toEqual([]);
  });
});
