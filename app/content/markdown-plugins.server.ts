// The remark/rehype plugins of our Markdown dialect: admonitions, GitHub alerts, heading ids and
// the `toc` export Docusaurus pages expect, highlighted code blocks, heading anchors and
// links/images that point into the content folder.
import fs from "node:fs";
import path from "node:path";
import type { Root as MdastRoot, Paragraph, Blockquote, Code, Text, Heading, Image, Link } from "mdast";
import type { Root as HastRoot, Element } from "hast";
import type { VFile } from "vfile";
import GithubSlugger from "github-slugger";
import convertNpmCommand from "npm-to-yarn";
import { toString as mdastToString } from "mdast-util-to-string";
import { visit, EXIT, SKIP } from "unist-util-visit";
import { decodeString } from "micromark-util-decode-string";
import { toString as hastToString } from "hast-util-to-string";
import { highlightCode, languageMeant, type HighlightOptions } from "./highlight.server";
import { MERMAID_DIAGRAM_CLASS, MERMAID_SETTINGS_PROPERTY } from "~/components/mdx/HighlightedCode";
import type { MermaidSettings, PageConfig, ThemedImageEndings } from "./page-config";
import { staticPathOf } from "./static-files.server";
import { LINKED_CONTENT_FILE, pageIdFromUrlPath, urlPathFromPageId } from "./urls";
import { commentHeadingId, withoutExplicitId } from "./docusaurus-ids";
import { transpiledCodeOf } from "./transpiled-codeblocks";
import type { Npm2YarnOptions } from "./config-markdown-plugins";

interface DirectiveNode {
  type: "containerDirective" | "leafDirective" | "textDirective";
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: (Paragraph & { data?: { directiveLabel?: boolean } })[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

function jsxElement(name: string, attributes: Record<string, string>, children: unknown[] = [], flow = true) {
  return {
    type: flow ? "mdxJsxFlowElement" : "mdxJsxTextElement",
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
    children,
  };
}

/** An image whose alt text lost what a text directive took of it (`12:00` read as the directive `:00`). */
export interface AltDirective {
  file: string;
  /** The image's line in the file as compiled (after preprocessing). */
  line: number;
  /** The directives as written (`:00`), and the alt text left. */
  written: string[];
  alt: string;
}

/** What reads as a text directive in Markdown: a colon and a name (`:00`, `:note`), not after a backslash, a colon or a slash. */
const TEXT_DIRECTIVE = /(?<![\\:/]):([A-Za-z0-9][\w-]*)/g;

/**
 * `:::note[Title]` containers -> `<Admonition>` (one of a type we do not know shows as a note, with
 * its title); leaf and text directives go back to plain text. An image's alt text is made of its
 * label when it is read, directives taken out, in Docusaurus too: `onAltDirective` hears of one.
 */
export function remarkAdmonitions(options: { onAltDirective?: (image: AltDirective) => void } = {}) {
  return (tree: MdastRoot, file: VFile) => {
    if (options.onAltDirective) {
      visit(tree, "image", (image) => {
        const { start, end } = image.position ?? {};
        if (start?.offset === undefined || end?.offset === undefined) return;
        const written = String(file.value).slice(start.offset, end.offset);
        const label = written.startsWith("![") ? written.slice(2, written.lastIndexOf("](")) : "";
        const lost = [...label.matchAll(TEXT_DIRECTIVE)].map((match) => match[0]).filter((directive) => !(image.alt ?? "").includes(directive));
        if (lost.length) options.onAltDirective?.({ file: file.path, line: start.line, written: [...new Set(lost)], alt: image.alt ?? "" });
      });
    }
    visit(tree, (node, index, parent) => {
      if (!("name" in node) || !["containerDirective", "leafDirective", "textDirective"].includes(node.type)) return;
      const directive = node as unknown as DirectiveNode;
      if (!parent || index === undefined) return;
      if (directive.type === "containerDirective") {
        const [first, ...rest] = directive.children;
        const hasLabel = first?.data?.directiveLabel === true;
        const title = hasLabel ? mdastToString(first) : directive.attributes?.title;
        const attributes: Record<string, string> = { type: directive.name };
        if (title) attributes.title = title;
        // `{#id .class}` after the opening: Docusaurus puts them on the admonition's box.
        const { id, class: className } = directive.attributes ?? {};
        if (id) attributes.id = id;
        if (className) attributes.className = className;
        // A title with markup (`:::tip[Use **this**]`) travels as a first child, as in Docusaurus.
        const plainTitle = hasLabel && first.children.every((child) => child.type === "text");
        const richTitle = hasLabel && !plainTitle ? [jsxElement("AdmonitionTitle", {}, first.children, false)] : [];
        parent.children[index] = jsxElement("Admonition", attributes, hasLabel ? [...richTitle, ...rest] : directive.children) as never;
        return index; // visit the replacement, so that admonitions nested in this one convert too
      }
      // Not an admonition: "Note:this" or "10:30" in prose must read exactly as written.
      const { start, end } = directive.position ?? { start: {}, end: {} };
      const original = start.offset !== undefined && end.offset !== undefined ? String(file.value).slice(start.offset, end.offset) : `:${directive.name}`;
      if (directive.type === "textDirective") parent.children[index] = { type: "text", value: original } as never;
      else parent.children[index] = { type: "paragraph", children: [{ type: "text", value: original }] } as never;
      return [SKIP, index];
    });
  };
}

const NPM2YARN = /(^|\s)npm2yarn(?=\s|$)/;

/** A package manager's tab label, as npm2yarn writes it. */
const PACKAGE_MANAGER_LABELS: Record<string, string> = { yarn: "Yarn" };

/**
 * Docusaurus' `npm2yarn` code meta (```` ```bash npm2yarn ````): the npm commands, then the same commands for each
 * of the config's npm2yarn `converters` (without the plugin in the config: Yarn and pnpm), as tabs that switch
 * together across the site when it sets `sync: true` (or has no such plugin).
 */
export function remarkNpm2Yarn(options: Npm2YarnOptions = { converters: ["yarn", "pnpm"], sync: true }) {
  return (tree: MdastRoot) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (!parent || index === undefined || !NPM2YARN.test(node.meta ?? "")) return;
      const meta = node.meta!.replace(NPM2YARN, "").trim() || null;
      const tab = (value: string, label: string, code: string) => jsxElement("TabItem", { value, label }, [{ type: "code", lang: node.lang, meta, value: code }]);
      parent.children[index] = jsxElement("Tabs", options.sync ? { groupId: "npm2yarn" } : {}, [
        tab("npm", "npm", node.value),
        ...options.converters.map((manager) => tab(manager, PACKAGE_MANAGER_LABELS[manager] ?? manager, convertNpmCommand(node.value, manager as "yarn" | "pnpm" | "bun"))),
      ]) as never;
      return SKIP;
    });
  };
}

/**
 * remark-typescript-tools' `transpileCodeblocks` (the Redux sites add it to their docs): in a file of its extensions
 * (`.mdx` by default), each `ts` or `tsx` block not marked `no-transpile` shows its virtual files without the `noEmit`
 * ones, as its TypeScript tab does. Its JavaScript tab, the compiler's output, is not made.
 */
export function remarkTranspiledCodeblocks(options: { fileExtensions: string[] }) {
  return (tree: MdastRoot, file: VFile) => {
    if (!options.fileExtensions.includes(path.extname(file.path ?? "").toLowerCase())) return;
    visit(tree, "code", (node: Code) => {
      if (node.lang !== "ts" && node.lang !== "tsx") return;
      if ((node.meta ?? "").split(" ").includes("no-transpile")) return;
      const code = transpiledCodeOf(node.value);
      if (code !== undefined) node.value = code;
    });
  };
}

