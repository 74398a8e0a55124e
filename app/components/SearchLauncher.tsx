import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { searchPageHref } from "~/content/search-result";

// The dialog's code (results, keys, recent searches) loads when a reader first heads for search,
// not with every page: pages stay within their JavaScript budget. Should it fail to load (the
// reader went offline, a new deploy replaced it), the search page takes over.
const loadSearchDialog = () => import("./SearchDialog");
const SearchDialog = lazy(() => loadSearchDialog().catch(() => ({ default: SearchPageInstead })));
const prefetchSearchDialog = () => void loadSearchDialog().catch(() => undefined);

function SearchPageInstead({ typedBefore }: { onClose: () => void; typedBefore?: { current: string } }) {
  useEffect(() => window.location.assign(searchPageHref(typedBefore?.current.trim() ?? "")), [typedBefore]);
  return <></>;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, [contenteditable]") !== null);
}

/**
 * The header's search control. Without JavaScript it is a link to the /search page; once the app
 * runs it is a button that opens the search dialog, as do Ctrl/Cmd-K anywhere and `/` outside text fields.
 */
export function SearchLauncher() {
  const [hydrated, setHydrated] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const [open, setOpen] = useState(false);
  // Text typed before the dialog's code arrived, which the dialog starts from.
  const typedBefore = useRef("");

  useEffect(() => {
    setHydrated(true);
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault(); // Ctrl-K would otherwise focus the browser's address bar
      openDialog();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const openDialog = () => {
    typedBefore.current = "";
    setOpen(true);
  };

  const label = (
    <>
      <span className="search-launcher-icon" aria-hidden="true">⌕</span>
      <span className="search-launcher-label">Search</span>
    </>
  );
  if (!hydrated) {
    return <a href="/search" className="search-launcher" aria-label="Search the docs">{label}</a>;
  }
  return (
    <>
      <button type="button" className="search-launcher" aria-label="Search the docs" aria-haspopup="dialog" aria-keyshortcuts={isMac ? "Meta+K /" : "Control+K /"}
        onClick={openDialog} onPointerEnter={prefetchSearchDialog} onFocus={prefetchSearchDialog}>
        {label}
        <kbd className="search-launcher-shortcut" aria-hidden="true">{isMac ? "⌘K" : "Ctrl K"}</kbd>
      </button>
      {open ? (
        <Suspense fallback={<SearchDialogStandIn typedBefore={typedBefore} onClose={() => setOpen(false)} />}>
          <SearchDialog onClose={() => setOpen(false)} typedBefore={typedBefore} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The dialog's box and field while its code loads: what the reader types meanwhile is kept for it,
 * and Esc closes it as it would the dialog.
 */
function SearchDialogStandIn({ typedBefore, onClose }: { typedBefore: { current: string }; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const replaced = useRef(false);
  // A layout effect, so that it is closed while still in the page: the browser then gives focus back
  // to what opened it, which the dialog in turn gives it back to on closing (removed open, the focus
  // would be lost on the page's body).
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Replaced by the dialog: its close is no reader's, so the dialog stays open. Unless the reader
    // closed it already: the close event comes a task later, and the code may have arrived between.
    return () => {
      if (element?.open === false) return onClose();
      replaced.current = true;
      element?.close();
    };
  }, []);
  return (
    <dialog ref={dialog} className="search-dialog" aria-label="Search the docs" aria-busy="true" onClose={() => replaced.current || onClose()}>
      <div className="search-dialog-panel">
        <div className="search-dialog-bar">
          <input className="search-dialog-input" type="text" aria-label="Search the docs" placeholder="Search the docs" autoFocus
            onChange={(event) => (typedBefore.current = event.target.value)} />
        </div>
      </div>
    </dialog>
  );
}
