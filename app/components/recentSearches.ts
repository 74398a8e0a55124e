// The reader's last few searches, kept in localStorage so the dialog can offer them again.
const STORAGE_KEY = "recent-searches";
const MAX_RECENT = 5;

/** The remembered searches, newest first; empty when storage is unavailable or holds junk. */
export function loadRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string").slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function store(searches: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(searches));
  } catch {
    // private mode or full storage: the list lasts for this page only
  }
}

/** Puts a search first in the list (once, whatever its case) and returns the new list. */
export function rememberSearch(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return loadRecentSearches();
  const searches = [trimmed, ...loadRecentSearches().filter((item) => item.toLowerCase() !== trimmed.toLowerCase())].slice(0, MAX_RECENT);
  store(searches);
  return searches;
}

export function clearRecentSearches(): void {
  store([]);
}
