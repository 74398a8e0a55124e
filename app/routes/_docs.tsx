import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AnnouncementBar } from "~/components/AnnouncementBar";
import { Header } from "~/components/Header";
import { NavigationDrawer } from "~/components/NavigationDrawer";
import { SectionLinks } from "~/components/SectionLinks";
import { SiteFooter } from "~/components/SiteFooter";
import { Sidebar } from "~/components/Sidebar";
import { SidebarFoldButton, useSidebarFolding } from "~/components/SidebarFolding";
import { useDrawer } from "~/components/useDrawer";
import { useFocusTopOnNavigation } from "~/components/useFocusTopOnNavigation";
import { useWholeSidebar } from "~/components/useWholeSidebar";
import { currentSectionOf } from "~/content/sections";
import type { PageData } from "~/content/page-data";
import { layoutData, requestedPageId } from "~/content/serve.server";
import { pageIdsOf } from "~/content/sidebar-tree";
import { pageIdFromUrlPath } from "~/content/urls";

// Routes without a splat (the home page, search) show the home page's sidebar.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return layoutData(params["*"] === undefined ? "" : requestedPageId(request));
}

// The page ids of the sidebar on screen: moving between two of them keeps the sidebar as it is,
// so the server does not send it again.
let pagesOfShownSidebar = new Set<string>();

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const current = pageIdFromUrlPath(currentUrl.pathname);
  const next = pageIdFromUrlPath(nextUrl.pathname);
  if (current !== null && next !== null && pagesOfShownSidebar.has(current) && pagesOfShownSidebar.has(next)) return false;
  return defaultShouldRevalidate;
};

export default function DocsLayout() {
  const { sidebar: sentSidebar, sidebarName, sidebarLabel, contentVersion, sections, docusaurusRoute, homeHref, siteName, logo, announcement, footer, versionMenu: siteVersionMenu, sidebarBehaviour, themeSwitch } = useLoaderData<typeof loader>();
  const sidebar = useWholeSidebar(sidebarName, contentVersion, sentSidebar);
  const location = useLocation();
  const pageId = pageIdFromUrlPath(location.pathname) ?? "";
  const currentSection = currentSectionOf(sections, { path: location.pathname, sidebar: sidebarName, docusaurusRoute });
  // The version menu leads to this page in each version: it comes with the page's data. On pages of
  // no version, the site's leads to each version's first page.
  const versionMenu = useMatches().map((match) => (match.data as { page?: PageData } | undefined)?.page?.version?.menu).find(Boolean) ?? siteVersionMenu;
  const drawer = useDrawer();
  const header = useRef<HTMLElement>(null);
  useFocusTopOnNavigation(header);
  const hasDrawer = sidebarName !== null || sections.length > 0;
  const folding = useSidebarFolding();
  const foldable = sidebarBehaviour?.hideable === true && sidebarName !== null;
  useEffect(() => {
    pagesOfShownSidebar = new Set(pageIdsOf(sidebar));
  }, [sidebar]);

  return (
    <>
      {announcement ? <AnnouncementBar parts={announcement} /> : null}
      <Header siteName={siteName} logo={logo} sections={sections} currentSection={currentSection} pathname={location.pathname} homeHref={homeHref} headerRef={header} versionMenu={versionMenu} themeSwitch={themeSwitch !== false}
        menu={hasDrawer ? { expanded: drawer.open, onOpen: drawer.show, buttonRef: drawer.menuButtonRef } : undefined} />
      <div className={`doc-layout${sidebarName ? " has-sidebar" : ""}${foldable && folding.folded ? " sidebar-folded" : ""}`}>
        {hasDrawer ? (
          <NavigationDrawer open={drawer.open} onClose={drawer.close} drawerRef={drawer.drawerRef}>
            <SectionLinks className="drawer-sections" label="Sections" sections={sections} current={currentSection} pathname={location.pathname} />
            {sidebarName ? (
              <aside id="sidebar" className="sidebar" data-sidebar={sidebarName}>
                <Sidebar items={sidebar} pageId={pageId} label={`${sidebarLabel ?? sidebarName} sidebar`} autoCollapseCategories={sidebarBehaviour?.autoCollapseCategories === true} />
                {foldable ? <SidebarFoldButton folding={folding} /> : null}
              </aside>
            ) : null}
          </NavigationDrawer>
        ) : null}
        {foldable && folding.folded ? <SidebarFoldButton folding={folding} /> : null}
        <Outlet />
      </div>
      {footer ? <SiteFooter footer={footer} /> : null}
    </>
  );
}
