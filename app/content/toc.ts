export interface TocEntry {
  id: string;
  text: string;
  /** 2 to 6: the heading's rank. */
  level: number;
}

const HEADING = /<h([2-6])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The heading GFM puts above a page's footnotes, for screen readers: not part of the outline. */
const FOOTNOTES_HEADING_ID = /(^|-)footnote-label$/;

/**
 * The h2-h6 headings of rendered page HTML, in order. Left out of their text: the hover "#" anchor,
 * and the note that stands in for a component the site lacks (an icon in a heading, say).
 */
export function extractToc(html: string): TocEntry[] {
  return [...html.matchAll(HEADING)].filter(([, , id]) => !FOOTNOTES_HEADING_ID.test(id)).map(([, level, id, inner]) => ({
    id,
    level: Number(level),
    text: inner
      .replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, "")
      .replace(/<span class="missing-module"[^>]*>\[[^\]<]*\]/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])
      .trim(),
  }));
}

/** The entries a table of contents shows: headings from level `min` to `max`. */
export function tocWithin(entries: TocEntry[], levels: { min: number; max: number }): TocEntry[] {
  return entries.filter((entry) => entry.level >= levels.min && entry.level <= levels.max);
}
