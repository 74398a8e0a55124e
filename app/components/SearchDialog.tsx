import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { MAX_QUERY_LENGTH, searchPageHref, searchResultHref, type SearchResult } from "~/content/search-result";
import { clearRecentSearches, loadRecentSearches, rememberSearch } from "./recentSearches";
import { SearchResultSummary } from "./SearchResultSummary";
import { useSearchResults } from "./useSearchResults";

type Option = { kind: "result"; result: SearchResult; href: string } | { kind: "recent"; query: string };

/** Whether a click or Enter asks for a new tab, as on a link: Ctrl or Cmd held, or the middle button. */
const wantsNewTab = (event: { ctrlKey: boolean; metaKey: boolean; button?: number }) => event.ctrlKey || event.metaKey || event.button === 1;
const keyOf = (option: Option) => (option.kind === "result" ? option.href : `recent:${option.query}`);

/**
 * The modal search (loaded when first opened, see SearchLauncher): results as you type, a listbox driven from the input (arrows move, Enter opens,
 * Esc closes), and recent searches while the query is empty.
 */
export default function SearchDialog({ onClose, typedBefore }: {
  onClose: () => void;
  /** What the reader typed into the stand-in while this module loaded (SearchLauncher). */
  typedBefore?: { current: string };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const ids = useId();
  const [query, setQuery] = useState(() => typedBefore?.current ?? "");
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(0);
  const { resultsFor, results, failed } = useSearchResults(query);
  const trimmed = query.trim();
  const showingRecent = trimmed === "";

  const options: Option[] = showingRecent
    ? recent.map((item) => ({ kind: "recent", query: item }))
    : results.map((result) => ({ kind: "result", result, href: searchResultHref(result) }));
  const optionId = (index: number) => `${ids}-option-${index}`;
  const listId = `${ids}-list`;

  useEffect(() => {
    setRecent(loadRecentSearches());
    // showModal makes the rest of the page inert and gives Esc its native meaning; focus goes to the input.
    dialog.current?.showModal();
    // After text typed while the module loaded, the caret goes on from its end.
    input.current?.focus();
    input.current?.setSelectionRange(input.current.value.length, input.current.value.length);
  }, []);
  useEffect(() => setActive(0), [showingRecent, results, recent]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  // Closing goes through the element, so Esc, the close button and navigation share one path,
  // and the browser returns focus to whatever opened the dialog.
  const close = () => dialog.current?.close();
  const leave = () => {
    rememberSearch(trimmed);
    close();
  };
  const goTo = (href: string) => {
    leave();
    navigate(href);
  };
  /** A result asked for in a new tab (as a link would be) opens there; the dialog stays, for the next. */
  const choose = (option: Option, newTab = false) => {
    if (option.kind === "recent") {
      setQuery(option.query);
      input.current?.focus();
    } else if (newTab) {
      rememberSearch(trimmed);
      window.open(option.href, "_blank", "noopener");
    } else {
      goTo(option.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length) setActive((index) => (index + (event.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (options[active]) choose(options[active], wantsNewTab(event));
      else if (trimmed) goTo(searchPageHref(trimmed));
    }
  };
  const clearRecent = () => {
    clearRecentSearches();
    setRecent([]);
    input.current?.focus();
  };
  // A click on the backdrop lands on the <dialog> itself; clicks inside land on the panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close();
  };

  const waiting = !showingRecent && resultsFor !== trimmed;
  const status = showingRecent
    ? ""
    : failed
      ? "Search is not available right now."
      : waiting
        ? ""
        : results.length === 0
          ? `No results for “${trimmed}”.`
          : `${results.length} result${results.length === 1 ? "" : "s"}.`;

  return (
    <dialog ref={dialog} className="search-dialog" aria-modal="true" aria-labelledby={`${ids}-label`} onClose={onClose} onClick={onDialogClick}>
      <div className="search-dialog-panel">
        <div className="search-dialog-bar">
          <label id={`${ids}-label`} htmlFor={`${ids}-input`} className="visually-hidden">Search the docs</label>
          <input
            ref={input}
            id={`${ids}-input`}
            className="search-dialog-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={options[active] ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search the docs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-dialog-close" onClick={close} aria-label="Close search">Esc</button>
        </div>

        {showingRecent && recent.length > 0 ? (
          <div className="search-dialog-recent-header">
            <span>Recent searches</span>
            <button type="button" onClick={clearRecent}>Clear</button>
          </div>
        ) : null}
        <ul id={listId} role="listbox" className="search-dialog-options" aria-label={showingRecent ? "Recent searches" : "Search results"}>
          {options.map((option, index) => (
            <li
              key={keyOf(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-dialog-option"
              onMouseMove={() => setActive(index)}
              onClick={(event) => choose(option, wantsNewTab(event))}
              onAuxClick={(event) => event.button === 1 && choose(option, true)}
            >
              {option.kind === "recent" ? <span className="search-result-title">{option.query}</span> : <SearchResultSummary result={option.result} />}
            </li>
          ))}
        </ul>
        <p role="status" className={`search-dialog-status${status && results.length === 0 ? "" : " visually-hidden"}`}>{status}</p>

        <div className="search-dialog-footer">
          {trimmed ? (
            <Link to={searchPageHref(trimmed)} onClick={leave}>All results for “{trimmed}”</Link>
          ) : (
            <span>Type to search the docs</span>
          )}
          <span className="search-dialog-keys" aria-hidden="true"><kbd>↑</kbd><kbd>↓</kbd> move <kbd>↵</kbd> open <kbd>esc</kbd> close</span>
        </div>
      </div>
    </dialog>
  );
}
