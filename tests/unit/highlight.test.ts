import { createHighlighter } from "shiki";
import { describe, expect, it, vi } from "vitest";
import path from "node:path";
import { applyMagicComments, highlightCode, LINE_TIME_LIMIT_MS, parseCodeMeta } from "~/content/highlight.server";
import { loadConfigFile, type RawConfigFile } from "~/content/config-file.server";
import { pageConfigOf } from "~/content/page-config.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir } from "./helpers";

const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

const SAMPLES: [language: string, code: string][] = [
  ["javascript", "import x from 'y';\n// a comment\nexport const answer = { value: 42, ok: true };"],
  ["yaml", "apiVersion: v1alpha\nsuites:\n  - name: chrome # browser\n    count: 3"],
  ["bash", 'export SAUCE_USERNAME="me"\nsaucectl run --config .sauce/config.yml'],
  ["json", '{ "name": "tunnel", "retries": 2, "enabled": false }'],
  ["java", "public class Test { @Test void run() { assertEquals(1, 1); } }"],
];

describe("highlightCode", () => {
  it("tokenizes once, yet gives the markup shiki makes for both themes", async () => {
    const shiki = await createHighlighter({ themes: Object.values(THEMES), langs: SAMPLES.map(([language]) => language) });
    for (const [language, code] of SAMPLES) {
      // With our time limit: under load, shiki's 500 ms can leave a line of the reference uncoloured.
      const twoPasses = shiki.codeToHtml(code, { lang: language, themes: THEMES, defaultColor: "light", tokenizeTimeLimit: LINE_TIME_LIMIT_MS, transformers: [{ pre: (node) => void (node.properties.tabindex = "0") }] });
      expect((await highlightCode(code, language, "")).html, language).toBe(twoPasses);
    }
  });

  it("colours a whole line that takes seconds to tokenize, as on a busy machine", async () => {
    const line = "const total = items.map((item) => item.price * item.count).reduce((a, b) => a + b, 0);";
    const coloured = (await highlightCode(line, "javascript", "")).html;
    // The tokenizer reads the clock at each step: make every read 100 ms later, as if the machine crawled.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 100));
    try {
      const slow = await highlightCode(line, "javascript", "");
      expect(slow.html).toBe(coloured);
      expect(slow.html.match(/<span style/g)!.length).toBeGreaterThan(20);
    } finally {
      clock.mockRestore();
    }
  });

  it("marks highlighted lines and line numbers, and reads titles", async () => {
    const block = await highlightCode("a\nb\nc", "bash", 'title="run.sh" {2} showLineNumbers');
    expect(block.title).toBe("run.sh");
    expect(block.html).toContain('class="shiki shiki-themes github-light-default github-dark-default line-numbers"');
    expect(block.html.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(parseCodeMeta("{1,3-4}").highlightLines).toEqual(new Set([1, 3, 4]));
  });

  it("reads a title in either quotes, unquoted, or with a quote never closed, without that quote", () => {
    expect(parseCodeMeta("title='deck.yaml'").title).toBe("deck.yaml");
    expect(parseCodeMeta("title=web/deck.ts {2}").title).toBe("web/deck.ts");
    expect(parseCodeMeta('title="app-config.yaml {3}').title).toBe("app-config.yaml");
    expect(parseCodeMeta("title='web/App.jsx|.tsx").title).toBe("web/App.jsx|.tsx");
  });

  it("numbers lines from where showLineNumbers=N says", async () => {
    expect(parseCodeMeta("showLineNumbers=41")).toMatchObject({ showLineNumbers: true, firstLineNumber: 41 });
    expect(parseCodeMeta("showLineNumbers")).toMatchObject({ showLineNumbers: true, firstLineNumber: 1 });
    expect(parseCodeMeta("noshowLineNumbers").showLineNumbers).toBe(false);
    expect((await highlightCode("a\nb", "bash", "showLineNumbers=41")).html).toContain('<code style="counter-reset: line 40">');
    expect((await highlightCode("a\nb", "bash", "showLineNumbers")).html).toContain("<code>");
  });
});

describe("a block that shows code of other languages (Markdown's fenced blocks, inline HTML)", () => {
  it("comes out the same whether or not a block before it loaded those languages", async () => {
    vi.resetModules(); // a highlighter of its own, with no language loaded yet
    const { highlightCode: fresh } = await import("~/content/highlight.server");
    const example = "Press <kbd>Enter</kbd> to run:\n\n```jsx\nconst answer = <Answer value={42} />;\n```\n";
    const first = (await fresh(example, "md", "")).html;
    await fresh("let x = 1;", "javascript", "");
    await fresh("<p>x</p>", "html", "");
    expect((await fresh(example, "md", "")).html).toBe(first);
    // The fenced JavaScript is coloured token by token, not left as one plain run of text.
    expect(first).toMatch(/>const<\/span>/);
    expect(first).toMatch(/>kbd<\/span>/);
  });

  it("are still highlighted should the grammar's rules for embedding not be readable", async () => {
    vi.resetModules();
    vi.doMock("~/content/embedded-languages.server", () => ({ languagesEmbeddedIn: () => Promise.reject(new Error("unreadable rule")) }));
    try {
      const { highlightCode: fresh } = await import("~/content/highlight.server");
      expect((await fresh("# Title\n\n```js\nlet x = 1;\n```\n", "md", "")).html).toContain('<span class="line">');
    } finally {
      vi.doUnmock("~/content/embedded-languages.server");
    }
  });
});

describe("Docusaurus magic comments", () => {
  it("highlight the next line or a range, in any usual comment syntax, and disappear", () => {
    const code = [
      "{",
      "  // highlight-next-line",
      '  "build": "make",',
      '  "test": "make test",',
      "# highlight-start",
      "one",
      "two",
      "<!-- highlight-end -->",
      "{/* highlight-next-line */}",
      "three",
      "-- highlight-next-line",
      "four",
      "}",
    ].join("\n");
    const result = applyMagicComments(code);
    expect(result.code).toBe(['{', '  "build": "make",', '  "test": "make test",', "one", "two", "three", "four", "}"].join("\n"));
    expect([...result.lineClasses.keys()]).toEqual([2, 4, 5, 6, 7]);
    expect([...result.lineClasses.values()].every((classes) => classes.join() === "highlighted")).toBe(true);
  });

  it("mark nothing for a block start that no end closes, as Docusaurus, and close nested blocks one by one", () => {
    const unclosed = ["first();", "// highlight-start", "second();", "third();"].join("\n");
    expect(applyMagicComments(unclosed)).toEqual({ code: "first();\nsecond();\nthird();", lineClasses: new Map() });
    const nested = ["// highlight-start", "a();", "// highlight-start", "b();", "// highlight-end", "c();", "// highlight-end", "d();"].join("\n");
    expect([...applyMagicComments(nested).lineClasses.keys()]).toEqual([1, 2, 3]);
  });

  it("leave a comment that only mentions the words, and code without them, as they are", () => {
    const code = "// see highlight-next-line in the docs\nconst a = 1;";
    expect(applyMagicComments(code)).toEqual({ code, lineClasses: new Map() });
  });

  it("read comment lines with long runs of spaces in them as any other (a regular expression took 74 s on one)", () => {
    const wide = `# a${" ".repeat(5000)}b x`;
    const code = [wide, "# highlight-next-line", "echo marked", `//${" ".repeat(5000)}highlight-next-line${" ".repeat(5000)}`, "echo also marked"].join("\n");
    const result = applyMagicComments(code);
    expect(result.code).toBe([wide, "echo marked", "echo also marked"].join("\n"));
    expect([...result.lineClasses.keys()]).toEqual([2, 3]);
  });

  it("mark the lines in the highlighted markup, unless the meta string gives line ranges", async () => {
    const code = "const a = 1;\n// highlight-next-line\nconst b = 2;";
    const magic = (await highlightCode(code, "js", "")).html;
    expect(magic).not.toContain("highlight-next-line");
    expect(magic.match(/class="line[^"]*highlighted/g)).toHaveLength(1);
    const ranged = (await highlightCode(code, "js", "{1}")).html;
    expect(ranged).toContain("highlight-next-line");
  });
});

