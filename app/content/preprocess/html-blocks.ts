// HTML blocks written for MDX 1 or CommonMark, where a tag opens on a line with text after it
// (`<td><b>Name</b>`, `<details><summary>..</summary>`) and closes paragraphs later. MDX 3 reads
// such a line as a paragraph whose tags must close inside it, so each tag whose partner lies
// outside its paragraph is moved onto a line of its own, where MDX reads it as a block tag.
import type { Fixup } from "./fixups";
import { lineLocator } from "./positions";
import { scanProse, type Token } from "./scan";

interface LogicalLine {
  start: number;
  end: number;
  /** Tags and expressions may span physical lines; they stay in one logical line. */
  tokens: Token[];
}

type TagToken = Token & { kind: "tag" };

const BOUNDARY = /^\s*(#{1,6}\s|:::|\||>)/;
const LIST_ITEM = /^\s*(?:(?:[-*+]|\d{1,9}[.)])\s+)?/;

/** Physical lines joined wherever a tag, expression or code span runs across a newline. */
function logicalLines(source: string, tokens: Token[]): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let current: LogicalLine = { start: 0, end: 0, tokens: [] };
  const breakAt = (offset: number) => {
    lines.push({ ...current, end: offset });
    current = { start: offset + 1, end: 0, tokens: [] };
  };
  for (const token of tokens) {
    if (token.kind !== "text") {
      current.tokens.push(token);
      continue;
    }
    for (let i = source.indexOf("\n", token.start); i !== -1 && i < token.end; i = source.indexOf("\n", i + 1)) breakAt(i);
  }
  lines.push({ ...current, end: source.length });
  return lines;
}

function isFlowLine(source: string, line: LogicalLine): boolean {
  let rest = source.slice(line.start, line.end);
  for (const token of [...line.tokens].reverse()) {
    if (token.kind !== "tag" && token.kind !== "expression") return false;
    rest = rest.slice(0, token.start - line.start) + rest.slice(token.end - line.start);
  }
  return line.tokens.length > 0 && rest.trim() === "";
}

/** Consecutive text lines MDX reads as one paragraph (approximately: list items start new ones). */
function paragraphs(source: string, lines: LogicalLine[]): LogicalLine[][] {
  const groups: LogicalLine[][] = [];
  let group: LogicalLine[] = [];
  const close = () => {
    if (group.length) groups.push(group);
    group = [];
  };
  for (const line of lines) {
    const text = source.slice(line.start, line.end);
    if (!text.trim() || BOUNDARY.test(text) || isFlowLine(source, line)) {
      close();
      continue;
    }
    if (LIST_ITEM.exec(text)![0].trim()) close();
    group.push(line);
  }
  close();
  return groups;
}

/** The tags of a paragraph whose opening or closing partner is not in the same paragraph. */
function unmatchedTags(paragraph: LogicalLine[]): Set<TagToken> {
  const unmatched = new Set<TagToken>();
  const open: TagToken[] = [];
  for (const token of paragraph.flatMap((line) => line.tokens)) {
    if (token.kind !== "tag" || token.tag.selfClosing) continue;
    if (!token.tag.closing) {
      open.push(token);
      continue;
    }
    const partner = open.map((candidate) => candidate.tag.name).lastIndexOf(token.tag.name);
    if (partner === -1) unmatched.add(token);
    else open.splice(partner).slice(1).forEach((crossing) => unmatched.add(crossing));
  }
  open.forEach((token) => unmatched.add(token));
  return unmatched;
}

/** What opens a Markdown block at a line's start: a quote, heading, list item, rule or setext underline, or code fence. */
const BLOCK_MARKER = /^(?:>|#{1,6}(?=\s|$)|[-+*](?=\s|$)|\d{1,9}(?=[.)](?:\s|$))|([-=*_`~])\1\1)/;

/**
 * Text that followed a tag on its line, put on a line of its own, with the mark that would open a
 * block there escaped: the writer's `</figure>>` is a stray `>` after the figure, text, not an
 * empty quote. A list number keeps its digits, the mark after them escaped.
 */
function asInlineText(text: string): string {
  const marker = BLOCK_MARKER.exec(text);
  if (!marker) return text;
  return /^\d/.test(text) ? `${marker[0]}\\${text.slice(marker[0].length)}` : `\\${text}`;
}

/** Rewrites the prose so every tag closed outside its paragraph sits on its own line; maps output lines to file lines. */
export function splitHtmlBlocks(source: string, firstLine: number): { text: string; lineOrigins: number[]; fixups: Fixup[] } {
  const tokens = scanProse(source);
  const lines = logicalLines(source, tokens);
  const lineOf = lineLocator(source, firstLine);
  const toSplit = new Set<TagToken>();
  for (const paragraph of paragraphs(source, lines)) unmatchedTags(paragraph).forEach((tag) => toSplit.add(tag));

  const output: string[] = [];
  const lineOrigins: number[] = [];
  const emit = (text: string, offset: number) => {
    text.split("\n").forEach((part, i) => {
      output.push(part);
      lineOrigins.push(lineOf(offset) + i);
    });
  };
  const fixups: Fixup[] = [];
  for (const line of lines) {
    const splits = line.tokens.filter((token): token is TagToken => token.kind === "tag" && toSplit.has(token));
    if (!splits.length) {
      emit(source.slice(line.start, line.end), line.start);
      continue;
    }
    const lead = LIST_ITEM.exec(source.slice(line.start, line.end))![0];
    const indent = lead.replace(/\S/g, " ");
    const pieces: { text: string; offset: number }[] = [];
    let cursor = line.start + lead.length;
    for (const tag of splits) {
      pieces.push({ text: source.slice(cursor, tag.start), offset: cursor }, { text: source.slice(tag.start, tag.end), offset: tag.start });
      cursor = tag.end;
    }
    const names = splits.map((tag) => `<${tag.tag.closing ? "/" : ""}${tag.tag.name}>`).join(" ");
    fixups.push({ line: lineOf(splits[0].start), kind: "html-block", message: `${names}: tag with its partner outside this paragraph put on a line of its own` });
    pieces.push({ text: source.slice(cursor, line.end), offset: cursor });
    const lineStart = line.start + lead.length;
    pieces
      .filter((piece) => piece.text.trim())
      .forEach((piece, i) => emit((i === 0 ? lead : indent) + (piece.offset > lineStart ? asInlineText(piece.text.trim()) : piece.text.trim()), piece.offset));
  }
  return { text: output.join("\n"), lineOrigins, fixups };
}
