import { useEffect, useState } from "react";
import type { TocEntry } from "~/content/toc";

/** The page's outline (h2/h3 unless the page asks otherwise); the heading being read is highlighted as the reader scrolls. */
export function Toc({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(entries);
  if (entries.length === 0) return null;
  const topLevel = Math.min(...entries.map((entry) => entry.level));
  const list = (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`toc-depth-${entry.level - topLevel}`}>
          <a href={`#${entry.id}`} className={active === entry.id ? "toc-active" : undefined} aria-current={active === entry.id ? "location" : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="toc" aria-label="On this page">
      <details className="toc-mobile">
        <summary>On this page</summary>
        {list}
      </details>
      <div className="toc-desktop">
        <p className="toc-title">On this page</p>
        {list}
      </div>
    </nav>
  );
}

function useActiveHeading(entries: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    const update = () => {
      // The last heading whose top has scrolled above the upper third of the window.
      const threshold = window.innerHeight / 3;
      let current = headings[0].id;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= threshold) current = heading.id;
        else break;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [entries]);
  return active;
}
