// The frontmatter keys of a Docusaurus doc, to tell a writer's misspelt key (`sidebar_lable`,
// `sidebarLabel`, `tag`) from a key of their own: Docusaurus ignores both without a word, so a
// typo silently loses the setting.
import { typoCount, typosForgiven } from "./search-ranking";

/** Docusaurus' doc keys (those the site reads and those it leaves alone) and the site's own `lifecycle`. */
const KNOWN_KEYS = new Set([
  "custom_edit_url", "description", "displayed_sidebar", "draft", "format", "hide_table_of_contents", "hide_title", "id",
  "image", "keywords", "last_update", "lifecycle", "pagination_label", "pagination_next", "pagination_prev",
  "parse_number_prefixes", "sidebar_class_name", "sidebar_custom_props", "sidebar_key", "sidebar_label",
  "sidebar_position", "slug", "tags", "title", "toc_max_heading_level", "toc_min_heading_level", "unlisted",
]);

/** `sidebarLabel`, `Sidebar-Label` and `sidebar label` -> `sidebar_label`. */
function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[\s-]+/g, "_");
}

/**
 * The known key a frontmatter key was probably meant to be, or undefined when it is known or not
 * close to any (a key of the writer's own, such as `product`). Close: the same in snake case, a
 * missing plural `s`, or a typo or two as search forgives them (one from 4 letters, two from 8).
 */
export function misspeltKeyOf(key: string): string | undefined {
  if (KNOWN_KEYS.has(key)) return undefined;
  const written = snakeCase(key);
  if (KNOWN_KEYS.has(written)) return written;
  if (KNOWN_KEYS.has(`${written}s`)) return `${written}s`;
  let best: { known: string; typos: number } | undefined;
  for (const known of KNOWN_KEYS) {
    if (Math.abs(known.length - written.length) > typosForgiven(known)) continue;
    const typos = typoCount(written, known);
    if (typos <= typosForgiven(known) && (!best || typos < best.typos)) best = { known, typos };
  }
  return best?.known;
}
