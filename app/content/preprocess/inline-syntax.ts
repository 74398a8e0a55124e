// Token-level fix-ups for Markdown written for MDX 1 (or plain HTML habits) that MDX 3 rejects:
// HTML comments, `<head>` blocks, placeholder `<words>`, `{braces}` in prose, unclosed void tags,
// HTML attribute spellings and autolinks. Line count is preserved, so later errors keep their lines.
import type { HeadTag } from "../head-tags";
import type { Fixup } from "./fixups";
import { excerpt, lineLocator } from "./positions";
import { HTML_ELEMENTS, REACT_ATTRIBUTE_NAMES, VOID_ELEMENTS, styleObjectSource } from "./html";
import { scanProse, type Tag, type Token } from "./scan";

/**
 * What Docusaurus 3 makes of a `<` the preprocessing shows as text: MDX 2 and later read a tag at any `<` not
 * followed by a space, and stop on one that is no tag (`<[void]>`, `x <= y`, `<3`, an unclosed `<placeholder>`).
 */
const STRAY_ANGLE_IN_MDX = 'Docusaurus 3 stops on it: its MDX reads a tag after any "<" that no space or line end follows; write \\< or &lt;';

export interface ProseContext {
  /** Names the file imports or exports plus the components every page gets: tags and expressions may use them. */
  names: ReadonlySet<string>;
  /** Lower-case names the file writes as blocks of Markdown (`blockElementNames`): their tags are markup. */
  blockElements?: ReadonlySet<string>;
  /** `$...$` and `$$...$$` are math (the config's remark-math), left as written. */
  math?: boolean;
  /** Capitalised names the whole file closes (`closingComponentTags`): a tag may be closed past a code block. */
  closedComponents?: ReadonlySet<string>;
}

