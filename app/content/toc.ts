export interface TocEntry {
  id: string;
  text: string;
  /** 2 to 6: the heading's rank. */
  level: number;
  /** The text in runs, set only when the heading has inline code, which the outline shows as code too. */
  runs?: TocRun[];
}

export interface TocRun {
  text: string;
  code: boolean;
}

const HEADING = /<h([2-6])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The heading GFM puts above a page's footnotes, for screen readers: not part of the outline. */
const FOOTNOTES_HEADING_ID = /(^|-)footnote-label$/;

const HIDDEN_START = /<([a-z][\w-]*)\b[^>]*\baria-hidden="true"[^>]*>/g;

/**
 * The HTML without the elements hidden from assistive technology (a typeset formula's drawing, which
 * its MathML says again) and without MathML's annotations (the formula's TeX), so a heading's text
 * holds a formula once.
 */
function withoutHiddenParts(html: string): string {
  let out = html.replace(/<annotation\b[^>]*>[\s\S]*?<\/annotation>/g, "");
  for (let match = HIDDEN_START.exec(out); match; match = HIDDEN_START.exec(out)) {
    const tag = match[1];
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = out.length;
    for (let next = tags.exec(out); next; next = tags.exec(out)) {
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        end = next.index + next[0].length;
        break;
      }
    }
    out = out.slice(0, match.index) + out.slice(end);
    HIDDEN_START.lastIndex = match.index;
  }
  return out;
}

/**
 * The h2-h6 headings of rendered page HTML, in order. Left out of their text: the hover "#" anchor,
 * what is hidden from assistive technology, and the note that stands in for a component the site
 * lacks (an icon in a heading, say).
 */
export function extractToc(html: string): TocEntry[] {
  return [...html.matchAll(HEADING)].filter(([, , id]) => !FOOTNOTES_HEADING_ID.test(id)).map(([, level, id, inner]) => {
    const shown = withoutHiddenParts(inner).replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, "").replace(/<span class="missing-module"[^>]*>\[[^\]<]*\]/g, "");
    const entry: TocEntry = { id, level: Number(level), text: plainText(shown).trim() };
    if (/<code\b/.test(shown)) entry.runs = codeRuns(shown);
    return entry;
  });
}

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

/** The heading's text split where inline code starts and ends; the ends are trimmed as `text` is. */
function codeRuns(html: string): TocRun[] {
  const runs = html
    .split(/(<code\b[^>]*>[\s\S]*?<\/code>)/)
    .map((part) => ({ text: plainText(part), code: part.startsWith("<code") }))
    .filter((run) => run.text !== "");
  if (runs.length > 0) {
    runs[0].text = runs[0].text.trimStart();
    runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
  }
  return runs.filter((run) => run.text !== "");
}

/** The entries a table of contents shows: headings from level `min` to `max`. */
export function tocWithin(entries: TocEntry[], levels: { min: number; max: number }): TocEntry[] {
  return entries.filter((entry) => entry.level >= levels.min && entry.level <= levels.max);
}
