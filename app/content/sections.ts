// The site's main sections, linked from the header and from error pages, and which one a page is in.
import { readingOrder, type NavLink, type Sidebars } from "./sidebar-tree";
import { pageIdFromUrlPath } from "./urls";

/** A main section: its first page, and the sidebar that page belongs to (null for none). */
export interface SectionLink extends NavLink {
  sidebar: string | null;
}

/** Sauce Labs' main sections: those the content has a page for are the header's links. */
const SAUCE_LABS_SECTIONS: NavLink[] = [
  { href: "/overview", label: "Docs" },
  { href: "/dev/api", label: "API" },
  { href: "/dev/cli", label: "CLI" },
  { href: "/visual-testing", label: "Visual" },
  { href: "/error-reporting/getting-started", label: "Error Reporting" },
];

/**
 * The header's section links: Sauce Labs' sections that the content has; for content that has none
 * of them (written for another site), one link per sidebar to its first page, named by the
 * sidebar's first item. Never a link to a page the content does not have.
 */
export function sectionLinksOf(sidebars: Sidebars, serves: (pageId: string) => boolean, sidebarOf: (pageId: string) => string | null): SectionLink[] {
  const known = SAUCE_LABS_SECTIONS.flatMap((link) => {
    const pageId = pageIdFromUrlPath(link.href) ?? "";
    return serves(pageId) ? [{ ...link, sidebar: sidebarOf(pageId) }] : [];
  });
  if (known.length > 0) return known;
  return [...sidebars].flatMap(([name, items]) => {
    const first = readingOrder(items)[0];
    const top = items.find((item) => !item.unlisted);
    return first && top ? [{ label: top.label, href: first.href, sidebar: name }] : [];
  });
}

/**
 * The section a page is in: for a page in a sidebar, the section whose page shares that sidebar
 * (of several, the one the page's address is under, else the first); for a page in no sidebar,
 * the section its address is under. Undefined when none is.
 */
export function currentSectionOf(sections: SectionLink[], page: { path: string; sidebar: string | null }): SectionLink | undefined {
  const isUnder = (section: SectionLink) => page.path === section.href || page.path.startsWith(`${section.href}/`);
  const candidates = page.sidebar === null ? sections : sections.filter((section) => section.sidebar === page.sidebar);
  const byAddress = candidates.filter(isUnder).sort((a, b) => b.href.length - a.href.length)[0];
  return byAddress ?? (page.sidebar === null ? undefined : candidates[0]);
}
