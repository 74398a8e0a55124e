// Code highlighting at bundle time with shiki: one highlighter per process, languages loaded on
// first use, light and dark colours in one pass (CSS picks one by theme).
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from "shiki";
import type { Element } from "hast";

// GitHub's "default" themes meet WCAG contrast on our code background, unlike the classic ones.
const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;
const ALIASES: Record<string, string> = { sh: "bash", shell: "bash", zsh: "bash", console: "bash", yml: "yaml", js: "javascript", ts: "typescript", py: "python", rb: "ruby", cs: "csharp", kt: "kotlin", text: "plaintext", txt: "plaintext" };

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
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

async function loadedLanguage(shiki: Highlighter, language: string | undefined): Promise<string> {
  const name = language ? (ALIASES[language.toLowerCase()] ?? language.toLowerCase()) : "plaintext";
  if (name === "plaintext" || !(name in bundledLanguages)) return "plaintext";
  if (!shiki.getLoadedLanguages().includes(name)) await shiki.loadLanguage(name as BundledLanguage);
  return name;
}

function element(tagName: string, properties: Element["properties"], children: Element["children"]): Element {
  return { type: "element", tagName, properties, children };
}

/** One highlighted code block as a hast element, ready to replace the Markdown `<pre>`. */
export async function highlightCode(code: string, language: string | undefined, metaString: string): Promise<Element> {
  const meta = parseCodeMeta(metaString);
  const shiki = await getHighlighter();
  const lang = meta.reference ? "plaintext" : await loadedLanguage(shiki, language);
  const root = shiki.codeToHast(code, {
    lang,
    themes: THEMES,
    defaultColor: "light",
    transformers: [{
      line(node, line) {
        if (meta.highlightLines.has(line)) this.addClassToHast(node, "highlighted");
      },
    }],
  });
  const pre = root.children[0] as Element;
  pre.properties.tabIndex = 0;
  // shiki names the attribute `class` in its hast, not `className`.
  if (meta.showLineNumbers) pre.properties.class = `${String(pre.properties.class ?? "")} line-numbers`.trim();
  const reference = meta.reference && /^https?:\/\//.test(code.trim())
    ? [element("a", { className: ["code-reference"], href: code.trim() }, [{ type: "text", value: "View the source" }])]
    : [];
  return element("div", { className: ["code-block"], dataLanguage: lang }, [
    ...(meta.title ? [element("div", { className: ["code-title"] }, [{ type: "text", value: meta.title }])] : []),
    pre,
    ...reference,
    element("button", { type: "button", className: ["copy-button"], ariaLabel: "Copy code to clipboard" }, [{ type: "text", value: "Copy" }]),
  ]);
}
