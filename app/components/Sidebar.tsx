import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type MouseEvent } from "react";
import { currentEntryPaths, isCategoryOpen, isCurrentEntry, isShown, type SidebarCategory, type SidebarItem } from "~/content/sidebar-tree";
import { keepInView } from "./keepInView";

/** Whether opening a category closes the others of its list (the config's `autoCollapseCategories`). */
const AutoCollapse = createContext(false);

/** The category of a list opened last, and a counter that tells one opening from the next. */
interface Opened {
  index: number;
  serial: number;
}

/** The page's sidebar, rendered on the server with the categories on the way to the reader's entries open. */
export function Sidebar({ items, pageId, label, autoCollapseCategories = false }: { items: SidebarItem[]; pageId: string; label: string; autoCollapseCategories?: boolean }) {
  const activePath = currentEntryPaths(items, pageId);
  const nav = useRef<HTMLElement>(null);
  // A long sidebar scrolls of its own: the page's entry is brought into sight (on the next frame,
  // once a category the page is in has opened).
  useEffect(() => {
    const frame = requestAnimationFrame(() => keepInView(nav.current?.querySelector('a[aria-current="page"]'), nav.current?.closest(".sidebar")));
    return () => cancelAnimationFrame(frame);
  }, [pageId]);
  return (
    <nav className="sidebar-nav" aria-label={label} ref={nav}>
      <AutoCollapse.Provider value={autoCollapseCategories}>
        <ItemList items={items} pageId={pageId} activePath={activePath} />
      </AutoCollapse.Provider>
    </nav>
  );
}

function ItemList({ items, pageId, activePath }: { items: SidebarItem[]; pageId: string; activePath: SidebarItem[] }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const onOpen = useCallback((index: number) => setOpened((last) => ({ index, serial: (last?.serial ?? 0) + 1 })), []);
  return (
    <ul className="sidebar-list">
      {/* Keyed by the place in the whole list: an unlisted item shown on its own page must not
          shift the keys after it, which would close the categories the reader opened there. */}
      {items.map((item, index) => isShown(item, activePath) ? (
        <Item key={`${item.href ?? item.label}-${index}`} item={item} pageId={pageId} activePath={activePath} index={index} opened={opened} onOpen={onOpen} />
      ) : null)}
    </ul>
  );
}

function Item({ item, pageId, activePath, index, opened, onOpen }: { item: SidebarItem; pageId: string; activePath: SidebarItem[]; index: number; opened: Opened | null; onOpen: (index: number) => void }) {
  switch (item.type) {
    case "category":
      return <Category category={item} pageId={pageId} activePath={activePath} index={index} opened={opened} onOpen={onOpen} />;
    case "text":
      return item.divider ? <li className="sidebar-item sidebar-divider"><hr /></li> : <li className="sidebar-item sidebar-text">{item.label}</li>;
    case "link":
      return (
        <li className="sidebar-item">
          <ItemLink href={item.href} label={item.label} current={isCurrentEntry(item, pageId)} method={item.method} markup={item.markup} />
        </li>
      );
  }
}

function ItemLink({ href, label, current, onClick, method, markup }: { href: string; label: string; current: boolean; onClick?: (event: MouseEvent) => void; method?: string; markup?: true }) {
  // An html item's link is its markup's: a plain link, in the same tab (a PDF of static/ is loaded, not looked up as a page).
  if (markup) return <a className="sidebar-link" href={href} aria-current={current ? "page" : undefined}>{label}</a>;
  const external = /^[a-z]+:/i.test(href);
  // Out of the site: a new tab, as Docusaurus' sidebar and our header open such links.
  if (external) return <a className="sidebar-link" href={href} target="_blank" rel="noopener noreferrer">{label} <span aria-hidden="true">↗</span></a>;
  return (
    <Link className="sidebar-link" to={href} aria-current={current ? "page" : undefined} prefetch="intent" onClick={onClick}>
      {method ? <><span className={`api ${method}`}>{method}</span> </> : null}
      {label}
    </Link>
  );
}

/**
 * A category of a list, open on the way to the reader's entries. With `autoCollapseCategories`, its
 * opening (by the reader, or by a page inside it being reached) closes the others of its list, as
 * in Docusaurus.
 */
function Category({ category, pageId, activePath, index, opened, onOpen }: { category: SidebarCategory; pageId: string; activePath: SidebarItem[]; index: number; opened: Opened | null; onOpen: (index: number) => void }) {
  const autoCollapse = useContext(AutoCollapse);
  const onPath = isCategoryOpen(category, activePath);
  const [open, setOpenState] = useState(onPath);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next && autoCollapse) onOpen(index);
  };
  // Navigating to a page inside a closed category opens it; categories the reader opened stay open.
  useEffect(() => {
    if (onPath && !open) setOpen(true);
  }, [onPath, pageId]);
  useEffect(() => {
    if (autoCollapse && category.collapsible && opened && opened.index !== index) setOpenState(false);
  }, [autoCollapse, category.collapsible, opened, index]);
  const expanded = !category.collapsible || open;
  const current = isCurrentEntry(category, pageId);
  // On its own page, the category's link opens and closes it instead of loading the page again, as in Docusaurus.
  const toggleInstead = current && category.collapsible ? (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!expanded);
  } : undefined;
  const toggle = category.collapsible ? (
    <button type="button" className="sidebar-toggle" aria-expanded={expanded} onClick={() => setOpen(!expanded)}
      aria-label={category.href ? `Toggle ${category.label}` : undefined}>
      {category.href ? null : <span className="sidebar-category-label">{category.label}</span>}
      <span className="chevron" aria-hidden="true" />
    </button>
  ) : null;
  return (
    <li className={`sidebar-category${expanded ? " open" : ""}`}>
      <div className="sidebar-category-row">
        {category.href ? <ItemLink href={category.href} label={category.label} current={current} onClick={toggleInstead} /> : null}
        {!category.href && !category.collapsible ? <span className="sidebar-category-label">{category.label}</span> : null}
        {toggle}
      </div>
      {expanded ? <ItemList items={category.items} pageId={pageId} activePath={activePath} /> : null}
    </li>
  );
}
