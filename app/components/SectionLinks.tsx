import { Link } from "@remix-run/react";
import type { SectionLink } from "~/content/sections";

/** How the link to `link` is marked current: `"page"` on its very page, `"true"` on another page of its section. */
export function currentMark(link: SectionLink, current: SectionLink | undefined, pathname: string): "page" | "true" | undefined {
  if (link.external || link.file || link.href !== current?.href) return undefined;
  return link.href === pathname ? "page" : "true";
}

/**
 * One main section's link: to a page of the site, or in a new tab, as Docusaurus opens them, to
 * another site or a file the site serves that is no page (a `pathname://` item); the item's own
 * `target` decides where it has one.
 */
export function SectionLinkItem({ link, current, pathname, overflowed }: {
  link: SectionLink;
  current: SectionLink | undefined;
  pathname: string;
  /** Laid out but not shown: the header's "More" menu lists it instead. */
  overflowed?: boolean;
}) {
  const hidden = overflowed ? { "data-overflowed": "" } : {};
  const target = link.target ?? (link.external || link.file ? "_blank" : undefined);
  const opened = { target, rel: target === "_blank" ? "noopener noreferrer" : undefined, ...hidden };
  if (link.external || link.file) return <a href={link.href} {...opened}>{link.label}</a>;
  return <Link to={link.href} prefetch="intent" aria-current={currentMark(link, current, pathname)} {...opened}>{link.label}</Link>;
}

/** A dropdown's entries, each an <li>; the one whose page is being read is marked. */
export function DropdownEntries({ link, pathname }: { link: SectionLink; pathname: string }) {
  return link.items?.map((item, i) => <li key={i}><SectionLinkItem link={item} current={item.href === pathname ? item : undefined} pathname={pathname} /></li>);
}

/**
 * The main sections as links, the current one marked (see currentMark); a dropdown is a disclosure
 * of its entries, open when the page read is in it, as Docusaurus' small-screen menu shows it.
 */
export function SectionLinks({ sections, current, pathname, label, className }: {
  sections: SectionLink[];
  current: SectionLink | undefined;
  pathname: string;
  label: string;
  className: string;
}) {
  return (
    <nav className={className} aria-label={label}>
      {sections.map((link, i) => {
        if (!link.items) return <SectionLinkItem key={i} link={link} current={current} pathname={pathname} />;
        const isCurrent = currentMark(link, current, pathname) !== undefined;
        return (
          <details key={i} open={isCurrent}>
            <summary data-current={isCurrent ? "" : undefined}>{link.label}</summary>
            <ul><DropdownEntries link={link} pathname={pathname} /></ul>
          </details>
        );
      })}
    </nav>
  );
}