/** A code meta's `tab` word, bare or with its options as JSON (`tab={"span":2,"label":"CLI"}`). */
const TAB_META = /(^|\s)tab(?:=(\{.*?\}))?(?=\s|$)/;

/** Tab labels of the languages Jest's tab-blocks plugin names by default; other tabs show their value. */
const TAB_BLOCK_LABELS: Record<string, string> = { js: "JavaScript", ts: "TypeScript" };

interface TabBlockOptions {
  span: number;
  label?: string;
  /** The options as written when they are not JSON (the plugin's build fails on them); they are left out. */
  notJson?: string;
}

/** A `tab={...}` whose options are not JSON, where the plugin's build fails. */
export interface BadTabOptions {
  file: string;
  line: number;
  written: string;
}

/** The `tab` options of a code block's meta; null when it has no `tab` word. */
function tabBlockOptionsOf(meta: string | null | undefined): TabBlockOptions | null {
  const match = TAB_META.exec(meta ?? "");
  if (!match) return null;
  let written: { span?: unknown; label?: unknown } = {};
  try {
    written = match[2] ? JSON.parse(match[2]) : {};
  } catch {
    return { span: 1, notJson: match[2] };
  }
  const span = typeof written.span === "number" && written.span >= 1 ? Math.floor(written.span) : 1;
  return { span, ...(typeof written.label === "string" ? { label: written.label } : {}) };
}

/**
 * Code blocks marked `tab` in their meta (```` ```js tab ````), one after another, as one set of
 * tabs, as docusaurus-remark-plugin-tab-blocks makes them (Jest's site uses it): a tab per block,
 * valued by its language (labelled JavaScript and TypeScript for `js` and `ts`), or by its
 * `tab={"label":"..."}`; `tab={"span":2}` puts the next block in the same tab. The sets switch
 * together site-wide, as the plugin's `code-examples` group does.
 */
export function remarkTabBlocks(options: { onBadTabOptions?: (bad: BadTabOptions) => void } = {}) {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (!parent || index === undefined || !tabBlockOptionsOf(node.meta)) return;
      const tabs: unknown[] = [];
      let next = index;
      for (let tab = tabBlockOptionsOf(node.meta); tab; tab = tabBlockOptionsOf(codeAt(parent.children, next)?.meta)) {
        const first = codeAt(parent.children, next)!;
        if (tab.notJson !== undefined) options.onBadTabOptions?.({ file: file.path, line: first.position?.start.line ?? 1, written: tab.notJson });
        const blocks: Code[] = [];
        while (blocks.length < tab.span && codeAt(parent.children, next)) {
          const block = codeAt(parent.children, next)!;
          blocks.push({ ...block, meta: (block.meta ?? "").replace(TAB_META, " ").trim() || null });
          next++;
        }
        const value = tab.label?.toLowerCase().replace(" ", "-") ?? blocks[0].lang ?? "code";
        const label = tab.label ?? TAB_BLOCK_LABELS[blocks[0].lang ?? ""];
        // Placed at its first block, so that warnings about a tab (a repeated value) name its line.
        tabs.push({ ...jsxElement("TabItem", label ? { value, label } : { value }, blocks), position: first.position });
      }
      parent.children.splice(index, next - index, { ...jsxElement("Tabs", { groupId: "code-examples" }, tabs), position: node.position } as never);
      return SKIP;
    });
  };
}

/** The code block at a position among siblings, if that is one. */
function codeAt(children: MdastRoot["children"], index: number): Code | undefined {
  const node = children[index];
  return node?.type === "code" ? node : undefined;
}

/** GitHub's `> [!NOTE]` alert blockquotes -> `<Admonition>`. */
export function remarkGithubAlerts() {
  return (tree: MdastRoot) => {
    visit(tree, "blockquote", (node: Blockquote, index, parent) => {
      const paragraph = node.children[0];
      if (!parent || index === undefined || paragraph?.type !== "paragraph") return;
      const text = paragraph.children[0];
      const match = text?.type === "text" ? /^\[!(NOTE|TIP|INFO|IMPORTANT|WARNING|CAUTION|DANGER)\][ \t]*(\n|$)/i.exec(text.value) : null;
      if (!match) return;
      (text as Text).value = (text as Text).value.slice(match[0].length);
      if (!(text as Text).value) paragraph.children.shift();
      if (paragraph.children.length === 0) node.children.shift();
      parent.children[index] = jsxElement("Admonition", { type: match[1].toLowerCase() }, node.children) as never;
    });
  };
}

/** HTML elements that hold phrasing content only (text and inline markup), never a paragraph. */
const PHRASING_ONLY_ELEMENTS = new Set([
  "p", "h1", "h2", "h3", "h4", "h5", "h6", "span", "b", "i", "em", "strong", "small", "sub", "sup",
  "code", "kbd", "samp", "var", "u", "s", "mark", "abbr", "cite", "q", "dfn", "time", "label",
]);

/**
 * HTML elements that may hold paragraphs but, written in MDX 1 without a blank line inside, held a
 * line of text with inline markup (a list item, a table cell, a link around its text).
 */
const LINE_OF_TEXT_ELEMENTS = new Set(["li", "td", "th", "dd", "dt", "caption", "figcaption", "summary", "legend", "a", "button", "del", "ins"]);

/** Elements that are inline markup inside a line of text, wherever they are written. */
const INLINE_ELEMENTS = new Set([
  ...[...PHRASING_ONLY_ELEMENTS].filter((name) => name !== "p" && !/^h\d$/.test(name)),
  "a", "del", "ins", "button", "font", "tt", "big", "strike", "img", "br", "wbr",
]);

interface JsxFlowElement {
  type: "mdxJsxFlowElement";
  name: string | null;
  children: MdastRoot["children"];
  position?: MdastRoot["position"];
}

type FlowChild = MdastRoot["children"][number];

/** Whether the source between two offsets holds a blank line. */
function blankLineBetween(source: string, from: number | undefined, to: number | undefined): boolean {
  return from !== undefined && to !== undefined && /\n[ \t]*\r?\n/.test(source.slice(from, to));
}

/** Whether an element's children, opening and closing tags are written with no blank line between them. */
function writtenWithoutBlankLines(node: JsxFlowElement, source: string): boolean {
  const offsets = [node.position?.start.offset, ...node.children.flatMap((child) => [child.position?.start.offset, child.position?.end.offset]), node.position?.end.offset];
  return offsets.every((offset, i) => i % 2 === 1 || !blankLineBetween(source, offset, offsets[i + 1]));
}

/** A flow child that MDX 1 read as part of a line of text: a paragraph, an expression, or inline markup holding only such. */
function isInline(child: FlowChild, source: string): boolean {
  if (child.type === "paragraph" || child.type === "mdxFlowExpression") return true;
  const element = child as unknown as JsxFlowElement;
  return (
    element.type === "mdxJsxFlowElement" &&
    !!element.name &&
    INLINE_ELEMENTS.has(element.name) &&
    writtenWithoutBlankLines(element, source) &&
    element.children.every((grandchild) => isInline(grandchild, source))
  );
}

/**
 * Flow children as one line of text: paragraphs give their content, expressions and elements become
 * inline ones. Lines end with a tag or an expression, where JSX drops the line break (writers put
 * `{' '}` for a space there); between two paragraphs, a line break (a space) stays.
 */
