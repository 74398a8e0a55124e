import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { formatProblem } from "~/content/problems";
import { makeContentDir, page } from "./helpers";

// Docusaurus resolves every Markdown image to a file and stops its build on a missing one
// ("Image ... used in ... not found"): a `/`-rooted path in static/, `@site/` from the site's folder,
// any other from the page's folder. Raw `<img>` markup it leaves as written.
describe("Markdown images whose file is missing", () => {
  const content = {
    "static/img/kept.png": "png",
    "docs/pictures/near.png": "png",
    "docs/pictures/gallery.md": page("Gallery", [
      "![kept](/img/kept.png) ![near](./near.png) ![remote](https://example.com/a.png) ![inline](data:image/png;base64,AAAA)",
      "",
      "![lost](/img/lost.png)",
      "",
      "![beside](missing%20one.png?v=2#frame)",
      "",
      "![site](@site/static/img/gone.png)",
      "",
      '<img src="/img/raw-and-missing.png" alt="raw" />',
      "",
      "import Shared from './_shared.md';",
      "",
      "<Shared />",
    ].join("\n")),
    "docs/pictures/_shared.md": "Shared text.\n\n![from a partial](/img/partial.png)\n",
  };

  it("are errors at their line, in the page or the partial that shows them; others are not", async () => {
    const report = await checkContent(makeContentDir(content));
    expect(report.problems.filter((problem) => problem.kind === "missing-image").map(formatProblem)).toEqual([
      'docs/pictures/_shared.md:3: error [missing-image] image "/img/partial.png": there is no such file (looked for static/img/partial.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/pictures/gallery.md:7: error [missing-image] image "/img/lost.png": there is no such file (looked for static/img/lost.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/pictures/gallery.md:9: error [missing-image] image "missing%20one.png?v=2#frame": there is no such file (looked for docs/pictures/missing one.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/pictures/gallery.md:11: error [missing-image] image "@site/static/img/gone.png": there is no such file (looked for static/img/gone.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/pictures/gallery.md:13: warning [missing-image] image "/img/raw-and-missing.png": static/ has no such file, so readers see a broken image (Docusaurus leaves an image written as <img> markup unchecked, and builds the page)',
    ]);
  });

  it("include an image written with no address, which Docusaurus also stops on, and which shows nothing", async () => {
    const dir = makeContentDir({ "docs/empty.md": page("Empty", "Before.\n\n![/img/steps/first-run.png]()\n\nAfter ![ ]( ) the text.") });
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.kind === "missing-image").map(formatProblem)).toEqual([
      'docs/empty.md:7: error [missing-image] image ![/img/steps/first-run.png]() has no address, so it shows nothing; Docusaurus stops its build on it ("Markdown image URL is mandatory")',
      'docs/empty.md:9: error [missing-image] image ![ ]() has no address, so it shows nothing; Docusaurus stops its build on it ("Markdown image URL is mandatory")',
    ]);
  });

  it("take the severity of the config's markdown.hooks.onBrokenMarkdownImages (Docusaurus 3.9), which Docusaurus builds on unless it is throw", async () => {
    const pages = { "docs/shelf.md": page("Shelf", "![a lost jar](/img/jar.png)\n\n![](  )") };
    const configured = (action: string) => `module.exports = {\n  title: 'Pantry',\n  markdown: {\n    hooks: { onBrokenMarkdownImages: ${action} },\n  },\n};\n`;
    const imageProblems = async (action: string) =>
      (await checkContent(makeContentDir({ ...pages, "docusaurus.config.js": configured(action) }))).problems.filter((problem) => problem.kind === "missing-image" || problem.kind === "config").map(formatProblem);
    expect(await imageProblems("'warn'")).toEqual([
      'docs/shelf.md:5: warning [missing-image] image "/img/jar.png": there is no such file (looked for static/img/jar.png); Docusaurus reports it and builds the page, as the config\'s onBrokenMarkdownImages is "warn"',
      'docs/shelf.md:7: warning [missing-image] image ![]() has no address, so it shows nothing; Docusaurus reports it and builds the page, as the config\'s onBrokenMarkdownImages is "warn"',
    ]);
    expect((await imageProblems("'ignore'")).map((line) => line.split(" [")[0])).toEqual(["docs/shelf.md:5: notice", "docs/shelf.md:7: notice"]);
    expect(await imageProblems("'throw'")).toEqual([
      'docs/shelf.md:5: error [missing-image] image "/img/jar.png": there is no such file (looked for static/img/jar.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/shelf.md:7: error [missing-image] image ![]() has no address, so it shows nothing; Docusaurus stops its build on it ("Markdown image URL is mandatory")',
    ]);
    // A function rewrites the image's address in Docusaurus, which this site does not run: the default stays, with a warning at its line.
    expect((await imageProblems("({url}) => url")).map((line) => line.split(" [")[0])).toEqual(["docs/shelf.md:5: error", "docs/shelf.md:7: error", "docusaurus.config.js:4: warning"]);
  });

  it("are no longer reported once the file is added", async () => {
    const dir = makeContentDir({ "docs/one.md": page("One", "![chart](/img/chart.png)") });
    expect((await checkContent(dir)).problems.map((problem) => problem.kind)).toContain("missing-image");
    fs.mkdirSync(path.join(dir, "static/img"), { recursive: true });
    fs.writeFileSync(path.join(dir, "static/img/chart.png"), "png");
    expect((await checkContent(dir)).problems.map((problem) => problem.kind)).not.toContain("missing-image");
  });
});