const KEYWORDS = new Set(
  "true false null undefined typeof instanceof new void delete in of this async await function return if else var let const class extends super yield props".split(" "),
);
const HEADING_ID = /^\{#[\w-]+\}\s*$/;
const TRUNCATE_COMMENT = /^<!--\s*truncate\s*-->$/;
/** A container directive's opening up to its attributes: `:::note`, `:::note[Title]`. */
const DIRECTIVE_BEFORE_ATTRIBUTES = /^\s*:{3,}[A-Za-z][\w-]*(?:\[.*\])?$/;

/**
 * Whether the brace at `start` opens an admonition's attributes (`:::note[Title]{#id .class}`,
 * as Docusaurus documents them): remark-directive reads those, so they are not JavaScript to escape.
 */
function isDirectiveAttributes(source: string, start: number, braced: string | undefined): boolean {
  if (braced === undefined) return false;
  const lineStart = source.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = source.indexOf("\n", start);
  const afterClosing = source.slice(start + braced.length + 2, lineEnd === -1 ? undefined : lineEnd);
  return afterClosing.trim() === "" && DIRECTIVE_BEFORE_ATTRIBUTES.test(source.slice(lineStart, start));
}

/** What an expression may read without defining it: the bundle resolves `require('...')` as it does imports. */
const BUNDLER_NAMES = new Set(["require"]);

/** The names an arrow function's parameters define: `(line, index) =>`, `line =>`. */
function arrowParameters(code: string): Set<string> {
  const lists = [...code.matchAll(/\(([^()]*)\)\s*=>|(?<![\w$])([A-Za-z_$][\w$]*)\s*=>/g)].map((match) => match[1] ?? match[2]);
  return new Set(lists.flatMap((list) => list.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

/** A piece of JavaScript as `javaScriptPieces` reads it: literals apart from the code around them. */
type JavaScriptPiece =
  | { kind: "code" | "string" | "comment" | "template-text"; text: string }
  | { kind: "template-start" | "template-end" | "substitution-start" | "substitution-end" };

/**
 * JavaScript cut into code, quoted strings, comments and template literals: a template's text, and
 * its `${...}` substitutions as code, which may hold templates of their own
 * (`` `a ${b ? ` ${c}` : ""}` ``). One pass, so a long line costs linear time. Not a parser: a
 * regular expression literal reads as code.
 */
function javaScriptPieces(code: string): JavaScriptPiece[] {
  const pieces: JavaScriptPiece[] = [];
  // For each template literal being read, the braces its current `${` has open; -1: in its text.
  const templates: number[] = [];
  let codeStart = 0;
  const take = (kind: "code" | "string" | "comment" | "template-text", from: number, to: number) => {
    if (to > from) pieces.push({ kind, text: code.slice(from, to) });
  };
  const mark = (kind: "template-start" | "template-end" | "substitution-start" | "substitution-end", at: number, length: number) => {
    take("code", codeStart, at);
    pieces.push({ kind });
    codeStart = at + length;
  };
  let i = 0;
  while (i < code.length) {
    const char = code[i];
    const depth = templates.at(-1);
    if (depth === -1) {
      // In a template's text: up to its end or its next substitution.
      let end = i;
      while (end < code.length && code[end] !== "`" && !(code[end] === "$" && code[end + 1] === "{")) end += code[end] === "\\" ? 2 : 1;
      end = Math.min(end, code.length);
      take("template-text", i, end);
      if (end >= code.length) return pieces;
      if (code[end] === "`") {
        templates.pop();
        pieces.push({ kind: "template-end" });
        i = end + 1;
      } else {
        templates[templates.length - 1] = 0;
        pieces.push({ kind: "substitution-start" });
        i = end + 2;
      }
      codeStart = i;
      continue;
    }
    if (char === "`") {
      mark("template-start", i, 1);
      templates.push(-1);
      i++;
    } else if (char === "'" || char === '"') {
      take("code", codeStart, i);
      let end = i + 1;
      while (end < code.length && code[end] !== char && code[end] !== "\n") end += code[end] === "\\" ? 2 : 1;
      end = Math.min(end + 1, code.length);
      take("string", i, end);
      i = codeStart = end;
    } else if (char === "/" && (code[i + 1] === "/" || code[i + 1] === "*")) {
      take("code", codeStart, i);
      const close = code[i + 1] === "/" ? code.indexOf("\n", i) : code.indexOf("*/", i + 2);
      const end = close === -1 ? code.length : code[i + 1] === "/" ? close : close + 2;
      take("comment", i, end);
      i = codeStart = end;
    } else if (depth !== undefined && char === "}" && depth === 0) {
      mark("substitution-end", i, 1);
      templates[templates.length - 1] = -1;
      i++;
    } else {
      if (depth !== undefined && (char === "{" || char === "}")) templates[templates.length - 1] = depth + (char === "{" ? 1 : -1);
      i++;
    }
  }
  take("code", codeStart, code.length);
  return pieces;
}

/** The code with each string literal's text left out (`""` in its place); a template's substitutions stay, as code that reads names. */
function withoutStringText(code: string): string {
  const replacements = { string: '""', "template-start": "", "template-text": "", "template-end": '""', "substitution-start": '"" + (', "substitution-end": ") + " };
  return javaScriptPieces(code).map((piece) => (piece.kind === "code" || piece.kind === "comment" ? piece.text : replacements[piece.kind])).join("");
}

/**
 * Identifiers an expression reads that nothing in scope defines (string contents, comments,
 * object keys and arrow function parameters aside).
 */
function undefinedNames(expression: string, names: ReadonlySet<string>): string[] {
  const code = withoutStringText(expression)
    // An unclosed `/*` runs to the end, in one match: retried at each later `/*`, the search was quadratic.
    .replace(/\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*/g, " ");
  const parameters = arrowParameters(code);
  // Whole identifiers only: else "messag" of a key "message:" would count as a name read.
  return [...code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)(?![\w$])(?!\s*:(?!:))/g)]
    .map((match) => match[1])
    .filter((name) => !names.has(name) && !parameters.has(name) && !BUNDLER_NAMES.has(name) && !KEYWORDS.has(name) && !(name in globalThis));
}

/**
 * Why MDX could not evaluate `{content}`: it is not JavaScript ("syntax"), or it reads names nothing
 * defines; undefined when it could (a comment, JSX, or JavaScript reading only defined names).
 */
function expressionProblem(content: string, names: ReadonlySet<string>): "syntax" | { undefinedNames: string[] } | undefined {
  const trimmed = content.trim();
  if (!trimmed) return "syntax";
  if (/^\/\*[\s\S]*\*\/$/.test(trimmed) || /<[A-Za-z]/.test(trimmed)) return undefined;
  try {
    // Compiled, never called: only the syntax is checked.
    new Function(`return (${content}\n)`);
  } catch {
    return "syntax";
  }
  const unknown = undefinedNames(content, names);
  return unknown.length ? { undefinedNames: [...new Set(unknown)] } : undefined;
}

/** Whether MDX could evaluate `{content}`: a comment, JSX, or JavaScript that parses and only reads defined names. */
export function isEvaluableExpression(content: string, names: ReadonlySet<string>): boolean {
  return expressionProblem(content, names) === undefined;
}

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function quotedList(words: string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}` : quoted[0];
}

/** A remarkable-embed style directive, `{@inject: path}`, which a site's Markdown loader replaces at build time. */
const BUILD_DIRECTIVE = /^@\w+: \S/;

/** What to tell the writer about a `{` that is shown as text (and so escaped). */
function strayBraceMessage(token: Token & { kind: "stray" }, source: string, names: ReadonlySet<string>): string {
  if (token.braced !== undefined && !token.braced.trim()) {
    // MDX reads `{}` as an empty expression, which renders nothing: `catch{} block` shows "catch block" in Docusaurus 3.
    return `"{${token.braced}}" is shown as text here, where MDX reads it as an empty expression and Docusaurus 3 shows nothing: ${excerpt(source, token.start)}; write \\{${token.braced}\\} or put the code in backticks to show it there too`;
  }
  if (token.braced !== undefined && BUILD_DIRECTIVE.test(token.braced)) {
    return `"${excerpt(`{${token.braced}}`, 0, 80)}" is a build-time directive, which a Markdown loader of the site's plugins replaces before MDX reads the page (docusaurus-plugin-includes' {@include: file.md}, or the site's own, as Sui's {@inject: file#fun=name}); this site expands only {@include: file.md}, with docusaurus-plugin-includes in the config's plugins, so this one is shown as text`;
  }
  const problem = token.braced === undefined ? "syntax" : expressionProblem(token.braced, names);
  if (problem === undefined || problem === "syntax") {
    return `"${source.slice(token.start, token.end)}" starts no JavaScript expression here, so it is shown as text: ${excerpt(source, token.start)}`;
  }
  const written = excerpt(`{${token.braced}}`, 0);
  const several = problem.undefinedNames.length > 1;
  const notDefined = `${quotedList(problem.undefinedNames)} ${several ? "are" : "is"} not defined on this page (no import or export names ${several ? "them" : "it"})`;
  const escaped = written === `{${token.braced}}` ? `write \\{${token.braced}\\}` : "escape them as \\{ and \\}";
  return `${written} is shown as text: MDX reads braces as JavaScript, and ${notDefined}; ${escaped} if the braces are meant literally`;
}

/** The LaTeX habits that put braces right after `^`, `_`, `}` or a `\command`: `x^{2}`, `\frac{n}{2}`. */
const LATEX_BEFORE_BRACE = /(?:[\^_}]|\\[A-Za-z]+)$/;
const BARE_VALUE = /^\s*(-?\d+(?:\.\d+)?|[A-Za-z_$][\w$]*)\s*$/;

/**
 * A warning for an expression that is a bare number or name right where LaTeX puts braces: MDX
 * evaluates `x^{2}` to "x^2", and the writer meant the braces. Undefined for any other expression.
 */
function latexBracesMessage(token: Token, source: string): string | undefined {
  const value = BARE_VALUE.exec(source.slice(token.start + 1, token.end - 1))?.[1];
  const before = source.slice(Math.max(0, token.start - 40), token.start);
  if (value === undefined || !LATEX_BEFORE_BRACE.test(before)) return undefined;
  const { start, end } = wordAround(token, source);
  const math = excerpt(source.slice(start, end), 0);
  // `\d{4}` is a regular expression's count, written in prose as LaTeX would be.
  const what = /\\[dDwWsS]$/.test(before) && /^\d/.test(value) ? "a regular expression" : "LaTeX";
  const shown = /^-?\d/.test(value) ? `shows "${value}", without the braces` : `shows the value of ${value}, without the braces`;
  return `"${math}" looks like ${what}, but MDX reads {${value}} as JavaScript and ${shown}: write \\{${value}\\} to keep the braces, or put the ${what === "LaTeX" ? "math" : "expression"} in inline code (\`${math}\`)`;
}

/**
 * Where the run of text around an expression's braces starts and ends (up to white space, or a
 * sentence's punctuation after it): the code or math as written. At most 80 characters each side,
 * so that a long line of such expressions is read in linear time.
 */
function wordAround(token: Token, source: string): { start: number; end: number } {
  const before = source.slice(Math.max(0, token.start - 80), token.start);
  const start = token.start - before.length + before.search(/\S*$/);
  const end = token.end + (/^\S*?(?=[.,;:!?)]*(\s|$))/.exec(source.slice(token.end, token.end + 80))?.[0].length ?? 0);
  return { start, end };
}

