// Full-text search: a MiniSearch index of every listed page's sections, built once per content
// version (lazily, on the first search after a change), and the query -> results step with
// highlighted snippets. The server runs it on its search thread (search-thread.server.ts).
import MiniSearch from "minisearch";
import type { PageRecord } from "./pages.server";
import type { SearchAnswer, SearchQuestion } from "./search-messages";
import { documentMatcher, editDistanceSearched, inRankOrder, prefixSearched, rankOf, typosForgiven, type DocumentMatch } from "./search-ranking";
import { MAX_QUERY_LENGTH, type PageSuggestion, type SearchResult } from "./search-result";
import { splitIntoSections } from "./search-sections.server";
import { categoryLabelsByPage, type Sidebars } from "./sidebar-tree";

/** What search reads of a page. */
export type SearchablePage = Pick<PageRecord, "id" | "title" | "description" | "descriptionFromText" | "keywords" | "body" | "unlisted" | "otherVersion">;

/** Whether search finds a page: not unlisted, and of the docs version at the root (readers look for the current docs). */
export function isSearched(page: Pick<SearchablePage, "unlisted" | "otherVersion">): boolean {
  return !page.unlisted && page.otherVersion === undefined;
}

/** What search reads of a content snapshot (a Site is one). */
export interface SearchableContent {
  /** Changes whenever any page or sidebar changes. */
  version: string;
  pages: ReadonlyMap<string, SearchablePage>;
  /** The sidebars, and the one each page belongs to: the categories above a page are searched too. */
  sidebars: Sidebars;
  sidebarOf: ReadonlyMap<string, string>;
}

/** One indexed document: a page's intro or one of its h2/h3 sections. */
interface IndexedSection {
  pageId: string;
  title: string;
  heading?: string;
  anchor?: string;
  /** The labels of the sidebar categories above the page, top first (its breadcrumb trail). */
  categories: readonly string[];
  /** Only the intro carries the page's title, keywords and categories, so a match on them ranks the page itself. */
  titleText: string;
  /** The number of distinct words in `titleText`. */
  titleWords: number;
  keywords: string;
  categoryText: string;
  text: string;
}

export interface SearchIndex {
  version: string;
  /** Documents are indexed by their position in `sections`. */
  miniSearch: MiniSearch<IndexedSection & { id: number }>;
  sections: IndexedSection[];
}

export const DEFAULT_RESULT_LIMIT = 10;
export const MAX_RESULT_LIMIT = 50;
const SNIPPET_LENGTH = 180;
const SNIPPET_LEAD = 60;

// Words are runs of letters and digits: "sauce:visual" and "<script>" both read as plain words.
const WORD = /[\p{L}\p{N}]+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

const tokenize = (text: string) => text.split(NOT_WORD).filter(Boolean);
const processTerm = (term: string) => term.toLowerCase();

/**
 * The documents of one page: its intro (with title, keywords and categories; the frontmatter's
 * description stands in for an empty intro: one taken from the text is a section's words already),
 * then its sections.
 */
function pageDocuments(page: SearchablePage, categories: readonly string[]): IndexedSection[] {
  const [intro, ...sections] = splitIntoSections(page.body);
  const base = { pageId: page.id, title: page.title, categories, titleText: "", titleWords: 0, keywords: "", categoryText: "" };
  const titleWords = new Set(tokenize(page.title).map(processTerm)).size;
  return [
    { ...base, titleText: page.title, titleWords, keywords: page.keywords.join(" "), categoryText: categories.join(" "), text: intro.text || (page.descriptionFromText ? "" : page.description ?? "") },
    ...sections.map((section) => ({ ...base, heading: section.heading, anchor: section.anchor, text: section.text })),
  ];
}

/** The categories above a page, as its breadcrumbs show them (in the sidebar it belongs to); none for a page in no sidebar. */
function categoriesOfPages(site: SearchableContent): (pageId: string) => readonly string[] {
  const bySidebar = new Map([...site.sidebars].map(([name, items]) => [name, categoryLabelsByPage(items)]));
  return (pageId) => bySidebar.get(site.sidebarOf.get(pageId) ?? "")?.get(pageId) ?? [];
}

/** Builds the search index of a content snapshot; unlisted pages are left out. */
export function buildSearchIndex(site: SearchableContent): SearchIndex {
  const miniSearch = new MiniSearch<IndexedSection & { id: number }>({
    fields: ["titleText", "heading", "keywords", "categoryText", "text"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { titleText: 5, heading: 3, keywords: 2, categoryText: 1.5, text: 1 },
      prefix: prefixSearched,
      // Candidates for the typos search-ranking.ts forgives: it drops those with more.
      fuzzy: (term) => editDistanceSearched(term) || false,
    },
  });
  const categoriesOf = categoriesOfPages(site);
  const sections = [...site.pages.values()].filter(isSearched).flatMap((page) => pageDocuments(page, categoriesOf(page.id)));
  miniSearch.addAll(sections.map((section, id) => ({ ...section, id })));
  return { version: site.version, miniSearch, sections };
}

let cachedIndex: SearchIndex | undefined;

