// What the server and the checker read in a rendered page: where its links point, which anchors
// it has, directive markers that did not render, and whether it opens with its own title.
// The HTML comes from React's static renderer, which escapes `"&'<>` inside attribute values, so
// a tag never holds a raw `>` or `"` in a value and plain patterns read it reliably.
import { pageIdFromUrlPath, urlPathFromPageId } from "./urls";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const ANCHOR_TAG = /<a\b[^>]*>/g;
const ANY_TAG = /<[a-z][a-z0-9-]*\b[^>]*>/gi;

// How React's static renderer escapes text and attribute values alike.
const REACT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Whether the rendered page holds the text, in an element's text or an attribute's value. */
export function showsText(html: string, text: string): boolean {
  return html.includes(text.replace(/[&<>"']/g, (character) => REACT_ESCAPES[character]));
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

/**
 * The HTML with the text of each `<style>` element as it was written: React's server renderer
 * escapes it as any text (`[data-theme='dark']` becomes `[data-theme=&#x27;dark&#x27;]`), which a
 * browser reads as written there, so the rule was lost. Docusaurus' pages get the text back when
 * React hydrates them; these pages are not hydrated. A `</style` the text holds stays inside it.
 */
export function withStyleTextUnescaped(html: string): string {
  if (!html.includes("<style")) return html;
  return html.replace(/(<style\b[^>]*>)([^<]*)(<\/style>)/g, (_, open: string, text: string, close: string) =>
    `${open}${decodeEntities(text).replace(/<\/(style)/gi, "<\\/$1")}${close}`);
}

function attributeOf(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

const IMAGE_TAG = /<img\b[^>]*>/g;

/** The `src` of every `<img>` of the HTML that has one, in document order. */
export function imageSourcesOf(html: string): string[] {
  return [...html.matchAll(IMAGE_TAG)].flatMap(([tag]) => {
    const src = attributeOf(tag, "src");
    return src ? [src] : [];
  });
}

/** A link with a scheme and no server's name, `http:///guide`: a site path a writer put a scheme before. */
const HOSTLESS_WITH_SCHEME = /^https?:\/\/\//i;

/**
 * Every `<a href>` of the HTML that a broken-link check reads, in document order: not those that
 * open in a new tab (`target="_blank"`, as `pathname://` links do), which Docusaurus leaves out of
 * its check, except one with a scheme and no server's name, which leads nowhere.
 */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(ANCHOR_TAG)]
    .map(([tag]) => ({ href: attributeOf(tag, "href"), newTab: attributeOf(tag, "target") === "_blank" }))
    .filter(({ href, newTab }) => href !== undefined && (!newTab || HOSTLESS_WITH_SCHEME.test(href)))
    .map(({ href }) => href!);
}

const ANCHOR_HREF = /(<a\b[^>]*?\shref=")([^"]*)"/g;

/** The HTML with each `<a href>` that `rewrite` gives a new value for changed to it (undefined: kept). */
export function withRewrittenHrefs(html: string, rewrite: (href: string) => string | undefined): string {
  return html.replace(ANCHOR_HREF, (whole, start: string, encoded: string) => {
    const href = rewrite(decodeEntities(encoded));
    return href === undefined ? whole : `${start}${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
  });
}

const MEDIA_TAG = /<(?:img|video|audio|source|track)\b[^>]*>/g;
const MEDIA_ADDRESS = /(\s(?:src|poster)=")([^"]*)"/g;

/** The HTML with each `src` (and a video's `poster`) of its images and media that `rewrite` gives a new value for changed to it (undefined: kept). */
export function withRewrittenMediaSources(html: string, rewrite: (src: string) => string | undefined): string {
  return html.replace(MEDIA_TAG, (tag) =>
    tag.replace(MEDIA_ADDRESS, (whole, start: string, encoded: string) => {
      const src = rewrite(decodeEntities(encoded));
      return src === undefined ? whole : `${start}${src.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
    }));
}

/** The fragments a browser can scroll to: every element `id`, and the `name` of `<a>` elements. */
export function anchorsOf(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const [tag] of html.matchAll(ANY_TAG)) {
    const id = attributeOf(tag, "id");
    if (id) anchors.add(id);
    const name = tag.startsWith("<a ") ? attributeOf(tag, "name") : undefined;
    if (name) anchors.add(name);
  }
  return anchors;
}

const CODE = /<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>/g;
const DIRECTIVE_LINE = /(?:^|>|\n)(:{3,}[a-z][^\n<]*)/gi;

/**
 * Lines of prose that start with `:::`: a directive (an admonition, usually) that the pipeline
 * left as plain text, so readers see the raw markers. Code samples are left out.
 */
export function unrenderedDirectivesOf(html: string): string[] {
  return [...html.replace(CODE, "").matchAll(DIRECTIVE_LINE)].map(([, line]) => decodeEntities(line).trim());
}

// `[label](address`: an address of non-blank characters, then `)`, or words up to a `)` (an address
// with spaces), or nothing closing it; or `[label][reference]` (`[label][]`). Brackets alone
// (`[a, b]`, `[0, 10)`) are no link syntax, nor are brackets right after a word (`grid[row][column]`).
const BLOCK_EDGE = /<\/?(?:p|div|li|ul|ol|td|th|tr|table|thead|tbody|h[1-6]|blockquote|details|summary|aside|section|br|hr)\b[^>]*>/gi;
const INLINE_CODE_WITHOUT_BRACKETS = /<code>([^<[\]`]*)<\/code>/g;
const UNRENDERED_LINK = /(?<![\w\]])\[[^[\]\n]+\](?:\([^\s()[]*(?:(?:[ \t]+[^\s()[]+)+\)|\))?|\[[^[\]\n]*\])/g;

/**
 * Link syntax left as text in the prose (`[the notes](#notes]`, `[a guide](./a guide.md)`, a
 * reference no definition gives, `[the table][tables]`): written as a Markdown link, but not one
 * CommonMark reads, so it shows as typed. Code samples are left out.
 */
export function unrenderedLinksOf(html: string): string[] {
  // Inline code without brackets stays, as written, so that a reference labelled by it (`` [`app.quit()`][quit] ``)
  // is found; other code, which may hold brackets of its own (`grid[0]`), is left out.
  const prose = html.replace(INLINE_CODE_WITHOUT_BRACKETS, (_, code: string) => `\`${code}\``).replace(CODE, "");
  // A block's or a cell's edge ends a line of text, so neighbours (`[optional]` and `(none)`) are not joined.
  const text = decodeEntities(prose.replace(BLOCK_EDGE, "\n").replace(/<[^>]*>/g, ""));
  return [...text.matchAll(UNRENDERED_LINK)].map(([written]) => written);
}

/** Whether the rendered page has a top-level heading, the title its Markdown gives it (`hasContentTitle`). */
export function containsHeading1(html: string): boolean {
  return /<h1[\s>]/.test(html);
}

/** A link that stays on this site and names a page (possibly not an existing one). */
export interface PageLink {
  /** The page id the link names, or null when its path can never name a page. */
  pageId: string | null;
  /** The fragment, percent-decoded; undefined when there is none (or just `#`). */
  anchor?: string;
  /**
   * The fragment still percent-encoded, when that differs: a browser looks for an id equal to it
   * before the decoded one, so `#fn-%C3%A91` reaches `id="fn-%C3%A91"`, as footnotes of a label
   * such as `[^é1]` are rendered, in Docusaurus too.
   */
  encodedAnchor?: string;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const NOT_PAGES = ["/_content/", "/build/"];
/** The site's own API routes (app/routes/api.*): any other path under /api/ may be a page, as Playwright's API reference is. */
const API_ROUTES = ["/api/pages", "/api/search", "/api/sidebars", "/api/content-changes"];

function isApiRoute(pathname: string): boolean {
  return API_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
const FILE_EXTENSION = /\.([a-z0-9]+)$/i;
// Any origin will do: it is only there so that URL can resolve relative links like a browser.
const BASE = "http://site.invalid";

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Where a link of page `fromPageId` leads, resolved as the browser would; null for links the
 * checker leaves alone (other sites, assets, API routes, files that are not Markdown pages).
 * `isPage` lets a page whose id looks like a file name ("v1.2") still be recognised as a page;
 * `isFile` says whether a path with a file extension is a file the site serves: one that is not
 * is checked as a page, as Docusaurus checks it (API pages named `pkg.class.member` are linked
 * without `.md`, `/api/pkg.config`). By default every such path is taken for a file.
 */
export function pageLinkOf(href: string, fromPageId: string, isPage: (id: string) => boolean, isFile: (pathname: string) => boolean = () => true): PageLink | null {
  if (!href || EXTERNAL.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, BASE + urlPathFromPageId(fromPageId));
  } catch {
    return { pageId: null };
  }
  if (NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix)) || isApiRoute(url.pathname)) return null;
  const encodedAnchor = url.hash.length > 1 ? url.hash.slice(1) : undefined;
  const anchor = encodedAnchor === undefined ? undefined : decodeFragment(encodedAnchor);
  const pageId = pageIdFromUrlPath(url.pathname);
  const extension = FILE_EXTENSION.exec(url.pathname)?.[1].toLowerCase();
  if (extension && !["md", "mdx"].includes(extension) && !(pageId !== null && isPage(pageId)) && isFile(url.pathname)) return null;
  return { pageId, ...(anchor !== undefined ? { anchor } : {}), ...(encodedAnchor !== anchor ? { encodedAnchor } : {}) };
}

/** Whether a fragment names one of `ids` as a browser finds it: as written (percent-encoded), else decoded. */
function namesOneOf(fragment: string, ids: ReadonlySet<string>): boolean {
  return ids.has(fragment) || ids.has(decodeFragment(fragment));
}

const ID_ATTRIBUTE = /(<[a-z][a-z0-9-]*\b[^>]*?\sid=")([^"]*)"/gi;
const ID_REFERENCES = /(\s(?:aria-controls|aria-labelledby|aria-describedby|for)=")([^"]*)"/g;
const FRAGMENT_LINK = /(\shref=")#([^"]+)"/g;
// An inline SVG's gradients, masks and clip paths, in its attributes: fill="url(#shade)".
const FRAGMENT_URL = /url\(#([^)"\s]+)\)/g;

/**
 * A page's HTML made to sit beside other pages' in one document (a blog list shows several posts):
 * its ids get `prefix`, and what refers to them follows, so that two posts' headings, footnotes or
 * tabs (or an SVG's gradients) neither clash nor drive each other. A `#fragment` link to an id that is not in this HTML
 * (past a post's truncate marker) leads to the page itself, at `pageHref`.
 */
export function withScopedIds(html: string, prefix: string, pageHref: string): string {
  const ids = new Set<string>();
  for (const [, , id] of html.matchAll(ID_ATTRIBUTE)) ids.add(decodeEntities(id));
  const scoped = (id: string) => `${prefix}-${id}`;
  return html
    .replace(ID_ATTRIBUTE, (_, start: string, id: string) => `${start}${scoped(id)}"`)
    .replace(ID_REFERENCES, (_, start: string, list: string) => `${start}${list.split(" ").map((id) => (ids.has(decodeEntities(id)) ? scoped(id) : id)).join(" ")}"`)
    .replace(FRAGMENT_LINK, (_, start: string, fragment: string) => `${start}${namesOneOf(decodeEntities(fragment), ids) ? `#${scoped(fragment)}` : `${pageHref}#${fragment}`}"`)
    .replace(FRAGMENT_URL, (written, id: string) => (ids.has(decodeEntities(id)) ? `url(#${scoped(id)})` : written));
}
