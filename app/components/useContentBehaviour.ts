// Behaviour for the server-rendered page body: tabs (synced by groupId and remembered), copy and
// wrap buttons, in-app navigation for internal links, anchors that lead into a tab not shown, and
// Mermaid diagrams. One delegated listener per page body.
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, type RefObject } from "react";
import { idMeantBy } from "~/content/anchors";
import { COPY_BUTTON, MERMAID_DIAGRAM_CLASS } from "./mdx/HighlightedCode";

const TAB_STORAGE_PREFIX = "docs.tabs.";

function selectTab(tabs: Element, value: string): void {
  tabs.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]").forEach((tab) => {
    const selected = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  });
  tabs.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]").forEach((panel) => {
    panel.hidden = panel.dataset.value !== value;
  });
}

function hasTab(tabs: Element, value: string): boolean {
  return tabs.querySelector(`:scope > [role=tablist] > [data-value="${CSS.escape(value)}"]`) !== null;
}

/** Puts a `queryString` tab group's choice in the address (history state kept for the router). */
function rememberInAddress(tabs: HTMLElement, value: string): void {
  const key = tabs.dataset.queryKey;
  if (!key) return;
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Selects the tab in its group and in every group of the same groupId, each `queryString` one
 * also in the address (which the tabs follow on the next navigation, an anchor's included).
 */
function chooseTab(root: HTMLElement, tabs: HTMLElement, value: string): void {
  const group = tabs.dataset.groupId;
  const switched = group ? [...root.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(group)}"]`)].filter((other) => hasTab(other, value)) : [tabs];
  for (const other of switched) {
    selectTab(other, value);
    rememberInAddress(other, value);
  }
  if (!group) return;
  try {
    localStorage.setItem(TAB_STORAGE_PREFIX + group, value);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

function storedChoice(group: string): string | null {
  try {
    return localStorage.getItem(TAB_STORAGE_PREFIX + group);
  } catch {
    return null;
  }
}

/**
 * Selects each group's remembered tab: the one the address names first, else the stored choice;
 * a `queryString` group the address does not name shows its default tab then, as the address
 * showed it before (Back from `?os=linux` to the page without it).
 */
function restoreTabs(root: HTMLElement): void {
  const query = new URLSearchParams(window.location.search);
  root.querySelectorAll<HTMLElement>(".tabs[data-group-id], .tabs[data-query-key]").forEach((tabs) => {
    const { queryKey, groupId, defaultValue } = tabs.dataset;
    const candidates = [queryKey && query.get(queryKey), groupId && storedChoice(groupId), queryKey && defaultValue];
    const value = candidates.find((candidate) => candidate && hasTab(tabs, candidate));
    if (value) selectTab(tabs, value);
  });
}

/** The id a #fragment names, decoded ("" for none, or for one that does not decode). */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * The element of the page body that a #fragment names, if any: by its id, else the id a fragment
 * written loosely means ("#passThreshold" for "passthreshold"), which the browser cannot find.
 */
function anchorTarget(root: HTMLElement, fragment: string): HTMLElement | null {
  const id = fragmentId(fragment);
  if (!id) return null;
  const target = document.getElementById(id);
  if (target) return root.contains(target) ? target : null;
  const withIds = [...root.querySelectorAll<HTMLElement>("[id]")];
  const meant = idMeantBy(id, withIds.map((element) => element.id));
  return withIds.find((element) => element.id === meant) ?? null;
}

/**
 * Selects the tabs that hold `target`, outermost first, when it sits in a panel not shown (a
 * heading of the outline, say): a jump to a hidden element goes nowhere. True when it had to.
 */
function showInTabs(root: HTMLElement, target: HTMLElement): boolean {
  const hiddenPanels: HTMLElement[] = [];
  for (let panel = target.closest<HTMLElement>("[role=tabpanel]"); panel; panel = panel.parentElement?.closest<HTMLElement>("[role=tabpanel]") ?? null) {
    if (panel.hidden) hiddenPanels.unshift(panel);
  }
  for (const panel of hiddenPanels) {
    const tabs = panel.parentElement;
    if (tabs?.classList.contains("tabs") && panel.dataset.value) chooseTab(root, tabs, panel.dataset.value);
  }
  return hiddenPanels.length > 0;
}

/** The #fragment of a link to a place on the page being read, else null. */
function samePageFragment(link: HTMLAnchorElement): string | null {
  const here = window.location;
  return link.hash && link.origin === here.origin && link.pathname === here.pathname && link.search === here.search ? link.hash : null;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Shows the copy button's outcome; its name says it too, as that is what a screen reader reads. */
function showCopyState(button: HTMLElement, text: string, name: string): void {
  button.textContent = text;
  button.setAttribute("aria-label", name);
}

async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest(".code-block")?.querySelector("pre")?.innerText ?? "";
  try {
    await navigator.clipboard.writeText(code);
    showCopyState(button, "Copied", "Copied");
  } catch {
    showCopyState(button, "Copy failed", "Copy failed");
  }
  setTimeout(() => showCopyState(button, COPY_BUTTON.text, COPY_BUTTON.label), 1500);
}

/**
 * Shows the wrap button of each code block whose lines are wider than the block (a block in a tab
 * not shown measures 0: it is looked at again when its tab opens), and of each wrapped one. All
 * widths are read before any button changes, so the page is laid out once.
 */
function offerWrapping(root: HTMLElement): void {
  const blocks = [...root.querySelectorAll<HTMLElement>(".code-block")].map((block) => {
    const pre = block.querySelector("pre");
    return { button: block.querySelector<HTMLElement>(".wrap-button"), wide: block.classList.contains("code-wrapped") || (pre !== null && pre.scrollWidth > pre.clientWidth) };
  });
  for (const { button, wide } of blocks) if (button) button.hidden = !wide;
}

function toggleWrapping(button: HTMLElement): void {
  const wrapped = button.closest(".code-block")?.classList.toggle("code-wrapped") ?? false;
  button.setAttribute("aria-pressed", String(wrapped));
}

function internalPath(link: HTMLAnchorElement): string | null {
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  if (link.pathname === window.location.pathname && link.hash) return null; // same-page anchor
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return null; // files, raw Markdown
  return link.pathname + link.search + link.hash;
}

/** Wires up the page body; `html` is what the body holds, so a replaced body gets its tabs restored. */
export function useContentBehaviour(ref: RefObject<HTMLElement>, html: string): void {
  const navigate = useNavigate();
  const { hash, search, key } = useLocation();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>("[role=tab]");
      const tabs = tab?.closest<HTMLElement>(".tabs");
      if (tab && tabs && tab.dataset.value) {
        chooseTab(root, tabs, tab.dataset.value);
        return offerWrapping(root);
      }
      const copy = target.closest<HTMLElement>(".copy-button");
      if (copy) return void copyCode(copy);
      const wrap = target.closest<HTMLElement>(".wrap-button");
      if (wrap) return toggleWrapping(wrap);
      const link = target.closest<HTMLAnchorElement>("a[href]");
      if (!link || event.defaultPrevented || !isPlainClick(event)) return;
      const path = internalPath(link);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    // The tab list's keys (WAI-ARIA): arrows to the next or previous tab, round the ends; Home, End.
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
      if (!tab || !["ArrowRight", "ArrowLeft", "Home", "End"].includes(event.key)) return;
      event.preventDefault(); // Home and End would scroll the page
      const siblings = [...(tab.parentElement?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
      const last = siblings.length - 1;
      const step = event.key === "ArrowRight" ? 1 : last; // + last: one back, round the start
      const next = siblings[event.key === "Home" ? 0 : event.key === "End" ? last : (siblings.indexOf(tab) + step) % siblings.length];
      next.focus();
      next.click();
    };
    // Any link to a place on this page (the outline's too): its tab is opened before the
    // browser's own jump, which then finds the place shown.
    const onAnyClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[href]");
      const fragment = link && samePageFragment(link);
      const target = fragment ? anchorTarget(root, fragment) : null;
      if (!target) return;
      showInTabs(root, target);
      // A link to the address already shown: the browser would jump, then the router would put
      // the page back where the reader was (the position it keeps for that same address).
      if (fragment === window.location.hash && isPlainClick(event) && !event.defaultPrevented) {
        event.preventDefault();
        target.scrollIntoView();
      }
    };
    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onAnyClick);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onAnyClick);
    };
  }, [ref, html, navigate]);

  // The tabs follow the address on arrival and on every navigation, also to this same page with
  // another `?key=` (a link, Back, Forward), which keeps the page body. By the location's key too:
  // a tab chosen since then changed the address without the router knowing it.
  useEffect(() => {
    if (!ref.current) return;
    restoreTabs(ref.current);
    offerWrapping(ref.current);
  }, [ref, html, search, key]);

  // Diagrams are drawn once the body is in place (and again when the theme changes), by code that
  // only a page with a diagram fetches.
  useEffect(() => {
    const root = ref.current;
    const boxes = root ? [...root.querySelectorAll<HTMLElement>(`.${MERMAID_DIAGRAM_CLASS}`)] : [];
    if (!root || boxes.length === 0) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import("./mermaidDiagrams").then(({ drawDiagrams }) => {
      if (!stopped) stop = drawDiagrams(root, boxes);
    }, () => {}); // without it, the source stays shown
    return () => {
      stopped = true;
      stop?.();
    };
  }, [ref, html]);

  // A narrower window can make lines too wide that were not.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onResize = () => offerWrapping(root);
    window.addEventListener("resize", onResize, { passive: true });
    return () => window.removeEventListener("resize", onResize);
  }, [ref, html]);

  // An address with a #fragment (opened, or reached by a link, back or forward) that names a place
  // in a tab not shown, or names a heading loosely: open the tab, then go there, as the browser
  // could not. After the effect above, so that the remembered tab choices do not close it again.
  useEffect(() => {
    const root = ref.current;
    const target = root && hash ? anchorTarget(root, hash) : null;
    if (root && target && (showInTabs(root, target) || target.id !== fragmentId(hash))) target.scrollIntoView();
  }, [ref, html, hash]);
}
