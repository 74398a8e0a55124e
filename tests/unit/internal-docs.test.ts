import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page, sidebarNamed } from "./helpers";

// A site built twice from one folder by docusaurus-plugin-internaldocs-fb, as Meta's open-source
// sites are: once for the company's intranet, once for the public. Served here, it is the public one.
const CONFIG = `const {fbContent, isInternal} = require('docusaurus-plugin-internaldocs-fb/internal');
module.exports = {
  title: isInternal() ? 'Teapots (staff)' : 'Teapots',
  presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {
    docs: { editUrl: fbContent({ internal: 'https://intranet.example/teapots/', external: 'https://example.com/teapots/edit/' }) },
  }]],
};
`;

const SIDEBARS = `const {fbContent, fbInternalOnly} = require('docusaurus-plugin-internaldocs-fb/internal');
const Guides = fbContent({ internal: ['staff/brewing-at-work'], external: ['pouring', 'steeping'] });
module.exports = {
  docs: [
    'welcome',
    { 'Guides': Guides },
    ...fbInternalOnly(['staff/brewing-at-work']),
    fbInternalOnly('staff/canteen'),
  ],
};
`;

const RATING = `import React from 'react';
import {fbContent} from 'internaldocs-fb-helpers';

export default () => fbContent({ internal: <p>Tell the tea team</p>, external: <p id="rating">Was this useful?</p> });
`;

const WELCOME = `import {OssOnly, FbInternalOnly} from 'docusaurus-plugin-internaldocs-fb/internal';
import Rating from '@site/src/Rating';

<FbInternalOnly>

Ask the kitchen for the **staff** blend.

</FbInternalOnly>

<OssOnly>

Any *loose-leaf* blend will do.

</OssOnly>

<Rating />
`;

// Meta keeps its internal-only files in \`fb/\` folders, left out of the public repository.
const KETTLES = `import StaffKettles from './fb/_kettles.mdx';
import {Descaling} from './guides/fb/descaling.mdx';

Fill to the line.

<StaffKettles />

<Descaling />

Boil once.
`;

// The plugin's code snippets fill an empty fence from a file of the repository, which this site does not read.
const TIMERS = `Set the timer:

\`\`\`ts file=app/timer.ts start=TIMER_START end=TIMER_END
\`\`\`

\`\`\`ts file=app/alarm.ts
ring();
\`\`\`
`;

function site() {
  return loadSite(makeContentDir({
    "docusaurus.config.js": CONFIG,
    "sidebars.js": SIDEBARS,
    "src/Rating.js": RATING,
    "docs/welcome.mdx": page("Welcome", WELCOME),
    "docs/pouring.md": page("Pouring"),
    "docs/steeping.md": page("Steeping"),
    "docs/kettles.mdx": page("Kettles", KETTLES),
    "docs/timers.mdx": page("Timers", TIMERS),
    "docs/storing.md": page("Storing", "<FbInternalOnly>\n\nThe staff pantry is on floor 2.\n</FbInternalOnly>\n\n<OssOnly>\n\nKeep tins **airtight**.\n\n</OssOnly>\n"),
  }));
}

describe("docusaurus-plugin-internaldocs-fb, served as the public build", () => {
  it("gives the config the public values", () => {
    const loaded = site();
    expect(loaded.config.title).toBe("Teapots");
    expect(loaded.problems.filter((problem) => problem.file === "docusaurus.config.js")).toEqual([]);
  });

  it("gives the sidebars the public items, and nothing for the internal ones", () => {
    const loaded = site();
    const labels = sidebarNamed(loaded.sidebars, "docs").map((item) => (item.type === "category" ? `${item.label}: ${item.items.map((child) => child.label).join(", ")}` : item.label));
    expect(labels).toEqual(["Welcome", "Guides: Pouring, Steeping"]);
    expect(loaded.problems.filter((problem) => problem.file === "sidebars.js")).toEqual([]);
  });

  it("shows pages' OssOnly passages and leaves FbInternalOnly ones out, without a missing-import warning", async () => {
    const { html, warnings } = await buildSitePage(site(), "welcome");
    expect(html).toContain("Any <em>loose-leaf</em> blend will do.");
    expect(html).not.toContain("staff");
    expect(html).toContain('<p id="rating">Was this useful?</p>');
    expect(warnings).toEqual([]);
  });

  it("gives pages OssOnly and FbInternalOnly without an import, as the plugin's theme does", async () => {
    const { html, warnings } = await buildSitePage(site(), "storing");
    expect(html).toContain("Keep tins <strong>airtight</strong>.");
    expect(html).not.toContain("pantry");
    expect(html).not.toContain("FbInternalOnly");
    expect(warnings).toEqual([]);
  });

  it("shows nothing for an import of an fb/ folder's file the public repository lacks, without a warning, as the plugin's public build does", async () => {
    const { html, warnings } = await buildSitePage(site(), "kettles");
    expect(html).toContain("<p>Fill to the line.</p>");
    expect(html).toContain("<p>Boil once.</p>");
    expect(html).not.toContain("not available");
    expect(warnings).toEqual([]);
  });

  it("keeps the placeholder and its warning for such an import on a site without the plugin", async () => {
    const plain = loadSite(makeContentDir({ "docs/kettles.mdx": page("Kettles", KETTLES) }));
    const { html, warnings } = await buildSitePage(plain, "kettles");
    expect(html).toContain("not available on this site");
    expect(warnings.map((warning) => warning.kind)).toEqual(["missing-import", "missing-import"]);
  });

  it("warns at an empty code block that asks for a repository file's code, which nothing fills here", async () => {
    const { warnings } = await buildSitePage(site(), "timers");
    expect(warnings.map(({ kind, line }) => ({ kind, line }))).toEqual([{ kind: "code-snippet", line: 7 }]);
    expect(warnings[0].message).toContain('"file=app/timer.ts"');
  });
});
