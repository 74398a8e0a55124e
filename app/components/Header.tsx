import { Link } from "@remix-run/react";
import type { ReactNode, RefObject } from "react";
import type { PageVersion } from "~/content/page-data";
import type { NavbarLogo } from "~/content/site-config.server";
import type { SectionLink } from "~/content/sections";
import { Navbar } from "./Navbar";
import { NAVIGATION_DRAWER_ID } from "./NavigationDrawer";
import { SearchLauncher } from "./SearchLauncher";
import { ThemeToggle } from "./ThemeToggle";
import { VersionMenu } from "./VersionMenu";

/**
 * The id of each page's <main>, the skip link's target. Not "main": a page's "## Main" heading
 * would get that id too, and neither jump would work.
 */
export const MAIN_ID = "__main";

/** The menu button of small screens, which opens the navigation drawer. */
export interface MenuButton {
  expanded: boolean;
  onOpen: () => void;
  buttonRef: RefObject<HTMLButtonElement>;
}

/** The navbar logo's image, its dark one in the dark theme; decorative, as the link is named by the site. */
function LogoImage({ logo }: { logo: NavbarLogo }) {
  const light = <img src={logo.src} alt="" className={logo.srcDark ? "navbar-logo themed-image-light" : "navbar-logo"} />;
  return logo.srcDark ? <>{light}<img src={logo.srcDark} alt="" className="navbar-logo themed-image-dark" /></> : light;
}

/**
 * The logo's link: home, or where the config's `logo.href` leads, opening where its `target` says, as
 * Docusaurus' logo does; without one, an address out of the site opens in a new tab, as Docusaurus' Link opens it.
 */
export function LogoLink({ href, target, label, children }: { href: string; target?: string; label: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(href)) return <a href={href} className="logo" aria-label={label} target={target ?? "_blank"} rel="noopener noreferrer">{children}</a>;
  return <Link to={href} className="logo" aria-label={label} target={target}>{children}</Link>;
}

/**
 * The words the logo's link is named by for screen readers: the logo's own `alt`, as Docusaurus names
 * it by its image's alt text, when the logo stands alone (Tracetest's "Tracetest Logo", which leads to
 * its product's site, was named "Tracetest Docs", as if it led to the docs' home); else the site's name,
 * and that it leads home when it does.
 */
export function logoLinkLabel(siteName: string, logo: NavbarLogo | undefined): string {
  if (logo?.alt && !logo.withTitle) return logo.alt;
  return logo?.href ? siteName : `${siteName}, home`;
}

/** The site header: logo, main sections, and the reader's controls; on small screens, a menu button instead of the sections. */
export function Header({ siteName, logo, sections, currentSection, pathname, homeHref, menu, headerRef, versionMenu, themeSwitch = true }: {
  siteName: string;
  /** The config's navbar logo, in place of the header's own mark. */
  logo?: NavbarLogo;
  sections: SectionLink[];
  currentSection: SectionLink | undefined;
  pathname: string;
  homeHref: string;
  /** Absent when there is nothing to put in the drawer. */
  menu?: MenuButton;
  /** Where focus goes after a link to another page is followed (see useFocusTopOnNavigation). */
  headerRef?: RefObject<HTMLElement>;
  /** The page's docs version menu (versioned docs). */
  versionMenu?: PageVersion["menu"];
  /** False when the config disables the theme switch (`colorMode.disableSwitch`). */
  themeSwitch?: boolean;
}) {
  return (
    <header className="site-header" ref={headerRef}>
      <a className="skip-link" href={`#${MAIN_ID}`}>Skip to content</a>
      {menu ? (
        <button type="button" className="menu-button" ref={menu.buttonRef} onClick={menu.onOpen}
          aria-label="Open navigation" aria-controls={NAVIGATION_DRAWER_ID} aria-expanded={menu.expanded}>
          <span aria-hidden="true">☰</span>
        </button>
      ) : null}
      <LogoLink href={logo?.href ?? homeHref} target={logo?.target} label={logoLinkLabel(siteName, logo)}>
        {logo ? <LogoImage logo={logo} /> : <span className="logo-mark" aria-hidden="true">◆</span>}
        {!logo || logo.withTitle ? ` ${siteName}` : null}
      </LogoLink>
      <Navbar sections={sections} current={currentSection} pathname={pathname} />
      <div className="header-tools">
        {versionMenu ? <VersionMenu key={pathname} menu={versionMenu} /> : null}
        <SearchLauncher />
        {themeSwitch ? <ThemeToggle /> : null}
      </div>
    </header>
  );
}
