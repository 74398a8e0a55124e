// A page's HTML is sent once. On a document request it reaches the markup through this context,
// and the hydration data carries null (the HTML would otherwise be in the document twice: the
// markup, and a JSON string for hydration; on a long page that is most of its bytes). Client
// navigations fetch data only, so there it comes with the loader data.
import { createContext, useContext } from "react";

/** The load context server.mjs gives loaders: `document` on document requests, not on `.data` ones. */
export interface DocsLoadContext {
  document?: { pageHtml?: string };
}

const DocumentPageHtml = createContext<string | null>(null);

export const DocumentPageHtmlProvider = DocumentPageHtml.Provider;

/**
 * The page HTML to render: from the loader data when it is there, else the document's (on the
 * server). While hydrating it is "": React leaves the server's markup of `dangerouslySetInnerHTML` alone.
 */
export function usePageHtml(fromLoader: string | null): string {
  const fromDocument = useContext(DocumentPageHtml);
  return fromLoader ?? fromDocument ?? "";
}

/** On a document request, hands the page HTML to the markup and returns null for the loader data. */
export function htmlForLoaderData(html: string, context: unknown): string | null {
  const document = (context as DocsLoadContext | undefined)?.document;
  if (!document) return html;
  document.pageHtml = html;
  return null;
}
