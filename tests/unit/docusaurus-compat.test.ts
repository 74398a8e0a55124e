import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPage, PageBuildError } from "../../app/content/bundle.server";
import { loadSite, type Site } from "../../app/content/site.server";
import { buildSitePage, makeContentDir } from "./helpers";

// A Docusaurus 2 style page written in the habits of a real corpus: a `.md` file with imports,
// a partial carrying its own headings, a `<head>` block, images through useBaseUrl and imports,
// missing components (default and named imports), an explicit heading id and the theme modules
// Docusaurus pages import.
const PAGE = `---
title: Compat page
---

import useBaseUrl from '@docusaurus/useBaseUrl';
import Partial, {toc as PartialToc} from './\\_partials/\\_part.md';
import Missing from '@site/src/components/Missing';
import {Widget} from 'some-package';
import diagram from './diagram.png';

<head>
  <meta name="robots" content="noindex" />
</head>

## Own heading {#own-id}

<Partial />

<img src={useBaseUrl('img/absent.png')} alt="absent" />

<Missing />

<Widget>inside</Widget>

<img src={diagram} alt="diagram" />

<!-- Keep the table of contents working with partials. -->

export const toc = [...PartialToc];

import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';

<Admonition type="tip" title="Imported admonition">Body</Admonition>

<CodeBlock language="js" title="example.js">const x = 1;</CodeBlock>

<Link to="/somewhere">a Docusaurus link</Link>

<BrowserOnly fallback={<span>server fallback</span>}>{() => <span>browser only</span>}</BrowserOnly>

<BrowserOnly fallback={<span>needs a browser</span>}>{() => <span>{document.title}</span>}</BrowserOnly>

Written as <span id="fm">{frontMatter.title}/{frontmatter.title}</span>.
`;

const PARTIAL = `---
sidebar_label: not shown
---

## From the partial

<p class="lead">A lead paragraph, written as HTML.</p>

:::note Partial note
Inside the partial.
:::
`;

const BROKEN = `---
title: Broken
---

<div><b>split</b>
</div>

export const broken = ;
`;

// The theme modules of Docusaurus 2.x/3.x pages beyond the basics, and webpack's raw-loader.
const THEME_PAGE = `---
title: Theme modules
---

import Head from '@docusaurus/Head';
import TOCInline from '@theme/TOCInline';
import Details from '@theme/Details';
import ThemedImage from '@theme/ThemedImage';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import CodeBlock from '@theme/CodeBlock';
import Snippet from '!!raw-loader!./snippet.js';

export const SiteTitle = () => <b id="site">{useDocusaurusContext().siteConfig.title}</b>;

<Head>
  <meta name="description" content="From Head" />
</Head>

<TOCInline toc={toc} />

## First

### Inside first

## Second

<Details summary="More"><p>Hidden text</p></Details>

<ThemedImage alt="logo" sources={{ light: '/img/light.png', dark: '/img/dark.png' }} />

<Translate id="x">Translated text</Translate> and {translate({ message: 'a message' })}

<SiteTitle /> <span id="env">{String(useIsBrowser())}/{String(ExecutionEnvironment.canUseDOM)}</span>

<CodeBlock language="js" showLineNumbers>{Snippet}</CodeBlock>
`;

// Theme hooks and components that docs pages (not only React pages) use, and a name the site's
// stand-in for a module lacks.
const HOOKS_PAGE = `---
title: Hooks
---

import Heading from '@theme/Heading';
import DocCard from '@theme/DocCard';
import DocCardList from '@theme/DocCardList';
import {useColorMode, useThemeConfig, useNotAHook} from '@docusaurus/theme-common';

export const Mode = () => <span id="mode">{useColorMode().colorMode}/{typeof useThemeConfig()}</span>;

<Heading as="h3" id="jsx-heading">Written in JSX</Heading>

<Mode />

<DocCard item={{type: 'link', href: '/page', label: 'The page', description: 'Where it starts.'}} />

<DocCardList items={[{type: 'category', label: 'Group', items: [{type: 'link', href: '/theme', label: 'Theme'}]}]} />

<span id="absent">{useNotAHook()}</span>
`;

// Router hooks and components, as pages use them to show or send readers elsewhere.
const ROUTER_PAGE = `---
title: Router
---

import {useLocation, useHistory, Redirect} from '@docusaurus/router';

export const Where = () => <span id="where">{useLocation().pathname}|{useLocation().search}|{typeof useHistory().push}</span>;

<Where />

<Redirect to="/hooks" />
`;

// Tabs with the classes and attributes Docusaurus documents for them.
const TABS_PAGE = `---
title: Tabs
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs className="wide-tabs" values={[{label: 'Linux', value: 'linux', attributes: {'data-os': 'unix'}}, {label: 'Windows', value: 'windows'}]}>
  <TabItem value="linux" className="panel-linux">On Linux.</TabItem>
  <TabItem value="windows" attributes={{className: 'tab-windows', title: 'Also for Server'}}>On Windows.</TabItem>
</Tabs>

<Tabs values={[{label: 'Big screen', value: 'Big screen'}, {label: 'C#', value: 'C#'}]}>
  <TabItem value="Big screen">Wide layout.</TabItem>
  <TabItem value="C#">Sharp notes.</TabItem>
</Tabs>

<Tabs values={[{label: 'Later', value: 'later'}, {label: 'Sooner', value: 'sooner'}]}>
  <TabItem value="sooner">Sooner text.</TabItem>
  <TabItem value="later">Later text.</TabItem>
  <TabItem value="unlisted">Unlisted text.</TabItem>
</Tabs>
`;

// Components as Docusaurus sites write them: JSX in a .js file, styled by a CSS module.
const COMPONENT_PAGE = `---
title: Components
---

import Greeting from '@site/src/components/Greeting';
import Outside from '!!raw-loader!@site/../compat-outside.txt';

<Greeting name="writer" />

<div id="outside">{String(Outside)}</div>
`;

// A site component joining class names with clsx, as Docusaurus sites' own components do (default
// and named import, strings, objects and arrays).
const FRAME_COMPONENT = `import React from 'react';
import clsx from 'clsx';
import {clsx as join} from 'clsx';

export default function Frame({wide, children}: {wide?: boolean; children: React.ReactNode}) {
  return <div className={clsx('frame', {'frame--wide': wide, 'frame--narrow': !wide}, ['text--truncate', null, false])} data-inner={join('a', undefined, 'b')}>{children}</div>;
}
`;

