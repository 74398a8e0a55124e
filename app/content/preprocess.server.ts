// Lenient preprocessing: rewrites the Markdown habits that MDX 3 rejects or reads differently
// (content written for Docusaurus 2 / MDX 1), so such pages render as their authors meant. Valid
// MDX passes through untouched; fenced code, inline code, frontmatter and ESM are never rewritten;
// each rewrite is reported so the content checker can list it as a warning.
import type { HeadTag } from "./head-tags";
import { ADMONITION_TYPES } from "../components/mdx/Admonition";
import type { Fixup } from "./preprocess/fixups";
import { rewriteConditionalMarkdown } from "./preprocess/conditional-markdown";
import { splitHtmlBlocks } from "./preprocess/html-blocks";
import { blockElementNames, closingComponentTags, fixInlineSyntax } from "./preprocess/inline-syntax";
import { declaredNames, exportingDeclarations, importedModules, segmentsOf, unwrapMdxCodeBlocks, type Segment } from "./preprocess/segments";
import { TABLE_DELIMITER_ROW } from "./preprocess/scan";

export type { Fixup };

export interface PreprocessOptions {
  /** Components every page may use without importing them (tags with these names are markup). */
  components?: readonly string[];
  /**
   * `md` for a CommonMark page (Docusaurus 3's `format: md`): `<` and `{` are text and HTML is
   * HTML there, so only the admonition title form is rewritten.
   */
  format?: "md" | "mdx";
  /**
   * Admonition types the site's config declares (the docs' `admonitions.keywords`): Docusaurus
   * reads `:::type` of these as admonitions too, so they are not reported as unknown.
   */
  admonitionKeywords?: readonly string[];
  /** `$...$` and `$$...$$` are math (the config's remark-math): left as written, braces and `<` included. */
  math?: boolean;
  /** `{@include: path}` is the Markdown file at that path from this file's folder (the config lists docusaurus-plugin-includes). */
  includes?: boolean;
}

export interface Preprocessed {
  source: string;
  fixups: Fixup[];
  /** Tags from `<head>` blocks, for the document head. */
  head: HeadTag[];
  /** The file line each output line comes from (index 0 is output line 1). */
  lineOrigins: number[];
  /** The modules its ESM blocks import (`importedModules`). */
  importedModules: string[];
}

