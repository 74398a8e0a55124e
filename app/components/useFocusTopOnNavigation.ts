import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { NAVIGATION_DRAWER_ID } from "./NavigationDrawer";

/**
 * After a link to another page is followed, focus goes to the top of the new page (`top`), as
 * Docusaurus does: the next Tab reaches the skip link, and a screen reader starts at the top,
 * where focus left on the link followed (a pager link now naming the page after) stranded the
 * keyboard reader at the foot of a page scrolled to its top. Not on Back/Forward, a jump to an
 * #anchor or a change of the query only (the search page's form, a tab kept in the address), nor
 * for a link followed in the open drawer, which gives focus back to its menu button.
 */
export function useFocusTopOnNavigation(top: RefObject<HTMLElement>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const element = top.current;
    if (navigationType !== "PUSH" || hash || !element) return;
    if (document.activeElement?.closest(`#${NAVIGATION_DRAWER_ID}.drawer-open`)) return;
    // Focusable only while focused, so that a click on the header's background never focuses it.
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }, [pathname, hash, navigationType, top]);
}
