// A page that imports nothing but modules the site provides (Tabs, useBaseUrl...) needs no bundler:
// MDX compiles it to a function body, and its imports read those modules directly. Skipping
// esbuild's build (a round trip to its process, a source map, the bundle) is most pages' case.
import { pathToFileURL } from "node:url";
import type { CompileOptions } from "@mdx-js/mdx";
import type { Expression, Program } from "estree";
import type { ComponentType } from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { importableModules } from "../components/mdx";

/**
 * Whether a page may be compiled without the bundler, judged from what its ESM blocks import:
 * the compile itself has the last word on those (`compileUnbundled`), and this guess spares pages
 * with partials or components a compile that would be thrown away. A page that calls `require` or
 * reads `import.meta` (which MDX's function body asks its caller for) needs the bundler.
 */
export function mayCompileUnbundled(source: string, importedModules: string[]): boolean {
  return !/\brequire\s*\(/.test(source) && !source.includes("import.meta") && importedModules.every((module) => module in importableModules);
}

/** The name the compiled code reads a provided module by. */
const PROVIDED_MODULE_GLOBAL = "__providedModule";

/** A module's namespace as esbuild gives it for a CommonJS value: its properties, and itself as the default. */
const namespaces = new Map<string, Record<string, unknown>>();
function providedModule(specifier: string): Record<string, unknown> {
  let namespace = namespaces.get(specifier);
  if (!namespace) {
    const module = importableModules[specifier];
    namespace = { ...(typeof module === "object" || typeof module === "function" ? module : {}), default: module };
    namespaces.set(specifier, namespace);
  }
  return namespace;
}

/** Thrown by the compile of a page that needs the bundler after all. */
class NeedsBundler extends Error {}

/**
 * A recma plugin: `const {default: Tabs} = await import("@theme/Tabs")`, which MDX writes at the top
 * of a function body for an import, becomes `__providedModule("@theme/Tabs")`. An import of anything
 * else, or of a name the module lacks (the bundler gives it a placeholder and a warning), stops the
 * compile. Only the top-level statements are looked at: walking the whole page's code cost 3% of a build.
 */
function recmaProvidedImports() {
  /** The module an `await import(...)` loads; undefined for any other expression. */
  const importedModule = (expression: Expression | null | undefined): string | undefined => {
    if (expression?.type !== "AwaitExpression" || expression.argument.type !== "ImportExpression") return undefined;
    // MDX wraps the specifier in a call resolving it at run time: `_resolveDynamicMdxSpecifier("@theme/Tabs")`.
    const written = expression.argument.source;
    const source = written.type === "CallExpression" && written.arguments.length === 1 ? written.arguments[0] : written;
    const specifier = source.type === "Literal" && typeof source.value === "string" ? source.value : undefined;
    if (specifier === undefined || !(specifier in importableModules)) throw new NeedsBundler();
    return specifier;
  };
  const provided = (specifier: string): Expression => ({ type: "CallExpression", callee: { type: "Identifier", name: PROVIDED_MODULE_GLOBAL }, arguments: [{ type: "Literal", value: specifier }], optional: false });
  return (program: Program) => {
    for (const statement of program.body) {
      if (statement.type === "ExpressionStatement") {
        const specifier = importedModule(statement.expression);
        if (specifier !== undefined) statement.expression = provided(specifier);
      }
      if (statement.type !== "VariableDeclaration") continue;
      // `import Tabs, { TabItem } from "m"` and `import * as m from "m"` (`const m = await import("m"), {} = m`).
      for (const declarator of statement.declarations) {
        const specifier = importedModule(declarator.init);
        if (specifier === undefined) continue;
        declarator.init = provided(specifier);
        if (declarator.id.type !== "ObjectPattern") continue;
        const namespace = providedModule(specifier);
        const names = declarator.id.properties.map((property) => (property.type === "Property" && property.key.type === "Identifier" ? property.key.name : ""));
        if (!names.every((name) => Object.hasOwn(namespace, name))) throw new NeedsBundler();
      }
    }
  };
}

type Compile = typeof import("@mdx-js/mdx").compile;

/**
 * The page compiled without the bundler, as a component; undefined when it needs the bundler
 * after all (it imports a file, say). Compile errors are thrown as MDX reports them.
 */
export async function compileUnbundled(compile: Compile, file: { path: string; value: string }, options: CompileOptions): Promise<ComponentType | undefined> {
  let code: string;
  try {
    // A base URL, though nothing is resolved against it: without one, MDX's code throws if there is any import.
    code = String(await compile(file, { ...options, outputFormat: "function-body", baseUrl: pathToFileURL(file.path), recmaPlugins: [...(options.recmaPlugins ?? []), recmaProvidedImports] }));
  } catch (error) {
    if (error instanceof NeedsBundler) return undefined;
    throw error;
  }
  const provider = importableModules[options.providerImportSource!] as { useMDXComponents: unknown };
  // MDX's function body reads the JSX runtime and the components provider from its first argument.
  const body = new Function("_runtime", PROVIDED_MODULE_GLOBAL, code);
  return (body({ ...jsxRuntime, useMDXComponents: provider.useMDXComponents }, providedModule) as { default: ComponentType }).default;
}