function asLineOfText(children: FlowChild[]): unknown[] {
  return children.flatMap<unknown>((child, i) => {
    const separator = i > 0 && child.type === "paragraph" && children[i - 1].type === "paragraph" ? [{ type: "text", value: "\n" } as Text] : [];
    if (child.type === "paragraph") return [...separator, ...(child as Paragraph).children];
    if (child.type === "mdxFlowExpression") return [{ ...child, type: "mdxTextExpression" }];
    const element = child as unknown as JsxFlowElement;
    return [{ ...element, type: "mdxJsxTextElement", children: asLineOfText(element.children) }];
  });
}

/**
 * HTML written with its text on lines of its own (`<li>`, `Open the{' '}`, `<a ...>`, `page`,
 * `</a>`, `</li>`): MDX 1 (Docusaurus 2) read such a block as JSX, one line of inline text in the
 * element; MDX 3 reads each line of text as a paragraph, splitting the sentence at every tag (and
 * putting paragraphs in a `<p>` or an `<a>`, which HTML does not allow). The text goes back into the
 * element as one line, for elements that hold text only (also with blank lines or `<br />` lines
 * between their lines), and for list items, table cells, links and the like written without a blank
 * line inside: one with a blank line keeps its paragraphs, as Docusaurus 3 writers put one for them.
 */
export function remarkPhrasingHtml() {
  return (tree: MdastRoot, file: VFile) => {
    const source = String(file.value);
    visit(tree, "mdxJsxFlowElement", (node: JsxFlowElement) => {
      if (!node.name || !node.children.some((child) => child.type === "paragraph")) return;
      const textOnly = PHRASING_ONLY_ELEMENTS.has(node.name);
      if (!textOnly && !(LINE_OF_TEXT_ELEMENTS.has(node.name) && writtenWithoutBlankLines(node, source))) return;
      const inline = (child: FlowChild) => isInline(child, source) || (textOnly && isEmptyInlineLine(child));
      if (!node.children.every(inline)) return;
      node.children = asLineOfText(node.children) as never;
      return SKIP;
    });
  };
}

/** `<br />` (or an image) on a line of its own between lines of text. */
function isEmptyInlineLine(child: FlowChild): boolean {
  const element = child as unknown as JsxFlowElement;
  return element.type === "mdxJsxFlowElement" && !!element.name && ["br", "wbr", "img"].includes(element.name) && element.children.length === 0;
}

/**
 * A bare address (GFM's address literal) keeps what it was written with, as no other Markdown
 * text does: the backslashes preprocessing puts before braces (`https://host/jobs/{id}`, escaped
 * so MDX does not read JavaScript) and character references (`?team=&lt;ID&gt;`, often written
 * in HTML-minded pages). Both are undone in the link's address and text; an address that then
 * holds a `<` ends before it, as GitHub ends address literals at one.
 */
export function remarkAddressLiterals() {
  return (tree: MdastRoot) => {
    visit(tree, "link", (node, index, parent) => {
      const text = node.children.length === 1 && node.children[0].type === "text" ? node.children[0] : undefined;
      // An address literal's text is its address (`www.` ones get `http://` in front).
      if (!text || !node.url.endsWith(text.value) || !/\\[{}]|&#?[a-z0-9]+;/i.test(text.value)) return;
      const written = text.value;
      const decoded = decodeString(written);
      const end = decoded.indexOf("<");
      text.value = end === -1 ? decoded : decoded.slice(0, end);
      node.url = node.url.slice(0, node.url.length - written.length) + text.value;
      if (end !== -1 && parent && index !== undefined) parent.children.splice(index + 1, 0, { type: "text", value: decoded.slice(end) });
    });
  };
}

/** remark-rehype copies `data.hProperties` onto the element a node becomes. */
type WithHastProperties = { hProperties?: Record<string, unknown> };

function hastPropertiesOf(heading: Heading): Record<string, unknown> {
  return (heading.data as WithHastProperties | undefined)?.hProperties ?? {};
}

/**
 * Docusaurus' explicit heading ids, `## Title {#custom-id}` or `## Title {/* #custom-id *\/}`: the id
 * is kept, the marker dropped (with the spaces before it).
 */
export function remarkHeadingIds() {
  return (tree: MdastRoot) => {
    visit(tree, "heading", (heading: Heading) => {
      const id = takeExplicitId(heading);
      if (id === undefined) return;
      heading.data = { ...heading.data, hProperties: { ...hastPropertiesOf(heading), id } } as Heading["data"];
    });
  };
}

/** The heading's explicit id, its marker taken out of the heading; undefined when it has none. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1) as Heading["children"][number] | { type: "mdxTextExpression"; value: string } | undefined;
  if (last?.type === "text") {
    const { text, id } = withoutExplicitId(last.value);
    if (id !== undefined) last.value = text;
    return id;
  }
  if (last?.type !== "mdxTextExpression") return undefined;
  const id = commentHeadingId(last.value);
  if (id === undefined) return undefined;
  heading.children.pop();
  const before = heading.children.at(-1);
  if (before?.type === "text") before.value = before.value.trimEnd();
  return id;
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** The ESTree of `export const toc = [...]`, for a file that has no `toc` export of its own. */
function tocExportTree(items: TocItem[]) {
  const literal = (value: string | number) => ({ type: "Literal", value });
  const elements = items.map((item) => ({
    type: "ObjectExpression",
    properties: Object.entries(item).map(([key, value]) => ({
      type: "Property", kind: "init", method: false, shorthand: false, computed: false, key: { type: "Identifier", name: key }, value: literal(value),
    })),
  }));
  return {
    type: "Program",
    sourceType: "module",
    body: [{
      type: "ExportNamedDeclaration",
      specifiers: [],
      source: null,
      declaration: {
        type: "VariableDeclaration",
        kind: "const",
        declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name: "toc" }, init: { type: "ArrayExpression", elements } }],
      },
    }],
  };
}

/**
 * Where a blog post's opening ends, its list pages show up to there: Docusaurus' truncate marker
 * (`{/* truncate *\/}`, or `<!-- truncate -->`, which preprocessing writes so in MDX and which
 * stays a comment in CommonMark), when it stands between the page's blocks, becomes this empty
 * element, at which the build cuts the HTML.
 */
export const TRUNCATE_SENTINEL = "<x-truncate></x-truncate>";
const TRUNCATE_EXPRESSION = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const TRUNCATE_COMMENT = /^\s*<!--\s*truncate\s*-->\s*$/;

export function remarkTruncateMarker() {
  return (tree: MdastRoot) => {
    const children = tree.children as { type: string; value?: string }[];
    const at = children.findIndex((node) => (node.type === "mdxFlowExpression" && TRUNCATE_EXPRESSION.test(node.value ?? "")) || (node.type === "html" && TRUNCATE_COMMENT.test(node.value ?? "")));
    if (at === -1) return;
    tree.children[at] = (children[at].type === "html" ? { type: "html", value: TRUNCATE_SENTINEL } : { type: "mdxJsxFlowElement", name: "x-truncate", attributes: [], children: [] }) as never;
  };
}

/**
 * Docusaurus gives every Markdown module a `toc` export, and pages that import partials spread
 * it (`export const toc = [...PartialToc]`); ours lists the file's headings with the ids
 * rehype-slug will give them. (The page's own table of contents is read from its final HTML.)
 */
