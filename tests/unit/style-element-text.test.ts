import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { withStyleTextUnescaped } from "~/content/rendered-html";
import { buildSitePage, makeContentDir, page } from "./helpers";

const STYLED = page("Greenhouse", [
  "<div className=\"bench\">Seedlings</div>",
  "",
  "<style>",
  "{`",
  "  [data-theme='dark'] .bench > span {",
  "    content: \"&\";",
  "  }",
  "`}",
  "</style>",
].join("\n"));

describe("a <style> element a page or component writes", () => {
  it("keeps its CSS as written, where React's renderer escaped its quotes and > as text", async () => {
    const { html } = await buildSitePage(loadSite(makeContentDir({ "docs/greenhouse.mdx": STYLED })), "greenhouse");
    expect(html).toContain("[data-theme='dark'] .bench > span {");
    expect(html).toContain('content: "&";');
    expect(html).not.toContain("&#x27;dark");
  });

  it("keeps a closing tag its text holds inside it", () => {
    expect(withStyleTextUnescaped("<style>a {} &lt;/style&gt;&lt;b&gt;</style>")).toBe("<style>a {} <\\/style><b></style>");
  });

  it("leaves text elsewhere escaped", () => {
    expect(withStyleTextUnescaped("<p>&lt;style&gt; &#x27;x&#x27;</p>")).toBe("<p>&lt;style&gt; &#x27;x&#x27;</p>");
  });
});
