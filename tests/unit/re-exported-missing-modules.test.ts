import { describe, expect, it } from "vitest";
import { importedNames } from "~/content/preprocess/segments";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A components index that re-exports a file the content folder lacks, next to one it has.
const INDEX = `export { default as Lantern } from './Lantern';
export { default as Kettle, Spout } from './kitchen/Kettle';
export { default } from './Lantern';
`;

const LANTERN = `import React from 'react';

export default function Lantern({ colour }) {
  return <span className="lantern">{colour} lantern</span>;
}
`;

function site() {
  return loadSite(makeContentDir({
    "src/components/index.js": INDEX,
    "src/components/Lantern.js": LANTERN,
    "docs/porch.mdx": page("Porch", `import { Lantern } from '@site/src/components';

<Lantern colour="amber" />
`),
  }));
}

describe("a module re-exported from one the content lacks", () => {
  it("is a placeholder, so pages that import the index still build, with a warning at the re-export", async () => {
    const { html, warnings } = await buildSitePage(site(), "porch");
    expect(html).toContain('<span class="lantern">amber lantern</span>');
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.message}`)).toEqual([
      'src/components/index.js:2: import "./kitchen/Kettle" does not resolve; a placeholder is shown',
    ]);
  });

  it("counts the names a re-export takes, its default included", () => {
    expect(importedNames(INDEX, "./kitchen/Kettle")).toEqual(["default", "Spout"]);
    expect(importedNames(INDEX, "./Lantern")).toEqual(["default"]);
  });
});
