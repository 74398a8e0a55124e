// A CommonMark page (frontmatter `format: md`, as Docusaurus 3 allows) has raw HTML instead of JSX.
// Docusaurus parses it with rehype-raw; MDX would drop it. We carry each piece through the MDX
// render as marked text and put it back as HTML afterwards: an opening `<details>` and its closing
// tag are separate pieces, with Markdown between them, so they cannot be elements of their own.
import type { Root as HastRoot, Parent, Text } from "hast";
import { visit } from "unist-util-visit";

const START = "\uE000";
const END = "\uE001";
const MARKED = new RegExp(`${START}([^${END}]*)${END}`, "g");
const HTML_COMMENT = /^<!--[\s\S]*?-->$/;

/** Raw HTML nodes -> text nodes holding the HTML between private-use marks; comments are dropped, as Docusaurus drops them. */
export function rehypeRawHtmlAsMarkedText() {
  return (tree: HastRoot) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if ((node.type as string) !== "raw" || !parent || index === undefined) return;
      const html = (node as unknown as { value: string }).value;
      if (HTML_COMMENT.test(html.trim())) {
        parent.children.splice(index, 1);
        return index;
      }
      const text: Text = { type: "text", value: `${START}${html.replaceAll(START, "").replaceAll(END, "")}${END}` };
      parent.children[index] = text;
    });
  };
}

const ESCAPED: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The rendered HTML with each marked piece back as the HTML it was (React escaped it as text). */
export function restoreRawHtml(html: string): string {
  if (!html.includes(START)) return html;
  return html.replace(MARKED, (_, escaped: string) => escaped.replace(/&(?:lt|gt|amp|quot|#x27|#39);/g, (entity) => ESCAPED[entity]));
}
