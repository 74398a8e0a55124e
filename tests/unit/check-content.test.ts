import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { mermaidConfigOf } from "~/components/mermaidDiagrams";
import { checkContent, type CheckReport } from "~/content/check.server";
import { formatReport } from "~/content/check-report";
import { buildSitePage, makeContentDir, page } from "./helpers";
import { loadSite } from "~/content/site.server";

const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const run = promisify(execFile);

describe("checkContent on a broken content folder", () => {
  let report: CheckReport;
  beforeAll(async () => {
    report = await checkContent(fixture("broken-content"));
  });

  const located = (kind: string) => report.problems.filter((p) => p.kind === kind).map((p) => `${p.file}:${p.line}`);

  it("warns about a page with neither a frontmatter title nor a # heading, naming the title it gets", () => {
    expect(located("missing-title")).toEqual(["docs/no-title.md:1"]);
    const [problem] = report.problems.filter((p) => p.kind === "missing-title");
    expect(problem.severity).toBe("warning");
    expect(problem.message).toContain('shown as "no-title"');
  });

  it("names a # heading below a thematic break, at its line, where it said to add a heading", async () => {
    // As TypeDoc's Markdown pages are laid out: a header line, a break, then the page's heading.
    const dir = makeContentDir({ "docs/kettle.md": "---\nsidebar_label: Kettle\n---\n[Home](./kettle.md) | **Docs**\n\n***\n\n# Class: Kettle\n\nBoils water.\n" });
    const [problem] = (await checkContent(dir)).problems.filter((p) => p.kind === "missing-title");
    expect(`${problem.file}:${problem.line}`).toBe("docs/kettle.md:8");
    expect(problem.message).toBe('page has no title, so it is shown as "kettle" (its file name): its `#` heading is below a thematic break (line 6), and Docusaurus takes a title from above the first one only; move the heading above it, or add a frontmatter `title`');
  });

  it("says a partial already named with a leading _ is a page because the config's own exclude replaced the default, not to rename it", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": "module.exports = { presets: [['classic', { docs: { exclude: ['**/drafts/**'] } }]] };\n",
      "docs/_kettle.partial.md": "Fill to the line.\n",
      "docs/_shared/steps.md": "1. Pour.\n",
      "docs/brewing.mdx": page("Brewing", "import Kettle from './_kettle.partial.md';\nimport Steps from './_shared/steps.md';\n\n<Kettle />\n\n<Steps />"),
    });
    const problems = (await checkContent(dir)).problems.filter((p) => p.kind === "missing-title");
    expect(problems.map((p) => p.file)).toEqual(["docs/_kettle.partial.md", "docs/_shared/steps.md"]);
    for (const problem of problems) {
      expect(problem.message).toContain("docs/brewing.mdx imports it as a partial, and Docusaurus makes it a page of its own too, as the docs plugin's `exclude` option, which replaces Docusaurus' default that leaves out files and folders named with a leading \"_\", does not match it; add \"**/_*.{md,mdx}\" to `exclude` to keep it a partial only");
      expect(problem.message).not.toContain("name it _");
    }
  });

  it("says a page without a title that another page imports is a partial, which a leading _ keeps from being a page", async () => {
    const dir = makeContentDir({
      "docs/snippets/teapot.md": "```yaml title=\"teapot.yaml\"\nspout: short\n```\n",
      "docs/brewing.mdx": page("Brewing", "import Teapot from './snippets/teapot.md';\n\n<Teapot />"),
    });
    const problems = (await checkContent(dir)).problems.filter((p) => p.kind === "missing-title");
    expect(problems.map((p) => [`${p.file}:${p.line}`, p.message])).toEqual([
      ["docs/snippets/teapot.md:1", 'page has no title, so it is shown as "teapot" (its file name): docs/brewing.mdx imports it as a partial, and Docusaurus makes it a page of its own too, as its file name does not start with "_"; name it _teapot.md to keep it a partial only (or give it a frontmatter `title` if it is meant to be a page too)'],
    ]);
  });

  it("reports the second page that claims an id", () => {
    expect(located("duplicate-id")).toEqual(["docs/duplicate-b.md:1"]);
  });

  it("reports a sidebar docId with no page at its line in sidebars.js", () => {
    expect(located("sidebar")).toEqual(["sidebars.js:5"]);
    expect(report.problems.find((p) => p.kind === "sidebar")?.message).toContain('"missing-page"');
  });

  it("reports frontmatter that is not YAML inside the frontmatter block", () => {
    const [problem] = report.problems.filter((p) => p.kind === "frontmatter");
    expect(problem.file).toBe("docs/bad-frontmatter.md");
    // The unclosed list is on line 3; js-yaml notices it at the end of the block (line 4).
    expect(problem.line).toBeGreaterThanOrEqual(3);
    expect(problem.line).toBeLessThanOrEqual(4);
  });

  it("reports at their line pagination targets and displayed sidebars that do not exist", () => {
    const options = report.problems.filter((p) => p.file === "docs/page-options.md");
    expect(options.map((p) => `${p.severity}:${p.line}: ${p.message}`)).toEqual([
      'warning:3: pagination_next "no-such-doc" names no page; the sidebar\'s neighbour is shown (Docusaurus stops its build on it: "the pagination_next front matter points to a non-existent ID")',
      'error:4: displayed_sidebar "nowhere" names no sidebar of sidebars.js; Docusaurus stops its build on it ("wants to display sidebar nowhere but a sidebar with this name doesn\'t exist"); here it is ignored',
    ]);
  });

  it("warns at their line about frontmatter keys that look misspelt, naming the key meant, and not about a key of the page's own", () => {
    const keys = report.problems.filter((p) => p.file === "docs/misspelt-keys.md");
    expect(keys.map((p) => `${p.severity}:${p.line}: ${p.message}`)).toEqual([
      "warning:3: sidebar_lable is not a frontmatter key (did you mean sidebar_label?); it is ignored",
      "warning:4: hideTitle is not a frontmatter key (did you mean hide_title?); it is ignored",
      "warning:5: tag is not a frontmatter key (did you mean tags?); it is ignored",
    ]);
  });

  it("reports MDX that does not compile at the line of the mistake", () => {
    expect(located("mdx-compile")).toEqual(["docs/syntax-error.mdx:7"]);
    expect(report.problems.find((p) => p.kind === "mdx-compile")?.message).toMatch(/closing tag for `<Card>`/);
  });

  it("reports a component that throws while rendering at its own line, naming the page that uses it", () => {
    const [problem] = report.problems.filter((p) => p.kind === "mdx-render");
    expect(`${problem.file}:${problem.line}`).toBe("src/components/PlanTable.jsx:7");
    expect(problem.message).toBe("throws while rendering the page docs/broken-component.mdx: Cannot read properties of undefined (reading 'name')");
  });

  it("reports links to no page at the line of each link", () => {
    expect(located("broken-link")).toEqual(["docs/_shared/footer.mdx:3", "docs/links.md:9", "docs/links.md:17", "docs/links.md:23"]);
  });

  it("reports a broken link in an imported partial at its line in the partial", () => {
    expect(report.problems.filter((p) => p.message.includes("/retired-guide")).map((p) => `${p.file}:${p.line}`)).toEqual(["docs/_shared/footer.mdx:3"]);
  });

  it("reports missing anchors on other pages, on the same page and behind .md links", () => {
    expect(located("broken-anchor")).toEqual(["docs/links.md:11", "docs/links.md:13", "docs/links.md:15"]);
  });

  it("warns about anchors that differ from a heading's id only in case or a trailing slash, naming the id to write", () => {
    const loose = report.problems.filter((p) => p.kind === "loose-anchor");
    expect(loose.map((p) => `${p.severity} ${p.file}:${p.line}`)).toEqual(["warning docs/links.md:25", "warning docs/links.md:25"]);
    expect(loose[0].message).toContain('has no anchor "#Fine-Section" but has "#fine-section"');
    expect(loose[1].message).toContain('has no anchor "#Getting-Around/" but has "#getting-around"');
  });

  it("lists unresolved imports as warnings at their import line", () => {
    expect(located("missing-import")).toEqual(["docs/missing-import.mdx:5", "docs/missing-import.mdx:9"]);
    expect(report.problems.filter((p) => p.kind === "missing-import").every((p) => p.severity === "warning")).toBe(true);
  });

  it("counts every error and nothing else", () => {
    expect(report.pageCount).toBe(10);
    expect(report.errors).toBe(13);
    expect(report.warnings).toBe(9);
  });

  it("prints problems grouped by file, then counts by kind, then the summary line", () => {
    const text = formatReport(report);
    expect(text).toContain("docs/links.md (6 errors, 2 warnings)\n  docs/links.md:9: error [broken-link]");
    expect(text).toMatch(/By kind:\n {2}broken-anchor +3 errors\n/);
    expect(text.trimEnd().split("\n").at(-1)).toBe("check-content: 10 pages, 13 errors, 9 warnings, 0 notices");
    expect(text.indexOf("docs/bad-frontmatter.md")).toBeLessThan(text.indexOf("docs/links.md"));
  });
});

