import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// react-markdown, with which sites' own components show Markdown text they hold as data: here a
// table of settings whose descriptions are Markdown in a JSON file.
const TABLE = `import React from "react";
import ReactMarkdown from "react-markdown";

export const Settings = ({ rows }) => (
  <table>
    <tbody>
      {Object.entries(rows).map(([key, { text }]) => (
        <tr key={key}>
          <td>{key}</td>
          <td><ReactMarkdown>{text}</ReactMarkdown></td>
        </tr>
      ))}
    </tbody>
  </table>
);
`;

const ROWS = JSON.stringify({
  "kettle.size": { text: "Litres it holds, `1.7` by default. See [the guide](/guide)." },
  "kettle.whistle": { text: "Whether it **whistles**; <b>bold</b> markup shows as written.\n\n- once\n- twice" },
});

describe("react-markdown's component", () => {
  const files = {
    "src/components/Settings.jsx": TABLE,
    "docs/settings.json": ROWS,
    "docs/kettle.mdx": page("Kettle", 'import { Settings } from "@site/src/components/Settings";\nimport rows from "./settings.json";\n\n<Settings rows={rows} />'),
    "docs/guide.md": page("Guide"),
  };

  it("shows the Markdown text as elements, where a placeholder was shown before it", async () => {
    const { html } = await buildSitePage(loadSite(makeContentDir(files)), "kettle");
    expect(html).toContain('<td><p>Litres it holds, <code>1.7</code> by default. See <a href="/guide">the guide</a>.</p></td>');
    expect(html).toContain("<p>Whether it <strong>whistles</strong>; &lt;b&gt;bold&lt;/b&gt; markup shows as written.</p>");
    expect(html).toMatch(/<ul>\s*<li>once<\/li>\s*<li>twice<\/li>\s*<\/ul>/);
    expect(html).not.toContain("not available on this site");
  });

  it("is not a missing import for the checker", async () => {
    const { problems } = await checkContent(makeContentDir(files));
    expect(problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
  });
});
