// Our stand-ins for the Docusaurus theme modules that Docusaurus pages import.
import type { ReactNode } from "react";
import { SITE_NAME } from "~/content/config.server";
import { CodeFrame } from "./HighlightedCode";

/** `@docusaurus/useBaseUrl`: the site is served at the root, so only a leading slash is ensured. */
export function useBaseUrl(url: string): string {
  if (/^([a-z]+:)?\/\//i.test(url) || url.startsWith("#")) return url;
  return "/" + url.replace(/^\/+/, "");
}

/** `@docusaurus/Link`. */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href ?? "#";
  return <a href={target.startsWith("/") ? useBaseUrl(target) : target} {...rest}>{children}</a>;
}

/** `@docusaurus/BrowserOnly`: pages are rendered on the server, so readers see the fallback. */
export function BrowserOnly({ fallback }: { fallback?: ReactNode; children?: unknown }) {
  return <>{fallback ?? null}</>;
}

/** `@theme/CodeBlock` used directly from MDX (Markdown code fences are highlighted at bundle time). */
export function CodeBlock({ children, title, language }: { children?: ReactNode; title?: string; language?: string; className?: string }) {
  return (
    <CodeFrame title={title} language={language}>
      <pre className="shiki plain-code" tabIndex={0}><code>{typeof children === "string" ? children.replace(/\n$/, "") : children}</code></pre>
    </CodeFrame>
  );
}

/** `@theme/Details`: a disclosure with its summary. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; [attribute: string]: unknown }) {
  return (
    <details {...rest}>
      {summary ? typeof summary === "string" ? <summary>{summary}</summary> : summary : null}
      {children}
    </details>
  );
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** `@theme/TOCInline`: the page's outline (its `toc` export) inside the text, as nested lists. */
export function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  // Each item owns the deeper items that follow it, up to the next one at its level or above.
  const list = (from: number, to: number): ReactNode => {
    const own: ReactNode[] = [];
    for (let at = from; at < to; ) {
      let end = at + 1;
      while (end < to && items[end].level > items[at].level) end++;
      own.push(
        <li key={items[at].id}>
          <a href={`#${items[at].id}`}>{items[at].value}</a>
          {end > at + 1 ? list(at + 1, end) : null}
        </li>,
      );
      at = end;
    }
    return <ul>{own}</ul>;
  };
  return items.length ? <nav className="toc-inline" aria-label="Contents">{list(0, items.length)}</nav> : null;
}

/** `@theme/ThemedImage`: an image per colour theme; CSS shows the current theme's. */
export function ThemedImage({ sources, alt = "", ...rest }: { sources?: { light?: string; dark?: string }; alt?: string; [attribute: string]: unknown }) {
  return (
    <>
      {sources?.light ? <img {...rest} src={sources.light} alt={alt} className="themed-image-light" /> : null}
      {sources?.dark ? <img {...rest} src={sources.dark} alt={alt} className="themed-image-dark" /> : null}
    </>
  );
}

/** `@docusaurus/Translate` and its `translate()`: the site has one language, so the text as written. */
export const Translate = Object.assign(({ children }: { children?: ReactNode }) => <>{children}</>, {
  translate: ({ message }: { message: string }) => message,
});

/** `@docusaurus/useDocusaurusContext`: what pages usually read of the site's configuration. */
export function useDocusaurusContext() {
  return {
    siteConfig: { title: SITE_NAME, tagline: "", url: "", baseUrl: "/", customFields: {}, themeConfig: {} },
    siteMetadata: {},
    i18n: { currentLocale: "en", defaultLocale: "en", locales: ["en"] },
  };
}

/** `@docusaurus/Head`: its tags are moved to the document head before compiling (preprocess); nothing is left to render. */
export function Head() {
  return null;
}

export const DOC_CARD_LIST_SLOT = "doc-card-list";

/** `@theme/DocCardList`: a slot the server fills with cards from the sidebar when it serves the page (doc-card-list.server.ts). */
export function DocCardList() {
  return <div className="doc-card-list" data-slot={DOC_CARD_LIST_SLOT} />;
}

/** What every import from a module that does not exist turns into: a visible, harmless placeholder. */
export function missingModule(specifier: string) {
  // Also called as a hook or a function (`useSomething()`): then without props.
  return function Placeholder({ children }: { children?: ReactNode } = {}) {
    return (
      <span className="missing-module" role="note">
        [{specifier} is not available on this site]{children ? <> {children}</> : null}
      </span>
    );
  };
}
