// A Docusaurus announcement bar's content (HTML written in the config) as text and links: its
// markup is never put into the page, so no config can bring script, styles or forms into it.
import { decodeEntities } from "./inline-text";

/** A run of the announcement: text, or a link (`href`: http(s), mailto, or a path on the site); a `\n` in it is a `<br>` of the markup. */
export interface AnnouncementPart {
  text: string;
  href?: string;
  /** The link's own `target` in the markup (`_blank`); absent, it opens in the same tab, as the markup's link does in Docusaurus. */
  target?: string;
}

const LINK = /<a\s([^>]*)>([\s\S]*?)<\/a\s*>/gi;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const ARIA_LABEL = /(?:^|\s)aria-label\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const IMAGE_ALT = /<img\s[^>]*?\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const TITLE = /(?:^|\s)title\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const TARGET = /(?:^|\s)target\s*=\s*["']?([\w-]+)/i;

// Elements a browser lays out as blocks of their own: their edges part the text around them.
const BLOCK_EDGE = /<\/?(?:address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|table|tr|ul)\b[^>]*>/gi;

/** A line break of the markup, in the text: the only one kept, as the markup's own are spaces. */
const LINE_BREAK = "\n";

/** Markup -> the text a reader sees of it: tags, comments, scripts and styles left out (a `<br>` is a line break, a block's edge a space). */
function textOf(html: string): string {
  return decodeEntities(html.replace(/\s+/g, " ").replace(/<br\b[^>]*>/gi, LINE_BREAK).replace(BLOCK_EDGE, " ").replace(/<(script|style)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>/gi, ""));
}

/**
 * The words a link shows: its text; for a link with none, a logo (`<a aria-label="Sponsor X"><img
 * alt="X"></a>`, as footers write sponsors' logos, which are not drawn here), its `aria-label`, else
 * its images' `alt`, else its `title` (an icon drawn in SVG, `<a title="GitHub"><svg>...</svg></a>`,
 * as the 0L Network footer's social links are), the words a screen reader says for it.
 */
function linkTextOf(attributes: string, content: string): string {
  const text = textOf(content);
  if (text.trim()) return text;
  const ariaLabel = ARIA_LABEL.exec(attributes);
  if (ariaLabel) return decodeEntities(ariaLabel[1] ?? ariaLabel[2]);
  const alts = [...content.matchAll(IMAGE_ALT)].map((image) => decodeEntities(image[1] ?? image[2])).join(" ");
  if (alts.trim()) return alts;
  const title = TITLE.exec(attributes);
  return title ? decodeEntities(title[1] ?? title[2]) : "";
}

/**
 * The one link some markup holds (an html navbar or sidebar item written as a button or a link to
 * another section): its words, its address and its `target`; undefined when it holds none or several.
 */
export function onlyLinkOf(html: string): { text: string; href: string; target?: string } | undefined {
  const links = announcementOf(html).filter((part) => part.href !== undefined);
  if (links.length !== 1) return undefined;
  return { text: links[0].text, href: links[0].href!, ...(links[0].target ? { target: links[0].target } : {}) };
}

/**
 * The one link markup holds when neither it nor the rest of the markup has words, as an icon link
 * drawn by the site's icon font (`<a href="https://github.com/x"><i class="fa fa-github"></i></a>`):
 * its address and `target`; undefined for any other markup.
 */
export function wordlessOnlyLinkOf(html: string): { href: string; target?: string } | undefined {
  const links = [...html.matchAll(LINK)];
  if (links.length !== 1 || announcementOf(html).length > 0) return undefined;
  const attributes = HREF.exec(links[0][1]);
  const href = attributes && decodeEntities(attributes[1] ?? attributes[2] ?? attributes[3]).trim();
  if (!href || !SAFE_HREF.test(href)) return undefined;
  const target = TARGET.exec(links[0][1])?.[1];
  return { href, ...(target ? { target } : {}) };
}

/**
 * The words markup shows as a link's content (a navbar item's `html` beside its `href`, a button
 * written as HTML): its text, else its images' `alt`, else a `title`; empty for an icon without words.
 */
export function markupWordsOf(html: string): string {
  return linkTextOf("", html).replace(/\s+/g, " ").trim();
}

/** The announcement's text and links, in order; empty when it has no text. */
export function announcementOf(html: string): AnnouncementPart[] {
  const parts: AnnouncementPart[] = [];
  const add = (text: string, href?: string, target?: string) => {
    const last = parts[parts.length - 1];
    if (href && text.trim()) parts.push({ text: text.trim(), href, ...(target ? { target } : {}) });
    else if (last && !last.href) last.text += text;
    else if (text) parts.push({ text });
  };
  let at = 0;
  for (const match of html.matchAll(LINK)) {
    add(textOf(html.slice(at, match.index)));
    const attributes = HREF.exec(match[1]);
    const href = attributes && decodeEntities(attributes[1] ?? attributes[2] ?? attributes[3]).trim();
    add(linkTextOf(match[1], match[2]), href && SAFE_HREF.test(href) ? href : undefined, TARGET.exec(match[1])?.[1]);
    at = match.index + match[0].length;
  }
  add(textOf(html.slice(at)));
  // Spaces between runs are kept (collapsed, a line break taking those around it); those at either end of the whole are not.
  for (const part of parts) part.text = part.text.replace(/[^\S\n]*\n\s*/g, LINE_BREAK).replace(/[^\S\n]+/g, " ");
  if (parts.length) {
    parts[0].text = parts[0].text.trimStart();
    parts[parts.length - 1].text = parts[parts.length - 1].text.trimEnd();
  }
  return parts.filter((part) => part.text !== "");
}
