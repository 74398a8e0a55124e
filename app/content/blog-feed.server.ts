// The blog's feeds, as Docusaurus makes them: RSS 2.0 at /blog/rss.xml and Atom at /blog/atom.xml
// by default, JSON Feed at /blog/feed.json when feedOptions.type asks for it; the newest listed
// posts first, each with its title, address, date, authors, opening as text and whole text as
// HTML (its links and images made absolute, for feed readers).
import { validatedResponse } from "../http.server";
import type { Blog, BlogPost } from "./blog.server";
import { siteOrigin } from "./config.server";
import { postHtml, requestedPageId } from "./serve.server";
import { getSite } from "./site.server";
import { absoluteUrl, urlPathFromPageId } from "./urls";
import { escapeXml } from "./xml";

/** Posts in a feed: Docusaurus' default `feedOptions.limit`. */
const FEED_LIMIT = 20;

export type FeedKind = "rss" | "atom" | "json";

/** Each feed's file in the blog's folder, media type and name in its `<link>` title, as Docusaurus gives them. */
const FEED_FORMATS: Record<FeedKind, { file: string; type: string; name: string }> = {
  rss: { file: "rss.xml", type: "application/rss+xml", name: "RSS Feed" },
  atom: { file: "atom.xml", type: "application/atom+xml", name: "Atom Feed" },
  json: { file: "feed.json", type: "application/json", name: "JSON Feed" },
};

/** The feed a path names (`blog/rss.xml`), when it is one of this blog's. */
export function feedKindOf(blog: Blog | undefined, pageId: string): FeedKind | undefined {
  if (!blog) return undefined;
  return feedKindsOf(blog).find((kind) => pageId === `${blog.setting.routeBase}/${FEED_FORMATS[kind].file}`);
}

/**
 * The feeds a blog has: those its `feedOptions.type` asks for (both by default), under a blog route of one folder
 * (`blog`, `news`): the routes' `$blog/rss.xml`.
 */
function feedKindsOf(blog: Blog): FeedKind[] {
  return /^[^/]+$/.test(blog.setting.routeBase) ? blog.setting.feedKinds ?? ["rss", "atom"] : [];
}

function feedPosts(blog: Blog): BlogPost[] {
  const listed = [...blog.posts.values()].filter((post) => !post.unlisted);
  const limit = blog.setting.feedLimit === undefined ? FEED_LIMIT : blog.setting.feedLimit;
  return limit === null ? listed : listed.slice(0, limit);
}

/** A post's date as a moment: its day, at midnight UTC. */
function postMoment(post: BlogPost): Date {
  return new Date(`${post.date}T00:00:00Z`);
}

