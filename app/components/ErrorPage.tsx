import { Link } from "@remix-run/react";

const NAV_SUGGESTIONS = [
  { href: "/", label: "Home" },
  { href: "/overview", label: "Platform overview" },
  { href: "/dev/api", label: "REST API reference" },
  { href: "/search", label: "Search the docs" },
];

/** The one error page: 404 for unknown pages, 400 for bad paths, 500 for pages that fail to build. */
export function ErrorPage({ status, pageTitle, detail }: { status: number; pageTitle?: string; detail?: string }) {
  const heading = status === 404 ? "Page not found" : status === 400 ? "Bad request" : pageTitle ? `“${pageTitle}” could not be displayed` : "Something went wrong";
  const explanation = status === 404
    ? "We could not find a page at this address. It may have moved, or the link may be mistyped."
    : status === 400
      ? "This address is not a valid page path."
      : "This page failed to build. Every other page still works; the writers have been told in the server log.";
  return (
    <main id="main" className="error-page">
      <p className="error-status">{status}</p>
      <h1>{heading}</h1>
      <p>{explanation}</p>
      {detail ? <pre className="error-detail">{detail}</pre> : null}
      <nav aria-label="Ways forward">
        <ul>
          {NAV_SUGGESTIONS.map((link) => (
            <li key={link.href}><Link to={link.href}>{link.label}</Link></li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