describe("checkContent on MDX that does not compile after lines were moved", () => {
  it("tells every line of the reason in the writer's file, not in the text the preprocessing made", async () => {
    // The HTML block on line 5 is put on lines of its own before compiling: two more lines.
    const dir = makeContentDir({
      "docs/shifted.mdx": '---\ntitle: Shifted\n---\n\nIntro text <details><summary>More</summary>\n\nBody.\n\n</details>\n\n<div className="box">\n\nNever closed.\n',
    });
    const [problem] = (await checkContent(dir)).problems.filter((p) => p.kind === "mdx-compile");
    expect(`${problem.file}:${problem.line}`).toBe("docs/shifted.mdx:11");
    expect(problem.message).toBe("MDX does not compile: Expected a closing tag for `<div>` (line 11)");
  });
});

describe("checkContent on a clean content folder", () => {
  it("reports nothing", async () => {
    const report = await checkContent(fixture("clean-content"));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ pageCount: 3, errors: 0, warnings: 0 });
  });
});

describe("checkContent on frontmatter the site ignores", () => {
  it("warns at their line about tags it cannot read, a sidebar_position that is no number and URLs that are neither http(s) nor a site path", async () => {
    const report = await checkContent(makeContentDir({
      "docs/a.md": "---\ntitle: A\ntags: [ok, 42]\ncustom_edit_url: javascript:alert(1)\nimage: data:image/png;base64,AAAA\nsidebar_position: top\n---\n\nText.\n",
      "docs/b.md": "---\ntitle: B\ntags: single-tag\nimage: /img/b.png\nsidebar_position: '3'\n---\n\nText.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      "docs/a.md:3: warning [frontmatter] tags item 2 (42) is not a tag name or {label, permalink}; it is ignored",
      'docs/a.md:4: warning [frontmatter] custom_edit_url "javascript:alert(1)" is not an http(s) URL or a path on this site; it is ignored',
      'docs/a.md:5: warning [frontmatter] image "data:image/png;base64,AAAA" is not an http(s) URL or a path on this site; it is ignored',
      'docs/a.md:6: warning [frontmatter] sidebar_position "top" is not a number; the page is ordered by its file name',
    ]);
  });
});

describe("checkContent on links to paths with a dot in their last part", () => {
  it("reports one that names neither a page nor a file, as Docusaurus does, and leaves files alone: static/'s, or ending as files do", async () => {
    const report = await checkContent(makeContentDir({
      "docs/guide.md": page("Guide", "See [options](../api/lantern.options), [the lantern](../api/lantern.wick), [the kit](/files/kit.box) and [a map](/files/map.pdf)."),
      "docs/api/lantern.wick.md": page("Lantern.wick"),
      "static/files/kit.box": "box",
    }));
    expect(report.problems.filter((p) => p.kind === "broken-link").map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/guide.md:5: link "../api/lantern.options": there is no page at "/api/lantern.options"',
    ]);
  });
});

