import { describe, expect, it } from "vitest";
import { PageBuildError } from "~/content/bundle.server";
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
    "docs/garden/shed.mdx": page("Shed", `import { Lantern, Rake } from '@site/src/components';

<Rake />
`),
  }));
}

describe("a module re-exported from one the content lacks", () => {
  it("is a placeholder, so pages that import the index still build, with a warning at the re-export", async () => {
    const { html, warnings } = await buildSitePage(site(), "porch");
    expect(html).toContain('<span class="lantern">amber lantern</span>');
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.message}`)).toEqual([
      'src/components/index.js:2: import "./kitchen/Kettle" does not resolve; the page shows nothing of it',
    ]);
  });

  it("counts the names a re-export takes, its default included", () => {
    expect(importedNames(INDEX, "./kitchen/Kettle")).toEqual(["default", "Spout"]);
    expect(importedNames(INDEX, "./Lantern")).toEqual(["default"]);
  });

  it("a name the index does not export stops a page that uses it, named with the index's file, at the line importing it", async () => {
    const built = buildSitePage(site(), "garden/shed");
    await expect(built).rejects.toBeInstanceOf(PageBuildError);
    await expect(built).rejects.toMatchObject({
      problem: {
        file: "docs/garden/shed.mdx",
        line: 5,
        kind: "mdx-render",
        message: 'page fails to render: it uses an undefined component, imported by a name its module does not export: "Rake" (src/components/index.js exports no such name; it exports Kettle, Lantern, Spout and default); Docusaurus stops there too',
      },
    });
  });
});
