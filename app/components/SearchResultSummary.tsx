import type { SearchResult } from "~/content/search-result";

/** A result's sidebar categories, page title, section heading and snippet, as shown in the dialog and on /search. */
export function SearchResultSummary({ result }: { result: SearchResult }) {
  return (
    <>
      {result.categories ? <span className="search-result-categories">{result.categories.join(" › ")}</span> : null}
      <span className="search-result-title">
        {result.title}
        {result.heading ? <span className="search-result-heading"> › {result.heading}</span> : null}
      </span>
      {/* The server escapes the snippet and adds only <mark> tags (see highlightSnippet). */}
      {result.snippet ? <span className="search-result-snippet" dangerouslySetInnerHTML={{ __html: result.snippet }} /> : null}
    </>
  );
}
