// A link's #fragment survives a redirect of the page it names (a moved page in redirects.json, to
// this site or another, or an address with a trailing slash), as a browser keeps it through a
// redirect on a document load. On a client navigation the server never sees the fragment and
// Remix's router takes the redirect's Location as it is: the reader landed at the top of the new
// page, or left for another site without the place the link named.
import type { Location } from "@remix-run/react";

/** The part of Remix's router (`window.__remixRouter`) that knows the address being navigated to. */
interface RouterWithNavigation {
  state: { navigation: { location?: Location } };
}

/**
 * The #fragment of the address a navigation is going to ("" when none). Loaders' requests carry no
 * fragment; the router's state has it from the start of the navigation, before any loader runs.
 */
function fragmentOfPendingNavigation(): string {
  const router = (window as { __remixRouter?: RouterWithNavigation }).__remixRouter;
  return router?.state.navigation.location?.hash ?? "";
}

function isRedirect(thrown: unknown): thrown is Response {
  return thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && thrown.headers.has("Location");
}

/**
 * What a client loader throws on: a redirect gets the #fragment of the address navigated to, unless
 * its Location has one of its own (as in the browser); anything else as it is.
 */
export function withFragmentOfNavigation(thrown: unknown): unknown {
  const fragment = fragmentOfPendingNavigation();
  if (!fragment || !isRedirect(thrown) || thrown.headers.get("Location")!.includes("#")) return thrown;
  const headers = new Headers(thrown.headers);
  headers.set("Location", thrown.headers.get("Location") + fragment);
  return new Response(null, { status: thrown.status, headers });
}
