// Whether a page's Markdown gives its own visible title, as Docusaurus decides it (its
// `contentTitle`): then the layout adds none above the content.
import { segmentsOf } from "./preprocess/segments";

/** A thematic break (`---`, `* * *`, `___`); under a line of text, `---` is a setext heading's underline instead. */
const THEMATIC_BREAK = /^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;

/** The rank of an ATX heading line (`## x` is 2; up to three spaces before it); 0 for other lines. */
function headingRank(line: string): number {
  const start = line.length - line.trimStart().length;
  if (start > 3) return 0;
  let rank = 0;
  while (line[start + rank] === "#") rank += 1;
  const after = line[start + rank];
  return rank >= 1 && rank <= 6 && (after === undefined || after === " " || after === "\t") ? rank : 0;
}

/** The rank of a setext heading's underline (`===` is 1, `---` is 2) under a line of text; 0 otherwise. */
function setextRank(line: string, previous: string | undefined): number {
  const marks = line.trim();
  if (!previous?.trim() || headingRank(previous) || !marks || line.length - line.trimStart().length > 3) return 0;
  if ([...marks].every((mark) => mark === "=")) return 1;
  return [...marks].every((mark) => mark === "-") ? 2 : 0;
}

/**
 * Whether the page's Markdown gives its title in its content: Docusaurus' `contentTitle`, its first
 * heading when that is a top-level one, wherever it stands (after text, a component or an import),
 * above the first thematic break.
 * The layout then adds no title of its own. A `##` first (in an admonition too) means none.
 */
export function hasContentTitle(body: string): boolean {
  return contentTitleLines(body) !== undefined;
}

/** Where the content title is written (`hasContentTitle`): its first line, 1-based, and how many lines (2 for a setext title). */
export function contentTitleLines(body: string): { line: number; count: number } | undefined {
  for (const segment of segmentsOf(body)) {
    if (segment.kind !== "prose") continue;
    for (const [index, line] of segment.lines.entries()) {
      const atx = headingRank(line);
      const rank = atx || setextRank(line, segment.lines[index - 1]);
      // Docusaurus looks for it above the first thematic break only.
      if (!rank && THEMATIC_BREAK.test(line)) return undefined;
      if (!rank) continue;
      if (rank !== 1) return undefined;
      return atx ? { line: segment.firstLine + index, count: 1 } : { line: segment.firstLine + index - 1, count: 2 };
    }
  }
  return undefined;
}

/**
 * A `# heading` that would be the page's title but for a thematic break above it (TypeDoc's
 * Markdown pages put their `***` between a header line and their `# Class: X`): the break's and the
 * heading's lines, 1-based, when the first heading is such a one; undefined otherwise.
 */
export function titleBelowBreak(body: string): { breakLine: number; headingLine: number } | undefined {
  let breakLine: number | undefined;
  for (const segment of segmentsOf(body)) {
    if (segment.kind !== "prose") continue;
    for (const [index, line] of segment.lines.entries()) {
      const atx = headingRank(line);
      const rank = atx || setextRank(line, segment.lines[index - 1]);
      if (!rank) {
        if (breakLine === undefined && THEMATIC_BREAK.test(line)) breakLine = segment.firstLine + index;
        continue;
      }
      if (rank !== 1 || breakLine === undefined) return undefined;
      return { breakLine, headingLine: atx ? segment.firstLine + index : segment.firstLine + index - 1 };
    }
  }
  return undefined;
}
