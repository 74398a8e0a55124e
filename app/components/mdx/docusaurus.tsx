// Our stand-ins for the Docusaurus theme modules that Docusaurus pages import.
import type { ReactNode } from "react";
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
      <pre className="shiki" tabIndex={0}><code>{children}</code></pre>
    </CodeFrame>
  );
}

/** What every import from a module that does not exist turns into: a visible, harmless placeholder. */
export function missingModule(specifier: string) {
  return function Placeholder({ children }: { children?: ReactNode }) {
    return (
      <span className="missing-module" role="note">
        [{specifier} is not available on this site]{children ? <> {children}</> : null}
      </span>
    );
  };
}