describe("a config's own magic comments (prism.magicComments)", () => {
  const loaded = loadConfigFile(path.join(__dirname, "fixtures", "configs", "magic-comments")) as RawConfigFile;
  const { pageConfig, problems } = pageConfigOf(loaded);

  it("are read from the config, those without a class or a marker left out with a warning at their line", () => {
    expect(pageConfig.magicComments?.map((comment) => comment.className)).toEqual(["theme-code-block-highlighted-line", "code-block-error-line", "code-block-added"]);
    expect(problems).toEqual([
      expect.objectContaining({ file: "docusaurus.config.js", line: 11, severity: "warning", message: "prism.magicComments item 4 needs a className (the class of the lines it marks); it is left out" }),
      expect.objectContaining({ line: 12, message: "prism.magicComments item 5 needs a line, or a block with a start and an end; it is left out" }),
    ]);
  });

  it("are reported at the line of the item left out, not at a mention of its text above the setting", () => {
    const source = [
      "module.exports = {",
      "  // a block needs a start and an end",
      "  themeConfig: { prism: { magicComments: [",
      '    { className: "fine", line: "fine-next-line" },',
      '    { className: "half", block: { start: "start" } },',
      '    "just-a-string",',
      "  ] } },",
      "};",
    ].join("\n");
    const raw = { themeConfig: { prism: { magicComments: [{ className: "fine", line: "fine-next-line" }, { className: "half", block: { start: "start" } }, "just-a-string"] } } };
    const { pageConfig: config, problems: found } = pageConfigOf({ file: "docusaurus.config.js", source, raw });
    expect(config.magicComments).toEqual([{ className: "fine", line: "fine-next-line" }]);
    expect(found.map(({ line, message }) => [line, message])).toEqual([
      [5, "prism.magicComments item 2 needs a line, or a block with a start and an end; it is left out"],
      [3, "prism.magicComments item 3 needs a className (the class of the lines it marks); it is left out"],
    ]);
  });

  it("replace the default set: lines get each comment's class, and the comments are removed", () => {
    const code = ["a();", "// This will error", "b();", "# added-start", "c();", "d();", "# added-end", "// highlight-next-line", "e();", "f();"].join("\n");
    const result = applyMagicComments(code, pageConfig.magicComments);
    expect(result.code).toBe(["a();", "b();", "c();", "d();", "e();", "f();"].join("\n"));
    expect(Object.fromEntries(result.lineClasses)).toEqual({
      2: ["code-block-error-line", "magic-comment-line"],
      3: ["code-block-added", "magic-comment-line"],
      4: ["code-block-added", "magic-comment-line"],
      // Docusaurus' own class keeps the site's usual highlight.
      5: ["theme-code-block-highlighted-line", "highlighted"],
    });
    const withoutDefaults = applyMagicComments("// highlight-next-line\nx", [{ className: "mine", line: "mine-next" }]);
    expect(withoutDefaults).toEqual({ code: "// highlight-next-line\nx", lineClasses: new Map() });
  });

  it("mark the lines of the highlighted markup, and say they were looked for unless the meta string gives ranges", async () => {
    let lookedFor = 0;
    const options = { magicComments: pageConfig.magicComments, onMagicComments: () => lookedFor++ };
    const { html } = await highlightCode("one();\n// This will error\ntwo();", "js", "", options);
    expect(html).not.toContain("This will error");
    expect(html).toMatch(/<span class="line code-block-error-line magic-comment-line">.*two/);
    expect(lookedFor).toBe(1);
    await highlightCode("one();\n// This will error\ntwo();", "js", "{1}", options);
    expect(lookedFor).toBe(1);
  });

  it("are the default set without a config, and a config without the setting", () => {
    expect(pageConfigOf(null).pageConfig.magicComments).toBeUndefined();
    expect(pageConfigOf({ file: "docusaurus.config.js", source: "", raw: { themeConfig: { prism: {} } } }).pageConfig.magicComments).toBeUndefined();
    expect(pageConfigOf({ file: "docusaurus.config.js", source: "", raw: { themeConfig: { prism: { magicComments: [] } } } }).pageConfig.magicComments).toEqual([]);
  });
});

