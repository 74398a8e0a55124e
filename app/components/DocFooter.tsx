// The foot of a page's article: where to edit its source and when it last changed.
import type { PageData } from "~/content/page-data";

// A fixed time zone, so the server and the browser print the same day.
const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function DocFooter({ editUrl, lastUpdated }: Pick<PageData, "editUrl" | "lastUpdated">) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      ) : null}
      {lastUpdated ? (
        <p className="last-updated">
          Last updated on <time dateTime={lastUpdated.date}>{DATE_FORMAT.format(new Date(lastUpdated.date))}</time>
          {lastUpdated.author ? <> by {lastUpdated.author}</> : null}
        </p>
      ) : null}
    </footer>
  );
}