/** A single- or double-quoted string literal holding a letter or digit: `{"1991"}`, not the escape `{'{'}`. */
const WORDY_STRING = /^\s*(?:"[^"\\\n]*[A-Za-z0-9][^"\\\n]*"|'[^'\\\n]*[A-Za-z0-9][^'\\\n]*')\s*$/;

/**
 * A warning for a quoted string in braces glued to a word, as code written in prose has it
 * (`_var{"1991"}`): MDX shows "_var1991", the braces and quotes gone without a word. Undefined for
 * any other expression, and for a string set apart from the text (`{"<"}` or `{' '}` escapes).
 */
function quotedBracesMessage(token: Token, source: string): string | undefined {
  const inside = source.slice(token.start + 1, token.end - 1);
  if (!WORDY_STRING.test(inside) || !/[\w$]$/.test(source.slice(Math.max(0, token.start - 1), token.start))) return undefined;
  const { start: codeStart, end: codeEnd } = wordAround(token, source);
  const code = excerpt(source.slice(codeStart, codeEnd), 0);
  const shown = source.slice(codeStart, token.start) + inside.trim().slice(1, -1) + source.slice(token.end, codeEnd);
  return `"${code}" shows as "${excerpt(shown, 0)}": MDX reads {${inside.trim()}} as a JavaScript string and drops its braces and quotes; write \\{ and \\} to keep them, or put the code in inline code (\`${code}\`)`;
}

/** Whether `<name>` is markup: a known HTML element, a fragment, or a component in scope (`<icons.Check>` too). */
export function isKnownTag(name: string, names: ReadonlySet<string>): boolean {
  if (name === "") return true;
  if (CUSTOM_ELEMENT_NAME.test(name)) return names.has(name);
  if (/^[a-z][a-z0-9]*$/.test(name)) return HTML_ELEMENTS.has(name);
  const [root, ...members] = name.split(".");
  return (members.length > 0 || /^[A-Z_$]/.test(name)) && names.has(root);
}