/** The index for a snapshot, rebuilt only when the content version differs from the cached one. */
export function searchIndexFor(site: SearchableContent): SearchIndex {
  if (cachedIndex?.version !== site.version) cachedIndex = buildSearchIndex(site);
  return cachedIndex;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * A short excerpt of `text` around the first matched word, with every matched word in `<mark>`.
 * Text is escaped piece by piece and only our own `<mark>` tags are added, so no markup from the
 * content or the query can ever render, and a mark can never split an escaped entity.
 */
export function highlightSnippet(text: string, matchedTerms: ReadonlySet<string>): string {
  const words = [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, matched: matchedTerms.has(processTerm(match[0])) }));
  const first = words.find((word) => word.matched);
  let start = first ? Math.max(0, first.start - SNIPPET_LEAD) : 0;
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = words.filter((word) => word.start > start && word.end <= end).pop()?.end ?? end;

  let html = start > 0 ? "… " : "";
  let position = start;
  for (const word of words) {
    if (!word.matched || word.start < start || word.end > end) continue;
    html += `${escapeHtml(text.slice(position, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
    position = word.end;
  }
  html += escapeHtml(text.slice(position, end));
  return end < text.length ? `${html} …` : html;
}

function toResult(section: IndexedSection, matchedWords: ReadonlySet<string>): SearchResult {
  return {
    id: section.pageId,
    title: section.title,
    ...(section.heading !== undefined ? { heading: section.heading, anchor: section.anchor } : {}),
    ...(section.categories.length ? { categories: [...section.categories] } : {}),
    snippet: highlightSnippet(section.text, matchedWords),
  };
}

interface MatchedSection {
  section: IndexedSection;
  match: DocumentMatch;
}

/** Every section matching a query, best first (see search-ranking.ts). */
function rankedSections(index: SearchIndex, query: string): MatchedSection[] {
  const queryWords = [...new Set(tokenize(query).map(processTerm))];
  const matchDocument = documentMatcher(queryWords);
  const ranked = [];
  for (const result of index.miniSearch.search(queryWords.join(" "))) {
    const match = matchDocument(result.match);
    if (!match) continue;
    const section = index.sections[result.id as number];
    ranked.push({ section, match, pageId: section.pageId, rank: rankOf(match, section.titleWords, result.score) });
  }
  return inRankOrder(ranked);
}

/** The best `limit` sections of a snapshot for a query, in the order search-ranking.ts sets. */
export function searchSite(site: SearchableContent, query: string, limit = DEFAULT_RESULT_LIMIT): SearchResult[] {
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!trimmed) return [];
  return rankedSections(searchIndexFor(site), trimmed)
    .slice(0, Math.min(Math.max(1, limit), MAX_RESULT_LIMIT))
    .map(({ section, match }) => toResult(section, new Set(match.documentWords)));
}

/** Words of a path's last segment searched for at most. */
const MAX_NAME_WORDS = 8;

/** The words of a page id's last segment ("sauce-connect_5" -> ["sauce", "connect", "5"]): what a reader was after. */
export function nameWordsOf(pageId: string): string[] {
  return tokenize(pageId.split("/").filter(Boolean).at(-1) ?? "").slice(0, MAX_NAME_WORDS);
}

/**
 * Listed pages that may be what a path that names no page meant, best first: pages with the same
 * last segment (a moved page), then pages whose title or keywords match the last segment's words
 * (typos forgiven as in search), those in the same folders as the path first.
 */
export function pagesLike(site: SearchableContent, missingId: string, limit = 5): PageSuggestion[] {
  const segments = missingId.split("/").filter(Boolean);
  const lastSegment = segments.at(-1);
  if (!lastSegment) return [];
  const suggestions = new Map<string, PageSuggestion>();
  for (const page of site.pages.values()) {
    if (isSearched(page) && page.id.split("/").at(-1) === lastSegment) suggestions.set(page.id, { id: page.id, title: page.title });
  }
  const words = nameWordsOf(missingId);
  const folders = segments.slice(0, -1);
  const index = searchIndexFor(site);
  const sharedFolders = (pageId: string) => pageId.split("/").filter((segment, at) => folders[at] === segment).length;
  const matches = index.miniSearch.search(words.join(" "), {
    fields: ["titleText", "keywords"],
    fuzzy: (term) => typosForgiven(term) || false,
    boostDocument: (id) => 1 + 0.5 * sharedFolders(index.sections[id as number].pageId),
  });
  for (const match of matches) {
    if (suggestions.size >= limit) break;
    const section = index.sections[match.id as number];
    if (!suggestions.has(section.pageId)) suggestions.set(section.pageId, { id: section.pageId, title: section.title });
  }
  return [...suggestions.values()];
}

/** Answers a question about a content snapshot. */
export function answer(site: SearchableContent, question: SearchQuestion): SearchAnswer {
  return question.kind === "search" ? { results: searchSite(site, question.query, question.limit) } : { suggestions: pagesLike(site, question.missingId, question.limit) };
}

export type SearchRequest = { query: string; limit: number } | { error: string };

/** Reads `q` and `limit` from a request's search params; an error message when they are unusable. */
export function readSearchRequest(params: URLSearchParams, defaultLimit = DEFAULT_RESULT_LIMIT): SearchRequest {
  const query = (params.get("q") ?? "").trim();
  if (query.length > MAX_QUERY_LENGTH) return { error: `The query is longer than ${MAX_QUERY_LENGTH} characters.` };
  const limitParam = params.get("limit");
  if (limitParam === null || limitParam === "") return { query, limit: defaultLimit };
  const limit = Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1) return { error: "limit must be a whole number of at least 1." };
  return { query, limit: Math.min(limit, MAX_RESULT_LIMIT) };
}
