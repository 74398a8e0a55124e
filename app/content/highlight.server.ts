// Code highlighting at bundle time with shiki: one highlighter per process, languages loaded on
// first use, light and dark colours in the same markup (CSS picks one by theme).
import type { BundledLanguage, Highlighter, ShikiTransformer } from "shiki";
import { languagesEmbeddedIn } from "./embedded-languages.server";
import { keyMeant } from "./misspelt-keys";
import { PRISM_GRAMMARS } from "./prism-grammars";
import type { MagicComment } from "./page-config";

// GitHub's "default" themes meet WCAG contrast on our code background, unlike the classic ones.
const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;
const ALIASES: Record<string, string> = {
  sh: "bash", shell: "bash", zsh: "bash", yml: "yaml", js: "javascript", ts: "typescript", py: "python", rb: "ruby", cs: "csharp", kt: "kotlin", text: "plaintext", txt: "plaintext",
  // Prism's names (Docusaurus highlights with Prism) where shiki has another.
  markup: "html", svg: "xml", mathml: "xml", ssml: "xml", atom: "xml", rss: "xml", objectivec: "objective-c", "shell-session": "shellsession", "sh-session": "shellsession", "visual-basic": "vb", vbnet: "vb", dotnet: "csharp",
  // Prism has no grammar named console, so Docusaurus shows such a block, mostly a command's output,
  // plain; bash coloured output words as commands, shiki's shell session all output alike.
  console: "plaintext",
  // Prism's Flow is JavaScript with type annotations; shiki has no Flow grammar, and TypeScript's reads the annotations.
  flow: "typescript",
};

/**
 * How long one line may take to tokenize before shiki leaves the rest of it uncoloured (shiki's own
 * default: 500 ms). A language's first line also pays for compiling its grammar (html: about 0.5 s
 * on a quiet machine), so on a busy one a page came out with plain lines, and was cached so. A page
 * whose code never ends is stopped by the build's own time limit (PAGE_BUILD_TIME_LIMIT_MS).
 */
export const LINE_TIME_LIMIT_MS = 10_000;

let highlighter: Promise<{ shiki: Highlighter; languages: ReadonlySet<string>; darkOf?: Map<string, string> }> | undefined;

/** The highlighter, created on first use (shiki is imported then, not at server start). */
export function getHighlighter() {
  highlighter ??= import("shiki").then(async ({ bundledLanguages, createHighlighter }) => {
    const shiki = await createHighlighter({ themes: Object.values(THEMES), langs: [] });
    return { shiki, languages: new Set([...Object.keys(bundledLanguages), ...Object.keys(PRISM_GRAMMARS)]), darkOf: darkColours(shiki) };
  });
  return highlighter;
}

/**
 * The dark theme's colour for each colour of the light theme, when one tokenization can serve both
 * (shiki tokenizes once per theme; highlighting is most of a code-heavy page's build): the themes
 * have the same rules, selectors and font styles, in the same order, so each token is coloured by
 * the same rule in both, and no light colour stands for two dark ones. GitHub's themes are such a
 * pair. Undefined when they are not; each theme then tokenizes the code itself.
 */
function darkColours(shiki: Highlighter): Map<string, string> | undefined {
  const light = shiki.getTheme(THEMES.light);
  const dark = shiki.getTheme(THEMES.dark);
  if (light.settings.length !== dark.settings.length) return undefined;
  const pairs: [string | undefined, string | undefined][] = [[light.fg, dark.fg]];
  for (const [index, rule] of light.settings.entries()) {
    const twin = dark.settings[index];
    if (JSON.stringify(rule.scope) !== JSON.stringify(twin.scope) || rule.settings.fontStyle !== twin.settings.fontStyle) return undefined;
    pairs.push([rule.settings.foreground, twin.settings.foreground]);
  }
  const darkOf = new Map<string, string>();
  for (const [from, to] of pairs) {
    if (!from || !to) {
      if (from !== to) return undefined;
      continue;
    }
    const known = darkOf.get(from.toLowerCase());
    if (known !== undefined && known !== to.toUpperCase()) return undefined;
    darkOf.set(from.toLowerCase(), to.toUpperCase());
  }
  return darkOf;
}

/**
 * Turns light-theme markup into the two-theme markup shiki would make (`--shiki-dark` beside each
 * colour); records in `missed` a colour it has no dark twin for.
 */
