import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { NonceProvider } from "~/components/nonce";
import { DocumentPageHtmlProvider, type DocsLoadContext } from "~/components/pageHtml";
import { NONCE_PLACEHOLDER, PAGE_CACHE_CONTROL, contentSecurityPolicy, documentNonce, etagOf, isNotModified } from "~/http.server";

import { cachedDocument, storeDocument } from "~/document-cache.server";
import { isServedContentFile } from "~/content/urls";
import { existingContentDir, PREVIEW } from "~/content/config.server";
import { staticFolders } from "~/content/serve.server";
import { renderDocument } from "~/render-document.server";

// server.mjs uses the same policy for responses that are not documents, answers warm pages from
// the document cache before Remix runs, checks the content folder before it starts, says whether
// it serves writers' preview, and serves the content's static folders.
export { cachedDocument, contentSecurityPolicy, existingContentDir, isServedContentFile, PREVIEW, staticFolders };

/** The page a document shows, when it is a content page (the deepest route's data has one). */
function pageIdOf(context: EntryContext): string | undefined {
  const { matches, loaderData } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const data = leaf ? (loaderData[leaf.route.id] as { page?: { id?: unknown } } | undefined) : undefined;
  return typeof data?.page?.id === "string" ? data.page.id : undefined;
}

const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Rendered in one piece (pages have no deferred data) so the body can be validated by an ETag.
  // React writes the doctype itself before a root <html>.
  const html = await renderDocument(
    <NonceProvider value={NONCE_PLACEHOLDER}>
      <DocumentPageHtmlProvider value={(loadContext as DocsLoadContext).document?.pageHtml ?? null}>
        <RemixServer context={remixContext} url={request.url} nonce={NONCE_PLACEHOLDER} abortDelay={RENDER_TIMEOUT_MS} />
      </DocumentPageHtmlProvider>
    </NonceProvider>,
    RENDER_TIMEOUT_MS,
  );
  const nonce = documentNonce(html);
  const body = html.replaceAll(NONCE_PLACEHOLDER, nonce);
  const etag = etagOf(body);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", status === 200 ? PAGE_CACHE_CONTROL : "no-store");
  const pageId = pageIdOf(remixContext);
  const url = new URL(request.url);
  // Not with a query string: the page is the same (but for its scroll key), and a flood of unique
  // queries would evict every warm page.
  if (status === 200 && pageId !== undefined && !url.search) storeDocument(url.host, url.pathname, pageId, body, headers);
  if (status === 200 && isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status, headers });
}

/** Client-side navigations fetch `.data`: same validators as documents. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (response.status !== 200 || !response.body) return response;
  const body = await response.text();
  const etag = etagOf(body);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: response.status, headers });
};
