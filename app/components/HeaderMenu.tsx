import { useEffect, useRef, type ReactNode } from "react";

/**
 * A menu of links that drops down from the header. A disclosure, so it opens without JavaScript; a
 * click elsewhere or Escape closes it (its parent remounts it on navigation, closing it then too).
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
    };
  }, []);
  return (
    <details className={`header-menu ${className}`} ref={details} {...attributes}>
      <summary aria-label={summaryLabel} data-current={current ? "" : undefined}>{summary}</summary>
      <ul>{children}</ul>
    </details>
  );
}