/** A custom element's name, as HTML defines them: lower case, with a hyphen (`<intro-end>`, `<ion-badge>`). */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

/** Whether a name is a custom element's (`media-view`): a site's MDXComponents may map one to a component. */
export function isCustomElementName(name: string): boolean {
  return CUSTOM_ELEMENT_NAME.test(name);
}

/**
 * The component name a custom element mapped by the site's MDXComponents is written as
 * (`media-view` -> `SiteElement_media_view`): MDX 3 renders a lower-case tag as the element itself,
 * where MDX 1 (Docusaurus 2) looked every tag up in the components, so `<media-view>` was the
 * site's component. A custom element name has no `_`, so two names never meet.
 */
export function customElementComponent(name: string): string {
  return `SiteElement_${name.replace(/-/g, "_")}`;
}

/** The custom element names of the closing tags in a text (`</ion-item>` gives "ion-item"), found in one pass. */
function closingCustomElementTags(text: string): Set<string> {
  const names = new Set<string>();
  for (let at = text.indexOf("</"); at !== -1; at = text.indexOf("</", at + 2)) {
    let end = at + 2;
    while (end < text.length && /[a-z0-9-]/.test(text[end])) end++;
    const name = text.slice(at + 2, end);
    if (text[end] === ">" && CUSTOM_ELEMENT_NAME.test(name)) names.add(name);
  }
  return names;
}

/**
 * Whether a tag is a custom element that MDX reads as markup, as Docusaurus renders it: one that
 * closes itself without attributes (`<intro-end />`, a marker), or is closed in the text. Alone,
 * `<your-key>` is a placeholder; closing itself with attributes, `<assert-is value="1"/>` is XML
 * written outside a code block, which as an element would show readers nothing: both stay text.
 */
function isCustomElement(tag: Tag, closed: ReadonlySet<string>): boolean {
  return CUSTOM_ELEMENT_NAME.test(tag.name) && (tag.selfClosing ? tag.attributes.length === 0 : closed.has(tag.name));
}

/** A line that is only a bare tag of a lower-case name: `<cmd>`, `</cmdResult>`. */
const BARE_TAG_LINE = /^[ \t]*<(\/?)([a-z][A-Za-z0-9]*)>[ \t]*$/;
/** A bare tag of a lower-case name anywhere in a line. */
const BARE_TAG = /<\/?([a-z][A-Za-z0-9]*)>/g;

/**
 * The lower-case names, no HTML element's, that a file's prose writes as an element holding
 * Markdown: `<cmd>` alone on its line with a blank line under it, and `</cmd>` alone on a line
 * (the code between may be a fence, so the whole file's prose lines are looked at). MDX reads
 * them as elements, and Docusaurus renders their content without the tags (Prisma's `<cmd>` and
 * `<cmdResult>` around code blocks); shown as text, readers saw the tags. A name also written
 * inside a line (`Type <name> here`) is a placeholder there, so its tags all stay text, as do XML
 * written outside a code block (no blank line under its opening tag) and a lone `<name>`.
 */
export function blockElementNames(lines: readonly string[]): Set<string> {
  const opened = new Set<string>();
  const closed = new Set<string>();
  const onLinesOfTheirOwn = new Map<string, number>();
  const everywhere = new Map<string, number>();
  lines.forEach((line, index) => {
    for (const tag of line.matchAll(BARE_TAG)) everywhere.set(tag[1], (everywhere.get(tag[1]) ?? 0) + 1);
    const match = BARE_TAG_LINE.exec(line);
    if (!match || HTML_ELEMENTS.has(match[2])) return;
    onLinesOfTheirOwn.set(match[2], (onLinesOfTheirOwn.get(match[2]) ?? 0) + 1);
    if (match[1]) closed.add(match[2]);
    else if ((lines[index + 1] ?? "").trim() === "") opened.add(match[2]);
  });
  return new Set([...opened].filter((name) => closed.has(name) && everywhere.get(name) === onLinesOfTheirOwn.get(name)));
}

/** The attributes that only style or name an element: a tag that has nothing else is markup, not text. */
const STYLING_ATTRIBUTES = new Set(["class", "classname", "id", "style"]);

/**
 * Whether a tag that is no HTML element is markup all the same, as Docusaurus renders it (an empty
 * element, which shows nothing): one in lower case that closes itself and has only styling
 * attributes, as Docusaurus 1's platform switchers mark sections, `<block class="mac ios" />`.
 * Shown as text, the reader saw the tag itself. `<name>` alone stays a placeholder, and
 * `<assert-is value="1"/>`, whose attributes carry data, stays XML shown as text.
 */
function isStylingElement(tag: Tag): boolean {
  return /^[a-z][a-z0-9-]*$/.test(tag.name) && tag.selfClosing && tag.attributes.length > 0
    && tag.attributes.every((attribute) => STYLING_ATTRIBUTES.has(attribute.name.toLowerCase()));
}