export function remarkTocExport() {
  return (tree: MdastRoot) => {
    const esm = (tree.children as { type: string; value?: string }[]).filter((node) => node.type === "mdxjsEsm");
    const declaresToc = esm.some((node) => /export\s+(const|let|var)\s+toc\b/.test(node.value ?? ""));
    if (declaresToc) return;
    const slugger = new GithubSlugger();
    const items: TocItem[] = [];
    visit(tree, "heading", (heading: Heading) => {
      const explicitId = hastPropertiesOf(heading).id;
      const value = mdastToString(heading);
      const id = typeof explicitId === "string" ? explicitId : slugger.slug(value);
      if (heading.depth >= 2) items.push({ value, id, level: heading.depth });
    });
    tree.children.push({ type: "mdxjsEsm", value: "", data: { estree: tocExportTree(items) } } as never);
  };
}

function className(element: Element): string[] {
  const value: unknown = element.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(" ") : [];
}

/** A `<TabItem>` whose `value` an earlier tab of its `<Tabs>` has, or a value its `values` list repeats: Docusaurus stops on it. */
export interface DuplicateTabValue {
  file: string;
  /** The tab's line in the file as compiled (after preprocessing). */
  line: number;
  value: string;
  /** Written twice in the `<Tabs>`' `values` list rather than on two items. */
  inValuesList?: boolean;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown; position?: { start: { line: number } } }[];
  children?: JsxNode[];
  position?: { start: { line: number } };
}

/**
 * The `<TabItem>`s of each `<Tabs>` (also those MDX wrapped in a paragraph), reporting a value written
 * twice. A `<Tabs>` with a `values` list is left alone: Docusaurus takes its tabs from that list and
 * checks only it, so items sharing a value there (workshops' empty placeholder tabs) render fine.
 */
export function remarkTabValues(options: { onDuplicateTabValue: (tab: DuplicateTabValue) => void }) {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node) => {
      const tabs = node as unknown as JsxNode;
      if (!tabs.type.startsWith("mdxJsx") || tabs.name !== "Tabs") return;
      const valuesList = tabs.attributes?.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "values");
      if (valuesList) {
        for (const value of repeatedListValues(valuesList.value)) options.onDuplicateTabValue({ file: file.path, line: tabs.position?.start.line ?? 1, value, inValuesList: true });
        return;
      }
      const items = (tabs.children ?? []).flatMap((child) => (child.type === "paragraph" ? child.children ?? [] : [child]));
      const seen = new Set<string>();
      for (const item of items) {
        if (!item.type.startsWith("mdxJsx") || item.name !== "TabItem") continue;
        const value = item.attributes?.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "value")?.value;
        if (typeof value !== "string") continue;
        if (seen.has(value)) options.onDuplicateTabValue({ file: file.path, line: item.position?.start.line ?? 1, value });
        seen.add(value);
      }
    });
  };
}

/** A JSX event handler a page or partial writes on an element (`<span onClick={...}>`). */
export interface PageEventHandler {
  file: string;
  /** Its line in the file as compiled (after preprocessing). */
  line: number;
  name: string;
  element: string | undefined;
}

/**
 * Reports the first JSX event handler of each page or partial (`<span onClick={() => openChat()}>`):
 * Docusaurus runs it once the page is hydrated; pages here are not, so it does nothing.
 */
export function remarkEventHandlers(options: { onEventHandler: (handler: PageEventHandler) => void }) {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node) => {
      const element = node as unknown as JsxNode;
      if (element.type !== "mdxJsxFlowElement" && element.type !== "mdxJsxTextElement") return;
      const handler = element.attributes?.find((attribute) => attribute.type === "mdxJsxAttribute" && /^on[A-Z]/.test(attribute.name ?? "") && typeof attribute.value === "object" && attribute.value !== null);
      if (!handler?.name) return;
      options.onEventHandler({ file: file.path, line: handler.position?.start.line ?? element.position?.start.line ?? 1, name: handler.name, element: element.name ?? undefined });
      return EXIT;
    });
  };
}

/**
 * The `value: '...'` literals written more than once in a `values={[...]}` expression, each once.
 * Only a list written out is read: one the page computes (`values={fbContent({internal: [...],
 * external: [...]})}`, which picks one of two lists) is known only when the page runs.
 */
