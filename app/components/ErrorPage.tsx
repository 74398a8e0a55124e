import { MAIN_ID } from "~/components/Header";
import { Link, useRouteLoaderData } from "@remix-run/react";
import type { LayoutData } from "~/content/page-data";
import { searchPageHref, type PageSuggestion } from "~/content/search-result";
import { urlPathFromPageId } from "~/content/urls";

/** Ways forward that exist in this content: home and the main sections (from the layout's data). */
function useEntryPoints(): { href: string; label: string }[] {
  const layout = useRouteLoaderData("routes/_docs") as LayoutData | undefined;
  if (!layout) return [{ href: "/", label: "Home" }];
  const home = { href: layout.homeHref, label: "Home" };
  return [home, ...layout.sections.filter((section) => section.href !== home.href)];
}

/** The one error page: 404 for unknown pages, 400 for bad paths, 500 for pages that fail to build. */
export function ErrorPage({ status, pageTitle, detail, suggestions = [], searchQuery }: {
  status: number;
  pageTitle?: string;
  detail?: string;
  /** For a 404: pages the address probably meant, and the words to search for. */
  suggestions?: PageSuggestion[];
  searchQuery?: string;
}) {
  const entryPoints = useEntryPoints();
  const heading = status === 404 ? "Page not found" : status === 400 ? "Bad request" : pageTitle ? `“${pageTitle}” could not be displayed` : "Something went wrong";
  const explanation = status === 404
    ? "We could not find a page at this address. It may have moved, or the link may be mistyped."
    : status === 400
      ? "This address is not a valid page path."
      : "This page failed to build. Every other page still works; the writers have been told in the server log.";
  return (
    <main id={MAIN_ID} className="error-page">
      <p className="error-status">{status}</p>
      <h1>{heading}</h1>
      <p>{explanation}</p>
      {detail ? <pre className="error-detail">{detail}</pre> : null}
      {suggestions.length > 0 ? (
        <nav aria-labelledby="similar-pages">
          <h2 id="similar-pages" className="error-links-heading">Perhaps you were looking for</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.id}><Link to={urlPathFromPageId(page.id)}>{page.title}</Link></li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-labelledby="ways-forward">
        <h2 id="ways-forward" className="error-links-heading">{suggestions.length > 0 ? "Or start from" : "Where to go from here"}</h2>
        <ul>
          {entryPoints.map((link) => (
            <li key={link.href}><Link to={link.href}>{link.label}</Link></li>
          ))}
          <li>
            {searchQuery ? <Link to={searchPageHref(searchQuery)}>Search the docs for “{searchQuery}”</Link> : <Link to="/search">Search the docs</Link>}
          </li>
        </ul>
      </nav>
    </main>
  );
}
