// A tokenizer for the prose of a Markdown file (fenced code and ESM already set aside): finds what
// MDX would read as syntax (tags, `{expressions}`, comments) next to what Markdown protects
// (inline code, escapes, link destinations), so fix-ups touch only the text around them.
import { parseExpressionAt } from "acorn";
import { lowerBound } from "./positions";

export interface Attribute {
  /** Empty for a spread attribute `{...props}`. */
  name: string;
  start: number;
  end: number;
  value?: { raw: string; quote: '"' | "'" | "{" | "" };
}

export interface Tag {
  /** Empty for fragments `<>` and `</>`. */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Attribute[];
  /**
   * An opening tag whose line ends without its `>`, the next line starting another tag
   * (`<details` over `<summary>`): the writer forgot the `>`, and the token ends before the line break.
   */
  unterminated?: boolean;
}

export type Token =
  /** `definition`: a link reference definition line (`[label]: url "title"`), which MDX reads as no markup at all. */
  | { kind: "text" | "code" | "comment" | "link-target" | "definition" | "expression"; start: number; end: number }
  /**
   * A `<`, `{` or `{{` that starts no tag or expression: MDX rejects most of these, so they get
   * escaped. `braced`: the text up to a `{`'s matching `}`, when it has one (to say why it is no expression).
   */
  | {
      kind: "stray";
      start: number;
      end: number;
      braced?: string;
      /** A `<` that opens a tag of a capitalised name nothing in scope names (`<Widget />`): the component's name, and the tag's form. */
      component?: string;
      form?: "self-closing" | "opening" | "closing";
    }
  | { kind: "autolink"; start: number; end: number; url: string }
  | { kind: "tag"; start: number; end: number; tag: Tag };

export interface ScanOptions {
  /** Whether a parsed `<name ...>` is a tag rather than placeholder text like `<your-key>`. */
  isTag?: (tag: Tag) => boolean;
  /** Whether `{content}` is an expression rather than text like `{id}` in a URL template. */
  isExpression?: (content: string, start: number) => boolean;
  /** `$...$` and `$$...$$` are math (the config's remark-math): verbatim, as code spans are. */
  math?: boolean;
}