describe("a config's default language (prism.defaultLanguage)", () => {
  it("colours the blocks that name no language, and says so; blocks that name one keep theirs", async () => {
    let used = 0;
    const options = { defaultLanguage: "yaml", onDefaultLanguage: () => used++ };
    const unnamed = await highlightCode("retries: 2\nname: smoke", undefined, "", options);
    expect(unnamed.language).toBe("yaml");
    expect(unnamed.html).toBe((await highlightCode("retries: 2\nname: smoke", "yaml", "")).html);
    expect(used).toBe(1);
    expect((await highlightCode("echo hi", "bash", "", options)).language).toBe("bash");
    expect(used).toBe(1);
    // A name the highlighter does not know leaves such blocks plain, as Prism does without its grammar.
    expect((await highlightCode("anything", undefined, "", { defaultLanguage: "nosuchlang" })).language).toBe("plaintext");
    expect((await highlightCode("anything", undefined, "")).language).toBe("plaintext");
  });

  it("is read from the config, trimmed; a value that is not a name is warned about at its line", () => {
    const read = (defaultLanguage: unknown, source = "") => pageConfigOf({ file: "docusaurus.config.js", source, raw: { themeConfig: { prism: { defaultLanguage } } } });
    expect(read(" bash ").pageConfig.defaultCodeLanguage).toBe("bash");
    expect(read("").pageConfig.defaultCodeLanguage).toBeUndefined();
    expect(read(undefined).problems).toEqual([]);
    const wrong = read(["bash"], "module.exports = {\n  themeConfig: {\n    prism: { defaultLanguage: ['bash'] },\n  },\n};");
    expect(wrong.pageConfig.defaultCodeLanguage).toBeUndefined();
    expect(wrong.problems).toEqual([expect.objectContaining({ line: 3, severity: "warning", message: 'prism.defaultLanguage is ["bash"], not a language name; code blocks without a language are plain text' })]);
  });
});

