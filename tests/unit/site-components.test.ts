import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite, type Site } from "../../app/content/site.server";
import { reactAttributes, svgComponentModule } from "../../app/content/svg-component";
import { defaultExportKeys } from "../../app/content/theme-components.server";
import { buildSitePage, expectLinearTime, makeContentDir, page } from "./helpers";

// What Docusaurus sites build their pages from besides Markdown: SVG files imported as components
// (SVGR), components made global by a swizzled src/theme/MDXComponents, and clsx in components.
const ICON = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" class="glyph" fill-rule="evenodd" style="stroke-width: 2; --tint: red">
  <path d="M1 1h14v14H1z"/>
</svg>
`;

const THEME = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Frame from '@site/src/components/Frame';
// import Unused from '@site/src/components/Unused';

export default {
  ...MDXComponents, // the defaults first
  Frame,
  'Note': (props) => <aside className="own-note">{props.children}</aside>,
  img: (props) => <img {...props} className="zoomable" />,
};
`;

const FRAME = `import React from 'react';
import clsx from 'clsx';
import {clsx as join} from 'clsx';

export default function Frame({ url, wide }) {
  return <img className={clsx('frame', wide && 'frame-wide', { 'frame-off': false }, ['frame-x'])} data-join={join('a', null, 'b')} src={url} />;
}
`;

let dir: string;
let site: Site;

