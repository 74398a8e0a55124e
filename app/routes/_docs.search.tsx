import { MAIN_ID } from "~/components/Header";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPageLater } from "~/components/ErrorPageLater";
import { SearchResultSummary } from "~/components/SearchResultSummary";
import { MAX_QUERY_LENGTH, searchResultHref, type SearchResult } from "~/content/search-result";
import { search } from "~/content/search-thread.server";
import { documentTitle } from "~/content/document-title";
import { getSite } from "~/content/site.server";
import { MAX_RESULT_LIMIT, readSearchRequest } from "~/content/search.server";

// The search page: a plain GET form and server-rendered results, so search works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const searchRequest = readSearchRequest(new URL(request.url).searchParams, MAX_RESULT_LIMIT);
  if ("error" in searchRequest) throw new Response(searchRequest.error, { status: 400 });
  const { query, limit } = searchRequest;
  const { title: siteName, titleDelimiter } = getSite().config;
  return { query, results: await search(query, limit), limit, siteName, titleDelimiter };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? documentTitle(data.query ? `Search: ${data.query}` : "Search", data.siteName, data.titleDelimiter) : "Search" },
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage() {
  const { query, results, limit } = useLoaderData<typeof loader>();
  return <SearchPageView query={query} results={results} limit={limit} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) return <SearchPageView query="" results={[]} limit={0} error={String(error.data)} />;
  return <ErrorPageLater status={isRouteErrorResponse(error) ? error.status : 500} />;
}

function resultCount(count: number, limit: number): string {
  if (count === limit) return `The ${count} best results`;
  return `${count} result${count === 1 ? "" : "s"}`;
}

function SearchPageView({ query, results, limit, error }: { query: string; results: SearchResult[]; limit: number; error?: string }) {
  return (
    <main id={MAIN_ID} className="doc-main search-page">
      <article className="doc-article">
        <h1>Search</h1>
        <Form method="get" action="/search" role="search" className="search-page-form">
          <label htmlFor="search-page-query" className="visually-hidden">Search the docs</label>
          {/* Keyed by the query so that a new search from the header dialog resets the field. */}
          <input key={query} id="search-page-query" type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} placeholder="Search the docs" />
          <button type="submit">Search</button>
        </Form>
        {error ? (
          <p role="alert" className="search-page-status">{error}</p>
        ) : query ? (
          <p role="status" className="search-page-status">
            {results.length === 0 ? `No results for “${query}”.` : `${resultCount(results.length, limit)} for “${query}”.`}
          </p>
        ) : null}
        {results.length > 0 ? (
          <ol className="search-page-results">
            {results.map((result) => (
              <li key={searchResultHref(result)}>
                <Link to={searchResultHref(result)}>
                  <SearchResultSummary result={result} />
                </Link>
              </li>
            ))}
          </ol>
        ) : null}
      </article>
    </main>
  );
}
