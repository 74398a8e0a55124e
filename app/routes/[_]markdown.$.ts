// A page's raw Markdown, for machines (llms.txt links to it). Its public URL is the page's URL +
// ".md" (/api-testing/mocking.md), which the page route's splat would otherwise match, and a route
// that renders HTML cannot answer with a plain body. So server.mjs hands every "*.md" request to
// this resource route as /_markdown/<path>.md; no page can live under "_markdown" (folders starting
// with "_" hold no pages), so the prefix shadows nothing.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { pageMarkdown } from "~/content/llms.server";
import { markdownPreprocessorOf } from "~/content/markdown-preprocessor.server";
import { blogOfPost, getSite } from "~/content/site.server";
import { absoluteUrl, pageIdFromMarkdownUrlPath, urlPathFromPageId } from "~/content/urls";
import { validatedResponse } from "~/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // The request's own path, not the splat param, which Remix has decoded already.
  const id = pageIdFromMarkdownUrlPath(new URL(request.url).pathname.slice("/_markdown".length));
  const site = getSite();
  const page = id === null ? undefined : site.pages.get(id);
  if (!page) return new Response("Page not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const post = blogOfPost(site, page.id) !== undefined;
  return validatedResponse(request, pageMarkdown(page, site.contentDir, markdownPreprocessorOf(site.configFile), site.links, { post, config: site.pageConfig }), {
    "Content-Type": "text/markdown; charset=utf-8",
    // Search engines should index the HTML page, not its source.
    Link: `<${absoluteUrl(siteOrigin(request), urlPathFromPageId(page.id))}>; rel="canonical"`,
    ...(page.unlisted ? { "X-Robots-Tag": "noindex" } : {}),
  });
}
