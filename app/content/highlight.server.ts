// Code highlighting at bundle time with shiki: one highlighter per process, languages loaded on
// first use, light and dark colours in one pass (CSS picks one by theme).
import type { BundledLanguage, Highlighter } from "shiki";

// GitHub's "default" themes meet WCAG contrast on our code background, unlike the classic ones.
const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;
const ALIASES: Record<string, string> = { sh: "bash", shell: "bash", zsh: "bash", console: "bash", yml: "yaml", js: "javascript", ts: "typescript", py: "python", rb: "ruby", cs: "csharp", kt: "kotlin", text: "plaintext", txt: "plaintext" };

let highlighter: Promise<{ shiki: Highlighter; languages: ReadonlySet<string> }> | undefined;

/** The highlighter, created on first use (shiki is imported then, not at server start). */
function getHighlighter() {
  highlighter ??= import("shiki").then(async ({ bundledLanguages, createHighlighter }) => ({
    shiki: await createHighlighter({ themes: Object.values(THEMES), langs: [] }),
    languages: new Set(Object.keys(bundledLanguages)),
  }));
  return highlighter;
}

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** Docusaurus' `reference`: the block's content is a link to source code. */
  reference: boolean;
}

/** Reads a code fence's meta string: `title="x" {1,3-5} showLineNumbers reference`. */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const highlightLines = new Set<number>();
  for (const part of ranges?.[1].split(",") ?? []) {
    const [from, to = from] = part.trim().split("-").map(Number);
    if (Number.isInteger(from) && Number.isInteger(to) && to - from < 10000) for (let line = from; line <= to; line++) highlightLines.add(line);
  }
  return {
    title: title ? title[1] ?? title[2] ?? title[3] : undefined,
    highlightLines,
    showLineNumbers: /\bshowLineNumbers\b/.test(meta),
    reference: /(^|\s)reference(\s|$)/.test(meta),
  };
}

async function loadedLanguage(shiki: Highlighter, languages: ReadonlySet<string>, language: string | undefined): Promise<string> {
  const name = language ? (ALIASES[language.toLowerCase()] ?? language.toLowerCase()) : "plaintext";
  if (name === "plaintext" || !languages.has(name)) return "plaintext";
  if (!shiki.getLoadedLanguages().includes(name)) await shiki.loadLanguage(name as BundledLanguage);
  return name;
}

export interface HighlightedBlock {
  /** The highlighted `<pre>` as HTML. */
  html: string;
  language: string;
  title?: string;
  /** For Docusaurus `reference` blocks: the source file the block points to. */
  referenceUrl?: string;
}

/**
 * One highlighted code block. It is kept as an HTML string, not as hast: thousands of coloured
 * spans would otherwise each become JSX, to be compiled, bundled and rendered by React again.
 */
export async function highlightCode(code: string, language: string | undefined, metaString: string): Promise<HighlightedBlock> {
  const meta = parseCodeMeta(metaString);
  const { shiki, languages } = await getHighlighter();
  const lang = meta.reference ? "plaintext" : await loadedLanguage(shiki, languages, language);
  const html = shiki.codeToHtml(code, {
    lang,
    themes: THEMES,
    defaultColor: "light",
    transformers: [{
      pre(node) {
        node.properties.tabindex = "0";
        if (meta.showLineNumbers) this.addClassToHast(node, "line-numbers");
      },
      line(node, line) {
        if (meta.highlightLines.has(line)) this.addClassToHast(node, "highlighted");
      },
    }],
  });
  const referenceUrl = meta.reference && /^https?:\/\/\S+$/.test(code.trim()) ? code.trim() : undefined;
  return { html, language: lang, ...(meta.title ? { title: meta.title } : {}), ...(referenceUrl ? { referenceUrl } : {}) };
}
