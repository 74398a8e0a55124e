import { useEffect, useRef, type PointerEvent, type ReactNode } from "react";

/** How long a menu opened by hovering stays open after the pointer leaves it: time to cross to its entries. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A menu of links that drops down from the header. A disclosure, so it opens without JavaScript; a
 * click elsewhere or Escape closes it (its parent remounts it on navigation, closing it then too).
 * With a mouse it also opens while hovered, as Docusaurus' navbar dropdowns do; a click on it then
 * keeps it open after the pointer leaves, where the disclosure alone would close it again.
 */
export function HeaderMenu({ className, summary, summaryLabel, current, children, ...attributes }: {
  className: string;
  summary: ReactNode;
  /** The summary's accessible name, when its text alone would not say what the menu holds. */
  summaryLabel?: string;
  /** Marks the summary: the page being read is in the menu. */
  current?: boolean;
  /** The menu's entries, each an <li>. */
  children: ReactNode;
  /** Laid out but not shown (see Navbar). */
  "data-overflowed"?: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) {
        element.open = false;
        if (event instanceof KeyboardEvent) element.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const openOnHover = (event: PointerEvent) => {
    const element = details.current;
    if (event.pointerType !== "mouse" || !element) return;
    clearTimeout(closeTimer.current);
    if (element.open) return;
    // Only one menu is open by hovering at a time: moving along the header goes from one to the next.
    for (const other of document.querySelectorAll<HTMLDetailsElement>("details[data-hover-open]")) other.open = false;
    element.open = true;
    element.dataset.hoverOpen = "";
  };
  const closeAfterHover = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || details.current?.dataset.hoverOpen === undefined) return;
    closeTimer.current = setTimeout(() => {
      if (details.current?.dataset.hoverOpen !== undefined) details.current.open = false;
    }, HOVER_CLOSE_DELAY_MS);
  };
  return (
    <details className={`header-menu ${className}`} ref={details} {...attributes}
      onPointerEnter={openOnHover} onPointerLeave={closeAfterHover}
      onToggle={(event) => { if (!event.currentTarget.open) delete event.currentTarget.dataset.hoverOpen; }}>
      <summary aria-label={summaryLabel} data-current={current ? "" : undefined}
        onClick={(event) => {
          // Open already by hovering: the click keeps it open instead of closing it under the pointer.
          const element = details.current;
          if (element?.dataset.hoverOpen === undefined) return;
          event.preventDefault();
          delete element.dataset.hoverOpen;
        }}>
        {summary}
      </summary>
      <ul>{children}</ul>
    </details>
  );
}
