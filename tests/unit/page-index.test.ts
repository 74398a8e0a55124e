import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasContentTitle } from "~/content/content-title";
import { indexPages, ownTitleOf, readPage } from "~/content/pages.server";
import { expectLinearTime, makeContentDir, page } from "./helpers";

describe("indexPages", () => {
  it("re-reads only the files that changed since the last index", () => {
    const dir = makeContentDir({ "docs/a.md": page("A"), "docs/b.md": page("B"), "docs/c.md": page("C") });
    const docsDir = path.join(dir, "docs");
    indexPages(docsDir, dir); // sees the files for the first time: reads them
    const first = indexPages(docsDir, dir); // takes their sizes and times

    fs.writeFileSync(path.join(docsDir, "b.md"), page("B, edited"));
    fs.rmSync(path.join(docsDir, "c.md"));
    fs.writeFileSync(path.join(docsDir, "d.md"), page("D"));
    const second = indexPages(docsDir, dir);

    // The unchanged file's record is the very same object: it was not read again.
    expect(second.pages.get("a")).toBe(first.pages.get("a"));
    expect(second.pages.get("b")?.title).toBe("B, edited");
    expect(second.pages.get("b")?.hash).not.toBe(first.pages.get("b")?.hash);
    expect(second.pages.has("c")).toBe(false);
    expect(second.pages.get("d")?.title).toBe("D");
  });

  it("notices an edit that keeps the file's size", () => {
    const dir = makeContentDir({ "docs/a.md": page("Old") });
    const docsDir = path.join(dir, "docs");
    indexPages(docsDir, dir);
    indexPages(docsDir, dir);
    const file = path.join(docsDir, "a.md");
    fs.writeFileSync(file, page("New"));
    // Same size, so only the modification time tells; set it apart even on coarse clocks.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(indexPages(docsDir, dir).pages.get("a")?.title).toBe("New");
  });
});

describe("indexPages with docs that share a Docusaurus id", () => {
  it("serves both, leads the id to the first, and reports the second at its id key (Docusaurus stops the build)", () => {
    // garden/garden.md is the folder's index page (served at /garden) but keeps the id it names.
    const dir = makeContentDir({
      "docs/garden/beds.md": "---\nid: beds\ntitle: Beds\n---\n\nRaised beds.\n",
      "docs/garden/garden.md": "---\ntitle: Garden\nid: beds\n---\n\nThe whole plot.\n",
    });
    const index = indexPages(path.join(dir, "docs"), dir);
    expect([...index.pages.keys()].sort()).toEqual(["garden", "garden/beds"]);
    expect(index.byDocId.get("garden/beds")?.relativePath).toBe(path.join("docs", "garden", "beds.md"));
    expect(index.problems).toEqual([{
      file: path.join("docs", "garden", "garden.md"),
      line: 3,
      severity: "error",
      kind: "duplicate-id",
      message: 'doc id "garden/beds" is also the id of docs/garden/beds.md (Docusaurus stops the build: docs must have distinct ids); sidebar items and links naming it lead to that page: give one another `id`',
    }]);
  });
});

