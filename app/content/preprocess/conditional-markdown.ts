// MDX 1 read `{condition && <div>`, then Markdown, then `</div>}` as JSX around Markdown, so a
// partial could show a passage only for some props (Docusaurus 2 sites do). MDX 3 reads no Markdown
// inside an expression: such a block becomes <ShownWhen when={condition}><div> … </div></ShownWhen>.
import type { Fixup } from "./fixups";
import { isEvaluableExpression } from "./inline-syntax";
import type { Segment } from "./segments";

const TAG_NAME = /^<([A-Za-z][\w.:-]*)/;

/** The condition, tag name and tag of a line `{condition && <tag …>` (nothing after the tag), or undefined. */
function openingLine(line: string): { condition: string; tag: string; tagText: string } | undefined {
  const trimmed = line.trim();
  const and = trimmed.indexOf("&&");
  if (!trimmed.startsWith("{") || and === -1) return undefined;
  const condition = trimmed.slice(1, and).trim();
  const tag = trimmed.slice(and + 2).trim();
  const name = TAG_NAME.exec(tag)?.[1];
  const oneOpeningTag = tag.endsWith(">") && !tag.endsWith("/>") && tag.indexOf("<", 1) === -1;
  if (!condition || /[{}]/.test(condition) || !name || !oneOpeningTag) return undefined;
  return { condition, tag: name, tagText: tag };
}

/**
 * Rewrites the conditional blocks of the prose segments in place (a block may hold fenced code, so
 * it spans segments, and blocks may nest); line counts are kept. A `{` without its `</tag>}` line
 * is left as it was.
 */
export function rewriteConditionalMarkdown(segments: Segment[], names: ReadonlySet<string>, fixups: Fixup[]): void {
  const open: { segment: Segment; i: number; condition: string; tag: string; tagText: string }[] = [];
  for (const segment of segments) {
    if (segment.kind !== "prose") continue;
    segment.lines.forEach((line, i) => {
      const opening = openingLine(line);
      if (opening && isEvaluableExpression(opening.condition, names)) {
        open.push({ segment, i, ...opening });
        return;
      }
      const block = open.at(-1);
      if (!block || line.trim() !== `</${block.tag}>}`) return;
      open.pop();
      const opened = block.segment.lines[block.i];
      block.segment.lines[block.i] = `${opened.slice(0, opened.indexOf("{"))}<ShownWhen when={${block.condition}}>${block.tagText}`;
      segment.lines[i] = line.replace(`</${block.tag}>}`, `</${block.tag}></ShownWhen>`);
      fixups.push({ line: block.segment.firstLine + block.i, kind: "conditional-markdown", message: `Markdown inside {${block.condition} && …} (MDX 1) is shown when the condition holds, as in Docusaurus 2` });
    });
  }
}