// Markdown habits of Docusaurus 2/3 sources beyond MDX 1: nested admonitions, titles with markup,
// ```mdx-code-block fences, npm2yarn code blocks.
const MARKDOWN_PAGE = `---
title: Markdown habits
---

::::tip[Outer with **markup**]

:::warning Inner
Inside.
:::

::::

\`\`\`mdx-code-block
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs><TabItem value="a" label="A">Alpha</TabItem></Tabs>
\`\`\`

\`\`\`bash npm2yarn title="Install"
npm install --save-dev @saucelabs/visual
\`\`\`

The [printable guide](pathname:///files/guide.pdf) is left as written.[^1] So is [a bare percent](./50%off.md).

Supported :white_check_mark:, unsupported :x:, released at 10:30:00 :tada: (\`:tada:\` in code stays).

[^1]: A footnote.
`;

// A component that shows its children only for one tab choice, and one that names a file by the
// chosen language, as sites write them with Docusaurus' storage and tab hooks.
const CHOICE_COMPONENT = `import { useStorageSlot, useTabGroupChoice } from '@docusaurus/theme-common';
import MDXContent from '@theme/MDXContent';

export function OnlyForKotlin({ children }) {
  const { tabGroupChoices } = useTabGroupChoice();
  return tabGroupChoices['lang'] === 'kotlin' && <MDXContent>{children}</MDXContent>;
}

export function SourceFile({ name }) {
  const [lang] = useStorageSlot('docusaurus.tab.lang');
  return <code>{name + (lang === 'java' ? '.java' : '.kt')}</code>;
}

export function Wrapped({ children }) {
  return <section id="wrapped"><MDXContent>{children}</MDXContent></section>;
}
`;

const CHOICE_PAGE = `---
title: Choices
---

import { OnlyForKotlin, SourceFile, Wrapped } from '@site/src/components/Choice';

Before the note.

<OnlyForKotlin>

Only Kotlin readers see this.

</OnlyForKotlin>

Edit <SourceFile name="Main" /> next.

<Wrapped>

Kept **inside**.

</Wrapped>
`;

const ADDRESS_PAGE = `---
title: Addresses
---

Jobs answer at https://api.example.com/v1/jobs/{job_id}, and a team's at <https://api.example.com/v1/{team}/a_b_c>.

Sign in at https://login.example.com/callback?team=&lt;TEAM ID&gt; or see https://example.com/find?a=1&amp;b=2 first.

<code>
  https://login.example.com/callback?team=&lt;TEAM ID&gt;
</code>
`;

let dir: string;
let site: Site;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compat-"));
  fs.mkdirSync(path.join(dir, "docs", "_partials"), { recursive: true });
  fs.writeFileSync(path.join(dir, "docs", "page.md"), PAGE);
  fs.writeFileSync(path.join(dir, "docs", "_partials", "_part.md"), PARTIAL);
  fs.writeFileSync(path.join(dir, "docs", "broken.md"), BROKEN);
  fs.writeFileSync(path.join(dir, "docs", "diagram.png"), "not really a PNG");
  fs.writeFileSync(path.join(dir, "docs", "theme.mdx"), THEME_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "snippet.js"), "export const answer = 42;\n");
  fs.writeFileSync(path.join(dir, "docs", "habits.md"), MARKDOWN_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "addresses.md"), ADDRESS_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "tabs.mdx"), TABS_PAGE);
  fs.mkdirSync(path.join(dir, "docs", "moved"));
  fs.writeFileSync(path.join(dir, "docs", "moved", "router.mdx"), ROUTER_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "hooks.mdx"), HOOKS_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "components.mdx"), COMPONENT_PAGE);
  fs.mkdirSync(path.join(dir, "src", "components"), { recursive: true });
  fs.writeFileSync(path.join(dir, "src", "components", "Greeting.js"), "import styles from './greeting.module.css';\nimport absent from './absent.module.css';\nimport './site-wide.css';\n\nexport default function Greeting({ name }) {\n  return <strong className={`${styles.hello} ${absent.warm}`}>Hi {name}</strong>;\n}\n");
  fs.writeFileSync(path.join(dir, "src", "components", "greeting.module.css"), "@import './shared.module.css';\n.hello { color: teal; background: url('./dots.png'), url('/img/plain.png'); }\n.hello::after { content: '</style>'; }\n");
  fs.writeFileSync(path.join(dir, "src", "components", "shared.module.css"), ".hello { font-weight: bold; }\n");
  fs.writeFileSync(path.join(dir, "src", "components", "dots.png"), "PNG");
  fs.writeFileSync(path.join(dir, "src", "components", "site-wide.css"), "body { color: red; }\n");
  fs.writeFileSync(path.join(dir, "src", "components", "Frame.tsx"), FRAME_COMPONENT);
  fs.writeFileSync(path.join(dir, "src", "components", "Choice.js"), CHOICE_COMPONENT);
  fs.writeFileSync(path.join(dir, "docs", "choices.mdx"), CHOICE_PAGE);
  fs.writeFileSync(path.join(dir, "docs", "framed.mdx"), "---\ntitle: Framed\n---\n\nimport Frame from '@site/src/components/Frame';\n\n<Frame wide>Inside the frame.</Frame>\n");
  fs.writeFileSync(path.join(dir, "..", "compat-outside.txt"), "OUTSIDE-SECRET");
  site = loadSite(dir);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(dir, "..", "compat-outside.txt"), { force: true });
});

const build = (id: string) => buildSitePage(site, id);

