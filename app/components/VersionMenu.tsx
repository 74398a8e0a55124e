import { Link } from "@remix-run/react";
import type { PageVersion } from "~/content/page-data";
import { HeaderMenu } from "./HeaderMenu";

/** The header's docs version menu: the page being read in each version, and the config's links around them (out of the site: in a new tab). */
export function VersionMenu({ menu }: { menu: NonNullable<PageVersion["menu"]> }) {
  const current = menu.find((item) => item.current);
  return (
    <HeaderMenu className="version-menu" summary={current?.label} summaryLabel={`Version ${current?.label ?? ""}: other versions`}>
      {menu.map((item) => (
        <li key={`${item.label} ${item.href}`}>
          {item.external
            ? <a href={item.href} target="_blank" rel="noopener noreferrer">{item.label}</a>
            : <Link to={item.href} aria-current={item.current ? "true" : undefined}>{item.label}</Link>}
        </li>
      ))}
    </HeaderMenu>
  );
}
