import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A component that, as version pickers do, reads the address and a remembered choice in the browser.
const SHELF_PICKER = `import React from "react";
import BrowserOnly from "@docusaurus/BrowserOnly";

function shelfOf() {
  const remembered = window.localStorage.getItem("preferred-shelf");
  if (remembered) return remembered;
  return window.location.pathname.split("/").filter(Boolean)[0] ?? "home";
}

export default function ShelfPicker() {
  return (
    <BrowserOnly fallback={<span className="shelf">no shelf</span>}>
      {() => <span className="shelf">{\`shelf \${shelfOf()} of \${location.origin}; \${sessionStorage.length} kept\`}</span>}
    </BrowserOnly>
  );
}
`;

const NEEDS_DOCUMENT = `import BrowserOnly from "@docusaurus/BrowserOnly";

<BrowserOnly fallback={<span className="drawn">not drawn</span>}>{() => <span className="drawn">{document.title}</span>}</BrowserOnly>

<BrowserOnly>{() => <span className="guarded">{typeof window === "undefined" ? "server" : "browser"}</span>}</BrowserOnly>
`;

describe("<BrowserOnly> children that read the browser's window", () => {
  const site = loadSite(makeContentDir({
    "docusaurus.config.js": 'module.exports = { title: "T", url: "https://books.example.org" };',
    "src/components/ShelfPicker.jsx": SHELF_PICKER,
    "docs/poetry/intro.mdx": page("Poetry", 'import ShelfPicker from "@site/src/components/ShelfPicker";\n\n<ShelfPicker />'),
    "docs/drawn.mdx": page("Drawn", NEEDS_DOCUMENT),
  }));

  it("render with the page's address under the config's url, and storage a first visit finds empty", async () => {
    const { html } = await buildSitePage(site, "poetry/intro");
    expect(html).toContain('<span class="shelf">shelf poetry of https://books.example.org; 0 kept</span>');
    expect(html).not.toContain("no shelf");
  });

  it("still show the fallback when they need the document, and are rendered as on the server when they need nothing", async () => {
    const { html } = await buildSitePage(site, "drawn");
    expect(html).toContain('<span class="drawn">not drawn</span>');
    expect(html).toContain('<span class="guarded">server</span>');
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
  });
});

describe("semver in content components", () => {
  it("is the package, as every Docusaurus site has it, not a stand-in that a missing import gives", async () => {
    const site = loadSite(makeContentDir({
      "src/components/Newer.jsx": 'import semver from "semver";\nimport { gt } from "semver";\n\nexport default function Newer({ a, b }) {\n  return <span className="newer">{semver.satisfies(a, ">=1.4.0") ? "ok" : "too old"}, {gt(a, b) ? a : b}</span>;\n}\n',
      "docs/compare.mdx": page("Compare", 'import Newer from "@site/src/components/Newer";\n\n<Newer a="1.3.9" b="1.10.0" />'),
    }));
    expect(site.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
    const { html } = await buildSitePage(site, "compare");
    expect(html).toContain('<span class="newer">too old, 1.10.0</span>');
  });
});
