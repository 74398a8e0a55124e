import { useCallback, useRef, useState, type RefObject } from "react";

/** Whether the sidebar is folded away (the config's `hideable`), kept while the reader moves between pages. */
export interface SidebarFolding {
  folded: boolean;
  toggle: () => void;
  /** The button that folds, inside the sidebar, and the one that unfolds, in its place. */
  foldRef: RefObject<HTMLButtonElement>;
  unfoldRef: RefObject<HTMLButtonElement>;
}

export function useSidebarFolding(): SidebarFolding {
  const [folded, setFolded] = useState(false);
  const foldRef = useRef<HTMLButtonElement>(null);
  const unfoldRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => {
    setFolded((was) => {
      // The button pressed goes away: focus moves to the one that undoes it, once it is drawn.
      requestAnimationFrame(() => (was ? foldRef : unfoldRef).current?.focus());
      return !was;
    });
  }, []);
  return { folded, toggle, foldRef, unfoldRef };
}

/**
 * The button that folds the sidebar away on a wide screen (at the sidebar's foot), or, while it is
 * folded, the narrow strip in its place that brings it back, as Docusaurus' `hideable` sidebar has.
 */
export function SidebarFoldButton({ folding }: { folding: SidebarFolding }) {
  const { folded, toggle, foldRef, unfoldRef } = folding;
  const label = folded ? "Expand sidebar" : "Collapse sidebar";
  return (
    <button type="button" ref={folded ? unfoldRef : foldRef} className={folded ? "sidebar-unfold" : "sidebar-fold"}
      onClick={toggle} aria-label={label} title={label} aria-controls="sidebar" aria-expanded={!folded}>
      <span aria-hidden="true">{folded ? "»" : "«"}</span>
    </button>
  );
}
