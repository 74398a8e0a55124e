import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// react-lite-youtube-embed, which Docusaurus sites add to show a video on a page.
const BODY = `import LiteYouTubeEmbed from 'react-lite-youtube-embed';

How the kettle boils:

<LiteYouTubeEmbed id="k3ttl3B0il" title="Boiling, explained" params="start=30" />

A whole list of them:

<LiteYouTubeEmbed id="PLt3aP0ts" playlist />
`;

describe("react-lite-youtube-embed's LiteYouTubeEmbed", () => {
  const files = { "docs/kettle.mdx": page("Kettle", BODY) };

  it("shows the video, as Docusaurus pages show it, where a placeholder was", async () => {
    const { html } = await buildSitePage(loadSite(makeContentDir(files)), "kettle");
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/k3ttl3B0il?start=30"');
    expect(html).toContain('title="Boiling, explained"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/videoseries?list=PLt3aP0ts"');
    expect(html).not.toContain("not available on this site");
  });

  it("is an import the checker does not warn about", async () => {
    const report = await checkContent(makeContentDir(files));
    expect(report.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
  });
});
