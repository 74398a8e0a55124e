import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// @cloudflare/stream-react, which Docusaurus sites add to show a video hosted on Cloudflare Stream.
const BODY = `import { Stream } from '@cloudflare/stream-react';

The teapot, filmed:

<Stream controls src="0a1b2c3d4e5f60718293a4b5c6d7e8f9" height="360px" />

<Stream src="f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4" customerCode="kettle42" muted autoplay loop responsive={false} width={640} height={360} title="Steam" />
`;

describe("@cloudflare/stream-react's Stream", () => {
  const files = { "docs/teapot.mdx": page("Teapot", BODY) };

  it("shows the video's player in the package's iframe, its options in its address, where a placeholder was", async () => {
    const { html } = await buildSitePage(loadSite(makeContentDir(files)), "teapot");
    expect(html).toContain('<div style="position:relative;padding-top:56.25%"><iframe src="https://iframe.cloudflarestream.com/0a1b2c3d4e5f60718293a4b5c6d7e8f9?"');
    expect(html).toContain('style="position:absolute;top:0;left:0;height:100%;width:100%;border:none"');
    expect(html).toContain('src="https://customer-kettle42.cloudflarestream.com/f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4/iframe?muted=true&amp;loop=true&amp;autoplay=true&amp;controls=false" title="Steam" loading="lazy" height="360" width="640"');
    expect(html).not.toContain("not available on this site");
  });

  it("is an import the checker does not warn about", async () => {
    const report = await checkContent(makeContentDir(files));
    expect(report.problems.filter((problem) => problem.kind === "missing-import")).toEqual([]);
  });
});
