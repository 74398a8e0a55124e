// The small pieces around a page's body: breadcrumbs, "Copy page", lifecycle and version banners,
// previous/next links.
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { PageData, PagerCaptions, PageVersion } from "~/content/page-data";
import type { NavLink } from "~/content/sidebar-tree";
import { Admonition } from "./mdx/Admonition";

/**
 * Home, then the page's categories and the page, on every page of a sidebar (a top-level page or
 * category included), as Docusaurus shows them; pages in no sidebar have none.
 */
export function Breadcrumbs({ trail, homeHref }: { trail: NavLink[]; homeHref: string }) {
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><Link to={homeHref} aria-label="Home">⌂</Link></li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last ? <span aria-current="page">{crumb.label}</span> : crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Copies the page's Markdown source (for a chat assistant, an issue, a note). */
export function CopyPageButton({ markdownPath }: { markdownPath: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      const response = await fetch(markdownPath);
      if (!response.ok) throw new Error(response.statusText);
      await navigator.clipboard.writeText(await response.text());
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 1500);
  };
  return (
    <span className="copy-page">
      <button type="button" onClick={copy} aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy page"}
      </button>
      <a href={markdownPath} title="This page as Markdown">Markdown</a>
    </span>
  );
}

export function LifecycleBanner({ lifecycle }: { lifecycle: NonNullable<PageData["lifecycle"]> }) {
  return (
    <div className={`lifecycle-banner ${lifecycle.happened ? "lifecycle-past" : "lifecycle-future"}`} role="note">
      <strong>{lifecycle.text}</strong>
      {lifecycle.note ? <> {lifecycle.note}</> : null}
    </div>
  );
}

/** Docusaurus 3's notice on a page with `unlisted: true` in its frontmatter, so a reader who was sent its link knows why no menu leads there. */
export function UnlistedBanner() {
  return (
    <Admonition type="caution" title="Unlisted page">
      <p>This page is unlisted. Search engines will not index it, and only readers who have its link can find it.</p>
    </Admonition>
  );
}

/** Which docs version the page is of and, for a version not released yet or no longer maintained, where the page is in the last one. */
export function VersionNotice({ version }: { version: PageVersion }) {
  const { banner } = version;
  return (
    <>
      {banner ? (
        <div className={`version-banner version-${banner.kind}`} role="note">
          These docs are for {version.label}, a version {banner.kind === "unreleased" ? "not released yet" : "no longer maintained"}.{" "}
          See <Link to={banner.latest.href}>{banner.latestHasPage ? "this page in " : ""}the latest version ({banner.latest.label})</Link>.
        </div>
      ) : null}
      {version.badge ? <p className="version-badge">Version: {version.label}</p> : null}
    </>
  );
}

const PAGE_CAPTIONS: PagerCaptions = { previous: "Previous", next: "Next" };

export function Pager({ previous, next, captions = PAGE_CAPTIONS }: { previous?: NavLink; next?: NavLink; captions?: PagerCaptions }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {previous ? (
        <Link className="pager-link pager-previous" to={previous.href} rel="prev" prefetch="intent">
          <span className="pager-label">{captions.previous}</span>
          <span className="pager-title">« {previous.label}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link className="pager-link pager-next" to={next.href} rel="next" prefetch="intent">
          <span className="pager-label">{captions.next}</span>
          <span className="pager-title">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
