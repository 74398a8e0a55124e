import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// docusaurus-plugin-includes puts the text of the file `{@include: path}` names (from the including
// file's folder) in the directive's place before MDX reads the page.
const WITH_PLUGIN = `module.exports = {
  title: 'Kettles',
  plugins: [['docusaurus-plugin-includes', { postBuildDeletedFolders: ['../shared'] }]],
};
`;

const DESCALING = `Before you start:

{@include: ../shared/_safety.mdx}

1. Fill the kettle with vinegar.

    {@include: ../shared/_steps.mdx}

Write \`{@include: path}\` to share a passage.

{@include: ../shared/_absent.mdx}
`;

const SAFETY = `:::warning

Unplug the kettle **first**.

:::

{@include: ./_gloves.mdx}
`;

function contentWith(config: string | undefined) {
  return makeContentDir({
    ...(config ? { "docusaurus.config.js": config } : {}),
    "docs/guides/descaling.mdx": page("Descaling", DESCALING),
    "docs/shared/_safety.mdx": SAFETY,
    "docs/shared/_gloves.mdx": "Wear *rubber* gloves.\n",
    "docs/shared/_steps.mdx": "| Step | Minutes |\n| --- | --- |\n| Soak | 30 |\n",
  });
}

describe("docusaurus-plugin-includes' {@include: path}", () => {
  it("shows the named Markdown file in the directive's place, its own directives too, when the config lists the plugin", async () => {
    const { html } = await buildSitePage(loadSite(contentWith(WITH_PLUGIN)), "guides/descaling");
    expect(html).toContain("Unplug the kettle <strong>first</strong>.");
    expect(html).toContain("Wear <em>rubber</em> gloves.");
    expect(html).toMatch(/<td>Soak<\/td>\s*<td>30<\/td>/);
    expect(html).not.toContain("{@include: ../shared");
    expect(html.indexOf("Before you start")).toBeLessThan(html.indexOf("Unplug the kettle"));
    expect(html.indexOf("Unplug the kettle")).toBeLessThan(html.indexOf("Fill the kettle"));
  });

  it("fills a code block that holds only a directive with that file's text, as the plugin does", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": WITH_PLUGIN,
      "docs/setup/brewer.mdx": page("Brewer", "Its settings:\n\n```yaml\n{@include: ./brewer.yaml}\n```\n\nThe log:\n\n```\n{@include: ../shared/absent.log}\n```\n"),
      "docs/setup/brewer.yaml": "temperature: 85\nsteep: 4m\n",
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "setup/brewer");
    expect(html).toMatch(/temperature[\s\S]*85[\s\S]*steep/);
    expect(html).not.toContain("{@include: ./brewer.yaml}");
    expect(warnings.map(({ kind, line }) => ({ kind, line }))).toEqual([{ kind: "code-snippet", line: 13 }]);
    expect(warnings[0].message).toContain("../shared/absent.log");
  });

  it("leaves a directive in inline code as written", async () => {
    const { html } = await buildSitePage(loadSite(contentWith(WITH_PLUGIN)), "guides/descaling");
    expect(html).toContain("<code>{@include: path}</code>");
  });

  it("warns at the directive of a file the content lacks, and shows the placeholder there", async () => {
    const { html, warnings } = await buildSitePage(loadSite(contentWith(WITH_PLUGIN)), "guides/descaling");
    expect(html).toContain("not available on this site");
    expect(warnings.map(({ kind, line, file }) => ({ kind, line, file }))).toEqual([{ kind: "missing-import", line: 15, file: "docs/guides/descaling.mdx" }]);
    expect(warnings[0].message).toBe('{@include: ../shared/_absent.mdx} names no file (looked for docs/shared/_absent.mdx); a placeholder is shown, where docusaurus-plugin-includes shows "include file not found"');
  });

  it("tells the writer that a directive it does not expand is a build-time one, shown as text", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": WITH_PLUGIN,
      "docs/brewing.mdx": page("Brewing", "Steep it:\n\n{@inject: tools/timer.rs#fun=steep noComments}\n\n{@include: ../shared/timings.yaml}\n"),
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "brewing");
    expect(html).toContain("{@inject: tools/timer.rs#fun=steep noComments}");
    expect(warnings.map(({ kind, line }) => ({ kind, line }))).toEqual([{ kind: "brace", line: 7 }, { kind: "brace", line: 9 }]);
    expect(warnings[0].message).toContain('"{@inject: tools/timer.rs#fun=steep noComments}" is a build-time directive');
    expect(warnings[1].message).toContain("this site expands only {@include: file.md}");
  });

  it("leaves the directives as text without the plugin, as Docusaurus does", async () => {
    const { html } = await buildSitePage(loadSite(contentWith(undefined)), "guides/descaling");
    expect(html).not.toContain("Unplug the kettle");
    expect(html).toContain("{@include: ../shared/_safety.mdx}");
  });
});
