import { createHighlighter } from "shiki";
import { describe, expect, it } from "vitest";
import { highlightCode, parseCodeMeta } from "~/content/highlight.server";

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
      const twoPasses = shiki.codeToHtml(code, { lang: language, themes: THEMES, defaultColor: "light", transformers: [{ pre: (node) => void (node.properties.tabindex = "0") }] });
      expect((await highlightCode(code, language, "")).html, language).toBe(twoPasses);
    }
  });

  it("marks highlighted lines and line numbers, and reads titles", async () => {
    const block = await highlightCode("a\nb\nc", "bash", 'title="run.sh" {2} showLineNumbers');
    expect(block.title).toBe("run.sh");
    expect(block.html).toContain('class="shiki shiki-themes github-light-default github-dark-default line-numbers"');
    expect(block.html.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(parseCodeMeta("{1,3-4}").highlightLines).toEqual(new Set([1, 3, 4]));
  });
});
