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

describe("a /-rooted require of a static file", () => {
  it("finds it in static/ before the site's folder, as webpack's resolve.roots lists them", async () => {
    const site = loadSite(makeContentDir({
      "static/img/kite.png": "\x89PNG\r\n\x1a\n",
      "static/clips/wind.mp4": "clip",
      "img/kite.png": "not the one Docusaurus takes",
      "docs/flying.mdx": page("Flying", `<img src={require('/img/kite.png').default} alt="A kite" />

<video controls><source src={require('/clips/wind.mp4').default} type="video/mp4" /></video>
`),
    }));
    const { html, warnings } = await buildSitePage(site, "flying");
    expect(html).toMatch(/<img src="[^"]*static\/img\/kite\.png" alt="A kite"\/>/);
    expect(html).toMatch(/<source src="[^"]*static\/clips\/wind\.mp4" type="video\/mp4"\/>/);
    expect(warnings).toEqual([]);
  });
});