// A relative Markdown link to a file Docusaurus turns into the file's URL; one to a missing file
// it leaves as written, a path that is no page, which its broken-link check stops the build on.
describe("relative Markdown links to a file that is missing", () => {
  const content = {
    "docs/guides/files/checklist.pdf": "pdf",
    "docs/guides/release.md": page("Release", [
      "Print [the checklist](./files/checklist.pdf) and [the diagram](./files/flow.png).",
      "",
      "Fill in [the form](../forms/signoff%20form.docx#page=2), [the sheet](/downloads/sheet.xlsx) and [notes](./notes).",
      "",
      '<a href="./files/raw-and-missing.zip">raw</a>',
    ].join("\n")),
  };

  it("are broken links at their line; existing files, `/`-rooted paths, pages and raw markup are not looked at here", async () => {
    const dir = makeContentDir(content);
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.message.includes("no such file")).map(formatProblem)).toEqual([
      'docs/guides/release.md:5: error [broken-link] link "./files/flow.png": there is no such file (looked for docs/guides/files/flow.png); Docusaurus reports it as a broken link too',
      'docs/guides/release.md:7: error [broken-link] link "../forms/signoff%20form.docx#page=2": there is no such file (looked for docs/forms/signoff form.docx); Docusaurus reports it as a broken link too',
    ]);
    fs.writeFileSync(path.join(dir, "docs/guides/files/flow.png"), "png");
    expect((await checkContent(dir)).problems.map(formatProblem).join("\n")).not.toContain("flow.png");
  });
});

describe("a relative link to a missing file, on a site whose config says how to treat broken links", () => {
  it("has the severity onBrokenLinks gives", async () => {
    const dir = makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Kitchen', onBrokenLinks: 'warn' };\n",
      "docs/recipes.md": page("Recipes", "Print [the card](./cards/soup.pdf)."),
    });
    const found = (await checkContent(dir)).problems.filter((problem) => problem.kind === "broken-link");
    expect(found.map(formatProblem)).toEqual([
      'docs/recipes.md:5: warning [broken-link] link "./cards/soup.pdf": there is no such file (looked for docs/cards/soup.pdf); Docusaurus reports it as a broken link too',
    ]);
  });
});

// Docusaurus passes `<img>` markup through as written and checks nothing; a `/`-rooted one whose
// file static/ lacks is a broken image for readers all the same.
describe("images written as <img> markup whose file is missing", () => {
  it("are warnings at their line, once each; files static/ has (also under the base URL), addresses elsewhere and relative ones are not", async () => {
    const report = await checkContent(makeContentDir({
      "docusaurus.config.js": "module.exports = { title: 'Teas', baseUrl: '/teas/' };\n",
      "static/img/pot.png": "png",
      "docs/shots/cup.png": "png",
      "docs/shots/pouring.md": page("Pouring", [
        "Step one:",
        '<img src="/img/pot.png" width="200" /> <img src="/teas/img/pot.png" />',
        "",
        '<img src="/img/steam&amp;mist.gif" alt="steam" />',
        "",
        '<img src="https://example.com/leaf.png" /> <img src="./cup.png" />',
        "",
        "![in Markdown](/img/saucer.png)",
        "",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "",
        "<img src={useBaseUrl('img/tray.png')} alt=\"computed\" />",
      ].join("\n")),
    }));
    expect(report.problems.filter((problem) => problem.kind === "missing-image").map(formatProblem)).toEqual([
      'docs/shots/pouring.md:8: warning [missing-image] image "/img/steam&mist.gif": static/ has no such file, so readers see a broken image (Docusaurus leaves an image written as <img> markup unchecked, and builds the page)',
      'docs/shots/pouring.md:12: error [missing-image] image "/img/saucer.png": there is no such file (looked for static/img/saucer.png); Docusaurus stops its build on it ("Image ... not found")',
      'docs/shots/pouring.md:16: warning [missing-image] image "/img/tray.png": static/ has no such file, so readers see a broken image (Docusaurus leaves an image written as <img> markup unchecked, and builds the page)',
    ]);
  });
});

