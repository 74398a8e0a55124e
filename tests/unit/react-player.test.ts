import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// react-player, which Docusaurus sites add to show a video from its address, often inside a
// wrapper component of their own that passes its props on.
const PLAYER = `import React from "react";
import ReactPlayer from "react-player";

export function WidePlayer({ url, ...props }) {
  return (
    <div className="player-frame">
      <ReactPlayer url={url} width="100%" height="100%" {...props} />
    </div>
  );
}
`;

const BODY = `import { WidePlayer } from "@site/src/components/WidePlayer";
import ReactPlayer from "react-player/lazy";

Watch the kettle boil:

<WidePlayer controls url="https://www.youtube.com/watch?v=k3ttl3B0il&t=42" />

<ReactPlayer url="https://vimeo.com/123456789" width={480} height={270} />

<ReactPlayer url="/media/steam.mp4" controls loop />

<ReactPlayer url="https://audio.example.org/whistle" />
`;

describe("react-player's ReactPlayer", () => {
  const files = { "src/components/WidePlayer.jsx": PLAYER, "docs/kettle.mdx": page("Kettle", BODY) };

  it("shows the video's player, as Docusaurus pages show it, where a placeholder was", async () => {
    const { html } = await buildSitePage(loadSite(makeContentDir(files)), "kettle");
    expect(html).toContain('src="https://www.youtube.com/embed/k3ttl3B0il?start=42"');
    expect(html).toContain('style="width:100%;max-width:100%;aspect-ratio:16 / 9;border:0"');
    expect(html).toContain('src="https://player.vimeo.com/video/123456789"');
    expect(html).toContain('style="width:480px;max-width:100%;height:270px;border:0"');
    expect(html).toMatch(/<video src="\/media\/steam.mp4" controls="" loop="" preload="metadata"/);
    expect(html).toContain('<a href="https://audio.example.org/whistle" target="_blank" rel="noopener noreferrer">https://audio.example.org/whistle</a>');
    expect(html).not.toContain("not available on this site");
  });

  it("hides YouTube's controls unless asked, as react-player does", async () => {
    const site = loadSite(makeContentDir({ "docs/quiet.mdx": page("Quiet", 'import ReactPlayer from "react-player";\n\n<ReactPlayer url="https://youtu.be/k3ttl3B0il" playing muted />') }));
    expect((await buildSitePage(site, "quiet")).html).toContain('src="https://www.youtube.com/embed/k3ttl3B0il?controls=0&amp;autoplay=1&amp;mute=1"');
  });

  it("is an import the checker does not warn about", async () => {
    const report = await checkContent(makeContentDir(files));
    expect(report.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
  });
});
