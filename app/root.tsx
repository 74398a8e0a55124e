import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData, type Location } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import stylesheet from "~/styles/site.css";
import { ErrorPageLater } from "~/components/ErrorPageLater";
import { useNonce } from "~/components/nonce";
import { themeScript } from "~/components/theme-script";
import type { LayoutData } from "~/content/page-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** This site's own icon, for content whose config names none (or one static/ lacks). */
const DEFAULT_ICON = { href: "/favicon.svg", type: "image/svg+xml" };

/**
 * Which saved scroll position a location gets back. The browser's own in-page jumps (a `#heading`
 * link in the page's HTML) make history entries Remix knows nothing of: they all share the key
 * "default", so each jump after the first was "restored" to the first one's position instead of
 * scrolling. Such entries are told apart by their address.
 */
function scrollKey(location: Location): string {
  return location.key === "default" ? location.pathname + location.search + location.hash : location.key;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Every page is under the docs layout; an error above it has no data, and follows the system.
  const layout = useRouteLoaderData<LayoutData>("routes/_docs");
  const defaultTheme = layout?.defaultTheme;
  // The config's `navbar.style: 'dark'` keeps the header dark in both themes (site.css).
  return (
    <html lang="en" data-default-theme={defaultTheme} data-navbar={layout?.navbarDark && "dark"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript(defaultTheme, layout?.themeSwitch !== false) }} suppressHydrationWarning />
        {layout?.preview ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: layout.preview }} suppressHydrationWarning /> : null}
        <Meta />
        <Links />
        <link rel="icon" {...(layout?.favicon ? { href: layout.favicon } : DEFAULT_ICON)} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive (tests wait for it; CSS could use it too).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPageLater status={status} />;
}
