import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { PageVersion } from "~/content/page-data";

/**
 * The header's docs version menu: the page being read in each version. A disclosure, so it opens
 * without JavaScript; a click elsewhere or Escape closes it (the parent remounts it on navigation).
 */
export function VersionMenu({ menu }: { menu: NonNullable<PageVersion["menu"]> }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) {
        element.open = false;
        if (event instanceof KeyboardEvent) element.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  const current = menu.find((item) => item.current);
  return (
    <details className="version-menu" ref={details}>
      <summary aria-label={`Version ${current?.label ?? ""}: other versions`}>{current?.label}</summary>
      <ul>
        {menu.map((item) => (
          <li key={item.label}>
            <Link to={item.href} aria-current={item.current ? "true" : undefined}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