describe("a component the site lacks, in a heading", () => {
  it("shows its note in the heading but not in the outline, where the heading's own words are enough", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toc-placeholder-"));
    fs.mkdirSync(path.join(dir, "docs"));
    fs.writeFileSync(path.join(dir, "docs/icons.mdx"), "---\ntitle: Icons\n---\n\nimport { Glyph } from 'glyph-kit';\n\n## Returns <Glyph name=\"arrow\" />\n\nText.\n");
    try {
      const local = loadSite(dir);
      const page = local.pages.get("icons")!;
      const { html, toc } = await buildPage(page, fs.readFileSync(page.file, "utf8"), local.links, local.pageConfig);
      expect(html).toContain("[glyph-kit is not available on this site]");
      expect(toc).toEqual([{ id: "returns-", level: 2, text: "Returns" }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a component that calls a package the site lacks as its API", () => {
  // A grid component written on a headless table package: the package's hook is the placeholder,
  // and reading its result as the package's API throws while the component renders.
  const GRID = [
    'import React from "react";',
    'import { useGridModel } from "headless-grid";',
    "",
    "export default function SortableGrid({ rows }) {",
    "  const { gridProps, bodyRows } = useGridModel({ rows });",
    "  return <table {...gridProps()}><tbody>{bodyRows.map((row) => <tr key={row.id}><td>{row.name}</td></tr>)}</tbody></table>;",
    "}",
    "",
  ].join("\n");

  function siteWith(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contained-"));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it("shows a note in its place, and the rest of the page, with a warning at the line that threw", async () => {
    const dir = siteWith({
      "src/components/SortableGrid.js": GRID,
      "docs/fruit.mdx": "---\ntitle: Fruit\n---\n\nimport SortableGrid from '@site/src/components/SortableGrid';\n\nBefore the grid.\n\n<SortableGrid rows={[{id: 1, name: 'plum'}]} />\n\n## After the grid\n\nThe end.\n",
    });
    try {
      const local = loadSite(dir);
      const page = local.pages.get("fruit")!;
      const { html, warnings } = await buildPage(page, fs.readFileSync(page.file, "utf8"), local.links, local.pageConfig);
      expect(html).toContain("<p>Before the grid.</p>");
      expect(html).toContain('<span class="missing-module" role="note">[SortableGrid cannot be shown on this site]</span>');
      expect(html).toContain("The end.");
      expect(warnings).toContainEqual(expect.objectContaining({
        file: "src/components/SortableGrid.js",
        line: 6,
        severity: "warning",
        kind: "missing-import",
        message: expect.stringMatching(/^SortableGrid throws while rendering the page docs\/fruit\.mdx \(.*\), as code it runs uses what the site lacks \("headless-grid"\); a note shows in its place$/),
      }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows the note for a class component whose render throws, as Docusaurus 1's CompLibrary blocks are written", async () => {
    const dir = siteWith({
      "src/components/Blocks.jsx": [
        "import React from 'react';",
        "const Renderer = require('prose-renderer');",
        "",
        "export class ProseBlock extends React.Component {",
        "  render() {",
        "    const renderer = new Renderer();",
        "    return <div dangerouslySetInnerHTML={{ __html: renderer.toHtml(String(this.props.children)) }} />;",
        "  }",
        "}",
        "",
        "export class Banner extends React.Component {",
        "  render() {",
        "    return <p className=\"banner\">{this.props.label}</p>;",
        "  }",
        "}",
        "Banner.defaultProps = { label: 'Welcome' };",
        "",
      ].join("\n"),
      "docs/garden.mdx": "---\ntitle: Garden\n---\n\nimport { ProseBlock, Banner } from '@site/src/components/Blocks';\n\n<Banner />\n\n<ProseBlock>Tomatoes like sun.</ProseBlock>\n\nThe end.\n",
    });
    try {
      const local = loadSite(dir);
      const page = local.pages.get("garden")!;
      const { html, warnings } = await buildPage(page, fs.readFileSync(page.file, "utf8"), local.links, local.pageConfig);
      expect(html).toContain('<p class="banner">Welcome</p>');
      expect(html).toContain('<span class="missing-module" role="note">[ProseBlock cannot be shown on this site]</span>');
      expect(html).toContain("The end.");
      expect(warnings).toContainEqual(expect.objectContaining({
        file: "src/components/Blocks.jsx",
        line: 7,
        kind: "missing-import",
        message: expect.stringMatching(/^ProseBlock throws while rendering the page docs\/garden\.mdx \(.*\), as code it runs uses what the site lacks \("prose-renderer"\); a note shows in its place$/),
      }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows what content puts in @theme/Layout, the frame of Docusaurus' React pages, inside the doc", async () => {
    const dir = siteWith({
      "src/components/Shelf.jsx": "import React from 'react';\nimport Layout from '@theme/Layout';\n\nexport default function Shelf({ children }) {\n  return <Layout title=\"Pantry\" description=\"Jars\"><section id=\"shelf\">{children}</section></Layout>;\n}\n",
      "docs/pantry.mdx": "---\ntitle: Pantry\n---\n\nimport Layout from '@theme/Layout';\nimport Shelf from '@site/src/components/Shelf';\n\n<Shelf>Jars of jam.</Shelf>\n\n<Layout><p id=\"cellar\">Cider in the cellar.</p></Layout>\n",
    });
    try {
      const local = loadSite(dir);
      const page = local.pages.get("pantry")!;
      const { html, warnings } = await buildPage(page, fs.readFileSync(page.file, "utf8"), local.links, local.pageConfig);
      expect(html).toContain('<section id="shelf">Jars of jam.</section>');
      expect(html).toContain('<p id="cellar">Cider in the cellar.</p>');
      expect(html).not.toContain("missing-module");
      expect(warnings).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves a component that throws with every module present to fail the page, at its line", async () => {
    const dir = siteWith({
      "src/components/Broken.js": 'export default function Broken() {\n  return <p>{undefined.name}</p>;\n}\n',
      "docs/broken.mdx": "---\ntitle: Broken\n---\n\nimport Broken from '@site/src/components/Broken';\n\n<Broken />\n",
    });
    try {
      const local = loadSite(dir);
      const page = local.pages.get("broken")!;
      const built = buildPage(page, fs.readFileSync(page.file, "utf8"), local.links, local.pageConfig);
      await expect(built).rejects.toBeInstanceOf(PageBuildError);
      await expect(built).rejects.toMatchObject({ problem: { file: "src/components/Broken.js", line: 2, kind: "mdx-render" } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Docusaurus pages written for MDX 1", () => {
  it("render with their partials, admonitions in partials, images and placeholders", async () => {
    const { html } = await build("page");
    expect(html).toContain('<h2 id="own-id">Own heading');
    expect(html).toContain('<h2 id="from-the-partial">From the partial');
    expect(html).toContain('aria-label="Partial note"');
    expect(html).toContain('<img src="/img/absent.png" alt="absent"/>');
    expect(html).toContain("@site/src/components/Missing is not available on this site");
    expect(html).toContain("[some-package is not available on this site] inside");
    expect(html).toContain('<img src="/_content/docs/diagram.png" alt="diagram"/>');
  });

  it("see their frontmatter as frontMatter (Docusaurus) and frontmatter; a partial's is not shown", async () => {
    const { html } = await build("page");
    expect(html).toContain('<span id="fm">Compat page/Compat page</span>');
    expect(html).not.toContain("not shown");
  });

  it("render the @theme and @docusaurus modules they import", async () => {
    const { html } = await build("page");
    expect(html).toContain('aria-label="Imported admonition"');
    expect(html).toContain('<div class="code-title">example.js</div>');
    expect(html).toContain('<a href="/somewhere">a Docusaurus link</a>');
    // BrowserOnly: children rendered when they can be on the server, else the fallback.
    expect(html).toContain("<span>browser only</span>");
    expect(html).not.toContain("server fallback");
    expect(html).toContain("<span>needs a browser</span>");
  });

  it("highlight <CodeBlock> content like fenced code", async () => {
    const { html } = await build("page");
    const block = html.slice(html.indexOf('<div class="code-title">example.js</div>'));
    expect(block).toMatch(/^<div class="code-title">example.js<\/div><button type="button" class="wrap-button" aria-pressed="false" hidden="">Wrap lines<\/button><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy<\/button><\/div><div class="code-body"><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="color:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">const<\/span>/);
  });

  it("render components written with JSX in .js files, with their CSS modules applied, class names local to them", async () => {
    const { html, warnings, inputs } = await build("components");
    expect(html).toContain('<strong class="greeting_hello warm">Hi writer</strong>');
    // The module's rules (and those of the one it @imports) in a <style> leading the page: a
    // url() of a content file is its address on the site; "</style>" in a string cannot close it.
    const style = /^<style>([\s\S]*?)<\/style>\n/.exec(html)?.[1];
    expect(style).toContain(".shared_hello {\n  font-weight: bold;\n}");
    expect(style).toContain(".greeting_hello {\n  color: teal;\n  background: url(/_content/src/components/dots.png), url(/img/plain.png);\n}");
    expect(style).toContain('content: "<\\/style>";');
    expect(inputs.map(([file]) => path.basename(file))).toEqual(expect.arrayContaining(["greeting.module.css", "shared.module.css"]));
    expect(warnings.filter((warning) => warning.message.includes("greeting.module.css"))).toEqual([]);
    // An absent module's class names are kept as written; a stylesheet that is not a module is not
    // applied either (it would restyle the whole site). At the component that imports them.
    expect(warnings).toContainEqual({ file: "src/components/Greeting.js", line: 2, severity: "warning", kind: "stylesheet-import", message: 'the stylesheet "./absent.module.css" is not applied (class names are kept as written)' });
    expect(warnings).toContainEqual({ file: "src/components/Greeting.js", line: 3, severity: "warning", kind: "stylesheet-import", message: 'the stylesheet "src/components/site-wide.css" is not applied (class names are kept as written)' });
    expect(html).not.toContain("color: red");
  });

  it("join class names with clsx, which every Docusaurus site has, instead of showing a placeholder", async () => {
    const { html, warnings } = await build("framed");
    expect(html).toContain('<div class="frame frame--wide text--truncate" data-inner="a b">Inside the frame.</div>');
    expect(warnings).toEqual([]);
  });

  it("tell a site's address from another with @docusaurus/isInternalUrl, as swizzled doc cards ask it", async () => {
    const dir = makeContentDir({
      "docs/cards.mdx": `---
title: Cards
---

import isInternalUrl, { hasProtocol } from '@docusaurus/isInternalUrl';

export const Kind = ({ to }) => <span>{isInternalUrl(to) ? 'ours' : 'theirs'}</span>;

<Kind to="/guides/boats" /> <Kind to="https://example.org" /> <Kind to="//cdn.example.org/x.js" /> <Kind /> <span>{String(hasProtocol('mailto:crew@example.org'))}</span>
`,
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "cards");
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<span>ours<\/span>\s*<span>theirs<\/span>\s*<span>theirs<\/span>\s*<span>theirs<\/span>\s*<span>true<\/span>/);
  });

  it("never import a file from outside the content folder", async () => {
    const { html, warnings } = await build("components");
    expect(html).not.toContain("OUTSIDE-SECRET");
    expect(warnings.map((warning) => warning.message)).toContain('import "!!raw-loader!@site/../compat-outside.txt" does not resolve; the page shows nothing of it');
  });

  it("render the theme modules of later Docusaurus versions, and raw-loader imports as text", async () => {
    const { html, head, warnings, inputs } = await build("theme");
    expect(html).toContain('<nav class="toc-inline" aria-label="Contents"><ul><li><a href="#first">First</a><ul><li><a href="#inside-first">Inside first</a></li></ul></li><li><a href="#second">Second</a></li></ul></nav>');
    expect(html).toContain("<details><summary>More</summary><p>Hidden text</p></details>");
    expect(html).toContain('<img src="/img/light.png" alt="logo" class="themed-image-light"/><img src="/img/dark.png" alt="logo" class="themed-image-dark"/>');
    expect(html).toContain("Translated text and a message");
    expect(html).toContain('<b id="site">Sauce Labs Documentation</b>');
    expect(html).toContain('<span id="env">false/false</span>');
    // The raw-loaded file in a <CodeBlock>, highlighted, with line numbers.
    expect(html).toMatch(/<pre class="shiki[^"]* line-numbers"[^>]*><code><span class="line"><span style="[^"]+">export<\/span>/);
    expect(html.replace(/<[^>]+>/g, "")).toContain("export const answer = 42;");
    expect(head).toEqual([{ tagName: "meta", attributes: { name: "description", content: "From Head" } }]);
    expect(warnings).toEqual([]);
    // An edit to the raw-loaded file must rebuild the page.
    expect(inputs.map(([file]) => path.basename(file))).toContain("snippet.js");
  });

  it("render theme components and hooks of docs pages; a name the site lacks is a placeholder, reported at its import", async () => {
    const { html, toc, warnings } = await build("hooks");
    expect(html).toContain('<h3 id="jsx-heading">Written in JSX<a class="hash-link" aria-hidden="true" tabindex="-1" href="#jsx-heading">#</a></h3>');
    // In the page's outline too (Docusaurus lists Markdown headings only), as a reader expects.
    expect(toc).toEqual([{ id: "jsx-heading", level: 3, text: "Written in JSX" }]);
    expect(html).toContain('<span id="mode">light/object</span>');
    expect(html).toContain('<a class="card" href="/page"><strong class="card-title">The page</strong><div class="card-body">Where it starts.</div></a>');
    // Cards given as items are shown as given (a category leads to its first item).
    expect(html).toContain('<div class="cards"><a class="card" href="/theme"><strong class="card-title">Group</strong><div class="card-body">1 item</div></a></div>');
    expect(html).toContain('<span id="absent"><span class="missing-module" role="note">[@docusaurus/theme-common is not available on this site]</span></span>');
    expect(warnings.map((warning) => `${warning.line}: ${warning.message}`)).toEqual([
      '8: "useNotAHook" of "@docusaurus/theme-common" is not available on this site; a placeholder is shown',
    ]);
  });

  it("read tab choices and stored values as Docusaurus' server render does, none, and wrap content in MDXContent", async () => {
    const { html, warnings } = await build("choices");
    // No choice is made on the server: the Kotlin-only note is left out, as in Docusaurus' HTML,
    // and the file name takes the component's own default.
    expect(html).toContain("Before the note.");
    expect(html).not.toContain("Only Kotlin readers");
    expect(html).toContain("Edit <code>Main.kt</code> next.");
    expect(html).toContain('<section id="wrapped"><p>Kept <strong>inside</strong>.</p></section>');
    expect(html).not.toContain("missing-module");
    expect(warnings).toEqual([]);
  });

  it("see their own address through @docusaurus/router, and send readers on with its <Redirect>", async () => {
    const { html, warnings } = await build("moved/router");
    expect(html).toContain('<span id="where">/moved/router||function</span>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/hooks"/>This page has moved to <a href="/hooks">/hooks</a>.');
    expect(warnings).toEqual([]);
  });

  it("give Tabs' className to the tab list, a TabItem's to its panel and its attributes (or its values entry's) to its tab", async () => {
    const { html } = await build("tabs");
    expect(html).toContain('<div role="tablist" class="tabs-list wide-tabs">');
    expect(html).toMatch(/<button data-os="unix" type="button" role="tab" [^>]*>Linux<\/button>/);
    expect(html).toMatch(/<button title="Also for Server" class="tab-windows" type="button" role="tab" [^>]*>Windows<\/button>/);
    expect(html).toMatch(/<div role="tabpanel" class="panel-linux" [^>]*>On Linux\.<\/div>/);
  });

  it("take the tabs from a values list, in its order, and give an item that list lacks no tab, as Docusaurus does", async () => {
    const { html } = await build("tabs");
    const group = html.slice(html.indexOf('data-value="later"') - 400);
    const tabs = [...group.matchAll(/role="tab" [^>]*data-value="([^"]*)">([^<]*)<\/button>/g)].slice(0, 2).map(([, value, label]) => [value, label]);
    expect(tabs).toEqual([["later", "Later"], ["sooner", "Sooner"]]);
    expect(html).not.toMatch(/role="tab" [^>]*data-value="unlisted"/);
    expect(html).toMatch(/<div role="tabpanel" [^>]*data-value="unlisted"[^>]*hidden=""[^>]*>Unlisted text\.<\/div>/);
    expect(html).toMatch(/<div role="tabpanel" [^>]*data-value="later"[^>]*tabindex="0">Later text\.<\/div>/);
  });

  it("link each tab and its panel by ids that hold no spaces, whatever the tab's value", async () => {
    const { html } = await build("tabs");
    const ids = new Set([...html.matchAll(/ id="([^"]*)"/g)].map(([, id]) => id));
    const references = [...html.matchAll(/ aria-(?:controls|labelledby)="([^"]*)"/g)].map(([, id]) => id);
    expect(references).toHaveLength(12);
    for (const id of references) {
      expect(id).not.toMatch(/\s/);
      expect(ids.has(id)).toBe(true);
    }
    expect(html).toMatch(/role="tab" [^>]*data-value="Big screen">Big screen<\/button>/);
  });

  it("render nested admonitions, titles with markup and mdx-code-block fences as their authors meant", async () => {
    const { html, warnings } = await build("habits");
    expect(html).toMatch(/<aside class="admonition admonition-tip" aria-label="Outer with markup"><p class="admonition-title"><svg class="admonition-icon" [^>]*aria-hidden="true"[^>]*>.*?<\/svg> Outer with <strong>markup<\/strong><\/p><div class="admonition-body"><aside class="admonition admonition-warning" aria-label="Inner">/);
    // The icon is drawn, not an emoji that a reader's system may have no font for.
    const titles = html.match(/<p class="admonition-title">.*?<\/p>/g) ?? [];
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(title).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(html).toContain('<div role="tabpanel" id=');
    expect(html).not.toContain("mdx-code-block");
    expect(html).not.toContain("::::");
    expect(warnings).toEqual([]);
  });

  it("show Docusaurus' success and secondary as its tip and note, and any other admonition type as a note keeping its title", async () => {
    const source = [
      "---", "title: Kinds", "---", "",
      ":::success", "It worked.", ":::", "",
      ":::secondary[Aside]", "On the side.", ":::", "",
      ":::question Did it work?", "Yes.", ":::", "",
      ":::custom", "Untitled.", ":::", "",
    ].join("\n");
    const { html, warnings } = await buildPage({ file: path.join(dir, "docs", "kinds.md"), relativePath: "docs/kinds.md", frontmatter: { title: "Kinds" } }, source, site.links, site.pageConfig);
    const titles = [...html.matchAll(/<aside class="admonition admonition-(\w+)" aria-label="([^"]*)">/g)].map(([, look, title]) => `${look}: ${title}`);
    expect(titles).toEqual(["tip: Success", "note: Aside", "note: Did it work?", "note: Custom"]);
    expect(html).toContain("<p>Yes.</p>");
    expect(html).not.toContain(":::");
    expect(warnings.map((warning) => `${warning.line}: ${warning.kind}: ${warning.message.split(" is not")[0]}`)).toEqual([
      '13: unknown-admonition: ":::question"',
      '17: unknown-admonition: ":::custom"',
    ]);
  });

  it("keep text written on lines of its own inside <p>, <h3> or <span> in that element, as MDX 1 did, not in a paragraph HTML forbids there", async () => {
    const source = [
      "---", "title: Lines", "---", "",
      "<p>", "  Pour the <b>hot</b> water", "  over the leaves.", "</p>", "",
      "<h3>", "  Steeping", "</h3>", "",
      "<div>", "  A box of its own.", "</div>", "",
    ].join("\n");
    const { html } = await buildPage({ file: path.join(dir, "docs", "lines.md"), relativePath: "docs/lines.md", frontmatter: { title: "Lines" } }, source, site.links, site.pageConfig);
    expect(html).not.toMatch(/<p>\s*<p>/);
    expect(html).toMatch(/<p>Pour the <b>hot<\/b> water\s+over the leaves\.<\/p>/);
    expect(html).toMatch(/<h3>Steeping<\/h3>/);
    expect(html).toMatch(/<div><p>A box of its own\.<\/p><\/div>/);
  });

  it("keep text and <br /> lines written inside a <p> in that element, as MDX 1 did, without paragraphs inside it", async () => {
    const source = [
      "---", "title: Breaks", "---", "",
      "<div>", "  <p>", "    The kettle sings when the water boils.", "    <br />", "    <br />",
      "    Then the tea can steep.", "  </p>", "</div>", "",
    ].join("\n");
    const { html } = await buildPage({ file: path.join(dir, "docs", "breaks.md"), relativePath: "docs/breaks.md", frontmatter: { title: "Breaks" } }, source, site.links, site.pageConfig);
    expect(html).not.toMatch(/<p>\s*<p>/);
    expect(html).toMatch(/<p>The kettle sings when the water boils\.\s*<br\/>\s*<br\/>\s*Then the tea can steep\.<\/p>/);
  });

  it("keep a list item, table cell or link written over lines with inline markup as one line of text, as MDX 1 did; one with a blank line keeps its paragraphs", async () => {
    const source = [
      "---", "title: Steps", "---", "",
      "<ol>",
      "  <li>",
      "    Fill the{' '}",
      "    <a href=\"https://example.com/kettle\">",
      "      blue kettle",
      "    </a>{' '}",
      "    and press <b>Start</b>.",
      "  </li>",
      "  <li>",
      "    Wait for the",
      "    <code>",
      "      click",
      "    </code>",
      "    , then pour.",
      "  </li>",
      "</ol>", "",
      "<table>", "  <tr>", "    <td>", "      Cups", "    </td>", "    <dd>", "      <i>Two</i> at most", "    </dd>", "  </tr>", "</table>", "",
      "<ul>", "  <li>", "", "    A paragraph of its own.", "", "    And another.", "", "  </li>", "</ul>", "",
      "<td>", "  Leaves", "", "  - green", "  - black", "</td>", "",
    ].join("\n");
    const { html } = await buildPage({ file: path.join(dir, "docs", "steps.mdx"), relativePath: "docs/steps.mdx", frontmatter: { title: "Steps" } }, source, site.links, site.pageConfig);
    // Spaces where the writer put {' '}; none where a line ends at a tag, as JSX reads it.
    expect(html).toContain('<li>Fill the <a href="https://example.com/kettle">blue kettle</a> and press <b>Start</b>.</li>');
    expect(html).toContain("<li>Wait for the<code>click</code>, then pour.</li>");
    expect(html).toMatch(/<td>Cups<\/td>\s*<dd><i>Two<\/i> at most<\/dd>/);
    // A blank line inside, as Docusaurus 3 writers put one, asks for Markdown paragraphs.
    expect(html).toMatch(/<li>\s*<p>A paragraph of its own\.<\/p>\s*<p>And another\.<\/p>\s*<\/li>/);
    expect(html).toMatch(/<td>\s*<p>Leaves<\/p>\s*<ul>/);
  });

  it("close an admonition whose closing colons Prettier joined to its last line of text, and say so at that line", async () => {
    const source = [
      "---", "title: Joined", "---", "",
      ":::caution Mind the step The stair by the door",
      "is steep, take the rail. :::", "",
      "## After the box", "",
      ":::info Lamps are switched off at ten. :::", "",
      "Closing words.", "",
      "- A list item", "",
      "  :::tip Indented Keep the key",
      "  on its hook. :::",
    ].join("\n");
    const { html, warnings } = await buildPage({ file: path.join(dir, "docs", "joined.md"), relativePath: "docs/joined.md", frontmatter: { title: "Joined" } }, source, site.links, site.pageConfig);
    // The rest of the opening line is the title, as Docusaurus reads it; the box ends with its paragraph.
    expect(html).toMatch(/<aside class="admonition admonition-caution" aria-label="Mind the step The stair by the door">.*?<p>is steep, take the rail.<\/p><\/div><\/aside>/s);
    expect(html).toMatch(/<\/aside>\s*<h2 id="after-the-box"/);
    // All title: no empty body under it.
    expect(html).toMatch(/aria-label="Lamps are switched off at ten."><p class="admonition-title">.*?<\/p><\/aside>/s);
    expect(html).toMatch(/<\/aside>\s*<p>Closing words.<\/p>/);
    expect(html).toMatch(/<li>\s*<p>A list item<\/p>\s*<aside class="admonition admonition-tip" aria-label="Indented Keep the key">.*?<p>on its hook.<\/p>/s);
    expect(html).not.toContain(":::");
    expect(warnings.map((warning) => `${warning.line}: ${warning.kind}`)).toEqual(["6: admonition-fence", "10: admonition-fence", "17: admonition-fence"]);
  });

  it("give admonitions the id and classes written after their opening, as Docusaurus does", async () => {
    const source = ["---", "title: Boxes", "---", "", ":::warning[Mind the gap]{.roomy #gap-warning}", "Step back.", ":::", "", ":::note{#plain-note}", "Noted.", ":::", ""].join("\n");
    const { html, warnings } = await buildPage({ file: path.join(dir, "docs", "boxes.md"), relativePath: "docs/boxes.md", frontmatter: { title: "Boxes" } }, source, site.links, site.pageConfig);
    expect(html).toContain('<aside id="gap-warning" class="admonition admonition-warning roomy" aria-label="Mind the gap">');
    expect(html).toContain('<aside id="plain-note" class="admonition admonition-note" aria-label="Note">');
    expect(html).not.toContain(":::");
    expect(warnings).toEqual([]);
  });

  it("show a file's text read with require('!!raw-loader!...').default and reshaped in an expression, as Docusaurus' own docs do", async () => {
    const source = [
      "---", "title: Listing", "---", "",
      "import CodeBlock from '@theme/CodeBlock';", "",
      '<CodeBlock language="js" title="snippet.js">',
      "  {require('!!raw-loader!./snippet.js')",
      "    .default",
      "    // shout it",
      "    .split('\\n').map((line) => line.toUpperCase()).join('\\n')}",
      "</CodeBlock>", "",
    ].join("\n");
    const { html, warnings } = await buildPage({ file: path.join(dir, "docs", "listing.mdx"), relativePath: "docs/listing.mdx", frontmatter: { title: "Listing" } }, source, site.links, site.pageConfig);
    expect(html).toContain('<div class="code-title">snippet.js</div>');
    expect(html.replace(/<[^>]*>/g, "")).toContain("EXPORT CONST ANSWER = 42;");
    expect(html).not.toContain("raw-loader");
    expect(warnings).toEqual([]);
  });

  it("show a partial's Markdown inside {props.x && <div>} … </div>} only when the condition holds, as MDX 1 did", async () => {
    fs.writeFileSync(path.join(dir, "docs", "_kettle.mdx"), [
      "<>",
      "  {props.electric && <div className=\"plug\">",
      "",
      "Plug it in **first**:",
      "",
      "```sh",
      "switch --on",
      "```",
      "",
      "  </div>}",
      "</>",
      "",
      "Then wait for the {props.sound}.",
      "",
    ].join("\n"));
    const source = [
      "---", "title: Kettles", "---", "",
      "import Kettle from './_kettle.mdx';", "",
      "## Electric", "", '<Kettle electric sound="click" />', "",
      "## Stove", "", '<Kettle sound="whistle" />', "",
    ].join("\n");
    const { html, warnings } = await buildPage({ file: path.join(dir, "docs", "kettles.mdx"), relativePath: "docs/kettles.mdx", frontmatter: { title: "Kettles" } }, source, site.links, site.pageConfig);
    const text = html.replace(/<[^>]*>/g, "");
    expect(text.match(/Plug it in first:/g)).toHaveLength(1);
    expect(text.match(/switch --on/g)).toHaveLength(1);
    expect(text).toContain("Then wait for the click.");
    expect(text).toContain("Then wait for the whistle.");
    expect(text).not.toMatch(/props|&amp;&amp;|[{}]/);
    expect(html).toContain('<div class="plug">');
    expect(html.indexOf("Plug it in")).toBeLessThan(html.indexOf("id=\"stove\""));
    expect(warnings.map((warning) => `${warning.file}:${warning.line}:${warning.kind}`)).toEqual(["docs/_kettle.mdx:2:conditional-markdown"]);
  });

  it("keep pathname:// links (and links with a bare %) as written, and leave the footnotes' heading out of the outline", async () => {
    const { html, toc } = await build("habits");
    expect(html).toContain('<a href="/files/guide.pdf" target="_blank" rel="noopener noreferrer">printable guide</a>');
    expect(html).toContain('<a href="./50%off.md">a bare percent</a>');
    expect(html).toContain('id="footnote-label"');
    expect(toc).toEqual([]);
  });

  it("keep an address's braces and underscores as written, bare or in angle brackets", async () => {
    const { html, warnings } = await build("addresses");
    expect(warnings.map((warning) => `${warning.line}: ${warning.kind}`)).toEqual(["5: brace", "5: autolink"]);
    expect(html).toContain('<a href="https://api.example.com/v1/jobs/%7Bjob_id%7D" target="_blank" rel="noopener noreferrer">https://api.example.com/v1/jobs/{job_id}</a>');
    expect(html).toContain('<a href="https://api.example.com/v1/%7Bteam%7D/a_b_c" target="_blank" rel="noopener noreferrer">https://api.example.com/v1/{team}/a_b_c</a>');
  });

  it("show a bare address's character references as the characters, its link ending at a <, as GitHub ends it", async () => {
    const { html } = await build("addresses");
    expect(html).toContain('Sign in at <a href="https://login.example.com/callback?team=" target="_blank" rel="noopener noreferrer">https://login.example.com/callback?team=</a>&lt;TEAM ID&gt; or see <a href="https://example.com/find?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://example.com/find?a=1&amp;b=2</a> first.');
    expect(html).toContain('<code><a href="https://login.example.com/callback?team=" target="_blank" rel="noopener noreferrer">https://login.example.com/callback?team=</a>&lt;TEAM ID&gt;</code>');
    expect(html).not.toContain("&amp;lt;");
  });

  it("show emoji shortcodes as emoji, as Docusaurus does (remark-emoji), but not in code or times", async () => {
    const { html } = await build("habits");
    expect(html).toContain("<p>Supported ✅, unsupported ❌, released at 10:30:00 🎉 (<code>:tada:</code> in code stays).</p>");
  });

  it("show an npm2yarn block as npm, Yarn and pnpm tabs, each a titled code block", async () => {
    const { html } = await build("habits");
    const npmTabs = html.slice(html.indexOf('data-value="npm"') - 200);
    expect([...npmTabs.matchAll(/role="tab"[^>]*data-value="(\w+)">([^<]+)</g)].map(([, value, label]) => `${value}:${label}`)).toEqual(["npm:npm", "yarn:Yarn", "pnpm:pnpm"]);
    const code = [...npmTabs.matchAll(/<pre[\s\S]*?<\/pre>/g)].map(([pre]) => pre.replace(/<[^>]+>/g, ""));
    expect(code).toEqual(["npm install --save-dev @saucelabs/visual", "yarn add --dev @saucelabs/visual", "pnpm add --save-dev @saucelabs/visual"]);
    expect(npmTabs.match(/<div class="code-title">Install<\/div>/g)).toHaveLength(3);
  });

  it("list the partial's headings in the table of contents", async () => {
    const { toc } = await build("page");
    expect(toc.map((entry) => entry.id)).toEqual(["own-id", "from-the-partial"]);
  });

  it("carry <head> tags and report fix-ups against the file they are in", async () => {
    const { head, warnings } = await build("page");
    expect(head).toEqual([{ tagName: "meta", attributes: { name: "robots", content: "noindex" } }]);
    expect(warnings.map((warning) => `${warning.file}:${warning.line}:${warning.kind}`).sort()).toEqual([
      "docs/_partials/_part.md:7:jsx-attribute",
      "docs/page.md:7:missing-import",
      "docs/page.md:8:missing-import",
    ]);
  });

  it("take the frontmatter values their title and attributes name, as Docusaurus evaluates them", async () => {
    const headDir = makeContentDir({
      "docs/titled.mdx": "---\ntitle: Short name\nseoTitle: 'A longer name: for search engines'\nsummary: What the page is about\n---\n<head>\n  <title>{frontMatter.seoTitle}</title>\n  <meta name=\"description\" content={frontmatter['summary']} />\n  <meta name=\"keywords\" content={frontMatter.absent} />\n</head>\n\nBody text.\n",
    });
    try {
      const { head } = await buildSitePage(loadSite(headDir), "titled");
      expect(head).toEqual([
        { tagName: "title", attributes: {}, text: "A longer name: for search engines" },
        { tagName: "meta", attributes: { name: "description", content: "What the page is about" } },
        { tagName: "meta", attributes: { name: "keywords", content: "" } },
      ]);
    } finally {
      fs.rmSync(headDir, { recursive: true, force: true });
    }
  });

  it("locate compile errors on the source line, whatever lines preprocessing added", async () => {
    const failure = await build("broken").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageBuildError);
    expect((failure as PageBuildError).problem).toMatchObject({ file: "docs/broken.md", line: 8, kind: "mdx-compile" });
  });
});

describe("tab values", () => {
  it("warns at a TabItem whose value an earlier tab of its Tabs has, as Docusaurus stops on it, and not across Tabs", async () => {
    const dir = makeContentDir({
      "docs/pets.md": [
        "---", "title: Pets", "---", "",
        "<Tabs>", "<TabItem value=\"cat\" label=\"Cat\">", "", "Purrs.", "", "</TabItem>",
        "<TabItem value=\"cat\" label=\"Kitten\">", "", "Naps.", "", "</TabItem>", "</Tabs>", "",
        "<Tabs>", "<TabItem value=\"cat\" label=\"Cat\">", "", "Again.", "", "</TabItem>", "</Tabs>", "",
      ].join("\n"),
    });
    const { warnings } = await buildSitePage(loadSite(dir), "pets");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}]`)).toEqual(["docs/pets.md:11: [tab-value]"]);
  });

  it("does not warn when a values list gives the tabs, as Docusaurus checks only that list", async () => {
    const dir = makeContentDir({
      "docs/birds.md": [
        "---", "title: Birds", "---", "",
        "<Tabs defaultValue=\"owl\" values={[{label: 'Owl', value: 'owl'}]}>",
        "<TabItem value=\"owl\">", "", "Hoots.", "", "</TabItem>",
        "<TabItem value=\"wren\">", "</TabItem>",
        "<TabItem value=\"wren\">", "</TabItem>", "</Tabs>", "",
      ].join("\n"),
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "birds");
    expect(warnings.filter((w) => w.kind === "tab-value")).toEqual([]);
    expect(html.match(/role="tab"/g)).toHaveLength(1);
  });

  it("warns at the Tabs whose values list repeats a value, as Docusaurus checks that list", async () => {
    const dir = makeContentDir({
      "docs/fish.md": [
        "---", "title: Fish", "---", "",
        "<Tabs values={[{label: 'Trout', value: 'trout'}, {label: 'Brown trout', value: \"trout\"}]}>",
        "<TabItem value=\"trout\">", "", "Swims.", "", "</TabItem>", "</Tabs>", "",
      ].join("\n"),
    });
    const { warnings } = await buildSitePage(loadSite(dir), "fish");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}] ${w.message.slice(0, 46)}`)).toEqual([
      "docs/fish.md:5: [tab-value] the <Tabs>' values list gives the value \"trout",
    ]);
  });

  it("does not read a values list the page computes, which is known only when it runs (one of two lists chosen by a call)", async () => {
    const dir = makeContentDir({
      "docs/pets-by-place.mdx": [
        "---", "title: Pets by place", "---", "",
        "export const forPlace = (lists) => lists.outdoors;", "",
        "<Tabs values={forPlace({",
        "  indoors: [{label: 'Cat', value: 'cat'}, {label: 'Dog', value: 'dog'}],",
        "  outdoors: [{label: 'Cat', value: 'cat'}, {label: 'Dog', value: 'dog'}],",
        "})}>",
        "<TabItem value=\"cat\">", "", "Purrs.", "", "</TabItem>",
        "<TabItem value=\"dog\">", "", "Barks.", "", "</TabItem>", "</Tabs>", "",
      ].join("\n"),
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "pets-by-place");
    expect(warnings.filter((w) => w.kind === "tab-value")).toEqual([]);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
  });
});

describe("an import through a webpack inline loader of a file the site cannot read", () => {
  it("is a missing import shown as a placeholder, not a stylesheet, even when the file ends in .css", async () => {
    const site = loadSite(
      makeContentDir({
        "docs/loaded.mdx": `---
title: Loaded
---

import CodeBlock from '@theme/CodeBlock';
import Styles from '!!region-loader?part=main!@site/../elsewhere/theme.css';

<CodeBlock language="css" title="theme.css">
  {Styles}
</CodeBlock>

After the block.
`,
      }),
    );
    const { html, warnings } = await buildSitePage(site, "loaded");
    expect(html).toContain("After the block.");
    // The block says what is missing, where React would leave it empty.
    expect(html).toMatch(/<pre class="shiki plain-code"[^>]*><code><span class="missing-module" role="note">\[!!region-loader\?part=main!@site\/\.\.\/elsewhere\/theme\.css is not available on this site\]<\/span><\/code><\/pre>/);
    expect(warnings.map((warning) => warning.message)).toEqual(['import "!!region-loader?part=main!@site/../elsewhere/theme.css" does not resolve; a placeholder is shown']);
  });
});

// An image's alt text is made of its label as Markdown reads it: `12:00` there holds the text
// directive `:00`, which is taken out of it, in Docusaurus too. The writer hears of it.
describe("a text directive in an image's alt text", () => {
  it("is warned about at the image, with the alt text left; an escaped colon, a link and a time in prose are not", async () => {
    const site = makeContentDir({
      "docs/clock.md": "---\ntitle: Clock\n---\n\nOpens at 12:00 daily.\n\n![Opens at 12:00 daily, port 8080:80](/img/clock.png)\n\n![Closes at 18\\:00, see https://example.com/a](/img/clock.png)\n",
      "static/img/clock.png": "png",
    });
    const { html, warnings } = await buildSitePage(loadSite(site), "clock");
    expect(html).toContain("<p>Opens at 12:00 daily.</p>");
    expect(html).toContain('alt="Closes at 18:00, see https://example.com/a"');
    expect(warnings.filter((warning) => warning.kind === "alt-directive")).toEqual([
      expect.objectContaining({ file: "docs/clock.md", line: 7, severity: "warning", message: expect.stringContaining('reads :00, :80 as a directive') }),
    ]);
    expect(warnings.find((warning) => warning.kind === "alt-directive")?.message).toContain('it is "Opens at 12 daily, port 8080"');
  });
});
