export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The h2/h3 headings of rendered page HTML, in order (the hover "#" anchor is left out). */
export function extractToc(html: string): TocEntry[] {
  return [...html.matchAll(HEADING)].map(([, level, id, inner]) => ({
    id,
    level: Number(level) as 2 | 3,
    text: inner
      .replace(/<a[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])
      .trim(),
  }));
}
