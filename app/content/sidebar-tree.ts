// The normalised sidebar tree and everything derived from it. Pure functions of (tree, page id),
// shared by the server (breadcrumbs, prev/next) and the browser (which categories are open).
import { pageIdFromUrlPath } from "./urls";

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  /** The page id this link opens, when it points at a page of the site. */
  docId?: string;
  unlisted?: boolean;
  /** Hidden by the site's own stylesheet (its `className`), as in Docusaurus: never shown, still in previous/next. */
  hidden?: true;
  /** The HTTP method of the API operation it opens (`get`, `post`, ... or `event`), shown as a badge. */
  method?: string;
  /** Made of an html item's `<a href>`: a plain link, followed by loading its address (a static file's too), as that markup is. */
  markup?: true;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  /** The category's own page, when it has one. */
  href?: string;
  docId?: string;
  unlisted?: boolean;
  /** Hidden by the site's own stylesheet (its `className`), as in Docusaurus: never shown, still in previous/next. */
  hidden?: true;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  /** Set when `items` was left out (a closed category, sent before the reader opens it). */
  itemsOmitted?: true;
}

/** A line of text between items: Docusaurus' `html` item, shown as its text; or, for markup that is a rule alone (`<hr>`), a divider. */
export interface SidebarText {
  type: "text";
  /** Empty for a divider (drawn as a rule by the stylesheet). */
  label: string;
  href?: never;
  docId?: never;
  unlisted?: never;
  hidden?: never;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarText;
/**
 * The site's sidebars by name, in the order the sidebars file defines them. A Map: the names come
 * from content, and any name (`__proto__`, `constructor`) must be just a name.
 */
export type Sidebars = ReadonlyMap<string, SidebarItem[]>;

export interface NavLink {
  label: string;
  href: string;
}

/** Every page link of a sidebar in reading order (categories with a page come before their items). */
export function readingOrder(items: SidebarItem[]): NavLink[] {
  const links: NavLink[] = [];
  for (const item of items) {
    if (item.unlisted) continue;
    if (item.docId !== undefined && item.href) links.push({ label: item.label, href: item.href });
    if (item.type === "category") links.push(...readingOrder(item.items));
  }
  return links;
}

/** The page ids a sidebar lists, unlisted items included (they still belong to it). */
export function pageIdsOf(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.docId !== undefined ? [item.docId] : []),
    ...(item.type === "category" ? pageIdsOf(item.items) : []),
  ]);
}

/** The chain of items from the top of the sidebar down to the item of `pageId` (empty if absent). */
export function pathTo(items: SidebarItem[], pageId: string): SidebarItem[] {
  for (const item of items) {
    if (item.docId === pageId) return [item];
    if (item.type === "category") {
      const below = pathTo(item.items, pageId);
      if (below.length) return [item, ...below];
    }
  }
  return [];
}

/**
 * Whether the sidebar marks an item as the reader's place on `pageId`: the page's own item, or a
 * link to the page's address that claims no page (a `ref`, a `link` to it). Such a link does not
 * make the page belong to the sidebar, but it is where the reader is.
 */
export function isCurrentEntry(item: SidebarItem, pageId: string): boolean {
  if (item.docId !== undefined) return item.docId === pageId;
  return item.href !== undefined && /^\/(?!\/)[^?#]*$/.test(item.href) && pageIdFromUrlPath(item.href) === pageId;
}

/**
 * Every item on the way down to an entry the sidebar shows as the reader's, entries included (the
 * categories to open): the page's own items and the links to its address, wherever they are. A
 * page listed twice opens both ways, as Docusaurus opens every category that holds an active item.
 */
export function currentEntryPaths(items: SidebarItem[], pageId: string): SidebarItem[] {
  return items.flatMap((item) => {
    const below = item.type === "category" ? currentEntryPaths(item.items, pageId) : [];
    return isCurrentEntry(item, pageId) || below.length ? [item, ...below] : [];
  });
}

/**
 * The sidebar as the page first shows it: closed categories keep their row but not their items,
 * which the browser fetches once per sidebar. On a big site the whole tree would be most of
 * every page's HTML (hundreds of KB at 5,000 pages).
 */
export function withClosedCategoriesEmpty(items: SidebarItem[], pageId: string): SidebarItem[] {
  const activePath = currentEntryPaths(items, pageId);
  const prune = (list: SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type !== "category") return item;
      if (isCategoryOpen(item, activePath)) return { ...item, items: prune(item.items) };
      return item.items.length ? { ...item, items: [], itemsOmitted: true } : item;
    });
  return prune(items);
}

/**
 * Whether a category first renders open: not collapsible, written `collapsed: false`, or on the
 * path to the page being read.
 */
export function isCategoryOpen(category: SidebarCategory, activePath: SidebarItem[]): boolean {
  return !category.collapsible || !category.collapsed || activePath.includes(category);
}

/**
 * Whether the sidebar shows an item: an unlisted one only on its own page (a category: on a page
 * inside it), so that the reader sees where they are, as in Docusaurus.
 */
export function isShown(item: SidebarItem, activePath: SidebarItem[]): boolean {
  return !item.hidden && (!item.unlisted || activePath.includes(item));
}

/** The breadcrumb trail of a page: its categories, then the page itself. */
export function breadcrumbs(items: SidebarItem[], pageId: string): NavLink[] {
  return pathTo(items, pageId).map((item) => ({ label: item.label, href: item.href ?? "" }));
}

/**
 * The labels of the categories above every page of a sidebar, top first: the page's breadcrumb
 * trail without the page itself. In one walk, where calling `breadcrumbs` for each page would
 * walk the whole sidebar once per page; like it, the first place that lists a page counts.
 */
export function categoryLabelsByPage(items: SidebarItem[]): Map<string, string[]> {
  const labels = new Map<string, string[]>();
  const walk = (list: SidebarItem[], above: string[]) => {
    for (const item of list) {
      if (item.docId !== undefined && !labels.has(item.docId)) labels.set(item.docId, above);
      if (item.type === "category") walk(item.items, [...above, item.label]);
    }
  };
  walk(items, []);
  return labels;
}

/**
 * What a card list on a page shows (Docusaurus' `<DocCardList />`): the items of the category the
 * page is the page of, else the page's siblings in its category; unlisted items left out.
 */
export function cardItemsFor(items: SidebarItem[], pageId: string): SidebarItem[] {
  const path = pathTo(items, pageId);
  const own = path.at(-1);
  if (own?.type === "category") return own.items.filter((item) => !item.unlisted);
  const parent = path.at(-2);
  const siblings = parent?.type === "category" ? parent.items : path.length ? items : [];
  return siblings.filter((item) => !item.unlisted && item !== own);
}

/** The first page a sidebar item leads to: its own page, or its first page inside. */
export function firstHrefOf(item: SidebarItem): string | undefined {
  if (item.href) return item.href;
  return item.type === "category" ? item.items.map(firstHrefOf).find((href) => href !== undefined) : undefined;
}

/** The pages before and after `pageId` in the sidebar's reading order. */
export function neighbours(items: SidebarItem[], pageId: string): { previous?: NavLink; next?: NavLink } {
  const order = readingOrder(items);
  const href = order.findIndex((link) => pageIdFromUrlPath(link.href) === pageId);
  if (href === -1) return {};
  return { previous: order[href - 1], next: order[href + 1] };
}
