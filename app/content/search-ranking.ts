// The order of search results, in the spirit of Algolia DocSearch's tie-breaking rules. MiniSearch
// finds the documents (exact words, prefixes, words within its edit distance) and scores them
// (BM25); these rules decide the order, and the score only breaks the last tie. Compared in turn,
// the better result is the one that:
//   1. matches more of the query's words;
//   2. has fewer typos (one is forgiven in a word of 4 letters or more, two from 8 letters; a swap
//      of two neighbouring letters is one typo, as for Algolia);
//   3. matches where a reader looks first: the page's title, then a section's heading or the
//      page's keywords, then the sidebar categories above the page (its breadcrumb trail), then
//      body text (the worst place any query word matched decides). So a section's name helps a
//      query that mixes it with a topic ("error reporting javascript": the JavaScript page under
//      Error Reporting, not a page that says all three in passing) but never outranks the topic
//      in a title or heading;
//   4. matches more words exactly, not as a prefix ("tunnel" in "Tunnel pools", not "Tunnels");
//   5. for title matches, has fewer other words in its title ("Cypress Quickstart" before
//      "Configuring your Cypress Tests");
//   6. scores higher.
// Then an overview comes before its sub-pages: a page whose title matches as well (rules 1-4) as
// that of a page below it by URL moves up to just above it ("Playwright on Sauce Labs" before
// "Playwright Quickstart" at playwright/quickstart): readers expect the product's own page first.

/** The indexed fields of a document. */
export type Field = "titleText" | "keywords" | "heading" | "categoryText" | "text";

/** How a document's word matched a query word, best first. */
export const EXACT = 0;
export const PREFIX = 1;
export const FUZZY = 2;
export type MatchKind = typeof EXACT | typeof PREFIX | typeof FUZZY;

/** Where a query word matched, best first. */
export const TITLE = 0;
export const HEADING = 1;
export const CATEGORY = 2;
export const BODY = 3;
export type Tier = typeof TITLE | typeof HEADING | typeof CATEGORY | typeof BODY;

const TIER_OF_FIELD: Record<Field, Tier> = { titleText: TITLE, keywords: HEADING, heading: HEADING, categoryText: CATEGORY, text: BODY };

/** One query word's best match in one document. */
export interface WordMatch {
  typos: number;
  tier: Tier;
  kind: MatchKind;
}

/** How a document matched a query. */
export interface DocumentMatch {
  /** The best match of each query word the document matched. */
  words: WordMatch[];
  /** The document's words that matched a query word (with no more typos than it forgives). */
  documentWords: string[];
  /** How many of them are in the document's title. */
  titleWordsMatched: number;
}

export interface Rank {
  /** Query words matched. */
  words: number;
  /** Typos over all matched query words. */
  typos: number;
  /** The worst place a matched query word was found. */
  tier: Tier;
  /** Query words whose best match is not the word itself (a prefix, or a typo). */
  inexact: number;
  /** Title words no query word matched; 0 unless the tier is TITLE. */
  extraTitleWords: number;
  score: number;
}

/**
 * The typos between two words: insertions, deletions, substitutions, and swaps of two neighbouring
 * letters, each counting one (the optimal string alignment distance).
 */
