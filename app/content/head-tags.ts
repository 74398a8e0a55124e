// Tags a page asks to put in the document head (Docusaurus' `<head>` blocks), and how the route's
// `meta` export renders them.
import type { MetaDescriptor } from "@remix-run/node";

export interface HeadTag {
  tagName: "title" | "meta" | "link";
  attributes: Record<string, string>;
  /** The text of a `<title>`. */
  text?: string;
}

/** Remix meta descriptors for a page's own head tags. */
export function headTagsToMeta(tags: HeadTag[]): MetaDescriptor[] {
  return tags.map((tag) => {
    if (tag.tagName === "title") return { title: tag.text ?? "" };
    if (tag.tagName === "link") return { tagName: "link", ...tag.attributes };
    return { ...tag.attributes };
  });
}
