// Markdown/MDX body -> plain-text sections for the search index: the intro, then one section per
// h2/h3 heading, each with the anchor the rendered page gives that heading. A lenient line scanner,
// not the MDX compiler: a page that fails to compile is still searchable, and indexing stays fast.
import GithubSlugger from "github-slugger";
import { withoutExplicitId } from "./docusaurus-ids";
import { atxHeadingContent, inlineText } from "./inline-text";
import { unwrapMdxCodeBlocks } from "./preprocess/segments";

export interface PageSection {
  /** The heading's text; absent for the intro before the first h2/h3. */
  heading?: string;
  /** The heading's id, exactly as rehype-slug sets it on the rendered page. */
  anchor?: string;
  /** The section's words: prose stripped of Markdown and JSX, code kept as text. */
  text: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/;
const ESM_START = /^(import|export)\b/;
const THEMATIC_BREAK = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const LINK_DEFINITION = /^\s*\[[^\]]+\]:\s*\S/;
/**
 * A prose line without its block syntax: quote and list markers, table pipes, admonition fences.
 * `inTag`: the line goes on with a tag opened above, where a leading `>` ends the tag (`<script` over
 * `></script>`), not a quote mark.
 */
function proseLine(line: string, inTag: boolean): string {
  if (THEMATIC_BREAK.test(line) || LINK_DEFINITION.test(line) || (line.includes("|") && TABLE_DELIMITER_ROW.test(line))) return "";
  return (inTag ? line : line.replace(/^(\s*>)+\s?/, ""))
    .replace(/^\s*\[!(NOTE|TIP|INFO|IMPORTANT|WARNING|CAUTION|DANGER)\]/i, "")
    .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, "")
    .replace(/^\s*:{3,}[\w-]*\s*(\[(.*)\])?/, "$2")
    .replace(/\|/g, " ");
}

const LINK_DEFINITION_LABEL = /^\s*\[([^\]]+)\]:\s*\S/;
/** A `[label]` that is no image and no link with a destination or a reference of its own. */
const SHORTCUT_REFERENCE = /(?<!!)\[([^[\]]*)\](?![([:])/g;

/** A link label as CommonMark matches it: case and runs of white space do not count. */
function normalizedLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Shortcut reference links (`[Perfetto]`, defined elsewhere on the page by `[Perfetto]: https://…`)
 * as their text: brackets without a definition are text, and stay.
 */
function withShortcutLinksAsText(markdown: string, definedLabels: ReadonlySet<string>): string {
  if (!definedLabels.size) return markdown;
  return markdown.replace(SHORTCUT_REFERENCE, (whole, label: string) => (definedLabels.has(normalizedLabel(label)) ? label : whole));
}

/**
 * Where a scan of prose stands at the end of a line: in a tag not yet closed, whether that tag
 * opens its line (MDX lets such a tag have blank lines between its attributes), and how deep in
 * its braces.
 */
interface TagScan {
  inTag: boolean;
  opensLine: boolean;
  braces: number;
}

const NO_TAG: TagScan = { inTag: false, opensLine: false, braces: 0 };

/** The scan after one more line: `<` and a letter open a tag, `>` outside braces closes it; a blank line ends a tag in text. */
function scanTags(line: string, scan: TagScan): TagScan {
  if (!line.trim()) return scan.opensLine ? scan : NO_TAG;
  let { inTag, opensLine, braces } = scan;
  let spaceSoFar = true;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (!inTag) {
      inTag = char === "<" && /[A-Za-z]/.test(line[i + 1] ?? "");
      opensLine = inTag && spaceSoFar;
    } else if (char === "{") braces++;
    else if (char === "}") braces = Math.max(0, braces - 1);
    else if (char === ">" && braces === 0) inTag = false;
    spaceSoFar &&= char === " " || char === "\t";
  }
  return inTag ? { inTag, opensLine, braces } : NO_TAG;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Splits a page body into sections. Every heading (h1 to h6, outside code) goes through one slugger
 * in document order, as rehype-slug does, so repeated headings get the same `-1`, `-2` suffixes.
 */
export function splitIntoSections(body: string): PageSection[] {
  const slugger = new GithubSlugger();
  const sections: { heading?: string; anchor?: string; parts: string[] }[] = [{ parts: [] }];
  let prose: string[] = [];
  let fence: string | undefined;
  let inEsm = false;
  let tags = NO_TAG;
  const current = () => sections[sections.length - 1];
  const lines = unwrapMdxCodeBlocks(body).split("\n");
  const definedLabels = new Set(lines.flatMap((line) => LINK_DEFINITION_LABEL.exec(line)?.[1] ?? []).map(normalizedLabel));
  const flushProse = () => {
    if (prose.length) current().parts.push(inlineText(withShortcutLinksAsText(prose.join("\n"), definedLabels)));
    prose = [];
  };

  for (const line of lines) {
    if (fence) {
      const marker = FENCE.exec(line)?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      else current().parts.push(line);
      continue;
    }
    const opening = FENCE.exec(line)?.[1];
    if (opening) {
      flushProse();
      fence = opening;
      continue;
    }
    // MDX reads a paragraph that starts with import/export at column 0 as code: it runs to a blank line.
    if (inEsm || ESM_START.test(line)) {
      inEsm = line.trim() !== "";
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (!heading) {
      prose.push(proseLine(line, tags.inTag));
      // A tag in a flow of JSX may have blank lines between its attributes; the scan goes on past them.
      tags = scanTags(line, tags);
      continue;
    }
    flushProse();
    // An explicit `{#id}` is the heading's id, and rehype-slug leaves such headings out of its
    // count; otherwise it slugs the rendered text untrimmed: "Setup <Badge/>" becomes "setup-".
    const { text: content, id } = withoutExplicitId(atxHeadingContent(heading[2]));
    const anchor = id ?? slugger.slug(inlineText(content));
    const text = collapseWhitespace(inlineText(content));
    const level = heading[1].length;
    if (level === 2 || level === 3) sections.push({ heading: text, anchor, parts: [] });
    else if (level > 3) current().parts.push(text);
  }
  flushProse();
  return sections.map(({ heading, anchor, parts }) => ({
    ...(heading !== undefined ? { heading, anchor } : {}),
    text: collapseWhitespace(parts.join("\n")),
  }));
}