describe("code block languages", () => {
  it("reads Prism's names, which Docusaurus content uses, as shiki's", async () => {
    expect((await highlightCode("@interface Tunnel : NSObject\n@end", "objectivec", "")).language).toBe("objective-c");
    expect((await highlightCode("$ saucectl run\nRunning", "shell-session", "")).language).toBe("shellsession");
    expect((await highlightCode("<p>Hi</p>", "markup", "")).language).toBe("html");
    const output = await highlightCode("NAME     AGE\nkettle   5d", "console", "");
    expect(output.language).toBe("plaintext");
    expect(output.html).not.toMatch(/<span style="color:(?!#1F2328)/i);
    expect((await highlightCode("type Lamp = { lit: boolean };\nfunction light(lamp: Lamp): void {}", "flow", "")).language).toBe("typescript");
  });

  // Prism's Reason, which Docusaurus highlights out of the box and shiki has no grammar for: its
  // blocks were plain text.
  it("colours Reason as Prism does: comments, strings, keywords, constructors, modules and operators", async () => {
    const source = ["/* a lantern */", 'let glow = (wick) => "lit " ++ wick;', "switch (flame) {", "| Bright(c) => c", "| Dim => Lamp.dim(~level=2)", "};"].join("\n");
    const block = await highlightCode(source, "reason", "");
    expect(block.language).toBe("reason");
    // Each token's text (entities decoded) with its colour.
    const decoded = (text: string) => text.replace(/&#x22;/g, '"').replace(/&#x3C;/g, "<").replace(/&#x3E;/g, ">").replace(/&#x27;/g, "'");
    const colours = new Map([...block.html.matchAll(/<span style="color:([^;"]+)[^"]*">([^<]*)<\/span>/g)].map(([, colour, text]) => [decoded(text).trim(), colour]));
    const kinds = ["/* a lantern */", "let", '"lit "', "Bright", "Lamp"].map((token) => colours.get(token));
    expect(kinds.every(Boolean)).toBe(true);
    expect(new Set(kinds).size).toBe(5);
    expect(colours.get("switch")).toBe(colours.get("let"));
    expect(colours.get("Dim")).toBe(colours.get("Bright"));
    expect(colours.get("=>")).toBeDefined();
  });

  // Prism's shell session, which Docusaurus sites highlight their install steps with: after a prompt
  // (`$`, `#` or `%`, with a `user@host:path` before it or not) the command is shell, coloured as a
  // bash block colours it; other lines are its output, plain. Shiki's grammar left the commands
  // uncoloured and coloured the output as keywords.
  it("colours a shell session's commands as shell and leaves its output plain", async () => {
    const bash = await highlightCode("mkdir -p orchard && cd orchard", "bash", "");
    const session = await highlightCode("$ mkdir -p orchard && cd orchard\nCreated 1 folder\ngardener@shed:~/trees$ mkdir -p orchard && cd orchard", "shell-session", "");
    // Each word with its colour (spaces may join either neighbour's span).
    const wordsOf = (html: string) => [...html.matchAll(/<span(?: style="color:([^;"]*)[^"]*")?>([^<]*)<\/span>/g)].flatMap(([, colour, text]) => (text.trim() ? [`${text.trim()}:${colour ?? "plain"}`] : []));
    const lines = session.html.split('<span class="line">').slice(1);
    expect(wordsOf(lines[0])).toEqual(["$:plain", ...wordsOf(bash.html)]);
    expect(wordsOf(lines[1])).toEqual(["Created 1 folder:plain"]);
    expect(wordsOf(lines[2])).toEqual(["gardener@shed:~/trees$:plain", ...wordsOf(bash.html)]);
  });

  it("warns, at the fence's line, about a language that looks misspelt, and not about a tool's name", async () => {
    const dir = makeContentDir({
      "docs/code.md": "---\ntitle: Code\n---\n\nText.\n\n```javascipt\nconst a = 1;\n```\n\n```curl\ncurl https://example.com\n```\n\n```pyhton\nprint(1)\n```\n",
    });
    const { warnings } = await buildSitePage(loadSite(dir), "code");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}] ${w.message}`)).toEqual([
      'docs/code.md:7: [code-language] the code block\'s language "javascipt" is not one the site knows (did you mean javascript?); the block is shown as plain text',
      'docs/code.md:15: [code-language] the code block\'s language "pyhton" is not one the site knows (did you mean python?); the block is shown as plain text',
    ]);
  });

  // Backstage's ```yaml title="app-config.yaml (its quote never closed) has no title on its Docusaurus site.
  it("warns, at the fence's line, about a title whose quote is never closed or that has none, which Docusaurus does not show", async () => {
    const dir = makeContentDir({
      "docs/titles.md": "---\ntitle: Titles\n---\n\nText.\n\n```yaml title=\"dock.yaml\nberths: 4\n```\n\n```sh title=moor.sh\nmoor --all\n```\n\n```text title='Log'\nfine\n```\n",
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "titles");
    expect(html).toContain("dock.yaml");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}] ${w.message}`)).toEqual([
      'docs/titles.md:7: [code-title] the code block\'s title="dock.yaml is shown here, but Docusaurus shows no title when its quote is never closed: write title="dock.yaml"',
      'docs/titles.md:11: [code-title] the code block\'s title=moor.sh is shown here, but Docusaurus shows no title without quotes: write title="moor.sh"',
    ]);
  });

  // pnpm.io's ```title="Jenkinsfile" showed no title, in Docusaurus as here, and the checker said nothing.
  it("warns, at the fence's line, about a title or line range written where the language goes", async () => {
    const dir = makeContentDir({
      "docs/meta.md": "---\ntitle: Meta\n---\n\nText.\n\n```title=\"Harbourfile\"\nmoor boats\n```\n\n```{2}\nfirst\nsecond\n```\n\n```text title=\"Log\"\nfine\n```\n",
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "meta");
    expect(html).toContain("Log");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}]`)).toEqual(["docs/meta.md:7: [code-language]", "docs/meta.md:11: [code-language]"]);
    expect(warnings[0].message).toContain('its title="Harbourfile" stands where the language goes');
    expect(warnings[0].message).toContain('```text title="Harbourfile"');
  });
  // Continue's ```title="~/.aws/credentials, its quote never closed, was told to write ```text title="~/.aws/credentials, which shows no title either.
  it("suggests a quoted title for a fence whose title, where the language goes, has an unclosed quote or none", async () => {
    const dir = makeContentDir({
      "docs/loose.md": "---\ntitle: Loose\n---\n\nText.\n\n```title=\"harbour/berths.ini\nberths = 4\n```\n\n```title=moor.sh\nmoor --all\n```\n",
    });
    const { warnings } = await buildSitePage(loadSite(dir), "loose");
    expect(warnings.map((w) => `${w.line}: ${w.message}`)).toEqual([
      '7: the code block has no language, so its title="harbour/berths.ini stands where the language goes and is read as one, as Docusaurus reads it: it does nothing, and the block is plain text; write a language first, and close the title\'s quote, as Docusaurus shows no title without both (```text title="harbour/berths.ini")',
      '11: the code block has no language, so its title=moor.sh stands where the language goes and is read as one, as Docusaurus reads it: it does nothing, and the block is plain text; write a language first, and the title in quotes, as Docusaurus shows no title without both (```text title="moor.sh")',
    ]);
  });
  // Klaw's docs, converted from reStructuredText by Pandoc, write ```{.yaml caption="..."}: the warning suggested ```text {.yaml.
  it("names Pandoc's attribute syntax on a fence and suggests the language and title Docusaurus reads", async () => {
    const dir = makeContentDir({
      "docs/pandoc.md": "---\ntitle: Pandoc\n---\n\nText.\n\n```{.toml caption=\"Harbour settings\"}\nberths = 4\n```\n\n```{.sh}\nmoor --all\n```\n",
    });
    const { warnings } = await buildSitePage(loadSite(dir), "pandoc");
    expect(warnings.map((w) => `${w.file}:${w.line}: [${w.kind}] ${w.message}`)).toEqual([
      'docs/pandoc.md:7: [code-language] the code block\'s {.toml caption="Harbour settings"} is Pandoc\'s attribute syntax, which Docusaurus does not read: {.toml stands where the language goes and is read as one, so the block is plain text, and its caption is not shown; write ```toml title="Harbour settings"',
      "docs/pandoc.md:11: [code-language] the code block's {.sh} is Pandoc's attribute syntax, which Docusaurus does not read: {.sh} stands where the language goes and is read as one, so the block is plain text; write ```sh",
    ]);
  });
});