function withDarkColours(shiki: Highlighter, darkOf: Map<string, string>, missed: { colour?: string }): ShikiTransformer {
  const light = shiki.getTheme(THEMES.light);
  const dark = shiki.getTheme(THEMES.dark);
  return {
    pre(node) {
      node.properties.class = `shiki shiki-themes ${THEMES.light} ${THEMES.dark}`;
      node.properties.style = `background-color:${light.bg};--shiki-dark-bg:${dark.bg};color:${light.fg};--shiki-dark:${dark.fg}`;
    },
    span(node) {
      const style = node.properties.style;
      if (typeof style !== "string") return;
      node.properties.style = style.replace(/(^|;)color:(#[0-9a-fA-F]+)/, (all, start, colour: string) => {
        const twin = darkOf.get(colour.toLowerCase());
        if (!twin) missed.colour = colour;
        return `${all};--shiki-dark:${twin ?? colour}`;
      });
    },
  };
}

/**
 * A command line of a shell session as Prism reads one: a prompt (`$`, `#` or `%`, after a
 * `user@host:path` or a path, or alone), space, then the command.
 */
const SESSION_COMMAND = /^((?:[^\s@:$#%*!/\\]+@[^\s@:$#%*!/\\]+(?::[^\s$#%]*)?|[/~.][^\s$#%]*)?[$#%])(\s+)(.*)$/;

/**
 * A shell session as Docusaurus' Prism colours it: each command as shell, its prompt and the
 * output plain. Shiki's grammar left commands uncoloured (its shell patterns do not match inside
 * the prompt line) and coloured the output as keywords.
 */
function shellSessionTokens(shiki: Highlighter): ShikiTransformer {
  return {
    tokens(lines) {
      return lines.map((line) => {
        const text = line.map((token) => token.content).join("");
        const offset = line[0]?.offset ?? 0;
        const command = SESSION_COMMAND.exec(text);
        if (!command) return text ? [{ content: text, offset }] : [];
        const [, prompt, space, shell] = command;
        const start = offset + prompt.length + space.length;
        const coloured = shell ? (shiki.codeToTokensBase(shell, { lang: "shellscript", theme: THEMES.light, tokenizeTimeLimit: LINE_TIME_LIMIT_MS })[0] ?? []) : [];
        return [{ content: prompt, offset }, { content: space, offset: offset + prompt.length }, ...coloured.map((token) => ({ ...token, offset: start + token.offset }))];
      });
    },
  };
}

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** The first line's number (`showLineNumbers=5`); 1 by default. */
  firstLineNumber: number;
  /** Docusaurus' `reference`: the block's content is a link to source code. */
  reference: boolean;
}

/** Reads a code fence's meta string: `title="x" {1,3-5} showLineNumbers[=5] reference`. */
export function parseCodeMeta(meta: string): CodeMeta {
  const lineNumbers = /(?:^|\s)showLineNumbers(?:=(\d{1,6}))?(?=\s|$)/.exec(meta);
  // Unquoted titles are read too (Docusaurus shows none); a quote never closed is not part of one.
  const title = /title=(?:"([^"]*)"|'([^']*)'|["']?([^\s"']\S*))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const highlightLines = new Set<number>();
  for (const part of ranges?.[1].split(",") ?? []) {
    const [from, to = from] = part.trim().split("-").map(Number);
    if (Number.isInteger(from) && Number.isInteger(to) && to - from < 10000) for (let line = from; line <= to; line++) highlightLines.add(line);
  }
  return {
    title: title ? title[1] ?? title[2] ?? title[3] : undefined,
    highlightLines,
    showLineNumbers: lineNumbers !== null,
    firstLineNumber: lineNumbers?.[1] ? Number(lineNumbers[1]) : 1,
    reference: /(^|\s)reference(\s|$)/.test(meta),
  };
}

// Comments in any usual syntax: `// highlight-start`, `# highlight-next-line`, `<!-- highlight-end -->`,
// `{/* highlight-next-line */}`, `-- …`, `;; …`, `% …`.
const COMMENT_OPENERS = ["//", "#", "--", ";;", "%", "/*", "{/*", "<!--"];
const COMMENT_CLOSERS = ["*/}", "*/", "-->"];

/**
 * The text of a line that holds only a comment, else undefined. Not a regular expression: one with
 * a lazy group between optional spaces took 74 s on a comment line with 5,000 spaces in it.
 */
