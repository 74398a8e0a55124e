// react-markdown's component, which Docusaurus sites' own components use to show Markdown text they
// hold as data (QuestDB's ConfigTable draws each setting's description from a JSON file with it).
// As the package does: CommonMark, its elements through `components` when given, and raw HTML shown
// as text (without rehype-raw, which a page's plugins here never are). Rendered on the server only.
import type { Root as HastRoot, RootContent } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toHast } from "mdast-util-to-hast";
import type { ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

interface ReactMarkdownProps {
  children?: unknown;
  components?: Partial<Components>;
  /** Drops raw HTML instead of showing it as text. */
  skipHtml?: boolean;
  /** react-markdown 8 and 9 wrap the elements in a <div> of this class. */
  className?: string;
}

/** Each raw HTML node of a tree as its text, or dropped, as react-markdown does without rehype-raw. */
function withoutRawHtml(nodes: RootContent[], skipHtml: boolean): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === "raw") return skipHtml ? [] : [{ type: "text", value: node.value }];
    if (node.type === "element") return [{ ...node, children: withoutRawHtml(node.children, skipHtml) as typeof node.children }];
    return [node];
  });
}

/** The Markdown text of `children` as React elements. */
export function ReactMarkdown({ children, components, skipHtml = false, className }: ReactMarkdownProps): ReactNode {
  const text = typeof children === "string" ? children : "";
  const tree = toHast(fromMarkdown(text), { allowDangerousHtml: true }) as HastRoot;
  const elements = toJsxRuntime({ type: "root", children: withoutRawHtml(tree.children, skipHtml) }, { Fragment, jsx, jsxs, components });
  return className ? jsx("div", { className, children: elements }) : elements;
}
