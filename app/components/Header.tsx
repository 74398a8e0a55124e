import { Link, NavLink } from "@remix-run/react";
import { SearchLauncher } from "./SearchDialog";
import { ThemeToggle } from "./ThemeToggle";

export const NAVBAR_LINKS = [
  { to: "/overview", label: "Docs" },
  { to: "/dev/api", label: "API" },
  { to: "/dev/cli", label: "CLI" },
  { to: "/visual-testing", label: "Visual" },
  { to: "/error-reporting/getting-started", label: "Error Reporting" },
];

/** The site header: logo, main sections, and the reader's controls. */
export function Header({ onMenu, hasSidebar }: { onMenu?: () => void; hasSidebar: boolean }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">Skip to content</a>
      {hasSidebar ? (
        <button type="button" className="menu-button" aria-label="Open navigation" aria-controls="sidebar" onClick={onMenu}>
          <span aria-hidden="true">☰</span>
        </button>
      ) : null}
      <Link to="/" className="logo" aria-label="Sauce Labs Documentation, home">
        <span className="logo-mark" aria-hidden="true">◆</span> Sauce Labs <span className="logo-docs">Docs</span>
      </Link>
      <nav className="navbar" aria-label="Main">
        {NAVBAR_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} prefetch="intent">
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="header-tools">
        <SearchLauncher />
        <ThemeToggle />
      </div>
    </header>
  );
}