/** Whether a name is written in capitals only, as old HTML writes its tags (`BR`, `TD`, `H2`). */
function isCapitalised(name: string): boolean {
  return /^[A-Z][A-Z0-9]*$/.test(name);
}

/** The capitalised names of the closing tags in a text (`</TD>` gives "TD"), found in one pass. */
function capitalisedClosingTags(text: string): Set<string> {
  const names = new Set<string>();
  for (let at = text.indexOf("</"); at !== -1; at = text.indexOf("</", at + 2)) {
    let end = at + 2;
    while (end < text.length && /[A-Z0-9]/.test(text[end])) end++;
    if (end > at + 2 && text[end] === ">") names.add(text.slice(at + 2, end));
  }
  return names;
}

/** The names of the components closed somewhere in the text (`</Note>`), found in one pass. */
export function closingComponentTags(text: string): Set<string> {
  const names = new Set<string>();
  for (let at = text.indexOf("</"); at !== -1; at = text.indexOf("</", at + 2)) {
    if (!/[A-Z]/.test(text[at + 2] ?? "")) continue;
    let end = at + 3;
    while (end < text.length && /[\w.]/.test(text[end])) end++;
    if (text[end] === ">") names.add(text.slice(at + 2, end));
  }
  return names;
}

/**
 * Whether `<NAME>` is an HTML tag written in capitals (`<BR/>`, `<TD>...</TD>`): a void element, or
 * one closed later in the text, that nothing in scope names. MDX would read it as a component.
 */
function isCapitalisedHtml(name: string, names: ReadonlySet<string>, closed: ReadonlySet<string>): boolean {
  const lower = name.toLowerCase();
  return isCapitalised(name) && !names.has(name) && HTML_ELEMENTS.has(lower) && (VOID_ELEMENTS.has(lower) || closed.has(name));
}

interface TagRewrite {
  text: string;
  changes: string[];
}

/** React spellings for one HTML tag's attributes, and a `/` for an unclosed void element. */
function rewriteTag(source: string, token: Token & { kind: "tag" }, closeVoid: boolean): TagRewrite {
  const changes: string[] = [];
  let text = source.slice(token.start, token.end);
  const isHtml = /^[a-z]/.test(token.tag.name);
  // Right to left, so the offsets of attributes not yet rewritten stay valid.
  for (const attribute of [...token.tag.attributes].reverse()) {
    if (!isHtml || !attribute.name) continue;
    const reactName = REACT_ATTRIBUTE_NAMES[attribute.name.toLowerCase()] ?? attribute.name;
    const value = attribute.value;
    let replacement: string | undefined;
    if (reactName === "style" && value && value.quote !== "{") {
      replacement = `style=${styleObjectSource(value.raw)}`;
      changes.push("style string -> style object");
    } else if (value?.quote === "") {
      replacement = `${reactName}=${JSON.stringify(value.raw)}`;
      changes.push(`quoted ${reactName} value`);
    } else if (reactName !== attribute.name) {
      replacement = reactName + source.slice(attribute.start + attribute.name.length, attribute.end);
      changes.push(`${attribute.name} -> ${reactName}`);
    }
    if (replacement !== undefined) {
      text = text.slice(0, attribute.start - token.start) + replacement + text.slice(attribute.end - token.start);
    }
  }
  if (closeVoid) text = text.replace(/\s*>$/, " />");
  if (token.tag.unterminated) text += ">";
  return { text, changes: changes.reverse() };
}

/** The tags a `<head>` block gives the document head; others (`<script>`, `<style>`, `<body>`) are not applied. */
const HEAD_TAGS_KEPT = ["title", "meta", "link"];

/** The tags between a `<head>` and its `</head>` that belong in the document head. */

function collectHeadTags(source: string, tokens: Token[]): HeadTag[] {
  const tags: HeadTag[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== "tag" || token.tag.closing || !HEAD_TAGS_KEPT.includes(token.tag.name)) return;
    const attributes: Record<string, string> = {};
    for (const attribute of token.tag.attributes) {
      const braced = attribute.value?.quote === "{" ? attribute.value.raw : undefined;
      // A frontmatter value (`content={frontMatter.description}`) is kept as written, for the page's build to fill in.
      const literal = braced === undefined ? attribute.value?.raw : /^\s*front[mM]atter\b/.test(braced) ? `{${braced.trim()}}` : /^\s*(["'])(.*)\1\s*$/s.exec(braced)?.[2];
      if (attribute.name && literal !== undefined) attributes[REACT_ATTRIBUTE_NAMES[attribute.name.toLowerCase()] ?? attribute.name] = literal;
    }
    const tagName = token.tag.name as HeadTag["tagName"];
    const close = tokens.slice(index + 1).find((next) => next.kind === "tag" && next.tag.closing && next.tag.name === tagName);
    const text = tagName === "title" && close ? source.slice(token.end, close.start).trim() : undefined;
    tags.push({ tagName, attributes, ...(text !== undefined ? { text } : {}) });
  });
  return tags;
}

