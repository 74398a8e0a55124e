// A React page of src/pages that renders Docusaurus' `<Redirect to="/docs/intro" />` and nothing
// else, as sites send their home page (or an old address) on to a doc: this site does not run React
// pages, but it follows that redirect, as a reader of the Docusaurus site is sent on.
import fs from "node:fs";
import path from "node:path";
import { parse, type CallExpression, type Program } from "acorn";
import { transformSync } from "esbuild";
import { visit } from "estree-util-visit";
import { lineMentioning } from "./problems";
import type { RawRedirect } from "./redirects.server";

/** The local name the module gives `Redirect` of `@docusaurus/router`, or undefined when it imports none. */
function redirectImportOf(program: Program): string | undefined {
  for (const node of program.body) {
    if (node.type !== "ImportDeclaration" || node.source.value !== "@docusaurus/router") continue;
    const specifier = node.specifiers.find((s) => s.type === "ImportSpecifier" && (s.imported.type === "Identifier" ? s.imported.name : s.imported.value) === "Redirect");
    if (specifier) return specifier.local.name;
  }
  return undefined;
}

/**
 * Where a React page's source redirects to: the `to` of its one element, `<Redirect to="...">`
 * with the address written as text; undefined when it renders anything else (a second element, a
 * computed address) or does not parse. esbuild makes its JSX `React.createElement` calls.
 */
export function reactPageRedirectTarget(source: string, loader: "js" | "jsx" | "ts" | "tsx"): string | undefined {
  let program: Program;
  try {
    const code = transformSync(source, { loader: loader === "js" ? "jsx" : loader, format: "esm", jsx: "transform" }).code;
    program = parse(code, { ecmaVersion: "latest", sourceType: "module" });
  } catch {
    return undefined;
  }
  const redirect = redirectImportOf(program);
  if (!redirect) return undefined;
  const calls: CallExpression[] = [];
  visit(program as unknown as Parameters<typeof visit>[0], (node) => void (node.type === "CallExpression" && calls.push(node as unknown as CallExpression)));
  const elements = calls.filter(({ callee }) => callee.type === "MemberExpression" && callee.property.type === "Identifier" && callee.property.name === "createElement");
  if (elements.length !== 1) return undefined;
  const [component, props] = elements[0].arguments;
  if (component?.type !== "Identifier" || component.name !== redirect || props?.type !== "ObjectExpression") return undefined;
  const to = props.properties.find((property) => property.type === "Property" && !property.computed && property.key.type === "Identifier" && property.key.name === "to");
  return to?.type === "Property" && to.value.type === "Literal" && typeof to.value.value === "string" ? to.value.value : undefined;
}

/** Where the React page file (absolute) redirects to, and the line writing it; undefined when it renders more than a `<Redirect>`. */
export function redirectOfReactPageFile(file: string): { to: string; line: number } | undefined {
  let source: string;
  try {
    source = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  // Only a page importing the router can redirect: the others are not parsed (every load of the site reads each twice).
  if (!source.includes("@docusaurus/router")) return undefined;
  const to = reactPageRedirectTarget(source, path.extname(file).slice(1).toLowerCase() as "js" | "jsx" | "ts" | "tsx");
  return to === undefined ? undefined : { to, line: lineMentioning(source, to) };
}

/**
 * The redirects of the content's React pages (`reactPages`: address -> file from the content
 * folder) that render only a `<Redirect>`, from the page's address, as this site's redirects are written.
 */
export function reactPageRedirectsOf(contentDir: string, reactPages: Map<string, string>): RawRedirect[] {
  return [...reactPages].flatMap(([pageId, file]) => {
    const redirect = redirectOfReactPageFile(path.join(contentDir, file));
    return redirect ? [{ from: `/${pageId}`, to: redirect.to, line: redirect.line, file, label: "React page's <Redirect>" }] : [];
  });
}