const BLANK_LINE = /\n[ \t]*\n/g;
/** An autolink: http(s), ftp, mailto, an e-mail address, or any other scheme followed by `//` (`<chrome://tracing>`), as MDX 1 read them; none of these can be a tag. */
const AUTOLINK = /<((?:https?|ftp|mailto):[^\s<>]*|[A-Za-z][A-Za-z\d+.-]{1,31}:\/\/[^\s<>]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)>/y;
const TAG_START = /<(\/)?[ \t]*([A-Za-z][\w.:-]*)?/y;
const ATTRIBUTE_NAME = /[^\s"'<>/={}]+/y;
const UNQUOTED_VALUE = /[^\s"'=<>`{}]+/y;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/**
 * A whole line that is a link reference definition: `[label]: destination`, then an optional title
 * in quotes or parentheses (`[//]: # (a note)`, Markdown's comment idiom). Its title is text to
 * MDX, `<` and `{` included.
 */
const DEFINITION_LINE = /[ \t]*\[(?:[^\]\\\n]|\\.)+\]:[ \t]*(?:<[^<>\n]*>|[^\s<]\S*)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[ \t]*(?=\n|$)/y;
const ATX_HEADING = /^[ \t]*#{1,6}(?:[ \t]|$)/;

/** The paragraphs of a text (runs of lines between blank lines), indexed once, then looked up by offset. */
interface Paragraphs {
  /** Where the first blank line at or after an offset starts (the end of its paragraph), or the end of the text. */
  end(from: number): number;
  /**
   * Where inline syntax starting at an offset must end: its line's end in a GFM table (each row's
   * cells are read on their own, so code spans and expressions never run on into the next row),
   * else its paragraph's end.
   */
  inlineEnd(from: number): number;
  /** The offset after the `}` that brings the brace count back to zero from the `{` at `start`, in its paragraph, or -1. */
  countedBraceEnd(start: number): number;
  /** Whether a quote (`'`, `"`, a backtick) lies between two offsets. */
  hasQuoteBetween(from: number, to: number): boolean;
  /**
   * What the JavaScript parser may still read of this text: in all, 50 times its length (at least
   * 20,000 characters). Each `{` is parsed on its own, to as far as its expression runs, so a run
   * of `{` that never close (`` ${` `` repeated in an unclosed template) would make the reading
   * quadratic. `mayParse` is false once it is spent; `spendParsing` takes what a parse read.
   */
  mayParse(): boolean;
  spendParsing(length: number): void;
  /**
   * Whether an offset is in a block quote: a line of its paragraph up to its own starts with `>`
   * (one further down is no quote yet: `<aside` over `></aside>` is a tag).
   */
  isQuoted(at: number): boolean;
}

/** Whether the line starting at `lineStart` opens with a block quote's `>` (after at most 3 spaces). */
function opensWithQuoteMark(text: string, lineStart: number): boolean {
  let i = lineStart;
  while (i < lineStart + 3 && text[i] === " ") i++;
  return text[i] === ">";
}

const QUOTES = "'\"`";

/** A GFM table's delimiter row: `|---|:--:|`, `--- | ---` (at least one pipe, a dash in every cell). */
export const TABLE_DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * The offsets where the GFM tables of `text` start (their header row) and end (the paragraph's
 * end), in order: a table is a header row with a pipe right above a delimiter row, and runs to the
 * next blank line.
 */
function tableRanges(text: string, paragraphEnd: (from: number) => number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let previousLine = -1;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const end = paragraphEnd(lineStart);
    const header = previousLine === -1 ? "" : text.slice(previousLine, lineStart - 1);
    if (header.includes("|") && line.includes("|") && TABLE_DELIMITER_ROW.test(line) && paragraphEnd(previousLine) === end) {
      ranges.push([previousLine, end]);
      lineStart = end;
      previousLine = -1;
      continue;
    }
    previousLine = line.trim() ? lineStart : -1;
    lineStart = lineEnd + 1;
  }
  return ranges;
}

/**
 * Paragraphs for `text`: blank lines, quotes and brace pairs are found in one pass (a stack of open
 * braces per paragraph), so matching every brace of a long paragraph stays linear.
 */
function paragraphsOf(text: string): Paragraphs {
  const blanks = [...text.matchAll(BLANK_LINE)].map((match) => match.index);
  const end = (from: number) => blanks[lowerBound(blanks, from)] ?? text.length;
  const braceEnds = new Map<number, number>();
  const quotes: number[] = [];
  const quoteLines: number[] = [];
  let open: number[] = [];
  // Whether a tag of the paragraph still waits for its `>`: out of a block quote, a line that starts
  // with that `>` (a tag written over several lines, as generated API pages write
  // `<a\n  href={...}\n>`) ends the tag in MDX; it opens no block quote.
  let inTag = false;
  let quotedParagraph = false;
  for (let i = 0, limit = end(0); i < text.length; i++) {
    if (i >= limit) {
      open = [];
      inTag = quotedParagraph = false;
      limit = end(i);
    }
    if ((i === 0 || text[i - 1] === "\n") && (!inTag || quotedParagraph) && opensWithQuoteMark(text, i)) {
      quoteLines.push(i);
      quotedParagraph = true;
    }
    const char = text[i];
    if (char === "<" && /[A-Za-z/]/.test(text[i + 1] ?? "")) inTag = true;
    else if (char === ">") inTag = false;
    if (char === "{") open.push(i);
    else if (char === "}" && open.length) braceEnds.set(open.pop()!, i + 1);
    else if (QUOTES.includes(char)) quotes.push(i);
  }
  const tables = tableRanges(text, end);
  const tableStarts = tables.map(([start]) => start);
  const inlineEnd = (from: number) => {
    const table = tables[lowerBound(tableStarts, from + 1) - 1];
    if (!table || from >= table[1]) return end(from);
    const newline = text.indexOf("\n", from);
    return newline === -1 || newline > table[1] ? table[1] : newline;
  };
  let parsingLeft = Math.max(20_000, 50 * text.length);
  return {
    end,
    inlineEnd,
    mayParse: () => parsingLeft > 0,
    spendParsing: (length) => {
      parsingLeft -= length;
    },
    countedBraceEnd: (start) => braceEnds.get(start) ?? -1,
    hasQuoteBetween: (from, to) => (quotes[lowerBound(quotes, from)] ?? Infinity) < to,
    isQuoted: (at) => (quoteLines[lowerBound(quoteLines, at + 1) - 1] ?? -1) > (blanks[lowerBound(blanks, at) - 1] ?? -1),
  };
}

/**
 * The offset after the `}` closing the `{` at `start`, or -1. MDX closes an expression at the first
 * `}` before which it parses as JavaScript, so a brace inside a string, template literal or comment
 * (`header={'apps: {'}`) does not count; content that is no JavaScript (JSX, text) is matched by
 * counting braces.
 */
function matchBrace(text: string, start: number, paragraphs: Paragraphs, inFlowTag = false): number {
  const limit = paragraphs.inlineEnd(start);
  // A flow expression runs on past blank lines, as MDX reads it: `<style>` over `` {`...`} `` whose CSS has blank lines;
  // so does an attribute's of a tag opening a line (`<Step code={` over JSX with a blank line in it).
  if (limit < text.length && (inFlowTag || opensFlowExpression(text, start)) && paragraphs.mayParse()) {
    const { end: parsed, read } = parsedExpressionEnd(text, start, text.length);
    paragraphs.spendParsing(read);
    if (parsed > limit) return parsed;
    // JSX (`{<>...</>}`), which the parser does not read: its braces counted, as in a paragraph.
    if (parsed === -1 && paragraphs.countedBraceEnd(start) === -1) {
      const counted = countedBraceEndAcrossBlankLines(text, start);
      paragraphs.spendParsing(counted === -1 ? text.length - start : counted - start);
      if (counted > limit) return counted;
    }
  }
  const pairedBraceEnd = paragraphs.countedBraceEnd(start);
  const counted = pairedBraceEnd > limit ? -1 : pairedBraceEnd;
  // Without a quote, counting and parsing agree: the parser is asked only when they may not (and
  // while it has reading left: past that, counting decides).
  if (!paragraphs.hasQuoteBetween(start, counted === -1 ? limit : counted) || !paragraphs.mayParse()) return counted;
  const { end: parsed, read } = parsedExpressionEnd(text, start, limit);
  paragraphs.spendParsing(read);
  return parsed === -1 ? counted : parsed;
}

/** The offset after the `}` that brings the brace count back to zero from the `{` at `start`, blank lines and all, or -1. */
function countedBraceEndAcrossBlankLines(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * Whether the `{` at `start` opens an expression block (MDX's flow expression): nothing but
 * indentation and whole tags before it on its line (`{`, `<style>{`), out of a block quote and a
 * GFM table. MDX reads such an expression to its closing brace, blank lines and all; one inside a
 * line of text ends with its paragraph.
 */
function opensFlowExpression(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  return /^[ \t]*(?:<[A-Za-z][^<>{}\n]*>[ \t]*)*$/.test(text.slice(lineStart, start));
}

/**
 * The offset after the `}` that ends the JavaScript expression after the `{` at `start`, if it ends
 * before `limit` (else -1), and how many characters the parser read to find out.
 */
function parsedExpressionEnd(text: string, start: number, limit: number): { end: number; read: number } {
  let end: number;
  try {
    // Parsed from a slice (V8 shares its characters): at an offset, acorn would first scan back to the line's start.
    end = start + 1 + parseExpressionAt(text.slice(start + 1, limit), 0, { ecmaVersion: "latest" }).end;
  } catch (error) {
    const stoppedAt = (error as { raisedAt?: unknown }).raisedAt;
    return { end: -1, read: typeof stoppedAt === "number" ? stoppedAt : limit - start };
  }
  const read = end - start;
  while (end < limit && /\s/.test(text[end])) end++;
  return { end: end < limit && text[end] === "}" ? end + 1 : -1, read };
}

/** The end of the inline code span (or, with `$`, the math) opened by the run of `mark` at `start`, or -1. */
function matchVerbatimSpan(text: string, start: number, paragraphs: Paragraphs, mark: "`" | "$"): { runEnd: number; end: number } {
  let runEnd = start;
  while (text[runEnd] === mark) runEnd++;
  const run = text.slice(start, runEnd);
  const limit = paragraphs.inlineEnd(runEnd);
  for (let i = text.indexOf(run, runEnd); i !== -1 && i + run.length <= limit; i = text.indexOf(run, i + 1)) {
    if (text[i - 1] !== mark && text[i + run.length] !== mark && !(mark === "$" && text[i - 1] === "\\")) return { runEnd, end: i + run.length };
    while (text[i + 1] === mark) i++;
  }
  return { runEnd, end: -1 };
}

/**
 * The end of a link destination `(...)` opened at `start` (on its line), or -1 when the parentheses
 * hold no destination CommonMark takes: one without spaces (its parentheses balanced) or one in
 * `<...>`, then an optional title in quotes or parentheses. `[notes]({{< ref "x" >}})`, a Hugo
 * shortcode, is no link, so MDX reads its braces, and so must the fix-ups.
 */
function matchLinkTarget(text: string, start: number): number {
  let i = start + 1;
  const skipSpace = () => {
    while (text[i] === " " || text[i] === "\t") i++;
  };
  skipSpace();
  if (text[i] === "<") {
    for (i++; i < text.length && text[i] !== ">"; i++) {
      if (text[i] === "\n" || text[i] === "<") return -1;
      if (text[i] === "\\") i++;
    }
    if (text[i] !== ">") return -1;
    i++;
  } else {
    let depth = 0;
    for (; i < text.length && !/\s/.test(text[i]); i++) {
      if (text[i] === "\\") i++;
      else if (text[i] === "(") depth++;
      else if (text[i] === ")" && --depth < 0) break;
    }
    if (depth > 0) return -1;
  }
  const destinationEnd = i;
  skipSpace();
  if (text[i] === ")") return i + 1;
  const close = text[i] === "(" ? ")" : text[i] === '"' || text[i] === "'" ? text[i] : undefined;
  if (i === destinationEnd || close === undefined) return -1;
  for (i++; i < text.length && text[i] !== close; i++) {
    if (text[i] === "\n") return -1;
    if (text[i] === "\\") i++;
  }
  i++;
  skipSpace();
  return text[i] === ")" ? i + 1 : -1;
}

/** Whether only spaces and tabs stand between an offset and the start of its line (scanned back over them only). */
function onlySpaceBefore(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\t")) i--;
  return i < 0 || text[i] === "\n";
}

/** Parses the tag starting at `start`, or returns null when the `<` opens no well-formed tag. */
function parseTag(text: string, start: number, paragraphs: Paragraphs): { tag: Tag; end: number } | null {
  // MDX opens no tag at a `<` followed by white space: `a < b and b > c` is text, not a <b>.
  if (/\s/.test(text[start + 1] ?? "")) return null;
  TAG_START.lastIndex = start;
  const head = TAG_START.exec(text);
  if (!head) return null;
  const closing = head[1] !== undefined;
  const name = head[2] ?? "";
  let limit = paragraphs.end(start);
  let i = TAG_START.lastIndex;
  const quoted = paragraphs.isQuoted(start);
  // A tag opening a line is a block of its own in MDX, whose blank lines between attributes do not end it.
  const opensLine = onlySpaceBefore(text, start);
  const skipSpace = () => {
    let atLineStart = false;
    for (;;) {
      while (/\s/.test(text[i] ?? "")) {
        if (i >= limit) {
          if (!opensLine || quoted) break;
          limit = paragraphs.end(i + 1);
        }
        if (text[i] === "\n") atLineStart = true;
        i++;
      }
      // In a block quote, the `>` opening a line of the tag is the quote's mark, not the tag's end, as MDX reads it.
      if (!quoted || !atLineStart || text[i] !== ">") return;
      i++;
    }
  };
  const attributes: Attribute[] = [];
  for (;;) {
    const spaceStart = i;
    skipSpace();
    if (i >= limit) return null;
    if (text[i] === ">") return { tag: { name, closing, selfClosing: false, attributes }, end: i + 1 };
    if (text.startsWith("/>", i) && !closing) return { tag: { name, closing, selfClosing: true, attributes }, end: i + 2 };
    if (closing || !name) return null;
    const attributeStart = i;
    if (text[i] === "{") {
      const end = matchBrace(text, i, paragraphs, opensLine && !quoted);
      if (end === -1) return null;
      attributes.push({ name: "", start: attributeStart, end, value: { raw: text.slice(i + 1, end - 1), quote: "{" } });
      i = end;
      if (i > limit) limit = paragraphs.end(i);
      continue;
    }
    if (text[i] === "<" && text.slice(spaceStart, i).includes("\n")) {
      return { tag: { name, closing, selfClosing: false, attributes, unterminated: true }, end: spaceStart };
    }
    ATTRIBUTE_NAME.lastIndex = i;
    const attributeName = ATTRIBUTE_NAME.exec(text)?.[0];
    if (!attributeName) return null;
    i += attributeName.length;
    skipSpace();
    if (text[i] !== "=") {
      attributes.push({ name: attributeName, start: attributeStart, end: i });
      continue;
    }
    i++;
    skipSpace();
    const quote = text[i];
    let value: Attribute["value"];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, i + 1);
      if (close === -1 || close >= limit) return null;
      value = { raw: text.slice(i + 1, close), quote };
      i = close + 1;
    } else if (quote === "{") {
      const end = matchBrace(text, i, paragraphs, opensLine && !quoted);
      if (end === -1) return null;
      value = { raw: text.slice(i + 1, end - 1), quote: "{" };
      i = end;
      if (i > limit) limit = paragraphs.end(i);
    } else {
      UNQUOTED_VALUE.lastIndex = i;
      const raw = UNQUOTED_VALUE.exec(text)?.[0];
      if (!raw) return null;
      value = { raw, quote: "" };
      i += raw.length;
    }
    attributes.push({ name: attributeName, start: attributeStart, end: i, value });
  }
}

/**
 * The end of the link reference definition filling the line that starts at `lineStart`, or -1. A
 * definition cannot interrupt a paragraph, so the line before must be blank, a heading or another
 * definition (`afterDefinition`), or there is none.
 */
function definitionEnd(text: string, lineStart: number, afterDefinition: boolean): number {
  DEFINITION_LINE.lastIndex = lineStart;
  if (!DEFINITION_LINE.test(text)) return -1;
  const end = DEFINITION_LINE.lastIndex;
  if (lineStart === 0 || afterDefinition) return end;
  const previous = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart - 1);
  return !previous.trim() || ATX_HEADING.test(previous) ? end : -1;
}