describe("a `reference` code block (docusaurus-theme-github-codeblock)", () => {
  const address = "https://github.com/kettle-org/kettle/blob/4f2c9e1/examples/boil%20water.js#L3-L8";

  it("is titled by the file its GitHub address names, as the theme titles it, unless it sets a title", async () => {
    expect(await highlightCode(address, "js", "reference useHTTPS")).toMatchObject({ title: "examples/boil water.js", referenceUrl: address });
    expect(await highlightCode(address, "js", 'reference title="Boiling"')).toMatchObject({ title: "Boiling" });
    expect((await highlightCode("https://example.com/kettle.js", "js", "reference")).title).toBeUndefined();
  });

  // Airbyte's values.yaml reference, two such blocks, was told to quote a title it never wrote.
  it("is not told to quote a title: the one it shows comes of its address, not of its info string", async () => {
    const dir = makeContentDir({
      "docs/ref.md": `---\ntitle: Ref\n---\n\nText.\n\n\`\`\`yaml reference\nhttps://github.com/kettle-org/kettle/blob/main/charts/pot.yaml\n\`\`\`\n`,
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "ref");
    expect(html).toContain("charts/pot.yaml");
    expect(warnings).toEqual([]);
  });

  it("links the file as the theme does, 'View on GitHub', in a new tab, as the theme and the site's other links out open", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { HighlightedCode } = await import("~/components/mdx/HighlightedCode");
    const html = renderToStaticMarkup(createElement(HighlightedCode, { html: "<pre></pre>", referenceUrl: address, title: "examples/boil water.js" }));
    expect(html).toContain(`<a class="code-reference" href="${address}" target="_blank" rel="noopener noreferrer">View on GitHub</a>`);
    expect(html).toContain('<div class="code-title">examples/boil water.js</div>');
  });
});

