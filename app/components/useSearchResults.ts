import { useEffect, useState } from "react";
import type { SearchResult } from "~/content/search-result";

const DEBOUNCE_MS = 150;
const DIALOG_RESULT_LIMIT = 8;

export interface SearchState {
  /** The trimmed query the results answer; they stay on screen while the next query is fetched. */
  resultsFor: string;
  results: SearchResult[];
  failed: boolean;
}

const EMPTY: SearchState = { resultsFor: "", results: [], failed: false };

/** Results for a query as it is typed: fetched from /api/search once typing pauses, stale answers dropped. */
export function useSearchResults(query: string): SearchState {
  const [state, setState] = useState<SearchState>(EMPTY);
  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: trimmed, limit: String(DIALOG_RESULT_LIMIT) });
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const { results } = (await response.json()) as { results: SearchResult[] };
        setState({ resultsFor: trimmed, results, failed: false });
      } catch {
        if (!controller.signal.aborted) setState({ resultsFor: trimmed, results: [], failed: true });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return state;
}