function commentTextOf(line: string): string | undefined {
  const trimmed = line.trim();
  const opener = COMMENT_OPENERS.find((candidate) => trimmed.startsWith(candidate));
  if (!opener) return undefined;
  const inside = trimmed.slice(opener.length);
  const closer = COMMENT_CLOSERS.find((candidate) => inside.endsWith(candidate));
  return (closer ? inside.slice(0, -closer.length) : inside).trim() || undefined;
}

/** Docusaurus' own magic comments, used unless the config has its own: their lines look as `{2}` ranges do. */
const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: "highlighted", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } }];
/** The class Docusaurus' default magic comment gives; in a config's own list it keeps the default look. */
const DOCUSAURUS_HIGHLIGHT_CLASS = "theme-code-block-highlighted-line";
/** A config's magic comment lines also get this: their own class's styles are the content's CSS, which the site does not load. */
const CUSTOM_MAGIC_CLASS = "magic-comment-line";

/** The classes a line marked by `comment` gets. */
function classesOf(comment: MagicComment, custom: boolean): string[] {
  if (!custom) return [comment.className];
  return [comment.className, comment.className === DOCUSAURUS_HIGHLIGHT_CLASS ? "highlighted" : CUSTOM_MAGIC_CLASS];
}

/**
 * Docusaurus' magic comments: a comment's `line` marks the line after it, its `block.start` …
 * `block.end` the lines between (the config's `prism.magicComments`, else `highlight-next-line`,
 * `highlight-start` and `highlight-end`); a start that no end closes marks nothing, as in
 * Docusaurus, which marks a block's lines when its end comes. The comment lines themselves are
 * removed. Returns the code and each marked line's classes (by line number, 1-based, in the
 * returned code).
 */
export function applyMagicComments(code: string, magicComments?: MagicComment[]): { code: string; lineClasses: Map<number, string[]> } {
  const comments = magicComments ?? DEFAULT_MAGIC_COMMENTS;
  const kept: string[] = [];
  const marks = new Map<number, Set<MagicComment>>();
  const mark = (line: number, comment: MagicComment) => marks.set(line, (marks.get(line) ?? new Set()).add(comment));
  let nextLine = new Set<MagicComment>();
  /** For each comment, the number of kept lines before each of its blocks still open. */
  const openBlocks = new Map<MagicComment, number[]>();
  for (const line of code.split("\n")) {
    const text = commentTextOf(line);
    const next = text === undefined ? undefined : comments.find((comment) => comment.line === text);
    const start = text === undefined ? undefined : comments.find((comment) => comment.block?.start === text);
    const end = text === undefined ? undefined : comments.find((comment) => comment.block?.end === text);
    if (next) nextLine.add(next);
    else if (start) openBlocks.set(start, [...(openBlocks.get(start) ?? []), kept.length]);
    else if (end) {
      const begun = openBlocks.get(end)?.pop();
      if (begun !== undefined) for (let marked = begun + 1; marked <= kept.length; marked++) mark(marked, end);
    } else {
      kept.push(line);
      for (const comment of nextLine) mark(kept.length, comment);
      nextLine = new Set();
    }
  }
  const lineClasses = new Map<number, string[]>();
  for (const line of [...marks.keys()].sort((a, b) => a - b)) {
    const marking = comments.filter((comment) => marks.get(line)!.has(comment));
    lineClasses.set(line, [...new Set(marking.flatMap((comment) => classesOf(comment, comments !== DEFAULT_MAGIC_COMMENTS)))]);
  }
  return { code: kept.join("\n"), lineClasses };
}

/** How a page's code blocks are highlighted: the config's magic comments, and who to tell when they are applied. */
export interface HighlightOptions {
  /** The config's `prism.magicComments`; absent: Docusaurus' default ones. */
  magicComments?: MagicComment[];
  /** Called when a block's magic comments were looked for (it has no line ranges in its meta string). */
  onMagicComments?: () => void;
  /** The config's `prism.defaultLanguage`, for blocks that name no language; absent: plain text. */
  defaultLanguage?: string;
  /** Called when a block that names no language was highlighted (its colours depend on the default). */
  onDefaultLanguage?: () => void;
  /** The languages the site adds to Prism itself, each with the language it is highlighted as (see site-code-languages.server.ts). */
  siteLanguages?: Record<string, string>;
  /** Called when a block names a language the highlighter does not know, which may be one of those (its colours depend on them). */
  onSiteLanguage?: () => void;
}