describe("checkContent on anchors to headings that were renamed", () => {
  it("names the nearest heading id beside a broken anchor: a typo away, or the only one its words begin or end", async () => {
    const report = await checkContent(makeContentDir({
      "docs/kiln.md": page("Kiln", "## Firing Schedules\n\n## `bake` Options `heatLevel`\n\n## Glaze one\n\n## Glaze two\n\n## Cooling\n\n## Vents\n\n## `bake` Options `vents`"),
      "docs/notes.md": page("Notes", "See [schedules](/kiln#firing-schedule), [heat](/kiln#heatlevel), [glaze](/kiln#glaze), [the door](/kiln#door) and [the vents](/kiln#vents-1)."),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/notes.md:5: link "/kiln#door": page "/kiln" has no anchor "#door"',
      'docs/notes.md:5: link "/kiln#firing-schedule": page "/kiln" has no anchor "#firing-schedule" (the nearest it has: "#firing-schedules")',
      // Two headings begin with its word: neither is named.
      'docs/notes.md:5: link "/kiln#glaze": page "/kiln" has no anchor "#glaze"',
      'docs/notes.md:5: link "/kiln#heatlevel": page "/kiln" has no anchor "#heatlevel" (the nearest it has: "#bake-options-heatlevel")',
      // The second heading "Vents", renamed: not the first.
      'docs/notes.md:5: link "/kiln#vents-1": page "/kiln" has no anchor "#vents-1" (the nearest it has: "#bake-options-vents")',
    ]);
  });
});

describe("checkContent on anchors to a category's generated index", () => {
  it("reports them, as the index has none, naming the category's page an anchor may mean", async () => {
    const report = await checkContent(makeContentDir({
      "sidebars.js": `module.exports = { docs: [{ type: "category", label: "Pottery", link: { type: "generated-index", slug: "/pottery" }, items: ["pottery/kiln", "pottery/wheel"] }, "notes"] };`,
      "docs/pottery/kiln.md": page("Kiln"),
      "docs/pottery/wheel.md": page("Wheel"),
      "docs/notes.md": page("Notes", "See [the kiln](/pottery#kiln), [glazes](/pottery#glazes) and [all of it](/pottery)."),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} ${p.message}`)).toEqual([
      `docs/notes.md:5: error link "/pottery#glazes": page "/pottery" has no anchor "#glazes": it is a category's generated index, which lists the category's pages as cards and has no anchors, in Docusaurus too`,
      `docs/notes.md:5: error link "/pottery#kiln": page "/pottery" has no anchor "#kiln": it is a category's generated index, which lists the category's pages as cards and has no anchors, in Docusaurus too; the page "/pottery/kiln" may be the one meant`,
    ]);
  });
});

describe("checkContent on links a component makes from its data", () => {
  it("reports a broken one at the line of the component's data that names it, not at line 1 of each page", async () => {
    const component = `import React from 'react';
import Link from '@docusaurus/Link';

const courses = [
  { title: 'Throwing', slug: 'throwing' },
  { title: 'Glazing', slug: 'glazing' },
];

export default function Courses() {
  return <ul>{courses.map(({ title, slug }) => <li key={slug}><Link to={\`/courses/\${slug}\`}>{title}</Link></li>)}</ul>;
}
`;
    const report = await checkContent(makeContentDir({
      "src/components/Courses.jsx": component,
      "docs/courses/throwing.mdx": page("Throwing", "import Courses from '@site/src/components/Courses';\n\n<Courses />"),
      "docs/overview.mdx": page("Overview", "import Courses from '@site/src/components/Courses';\n\nAll of them:\n\n<Courses />"),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'src/components/Courses.jsx:6: link "/courses/glazing": there is no page at "/courses/glazing"',
    ]);
  });
});

describe("checkContent on links to pages that were renamed or moved", () => {
  it("names the nearest page beside a link to no page: a typo away in its folder, or the only one its path ends as", async () => {
    const report = await checkContent(makeContentDir({
      "docs/garden/sowing.md": page("Sowing"),
      "docs/garden/watering.md": page("Watering"),
      "docs/reference/tools/spade/digging.md": page("Digging"),
      "docs/reference/tools/rake.md": page("Rake"),
      "docs/shed/rake.md": page("Another rake"),
      "docs/notes.md": page("Notes", "See [sowing](/garden/sowng), [digging](/tools/spade/digging), [raking](/tools/rake) and [pruning](/garden/pruning)."),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/notes.md:5: link "/garden/pruning": there is no page at "/garden/pruning"',
      'docs/notes.md:5: link "/garden/sowng": there is no page at "/garden/sowng" (the nearest page: "/garden/sowing")',
      'docs/notes.md:5: link "/tools/rake": there is no page at "/tools/rake" (the nearest page: "/reference/tools/rake")',
      'docs/notes.md:5: link "/tools/spade/digging": there is no page at "/tools/spade/digging" (the nearest page: "/reference/tools/spade/digging")',
    ]);
  });

  it("names the nearest page beside a link to a Markdown file that exists nowhere", async () => {
    const report = await checkContent(makeContentDir({
      "docs/garden/sowing.md": page("Sowing"),
      "docs/garden/notes.md": page("Notes", "See [sowing](./sowng.md) and [the same](/docs/garden/sowng.md)."),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/garden/notes.md:5: link "./sowng.md": there is no such file (looked for docs/garden/sowng.md) (the nearest page: "/garden/sowing")',
      'docs/garden/notes.md:5: link "/docs/garden/sowng.md": there is no such file (looked for docs/docs/garden/sowng.md or docs/garden/sowng.md) (the nearest page: "/garden/sowing")',
    ]);
  });
});

describe("checkContent on footnotes whose label is not ASCII", () => {
  it("finds their percent-encoded ids, as a browser does, and still reports a missing one", async () => {
    const report = await checkContent(makeContentDir({
      "docs/tea.md": "---\ntitle: Tea\n---\n\nSteep it briefly.[^ñ1] Pour it slowly.[^★2]\n\nSee [the note](#user-content-fn-%C3%B1-missing).\n\n[^ñ1]: Two minutes.\n[^★2]: Over a spoon.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'docs/tea.md:7: error [broken-anchor] link "#user-content-fn-%C3%B1-missing": page "/tea" has no anchor "#user-content-fn-ñ-missing"',
    ]);
  });
});

describe("checkContent on pathname:// links", () => {
  it("opens them in a new tab and leaves them out of the check, as Docusaurus does, still checking other links", async () => {
    const dir = makeContentDir({
      "docs/kettle.md": "---\ntitle: Kettle\n---\n\nSee [the generated reference](pathname:///reference/v2) and <a href=\"pathname:///reference/v2/kettle\">the kettle class</a>.\n\nAlso [a page that is gone](/reference/v3).\n",
    });
    const report = await checkContent(dir);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'docs/kettle.md:7: error [broken-link] link "/reference/v3": there is no page at "/reference/v3"',
    ]);
    const { html } = await buildSitePage(loadSite(dir), "kettle");
    expect(html).toContain('<a href="/reference/v2" target="_blank" rel="noopener noreferrer">the generated reference</a>');
    expect(html).toContain('<a href="/reference/v2/kettle" target="_blank" rel="noopener noreferrer">the kettle class</a>');
  });
});

describe("checkContent on page ids that differ only in case", () => {
  it("serves both and warns at the second file, naming the first", async () => {
    // Written at run time: a fixture committed with both files could not be checked out on macOS or Windows.
    const dir = makeContentDir({
      "docs/Upper.md": "---\ntitle: Upper\n---\n\nText.\n",
      "docs/upper.md": "---\ntitle: Lower\n---\n\nText.\n",
      "docs/guide/Setup.md": "---\ntitle: Setup\nid: install\n---\n\nText.\n",
      "docs/guide/setup-too.md": "---\ntitle: Setup too\nid: Install\n---\n\nText.\n",
    });
    const report = await checkContent(dir);
    expect(report.pageCount).toBe(4);
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'docs/guide/setup-too.md:1: warning [case-collision] page id "guide/Install" differs only in case from "guide/install" (docs/guide/Setup.md): where case is not told apart (macOS and Windows file systems, many git clients and hosts) the two collide; rename one',
      'docs/upper.md:1: warning [case-collision] page id "upper" differs only in case from "Upper" (docs/Upper.md): where case is not told apart (macOS and Windows file systems, many git clients and hosts) the two collide; rename one',
    ]);
  });
});

describe("checkContent on links written for Docusaurus' trailingSlash: true", () => {
  it("warns about a link that needs the page's URL read as a folder, which works, and errs on one that names no page", async () => {
    const report = await checkContent(makeContentDir({
      "docs/cli/saucectl.md": "---\ntitle: saucectl\n---\n\nSee [its commands](commands) and [a page it lacks](flags).\n",
      "docs/cli/saucectl/commands.md": "---\ntitle: Commands\n---\n\nText.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}]`)).toEqual([
      "docs/cli/saucectl.md:5: error [broken-link]",
      "docs/cli/saucectl.md:5: warning [folder-relative-link]",
    ]);
    expect(report.problems[0].message).toBe('link "flags": there is no page at "/cli/flags"');
    expect(report.problems[1].message).toContain('"./saucectl/commands.md"');
  });

  it("reads them against the page's URL as a folder when the config sets it, and names a broken one as written, at its line", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Tools', trailingSlash: true };\n",
      "docs/cli/saucectl.md": "---\ntitle: saucectl\n---\n\nSee [its commands](commands/).\n\nAnd [a page it lacks](../flags/#all) and [its sibling](../other/).\n",
      "docs/cli/saucectl/commands.md": "---\ntitle: Commands\n---\n\nText.\n",
      "docs/cli/other.md": "---\ntitle: Other\n---\n\nText.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'docs/cli/saucectl.md:7: error [broken-link] link "../flags/#all": there is no page at "/cli/flags"',
    ]);
  });
});

describe("Mermaid diagrams", () => {
  const kettle = "---\ntitle: Kettle\n---\n\nHow it boils:\n\n```mermaid\ngraph TD\n  COLD[Cold water] --> HOT[Hot water]\n```\n\n```js\nboil()\n```\n";
  const diagramBoxes = (html: string) => html.split('<div class="mermaid-diagram">').length - 1;

  it("are boxes the browser draws in, around their source, when the config turns them on (markdown.mermaid), and draw no warning", async () => {
    const dir = makeContentDir({ "docusaurus.config.js": "module.exports = { title: 'Kettles', markdown: { mermaid: true } };\n", "docs/kettle.md": kettle });
    const rendered = await buildSitePage(loadSite(dir), "kettle");
    expect(diagramBoxes(rendered.html)).toBe(1);
    expect(rendered.html).toMatch(/<div class="mermaid-diagram"><div class="code-block" data-language="mermaid">[\s\S]*Cold water/);
    expect(rendered.usedConfig.map(([part]) => part)).toContain("mermaid");
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it("carry the config's themeConfig.mermaid to the browser, which draws them in its themes and with its options", async () => {
    const config = "module.exports = { title: 'Kettles', markdown: { mermaid: true }, themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { fontSize: 18, securityLevel: 'loose' } } } };\n";
    const site = loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/kettle.md": kettle }));
    const rendered = await buildSitePage(site, "kettle");
    const written = /<div class="mermaid-diagram" data-mermaid-settings="([^"]*)">/.exec(rendered.html)?.[1];
    const settings = JSON.parse(written!.replace(/&quot;/g, '"'));
    expect(settings).toEqual({ light: "neutral", dark: "forest", options: { fontSize: 18, securityLevel: "loose" } });
    expect(mermaidConfigOf(JSON.stringify(settings), false, "serif")).toMatchObject({ theme: "neutral", fontSize: 18, fontFamily: "serif", securityLevel: "strict" });
    expect(mermaidConfigOf(JSON.stringify(settings), true, "serif")).toMatchObject({ theme: "forest" });
    expect(mermaidConfigOf(undefined, true, "serif")).toMatchObject({ theme: "dark", themeVariables: { edgeLabelBackground: expect.any(String) } });
    expect(mermaidConfigOf(undefined, false, "serif")).toMatchObject({ theme: "default", fontFamily: "serif" });
    const plain = loadSite(makeContentDir({ "docusaurus.config.js": "module.exports = { title: 'Kettles', markdown: { mermaid: true } };\n", "docs/kettle.md": kettle }));
    expect(site.pageConfig.fingerprints.mermaid).not.toBe(plain.pageConfig.fingerprints.mermaid);
  });

  it("are drawn too with Docusaurus 2's mdx-mermaid plugin in the config's remark plugins, which the checker does not call unrun", async () => {
    const config = "const diagrams = require('mdx-mermaid');\nmodule.exports = { title: 'Kettles', presets: [['classic', { docs: { remarkPlugins: [diagrams] } }]] };\n";
    const dir = makeContentDir({ "docusaurus.config.js": config, "docs/kettle.md": kettle });
    expect(diagramBoxes((await buildSitePage(loadSite(dir), "kettle")).html)).toBe(1);
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it("are drawn from the components pages write them with, Docusaurus 3's @theme/Mermaid and mdx-mermaid's, whatever the config says", async () => {
    const chart = "graph LR\n  FILL[Fill] --> BOIL[Boil]";
    const dir = makeContentDir({
      "docs/theme.mdx": `---\ntitle: Theme\n---\n\nimport Mermaid from '@theme/Mermaid';\n\n<Mermaid value={\`${chart}\`} />\n`,
      "docs/plugin.mdx": `---\ntitle: Plugin\n---\n\nimport { Mermaid } from 'mdx-mermaid/Mermaid';\n\n<Mermaid chart={\`${chart}\`} />\n`,
    });
    const site = loadSite(dir);
    for (const id of ["theme", "plugin"]) {
      const { html } = await buildSitePage(site, id);
      expect(diagramBoxes(html)).toBe(1);
      expect(html.replace(/<[^>]+>/g, "").replace(/&gt;/g, ">")).toContain("FILL[Fill] --> BOIL[Boil]");
    }
    expect((await checkContent(dir)).problems).toEqual([]);
  });

  it("are code blocks without that setting, as in Docusaurus", async () => {
    const rendered = await buildSitePage(loadSite(makeContentDir({ "docs/kettle.md": kettle })), "kettle");
    expect(diagramBoxes(rendered.html)).toBe(0);
    expect(rendered.html).toContain('data-language="mermaid"');
  });
});

describe("checkContent under the config's onBrokenLinks, onBrokenMarkdownLinks and onBrokenAnchors", () => {
  const pages = {
    "docs/harbour.md": "---\ntitle: Harbour\n---\n\n## Moorings\n\nBoats tie up here.\n",
    "docs/quay.md":
      "---\ntitle: Quay\n---\n\nSee [the lighthouse](/lighthouse).\n\nSee [the pier](pier.md).\n\nSee [the slipway](harbour.md#slipway).\n\nSee [the moorings](harbour.md#Moorings).\n",
  };
  const reported = (report: CheckReport) => report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}]`);

  it("reports each kind as an error (and a loose anchor as a warning) when the config sets none", async () => {
    const report = await checkContent(makeContentDir(pages));
    expect(reported(report)).toEqual([
      "docs/quay.md:5: error [broken-link]",
      "docs/quay.md:7: error [broken-link]",
      "docs/quay.md:9: error [broken-anchor]",
      "docs/quay.md:11: warning [loose-anchor]",
    ]);
  });

  it("gives each kind the severity its setting asks for: throw an error, warn or log a warning, ignore a notice", async () => {
    const report = await checkContent(makeContentDir({
      ...pages,
      "docusaurus.config.js": "module.exports = { title: 'Port', onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore' };\n",
    }));
    expect(reported(report)).toEqual([
      "docs/quay.md:5: warning [broken-link]",
      "docs/quay.md:7: notice [broken-link]",
      "docs/quay.md:9: notice [broken-anchor]",
      "docs/quay.md:11: notice [loose-anchor]",
    ]);
    expect(report.errors).toBe(0);
  });

  it("reads Markdown links' action from markdown.hooks, as Docusaurus 3.9 moved it, and warns at its line about a value it cannot follow", async () => {
    const report = await checkContent(makeContentDir({
      ...pages,
      "docusaurus.config.js": "module.exports = {\n  title: 'Port',\n  onBrokenLinks: 'throw',\n  onBrokenAnchors: 'loudly',\n  markdown: { hooks: { onBrokenMarkdownLinks: 'log' } },\n};\n",
    }));
    expect(reported(report)).toEqual([
      "docs/quay.md:5: error [broken-link]",
      "docs/quay.md:7: warning [broken-link]",
      "docs/quay.md:9: error [broken-anchor]",
      "docs/quay.md:11: warning [loose-anchor]",
      "docusaurus.config.js:4: warning [config]",
    ]);
    expect(report.problems.at(-1)?.message).toBe('onBrokenAnchors is "loudly", not "throw", "warn", "log" or "ignore"; the checker reports those links as it does by default');
  });
});

describe("checkContent on links to the site's root", () => {
  it("takes a link to / as working where the content has no home page (the address leads to the first section), but not one to an anchor there", async () => {
    const withSidebar = await checkContent(makeContentDir({
      "docs/start.md": "---\ntitle: Start\n---\n\nBack to [the front](/).\n\nSee [its first step](/#first-step).\n",
      "sidebars.js": "module.exports = { guide: ['start'] };\n",
    }));
    expect(withSidebar.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual(['docs/start.md:7: broken-link: link "/#first-step": there is no page at "/"']);
    const withHome = await checkContent(makeContentDir({
      "docs/index.md": "---\ntitle: Home\n---\n\nWelcome.\n",
      "docs/start.md": "---\ntitle: Start\n---\n\nBack [home](/#nowhere).\n",
    }));
    expect(withHome.problems.map((p) => `${p.file}:${p.line}: ${p.kind}`)).toEqual(["docs/start.md:5: broken-anchor"]);
  });
});

describe("checkContent on a broken anchor written with characters a URL escapes", () => {
  it("reports it at the line that writes it, where it was reported at line 1", async () => {
    const report = await checkContent(makeContentDir({
      "docs/tea.md": '---\ntitle: Tea\n---\n\n## Why "green" tea cools\n\nSteep it.\n',
      "docs/cup.md": '---\ntitle: Cup\n---\n\nA cup.\n\nRead [why it cools](tea.md#why-"green"-tea-cools).\n',
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}`)).toEqual(["docs/cup.md:7: broken-anchor"]);
  });
});

describe("checkContent on a link that starts with two slashes", () => {
  it("says a browser reads a name without a dot as another server's, naming the page meant when one slash leads to it", async () => {
    const report = await checkContent(makeContentDir({
      "docs/bakery/bread.md": "---\ntitle: Bread\n---\n\n## Rye\n\nDense.\n",
      "docs/oven.md":
        "---\ntitle: Oven\n---\n\nBake the [rye](//bakery/bread/#rye) or the [cake](//bakery/cake).\n\nFonts come from [a CDN](//fonts.example.com/serif) and [a local server](//localhost:8080/x).\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual([
      'docs/oven.md:5: broken-link: link "//bakery/bread/#rye": its "//" makes browsers read "bakery" as the name of another server (Docusaurus leaves the link so too); the page it means is "/bakery/bread/#rye": write that, with one "/"',
      'docs/oven.md:5: broken-link: link "//bakery/cake": its "//" makes browsers read "bakery" as the name of another server (Docusaurus leaves the link so too)',
    ]);
  });
});

describe("checkContent on a link that puts a scheme before a site path (http:///...)", () => {
  it("says a browser reads its first folder as a server's name, naming the page meant", async () => {
    const report = await checkContent(makeContentDir({
      "docs/bakery/bread.md": "---\ntitle: Bread\n---\n\nDense.\n",
      "docs/oven.md": "---\ntitle: Oven\n---\n\nBake the [bread](http:///bakery/bread) or the [scones](https:///bakery/scones), as [the guild](https://guild.example.org/) says.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual([
      'docs/oven.md:5: broken-link: link "http:///bakery/bread": its "http:///" makes browsers read "bakery" as the name of another server (Docusaurus leaves the link so too); the page it means is "/bakery/bread": write that, with one "/" and no "http:"',
      'docs/oven.md:5: broken-link: link "https:///bakery/scones": its "https:///" makes browsers read "bakery" as the name of another server (Docusaurus leaves the link so too)',
    ]);
  });
});

describe("checkContent on a Markdown link with a slash after the file name", () => {
  it("says the slash keeps it from the page it meant, and keeps the plain message where no such page exists", async () => {
    const report = await checkContent(makeContentDir({
      "docs/kettle.md": "---\ntitle: Kettle\n---\n\nSee [descaling](Descale.md/#vinegar), [pouring](Pour.md/) and [a missing page](Missing.md/).\n",
      "docs/Descale.md": "---\nid: descale\ntitle: Descale\n---\n\n## Vinegar\n\nSoak it.\n",
      "docs/Pour.md": "---\ntitle: Pour\n---\n\nTilt.\n",
      "docs/parts/lid.md": "---\ntitle: Lid\n---\n\nSee [descaling from the docs folder](Descale.md/#vinegar) and [tied to this folder](./Descale.md/).\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual([
      'docs/kettle.md:5: broken-link: link "Descale.md/#vinegar": the "/" after the file name keeps it from leading to its page /descale (a Markdown link names a page only when its path ends in .md or .mdx, in Docusaurus too): drop the "/"',
      'docs/kettle.md:5: broken-link: link "Missing.md/": that Markdown file is not a page',
      'docs/kettle.md:5: broken-link: link "Pour.md/": the "/" after the file name keeps it from leading to its page /Pour (a Markdown link names a page only when its path ends in .md or .mdx, in Docusaurus too): drop the "/"',
      'docs/parts/lid.md:5: broken-link: link "./Descale.md/": that Markdown file is not a page',
      // Not beside the page: read from the docs folder, as a file link without ./ is.
      'docs/parts/lid.md:5: broken-link: link "Descale.md/#vinegar": the "/" after the file name keeps it from leading to its page /descale (a Markdown link names a page only when its path ends in .md or .mdx, in Docusaurus too): drop the "/"',
    ]);
  });
});

describe("checkContent on a Markdown link with a slash after the file name, on a trailingSlash: true site", () => {
  it("still says the slash keeps it from its page, though the link is read against the page as a folder", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Kettles', trailingSlash: true };\n",
      "docs/kettle/pour.md": "---\ntitle: Pour\n---\n\nFirst [descale](./descale.md/#vinegar).\n",
      "docs/kettle/descale.md": "---\ntitle: Descale\n---\n\n## Vinegar\n\nSoak it.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual([
      'docs/kettle/pour.md:5: broken-link: link "./descale.md/#vinegar": the "/" after the file name keeps it from leading to its page /kettle/descale (a Markdown link names a page only when its path ends in .md or .mdx, in Docusaurus too): drop the "/"',
    ]);
  });
});

describe("checkContent on a Markdown link whose file was renamed between .md and .mdx", () => {
  it("names the file that exists under the other extension, where a missing file was looked for, and a file that is no page", async () => {
    const report = await checkContent(makeContentDir({
      "docs/garden/watering.mdx": "---\ntitle: Watering\n---\n\n## Morning\n\nWater early.\n",
      "docs/garden/soil.md": "---\nid: soil-basics\ntitle: Soil\n---\n\nLoam.\n",
      "docs/garden/_tips.md": "A partial: no page.\n",
      "docs/garden/pruning.md":
        "---\ntitle: Pruning\n---\n\nWater first ([rooted](/docs/garden/watering.md#morning), [beside](./watering.md)), check the [soil](soil.mdx) and the [compost](compost.md).\n\nSee the [tips](./_tips.md).\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}: ${p.message}`)).toEqual([
      'docs/garden/pruning.md:5: broken-link: link "./watering.md": there is no watering.md, but there is watering.mdx (page /garden/watering): write that (Docusaurus, too, finds a linked file only by its exact name)',
      'docs/garden/pruning.md:5: broken-link: link "/docs/garden/watering.md#morning": there is no watering.md, but there is watering.mdx (page /garden/watering): write that (Docusaurus, too, finds a linked file only by its exact name)',
      'docs/garden/pruning.md:5: broken-link: link "compost.md": there is no such file (looked for docs/compost.md or compost.md or docs/garden/compost.md)',
      'docs/garden/pruning.md:5: broken-link: link "soil.mdx": there is no soil.mdx, but there is soil.md (page /garden/soil-basics): write that (Docusaurus, too, finds a linked file only by its exact name)',
      'docs/garden/pruning.md:7: broken-link: link "./_tips.md": that Markdown file is not a page',
    ]);
  });
});

describe("checkContent locating a broken link", () => {
  it("names the line of the link a reader sees, not the same text in a code example or the frontmatter above it", async () => {
    const fence = "```";
    const report = await checkContent(makeContentDir({
      "docs/guide.md": `---\ntitle: Guide\ndescription: see /old-setup first\n---\n\nWrite a link like this:\n\n${fence}md\nRead [the setup](/old-setup).\n${fence}\n\nThen read [the setup](/old-setup).\n`,
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}`)).toEqual(["docs/guide.md:12: broken-link"]);
  });

  it("names the component file and line of a link that an imported component writes, not line 1 of each page", async () => {
    const report = await checkContent(makeContentDir({
      "src/components/RetiredNotice.jsx":
        'import React from "react";\n\nexport default function RetiredNotice() {\n  return (\n    <p>\n      This tool retired; read <a href="/docs/old-kettles">the old kettles</a>.\n    </p>\n  );\n}\n',
      "docs/kettle.mdx": "---\ntitle: Kettle\n---\n\nimport RetiredNotice from '@site/src/components/RetiredNotice';\n\n<RetiredNotice />\n\nBoil water.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.kind}`)).toEqual(["src/components/RetiredNotice.jsx:6: broken-link"]);
  });
});

describe("checkContent on braces MDX reads as JavaScript", () => {
  it("warns at their line about LaTeX braces it would lose and names it cannot find, saying how to write them", async () => {
    const report = await checkContent(makeContentDir({
      "docs/math.md": "---\ntitle: Math\n---\n\nThe mean is \\frac{total}{2}.\n\nHello {visitor}!\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity} [${p.kind}] ${p.message}`)).toEqual([
      'docs/math.md:5: warning [latex-braces] "\\frac{total}{2}" looks like LaTeX, but MDX reads {2} as JavaScript and shows "2", without the braces: write \\{2\\} to keep the braces, or put the math in inline code (`\\frac{total}{2}`)',
      'docs/math.md:5: warning [brace] {total} is shown as text: MDX reads braces as JavaScript, and "total" is not defined on this page (no import or export names it); write \\{total\\} if the braces are meant literally',
      'docs/math.md:7: warning [brace] {visitor} is shown as text: MDX reads braces as JavaScript, and "visitor" is not defined on this page (no import or export names it); write \\{visitor\\} if the braces are meant literally',
    ]);
  });
});

describe("npm run check:content", () => {
  const cli = (...args: string[]) =>
    run("npx", ["vite-node", "--config", "vitest.config.ts", "scripts/check-content.ts", "--", ...args], { cwd: path.join(__dirname, "../..") });

  it("exits with 1 when there are errors", async () => {
    const failure = await cli("--dir", fixture("broken-content")).catch((error: { code: number; stdout: string }) => error);
    expect("code" in failure && failure.code).toBe(1);
    expect(failure.stdout).toContain("check-content: 10 pages, 13 errors, 9 warnings, 0 notices");
  });

  it("stops with 2 and names the folder when it does not exist", async () => {
    const missing = path.join(fixture("clean-content"), "no-such-folder");
    const failure = await cli("--dir", missing).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failure && failure.code).toBe(2);
    expect(failure.stderr).toContain(`check-content: the content folder ${missing} does not exist or is not a folder`);
  });

  it("finishes on a folder of odd files, naming the file and line of what is wrong with them", async () => {
    const dir = makeContentDir({
      "docs/index.md": "---\ntitle: Home\n---\n\nHome.\n",
      "docs/empty.md": "",
      "docs/frontmatter-only.md": "---\ntitle: Only frontmatter\n---\n",
      "docs/bom-crlf.md": "\ufeff---\r\ntitle: BOM and CRLF\r\n---\r\n\r\nA [link to no page](./nope.md).\r\n",
      "docs/a.md/inside.txt": "a folder named like a page",
      [`docs/${"deep/".repeat(60)}bottom.md`]: "---\ntitle: Bottom\n---\n\nDeep down.\n",
    });
    fs.writeFileSync(path.join(dir, "docs/latin1.md"), Buffer.concat([Buffer.from("---\ntitle: Latin-1\n---\n\nCaf"), Buffer.from([0xe9]), Buffer.from(" au lait.\n")]));
    fs.symlinkSync("loop-b.md", path.join(dir, "docs/loop-a.md"));
    fs.symlinkSync("loop-a.md", path.join(dir, "docs/loop-b.md"));
    fs.symlinkSync("..", path.join(dir, "docs/up"));
    execFileSync("mkfifo", [path.join(dir, "docs/fifo.md")]); // reading it would wait for a writer forever
    const failure = await cli("--dir", dir).catch((error: { code: number; stdout: string }) => error);
    expect("code" in failure && failure.code).toBe(1);
    expect(failure.stdout).toContain('docs/bom-crlf.md:5: error [broken-link] link "./nope.md": there is no such file (looked for docs/nope.md)');
    expect(failure.stdout).toContain('docs/empty.md:1: warning [missing-title] page has no title, so it is shown as "empty"');
    expect(failure.stdout).toContain("docs/latin1.md:5: warning [encoding] the file is not UTF-8");
    expect(failure.stdout).toContain("docs/loop-a.md:1: warning [symlink] a symbolic link that goes round in a loop of links: not a page");
    expect(failure.stdout).toContain("check-content: 6 pages, 1 error, 4 warnings, 0 notices");
  }, 60_000);

  it("exits with 0 on clean content, without progress output when stdout is not a terminal", async () => {
    const { stdout } = await cli(`--dir=${fixture("clean-content")}`);
    expect(stdout).toBe("check-content: 3 pages, 0 errors, 0 warnings, 0 notices\n");
  });

  it("counts notices by kind and lists them only with --notices", async () => {
    const dir = makeContentDir({ "docs/table.md": NOTICE_PAGE });
    const { stdout } = await cli("--dir", dir);
    expect(stdout).not.toContain("notice [");
    expect(stdout).toMatch(/By kind:\n {2}brace +1 warning\n {2}jsx-attribute +1 notice\n/);
    expect(stdout).toContain("add --notices to list them");
    const listed = await cli("--dir", dir, "--notices");
    expect(listed.stdout).toContain("docs/table.md (1 warning, 1 notice)");
    expect(listed.stdout).toContain("docs/table.md:5: notice [jsx-attribute] <td>: rowspan -> rowSpan");
    expect(listed.stdout).not.toContain("add --notices");
    expect(listed.stdout.trimEnd().split("\n").at(-1)).toBe("check-content: 1 page, 0 errors, 1 warning, 1 notice");
  }, 60_000);
});

/** A page with one rewrite that shows it as written (a notice) and one brace shown as text (a warning). */
const NOTICE_PAGE = "# Sizes\n\n<table>\n  <tr>\n    <td rowspan=\"2\">Tall</td>\n  </tr>\n</table>\n\nThe {size} of a cell.\n";

describe("notices", () => {
  it("are the rewrites that show a page as its writer meant, counted apart from warnings", async () => {
    const report = await checkContent(makeContentDir({ "docs/table.md": NOTICE_PAGE }));
    expect(report.problems.map((problem) => `${problem.severity} ${problem.kind}`)).toEqual(["notice jsx-attribute", "warning brace"]);
    expect([report.errors, report.warnings, report.notices]).toEqual([0, 1, 1]);
  });
});

describe("checkContent on a broken anchor of a link to a Markdown file", () => {
  it("quotes the link as the file writes it, not the address it was made into", async () => {
    const report = await checkContent(makeContentDir({
      "docs/tools/teapot.mdx": page("Teapot", "## Steeping\n\nWait."),
      "docs/tools/cups.mdx": page("Cups", "Pour after [steeping](./teapot.mdx#brewing), or see [the pot](/tools/teapot.mdx#lid).\n\nMore in [the guide][pot].\n\n[pot]: teapot.mdx#spout \"Teapot\""),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/tools/cups.mdx:5: link "./teapot.mdx#brewing": page "/tools/teapot" has no anchor "#brewing"',
      'docs/tools/cups.mdx:5: link "/tools/teapot.mdx#lid": page "/tools/teapot" has no anchor "#lid"',
      'docs/tools/cups.mdx:9: link "teapot.mdx#spout": page "/tools/teapot" has no anchor "#spout"',
    ]);
  });
});

describe("checkContent on reference definitions that no link uses", () => {
  it("reports one naming a missing Markdown file, as Docusaurus resolves every definition, and passes over the rest", async () => {
    const report = await checkContent(makeContentDir({
      "docs/tools/teapot.mdx": page("Teapot", "Steep it."),
      "docs/tools/cups.mdx": page("Cups", [
        "Pour into a [Cup] after [steeping][Pot].[^1]",
        "",
        "```md",
        "[Saucer]: ./saucer.mdx",
        "```",
        "",
        "[Cup]: ./cup.mdx \"Cup\"",
        "[Pot]: ./teapot.mdx",
        "[Kettle]: ./kettle.mdx \"Kettle\"",
        "[Tray]: ./teapot.mdx",
        "[Spoon]: https://example.com/spoon.md",
        "[^1]: Notes.md stays a footnote.",
      ].join("\n")),
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.severity}: ${p.message}`)).toEqual([
      // Used: reported from the rendered link, as before.
      'docs/tools/cups.mdx:11: error: link "./cup.mdx": there is no such file (looked for docs/tools/cup.mdx)',
      // Unused: reported from the source.
      'docs/tools/cups.mdx:13: error: link "./kettle.mdx": there is no such file (looked for docs/tools/kettle.mdx); no link uses this definition, but Docusaurus resolves every definition and reports one it cannot',
    ]);
  });
});

describe("checkContent on a broken anchor among ids that share their first words", () => {
  it("names no nearest id whose own last word is two letters off, and still names one a typo away", async () => {
    const report = await checkContent(makeContentDir({
      "docs/kettle.md": page("Kettle", "## kettle.mouse {#kettle-mouse}\n\n## kettle.spouts {#kettle-spouts}"),
      "docs/notes.md": page("Notes", "See [route](/kettle#kettle-route) and [spout](/kettle#kettle-spout)."),
    }));
    expect(report.problems.map((p) => p.message)).toEqual([
      'link "/kettle#kettle-route": page "/kettle" has no anchor "#kettle-route"',
      'link "/kettle#kettle-spout": page "/kettle" has no anchor "#kettle-spout" (the nearest it has: "#kettle-spouts")',
    ]);
  });
});

describe("checkContent on links to pages that moved to another folder", () => {
  it("names the page whose path ends as the broken link's does, or the few that end in its last two parts, not several that share only a common last part", async () => {
    const report = await checkContent(makeContentDir({
      "docs/brewing/start.md": "---\ntitle: Start\n---\n\nRead [the rules](/brewing/rules/etiquette), [the kettle](../setup/kettle), [nothing alike](/brewing/saucers) and [an overview](/brewing/overview).\n",
      "docs/green/overview.md": "---\ntitle: Green overview\n---\n\nText.\n",
      "docs/black/overview.md": "---\ntitle: Black overview\n---\n\nText.\n",
      "docs/house-rules/etiquette.md": "---\ntitle: Etiquette\n---\n\nText.\n",
      "docs/green/setup/kettle.md": "---\ntitle: Green kettle\n---\n\nText.\n",
      "docs/black/setup/kettle.md": "---\ntitle: Black kettle\n---\n\nText.\n",
      "docs/kettle.md": "---\ntitle: Any kettle\n---\n\nText.\n",
    }));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'docs/brewing/start.md:5: link "../setup/kettle": there is no page at "/setup/kettle" (the nearest pages: "/black/setup/kettle", "/green/setup/kettle")',
      'docs/brewing/start.md:5: link "/brewing/overview": there is no page at "/brewing/overview"',
      'docs/brewing/start.md:5: link "/brewing/rules/etiquette": there is no page at "/brewing/rules/etiquette" (the nearest page: "/house-rules/etiquette")',
      'docs/brewing/start.md:5: link "/brewing/saucers": there is no page at "/brewing/saucers"',
    ]);
  });
});

describe("checkContent on links to a page of a folder that is there", () => {
  // Continue's "/actions/how-to-use-it.md", its folder docs/actions holding "how-to-use-them", was said to mean "/docs/chat/how-to-use-it".
  it("names no namesake in another folder, and finds a typo in the folder the link's folder ends", async () => {
    const report = await checkContent(makeContentDir({
      "docs/guide/stoves/lighting.md": page("Lighting a stove"),
      "docs/guide/stoves/cleaning.md": page("Cleaning a stove"),
      "docs/guide/lamps/trimming.md": page("Trimming a lamp"),
      "docs/guide/start.md": page("Start", "See [trimming](/stoves/trimming), [lightning](/stoves/lightning) and [the lamp's](/lamps/trimming)."),
    }));
    expect(report.problems.filter((p) => p.kind === "broken-link").map((p) => p.message)).toEqual([
      'link "/lamps/trimming": there is no page at "/lamps/trimming" (the nearest page: "/guide/lamps/trimming")',
      'link "/stoves/lightning": there is no page at "/stoves/lightning" (the nearest page: "/guide/stoves/lighting")',
      'link "/stoves/trimming": there is no page at "/stoves/trimming"',
    ]);
  });
});

describe("checkContent on links to moved pages in versioned docs", () => {
  it("names the page of the linking page's own version only", async () => {
    const report = await checkContent(makeContentDir({
      "versions.json": '["1.0"]\n',
      "versioned_docs/version-1.0/moved/kettle.md": "---\ntitle: Kettle\n---\n\nText.\n",
      "docs/moved/kettle.md": "---\ntitle: Kettle\n---\n\nText.\n",
      "docs/start.md": "---\ntitle: Start\n---\n\nSee [the kettle](/next/gone/kettle).\n",
    }));
    expect(report.problems.filter((p) => p.kind === "broken-link").map((p) => p.message)).toEqual([
      'link "/next/gone/kettle": there is no page at "/next/gone/kettle" (the nearest page: "/next/moved/kettle")',
    ]);
  });
});

describe("checkContent on anchors to a section that moved to another page", () => {
  it("names the other pages of the same version that have the anchor", async () => {
    const report = await checkContent(makeContentDir({
      "versions.json": '["1.0"]\n',
      "versioned_docs/version-1.0/spice-rack.md": "# Spice Rack\n\nJars.\n",
      "docs/spice-rack.md": "# Spice Rack\n\nJars.\n",
      "docs/larder.md": "# Larder\n\n## Flour bins\n\nSacks.\n",
      "docs/pantry.md": "# Pantry\n\nSee [the spices](#spice-rack), [the bins](#flour-bins) and [the cellar](#root-cellar).\n",
    }));
    expect(report.problems.filter((p) => p.kind === "broken-anchor").map((p) => p.message)).toEqual([
      'link "#flour-bins": page "/next/pantry" has no anchor "#flour-bins"; another page has it: "/next/larder#flour-bins", which the section may have moved to',
      'link "#root-cellar": page "/next/pantry" has no anchor "#root-cellar"',
      'link "#spice-rack": page "/next/pantry" has no anchor "#spice-rack"; another page has it: "/next/spice-rack#spice-rack", which the section may have moved to',
    ]);
  });
});