describe("images a component draws from a data file", () => {
  it("are warned about at the data file's line that writes the path, where it was line 1 of the page", async () => {
    const report = await checkContent(makeContentDir({
      "static/img/brands/oak.png": "png",
      "src/data/brands.json": '[\n  { "name": "Oak", "logo": "/img/brands/oak.png" },\n  { "name": "Elm", "logo": "/img/brands/elm.png" }\n]\n',
      "src/components/Brands.jsx": "import React from 'react';\nimport brands from '../data/brands.json';\n\nexport default function Brands() {\n  return <p>{brands.map((brand) => <img key={brand.name} src={brand.logo} alt={brand.name} />)}</p>;\n}\n",
      "docs/brands.mdx": page("Brands", "import Brands from '@site/src/components/Brands';\n\n<Brands />"),
    }));
    expect(report.problems.filter((problem) => problem.kind === "missing-image").map(formatProblem)).toEqual([
      'src/data/brands.json:3: warning [missing-image] image "/img/brands/elm.png": static/ has no such file, so readers see a broken image (Docusaurus leaves an image written as <img> markup unchecked, and builds the page)',
    ]);
  });
});

describe("images written as <img> markup in content with no static/ folder", () => {
  it("are one warning, at the first, counting them", async () => {
    const report = await checkContent(makeContentDir({
      "docs/cups.md": page("Cups", '<img src="/img/cup.png" />\n\n<img src="/img/saucer.png" />'),
      "docs/pots.md": page("Pots", '<img src="/img/pot.png" />'),
    }));
    expect(report.problems.map(formatProblem)).toEqual([
      'docs/cups.md:5: warning [missing-image] the content has no static/ folder, so its 3 images written as <img> markup with a path from the site\'s root (in 2 files; this one, "/img/cup.png", first) show broken to readers (Docusaurus leaves them unchecked, and builds the pages)',
    ]);
  });
});

// A component that computes an image's path (a template, or strings joined) writes no line with the
// whole path: the warning is at the line that writes its start, in the partial or component, where it
// was at line 1 of the page (ZITADEL's review step, `client-${kinds.join("-")}.png`, in a partial).
describe("an <img> whose path a component computes, and whose file static/ lacks", () => {
  it("is reported at the line that writes the path's start", async () => {
    const dir = makeContentDir({
      "static/img/kept.png": "png",
      "docs/kilns/firing.mdx": page("Firing", [
        "import Glaze from './_glaze.mdx';",
        "import { Badge } from '@site/src/components/Badge';",
        "",
        '<Glaze kinds={["matte", "gloss"]} />',
        "",
        '<Badge name="stoneware" />',
        "",
        '<img src="/img/kept.png" alt="kept" />',
      ].join("\n")),
      "docs/kilns/_glaze.mdx": [
        "export default function Glaze(props) {",
        "  return (",
        "    <img",
        '      alt="glaze"',
        "      src={`/img/glazes/${props.kinds.join(\"-\")}.png`}",
        "    />",
        "  );",
        "}",
      ].join("\n"),
      "src/components/Badge.jsx": [
        "import React from 'react';",
        "",
        "export function Badge({ name }) {",
        "  return <img alt={name} src={'/img/badges/' + name + '.svg'} />;",
        "}",
      ].join("\n"),
    });
    const report = await checkContent(dir);
    expect(report.problems.filter((problem) => problem.kind === "missing-image").map((problem) => `${problem.file}:${problem.line} ${problem.message.split(":")[0]}`)).toEqual([
      'docs/kilns/_glaze.mdx:5 image "/img/glazes/matte-gloss.png"',
      'src/components/Badge.jsx:4 image "/img/badges/stoneware.svg"',
    ]);
  });
});