/** Splits prose into tokens; adjacent plain text is merged into one `text` token. */
export function scanProse(text: string, options: ScanOptions = {}): Token[] {
  const isTag = options.isTag ?? (() => true);
  const isExpression = options.isExpression ?? (() => true);
  const paragraphs = paragraphsOf(text);
  const tokens: Token[] = [];
  let textStart = 0;
  const push = (token: Token) => {
    if (textStart < token.start) tokens.push({ kind: "text", start: textStart, end: token.start });
    tokens.push(token);
    textStart = token.end;
  };

  let lastDefinitionEnd = -2;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const atLineStart = i === 0 || text[i - 1] === "\n";
    const definition = atLineStart && (char === "[" || char === " " || char === "\t") ? definitionEnd(text, i, lastDefinitionEnd === i - 1) : -1;
    if (definition !== -1) {
      lastDefinitionEnd = definition;
      push({ kind: "definition", start: i, end: definition });
      i = definition;
    } else if (char === "\\" && ASCII_PUNCTUATION.test(text[i + 1] ?? "")) {
      i += 2;
    } else if (char === "`" || (char === "$" && options.math)) {
      const { runEnd, end } = matchVerbatimSpan(text, i, paragraphs, char);
      if (end !== -1) push({ kind: "code", start: i, end });
      i = end === -1 ? runEnd : end;
    } else if (char === "]" && text[i + 1] === "(") {
      const end = matchLinkTarget(text, i + 1);
      if (end !== -1) push({ kind: "link-target", start: i + 1, end });
      i = end === -1 ? i + 1 : end;
    } else if (char === "<") {
      i = scanAngle(text, i, isTag, push, paragraphs);
    } else if (char === "{") {
      i = scanBrace(text, i, isExpression, push, paragraphs);
    } else {
      i++;
    }
  }
  if (textStart < text.length) tokens.push({ kind: "text", start: textStart, end: text.length });
  return withoutUnpairedUnterminated(tokens);
}

