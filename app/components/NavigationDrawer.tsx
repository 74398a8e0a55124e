import type { ReactNode, RefObject } from "react";

/** The id of the drawer, which the header's menu button controls. */
export const NAVIGATION_DRAWER_ID = "navigation-drawer";

/**
 * The site's navigation (the main sections, then the page's sidebar) as a drawer on small screens,
 * a modal dialog while open. On wide screens it is no box of its own: the sidebar shows in place,
 * and the section links stay hidden (the header has them).
 */
export function NavigationDrawer({ open, onClose, drawerRef, children }: {
  open: boolean;
  onClose: () => void;
  drawerRef: RefObject<HTMLDivElement>;
  children: ReactNode;
}) {
  const asDialog = open ? { role: "dialog", "aria-modal": true, "aria-label": "Navigation" } : {};
  return (
    <>
      <div id={NAVIGATION_DRAWER_ID} ref={drawerRef} className={`navigation-drawer${open ? " drawer-open" : ""}`} {...asDialog}>
        <button type="button" className="drawer-close" aria-label="Close navigation" onClick={onClose}>×</button>
        {children}
      </div>
      {open ? <div className="drawer-backdrop" aria-hidden="true" onClick={onClose} /> : null}
    </>
  );
}
