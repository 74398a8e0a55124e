// The site's main sections, linked from the header and from error pages.
import { readingOrder, SIDEBAR_NAMES, type NavLink, type Sidebars } from "./sidebar-tree";
import { pageIdFromUrlPath } from "./urls";

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
export function sectionLinksOf(sidebars: Sidebars, serves: (pageId: string) => boolean): NavLink[] {
  const known = SAUCE_LABS_SECTIONS.filter((link) => serves(pageIdFromUrlPath(link.href) ?? ""));
  if (known.length > 0) return known;
  return SIDEBAR_NAMES.flatMap((name) => {
    const first = readingOrder(sidebars[name])[0];
    const top = sidebars[name].find((item) => !item.unlisted);
    return first && top ? [{ label: top.label, href: first.href }] : [];
  });
}
