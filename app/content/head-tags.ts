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
    const attributes: Record<string, string> = {};
    if (entry && typeof entry === "object") {
      for (const [key, value] of Object.entries(entry)) {
        if (METADATA_ATTRIBUTES[key] && typeof value === "string") attributes[METADATA_ATTRIBUTES[key]] = value;
      }
    }
    const named = attributes.name ?? attributes.property ?? attributes.itemProp ?? attributes.httpEquiv;
    if (named === undefined || attributes.content === undefined) {
      report(`themeConfig.metadata, entry ${index + 1}: a meta tag needs a text "content" and a "name" (or "property", "itemprop", "http-equiv"); it is left out`);
      return;
    }
    tags.push({ tagName: "meta", attributes });
  });
  return tags;
}