/** An admonition's first line: `:::type`, then a title, a `[Title]` or `{attributes}`, or nothing. */
const ADMONITION_OPENING = /^(\s*:{3,}([A-Za-z][\w-]*))(?=$|[\s[{])(.*)$/;

/**
 * `:::note Title` is Docusaurus' admonition title form; remark-directive wants `:::note[Title]`.
 * An admonition that holds another is fenced with more colons (`::::tip Outer`). A type that is
 * not one of ours, nor one the config declares, is reported: it shows as a note.
 */
function admonitionOpening(line: string, lineNumber: number, fixups: Fixup[], keywords: readonly string[] = []): string {
  const opening = ADMONITION_OPENING.exec(line);
  if (!opening) return line;
  const [, fence, type, rest] = opening;
  if (!ADMONITION_TYPES.includes(type) && !keywords.includes(type)) {
    fixups.push({ line: lineNumber, kind: "unknown-admonition", message: `":::${type}" is not an admonition type (${ADMONITION_TYPES.join(", ")}); it is shown as a note` });
  }
  const title = rest.trim();
  return title && !/^[[{]/.test(title) ? `${fence}[${title.replace(/[[\]]/g, "\\$&")}]` : line;
}

/** A text line ending in an admonition's closing colons: `... the end. :::` (group 1 the text). */
const JOINED_CLOSING = /^(.*\S)[ \t]+(:{3,})[ \t]*$/;

/** The first admonition opening among the lines whose fence is exactly `fence` (`:::`, `::::`...). */
function openingFencedWith(lines: string[], fence: string): RegExpExecArray | undefined {
  for (const line of lines) {
    const opening = ADMONITION_OPENING.exec(line);
    if (opening && opening[1].trimStart().match(/^:+/)![0] === fence) return opening;
  }
  return undefined;
}

/**
 * Prettier reflows an admonition written `:::tip Title` / body / `:::` into one paragraph,
 * `:::tip Title body :::`, whose closing colons end a line of text instead of standing alone.
 * Docusaurus reads the rest of the opening line as the title, as ever; its closing fence must
 * stand alone, so such colons, at the end of the opening's paragraph, are moved onto the blank
 * line after it (line numbers are kept), and the writer is told.
 */
function separateJoinedClosings(lines: string[], firstLine: number, fixups: Fixup[]): string[] {
  const output = [...lines];
  // Paragraph by paragraph (runs of non-blank lines), each line looked at once.
  for (let first = 0; first < output.length; first++) {
    if (!output[first].trim()) continue;
    let last = first;
    while (last + 1 < output.length && output[last + 1].trim()) last++;
    const closing = JOINED_CLOSING.exec(output[last]);
    const opening = closing && openingFencedWith(output.slice(first, last + 1), closing[2]);
    if (closing && opening) {
      const indentation = opening[1].slice(0, opening[1].length - opening[1].trimStart().length);
      output[last] = closing[1];
      if (last + 1 < output.length) output[last + 1] = `${indentation}${closing[2]}`;
      else output[last] += `\n${indentation}${closing[2]}`;
      fixups.push({ line: firstLine + last, kind: "admonition-fence", message: `"${closing[2]}" closes this admonition at the end of a line of text (as Prettier joins it); it belongs on a line of its own, where Docusaurus looks for it` });
    }
    first = last + 1;
  }
  return output;
}

/** The cells of a table row as GFM counts them: split at each pipe not escaped (in code too), the row's outer pipes left out. */
function cellCount(row: string): number {
  let cells = row.trim();
  if (cells.startsWith("|")) cells = cells.slice(1);
  if (cells.endsWith("|") && !cells.endsWith("\\|")) cells = cells.slice(0, -1);
  return cells.split(/(?<!\\)\|/).length;
}

/**
 * Reports a table whose header row has another number of cells than the delimiter row under it:
 * GFM (and so Docusaurus) reads no table there, and its rows show as one paragraph of text, pipes
 * and dashes included. Arbitrum's RPC methods page has one, its delimiter row a cell longer.
 */
function reportMisshapenTables(lines: string[], firstLine: number, fixups: Fixup[]): void {
  lines.forEach((line, i) => {
    const header = lines[i - 1];
    if (i === 0 || !line.includes("|") || !header.includes("|") || !TABLE_DELIMITER_ROW.test(line)) return;
    const headerCells = cellCount(header);
    const delimiterCells = cellCount(line);
    if (headerCells === delimiterCells) return;
    fixups.push({ line: firstLine + i - 1, kind: "table-shape", message: `this table's header row has ${headerCells} cell${headerCells === 1 ? "" : "s"} and the delimiter row under it ${delimiterCells}: Markdown reads no table there (in Docusaurus too), and its rows show as a paragraph of text; give both rows the same number of cells` });
  });
}

/** A line that is only an admonition's closing colons. */
const LONE_CLOSING = /^\s*(:{3,})\s*$/;

/** An admonition opening with a space between its colons and its type (`::: warning`), which no parser reads as one. */
const SPACED_OPENING = /^\s*(:{3,})[ \t]+([A-Za-z]+)\b/;

/**
 * Follows admonitions through the prose, line after line, and reports closing colons that close
 * none: Docusaurus, like remark-directive, shows them as text (`:::` on the page), which is seldom
 * what the writer meant. A closing closes the outermost open admonition that has no more colons
 * than it, and all inside that one, as remark-directive reads each open container's closing first;
 * closing an outer one while an inner one is open is reported too (`::::babel7` inside `:::note`:
 * its `::::` ends the note, and the note's own `:::` is then text). Lines inside a comment that
 * opens a line are skipped, as they are not shown.
 */
function admonitionTracker(fixups: Fixup[]): (lines: string[], firstLine: number) => void {
  const open: { colons: number; line: number; written: string }[] = [];
  let inComment = false;
  return (lines, firstLine) => {
    lines.forEach((line, i) => {
      const commentStart = inComment ? 0 : /^\s*<!--/.exec(line)?.[0].length;
      if (commentStart !== undefined) {
        inComment = !line.includes("-->", commentStart);
        return;
      }
      const opening = ADMONITION_OPENING.exec(line);
      if (opening) {
        open.push({ colons: opening[1].trim().match(/^:+/)![0].length, line: firstLine + i, written: opening[1].trim() });
        return;
      }
      const spaced = SPACED_OPENING.exec(line);
      if (spaced && ADMONITION_TYPES.includes(spaced[2].toLowerCase())) {
        const written = `${spaced[1]} ${spaced[2]}`;
        fixups.push({ line: firstLine + i, kind: "admonition-fence", message: `"${written}" opens no admonition: with a space after the colons it is shown as text, as in Docusaurus (remark-directive reads the type right after the colons); write "${spaced[1]}${spaced[2]}"` });
        return;
      }
      const closing = LONE_CLOSING.exec(line)?.[1];
      if (!closing) return;
      const closed = open.findIndex((admonition) => closing.length >= admonition.colons);
      if (closed >= 0 && closed < open.length - 1) {
        const outer = open[closed];
        const inner = open.at(-1)!;
        fixups.push({ line: firstLine + i, kind: "admonition-fence", message: `"${closing}" closes "${outer.written}" (line ${outer.line}) as well as "${inner.written}" (line ${inner.line}) inside it, as in Docusaurus (remark-directive ends the outermost admonition with no more colons than these); an admonition inside another needs fewer colons than the one around it` });
      }
      if (closed >= 0) open.length = closed;
      else fixups.push({ line: firstLine + i, kind: "admonition-fence", message: `"${closing}" closes no admonition (none is open here): it is shown as text, as in Docusaurus; remove it, or open the admonition it was meant to close` });
    });
  };
}

/** The source with Docusaurus and MDX 1 habits rewritten for MDX 3, and what was rewritten. */
export function preprocess(source: string, options: PreprocessOptions = {}): Preprocessed {
  if (options.format === "md") return preprocessCommonMark(source, options.admonitionKeywords);
  const segments = segmentsOf(unwrapMdxCodeBlocks(source));
  const fixups: Fixup[] = [];
  for (const segment of segments) {
    if (segment.kind !== "esm") continue;
    const exporting = exportingDeclarations(segment.lines);
    segment.lines = exporting.lines;
    const [first, ...others] = exporting.declarations;
    if (!first) continue;
    const written = [first, ...others].map((declaration) => `"${declaration.written}"`);
    const listed = written.length > 1 ? `${written.slice(0, -1).join(", ")} and ${written.at(-1)} are` : `${written[0]} is`;
    fixups.push({ line: segment.firstLine + first.line - 1, kind: "esm-statement", message: `${listed} code in an import/export block without an export: Docusaurus 2 (MDX 1) runs such code, Docusaurus 3 stops on it (MDX 3 takes "only import/exports"); it is read with "export" before it, the same code: write the export` });
  }
  const included = options.includes ? includeDirectivesAsPartials(segments) : [];
  const esmBlocks = segments.filter((segment) => segment.kind === "esm").map((segment) => segment.lines.join("\n"));
  const names = new Set([...(options.components ?? []), ...esmBlocks.flatMap(declaredNames), ...included.map((partial) => partial.name)]);
  const proseLines = segments.filter((segment) => segment.kind === "prose").flatMap((segment) => segment.lines);
  const blockElements = blockElementNames(proseLines);
  // A component opened before a code block and closed after it (Strapi's request examples) is closed.
  const closedComponents = closingComponentTags(proseLines.join("\n"));
  const output: string[] = [];
  const lineOrigins: number[] = [];
  const head: HeadTag[] = [];
  rewriteConditionalMarkdown(segments, names, fixups);
  const trackAdmonitions = admonitionTracker(fixups);
  // Appended item by item: push(...items) passes each item as an argument, and runs out of stack
  // past about 100,000 of them (the lines of a 5 MB page).
  for (const [index, segment] of segments.entries()) {
    // Prose right under an import (no blank line between) would be read as part of the ESM block,
    // which MDX rejects ("only import/exports are supported"): a blank line parts them.
    if (segment.kind === "prose" && segments[index - 1]?.kind === "esm" && segment.lines[0].trim()) {
      output.push("");
      lineOrigins.push(segment.firstLine);
      fixups.push({ line: segment.firstLine, kind: "esm-block", message: "an import is followed by text or markup without a blank line, which MDX reads as code; a blank line is put between them" });
    }
    if (segment.kind === "code") indentFenceToItsOpening(segment, fixups);
    if (segment.kind !== "prose") {
      segment.lines.forEach((line, i) => {
        output.push(line);
        lineOrigins.push(segment.firstLine + i);
      });
      continue;
    }
    const lines = separateJoinedClosings(segment.lines, segment.firstLine, fixups).map((line, i) => admonitionOpening(line, segment.firstLine + i, fixups, options.admonitionKeywords));
    trackAdmonitions(lines, segment.firstLine);
    reportMisshapenTables(segment.lines, segment.firstLine, fixups);
    const inline = fixInlineSyntax(lines.join("\n"), segment.firstLine, { names, blockElements, closedComponents, math: options.math });
    const blocks = splitHtmlBlocks(inline.text, segment.firstLine);
    output.push(blocks.text);
    for (const origin of blocks.lineOrigins) lineOrigins.push(origin);
    for (const fixup of [inline.fixups, blocks.fixups].flat()) fixups.push(fixup);
    for (const tag of inline.head) head.push(tag);
  }
  // Each included file's import, in a block of its own after the text, at its directive's line.
  for (const partial of included) {
    output.push("", `import ${partial.name} from ${JSON.stringify(partial.module)};`);
    lineOrigins.push(partial.line, partial.line);
  }
  fixups.sort((a, b) => a.line - b.line);
  return { source: output.join("\n"), fixups, head, lineOrigins, importedModules: [...esmBlocks.flatMap(importedModules), ...included.map((partial) => partial.module)] };
}

/**
 * A fenced code block opened further right than some of its lines (a list item's ```` ```bash ````
 * under `  `, its commands then written at the margin) has those lines, and its closing fence,
 * indented to its opening fence. MDX 1 (Docusaurus 2) kept them in the block; MDX 2 ends the list
 * item, and the block, at the first of them, so the rest showed as text (its `<placeholder>`s
 * stopping the page) and the closing fence opened a block of its own. Outside a list the change is
 * nothing a reader sees: a fence's indentation is taken off its lines, up to as much as they have.
 */
function indentFenceToItsOpening(segment: Segment, fixups: Fixup[]): void {
  const column = /^ */.exec(segment.lines[0])![0].length;
  if (column === 0 || segment.lines[0][column] === "\t") return;
  let firstMoved: number | undefined;
  segment.lines = segment.lines.map((line, i) => {
    const indent = /^ */.exec(line)![0].length;
    if (i === 0 || indent >= column || !line.trim() || line[indent] === "\t") return line;
    firstMoved ??= i;
    return " ".repeat(column - indent) + line;
  });
  if (firstMoved === undefined) return;
  fixups.push({ line: segment.firstLine + firstMoved, kind: "lazy-line", message: `the code block opened at line ${segment.firstLine} has lines written left of its fence: they are indented to it, so that in a list item they stay in the block, as MDX 1 (Docusaurus 2) kept them, where MDX 2 ends the item and the block at the first of them (elsewhere nothing changes)` });
}

/** A code block's only line, `{@include: ./values.yaml}`. */
const FENCED_INCLUDE_DIRECTIVE = /^\s*\{@include: ([^}\s]+)\}\s*$/;

/**
 * A code block holding nothing but a directive, ```` ```yaml ```` / `{@include: ./values.yaml}` / ```` ``` ````,
 * shows that file's text, as the plugin puts it there: it is the empty block with `file=./values.yaml` that
 * remark-code-import fills (and a missing file is reported as one), its lines kept.
 */
function includeDirectiveAsFileFence(lines: string[]): void {
  if (lines.length < 3 || !/^\s*(`{3,}|~{3,})\s*$/.test(lines.at(-1)!)) return;
  const body = lines.slice(1, -1);
  const directives = body.filter((line) => line.trim());
  const target = directives.length === 1 ? FENCED_INCLUDE_DIRECTIVE.exec(directives[0])?.[1] : undefined;
  if (!target || /(?:^|\s)file=/.test(lines[0])) return;
  // The info string's first word is the language: a block that names none stays plain text.
  const language = /^\s*(?:`{3,}|~{3,})\s*$/.test(lines[0]) ? " text" : "";
  lines[0] = `${lines[0].trimEnd()}${language} file=${target}`;
  lines.splice(1, body.length, ...body.map(() => ""));
}

/** docusaurus-plugin-includes' directive, `{@include: ../snippets/setup.mdx}`, outside inline code. */
const INCLUDE_DIRECTIVE = /(?<!`)\{@include: ([^}\n]+)\}/g;

/**
 * docusaurus-plugin-includes puts the text of the file a `{@include: path}` names (from the
 * including file's folder) in its place before MDX reads the page. The same file imported as a
 * partial shows the same Markdown, and it is built, checked and watched as partials are: each
 * directive in prose becomes that partial's component, in its place (line numbers are kept), and
 * the imports the caller appends are listed here. A path to no Markdown file is left as written.
 */
function includeDirectivesAsPartials(segments: ReturnType<typeof segmentsOf>): { name: string; module: string; line: number }[] {
  const included: { name: string; module: string; line: number }[] = [];
  for (const segment of segments) {
    if (segment.kind === "code") includeDirectiveAsFileFence(segment.lines);
    if (segment.kind !== "prose") continue;
    segment.lines = segment.lines.map((line, i) => line.replace(INCLUDE_DIRECTIVE, (directive, written: string) => {
      const target = written.trim();
      if (!/\.mdx?$/i.test(target)) return directive;
      const name = `IncludedMarkdown${included.length + 1}`;
      const module = /^\.{1,2}\//.test(target) ? target : `./${target.replace(/^\/+/, "")}`;
      included.push({ name, module, line: segment.firstLine + i });
      return `<${name} />`;
    }));
  }
  return included;
}

/** A CommonMark page's source with only its admonition openings rewritten; line numbers are kept. */
function preprocessCommonMark(source: string, admonitionKeywords?: readonly string[]): Preprocessed {
  const fixups: Fixup[] = [];
  const lines = segmentsOf(source).flatMap((segment) => {
    if (segment.kind !== "prose") return segment.lines;
    reportMisshapenTables(segment.lines, segment.firstLine, fixups);
    return segment.lines.map((line, i) => admonitionOpening(line, segment.firstLine + i, fixups, admonitionKeywords));
  });
  return { source: lines.join("\n"), fixups, head: [], lineOrigins: lines.map((_, i) => i + 1), importedModules: [] };
}
