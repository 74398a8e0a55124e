// The foot of a page's article: its tags, where to edit its source and when it last changed.
import { Link } from "@remix-run/react";
import type { PageData } from "~/content/page-data";
import { longDate } from "./longDate";

export function DocFooter({ editUrl, lastUpdated, tags }: Pick<PageData, "editUrl" | "lastUpdated" | "tags">) {
  if (!editUrl && !lastUpdated && !tags) return null;
  return (
    <footer className="doc-footer">
      {tags ? (
        <nav className="doc-tags" aria-label="Tags">
          Tags:{" "}
          <ul>
            {tags.map((tag) => (
              <li key={tag.href}>
                <Link to={tag.href}>{tag.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {editUrl ? (
        <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      ) : null}
      {lastUpdated?.date || lastUpdated?.author ? (
        <p className="last-updated">
          Last updated
          {lastUpdated.date ? <> on <time dateTime={lastUpdated.date}>{longDate(lastUpdated.date)}</time></> : null}
          {lastUpdated.author ? <> by {lastUpdated.author}</> : null}
        </p>
      ) : null}
    </footer>
  );
}
