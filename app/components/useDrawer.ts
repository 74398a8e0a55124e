import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { keepInView } from "./keepInView";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/**
 * The elements of `container` that Tab reaches, in order: those shown (a closed category's are not,
 * nor a closed menu's, which Chromium lays out without showing).
 */
function tabStopsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
}

/** Whether the focus is in `container`, or dropped (on the body, after a click on nothing focusable). */
function focusIsIn(container: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || container.contains(active);
}

/** Moves a Tab past either end of `container` round to its other end. */
function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStopsIn(container);
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The navigation drawer of small screens, as a modal: while it is open, focus starts in it, Tab
 * cycles inside it and Esc closes it. It closes on every navigation (a link followed inside it,
 * even to the page on screen, or back/forward) and when the screen widens until its menu button is
 * gone. On closing, focus left inside it, or dropped by a click on the backdrop, goes back to the
 * menu button, so the keyboard reader is never lost in a hidden panel. A dialog opened on top of
 * it (search, by its shortcut) keeps Tab and Esc for itself.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { key: navigation } = useLocation();
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [navigation]);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || !drawer) return;
    tabStopsIn(drawer)[0]?.focus();
    // The page's entry may be far down a long sidebar: the drawer opens with it in sight.
    keepInView(drawer.querySelector('.sidebar a[aria-current="page"]'), drawer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!focusIsIn(drawer)) return; // a dialog opened on top (search) has the keys
      if (event.key === "Escape") setOpen(false);
      else if (event.key === "Tab") keepTabInside(drawer, event);
    };
    const onResize = () => {
      if (menuButtonRef.current?.getClientRects().length === 0) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("resize", onResize);
      if (focusIsIn(drawer)) menuButtonRef.current?.focus();
    };
  }, [open]);

  return { open, show, close, drawerRef, menuButtonRef };
}
