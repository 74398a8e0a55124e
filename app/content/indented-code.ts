// Indented code (four spaces or more), which CommonMark and MDX 1 (Docusaurus 2) show as a code block
// and MDX 3 (Docusaurus 3, and this site) does not have: its lines are read as text, a `#` line as a
// heading, a brace as an expression. Pages converted to Markdown by Pandoc, or written for Docusaurus 2,
// have such blocks; nothing said that their code had become prose.
import type { Root, RootContent } from "mdast";
import type { VFile } from "vfile";

/** A run of blocks that CommonMark would read as one indented code block. */
export interface IndentedCode {
  file: string;
  /** Its first line in the file as compiled (after preprocessing). */
  line: number;
  /**
   * Whether a line of it is shown as a page title (`# comment`, as shell, YAML and properties files write
   * comments) or as a rule (`---`, a YAML document's start): code, surely, where an indented `### Section`
   * may be a generator's deliberate subheading.
   */
  breaksUp: boolean;
}

/** The block kinds whose indentation MDX 3 ignores and CommonMark reads as code. */
const READ_AS_TEXT = new Set(["paragraph", "heading", "list", "thematicBreak", "table"]);
/** A list item's marker and the spaces after it, on the item's first line from its column. */
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])([ \t]*)/;

/** The column (1-based) a list item's content starts at, as CommonMark counts it: after the marker and up to four spaces. */
function listItemContentColumn(line: string, markerColumn: number): number {
  const written = line.slice(markerColumn - 1);
  const marker = LIST_MARKER.exec(written);
  if (!marker) return markerColumn;
  const spaces = marker[1].length;
  const markerWidth = marker[0].length - spaces;
  // No text after the marker, or five spaces or more (the fifth begins indented code): one space counts.
  const gap = spaces === 0 || spaces > 4 || written.length === marker[0].length ? 1 : spaces;
  return markerColumn + markerWidth + gap;
}

/**
 * Reports, through `onIndentedCode`, each run of blocks indented four columns or more past where their
 * container's content starts (the page, a list item's text, a quote's), which CommonMark reads as code.
 * Components' children are left alone: MDX readers indent them, and CommonMark would read them as HTML.
 */
export function remarkIndentedCode(options: { onIndentedCode: (block: IndentedCode) => void }) {
  return (tree: Root, file: VFile) => {
    const lines = String(file.value).split("\n");
    // What starts on its container's first line (a list item's text after a task box, an admonition's title) is never code.
    const visitChildren = (children: RootContent[], contentColumn: number, containerLine: number) => {
      let run: IndentedCode | undefined;
      for (const child of children) {
        const start = child.position?.start;
        if (!start) continue;
        const indented = READ_AS_TEXT.has(child.type) && start.line !== containerLine && start.column - contentColumn >= 4;
        if (!indented && run) options.onIndentedCode(run);
        if (!indented) run = undefined;
        else {
          run ??= { file: file.path, line: start.line, breaksUp: false };
          run.breaksUp ||= (child.type === "heading" && child.depth === 1) || child.type === "thematicBreak";
        }
        if (child.type === "list") {
          for (const item of child.children) {
            const itemStart = item.position?.start;
            if (itemStart) visitChildren(item.children, listItemContentColumn(lines[itemStart.line - 1] ?? "", itemStart.column), itemStart.line);
          }
        } else if (child.type === "blockquote") {
          const quoteLine = lines[start.line - 1] ?? "";
          visitChildren(child.children, start.column + (quoteLine[start.column] === " " ? 2 : 1), start.line);
        } else if (child.type === "containerDirective") {
          visitChildren(child.children as RootContent[], contentColumn, start.line);
        }
      }
      if (run) options.onIndentedCode(run);
    };
    visitChildren(tree.children, 1, 0);
  };
}