describe("indexPages with two files at one page id", () => {
  it("serves the first and says the second is not, naming number prefixes when only they tell the files apart", () => {
    const dir = makeContentDir({
      "docs/1-round/start.md": page("Round one"),
      "docs/2-round/start.md": page("Round two"),
      "docs/kit.md": page("Kit"),
      "docs/kit/index.md": page("Kit index"),
    });
    const index = indexPages(path.join(dir, "docs"), dir);
    expect(index.pages.get("round/start")?.title).toBe("Round one");
    expect(index.problems.map((problem) => [problem.file, problem.message])).toEqual([
      [path.join("docs", "2-round", "start.md"), 'page id "round/start" is also the id of docs/1-round/start.md, which is served at /round/start; this file is not served (number prefixes are not part of ids or addresses: 1-round/start.md and 2-round/start.md are both round/start, and Docusaurus stops the build on such docs): rename or move one'],
      [path.join("docs", "kit", "index.md"), '/kit is also the address of docs/kit.md, which is served there; this file is not served, as a folder\'s README.md or index.md (or a file named as its folder) is the folder\'s page. Their doc ids differ ("kit", "kit/index"), so Docusaurus builds both and reports a duplicate route, one of them answering there: give one a `slug`'],
    ]);
    // A page no reader reaches is an error here, as Docusaurus' build stops on one id for two docs (and warns of one address for two).
    expect(index.problems.map((problem) => [problem.kind, problem.severity])).toEqual([["duplicate-id", "error"], ["duplicate-id", "error"]]);
  });

  it("warns of a folder's README.md at the address of a file named as the folder, whatever the README's case", () => {
    const dir = makeContentDir({
      "docs/guides/kettle.md": page("Kettle overview"),
      "docs/guides/kettle/README.md": page("Kettle readme"),
      "docs/guides/teapot.md": page("Teapot", "Some text.", "slug: /guides/brewing\n"),
      "docs/guides/brewing.md": page("Brewing"),
    });
    const index = indexPages(path.join(dir, "docs"), dir);
    expect(index.pages.get("guides/kettle")?.title).toBe("Kettle overview");
    expect(index.problems.map((problem) => [problem.file, problem.kind, problem.message])).toEqual([
      [path.join("docs", "guides", "kettle", "README.md"), "duplicate-id", expect.stringMatching(/^\/guides\/kettle is also the address of docs\/guides\/kettle\.md, .*, as a folder's README\.md .*\("guides\/kettle", "guides\/kettle\/README"\)/)],
      [expect.stringMatching(/(brewing|teapot)\.md$/), "duplicate-id", expect.stringMatching(/^\/guides\/brewing is also the address of .*; this file is not served\. Their doc ids differ/)],
    ]);
  });
});

describe("indexPages with symbolic links", () => {
  it("follows links to pages and folders inside the content folder, stops at a loop, and warns about links out of it or to nothing", () => {
    const outside = makeContentDir({ "secret.md": page("Secret"), "folder/inner.md": page("Inner") });
    const dir = makeContentDir({ "docs/real/guide.md": page("Guide"), "shared/common.md": page("Common") });
    const docsDir = path.join(dir, "docs");
    fs.symlinkSync(path.join(docsDir, "real", "guide.md"), path.join(docsDir, "alias.md"));
    fs.symlinkSync(path.join(docsDir, "real"), path.join(docsDir, "mirror"));
    fs.symlinkSync(path.join(dir, "shared", "common.md"), path.join(docsDir, "common.md"));
    fs.symlinkSync(docsDir, path.join(docsDir, "real", "loop"));
    fs.symlinkSync(path.join(outside, "secret.md"), path.join(docsDir, "secret.md"));
    fs.symlinkSync(path.join(outside, "folder"), path.join(docsDir, "elsewhere"));
    fs.symlinkSync(path.join(docsDir, "gone.md"), path.join(docsDir, "dangling.md"));

    const index = indexPages(docsDir, dir);
    // `real/loop` (and so `mirror/loop`) leads back to docs/, which is being walked: not entered.
    expect([...index.pages.keys()].sort()).toEqual(["alias", "common", "mirror/guide", "real/guide"]);
    expect(index.pages.get("alias")?.title).toBe("Guide");
    expect(index.problems.filter((p) => p.kind === "symlink").map((p) => `${p.file}: ${p.message}`)).toEqual([
      "docs/dangling.md: a symbolic link that leads nowhere: not a page",
      "docs/elsewhere: a symbolic link that leads out of the content folder: its pages are not read",
      "docs/secret.md: a symbolic link that leads out of the content folder: not a page",
    ]);
  });
});

// A page with no title of its own is named by its doc id's last part, as Docusaurus names it
// (frontmatter `id`, else the file name): an index file by "index", not by its folder; a file
// moved by its `slug` by its own name, not by the slug's.
describe("the title of a page without one", () => {
  it("is its file name, or its frontmatter id, whatever its address", () => {
    const dir = makeContentDir({
      "docs/pruning/index.md": "Cut above a bud.\n",
      "docs/grafting.md": "---\nslug: /techniques/joining\n---\n\nJoin two stems.\n",
      "docs/02-mulching.md": "---\nid: mulch\nslug: /beds/cover\n---\n\nCover the soil.\n",
      "docs/03-watering.md": "Water at dawn.\n",
    });
    const { pages } = indexPages(path.join(dir, "docs"), dir);
    expect(pages.get("pruning")?.title).toBe("index");
    expect(pages.get("techniques/joining")?.title).toBe("grafting");
    expect(pages.get("beds/cover")?.title).toBe("mulch");
    expect(pages.get("watering")?.title).toBe("watering");
  });
});

describe("ownTitleOf", () => {
  it("takes the frontmatter title, else the first # heading of the prose, without its {#id}", () => {
    expect(ownTitleOf({ title: " Set " }, "# Heading")).toBe("Set");
    expect(ownTitleOf({}, "```sh\n# a shell comment\n```\n\n# The title {#custom}\n")).toBe("The title");
    expect(ownTitleOf({}, "```sh\n# only a shell comment\n```\n")).toBeUndefined();
  });

  it("takes Docusaurus' content title: a setext title too, and none when another heading or a thematic break comes first", () => {
    expect(ownTitleOf({}, "Garden tools\n============\n\nText.")).toBe("Garden tools");
    expect(ownTitleOf({}, "## Rakes\n\n# Garden tools")).toBeUndefined();
    expect(ownTitleOf({}, "A word first.\n\n---\n\n# Garden tools")).toBeUndefined();
    expect(ownTitleOf({}, "Some words.\n\n  # Garden tools")).toBe("Garden tools");
  });

  it("reads a heading's Markdown as the text a reader sees, and a number as a title", () => {
    expect(ownTitleOf({}, "# The `rig` command line tool")).toBe("The rig command line tool");
    expect(ownTitleOf({}, "# **New** in [R&amp;D](./rd.md) <Badge />")).toBe("New in R&D");
    expect(ownTitleOf({ title: 2024 }, "")).toBe("2024");
  });

  it("leaves out a closing sequence of #s, not a # that ends a word, and reads long runs of spaces as any other", () => {
    expect(ownTitleOf({}, "# Learn C#\n")).toBe("Learn C#");
    expect(ownTitleOf({}, "# Closed ##\n")).toBe("Closed");
    expect(ownTitleOf({}, "#\n\nNot a heading.\n")).toBeUndefined();
    // A regular expression took 60 s on this line, in the server's thread.
    expect(ownTitleOf({}, `# a${" ".repeat(4000)}b x\n`)).toBe("a b x");
  });
});

describe("hasContentTitle (Docusaurus' contentTitle: the first heading, when it is a # heading)", () => {
  it("is true for a # heading first, also after imports, a component, text or an admonition without headings", () => {
    expect(hasContentTitle("# Garden tools\n\nText.")).toBe(true);
    expect(hasContentTitle("import Banner from '@site/src/components/Banner';\n\n<Banner product=\"shed\" />\n\n# Garden tools\n\n## Rakes")).toBe(true);
    expect(hasContentTitle("Some words first.\n\n:::tip\n\nKeep them dry.\n\n:::\n\n   # Garden tools")).toBe(true);
    expect(hasContentTitle("Garden tools\n============\n\nText.")).toBe(true);
  });

  it("is false when another heading comes first (in an admonition too), or there is no # heading", () => {
    expect(hasContentTitle(":::info\n\n##### What you will find\n\n- rakes\n:::\n\n# Garden tools")).toBe(false);
    expect(hasContentTitle("## Rakes\n\n# Garden tools")).toBe(false);
    expect(hasContentTitle("Rakes\n-----\n\n# Garden tools")).toBe(false);
    expect(hasContentTitle("```sh\n# not a heading\n```\n\nText.\n\n#hashtag is no heading\n\n    # indented code")).toBe(false);
    // Docusaurus looks above the first thematic break only; `---` under text is a heading's underline.
    expect(hasContentTitle("A word first.\n\n---\n\n# Garden tools")).toBe(false);
    expect(hasContentTitle("* * *\n\n# Garden tools")).toBe(false);
    expect(hasContentTitle("# Garden tools\n\n---\n\nText.")).toBe(true);
  });

  it("reads a long run of characters in linear time", () => {
    for (const char of [" ", "#", "=", "-", "\t"]) expectLinearTime((n) => `${char.repeat(n)}\n${char.repeat(n)}x\n`, hasContentTitle, 25_000);
  });
});

describe("readPage", () => {
  it("reports a `---js` frontmatter block instead of running it", () => {
    const marker = "__frontmatterScriptRan";
    const dir = makeContentDir({ "docs/script.md": `---js\n{ title: (globalThis.${marker} = "ran") }\n---\n\n# Script\n` });
    const problem = readPage(path.join(dir, "docs"), "script.md", dir);
    expect(problem).toMatchObject({ file: "docs/script.md", line: 1, severity: "error", kind: "frontmatter" });
    expect((problem as { message: string }).message).toMatch(/`---js` block is JavaScript, which the site does not run/);
    expect(marker in globalThis).toBe(false);
  });
});
