import { MAIN_ID } from "~/components/Header";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { useRef } from "react";
import { BackToTop } from "~/components/BackToTop";
import { DocFooter } from "~/components/DocFooter";
import { ErrorPageLater } from "~/components/ErrorPageLater";
import { withFragmentOfNavigation } from "~/components/fragmentThroughRedirects";
import { Breadcrumbs, CopyPageButton, LifecycleBanner, Pager, UnlistedBanner, VersionNotice } from "~/components/PageParts";
import { htmlForLoaderData, usePageHtml } from "~/components/pageHtml";
import { PostByline } from "~/components/PostByline";
import { Toc } from "~/components/Toc";
import { useContentBehaviour } from "~/components/useContentBehaviour";
import { siteOrigin } from "~/content/config.server";
import { documentTitle } from "~/content/document-title";
import { withPageHeadTags, withSiteHeadTags } from "~/content/head-tags";
import type { LayoutData } from "~/content/page-data";
import type { PageSuggestion } from "~/content/search-result";
import { pageData, resolvePageId } from "~/content/serve.server";
import { blogFeedLinks } from "~/content/blog-feed.server";
import { siteMetadataUnderPage } from "~/content/site-config.server";
import { getSite } from "~/content/site.server";
import { absoluteUrl } from "~/content/urls";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await pageData(resolvePageId(request));
  const origin = siteOrigin(request);
  return {
    page: { ...page, html: htmlForLoaderData(page.html, context) },
    siteName: getSite().config.title,
    titleDelimiter: getSite().config.titleDelimiter,
    siteMetadata: siteMetadataUnderPage(getSite().config.siteMetadata ?? [], page),
    siteHeadTags: getSite().config.siteHeadTags ?? [],
    canonicalUrl: absoluteUrl(origin, page.canonicalPath),
    markdownUrl: page.markdownPath && absoluteUrl(origin, page.markdownPath),
    imageUrl: page.image && (page.image.startsWith("/") ? absoluteUrl(origin, page.image) : page.image),
    feeds: blogFeedLinks(getSite().blogs, origin, getSite().config.title),
  };
}

/** In the browser: the server's data, a link's #fragment kept through a redirect (a moved page). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (thrown) {
    throw withFragmentOfNavigation(thrown);
  }
}

/**
 * A page's data depends on its path alone: a new query or hash (a tab choice kept in the address)
 * must not fetch it again, which would also replace the page body the reader has been using.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [{ title: error && isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Error" }];
  const { page, siteName, titleDelimiter, siteMetadata, siteHeadTags, canonicalUrl, markdownUrl, imageUrl, feeds } = data;
  // The config's `themeConfig.metadata` over the site's defaults, the page's own head tags over both, as Docusaurus layers
  // them; the config's `headTags` under all of them, as its page template has them apart.
  const siteDefaults = withPageHeadTags([
    // As Docusaurus titles every page, the home page too (its writer's title was dropped), without repeating the site's name.
    { title: documentTitle(page.title, siteName, titleDelimiter) },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
    ...(page.keywords.length ? [{ name: "keywords", content: page.keywords.join(", ") }] : []),
    ...(page.unlisted ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    ...(markdownUrl ? [{ tagName: "link", rel: "alternate", type: "text/markdown", href: markdownUrl }] : []),
    ...feeds.map((feed) => ({ tagName: "link", rel: "alternate", ...feed })),
    { property: "og:title", content: page.title },
    { property: "og:type", content: "article" },
    { property: "og:url", content: canonicalUrl },
    { property: "og:site_name", content: siteName },
    ...(page.description ? [{ property: "og:description", content: page.description }] : []),
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
  ], siteMetadata ?? []);
  return withSiteHeadTags(withPageHeadTags(siteDefaults, page.headTags), siteHeadTags ?? []);
};

export default function DocPage() {
  const { page } = useLoaderData<typeof loader>();
  // Where the breadcrumbs' home leads: where the logo does (the home page, or the first section).
  const homeHref = useRouteLoaderData<LayoutData>("routes/_docs")?.homeHref ?? "/";
  const html = usePageHtml(page.html);
  const body = useRef<HTMLDivElement>(null);
  useContentBehaviour(body, html);
  const showToc = !page.hideTableOfContents && page.toc.length > 0;
  return (
    <main id={MAIN_ID} className="doc-main">
      <article className="doc-article">
        <div className="article-tools">
          <Breadcrumbs trail={page.breadcrumbs} homeHref={homeHref} />
          {page.markdownPath ? <CopyPageButton markdownPath={page.markdownPath} /> : null}
        </div>
        {page.version ? <VersionNotice version={page.version} /> : null}
        {page.unlisted ? <UnlistedBanner /> : null}
        {page.lifecycle ? <LifecycleBanner lifecycle={page.lifecycle} /> : null}
        {page.titleInContent ? null : <h1 className={page.hideTitle ? "visually-hidden" : undefined}>{page.title}</h1>}
        {page.post ? <PostByline byline={page.post} /> : null}
        <div ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
        <DocFooter editUrl={page.editUrl} lastUpdated={page.lastUpdated} tags={page.tags} />
        <Pager previous={page.previous} next={page.next} captions={page.pagerCaptions} />
      </article>
      {showToc ? <Toc entries={page.toc} /> : null}
      <BackToTop />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const details = typeof error.data === "string" ? safeJson(error.data) : error.data;
    const problem = details?.problem as { file: string; line: number; message: string } | undefined;
    return (
      <ErrorPageLater
        status={error.status}
        pageTitle={details?.title as string | undefined}
        detail={problem ? `${problem.file}:${problem.line}: ${problem.message}` : undefined}
        suggestions={Array.isArray(details?.suggestions) ? (details.suggestions as PageSuggestion[]) : undefined}
        searchQuery={typeof details?.searchQuery === "string" ? details.searchQuery : undefined}
      />
    );
  }
  return <ErrorPageLater status={500} />;
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
