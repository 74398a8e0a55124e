import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Header } from "~/components/Header";
import { Sidebar } from "~/components/Sidebar";
import { useWholeSidebar } from "~/components/useWholeSidebar";
import { currentSectionOf } from "~/content/sections";
import { layoutData } from "~/content/serve.server";
import { pageIdsOf } from "~/content/sidebar-tree";
import { pageIdFromUrlPath } from "~/content/urls";

export async function loader({ params }: LoaderFunctionArgs) {
  return layoutData(pageIdFromUrlPath(params["*"] ?? ""));
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
  const { sidebar: sentSidebar, sidebarName, contentVersion, sections, homeHref } = useLoaderData<typeof loader>();
  const sidebar = useWholeSidebar(sidebarName, contentVersion, sentSidebar);
  const location = useLocation();
  const pageId = pageIdFromUrlPath(location.pathname) ?? "";
  const currentSection = currentSectionOf(sections, { path: location.pathname, sidebar: sidebarName });
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    pagesOfShownSidebar = new Set(pageIdsOf(sidebar));
  }, [sidebar]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <>
      <Header sections={sections} currentSection={currentSection} pathname={location.pathname} homeHref={homeHref} hasSidebar={sidebarName !== null} onMenu={() => setDrawerOpen(true)} />
      <div className={`doc-layout${sidebarName ? " has-sidebar" : ""}`}>
        {sidebarName ? (
          <>
            <aside id="sidebar" className={`sidebar${drawerOpen ? " drawer-open" : ""}`} data-sidebar={sidebarName}>
              <button type="button" className="drawer-close" aria-label="Close navigation" onClick={() => setDrawerOpen(false)}>×</button>
              <Sidebar items={sidebar} pageId={pageId} label={`${sidebarName} sidebar`} />
            </aside>
            {drawerOpen ? <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
          </>
        ) : null}
        <Outlet />
      </div>
    </>
  );
}
