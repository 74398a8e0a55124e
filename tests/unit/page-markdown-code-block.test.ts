import { describe, expect, it } from "vitest";
import { pageMarkdown } from "~/content/llms.server";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus reads a ```mdx-code-block fence's content as MDX (Docusaurus 2 sites wrap their imports
// and tabs in one, so that GitHub shows the source as code): the page's Markdown for machines reads it
// so too, with the partials it shows written out and its links to Markdown files leading to their pages.
const CONTENT = {
  "docs/pantry/jars.mdx": page("Jars", [
    "Seal them well.",
    "",
    "```mdx-code-block",
    "import Labels from './_labels.md';",
    "",
    "<Labels />",
    "```",
    "",
    "~~~mdx-code-block",
    "<div className=\"note\">",
    "",
    "Keep them on the [shelf](./shelf.md).",
    "",
    "</div>",
    "~~~",
    "",
    "```md",
    "[kept as code](./shelf.md)",
    "```",
  ].join("\n")),
  "docs/pantry/shelf.md": page("Shelf"),
  "docs/pantry/_labels.md": "Write the date on every lid.\n",
};

describe("the Markdown of a page with mdx-code-block fences", () => {
  it("has their content as Markdown, as Docusaurus reads it, not as a code block", () => {
    const site = loadSite(makeContentDir(CONTENT));
    const markdown = pageMarkdown(site.pages.get("pantry/jars")!, site.contentDir, undefined, site.links);
    expect(markdown).not.toContain("mdx-code-block");
    expect(markdown).not.toContain("_labels.md");
    expect(markdown).toContain("Write the date on every lid.");
    expect(markdown).toContain("Keep them on the [shelf](/pantry/shelf).");
    expect(markdown).toContain("```md\n[kept as code](./shelf.md)\n```");
  });
});
