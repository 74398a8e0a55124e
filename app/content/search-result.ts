// What a search answers, shared by the server, the /search page and the search dialog.
import { urlPathFromPageId } from "./urls";

export interface SearchResult {
  /** The page id. */
  id: string;
  /** The page title. */
  title: string;
  /** The h2/h3 heading of the matching section, absent when the match is in the page's intro. */
  heading?: string;
  /** The heading's id on the page. */
  anchor?: string;
  /** The sidebar categories above the page, top first (its breadcrumb trail); absent when there are none. */
  categories?: string[];
  /** A short excerpt, HTML-escaped, with the matched words wrapped in `<mark>`. */
  snippet: string;
}

/** A page offered where a path names no page (the 404 page). */
export interface PageSuggestion {
  id: string;
  title: string;
}

/** Longer queries are refused: nobody types them, and they would only cost fuzzy-matching time. */
export const MAX_QUERY_LENGTH = 200;

/** Where a result leads: the page, scrolled to the section's heading. */
export function searchResultHref(result: Pick<SearchResult, "id" | "anchor">): string {
  return urlPathFromPageId(result.id) + (result.anchor ? `#${result.anchor}` : "");
}

/** The /search page for a query. */
export function searchPageHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
