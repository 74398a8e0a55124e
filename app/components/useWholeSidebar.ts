import { useEffect, useState } from "react";
import type { SidebarItem } from "~/content/sidebar-tree";

/**
 * The whole tree of the sidebar on screen. Pages arrive with their closed categories empty (see
 * withClosedCategoriesEmpty); once hydrated, the page fetches the whole sidebar, once per sidebar
 * and content version, and renders from it. Until then, or if the fetch fails, the sent tree is used.
 */
export function useWholeSidebar(name: string | null, contentVersion: string, sent: SidebarItem[]): SidebarItem[] {
  const key = `${name}@${contentVersion}`;
  const [whole, setWhole] = useState<{ key: string; items: SidebarItem[] }>();
  const have = whole?.key === key;
  useEffect(() => {
    if (name === null || have) return;
    let current = true;
    fetch(`/api/sidebars/${encodeURIComponent(name)}?v=${encodeURIComponent(contentVersion)}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`sidebar: HTTP ${response.status}`))))
      .then((items: SidebarItem[]) => current && setWhole({ key, items }))
      .catch(() => undefined); // closed categories stay empty; their links still work
    return () => {
      current = false;
    };
  }, [name, contentVersion, key, have]);
  return have ? whole.items : sent;
}