beforeAll(() => {
  dir = makeContentDir({
    "docs/icons.mdx": page("Icons", "import Icon from '@site/static/img/icon.svg';\nimport Badge from '@site/src/components/Badge';\n\nA <Icon title=\"An icon\" className=\"inline\" /> and <Badge />."),
    "docs/global.mdx": page("Global", "Before.\n\n<Frame url=\"https://example.com/shot.png\" wide />\n\n<Note>Kept as a component.</Note>\n\nimport Part from './_part.mdx';\n\n<Part />\n\n![a picture](https://example.com/plain.png)"),
    "docs/_part.mdx": ":::tip\n\nIn a partial without an import:\n\n<Frame url=\"https://example.com/partial.png\" />\n\n:::\n",
    "docs/own.mdx": page("Own", "import Frame from '@site/src/components/OwnFrame';\n\n<Frame url=\"x\" />"),
    "static/img/icon.svg": ICON,
    "static/img/not-svg.svg": "just text, no drawing",
    "src/components/Badge.js": "import React from 'react';\nimport Icon from '@site/static/img/icon.svg';\nimport Plain from '@site/static/img/not-svg.svg';\n\nexport default function Badge() {\n  return <span className=\"badge\"><Icon width=\"12\" /><img src={Plain} /></span>;\n}\n",
    "src/components/Frame.js": FRAME,
    "src/components/OwnFrame.js": "export default function OwnFrame() { return <b>own frame</b>; }\n",
    "src/theme/MDXComponents.js": THEME,
  });
  site = loadSite(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = (id: string) => buildSitePage(site, id);

describe("an SVG imported by content code", () => {
  it("is a component drawing it inline, its props on the <svg> and its title in a <title>", async () => {
    const { html, warnings } = await build("icons");
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" class="inline" fill-rule="evenodd" style="stroke-width:2;--tint:red"><title>An icon</title>\n  <path d="M1 1h14v14H1z"/>\n</svg>');
    // From a component too; a file with no <svg> element stays its URL.
    expect(html).toContain('<span class="badge"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" class="glyph" fill-rule="evenodd" style="stroke-width:2;--tint:red" width="12">');
    expect(html).toContain('<img src="/_content/static/img/not-svg.svg"/>');
    expect(warnings).toEqual([]);
  });

  it("is an input of the page: an edit of the drawing builds the page again", async () => {
    const { inputs } = await build("icons");
    expect(inputs.map(([file]) => path.relative(dir, file))).toContain(path.join("static", "img", "icon.svg"));
  });

  it("is drawn so from a file of an ending no loader reads, as a site's own webpack rule hands it to SVGR (QuestDB's .svgx)", async () => {
    const own = makeContentDir({
      "docs/chart.mdx": page("Chart", "import Chart from '@site/src/components/Chart';\n\n<Chart />"),
      "src/components/Chart.js": "import Drawing from './drawing.svgz2';\n\nexport default function Chart() {\n  return <figure><Drawing id=\"tiers\" /></figure>;\n}\n",
      "src/components/drawing.svgz2": ICON,
    });
    try {
      const { html, inputs } = await buildSitePage(loadSite(own), "chart");
      expect(html).toContain('<figure><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" class="glyph" fill-rule="evenodd" style="stroke-width:2;--tint:red" id="tiers">');
      expect(inputs.map(([file]) => path.relative(own, file))).toContain(path.join("src", "components", "drawing.svgz2"));
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it("has its attributes as React props, entities decoded", () => {
    expect(reactAttributes(` class="a" stroke-linecap='round' xlink:href="#b" xml:space="preserve" data-x-y="1" aria-hidden="true" title="&lt;x&gt; &#x41;" style="-webkit-transform: none; fill:blue"`)).toEqual({
      className: "a", strokeLinecap: "round", xlinkHref: "#b", xmlSpace: "preserve", "data-x-y": "1", "aria-hidden": "true", title: "<x> A", style: { WebkitTransform: "none", fill: "blue" },
    });
    expect(svgComponentModule("no drawing here")).toBeUndefined();
    // A self-closing root has no inner markup.
    expect(svgComponentModule('<svg width="1"/>')).toContain('const markup = "";');
  });

  it("is read in linear time, however long its attribute list", () => {
    expectLinearTime((n) => `<svg ${'a="1" '.repeat(n)}`, svgComponentModule, 25_000);
    expectLinearTime((n) => `<svg ${"'".repeat(n)}`, svgComponentModule, 25_000);
  });
});

describe("components a site makes global in src/theme/MDXComponents", () => {
  it("are used by pages and partials without an import, with the theme's defaults kept", async () => {
    const { html, warnings } = await build("global");
    expect(html).toContain('<img class="frame frame-wide frame-x" data-join="a b" src="https://example.com/shot.png"/>');
    expect(html).toContain('<aside class="own-note">Kept as a component.</aside>');
    expect(html).toContain('<img class="frame frame-x" data-join="a b" src="https://example.com/partial.png"/>');
    // Only components: an `img` in the theme does not replace how Markdown images are drawn.
    expect(html).toContain('<img src="https://example.com/plain.png" alt="a picture"/>');
    expect(html).not.toContain("zoomable");
    // clsx is there for components, as in every Docusaurus site: no placeholder, no warning.
    expect(html).not.toContain("not available");
    expect(warnings).toEqual([]);
  });

  it("give way to a page's own import of the same name", async () => {
    const { html } = await build("own");
    expect(html).toContain("<b>own frame</b>");
  });

  it("are the capitalised and other keys of the default export, read from its text", () => {
    expect(defaultExportKeys(THEME)).toEqual(["Frame", "Note", "img"]);
    expect(defaultExportKeys("const components = {\n  ...Base,\n  Shot: (p) => f(p, {a: 1, b: [2, 3]}),\n  Card() { return null; },\n  /* Gone: x, */\n  Last\n};\nexport default components;\n")).toEqual(["Shot", "Card", "Last"]);
    expect(defaultExportKeys("export default function MDXComponents() {}")).toEqual([]);
    // TypeScript, braces and keys in strings, template literals and comments, a method, a computed key.
    const typed = "import type { ComponentType } from 'react';\nconst shown: Record<string, ComponentType<any>> = {\n  Quote: () => <q title={'}'}>{`{Not: a key}`}</q>,\n  // Hidden: gone,\n  ['Computed']: null,\n  Panel<T>(props: T) { return null; },\n};\nexport default shown as Record<string, ComponentType<any>>;\n";
    expect(defaultExportKeys(typed, "tsx")).toEqual(["Quote", "Panel"]);
    expect(defaultExportKeys("export default { Broken: <div> };")).toEqual([]);
  });
});

describe("a custom element a site's MDXComponents maps to a component", () => {
  // `'photo-frame': Framed`, as Docusaurus 2 sites wrote (MDX 1 looked every tag up in the components).
  const theme = "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\n\nfunction Framed({ src, caption }) {\n  return <figure className=\"framed\"><img src={src} alt={caption} /><figcaption>{caption}</figcaption></figure>;\n}\n\nexport default {\n  ...MDXComponents,\n  'photo-frame': Framed,\n};\n";
  let framedSite: Site;
  let framedDir: string;
  beforeAll(() => {
    framedDir = makeContentDir({
      "docs/shots.mdx": page("Shots", "Before.\n\n<photo-frame src={'/img/one.png'} caption=\"The first shot\" />\n\n- In a list: <photo-frame src=\"/img/two.png\" caption=\"Second\" />\n\nimport Part from './_part.mdx';\n\n<Part />\n\nXML left in prose stays text: <other-thing value=\"1\" />"),
      "docs/_part.mdx": "<photo-frame src=\"/img/three.png\" caption=\"From a partial\" />\n",
      "src/theme/MDXComponents.js": theme,
    });
    framedSite = loadSite(framedDir);
  });
  afterAll(() => fs.rmSync(framedDir, { recursive: true, force: true }));

  it("renders as that component, in pages and partials, without a warning", async () => {
    const { html, warnings } = await buildSitePage(framedSite, "shots");
    expect(html).toContain('<figure class="framed"><img src="/img/one.png" alt="The first shot"/><figcaption>The first shot</figcaption></figure>');
    expect(html).toContain('<figcaption>Second</figcaption>');
    expect(html).toContain('<figcaption>From a partial</figcaption>');
    expect(html).not.toContain("photo-frame");
    // One the site does not map is still XML written in prose, shown as text.
    expect(html).toContain("&lt;other-thing value=&quot;1&quot; /&gt;");
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('"<" starts no HTML tag here')]);
  });
});

describe("a package the site lacks, used as an object by content code", () => {
  // An icon package set up at the top of the theme's MDXComponents, as icon libraries ask: the
  // call must not break every page; the icon component still shows its placeholder.
  const ICON_THEME = `import MDXComponents from '@theme-original/MDXComponents';
import { registry } from 'glyph-kit-core';
import { starGlyph, moonGlyph } from 'glyph-kit-set';
import Glyph from '@site/src/components/Glyph';

registry.register(starGlyph, moonGlyph);
registry.settings.size = 'small';
const legacy = new registry.Legacy();

export default { ...MDXComponents, Glyph };
`;
  const GLYPH = "import React from 'react';\nimport { GlyphIcon } from 'glyph-kit-react';\n\nexport default function Glyph({ name }) {\n  return <GlyphIcon icon={name} />;\n}\n";

  it("evaluates, so pages render with the placeholder where the package would draw", async () => {
    const iconDir = makeContentDir({
      "docs/starred.mdx": page("Starred", "A <Glyph name=\"star\" /> beside the text."),
      "src/components/Glyph.js": GLYPH,
      "src/theme/MDXComponents.js": ICON_THEME,
    });
    try {
      const { html, warnings } = await buildSitePage(loadSite(iconDir), "starred");
      expect(html).toContain('A <span class="missing-module" role="note">[glyph-kit-react is not available on this site]</span> beside the text.');
      expect(warnings.map((warning) => warning.message)).toEqual(expect.arrayContaining([
        'import "glyph-kit-core" does not resolve; a page that draws it shows a placeholder',
        'import "glyph-kit-set" does not resolve; a page that draws it shows a placeholder',
        'import "glyph-kit-react" does not resolve; a placeholder is shown',
      ]));
    } finally {
      fs.rmSync(iconDir, { recursive: true, force: true });
    }
  });
});

describe("a CSS-in-JS package the site lacks, making components at the top of a module", () => {
  // styled-components' way of making components: a tagged template on a tag name, and a call on
  // another component whose result is tagged in turn. Before, the second threw while the theme's
  // MDXComponents loaded, so every page of the site got its error page.
  const PANEL = `import React from 'react';
import paint from 'paint-kit';
import Arrow from '../icons/Arrow';

const Box = paint.section\`
  padding: \${(props) => (props.roomy ? '2rem' : '1rem')};
\`;
const Pointer = paint(Arrow)\`margin-left: 4px;\`;
const Label = paint('em').attrs({ role: 'note' })\`font-weight: bold;\`;

export default function Panel({ children }) {
  return <Box roomy>{children}<Pointer /><Label>end</Label></Box>;
}
`;
  const PANEL_THEME = "import MDXComponents from '@theme-original/MDXComponents';\nimport Panel from '@site/src/components/Panel';\n\nexport default { ...MDXComponents, Panel };\n";

  it("evaluates, so its components show the placeholder around their content and the page renders", async () => {
    const paintDir = makeContentDir({
      "docs/boxed.mdx": page("Boxed", "<Panel>\n\nText **inside** the panel.\n\n</Panel>\n\nText after it."),
      "docs/plain.md": page("Plain", "Nothing styled here."),
      "src/components/Panel.js": PANEL,
      "src/theme/MDXComponents.js": PANEL_THEME,
    });
    try {
      const boxedSite = loadSite(paintDir);
      const { html } = await buildSitePage(boxedSite, "boxed");
      expect(html).toContain('<span class="missing-module" role="note">[paint-kit is not available on this site] <p>Text <strong>inside</strong> the panel.</p>');
      expect(html).toContain("<p>Text after it.</p>");
      expect((await buildSitePage(boxedSite, "plain")).html).toContain("<p>Nothing styled here.</p>");
    } finally {
      fs.rmSync(paintDir, { recursive: true, force: true });
    }
  });
});

describe("styled-components and @emotion/styled, which the site has and this one does not", () => {
  // Their components are the elements they style: shown with their content and attributes, as
  // Docusaurus shows them (without the styles), where a placeholder note stood before each.
  const FRAMED = `import React from 'react';
import styled, { css, createGlobalStyle, ThemeProvider } from 'styled-components';
import emotionStyled from '@emotion/styled';
import Arrow from './Arrow';

const Shelf = styled.figure\`
  margin: \${(props) => (props.$wide ? '0' : '1rem')};
\`;
const Note = styled.figcaption.attrs({ role: 'note' })\`font-style: italic;\`;
const Pointer = styled(Arrow)\`\${css\`margin-left: 4px;\`}\`;
const Tag = emotionStyled('mark')({ padding: 2 });
const Reset = createGlobalStyle\`body { margin: 0; }\`;

export default function Framed({ caption, children }) {
  return (
    <ThemeProvider theme={{ accent: 'teal' }}>
      <Reset />
      <Shelf $wide className="framed" data-kind="shelf" onClick={() => {}}>
        {children}
        <Note>{caption}</Note>
        <Pointer direction="right" />
        <Tag as="strong">new</Tag>
      </Shelf>
    </ThemeProvider>
  );
}
`;
  const ARROW = "import React from 'react';\n\nexport default function Arrow({ direction, className }) {\n  return <span className={className} data-direction={direction}>→</span>;\n}\n";

  it("render their elements with content and attributes, without a placeholder", async () => {
    const dir = makeContentDir({
      "docs/gallery.mdx": page("Gallery", "import Framed from '@site/src/components/Framed';\n\n<Framed caption=\"A quiet harbour\">\n\nBoats at **dawn**.\n\n</Framed>"),
      "src/components/Framed.js": FRAMED,
      "src/components/Arrow.js": ARROW,
    });
    try {
      const { html, warnings } = await buildSitePage(loadSite(dir), "gallery");
      expect(html).not.toContain("missing-module");
      expect(html).toContain('<figure class="framed" data-kind="shelf"><p>Boats at <strong>dawn</strong>.</p><figcaption role="note">A quiet harbour</figcaption><span data-direction="right">→</span><strong>new</strong></figure>');
      expect(warnings.map((warning) => warning.message)).toEqual(expect.arrayContaining([
        'import "styled-components" does not resolve; what it styles is shown without its styles',
        'import "@emotion/styled" does not resolve; what it styles is shown without its styles',
      ]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("@theme/IdealImage (Docusaurus' ideal-image plugin)", () => {
  const TILES = `import React from 'react';
import Image from '@theme/IdealImage';

const tiles = [
  { name: 'Kept', picture: require('@site/static/img/tile.png') },
  { name: 'Lost', picture: require('@site/static/img/absent.png') },
];

export default function Tiles() {
  return <ul>{tiles.map((tile) => <li key={tile.name}><Image img={tile.picture} alt={tile.name} /></li>)}</ul>;
}
`;

  it("shows the image it is given, as a URL, an image module or the plugin's loader object; a missing image is its placeholder", async () => {
    const imageDir = makeContentDir({
      "docs/gallery.mdx": page("Gallery", "import IdealImage from '@theme/IdealImage';\nimport Tiles from '@site/src/components/Tiles';\n\n<IdealImage img=\"/img/direct.png\" alt=\"Direct\" className=\"shot\" />\n\n<IdealImage img={{ src: { src: '/img/loaded.png', width: 40, height: 30 } }} alt=\"Loaded\" />\n\n<Tiles />"),
      "src/components/Tiles.js": TILES,
      "static/img/tile.png": "not really a png",
    });
    try {
      const { html, warnings } = await buildSitePage(loadSite(imageDir), "gallery");
      expect(html).toContain('<img class="shot" src="/img/direct.png" alt="Direct" loading="lazy"/>');
      expect(html).toContain('<img src="/img/loaded.png" alt="Loaded" loading="lazy"/>');
      expect(html).toContain('<li><img src="/_content/static/img/tile.png" alt="Kept" loading="lazy"/></li>');
      expect(html).toContain('<li><span class="missing-module" role="note">[@site/static/img/absent.png is not available on this site]</span></li>');
      expect(html).not.toContain("@theme/IdealImage");
      expect(warnings.map((warning) => warning.message)).toEqual(['require("@site/static/img/absent.png") does not resolve; a placeholder is shown']);
    } finally {
      fs.rmSync(imageDir, { recursive: true, force: true });
    }
  });
});

describe("a swizzled MDXComponents that takes theme components from @theme-original", () => {
  it("gets the theme's own Tabs and TabItem, as Docusaurus resolves @theme-original/X to the theme's X", async () => {
    const themed = loadSite(makeContentDir({
      "src/theme/MDXComponents.ts": "import MDXComponents from '@theme-original/MDXComponents';\nimport Tabs from '@theme-original/Tabs';\nimport TabItem from '@theme-init/TabItem';\n\nexport default { ...MDXComponents, Tabs, TabItem };\n",
      "docs/teas.mdx": page("Teas", '<Tabs>\n<TabItem value="green" label="Green">Steep briefly.</TabItem>\n<TabItem value="black" label="Black">Steep longer.</TabItem>\n</Tabs>'),
    }));
    const { html, warnings } = await buildSitePage(themed, "teas");
    expect(html).toContain('role="tablist"');
    expect(html).toContain("Steep longer.");
    expect(html).not.toContain("not available");
    expect(warnings).toEqual([]);
  });
});