/**
 * An unterminated opening tag counts as one only when its closing tag follows: without it, the
 * `<` is more likely text (`x <y` over a line of markup) and stays a stray.
 */
function withoutUnpairedUnterminated(tokens: Token[]): Token[] {
  const closedLater = new Set<string>();
  const kept: Token[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (token.kind === "tag" && token.tag.closing) closedLater.add(token.tag.name);
    if (token.kind === "tag" && token.tag.unterminated && !closedLater.has(token.tag.name)) {
      kept.push({ kind: "text", start: token.start + 1, end: token.end }, { kind: "stray", start: token.start, end: token.start + 1 });
    } else {
      kept.push(token);
    }
  }
  return kept.reverse();
}

/** Reads what starts with `<` at `i`; returns where scanning continues. */
function scanAngle(text: string, i: number, isTag: (tag: Tag) => boolean, push: (token: Token) => void, paragraphs: Paragraphs): number {
  if (text.startsWith("<!--", i)) {
    const close = text.indexOf("-->", i + 4);
    const end = close === -1 ? text.length : close + 3;
    push({ kind: "comment", start: i, end });
    return end;
  }
  AUTOLINK.lastIndex = i;
  const autolink = AUTOLINK.exec(text);
  if (autolink) {
    push({ kind: "autolink", start: i, end: AUTOLINK.lastIndex, url: autolink[1] });
    return AUTOLINK.lastIndex;
  }
  const parsed = parseTag(text, i, paragraphs);
  if (parsed && isTag(parsed.tag)) {
    push({ kind: "tag", start: i, end: parsed.end, tag: parsed.tag });
    return parsed.end;
  }
  // `a < b` is fine in MDX; `<=`, `<1` or `<placeholder>` are not.
  const component = parsed && /^[A-Z]/.test(parsed.tag.name) ? parsed.tag.name : undefined;
  const form = parsed?.tag.selfClosing ? "self-closing" : parsed?.tag.closing ? "closing" : "opening";
  if (!/[\s]/.test(text[i + 1] ?? " ")) push({ kind: "stray", start: i, end: i + 1, ...(component ? { component, form } : {}) });
  return i + 1;
}

/** Reads what starts with `{` at `i`: an expression, or a stray; returns where scanning continues. */
function scanBrace(text: string, i: number, isExpression: NonNullable<ScanOptions["isExpression"]>, push: (token: Token) => void, paragraphs: Paragraphs): number {
  const expressionEnd = (at: number) => {
    const end = matchBrace(text, at, paragraphs);
    return end !== -1 && isExpression(text.slice(at + 1, end - 1), at) ? end : -1;
  };
  const end = expressionEnd(i);
  if (end !== -1) {
    push({ kind: "expression", start: i, end });
    return end;
  }
  // A template's `{{ name }}` (GitHub Actions, Handlebars) is one stray, not two.
  if (text[i + 1] === "{" && expressionEnd(i + 1) === -1) {
    push({ kind: "stray", start: i, end: i + 2 });
    return i + 2;
  }
  const closing = matchBrace(text, i, paragraphs);
  push({ kind: "stray", start: i, end: i + 1, ...(closing !== -1 ? { braced: text.slice(i + 1, closing - 1) } : {}) });
  return i + 1;
}
