import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { reactPageRedirectTarget } from "~/content/react-page-redirects.server";
import { answersFor, makeContentDir, page } from "./helpers";

// Docusaurus sites send their home page (or an old address) on to a doc with a React page that
// renders only `<Redirect to>` of @docusaurus/router; this site runs no React page, but follows it.
const CONTENT = {
  "docusaurus.config.js": "module.exports = { title: 'Hives', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
  "sidebars.js": "module.exports = { bees: ['welcome', 'swarms', 'links'] };\n",
  "docs/welcome.md": page("Welcome", "Start here."),
  "docs/swarms.md": page("Swarms", "Catch them."),
  "docs/links.md": page("Links", "[old](/old-swarms), [card](/card)."),
  "src/pages/index.js": "import React from 'react';\nimport {Redirect} from '@docusaurus/router';\n\nexport default function Home() {\n  return <Redirect to=\"/docs/swarms\" />;\n}\n",
  "src/pages/old-swarms.tsx": "import { Redirect } from '@docusaurus/router';\n\nexport default function Old(): JSX.Element {\n  return <Redirect to=\"/docs/Swarms\" />;\n}\n",
  "src/pages/gone.js": "import {Redirect} from '@docusaurus/router';\nexport default () => <Redirect to=\"/docs/nowhere\" />;\n",
  "src/pages/card.js": "import Layout from '@theme/Layout';\nimport {Redirect} from '@docusaurus/router';\nexport default () => <Layout><Redirect to=\"/docs/welcome\" /></Layout>;\n",
};

describe("a React page that renders only a <Redirect>", () => {
  const answer = answersFor(CONTENT);

  it("sends its address where it redirects, read as Docusaurus' routes are (the docs' route, any case)", () => {
    expect(answer("/")).toBe("301 /swarms");
    expect(answer("/old-swarms")).toBe("301 /swarms");
  });

  it("is a page the checker's links reach; its redirect to no page is an error at its line, and a page rendering more is still not served", async () => {
    const report = await checkContent(makeContentDir(CONTENT));
    const problems = report.problems.filter((problem) => problem.file.startsWith("src/pages") || problem.file === "docs/links.md").map(formatProblem);
    expect(problems.filter((line) => line.includes("links.md"))).toEqual([expect.stringContaining('link "/card"')]);
    expect(problems.some((line) => line.startsWith("src/pages/gone.js:2: error [redirect]") && line.includes("/docs/nowhere"))).toBe(true);
    expect(problems.some((line) => line.startsWith("src/pages/card.js:1: warning [react-page]"))).toBe(true);
    expect(problems.filter((line) => line.includes("index.js") || line.includes("old-swarms"))).toEqual([]);
  });
});

describe("the address a React page redirects to", () => {
  it("is the `to` written as text of its one element, in JavaScript or TypeScript", () => {
    expect(reactPageRedirectTarget("import {Redirect} from '@docusaurus/router';\nexport default () => <Redirect to='/a' />;", "jsx")).toBe("/a");
    expect(reactPageRedirectTarget("import { Redirect as Go } from '@docusaurus/router';\nconst Page: React.FC = () => <Go to=\"/b\" />;\nexport default Page;", "tsx")).toBe("/b");
  });

  it("is none for a computed address, another component's Redirect, or a page that renders more", () => {
    expect(reactPageRedirectTarget("import {Redirect} from '@docusaurus/router';\nconst to = '/a';\nexport default () => <Redirect to={to} />;", "jsx")).toBeUndefined();
    expect(reactPageRedirectTarget("import {Redirect} from './mine';\nexport default () => <Redirect to='/a' />;", "jsx")).toBeUndefined();
    expect(reactPageRedirectTarget("import {Redirect} from '@docusaurus/router';\nexport default () => <div><Redirect to='/a' /></div>;", "jsx")).toBeUndefined();
    expect(reactPageRedirectTarget("this is not a module {", "js")).toBeUndefined();
  });
});
