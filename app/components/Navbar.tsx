import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { SectionLink } from "~/content/sections";
import { HeaderMenu } from "./HeaderMenu";
import { currentMark, DropdownEntries, SectionLinkItem } from "./SectionLinks";

/**
 * The index of the first child of `row` that has wrapped below the first line, or null when all fit;
 * undefined until measured. Measured again whenever the row changes size.
 */
function useFirstWrapped(row: RefObject<HTMLElement>, items: unknown): number | null | undefined {
  const [firstWrapped, setFirstWrapped] = useState<number | null | undefined>(undefined);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const children = [...element.children] as HTMLElement[];
      const firstLine = children[0]?.offsetTop ?? 0;
      const index = children.findIndex((child) => child.offsetTop > firstLine);
      setFirstWrapped(index < 0 ? null : index);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, items]);
  return firstWrapped;
}

/**
 * The header's main sections. The links that do not fit on the line are listed in a "More" menu
 * at its end instead, as a site may have more sections than a laptop's header has room for. Before
 * the script runs (and without it) the line scrolls sideways.
 */
export function Navbar({ sections, current, pathname }: {
  sections: SectionLink[];
  current: SectionLink | undefined;
  pathname: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const firstWrapped = useFirstWrapped(row, sections);
  const overflow = firstWrapped == null ? [] : sections.slice(firstWrapped);
  return (
    <nav className="navbar" aria-label="Main" data-measured={firstWrapped === undefined ? undefined : ""}>
      <div className="navbar-links" ref={row}>
        {sections.map((link, i) => {
          const overflowed = firstWrapped != null && i >= firstWrapped;
          if (!link.items) return <SectionLinkItem key={i} link={link} current={current} pathname={pathname} overflowed={overflowed} />;
          return (
            <HeaderMenu key={`${i}${pathname}`} className="section-dropdown" summary={link.label}
              current={currentMark(link, current, pathname) !== undefined} data-overflowed={overflowed ? "" : undefined}>
              <DropdownEntries link={link} pathname={pathname} />
            </HeaderMenu>
          );
        })}
      </div>
      {overflow.length > 0 ? (
        <HeaderMenu key={pathname} className="navbar-more" summary="More" summaryLabel="More sections"
          current={overflow.some((link) => currentMark(link, current, pathname) !== undefined)}>
          {overflow.map((link, i) => link.items
            ? <DropdownEntries key={i} link={link} pathname={pathname} />
            : <li key={i}><SectionLinkItem link={link} current={current} pathname={pathname} /></li>)}
        </HeaderMenu>
      ) : null}
    </nav>
  );
}