function repeatedListValues(attributeValue: unknown): string[] {
  const expression = typeof attributeValue === "object" && attributeValue !== null ? (attributeValue as { value?: unknown }).value : undefined;
  if (typeof expression !== "string" || !/^\[[\s\S]*\]$/.test(expression.trim())) return [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [, , value] of expression.matchAll(/\bvalue\s*:\s*(["'])([^"'\n]*)\1/g)) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/** A code fence whose language looks misspelt: its block is shown as plain text. */
export interface MisspeltLanguage {
  file: string;
  /** The fence's line in the file as compiled (after preprocessing). */
  line: number;
  written: string;
  meant: string;
}

/** A code fence with no language whose meta (`title="..."`, `{2-4}`) stands first, where the language goes: it is read as the language and does nothing. */
export interface MetaAsLanguage {
  file: string;
  /** The fence's line in the file as compiled (after preprocessing). */
  line: number;
  written: string;
  /** The rest of the info string, after what stands as the language. */
  meta: string;
}

/** A code fence whose `title=` has no quotes, or a quote never closed: shown here, not by Docusaurus. */
export interface LooseTitle {
  file: string;
  /** The fence's line in the file as compiled (after preprocessing). */
  line: number;
  /** The title as this site shows it. */
  title: string;
  /** Whether it opens a quote that is never closed (else it has none). */
  unclosed: boolean;
}

/** Docusaurus' reading of a fence's title: quoted, the same quote closing it. */
const DOCUSAURUS_TITLE = /title=(["'])(.*?)\1/;
/** An info string that writes a title, quoted or not. */
const WRITTEN_TITLE = /(?:^|\s)title=/;

/**
 * An empty code fence whose meta names a file to fill it from (```` ```ts file=./snippets/main.go ````,
 * remark-code-import; ```` ```ts file=src/plugin.ts start=A end=B ````, docusaurus-plugin-internaldocs-fb's
 * code snippets, read from the site's repository) that nothing fills here.
 */
export interface FileSnippetFence {
  file: string;
  /** The fence's line in the file as compiled (after preprocessing). */
  line: number;
  snippet: string;
  /** The file looked for, from the content folder, when it would be inside it; undefined for one outside it. */
  lookedFor?: string;
}

/** What a code fence's `file=` fills it with: the file's code, or where it was looked for in vain. */
export type FileSnippetRead = { code: string } | { lookedFor?: string };

const SNIPPET_LINES = /#(?:L(\d+)(-(?:L(\d+))?)?|-L(\d+))$/;

/**
 * A `file=` of a code fence as remark-code-import reads it (`./main.go`, `<rootDir>/src/x.ts`,
 * `./x.ts#L3-L6`, `#L3`, `#L3-`, `#-L6`): the path from the page's folder, or from the content folder
 * (Docusaurus' working directory, the plugin's default root) after `<rootDir>/`, and the lines wanted.
 */
export function fileSnippetOf(snippet: string, fromFile: string, contentDir: string): { absolute: string; from: number; to: number | undefined } {
  const lines = SNIPPET_LINES.exec(snippet);
  const written = lines ? snippet.slice(0, lines.index) : snippet;
  const absolute = written.startsWith("<rootDir>/") ? path.resolve(contentDir, written.slice("<rootDir>/".length)) : path.resolve(path.dirname(fromFile), written);
  if (!lines) return { absolute, from: 1, to: undefined };
  if (lines[4]) return { absolute, from: 1, to: Number(lines[4]) };
  const from = Number(lines[1]);
  return { absolute, from, to: lines[3] ? Number(lines[3]) : lines[2] ? undefined : from };
}

/** The lines `from`..`to` (1-based, inclusive; to the end without `to`) of a file's text, without its final newline. */
export function snippetLines(text: string, from: number, to: number | undefined): string {
  return text.split(/\r?\n/).slice(from - 1, to).join("\n").replace(/\n$/, "");
}

export interface CodeBlockOptions extends HighlightOptions {
  onMisspeltLanguage?: (fence: MisspeltLanguage) => void;
  onMetaAsLanguage?: (fence: MetaAsLanguage) => void;
  onLooseTitle?: (fence: LooseTitle) => void;
  onFileSnippet?: (fence: FileSnippetFence) => void;
  /** The code an empty fence's `file=` names (remark-code-import), read by the page's build, which records the file it depends on. */
  readFileSnippet?: (snippet: string, fromFile: string) => FileSnippetRead;
  /** Whether ```` ```mermaid ```` blocks are diagrams (the config's `markdown.mermaid`), and a call when the page has one, whose output depends on it. */
  drawsMermaid?: boolean;
  /** The config's `themeConfig.mermaid`, written on each diagram's box for the browser that draws it. */
  mermaidSettings?: MermaidSettings;
  onMermaid?: () => void;
}

/**
 * A fenced code block's meta (```` ```sh title="Setup" {2} ````) kept as a property of its `<code>`:
 * rehype-raw, which a CommonMark page goes through, rebuilds every element from HTML and drops the
 * `data` that remark-rehype put the meta in, so such pages lost their code titles and marked lines.
 */
export function rehypeCodeMetaAsProperty() {
  return (tree: HastRoot) => {
    visit(tree, "element", (code: Element) => {
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      if (code.tagName === "code" && meta) code.properties = { ...code.properties, metastring: meta };
    });
  };
}

/** A fence's first word that is meta, not a language: `title="..."`, `showLineNumbers=3`, `{1,4-6}`. */
const META_FIRST = /^(?:[A-Za-z][\w-]*=|\{)/;

/** Fenced code -> `<HighlightedCode>` with shiki's HTML, title, highlighted lines and line numbers. */
export function rehypeCodeBlocks(options: CodeBlockOptions) {
  const { onMisspeltLanguage, onMetaAsLanguage, onLooseTitle, onFileSnippet, readFileSnippet, drawsMermaid, mermaidSettings, onMermaid, ...highlighting } = options;
  const diagramBox = { className: [MERMAID_DIAGRAM_CLASS], ...(mermaidSettings ? { [MERMAID_SETTINGS_PROPERTY]: JSON.stringify(mermaidSettings) } : {}) };
  return async (tree: HastRoot, file: VFile) => {
    const blocks: { code: Element; parent: Element | HastRoot; index: number }[] = [];
    visit(tree, "element", (pre: Element, index, parent) => {
      const code = pre.children[0];
      if (pre.tagName !== "pre" || !parent || index === undefined || code?.type !== "element" || code.tagName !== "code") return;
      blocks.push({ code, parent: parent as Element, index });
      return SKIP;
    });
    for (const { code, parent, index } of blocks) {
      const language = className(code).find((name) => name.startsWith("language-"))?.slice("language-".length);
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? code.properties?.metastring ?? "");
      let source = hastToString(code).replace(/\n$/, "");
      const snippet = /(?:^|\s)file=(\S+)/.exec(meta)?.[1]?.replace(/^["']|["']$/g, "");
      if (snippet && !source.trim()) {
        // Filled from the file, as remark-code-import fills it on a Docusaurus site that lists it.
        const read = readFileSnippet?.(snippet, file.path) ?? {};
        if ("code" in read) source = read.code;
        else onFileSnippet?.({ file: file.path, line: code.position?.start.line ?? 1, snippet, lookedFor: read.lookedFor });
      }
      const block = await highlightCode(source, language, meta, highlighting);
      const meant = language && block.language === "plaintext" ? await languageMeant(language) : undefined;
      if (meant) onMisspeltLanguage?.({ file: file.path, line: code.position?.start.line ?? 1, written: language!, meant });
      // The info string's first word is the language, as CommonMark and Docusaurus read it: ```title="x" has no title.
      else if (language && META_FIRST.test(language)) onMetaAsLanguage?.({ file: file.path, line: code.position?.start.line ?? 1, written: language, meta });
      // A title the info string writes loosely; a `reference` block's comes of its address.
      if (block.title && WRITTEN_TITLE.test(meta) && !DOCUSAURUS_TITLE.test(meta)) onLooseTitle?.({ file: file.path, line: code.position?.start.line ?? 1, title: block.title, unclosed: /title=["']/.test(meta) });
      const highlighted = jsxElement("HighlightedCode", { ...block }) as never;
      if (language === "mermaid") onMermaid?.();
      // The source stays as the diagram's fallback: without JavaScript, in feeds, and until it is drawn.
      parent.children[index] = language === "mermaid" && drawsMermaid ? { type: "element", tagName: "div", properties: { ...diagramBox }, children: [highlighted] } : highlighted;
    }
  };
}

/** A node's children without the whitespace between them. */
function shownChildren(node: Element): Element["children"] {
  return node.children.filter((child) => !(child.type === "text" && !child.value.trim()));
}

/**
 * Whether a paragraph is a caption the page writes itself under an image: wholly emphasized
 * (`_Figure 1: load time._`), or opening with a figure's number (`Figure 2:`, `Fig. 2`).
 */
function isWrittenCaption(node: HastRoot["children"][number] | undefined): boolean {
  if (node?.type !== "element" || node.tagName !== "p") return false;
  const [first, ...rest] = shownChildren(node);
  if (first?.type === "element" && (first.tagName === "em" || first.tagName === "i") && rest.length === 0) return true;
  return first?.type === "text" && /^(?:Figure|Fig\.)\s*\d/i.test(first.value.trimStart());
}

/**
 * An image alone in its paragraph, with a title, becomes a figure with that title as caption,
 * unless the page writes its own caption right under it: the title then stays a tooltip, as in
 * Docusaurus, rather than a second caption (Tigris' benchmark charts).
 */
export function rehypeFigures() {
  return (tree: HastRoot) => {
    visit(tree, "element", (paragraph: Element, index, parent) => {
      if (paragraph.tagName !== "p" || !parent || index === undefined) return;
      const content = shownChildren(paragraph);
      const image = content[0];
      if (content.length !== 1 || image.type !== "element" || image.tagName !== "img" || typeof image.properties?.title !== "string") return;
      if (isWrittenCaption(parent.children.slice(index + 1).find((next) => !(next.type === "text" && !next.value.trim())))) return;
      const caption = image.properties.title;
      delete image.properties.title;
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: {},
        children: [image, { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: caption }] }],
      };
    });
  };
}

/**
 * What keyboards and screen readers need of the elements a page writes: a task list's checkbox gets
 * a label, so screen readers say what the box means; a table, which scrolls sideways when it is
 * wide (`display: block` in the site's CSS), takes focus, so the arrow keys can scroll it, as a
 * code block does (axe's scrollable-region-focusable), in Markdown or written as JSX.
 */
export function rehypeKeyboardAndLabels() {
  return (tree: HastRoot) => {
    visit(tree, (node) => {
      if (node.type === "element") {
        if (node.tagName === "table") node.properties.tabIndex = 0;
        else if (node.tagName === "input" && node.properties.type === "checkbox") node.properties.ariaLabel = node.properties.checked ? "Done" : "Not done";
      } else if (node.type === "mdxJsxFlowElement" && node.name === "table") {
        if (!node.attributes.some((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name.toLowerCase() === "tabindex")) node.attributes.push({ type: "mdxJsxAttribute", name: "tabIndex", value: "0" });
      }
    });
  };
}

export interface LinkContext {
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Absolute path of the folder the pages are read from (the config's docs `path`), which `/`-rooted `.md` links name first. */
  docsDir: string;
  /** The folders of the other docs versions' and docs plugin instances' pages: a page there reads such links from its own. */
  otherDocsDirs?: readonly string[];
  /** The folders of the content plugins besides the main docs (blogs, other docs instances): Docusaurus resolves a Markdown file link only among its own plugin's files. */
  pluginFolders?: readonly PluginFolder[];
  /** The URL of the page written in a Markdown file, if that file is a page. */
  urlOfFile: (absoluteFile: string) => string | undefined;
  /** The file of the page at a canonical URL path (as urlPathFromPageId writes it), if any. */
  fileOfUrl: (urlPath: string) => string | undefined;
}

/** The link context of a content folder whose page files have these URLs. */
export function linkContext(contentDir: string, urlByFile: ReadonlyMap<string, string>, docsDir = path.join(contentDir, "docs"), otherDocsDirs: readonly string[] = [], pluginFolders: readonly PluginFolder[] = []): LinkContext {
  const fileByUrl = new Map([...urlByFile].map(([file, url]) => [url, file]));
  return { contentDir, docsDir, otherDocsDirs, pluginFolders, urlOfFile: (file) => urlByFile.get(file), fileOfUrl: (url) => fileByUrl.get(url) };
}

/** A folder of a content plugin other than the main docs: a blog's, or a docs instance's (one per version). */
export interface PluginFolder {
  dir: string;
  /** The plugin, as readers would name it: `the blog at /blog`, `the "community" docs`; one for all its folders. */
  name: string;
}

/** The main docs, which any file out of the plugins' folders is read with. */
const MAIN_DOCS = "the docs";

/** A link to a Markdown file by its path (`../guide.md#setup`), not a URL. */
function isMarkdownFileLink(value: string): boolean {
  const [file] = value.split(/[?#]/, 1);
  return MARKDOWN_FILE.test(file) && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(file);
}

/** The content plugin a file is of, by name: the plugin folder it is in (the deepest), else the main docs. */
function pluginOf(context: Pick<LinkContext, "pluginFolders">, file: string): string {
  const folders = (context.pluginFolders ?? []).filter(({ dir }) => file.startsWith(dir + path.sep));
  return folders.sort((a, b) => b.dir.length - a.dir.length)[0]?.name ?? MAIN_DOCS;
}

/** A Markdown file link that leads from one content plugin's page to another's (a blog post to a doc): resolved here, not by Docusaurus. */
export interface CrossPluginLink {
  /** The file it is written in (the page's, or a partial's) and its line there. */
  file: string;
  line: number;
  written: string;
  /** The page's URL it leads to here. */
  url: string;
  /** The plugins it leads from and to, by name (`the docs`, `the blog at /blog`). */
  from: string;
  to: string;
}

/** The docs folder that links written in `folder` are read from: its docs version's or instance's, else the docs folder. */
export function docsDirOfFolder(context: Pick<LinkContext, "docsDir" | "otherDocsDirs">, folder: string): string {
  return context.otherDocsDirs?.find((dir) => folder === dir || folder.startsWith(dir + path.sep)) ?? context.docsDir;
}

/** A relative link that names a page only when the page's URL is read as a folder (see folderRelativeUrlOf). */
export interface FolderRelativeLink {
  /** The file it is written in (the page's, or a partial's) and its line there. */
  file: string;
  line: number;
  written: string;
  /** Where it now leads: the page's URL, with the link's ?query and #fragment. */
  url: string;
  /** The file of the page it leads to. */
  targetFile: string;
}

/** What the links of one page's build resolve against, beyond the content folder's pages. */
export interface PageLinkContext extends LinkContext {
  /** The URL of the page being built: its partials' links end up in it too. */
  pageUrl?: string;
  /** The config's `trailingSlash: true`: pages are served as folders (`/a/b/`), which their relative links are read against. */
  trailingSlash?: boolean;
  /** Told of each link that had to be read against the page's URL as a folder. */
  onFolderRelativeLink?: (link: FolderRelativeLink) => void;
  /** Told of each relative URL path link (`c`, `../c`), whose reading depends on `trailingSlash`, and where it now leads (undefined: as written). */
  onRelativeUrlPath?: (written: string, url: string | undefined) => void;
  /** Told of each Markdown file link between two content plugins' pages (a blog post and a doc), which Docusaurus leaves unresolved. */
  onCrossPluginLink?: (link: CrossPluginLink) => void;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/|#|\/)/i;
export const CONTENT_ASSETS_PREFIX = "/_content/";

/** Files a page may link to or import as a URL (images, downloads). */

/** The URL the server gives a file inside the content folder, or undefined for files outside it. */
export function contentAssetUrl(contentDir: string, absolute: string): string | undefined {
  const relative = path.relative(contentDir, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return CONTENT_ASSETS_PREFIX + relative.split(path.sep).map(encodeURIComponent).join("/");
}

/** A link's path with its %-escapes decoded; as written when it is not valid encoding (`50%off.md`). */
export function decodedOrAsWritten(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The URL of the page a `.md` link names read from the top of the content, as Docusaurus reads a
 * `/`-rooted one, and a bare one (`guides/x.md`) before it looks beside the page: a file under the
 * docs folder (`/dev/cli/tool.md`), else under the site's folder (`/docs/dev/cli/tool.md`). Left as
 * written, it led to the page's raw Markdown.
 */
function rootedPageUrlOf(target: string, fromDir: string, context: LinkContext): string | undefined {
  const file = decodedOrAsWritten(target);
  for (const root of [docsDirOfFolder(context, fromDir), context.contentDir]) {
    const url = context.urlOfFile(path.join(root, file));
    if (url) return url;
  }
  return undefined;
}

/**
 * Where a link or image source written in a page file leads: a `.md` file (relative, or rooted as
 * Docusaurus allows) -> that page's URL; a relative image or document -> served from the content
 * folder; `pathname://x` -> `x`. Undefined: left as written.
 */
function contentUrlOf(value: string, fromDir: string, context: LinkContext): string | undefined {
  // Docusaurus' escape hatch for a link to be left as written: `pathname:///files/guide.pdf`.
  if (value.startsWith("pathname://")) return value.slice("pathname://".length);
  const [target] = value.split("#");
  // A `.md` link keeps its ?query and #fragment on the page's URL, as Docusaurus resolves
  // `x.md?tab=cli#install` (React Navigation's links open a tab so); with the query, it named no file.
  const [, file, rest] = /^([^?#]*)(.*)$/s.exec(value)!;
  const withRest = (url: string | undefined) => url && url + rest;
  if (file.startsWith("/") && !file.startsWith("//") && MARKDOWN_FILE.test(file)) return withRest(rootedPageUrlOf(file, fromDir, context));
  if (EXTERNAL.test(value)) return undefined;
  if (MARKDOWN_FILE.test(file)) {
    // Only `./` and `../` tie a link to the page's folder. Docusaurus reads any other from the docs
    // folder and the site's first, then beside the page (`queries/about.md` in `guides/setup.md`).
    const tiedToFolder = /^\.\.?\//.test(file);
    return withRest((tiedToFolder ? undefined : rootedPageUrlOf(file, fromDir, context)) ?? context.urlOfFile(path.resolve(fromDir, decodedOrAsWritten(file))));
  }
  // With its #fragment, as Docusaurus keeps it on the file's address (`./shot.png#gh-dark-mode-only`, which a stylesheet may select by).
  const fragment = value.slice(target.length);
  const assetUrl = LINKED_CONTENT_FILE.test(target) ? contentAssetUrl(context.contentDir, path.resolve(fromDir, decodedOrAsWritten(target))) : undefined;
  return assetUrl && assetUrl + fragment;
}

/**
 * The address of the page a link to a Markdown file written in `fromDir` names (relative, or rooted
 * as Docusaurus allows), with its ?query and #fragment, as the HTML page's link leads; undefined for
 * any other link, and for a file that is no page.
 */
export function markdownFileLinkUrl(value: string, fromDir: string, context: LinkContext): string | undefined {
  const [file] = value.split(/[?#]/, 1);
  return MARKDOWN_FILE.test(file) && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(file) ? contentUrlOf(value, fromDir, context) : undefined;
}

/** A URL path as a page's URL is written (urlPathFromPageId), or undefined when it can name no page. */
function canonicalUrlPath(urlPath: string): string | undefined {
  const id = pageIdFromUrlPath(urlPath);
  return id === null ? undefined : urlPathFromPageId(id);
}

/**
 * Where a relative URL path (`c`, `../c`: no `.md`, no ?query or #fragment) written on the page at
 * `pageUrl` leads when only reading that URL as a folder makes it name a page, as Docusaurus sites
 * with `trailingSlash: true` write them: on `/a/b`, `c` means `/a/b/c` there, where a browser reads
 * `/a/c`. Undefined when the browser's reading names a page (it wins), or neither does.
 */
export function folderRelativeUrlOf(target: string, pageUrl: string, isPageUrl: (urlPath: string) => boolean): string | undefined {
  if (!target || pageUrl.endsWith("/")) return undefined; // the home page is a folder already
  const resolve = (base: string) => canonicalUrlPath(new URL(target, `http://site${base}`).pathname);
  const asBrowserReadsIt = resolve(pageUrl);
  if (asBrowserReadsIt !== undefined && isPageUrl(asBrowserReadsIt)) return undefined;
  const asFolder = resolve(`${pageUrl}/`);
  return asFolder !== undefined && isPageUrl(asFolder) ? asFolder : undefined;
}

/**
 * Where a relative URL path (`c`, `../c`: no `.md`, no ?query or #fragment) written on the page at
 * `pageUrl` leads on a Docusaurus site with `trailingSlash: true`, which serves every page as a
 * folder (`/a/b/`): `c` and `./c` are `/a/b/c`, `../c` is `/a/c`, as the browser reads them there.
 * A page's URL as this site writes it (no trailing slash); any other path as the browser gets it.
 */
export function folderUrlOf(target: string, pageUrl: string, isPageUrl: (urlPath: string) => boolean): string | undefined {
  if (!target) return undefined;
  const folder = pageUrl.endsWith("/") ? pageUrl : `${pageUrl}/`;
  const resolved = new URL(target, `http://site${folder}`).pathname;
  const page = canonicalUrlPath(resolved);
  return page !== undefined && isPageUrl(page) ? page : resolved;
}

/** The relative URL path a link's value is, with its ?query and #fragment apart; undefined for any other link. */
function relativeUrlPathOf(value: string): { target: string; rest: string } | undefined {
  if (EXTERNAL.test(value) || value.startsWith("pathname://")) return undefined;
  const [, target, rest] = /^([^?#]*)(.*)$/s.exec(value)!;
  if (!target || MARKDOWN_FILE.test(target) || LINKED_CONTENT_FILE.test(target)) return undefined;
  return { target, rest };
}

/**
 * Where a relative URL path link (`c`, `../c`) of the page leads on a `trailingSlash: true` site,
 * read against the page's URL as a folder (see folderUrlOf); left as written (undefined) on other
 * sites, and for any other link. Either way the page is told its output depends on the setting.
 * Left as written on such a site, the browser here would read it against `/a/b`, where the real
 * site's is at `/a/b/`.
 */
export function folderReadLinkOf(value: string, context: PageLinkContext): string | undefined {
  const relative = relativeUrlPathOf(value);
  const { pageUrl } = context;
  if (!relative || !pageUrl) return undefined;
  const url = context.trailingSlash ? folderUrlOf(relative.target, pageUrl, (urlPath) => context.fileOfUrl(urlPath) !== undefined) + relative.rest : undefined;
  context.onRelativeUrlPath?.(value, url);
  return url;
}

/** The page a relative link names only against the page's URL read as a folder (see folderRelativeUrlOf). */
function folderRelativeLinkOf(link: { target: string; rest: string }, pageUrl: string, context: PageLinkContext): { url: string; targetFile: string } | undefined {
  const url = folderRelativeUrlOf(link.target, pageUrl, (urlPath) => context.fileOfUrl(urlPath) !== undefined);
  return url === undefined ? undefined : { url: url + link.rest, targetFile: context.fileOfUrl(url)! };
}

/** A Markdown image whose file the content does not have, or that names none (`![alt]()`). */
export interface MissingImage {
  /** The page file (or partial) that shows it, and the line. */
  file: string;
  line: number;
  written: string;
  /** The file it names; none when it has no address. */
  absolute?: string;
  /** A Markdown link to a file (`[the report](./files/report.pdf)`), not an image. */
  link?: true;
}

/**
 * The file a Markdown image names, as Docusaurus resolves it: `@site/x` from the site's folder, a
 * `/`-rooted path in the static folders, any other from the page's folder; undefined for a URL (`https:`,
 * `data:`, `//host`, `pathname://`).
 */
function localImageFile(url: string, fromDir: string, contentDir: string, pageConfig: Pick<PageConfig, "staticDirectories">): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(url)) return undefined;
  const target = decodedOrAsWritten(/^[^?#]*/.exec(url)![0]);
  if (!target) return undefined;
  if (target.startsWith("@site/")) return path.join(contentDir, target.slice("@site/".length));
  if (target.startsWith("/")) return staticPathOf(contentDir, pageConfig, target);
  return path.resolve(fromDir, target);
}

/**
 * Markdown images whose path starts with two slashes or more, `![icon](//img/icon.svg)`, made the site's
 * `/img/icon.svg`: Docusaurus reads no host there (Node's `url.parse` gives the whole path as its pathname)
 * and looks the file up in the static folders, joining the paths, which drops the extra slash; a browser
 * would read `img` as a host.
 */
export function remarkRootedImagePaths() {
  return (tree: MdastRoot) => {
    visit(tree, "image", (node: Image) => {
      if (/^\/\/+[^/]/.test(node.url)) node.url = node.url.replace(/^\/+/, "/");
    });
  };
}

/**
 * Tells of each Markdown image (`![chart](/img/chart.png)`) whose file is missing, or that has no
 * address at all (`![chart]()`): Docusaurus stops its build on either ("Image ... used in ... not
 * found", "Markdown image URL is mandatory"); and of each relative Markdown link to a missing file.
 * Raw `<img>` and `<a>` markup is left as written there and here (the checker warns of a rooted `<img>` static/ lacks).
 */
export function remarkMissingImages(options: { contentDir: string; pageConfig: Pick<PageConfig, "staticDirectories">; onMissingImage: (image: MissingImage) => void }) {
  return (tree: MdastRoot, file: VFile) => {
    const filePath = file.path ?? path.join(options.contentDir, "index.md");
    // A relative link to a file (`./files/report.pdf`) that is missing: Docusaurus leaves it as
    // written, a path that is no page, and its broken-link check stops the build on it.
    visit(tree, "link", (node: Link) => {
      const target = /^[^?#]*/.exec(node.url)![0];
      if (target.startsWith("/") || !LINKED_CONTENT_FILE.test(target)) return;
      const absolute = localImageFile(node.url, path.dirname(filePath), options.contentDir, options.pageConfig);
      if (absolute && !fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) {
        options.onMissingImage({ file: filePath, line: node.position?.start.line ?? 1, written: node.url, absolute, link: true });
      }
    });
    visit(tree, "image", (node: Image) => {
      if (!node.url.trim()) {
        options.onMissingImage({ file: filePath, line: node.position?.start.line ?? 1, written: `![${node.alt ?? ""}]()` });
        return;
      }
      const absolute = localImageFile(node.url, path.dirname(filePath), options.contentDir, options.pageConfig);
      if (absolute && !fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) {
        options.onMissingImage({ file: filePath, line: node.position?.start.line ?? 1, written: node.url, absolute });
      }
    });
  };
}

/**
 * Whether a link written so opens in a new tab: Docusaurus' Link reads a `pathname://` address as
 * one out of the site, opening it apart and leaving it out of its broken-link check.
 */
function opensApart(href: string): boolean {
  return href.startsWith("pathname://");
}

/**
 * Whether a Markdown link leads out of the site, which Docusaurus' Markdown links (its `Link`) open
 * in a new tab: an address with a scheme (`https:`, `mailto:`), which its `isInternalUrl` reads so.
 * (`//host/x` too, in Docusaurus; it is left as it is, for the checker's `//` check.)
 */
function leavesTheSite(href: string): boolean {
  return /^[a-z][\w+.-]*:/i.test(href);
}

/** The attribute that holds an element's address: `href` of a link, `src` of an image. */
function addressAttributeOf(tagName: string | null | undefined): "href" | "src" | undefined {
  return tagName === "a" ? "href" : tagName === "img" ? "src" : undefined;
}

interface MdxJsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

/** The class that shows an image in one colour theme only, as `@theme/ThemedImage`'s do, for an address ending as the site's stylesheets select; undefined for none. */
function themedImageClassOf(src: unknown, endings: ThemedImageEndings): string | undefined {
  if (typeof src !== "string") return undefined;
  if (endings.light.some((ending) => src.endsWith(ending))) return "themed-image-light";
  if (endings.dark.some((ending) => src.endsWith(ending))) return "themed-image-dark";
  return undefined;
}

/**
 * Images shown in one colour theme only, as the site's stylesheets show them by how their address ends
 * (`themedImages`): each gets the class this site hides in the other theme.
 */
export function rehypeThemedImages(options: { endings: ThemedImageEndings }) {
  return (tree: HastRoot) => {
    const { endings } = options;
    visit(tree, (node) => {
      if (node.type === "element" && (node as Element).tagName === "img") {
        const element = node as Element;
        const themed = themedImageClassOf(element.properties?.src, endings);
        if (themed) element.properties.className = [...className(element), themed];
      } else if (((node.type as string) === "mdxJsxFlowElement" || (node.type as string) === "mdxJsxTextElement") && (node as unknown as MdxJsxElement).name === "img") {
        const { attributes } = node as unknown as MdxJsxElement;
        const src = attributes.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "src")?.value;
        const themed = themedImageClassOf(src, endings);
        if (!themed) return;
        const written = attributes.find((attribute) => attribute.type === "mdxJsxAttribute" && (attribute.name === "className" || attribute.name === "class"));
        if (written && typeof written.value === "string") written.value = `${written.value} ${themed}`;
        else if (!written) attributes.push({ type: "mdxJsxAttribute", name: "className", value: themed });
      }
    });
  };
}

/**
 * Links and images of a page file resolved relative to that file, whether written in Markdown
 * (`[x](./b.md)`) or as HTML (`<a href="./b.md">`, which MDX reads as JSX): see contentUrlOf. A
 * relative link to a URL path is read against the page's URL as a folder on a `trailingSlash: true`
 * site (see folderUrlOf); elsewhere, one that names a page only so is resolved to that page, and
 * reported (see folderRelativeUrlOf).
 */
export function rehypeContentLinks(context: PageLinkContext) {
  return (tree: HastRoot, file: VFile) => {
    const filePath = file.path ?? path.join(context.contentDir, "index.md");
    const fromDir = path.dirname(filePath);
    const resolve = (attribute: "href" | "src", value: string, line: number | undefined): string | undefined => {
      const url = contentUrlOf(value, fromDir, context);
      if (url !== undefined && attribute === "href" && isMarkdownFileLink(value)) {
        // Docusaurus resolves a Markdown file link only among its own plugin's files (facebook/docusaurus#9117).
        const target = context.fileOfUrl(url.replace(/[?#].*$/s, ""));
        const [from, to] = [pluginOf(context, filePath), target && pluginOf(context, target)];
        if (to && from !== to) context.onCrossPluginLink?.({ file: filePath, line: line ?? 1, written: value, url, from, to });
      }
      if (url !== undefined || attribute !== "href") return url;
      const relative = relativeUrlPathOf(value);
      const { pageUrl } = context;
      if (!relative || !pageUrl) return undefined;
      if (context.trailingSlash) return folderReadLinkOf(value, context);
      const folderRelative = folderRelativeLinkOf(relative, pageUrl, context);
      if (folderRelative) context.onFolderRelativeLink?.({ file: filePath, line: line ?? 1, written: value, ...folderRelative });
      context.onRelativeUrlPath?.(value, folderRelative?.url);
      return folderRelative?.url;
    };
    visit(tree, (node) => {
      if (node.type === "element") {
        const element = node as Element;
        const attribute = addressAttributeOf(element.tagName);
        const value = attribute ? element.properties?.[attribute] : undefined;
        const url = attribute && typeof value === "string" && value ? resolve(attribute, value, element.position?.start.line) : undefined;
        if (attribute && url !== undefined) element.properties[attribute] = url;
        if (attribute === "href" && typeof value === "string" && (opensApart(value) || leavesTheSite(value)) && element.properties.target === undefined) {
          Object.assign(element.properties, { target: "_blank", rel: "noopener noreferrer" });
        }
      } else if ((node.type as string) === "mdxJsxFlowElement" || (node.type as string) === "mdxJsxTextElement") {
        const element = node as unknown as MdxJsxElement;
        const attribute = addressAttributeOf(element.name);
        // Only a value written as text: an expression (`href={useBaseUrl("x")}`) is the page's own.
        const written = element.attributes.find((candidate) => candidate.type === "mdxJsxAttribute" && candidate.name === attribute);
        const asWritten = written?.value;
        const url = attribute && written && typeof asWritten === "string" && asWritten ? resolve(attribute, asWritten, element.position?.start.line) : undefined;
        if (written && url !== undefined) written.value = url;
        const hasTarget = element.attributes.some((candidate) => candidate.type === "mdxJsxAttribute" && candidate.name === "target");
        if (attribute === "href" && typeof asWritten === "string" && opensApart(asWritten) && !hasTarget) {
          element.attributes.push({ type: "mdxJsxAttribute", name: "target", value: "_blank" }, { type: "mdxJsxAttribute", name: "rel", value: "noopener noreferrer" });
        }
      }
    });
  };
}
