// Behaviour for the server-rendered page body: tabs (synced by groupId and remembered), copy
// buttons, and in-app navigation for internal links. One delegated listener per page body.
import { useNavigate } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

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

function chooseTab(root: HTMLElement, tabs: HTMLElement, value: string): void {
  rememberInAddress(tabs, value);
  const group = tabs.dataset.groupId;
  if (!group) return selectTab(tabs, value);
  root.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(group)}"]`).forEach((other) => {
    if (hasTab(other, value)) selectTab(other, value);
  });
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

/** Selects each group's remembered tab: the one the address names first, else the stored choice. */
function restoreTabs(root: HTMLElement): void {
  const query = new URLSearchParams(window.location.search);
  root.querySelectorAll<HTMLElement>(".tabs[data-group-id], .tabs[data-query-key]").forEach((tabs) => {
    const { queryKey, groupId } = tabs.dataset;
    const value = (queryKey && query.get(queryKey)) || (groupId && storedChoice(groupId));
    if (value && hasTab(tabs, value)) selectTab(tabs, value);
  });
}

async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest(".code-block")?.querySelector("pre")?.innerText ?? "";
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed";
  }
  setTimeout(() => (button.textContent = "Copy"), 1500);
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
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    restoreTabs(root);
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>("[role=tab]");
      const tabs = tab?.closest<HTMLElement>(".tabs");
      if (tab && tabs && tab.dataset.value) return chooseTab(root, tabs, tab.dataset.value);
      const copy = target.closest<HTMLElement>(".copy-button");
      if (copy) return void copyCode(copy);
      const link = target.closest<HTMLAnchorElement>("a[href]");
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = internalPath(link);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as HTMLElement).closest<HTMLElement>("[role=tab]");
      if (!tab || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
      const siblings = [...(tab.parentElement?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
      const next = siblings[(siblings.indexOf(tab) + (event.key === "ArrowRight" ? 1 : siblings.length - 1)) % siblings.length];
      next.focus();
      next.click();
    };
    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [ref, html, navigate]);
}
