import { useLocation, useNavigate, useNavigation, type Location } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** Remix's router marks the location a redirect led to in its state; it tells them apart by it too. */
function isRedirect(location: Location): boolean {
  return (location.state as { _isRedirect?: unknown } | null)?._isRedirect === true;
}

/**
 * Keeps a link's #fragment when the server redirects the page it names (a moved page, from
 * redirects.json). A browser carries the fragment over to the new address on a document load, but
 * the server never sees it, and Remix's router takes the redirect's Location as it is: the reader
 * landed at the top of the new page instead of at the heading the link named.
 */
export function useFragmentThroughRedirects(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const requestedHash = useRef("");
  useEffect(() => {
    if (navigation.location && !isRedirect(navigation.location)) requestedHash.current = navigation.location.hash;
  }, [navigation.location]);
  useEffect(() => {
    const hash = requestedHash.current;
    requestedHash.current = "";
    // A Location with a fragment of its own keeps it, as in the browser.
    if (hash && isRedirect(location) && !location.hash) navigate(location.pathname + location.search + hash, { replace: true });
  }, [location, navigate]);
}
