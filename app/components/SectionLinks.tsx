import { Link } from "@remix-run/react";
import type { SectionLink } from "~/content/sections";

/**
 * The main sections as links, the current one marked: `aria-current="page"` when the reader is on
 * its very page, `"true"` when on another page of that section.
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
      {sections.map((link, i) => link.external ? (
        <a key={i} href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a>
      ) : link.file ? (
        <a key={i} href={link.href}>{link.label}</a>
      ) : (
        <Link key={i} to={link.href} prefetch="intent"
          aria-current={link.href !== current?.href ? undefined : link.href === pathname ? "page" : "true"}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
