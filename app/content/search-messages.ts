// The questions the server asks its search thread, and the answers.
import type { PageSuggestion, SearchResult } from "./search-result";
import type { SearchablePage } from "./search.server";

export type SearchQuestion = { kind: "search"; query: string; limit: number } | { kind: "pagesLike"; missingId: string; limit: number };

export type SearchAnswer = { results: SearchResult[] } | { suggestions: PageSuggestion[] };

/** A question as sent: the listed pages come with the thread's first question of each content version. */
export type SearchJob = SearchQuestion & { id: number; version: string; pages?: SearchablePage[] };

export type SearchReply = (SearchAnswer & { id: number }) | { id: number; failure: string };

/** What the thread sends once it has loaded, before any reply. */
export const READY = "search-thread-ready";
