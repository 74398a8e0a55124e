// The questions the server asks its search thread, and the answers.
import type { PageSuggestion, SearchResult } from "./search-result";
import type { SearchableContent, SearchablePage } from "./search.server";

export type SearchQuestion = { kind: "search"; query: string; limit: number } | { kind: "pagesLike"; missingId: string; limit: number };

export type SearchAnswer = { results: SearchResult[] } | { suggestions: PageSuggestion[] };

/** A content version as sent to the thread: its listed pages, and the sidebars that place them. */
export type SentContent = Pick<SearchableContent, "sidebars" | "sidebarOf"> & { pages: SearchablePage[] };

/** A question as sent: the content comes with the thread's first question of each content version. */
export type SearchJob = SearchQuestion & { id: number; version: string; content?: SentContent };

export type SearchReply = (SearchAnswer & { id: number }) | { id: number; failure: string };

/** What the thread sends once it has loaded, before any reply. */
export const READY = "search-thread-ready";
