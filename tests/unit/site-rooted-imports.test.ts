import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A partial imported by a path rooted at the site's folder, and a component that declares an
// anchor with Docusaurus' useBrokenLinks, as sites' API reference blocks do.
const PARTIAL = "Bring a **lantern** after dark.\n";

const STATION = `import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

export default function Station({ id, children }) {
  useBrokenLinks().collectAnchor(id);
  return <div className="station" id={id}>{children}</div>;
}
`;

const BODY = `import Lantern from '/docs/shared/_lantern.md';
import Station from '@site/src/components/Station';

<Lantern />

<Station id="north-gate">North gate</Station>
`;

describe("Docusaurus' module resolution and client modules", () => {
  it("resolves a /-rooted import in the content folder (webpack's resolve.roots), and useBrokenLinks declares anchors quietly", async () => {
    const site = loadSite(makeContentDir({
      "docs/shared/_lantern.md": PARTIAL,
      "src/components/Station.js": STATION,
      "docs/trail.mdx": page("Trail", BODY),
    }));
    const { html, warnings } = await buildSitePage(site, "trail");
    expect(html).toContain("Bring a <strong>lantern</strong> after dark.");
    expect(html).toContain('<div class="station" id="north-gate">North gate</div>');
    expect(warnings).toEqual([]);
  });
});