/** A `<script>` the browser would run: JavaScript or a module, not a data block (`type="application/ld+json"`). */
function isRunnableScript(tag: { attributes: { name: string; value?: { raw: string } }[] }): boolean {
  const type = tag.attributes.find((attribute) => attribute.name.toLowerCase() === "type")?.value?.raw.trim().replace(/^["'](.*)["']$/, "$1");
  return !type || /^(?:module|(?:text|application)\/(?:java|ecma)script)$/i.test(type);
}

/** `<head>`, and Docusaurus' `<Head>` component (`@docusaurus/Head`), which does the same. */
const HEAD_TAG_NAMES = ["head", "Head"];

function isOpening(token: Token, name: string): boolean {
  return token.kind === "tag" && !token.tag.closing && !token.tag.selfClosing && token.tag.name === name;
}

function isClosing(token: Token | undefined, name: string): boolean {
  return token?.kind === "tag" && token.tag.closing && token.tag.name === name;
}

/** The nearest tag token before (`step` -1) or after (`step` 1) `index`. */
function nearestTag(tokens: Token[], index: number, step: 1 | -1): Token | undefined {
  for (let at = index + step; at >= 0 && at < tokens.length; at += step) if (tokens[at].kind === "tag") return tokens[at];
  return undefined;
}

/** A list item's marker at the start of a line (with its indentation and the spaces after it). */
const LIST_ITEM_PREFIX = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/;

/** A line that ends a list item's paragraph: blank, a heading or a code fence. */
const PARAGRAPH_BREAK = /^[ \t]*(?:$|#|```|~~~)/;

/**
 * For each line of `source` (by its start offset), the text column of the list item whose
 * paragraph that line goes on from a line above, if any: one pass, so that looking it up for
 * every tag of a page stays linear. A line that starts inside markup (a tag, an expression, a
 * comment or code over several lines) is not Markdown: it neither starts nor ends an item.
 */
function listParagraphColumns(source: string, tokens: Token[]): Map<number, number> {
  const columns = new Map<number, number>();
  const markup = tokens.filter((token) => token.kind !== "text" && token.kind !== "stray");
  let next = 0;
  let column: number | undefined;
  for (let lineStart = 0; lineStart <= source.length; ) {
    const newline = source.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? source.length : newline;
    while (next < markup.length && markup[next].end <= lineStart) next++;
    const insideMarkup = next < markup.length && markup[next].start < lineStart;
    if (!insideMarkup) {
      const line = source.slice(lineStart, lineEnd);
      if (PARAGRAPH_BREAK.test(line)) column = undefined;
      else if (column !== undefined) columns.set(lineStart, column);
      const marker = LIST_ITEM_PREFIX.exec(line);
      if (marker) column = marker[0].length;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return columns;
}

/**
 * The column a tag or expression starting at `start` must indent its further lines to, when it
 * starts a list item's line, or a line of its paragraph below (`1. Text`, then `  <img` and its
 * attributes on lines of their own): MDX 2 reads a line of it written further left as a lazy
 * line, which it rejects; MDX 1 (Docusaurus 2) read the markup whole.
 */
function listItemColumn(source: string, start: number, paragraphColumns: () => Map<number, number>): number | undefined {
  const lineStart = source.lastIndexOf("\n", start - 1) + 1;
  const before = source.slice(lineStart, start);
  const prefix = LIST_ITEM_PREFIX.exec(before);
  if (prefix) return prefix[0].length;
  return before.trim() === "" ? paragraphColumns().get(lineStart) : undefined;
}

/**
 * `expression` (`{...}`, JavaScript) with the indentation that opens each further line of its
 * template literals written as a substitution (`${"  "}`): MDX 2 takes a line's leading
 * whitespace for Markdown indentation and drops it, so `<pre>{`a:\n  - b`}</pre>` lost the
 * spaces that MDX 1 (Docusaurus 2) kept. In a line of text (`inText`), every further line is so
 * opened, `${""}` where it has no indentation: a line of the paragraph that starts a block (`{`,
 * `<`, `#`, `- `) would end it there, and the expression with it, unclosed (an unknown component's
 * `code={`...`}` attribute, shown as text, failed the page). One pass over the code, strings and
 * comments skipped.
 */
function keepTemplateIndentation(expression: string, inText: boolean): string {
  if (!expression.includes("`") || !expression.includes("\n")) return expression;
  const delimiters = { "template-start": "`", "template-end": "`", "substitution-start": "${", "substitution-end": "}" };
  const lineStart = inText ? /(\\[\s\S])|\n([ \t]*)/g : /(\\[\s\S])|\n([ \t]+)/g;
  return javaScriptPieces(expression).map((piece) => {
    if (piece.kind === "template-text") return piece.text.replace(lineStart, (_match, escape, indent) => escape ?? `\n\${"${indent}"}`);
    return "text" in piece ? piece.text : delimiters[piece.kind];
  }).join("");
}

/** `text` (markup of several lines) with each further line less indented than `column` indented to it. */
function indentedTo(text: string, column: number): { text: string; changed: boolean } {
  let changed = false;
  const indented = text.replace(/\n([ \t]*)(?=\S)/g, (whole, spaces: string) => {
    if (spaces.length >= column) return whole;
    changed = true;
    return `\n${" ".repeat(column - spaces.length)}${spaces}`;
  });
  return { text: indented, changed };
}

/** Rewrites one stretch of prose (no fenced code, no ESM) so MDX 3 reads it as its author meant. */
export function fixInlineSyntax(source: string, firstLine: number, context: ProseContext): { text: string; fixups: Fixup[]; head: HeadTag[] } {
  const closed = capitalisedClosingTags(source);
  const closedComponents = context.closedComponents ?? closingComponentTags(source);
  const closedCustomElements = closingCustomElementTags(source);
  const tokens = scanProse(source, {
    isTag: (tag) => isKnownTag(tag.name, context.names) || isCapitalisedHtml(tag.name, context.names, closed) || isCustomElement(tag, closedCustomElements) || isStylingElement(tag)
      || (tag.attributes.length === 0 && !tag.selfClosing && context.blockElements?.has(tag.name) === true),
    isExpression: (content) => isEvaluableExpression(content, context.names),
    math: context.math,
  });
  // HTML tags in capitals are read in lower case from here on: MDX's own tags are.
  const capitalised = new Map<Token, string>();
  for (const token of tokens) {
    if (token.kind !== "tag" || !isCapitalisedHtml(token.tag.name, context.names, closed)) continue;
    capitalised.set(token, token.tag.name);
    token.tag.name = token.tag.name.toLowerCase();
  }
  const lineOf = lineLocator(source, firstLine);
  const fixups: Fixup[] = [];
  const head: HeadTag[] = [];
  const report = (offset: number, kind: string, message: string) => fixups.push({ line: lineOf(offset), kind, message });
  const newlinesIn = (start: number, end: number) => "\n".repeat(source.slice(start, end).split("\n").length - 1);
  let output = "";
  // A tag or expression that starts a list item's line and goes on over lines written further left.
  let paragraphColumns: Map<number, number> | undefined;
  const listParagraphs = () => (paragraphColumns ??= listParagraphColumns(source, tokens));
  const inListItem = (text: string, token: Token): string => {
    if (!text.includes("\n")) return text;
    const column = listItemColumn(source, token.start, listParagraphs);
    const indented = column === undefined ? undefined : indentedTo(text, column);
    if (!indented?.changed) return text;
    report(token.start, "lazy-line", `${excerpt(source, token.start)}: its further lines are indented to its list item's text, as MDX 2 needs (MDX 1 read them as written)`);
    return indented.text;
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    const original = source.slice(token.start, token.end);
    if (token.kind === "comment") {
      // Left out without a word, as Docusaurus 3 accepts them (its `mdx1Compat.comments`), though MDX does not;
      // but for a blog post's truncate marker, kept in the form MDX reads (remarkTruncateMarker).
      output += (TRUNCATE_COMMENT.test(original) ? "{/* truncate */}" : "") + newlinesIn(token.start, token.end);
    } else if (token.kind === "autolink") {
      const href = token.url.includes(":") ? token.url : `mailto:${token.url}`;
      // As text, the address must not read as emphasis, code or an expression: `_x_`, `{id}`.
      output += `[${token.url.replace(/[\\`*_{}[\]<>~]/g, "\\$&")}](${href.replace(/[()]/g, "\\$&")})`;
      report(token.start, "autolink", `autolink ${original} written as a Markdown link`);
    } else if (token.kind === "stray" && original === "{" && isDirectiveAttributes(source, token.start, token.braced)) {
      output += original;
    } else if (token.kind === "stray") {
      output += original.replace(/[<{]/g, "\\$&");
      // A capitalised tag is a component for sure when it closes itself or is closed: `<Token>` alone may be a placeholder.
      const component = token.component && (token.form !== "opening" || closedComponents.has(token.component)) ? token.component : undefined;
      const written = token.form === "closing" ? `</${component}>` : token.form === "opening" ? `<${component}>` : `<${component} />`;
      if (component) report(token.start, "angle-bracket", `${written} is shown as text: no import or export of this page, and no component of the site, is named ${component} (Docusaurus stops on a component it cannot find)`);
      else if (original === "<") report(token.start, "angle-bracket", `"<" starts no HTML tag here, so it is shown as text (${STRAY_ANGLE_IN_MDX}): ${excerpt(source, token.start)}`);
      // The whole rest of the line: an excerpt cuts a long heading id short, which then reads as a stray brace.
      else if (!(source.startsWith("{#", token.start) && HEADING_ID.test(excerpt(source, token.start, Infinity)))) report(token.start, "brace", strayBraceMessage(token, source, context.names));
    } else if (token.kind === "tag" && HEAD_TAG_NAMES.some((name) => isOpening(token, name))) {
      const close = tokens.findIndex((next, at) => at > index && isClosing(next, token.tag.name));
      // Without its `</head>`, only the tag itself goes: what follows is the page.
      const end = close === -1 ? index : close;
      const inside = tokens.slice(index + 1, end);
      head.push(...collectHeadTags(source, inside));
      output += newlinesIn(token.start, tokens[end].end);
      // Docusaurus documents both forms; the writer hears only of tags that are not applied.
      const dropped = [...new Set(inside.flatMap((tag) => (tag.kind === "tag" && !tag.tag.closing && !HEAD_TAGS_KEPT.includes(tag.tag.name) ? [`<${tag.tag.name}>`] : [])))];
      // `<body className="wide" />` is no mistake: Docusaurus (react-helmet) gives its attributes to the page's own element.
      const ownElements: string[] = dropped.filter((tag) => tag === "<html>" || tag === "<body>");
      // Docusaurus applies a <style> and runs a <script> there too: the writer hears why this site does not.
      const explained: Record<string, string> = {
        "<style>": "a page's own CSS is not loaded, as rules written for the site's Docusaurus theme would restyle this site's layout",
        "<script>": "this site runs no script written in a page (its Content Security Policy allows only its own)",
      };
      const others = dropped.filter((tag) => !ownElements.includes(tag) && !(tag in explained));
      if (ownElements.length) report(token.start, "head-block", `${ownElements.join(", ")} in <${token.tag.name}> not applied: Docusaurus gives its attributes to the page's own ${ownElements.join(" and ")}, for the site's CSS, which this site does not load`);
      for (const tag of dropped.filter((name) => name in explained)) report(token.start, "head-block", `${tag} in <${token.tag.name}> not applied: ${explained[tag]}`);
      if (others.length) report(token.start, "head-block", `${others.join(", ")} in <${token.tag.name}> not applied: only <title>, <meta> and <link> tags go to the page head`);
      index = end;
    } else if (token.kind === "tag" && token.tag.name === "script" && !token.tag.closing && isRunnableScript(token.tag)) {
      // Docusaurus renders it, and the browser runs it on a first load; this site's CSP runs no script a page brings.
      const close = token.tag.selfClosing ? -1 : tokens.findIndex((next, at) => at > index && isClosing(next, "script"));
      const end = close === -1 ? index : close;
      output += newlinesIn(token.start, tokens[end].end);
      report(token.start, "script-tag", `${excerpt(original, 0)} left out: this site runs no script written in a page (its Content Security Policy allows only its own), so what it would load or draw is not shown`);
      index = end;
    } else if (token.kind === "tag" && VOID_ELEMENTS.has(token.tag.name) && token.tag.closing) {
      const paired = nearestTag(tokens, index, -1);
      if (paired && isOpening(paired, token.tag.name)) {
        output += original;
      } else {
        output += token.tag.name === "br" ? "<br />" : "";
        report(token.start, "void-tag", `stray ${original} ${token.tag.name === "br" ? "read as <br />" : "removed"}`);
      }
    } else if (token.kind === "tag") {
      const unclosedVoid = isOpening(token, token.tag.name) && VOID_ELEMENTS.has(token.tag.name)
        && !isClosing(nearestTag(tokens, index, 1), token.tag.name);
      const rewrite = rewriteTag(source, token, unclosedVoid);
      const written = capitalised.get(token);
      // A custom element the site's MDXComponents maps is its component, as MDX 1 rendered it.
      const component = CUSTOM_ELEMENT_NAME.test(token.tag.name) && context.names.has(token.tag.name) ? customElementComponent(token.tag.name) : undefined;
      const named = written ? rewrite.text.replace(written, token.tag.name) : component ? rewrite.text.replace(token.tag.name, component) : rewrite.text;
      output += inListItem(named, token);
      if (written && !token.tag.closing) report(token.start, "html-case", `${excerpt(original, 0)} read as <${token.tag.name}>: MDX reads a tag in capitals as a component; HTML tags are written in lower case`);
      if (unclosedVoid) report(token.start, "void-tag", `<${token.tag.name}> closed as <${token.tag.name} />`);
      if (token.tag.unterminated) report(token.start, "unterminated-tag", `<${token.tag.name} has no ">" before the next line's tag; it is closed at the end of its line`);
      if (rewrite.changes.length) report(token.start, "jsx-attribute", `<${token.tag.name}>: ${rewrite.changes.join(", ")}`);
      if (!token.tag.closing && token.tag.attributes.some((attribute) => attribute.name === "dangerouslySetInnerHTML" && /<script\b/i.test(attribute.value?.raw ?? ""))) {
        report(token.start, "script-tag", `<${token.tag.name} dangerouslySetInnerHTML> holds a <script>, which does not run: this site runs no script written in a page (its Content Security Policy allows only its own), so what it would load or draw is not shown`);
      }
    } else {
      // Opened after text on its line, the expression is inside a paragraph.
      const inText = token.kind === "expression" && source.slice(source.lastIndexOf("\n", token.start - 1) + 1, token.start).trim() !== "";
      output += token.kind === "expression" ? inListItem(keepTemplateIndentation(original, inText), token) : original;
      const latex = token.kind === "expression" ? latexBracesMessage(token, source) : undefined;
      if (latex) report(token.start, "latex-braces", latex);
      const quoted = token.kind === "expression" && !latex ? quotedBracesMessage(token, source) : undefined;
      if (quoted) report(token.start, "quoted-braces", quoted);
    }
  }
  return { text: output, fixups, head };
}