export function typoCount(typed: string, word: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: word.length + 1 }, (_, at) => at);
  for (let i = 1; i <= typed.length; i++) {
    const current = [i];
    for (let j = 1; j <= word.length; j++) {
      const substitution = previous[j - 1] + (typed[i - 1] === word[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[word.length];
}

/** Whether a query word also matches the words it starts: not a single letter, which starts most of the dictionary. */
export function prefixSearched(queryWord: string): boolean {
  return queryWord.length > 1;
}

/** Typos forgiven in a query word: none in a short word (one typo makes "api" "app"), one from 4 letters, two from 8. */
export function typosForgiven(queryWord: string): number {
  return queryWord.length >= 8 ? 2 : queryWord.length >= 4 ? 1 : 0;
}

/**
 * The edit distance MiniSearch searches a query word within: one more than the typos forgiven, as
 * it counts a swap as two edits (so one of two typos may be a swap: four edits cost too much time).
 */
export function editDistanceSearched(queryWord: string): number {
  const forgiven = typosForgiven(queryWord);
  return forgiven && forgiven + 1;
}

/** How a document's word matches a query word; undefined when it does not (or has more typos than forgiven). */
export function wordMatchOf(queryWord: string, documentWord: string): Pick<WordMatch, "kind" | "typos"> | undefined {
  if (documentWord === queryWord) return { kind: EXACT, typos: 0 };
  if (prefixSearched(queryWord) && documentWord.startsWith(queryWord)) return { kind: PREFIX, typos: 0 };
  const forgiven = typosForgiven(queryWord);
  if (Math.abs(queryWord.length - documentWord.length) > forgiven) return undefined;
  const typos = typoCount(queryWord, documentWord);
  return typos <= forgiven ? { kind: FUZZY, typos } : undefined;
}

/** Whether a match is better than a query word's best so far: fewer typos, then a better place, then exact before prefix. */
function isBetter(typos: number, tier: Tier, kind: MatchKind, best: WordMatch | undefined): boolean {
  return !best || (typos - best.typos || tier - best.tier || kind - best.kind) < 0;
}

function tierOf(fields: readonly string[]): Tier {
  let tier: Tier = BODY;
  for (const field of fields) tier = Math.min(tier, TIER_OF_FIELD[field as Field] ?? BODY) as Tier;
  return tier;
}

/**
 * Matches a query's (distinct) words in document after document, from the document's words
 * MiniSearch matched and the fields each is in; undefined for a document none of whose words
 * matches a query word within the typos it forgives. A query word's best match in a document
 * counts: "connect" in the title "Sauce Trusted Connection" is a prefix match in the title, also
 * when the body has "connect" itself.
 */
export function documentMatcher(queryWords: readonly string[]): (matchedWords: Record<string, readonly string[]>) => DocumentMatch | undefined {
  // Common words are in thousands of documents: compare each with the query words once.
  const comparisons = new Map<string, (Pick<WordMatch, "kind" | "typos"> | undefined)[] | undefined>();
  const compare = (documentWord: string) => {
    if (!comparisons.has(documentWord)) {
      const comparison = queryWords.map((queryWord) => wordMatchOf(queryWord, documentWord));
      comparisons.set(documentWord, comparison.some(Boolean) ? comparison : undefined);
    }
    return comparisons.get(documentWord);
  };
  return (matchedWords) => {
    const best: (WordMatch | undefined)[] = new Array(queryWords.length);
    const documentWords: string[] = [];
    let titleWordsMatched = 0;
    for (const documentWord in matchedWords) {
      const comparison = compare(documentWord);
      if (!comparison) continue;
      const fields = matchedWords[documentWord];
      const tier = tierOf(fields);
      for (let at = 0; at < comparison.length; at++) {
        const matchOf = comparison[at];
        if (matchOf && isBetter(matchOf.typos, tier, matchOf.kind, best[at])) best[at] = { typos: matchOf.typos, tier, kind: matchOf.kind };
      }
      documentWords.push(documentWord);
      if (fields.includes("titleText")) titleWordsMatched++;
    }
    const words = best.filter((match) => match !== undefined);
    return words.length ? { words, documentWords, titleWordsMatched } : undefined;
  };
}

/** The rank of a document from how it matched, the number of distinct words in its title, and its score. */
export function rankOf({ words, titleWordsMatched }: DocumentMatch, titleWords: number, score: number): Rank {
  let tier: Tier = TITLE;
  let typos = 0;
  let inexact = 0;
  for (const match of words) {
    tier = Math.max(tier, match.tier) as Tier;
    typos += match.typos;
    if (match.kind !== EXACT) inexact++;
  }
  return { words: words.length, typos, tier, inexact, extraTitleWords: tier === TITLE ? titleWords - titleWordsMatched : 0, score };
}

/** Rules 1-4: how well a document matches, regardless of its title's length and its score. */
function compareMatches(a: Rank, b: Rank): number {
  return b.words - a.words || a.typos - b.typos || a.tier - b.tier || a.inexact - b.inexact;
}

/** Rules 1-6: negative when `a` ranks first. */
export function compareRanks(a: Rank, b: Rank): number {
  return compareMatches(a, b) || a.extraTitleWords - b.extraTitleWords || b.score - a.score;
}

/** The ids of the pages above a page by URL, nearest first: "a/b/c" -> "a/b", "a". */
export function pagesAbove(pageId: string): string[] {
  const segments = pageId.split("/");
  return segments.slice(1).map((_, at) => segments.slice(0, segments.length - 1 - at).join("/"));
}

/** Ranked documents best first: sorted by the rules, then each overview just above its sub-pages. */
export function inRankOrder<T extends { pageId: string; rank: Rank }>(documents: readonly T[]): T[] {
  const sorted = [...documents].sort((a, b) => compareRanks(a.rank, b.rank));
  // Only a page's intro carries its title, so a page has at most one title match.
  const titleMatches = new Map(sorted.filter((document) => document.rank.tier === TITLE).map((document) => [document.pageId, document]));
  const ordered = new Set<T>();
  for (const document of sorted) {
    if (document.rank.tier === TITLE) {
      for (const pageId of pagesAbove(document.pageId).reverse()) {
        const overview = titleMatches.get(pageId);
        if (overview && compareMatches(overview.rank, document.rank) === 0) ordered.add(overview);
      }
    }
    ordered.add(document);
  }
  return [...ordered];
}
