// Docusaurus' way to make components global: a swizzled `src/theme/MDXComponents.js` whose default
// export spreads `@theme-original/MDXComponents` and adds the site's own (`Screenshot`, ...), which
// every page and partial may then use without an import; and its way to draw admonition types of the
// site's own, a swizzled `src/theme/Admonition/Types.js` that spreads `@theme-original/Admonition/Types`.
import fs from "node:fs";
import path from "node:path";
import { parse, type Expression, type Node, type ObjectExpression, type Program } from "acorn";
import { transformSync } from "esbuild";
import { existingFile } from "./module-files.server";
import { isCustomElementName } from "./preprocess/inline-syntax";
import type { ThemeComponents } from "./page-config";

/**
 * The components the content's MDXComponents adds: `src/theme/MDXComponents.js` (any script
 * extension), or a folder with its index; and its swizzled `src/theme/Admonition/Types`, which
 * Docusaurus' Admonition draws each type with. Undefined when it has neither, or they cannot be read.
 */
export function themeComponentsOf(contentDir: string): ThemeComponents | undefined {
  const admonitionTypes = scriptFile(path.join(contentDir, "src", "theme", "Admonition", "Types"));
  const file = scriptFile(path.join(contentDir, "src", "theme", "MDXComponents"));
  let source: string | undefined;
  try {
    source = file && fs.readFileSync(file, "utf8");
  } catch {
    source = undefined;
  }
  if (!file || source === undefined) return admonitionTypes ? { names: [], admonitionTypes } : undefined;
  // Lower-case keys (`a`, `code`, `img`) would replace how the site renders Markdown itself: only
  // components are taken, and custom element names (`'media-view': MediaViewer`), which no Markdown makes.
  const loader = file.endsWith(".ts") ? "ts" : file.endsWith(".tsx") ? "tsx" : "jsx";
  const names = defaultExportKeys(source, loader).filter((name) => /^[A-Z]/.test(name) || isCustomElementName(name));
  return { file, names, ...(admonitionTypes ? { admonitionTypes } : {}) };
}

/** The script file (`.js`, `.jsx`, `.ts`, `.tsx`, or a folder's index) at a module path without its ending; undefined without one. */
function scriptFile(modulePath: string): string | undefined {
  const file = existingFile(modulePath);
  return file && /\.[jt]sx?$/.test(file) ? file : undefined;
}

/**
 * The keys of a module's default-exported object literal, written `export default {...}` or
 * `export default Name` after `const Name = {...}` (spreads are left out); none when it is
 * something else or does not parse. Read from the text, as the pages' preprocessing must know them
 * before anything is bundled: esbuild makes it plain JavaScript (JSX, TypeScript), acorn parses it.
 */
export function defaultExportKeys(source: string, loader: "jsx" | "ts" | "tsx" = "jsx"): string[] {
  let program: Program;
  try {
    program = parse(transformSync(source, { loader, format: "esm" }).code, { ecmaVersion: "latest", sourceType: "module" });
  } catch {
    return [];
  }
  const object = defaultExportedObject(program);
  return (object?.properties ?? []).flatMap((property) => {
    if (property.type !== "Property" || property.computed) return [];
    if (property.key.type === "Identifier") return [property.key.name];
    return property.key.type === "Literal" && typeof property.key.value === "string" ? [property.key.value] : [];
  });
}

/** The object literal the module exports as its default: esbuild writes `export default x` as `export { name as default }`. */
function defaultExportedObject(program: Program): ObjectExpression | undefined {
  for (const node of program.body) {
    let exported: Node | undefined;
    if (node.type === "ExportDefaultDeclaration") {
      exported = node.declaration.type === "Identifier" ? valueDeclaredAs(program, node.declaration.name) : node.declaration;
    } else if (node.type === "ExportNamedDeclaration") {
      const specifier = node.specifiers.find((s) => (s.exported.type === "Identifier" ? s.exported.name : s.exported.value) === "default");
      if (specifier?.local.type === "Identifier") exported = valueDeclaredAs(program, specifier.local.name);
    }
    if (exported) return exported.type === "ObjectExpression" ? (exported as ObjectExpression) : undefined;
  }
  return undefined;
}

/** The initial value of the top-level `const|let|var name = ...`, through other names it is given (`var x_default = x`). */
function valueDeclaredAs(program: Program, name: string, seen = new Set<string>()): Expression | undefined {
  if (seen.has(name)) return undefined;
  seen.add(name);
  for (const node of program.body) {
    if (node.type !== "VariableDeclaration") continue;
    const init = node.declarations.find((d) => d.id.type === "Identifier" && d.id.name === name)?.init;
    if (init) return init.type === "Identifier" ? valueDeclaredAs(program, init.name, seen) : init;
  }
  return undefined;
}
