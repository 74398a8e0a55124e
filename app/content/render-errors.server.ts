// Where a page's code threw while it rendered, in the writer's files. Pages are bundled without a
// source map (it would cost every build); when a render throws, the page is bundled again with one
// and rendered again, and the stack frames of the bundle's code are mapped back through it to the
// file and line they come from: a component's, a partial's or the page's own.
import { SourceMap } from "node:module";
import type { Root as MdastRoot } from "mdast";
import { isValidElement } from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { visit } from "unist-util-visit";

/** The name the bundle's code goes by in stack traces once `withBundleUrl` named it. */
const BUNDLE_URL = "mdx-page-bundle.js";
const BUNDLE_FRAME = new RegExp(`${BUNDLE_URL.replace(/\./g, "\\.")}:(\\d+):(\\d+)\\)?$`, "gm");

/** The bundle's code, named for stack traces: evaluate this rather than the code to locate a throw. */
export function withBundleUrl(code: string): string {
  return `${code}\n//# sourceURL=${BUNDLE_URL}`;
}

/**
 * The lines `new Function` puts before the code it is given (mdx-bundler evaluates the bundle so):
 * stack frames count them. Measured rather than assumed, as V8 decides it.
 */
const FUNCTION_HEADER_LINES = (() => {
  try {
    new Function(withBundleUrl("throw new Error();"))();
  } catch (error) {
    const [frame] = String((error as Error).stack).matchAll(BUNDLE_FRAME);
    if (frame) return Number(frame[1]) - 1;
  }
  return 2;
})();

export interface ThrowSite {
  /** The file as the source map names it: relative to the folder the page was bundled in. */
  source: string;
  /** 1-based. */
  line: number;
}

/** The source map inlined in bundled code (esbuild's `sourcemap: "inline"`), if any. */
function inlineSourceMap(code: string): SourceMap | undefined {
  const data = [...code.matchAll(/^\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)/gm)].at(-1)?.[1];
  return data ? new SourceMap(JSON.parse(Buffer.from(data, "base64").toString("utf8"))) : undefined;
}

/**
 * Where the error was thrown and called from, innermost first, for each frame of its stack in
 * `code` (bundled with an inline source map, evaluated as `withBundleUrl(code)`). Empty when the
 * error has no stack, or none of its frames is in the bundle (a component of the site threw).
 */
export function throwSitesOf(error: unknown, code: string): ThrowSite[] {
  const stack = (error as { stack?: unknown } | undefined)?.stack;
  const map = typeof stack === "string" ? inlineSourceMap(code) : undefined;
  if (!map) return [];
  return [...(stack as string).matchAll(BUNDLE_FRAME)].flatMap(([, line, column]) => {
    const origin = map.findOrigin(Number(line) - FUNCTION_HEADER_LINES, Number(column));
    return "fileName" in origin && origin.fileName ? [{ source: origin.fileName, line: origin.lineNumber }] : [];
  });
}

/**
 * React's reason for a `{value}` it cannot show (a plain object): it throws inside React, whose
 * frames tell nothing of where in the page the value was written.
 */
export const NOT_RENDERABLE_CHILD = /Objects are not valid as a React child/;

/** The name the page's code calls `renderableChild` by, in a bundle made to locate such a value. */
export const CHILD_CHECK_GLOBAL = "__renderableChild";

/** Passes a value on as React would render it; throws for one React cannot render, from the caller's frame in the bundle. */
export function renderableChild(value: unknown): unknown {
  if (typeof value === "object" && value !== null && !isValidElement(value) && !(Symbol.iterator in value)) {
    throw new Error("a value that cannot be shown");
  }
  return value;
}

/**
 * React's reason for an element whose component is no component (`<Icon />` where the `icon` prop
 * was not passed): it throws inside React, whose frames tell nothing of where the element was written.
 */
export const INVALID_ELEMENT_TYPE = /^(?:\w*Error: )?Element type is invalid/;

/** Whether React can render an element of `type`: a tag, a component, or one of React's own (memo, forwardRef, Fragment...). */
function isElementType(type: unknown): boolean {
  return typeof type === "string" || typeof type === "function" || typeof type === "symbol" || (typeof type === "object" && type !== null && "$$typeof" in type);
}

/**
 * React's JSX runtime, for the bundle made to locate an element whose component is no component:
 * such an element throws where it is made, from the caller's frame in the bundle (the line of the
 * page, partial or component that writes it), not later inside React.
 */
export function elementCheckingJsxRuntime(): typeof jsxRuntime {
  const checked = (type: unknown) => {
    if (!isElementType(type)) throw new Error("an element of no component");
    return type as Parameters<typeof jsxRuntime.jsx>[0];
  };
  return {
    ...jsxRuntime,
    jsx: (type, props, key) => jsxRuntime.jsx(checked(type), props, key),
    jsxs: (type, props, key) => jsxRuntime.jsxs(checked(type), props, key),
  };
}

/** What React's "Element type is invalid ... got: undefined" means for the line it is reported at; otherwise "". */
export function invalidElementHint(reason: string): string {
  return INVALID_ELEMENT_TYPE.test(reason) && /got: undefined/.test(reason)
    ? " (the element written here is given no component (undefined): a prop the caller does not pass, or a name that holds none; Docusaurus stops there too)"
    : "";
}

/** The 1-based line of the first element `<name` written in `source` (a JSX name, `parts.Panel` too), if any. */
export function elementLine(source: string, name: string): number | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`<${escaped}(?=[\\s/>])`).exec(source);
  return match ? source.slice(0, match.index).split("\n").length : undefined;
}

interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  [position: string]: unknown;
}

/**
 * A remark plugin for the bundle made to locate a value React cannot show: every `{expression}`
 * of the text becomes `{__renderableChild(expression)}` at the same position, so the throw's frame
 * maps, through the source map, to the line the writer wrote it on.
 */
export function remarkCheckedExpressions() {
  return (tree: MdastRoot) => {
    visit(tree, ["mdxFlowExpression", "mdxTextExpression"], (node) => {
      const program = (node.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;
      const statement = program?.body?.[0];
      const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
      if (!statement || !expression) return; // a comment: nothing is rendered
      const { start, end, loc, range } = expression;
      statement.expression = { type: "CallExpression", callee: { type: "Identifier", name: CHILD_CHECK_GLOBAL, start, end, loc, range }, arguments: [expression], optional: false, start, end, loc, range };
    });
  };
}

/**
 * For a render that threw "`name` is not defined" where `name` is what one of `modules` (import
 * specifiers) exports by default, as `useBaseUrl` is `@docusaurus/useBaseUrl`'s: the import the page
 * lacks (Docusaurus fails on such a page too). Otherwise "".
 */
export function missingImportHint(reason: string, modules: readonly string[]): string {
  const name = /^(\w+) is not defined$/.exec(reason)?.[1];
  const specifier = name && modules.find((module) => module.split("/").at(-1) === name);
  return specifier ? ` (used without an import, which Docusaurus rejects too: add \`import ${name} from '${specifier}';\`)` : "";
}
