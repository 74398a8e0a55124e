import { Link } from "@remix-run/react";
import type { PageVersion } from "~/content/page-data";
import { HeaderMenu } from "./HeaderMenu";

/** The header's docs version menu: the page being read in each version. */
export function VersionMenu({ menu }: { menu: NonNullable<PageVersion["menu"]> }) {
  const current = menu.find((item) => item.current);
  return (
    <HeaderMenu className="version-menu" summary={current?.label} summaryLabel={`Version ${current?.label ?? ""}: other versions`}>
      {menu.map((item) => (
        <li key={item.label}>
          <Link to={item.href} aria-current={item.current ? "true" : undefined}>{item.label}</Link>
        </li>
      ))}
    </HeaderMenu>
  );
}
