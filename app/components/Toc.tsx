import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { TocEntry } from "~/content/toc";
import { keepInView } from "./keepInView";

/** The page's outline (h2/h3 unless the page asks otherwise); the heading being read is highlighted as the reader scrolls. */
export function Toc({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(entries);
  const desktop = useRef<HTMLDivElement>(null);
  // A long outline scrolls of its own: the highlighted entry is kept in sight.
  useEffect(() => {
    const link = desktop.current?.querySelector("a.toc-active");
    keepInView(link, link?.closest("nav.toc"));
  }, [active]);
  if (entries.length === 0) return null;
  const topLevel = Math.min(...entries.map((entry) => entry.level));
  const list = (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`toc-depth-${entry.level - topLevel}`}>
          <a href={`#${entry.id}`} className={active === entry.id ? "toc-active" : undefined} aria-current={active === entry.id ? "location" : undefined}>
            {entry.runs ? entry.runs.map((run, index) => (run.code ? <code key={index}>{run.text}</code> : run.text)) : entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="toc" aria-label="On this page">
      <details className="toc-mobile" onClick={closeOnChoice}>
        <summary>On this page</summary>
        {list}
      </details>
      <div className="toc-desktop" ref={desktop}>
        <p className="toc-title">On this page</p>
        {list}
      </div>
    </nav>
  );
}

/** Folds the small screens' outline once an entry is chosen, as the reader is on their way to it. */
function closeOnChoice(event: MouseEvent<HTMLDetailsElement>): void {
  if ((event.target as HTMLElement).closest("a")) event.currentTarget.open = false;
}

/** How far below the window's top a heading counts as the one being read (the header is 56 px). */
const READING_LINE_PX = 110;

function useActiveHeading(entries: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    const update = () => {
      // The last heading that has reached the top of the window (just under the sticky header,
      // where a jump to it puts it); at the end of the page, the last one in sight, as a short
      // last section never reaches the top.
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const threshold = atEnd ? window.innerHeight : READING_LINE_PX;
      // Headings in a tab not shown are skipped: their top reads 0, as if they were being read.
      const shown = headings.filter((heading) => heading.getClientRects().length > 0);
      let current = (shown[0] ?? headings[0]).id;
      for (const heading of shown) {
        if (heading.getBoundingClientRect().top <= threshold) current = heading.id;
        else break;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    // A tab switch shows other headings in the same place, without a scroll.
    const tabSwitches = new MutationObserver(update);
    const body = headings[0].closest(".markdown");
    if (body) tabSwitches.observe(body, { subtree: true, attributeFilter: ["hidden"] });
    return () => {
      window.removeEventListener("scroll", update);
      tabSwitches.disconnect();
    };
  }, [entries]);
  return active;
}