/** HTML whose site addresses (`href="/x"`, `src="/img/x.png"`) are made absolute on `origin`, as a feed reader shows it away from the site. */
export function withAbsoluteAddresses(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * The feed's text (XML, or JSON for `json`), its links absolute on `origin`. `siteTitle`: the site's name, which names the feed, as
 * Docusaurus names it ("<site title> Blog", whatever the blog's own title, unless `feedOptions` names it);
 * `contents`: each post's HTML by id (a post without is given by its opening alone).
 */
export function blogFeedText(blog: Blog, kind: FeedKind, origin: string, siteTitle: string, contents: ReadonlyMap<string, string> = new Map()): string {
  const { routeBase } = blog.setting;
  const blogUrl = absoluteUrl(origin, urlPathFromPageId(routeBase));
  const posts = feedPosts(blog);
  const title = blog.setting.feedTitle ?? `${siteTitle} Blog`;
  const description = blog.setting.feedDescription ?? `${siteTitle} Blog`;
  if (kind === "json") return blogJsonFeed(posts, blogUrl, title, description, origin, contents);
  const feedTitle = escapeXml(title);
  const updated = posts[0] ? postMoment(posts[0]) : new Date(0);
  if (kind === "rss") {
    const items = posts.map((post) => {
      const url = escapeXml(absoluteUrl(origin, urlPathFromPageId(post.id)));
      const authors = post.authors.map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`);
      const content = contents.get(post.id);
      return [
        "    <item>", `      <title>${escapeXml(post.title)}</title>`, `      <link>${url}</link>`, `      <guid>${url}</guid>`, `      <pubDate>${postMoment(post).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(post.excerpt)}</description>`, ...(content ? [`      <content:encoded>${escapeXml(withAbsoluteAddresses(content, origin))}</content:encoded>`] : []), ...authors, "    </item>",
      ].join("\n");
    });
    return ['<?xml version="1.0" encoding="utf-8"?>', '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">', "  <channel>", `    <title>${feedTitle}</title>`, `    <link>${escapeXml(blogUrl)}</link>`, `    <description>${escapeXml(description)}</description>`, `    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>`, ...items, "  </channel>", "</rss>", ""].join("\n");
  }
  const entries = posts.map((post) => {
    const url = escapeXml(absoluteUrl(origin, urlPathFromPageId(post.id)));
    const authors = post.authors.map((author) => `    <author><name>${escapeXml(author.name)}</name>${author.url ? `<uri>${escapeXml(author.url)}</uri>` : ""}</author>`);
    const content = contents.get(post.id);
    return [
      "  <entry>", `    <title>${escapeXml(post.title)}</title>`, `    <id>${url}</id>`, `    <link href="${url}"/>`, `    <updated>${postMoment(post).toISOString()}</updated>`, `    <summary>${escapeXml(post.excerpt)}</summary>`,
      ...(content ? [`    <content type="html">${escapeXml(withAbsoluteAddresses(content, origin))}</content>`] : []), ...authors, "  </entry>",
    ].join("\n");
  });
  return ['<?xml version="1.0" encoding="utf-8"?>', '<feed xmlns="http://www.w3.org/2005/Atom">', `  <id>${escapeXml(blogUrl)}</id>`, `  <title>${feedTitle}</title>`, `  <updated>${updated.toISOString()}</updated>`, `  <link href="${escapeXml(blogUrl)}"/>`, `  <subtitle>${escapeXml(description)}</subtitle>`, ...entries, "</feed>", ""].join("\n");
}

/** JSON Feed 1.1 (jsonfeed.org): the same posts as the XML feeds, in the same order. */
function blogJsonFeed(posts: BlogPost[], blogUrl: string, title: string, description: string, origin: string, contents: ReadonlyMap<string, string>): string {
  const items = posts.map((post) => {
    const url = absoluteUrl(origin, urlPathFromPageId(post.id));
    const content = contents.get(post.id);
    return {
      id: url, url, title: post.title, summary: post.excerpt, date_published: postMoment(post).toISOString(),
      ...(content ? { content_html: withAbsoluteAddresses(content, origin) } : { content_text: post.excerpt }),
      ...(post.authors.length ? { authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
    };
  });
  return `${JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title, home_page_url: blogUrl, description, items }, null, 2)}\n`;
}

/**
 * The `<link rel="alternate">`s to the blogs' feeds that every page carries, as Docusaurus' do, titled by the site's
 * name (or `feedOptions.title`) as Docusaurus titles them, "<site title> RSS Feed"; none without a blog.
 */
export function blogFeedLinks(blogs: Blog[], origin: string, siteTitle: string): { type: string; href: string; title: string }[] {
  return blogs.flatMap((blog) => feedLinksOf(blog, origin, blog.setting.feedTitle ?? siteTitle));
}

function feedLinksOf(blog: Blog, origin: string, title: string): { type: string; href: string; title: string }[] {
  return feedKindsOf(blog).map((kind) => {
    const format = FEED_FORMATS[kind];
    return { type: format.type, href: absoluteUrl(origin, `/${blog.setting.routeBase}/${format.file}`), title: `${title} ${format.name}` };
  });
}

/** The answer to a request for a blog feed: the feed, or 404 when the path is no feed of the blog (`/guides/rss.xml`). */
export async function blogFeedResponse(request: Request): Promise<Response> {
  const site = getSite();
  const pageId = requestedPageId(request);
  const blog = pageId === null ? undefined : site.blogs.find((candidate) => feedKindOf(candidate, pageId));
  const kind = blog && pageId !== null ? feedKindOf(blog, pageId) : undefined;
  if (!blog || !kind) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const contents = await Promise.all(feedPosts(blog).map(async (post) => [post.id, (await postHtml(site, post.id))?.html] as const));
  const feed = blogFeedText(blog, kind, siteOrigin(request), site.config.title, new Map(contents.flatMap(([id, html]) => (html === undefined ? [] : [[id, html]]))));
  return validatedResponse(request, feed, { "Content-Type": `${FEED_FORMATS[kind].type}; charset=utf-8` });
}
