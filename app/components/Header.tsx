import { Link } from "@remix-run/react";
import type { SectionLink } from "~/content/sections";
import { SearchLauncher } from "./SearchDialog";
import { SectionLinks } from "./SectionLinks";
import { ThemeToggle } from "./ThemeToggle";

/**
 * The id of each page's <main>, the skip link's target. Not "main": a page's "## Main" heading
 * would get that id too, and neither jump would work.
 */
export const MAIN_ID = "__main";

/** The site header: logo, main sections, and the reader's controls. */
export function Header({ sections, currentSection, pathname, homeHref, onMenu, hasSidebar }: {
  sections: SectionLink[];
  currentSection: SectionLink | undefined;
  pathname: string;
  homeHref: string;
  onMenu?: () => void;
  hasSidebar: boolean;
}) {
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${MAIN_ID}`}>Skip to content</a>
      {hasSidebar ? (
        <button type="button" className="menu-button" aria-label="Open navigation" aria-controls="sidebar" onClick={onMenu}>
          <span aria-hidden="true">☰</span>
        </button>
      ) : null}
      <Link to={homeHref} className="logo" aria-label="Sauce Labs Documentation, home">
        <span className="logo-mark" aria-hidden="true">◆</span> Sauce Labs <span className="logo-docs">Docs</span>
      </Link>
      <SectionLinks className="navbar" label="Main" sections={sections} current={currentSection} pathname={pathname} />
      <div className="header-tools">
        <SearchLauncher />
        <ThemeToggle />
      </div>
    </header>
  );
}