// QuestDB's swizzled prism-include-languages defines `questdb-sql`, which nearly all its SQL examples
// name, from a grammar package of its own: those blocks were plain text.
describe("languages a site adds to Prism (src/theme/prism-include-languages)", () => {
  const includeLanguages = [
    'import siteConfig from "@generated/docusaurus.config";',
    "const prismIncludeLanguages = (PrismObject) => {",
    '  PrismObject.languages["kettle-sql"] = { keyword: /\\bboil\\b/i };',
    '  PrismObject.languages.brew = PrismObject.languages.extend("yaml", { comment: /#.*/ });',
    "  Prism.languages.steam = { number: /\\d+/ };",
    "};",
    "export default prismIncludeLanguages;",
  ].join("\n");

  it("reads each language with the one it extends, or the one its name ends with", () => {
    const dir = makeContentDir({ "docs/a.md": "# A\n", "src/theme/prism-include-languages.js": includeLanguages });
    expect(loadSite(dir).pageConfig.siteCodeLanguages).toEqual({ "kettle-sql": "sql", brew: "yaml", steam: "steam" });
    expect(loadSite(makeContentDir({ "docs/a.md": "# A\n" })).pageConfig.siteCodeLanguages).toBeUndefined();
  });

  it("colours their blocks as that language, fences and the config's default language alike", async () => {
    const sql = "SELECT price FROM trades WHERE qty > 10;";
    const dir = makeContentDir({
      "docusaurus.config.js": "module.exports = { themeConfig: { prism: { defaultLanguage: 'kettle-sql' } } };\n",
      "docs/code.md": `# Code\n\n\`\`\`kettle-sql\n${sql}\n\`\`\`\n\n\`\`\`\n${sql}\n\`\`\`\n\n\`\`\`steam\n${sql}\n\`\`\`\n`,
      "src/theme/prism-include-languages.js": includeLanguages,
    });
    const { html, usedConfig } = await buildSitePage(loadSite(dir), "code");
    const blocks = [...html.matchAll(/<pre[\s\S]*?<\/pre>/g)].map(([block]) => block);
    const coloured = (await highlightCode(sql, "sql", "")).html;
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain(coloured.replace(/^<pre[^>]*>/, "").slice(0, 200));
    expect(blocks[1]).toContain(coloured.replace(/^<pre[^>]*>/, "").slice(0, 200));
    // A language of its own name only, which the highlighter lacks, stays plain.
    expect(blocks[2]).toContain((await highlightCode(sql, "plaintext", "")).html.replace(/^<pre[^>]*>/, "").slice(0, 120));
    expect(usedConfig.map(([part]) => part)).toContain("siteCodeLanguages");
  });
});
