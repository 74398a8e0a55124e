import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { withoutExplicitId } from "~/content/docusaurus-ids";
import { splitIntoSections } from "~/content/search-sections.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus 3 also reads a heading id written as an MDX comment, `## Title {/* #my-id */}`
// (valid MDX, where `{#my-id}` needs escaping), and the Docusaurus website writes its ids so.
const BODY = `## Boiling water {/* #boil */}

Fill the kettle.

### Pouring  {/*   #pour-slowly  keep the spout low */}

Tilt it [gently](#pour-slowly), then see [the first step](#boil).

## Serving {/* not an id */}

Enjoy.
`;

function contentDir(): string {
  return makeContentDir({ "docs/tea.mdx": page("Tea", BODY) });
}

describe("a heading id written as an MDX comment", () => {
  it("is the heading's id, and the comment leaves no trace in its text or the outline", async () => {
    const { html, toc } = await buildSitePage(loadSite(contentDir()), "tea");
    expect(html).toMatch(/<h2 id="boil">Boiling water</);
    expect(html).toMatch(/<h3 id="pour-slowly">Pouring</);
    // A comment whose first word does not start with # is no id, as in Docusaurus.
    expect(html).not.toContain('id="not"');
    expect(toc.slice(0, 2).map((entry) => `${entry.id}:${entry.text}`)).toEqual(["boil:Boiling water", "pour-slowly:Pouring"]);
  });

  it("is the anchor search sections link to", () => {
    const anchors = splitIntoSections(BODY).flatMap((section) => (section.anchor ? [`${section.anchor}:${section.heading}`] : []));
    expect(anchors.slice(0, 2)).toEqual(["boil:Boiling water", "pour-slowly:Pouring"]);
  });

  it("is an anchor the checker finds links to", async () => {
    const report = await checkContent(contentDir());
    expect(report.problems.filter((problem) => problem.kind === "broken-anchor")).toEqual([]);
  });

  it("is taken off a title read from a # heading", () => {
    expect(withoutExplicitId("Tea time {/* #tea */}")).toEqual({ text: "Tea time", id: "tea" });
    expect(withoutExplicitId("Tea time {/* a note */}")).toEqual({ text: "Tea time {/* a note */}" });
  });
});
