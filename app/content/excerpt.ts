// A page's description when its frontmatter gives none: its opening paragraph, as plain text. As
// in Docusaurus (which takes the first line of text), it is what the page's meta description,
// its card on category pages and its llms.txt entry say about it. A line scanner, as the search
// index's is: it runs for every page when the content is indexed, compiling nothing.
import { inlineText } from "./inline-text";

/** Longer openings are cut at a sentence's end (or a word's) before this many characters. */
const MAX_LENGTH = 300;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^[ \t]*([-*+]|\d{1,9}[.)])([ \t]|$)/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:/;
const ESM = /^(import|export)\b/;
const ADMONITION_FENCE = /^[ \t]*:{3,}/;
const HTML_TABLE = /^[ \t]*<table[\s>]/i;

/** How many HTML tables a line opens less how many it closes. */
function tableTagBalance(line: string): number {
  return (line.match(/<table[\s>]/gi)?.length ?? 0) - (line.match(/<\/table\s*>/gi)?.length ?? 0);
}

/** Whether a line of a tag written over several lines closes it (`/>`, `>`; an arrow function's `=>` does not). */
function endsTag(trimmed: string): boolean {
  return trimmed.endsWith(">") && !trimmed.endsWith("=>");
}

/** What ends an opening paragraph, or makes a block none: headings, code, lists, tables, breaks. */
function isBlockSyntax(line: string): boolean {
  return ATX_HEADING.test(line) || FENCE.test(line) || THEMATIC_BREAK.test(line) || LIST_ITEM.test(line) || LINK_DEFINITION.test(line) || line.trimStart().startsWith("|") || ADMONITION_FENCE.test(line);
}

/**
 * The page's first paragraph of prose, as the text a reader sees (Markdown and tags dropped), cut
 * to MAX_LENGTH; undefined when it has none. Passed over on the way: imports and exports, code,
 * headings (setext ones too), lists, tables, admonition fences (their text counts), HTML comments,
 * tags (`<TabItem ...>`, `<img ... />` over several lines: the text inside markup counts), `<head>`
 * blocks, blocks that open with an expression (a `{comment}`), and HTML tables to their closing tag,
 * blank lines within them too (the cells of api-extractor's tables).
 */
export function openingParagraphOf(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let fence: string | undefined;
  let skippingBlock = false;
  let inComment = false;
  let openTables = 0;
  let inTag = false;
  let inHead = false;
  const paragraph: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (fence !== undefined) {
      if (line.trimStart().startsWith(fence) && line.trim().replace(/^[`~]+/, "") === "") fence = undefined;
      continue;
    }
    if (inComment) {
      inComment = !line.includes("-->");
      continue;
    }
    if (openTables > 0 || (!paragraph.length && HTML_TABLE.test(line))) {
      openTables = Math.max(0, openTables + tableTagBalance(line));
      if (openTables === 0) skippingBlock = true;
      continue;
    }
    if (!line.trim()) {
      if (paragraph.length) break;
      skippingBlock = false;
      continue;
    }
    if (paragraph.length && isBlockSyntax(line)) break;
    if (skippingBlock) continue;
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1];
      continue;
    }
    const trimmed = line.trim();
    if (trimmed.startsWith("<!--")) {
      inComment = !trimmed.includes("-->");
      continue;
    }
    if (inTag) {
      inTag = !endsTag(trimmed);
      continue;
    }
    if (inHead) {
      inHead = !/<\/head\s*>/i.test(trimmed);
      continue;
    }
    if (!paragraph.length) {
      // A `<head>` block is the document's metadata (its `<title>` is no text of the page).
      if (/^<head[\s>]/i.test(trimmed)) {
        inHead = !/<\/head\s*>/i.test(trimmed);
        continue;
      }
      // A line of markup is read as Docusaurus reads it, without its tags: `<TabItem ...>` is nothing,
      // the text on the lines inside may be the opening (a tag written over several lines is passed over).
      if (/^<[A-Za-z/]/.test(trimmed)) {
        if (/^<[A-Za-z][^>]*$/.test(trimmed) && !endsTag(trimmed)) inTag = true;
        else if (inlineText(trimmed).trim()) paragraph.push(trimmed);
        continue;
      }
      if (ESM.test(line) || /^[<{]/.test(trimmed) || (isBlockSyntax(line) && !ADMONITION_FENCE.test(line))) {
        skippingBlock = !ATX_HEADING.test(line);
        continue;
      }
      if (ADMONITION_FENCE.test(line)) continue;
      if (SETEXT_UNDERLINE.test(lines[index + 1] ?? "") && !ATX_HEADING.test(line)) {
        index++;
        continue;
      }
    }
    // Lines are read as one text, so a link or code span that wraps a line reads as its text.
    const source = line.replace(/^ {0,3}(> ?)+/, "");
    if (paragraph.length || inlineText(source).trim()) paragraph.push(source);
  }
  return paragraph.length ? clipped(inlineText(paragraph.join("\n")).replace(/\s+/g, " ").trim()) : undefined;
}

/** Text of at most MAX_LENGTH characters: cut after the last sentence that fits, else at a word, with "…". */
function clipped(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const head = text.slice(0, MAX_LENGTH);
  const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("? "), head.lastIndexOf("! "));
  if (sentenceEnd >= MAX_LENGTH / 3) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(" ");
  return `${(wordEnd > 0 ? head.slice(0, wordEnd) : head).replace(/[\s,;:]+$/, "")}…`;
}
