// Tags a page asks to put in the document head (Docusaurus' `<head>` blocks), and how the route's
// `meta` export renders them.
import type { MetaDescriptor } from "@remix-run/node";

export interface HeadTag {
  tagName: "title" | "meta" | "link";
  attributes: Record<string, string>;
  /** The text of a `<title>`. */
  text?: string;
}

/** `{frontMatter.key}`, `{frontmatter.key}` or `{frontMatter['key']}`: a page's frontmatter value, as its MDX reads it. */
const FRONTMATTER_REFERENCE = /\{\s*front[mM]atter\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(["'])([^"'\n]*)\2\s*\])\s*\}/g;

/** A text with its frontmatter references replaced by the page's values (one that is unset or no text reads as nothing, as React renders it). */
function withFrontmatterValue(text: string, frontmatter: Record<string, unknown>): string {
  return text.replace(FRONTMATTER_REFERENCE, (_match, dotted: string | undefined, _quote, quoted: string | undefined) => {
    const value = frontmatter[dotted ?? quoted ?? ""];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  });
}

/**
 * A page's head tags with the frontmatter values their text and attributes name, as Docusaurus
 * evaluates `<head><title>{frontMatter.metaTitle}</title></head>` (Prisma's docs title pages so):
 * before, the document title was the expression as written.
 */
export function withFrontmatterValues(tags: HeadTag[], frontmatter: Record<string, unknown>): HeadTag[] {
  return tags.map((tag) => ({
    ...tag,
    attributes: Object.fromEntries(Object.entries(tag.attributes).map(([name, value]) => [name, withFrontmatterValue(value, frontmatter)])),
    ...(tag.text !== undefined ? { text: withFrontmatterValue(tag.text, frontmatter) } : {}),
  }));
}

/** Remix meta descriptors for a page's own head tags. */
export function headTagsToMeta(tags: HeadTag[]): MetaDescriptor[] {
  return tags.map((tag) => {
    if (tag.tagName === "title") return { title: tag.text ?? "" };
    if (tag.tagName === "link") return { tagName: "link", ...tag.attributes };
    return { ...tag.attributes };
  });
}

/** What makes two descriptors the same head entry: the title, a meta's name or property, a link's rel. */
function metaKey(descriptor: MetaDescriptor): string | undefined {
  const fields = descriptor as Record<string, unknown>;
  if ("title" in fields) return "title";
  if (fields.tagName === "link") return fields.rel === "canonical" ? "link:canonical" : undefined;
  const name = fields.name ?? fields.property ?? fields.httpEquiv;
  return typeof name === "string" ? `meta:${name.toLowerCase()}` : undefined;
}

/** The site's descriptors with the page's own head tags added; the page's win where both set the same entry. */
export function withPageHeadTags(defaults: MetaDescriptor[], tags: HeadTag[]): MetaDescriptor[] {
  const own = headTagsToMeta(tags);
  const ownKeys = new Set(own.map(metaKey).filter((key) => key !== undefined));
  return [...defaults.filter((descriptor) => !ownKeys.has(metaKey(descriptor) ?? "")), ...own];
}

/**
 * The config's `headTags` under the site's descriptors: Docusaurus writes them in its page template, apart from the
 * tags each page sets, so a `<meta name="description">` there does not take the place of a page's own description.
 */
export function withSiteHeadTags(defaults: MetaDescriptor[], tags: HeadTag[]): MetaDescriptor[] {
  const setKeys = new Set(defaults.map(metaKey).filter((key) => key !== undefined));
  return [...headTagsToMeta(tags).filter((descriptor) => !setKeys.has(metaKey(descriptor) ?? "")), ...defaults];
}

/** The attributes a `themeConfig.metadata` entry may give its `<meta>`, by the name React writes them with. */
const METADATA_ATTRIBUTES: Record<string, string> = {
  name: "name",
  property: "property",
  content: "content",
  itemprop: "itemProp",
  itemProp: "itemProp",
  "http-equiv": "httpEquiv",
  httpEquiv: "httpEquiv",
  id: "id",
  media: "media",
};

/**
 * `themeConfig.metadata` (`[{name: 'keywords', content: 'testing, docs'}]`): the `<meta>` tags
 * Docusaurus puts in the head of every page; each entry with a `content` and a `name`, `property`,
 * `itemprop` or `http-equiv`, its text attributes kept. The others are reported by their place
 * in the list, and left out.
 */
export function siteMetadataOf(setting: unknown, report: (message: string) => void): HeadTag[] {
  if (setting === undefined) return [];
  if (!Array.isArray(setting)) {
    report("themeConfig.metadata is not a list of meta tags ({name, content}); no page gets them");
    return [];
  }
  const tags: HeadTag[] = [];
  setting.forEach((entry, index) => {
    const meta = metaTagOf(entry);
    if (meta) tags.push(meta);
    else report(`themeConfig.metadata, entry ${index + 1}: ${META_NEEDS}`);
  });
  return tags;
}

const META_NEEDS = 'a meta tag needs a text "content" and a "name" (or "property", "itemprop", "http-equiv"); it is left out';

/** A `<meta>` of the attributes given, when it has a `content` and a name of some kind. */
function metaTagOf(attributes: unknown): HeadTag | undefined {
  const kept = knownAttributes(attributes, METADATA_ATTRIBUTES);
  const named = kept.name ?? kept.property ?? kept.itemProp ?? kept.httpEquiv;
  return named !== undefined && kept.content !== undefined ? { tagName: "meta", attributes: kept } : undefined;
}

/** The attributes a `headTags` `<link>` may have, by the name React writes them with. */
const LINK_ATTRIBUTES: Record<string, string> = {
  rel: "rel",
  href: "href",
  hreflang: "hrefLang",
  hrefLang: "hrefLang",
  type: "type",
  sizes: "sizes",
  media: "media",
  title: "title",
  as: "as",
  color: "color",
  crossorigin: "crossOrigin",
  crossOrigin: "crossOrigin",
  integrity: "integrity",
  referrerpolicy: "referrerPolicy",
  referrerPolicy: "referrerPolicy",
  imagesrcset: "imageSrcSet",
  imageSrcSet: "imageSrcSet",
  imagesizes: "imageSizes",
  imageSizes: "imageSizes",
};

/** The text attributes of a tag's `attributes` that `names` lists, by React's name for each. */
function knownAttributes(attributes: unknown, names: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  if (!attributes || typeof attributes !== "object") return kept;
  for (const [key, value] of Object.entries(attributes)) {
    if (names[key] && (typeof value === "string" || typeof value === "number")) kept[names[key]] = String(value);
  }
  return kept;
}

/**
 * The config's `headTags` (Docusaurus 3: `[{tagName: 'link', attributes: {rel: 'preconnect', href: '...'}}]`): the tags
 * Docusaurus puts in the head of every page. A `meta` with a `content` and a name, and a `link` with a `rel` and an
 * `href`, are kept with their own attributes; a script, whose code this site's Content Security Policy would not run,
 * and any other tag are reported by their place in the list, and left out.
 */
export function siteHeadTagsOf(setting: unknown, report: (message: string) => void): HeadTag[] {
  if (setting === undefined) return [];
  if (!Array.isArray(setting)) {
    report("headTags is not a list of tags ({tagName, attributes}); no page gets them");
    return [];
  }
  const tags: HeadTag[] = [];
  setting.forEach((entry, index) => {
    const { tagName, attributes } = (entry && typeof entry === "object" ? entry : {}) as { tagName?: unknown; attributes?: unknown };
    const place = `headTags, entry ${index + 1}`;
    if (tagName === "meta") {
      const meta = metaTagOf(attributes);
      if (meta) tags.push(meta);
      else report(`${place}: ${META_NEEDS}`);
    } else if (tagName === "link") {
      const kept = knownAttributes(attributes, LINK_ATTRIBUTES);
      if (kept.rel !== undefined && kept.href !== undefined) tags.push({ tagName: "link", attributes: kept });
      else report(`${place}: a link tag needs a "rel" and an "href"; it is left out`);
    } else if (tagName === "script") {
      report(`${place}: a <script> is left out: this site's Content Security Policy runs only its own scripts, so what it would do in Docusaurus is not done`);
    } else {
      report(`${place}: ${typeof tagName === "string" ? `a <${tagName}>` : "an entry without a tagName"} is left out: of headTags, this site puts meta and link tags in its pages' head`);
    }
  });
  return tags;
}