/**
 * The language a code fence probably meant when it names none the highlighter knows, such as
 * `javascipt` (its block is shown as plain text); undefined when it names one, or none close. A
 * name under 5 letters is more often a tool's than a typo (`curl`, one letter from `hurl`).
 */
export async function languageMeant(written: string): Promise<string | undefined> {
  const { languages } = await getHighlighter();
  const name = written.toLowerCase();
  if (ALIASES[name] || languages.has(name) || name.length < 5) return undefined;
  return keyMeant(name, languages);
}

async function loadedLanguage(shiki: Highlighter, languages: ReadonlySet<string>, language: string | undefined, options: HighlightOptions = {}): Promise<string> {
  const written = language?.toLowerCase();
  const known = written ? (ALIASES[written] ?? written) : undefined;
  // A name the highlighter does not know may be one the site adds, now or after an edit: such a block depends on them.
  const unknown = known !== undefined && !languages.has(known);
  if (unknown) options.onSiteLanguage?.();
  const site = unknown ? options.siteLanguages?.[known] : undefined;
  const named = site ?? known;
  const name = named ? (ALIASES[named] ?? named) : "plaintext";
  if (name === "plaintext" || !languages.has(name)) return "plaintext";
  if (!shiki.getLoadedLanguages().includes(name)) await shiki.loadLanguage(PRISM_GRAMMARS[name] ?? (name as BundledLanguage));
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
export async function highlightCode(source: string, language: string | undefined, metaString: string, options: HighlightOptions = {}): Promise<HighlightedBlock> {
  const meta = parseCodeMeta(metaString);
  // As in Docusaurus, line ranges in the meta string win: magic comments are then left as written.
  let code = source;
  let lineClasses = new Map<number, string[]>([...meta.highlightLines].map((line) => [line, ["highlighted"]]));
  if (meta.highlightLines.size === 0) {
    ({ code, lineClasses } = applyMagicComments(source, options.magicComments));
    options.onMagicComments?.();
  }
  const { shiki, languages, darkOf } = await getHighlighter();
  if (!language) options.onDefaultLanguage?.();
  const lang = meta.reference ? "plaintext" : await loadedLanguage(shiki, languages, language || options.defaultLanguage, options);
  // Should a grammar's rules not be readable so, its blocks are coloured as the languages loaded allow.
  const embedded = (await languagesEmbeddedIn(code, lang).catch(() => [])).filter((name) => !shiki.getLoadedLanguages().includes(name));
  if (embedded.length > 0) await shiki.loadLanguage(...(embedded as BundledLanguage[]));
  const ours: ShikiTransformer = {
    pre(node) {
      node.properties.tabindex = "0";
      if (meta.showLineNumbers) this.addClassToHast(node, "line-numbers");
    },
    code(node) {
      if (meta.showLineNumbers && meta.firstLineNumber !== 1) node.properties.style = `counter-reset: line ${meta.firstLineNumber - 1}`;
    },
    line(node, line) {
      const classes = lineClasses.get(line);
      if (classes) this.addClassToHast(node, classes);
    },
  };
  const missed: { colour?: string } = {};
  let html = darkOf
    ? shiki.codeToHtml(code, { lang, theme: THEMES.light, tokenizeTimeLimit: LINE_TIME_LIMIT_MS, transformers: [...(lang === "shellsession" ? [shellSessionTokens(shiki)] : []), withDarkColours(shiki, darkOf, missed), ours] })
    : undefined;
  if (!html || missed.colour) html = shiki.codeToHtml(code, { lang, themes: THEMES, defaultColor: "light", tokenizeTimeLimit: LINE_TIME_LIMIT_MS, transformers: [ours] });
  const referenceUrl = meta.reference && /^https?:\/\/\S+$/.test(code.trim()) ? code.trim() : undefined;
  const title = meta.title ?? (referenceUrl ? referencedFileOf(referenceUrl) : undefined);
  return { html, language: lang, ...(title ? { title } : {}), ...(referenceUrl ? { referenceUrl } : {}) };
}

/**
 * The file a `reference` block's GitHub address names, from its repository's root
 * (`https://github.com/org/repo/blob/main/src/app.js#L2-L9` -> `src/app.js`): the title
 * docusaurus-theme-github-codeblock gives a block that sets none. Undefined for another address.
 */
export function referencedFileOf(url: string): string | undefined {
  const match = /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[^/]+\/([^?#]+)/.exec(url);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
