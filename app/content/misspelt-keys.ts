// Keys a writer probably misspelt (`sidebar_lable`, `hideTitle`, `tag`, `colapsed`): Docusaurus
// ignores an unknown frontmatter key without a word, so a typo silently loses the setting, and it
// stops the build on an unknown sidebar item key. The key meant is named in the warning.
import { typoCount, typosForgiven } from "./search-ranking";

/** Docusaurus' doc frontmatter keys (those the site reads and those it leaves alone) and the site's own `lifecycle`. */
export const FRONTMATTER_KEYS: ReadonlySet<string> = new Set([
  "custom_edit_url", "description", "displayed_sidebar", "draft", "format", "hide_table_of_contents", "hide_title", "id",
  "image", "keywords", "last_update", "lifecycle", "pagination_label", "pagination_next", "pagination_prev",
  "parse_number_prefixes", "sidebar_class_name", "sidebar_custom_props", "sidebar_key", "sidebar_label",
  "sidebar_position", "slug", "tags", "title", "toc_max_heading_level", "toc_min_heading_level", "unlisted",
]);

/** A key without case or separators: `sidebarLabel`, `Sidebar-Label` and `sidebar_label` are one. */
function bare(key: string): string {
  return key.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * The key among `known` that `key` was probably meant to be; undefined when it is one of them or
 * close to none. Close: the same but for case and separators, a missing plural `s`, or a typo or
 * two as search forgives them (one from 4 letters, two from 8).
 */
export function keyMeant(key: string, known: ReadonlySet<string>): string | undefined {
  if (known.has(key)) return undefined;
  const written = bare(key);
  let best: { known: string; typos: number } | undefined;
  for (const candidate of known) {
    const meant = bare(candidate);
    if (meant === written || meant === `${written}s`) return candidate;
    if (Math.abs(meant.length - written.length) > typosForgiven(meant)) continue;
    const typos = typoCount(written, meant);
    if (typos <= typosForgiven(meant) && (!best || typos < best.typos)) best = { known: candidate, typos };
  }
  return best?.known;
}
