// The content's own code (sidebars.js, docusaurus.config.js): made CommonJS whatever it is written
// in, and its load errors located at a line of its file for the writer.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "esbuild";

const ESM_SYNTAX = /^\s*(import|export)\s/m;
const DYNAMIC_IMPORT = /\bimport\s*\(/;
// Docusaurus reads TypeScript configs as `.ts`, `.mts` and `.cts` alike.
const TYPESCRIPT_FILE = /\.[cm]?ts$/;

/** esbuild's loader for a content module, by its name. */
function loaderOf(name: string): "ts" | "js" {
  return TYPESCRIPT_FILE.test(name) ? "ts" : "js";
}

/**
 * A content module as CommonJS, or its own text when it already is: Docusaurus 3 writes `export
 * default`, or TypeScript. With `dynamicImports`, `import(x)` becomes a `require(x)` (in a
 * resolved promise), as a vm context cannot load ES modules. Given the module's `file`,
 * `import.meta.url` (and Node's `import.meta.filename` and `dirname`) name it, as an ES module's
 * do: CommonJS output would leave them undefined, and configs derive `__dirname` from them.
 */
export function asCommonJs(name: string, source: string, { dynamicImports = false, file }: { dynamicImports?: boolean; file?: string } = {}): string {
  if (!TYPESCRIPT_FILE.test(name) && !ESM_SYNTAX.test(source) && !(dynamicImports && DYNAMIC_IMPORT.test(source))) return source;
  return transformSync(source, {
    loader: loaderOf(name),
    format: "cjs",
    sourcefile: name,
    ...(file ? { define: importMetaOf(file) } : {}),
    ...(dynamicImports ? { supported: { "dynamic-import": false } } : {}),
  }).code;
}

function importMetaOf(file: string): Record<string, string> {
  return {
    "import.meta.url": JSON.stringify(pathToFileURL(file).href),
    "import.meta.filename": JSON.stringify(file),
    "import.meta.dirname": JSON.stringify(path.dirname(file)),
  };
}

/**
 * The line a load error points at. esbuild's syntax errors know it; a syntax error from evaluating
 * plain CommonJS does not, so esbuild parses the file to find it; a thrown error has none.
 */
export function errorLine(error: unknown, name: string, source: string): number {
  const lineOf = (failure: unknown) => (failure as { errors?: { location?: { line?: number } }[] }).errors?.[0]?.location?.line;
  // (Errors thrown in the module's own context are not instances of this context's classes.)
  if (lineOf(error) !== undefined || (error as Error | undefined)?.name !== "SyntaxError") return lineOf(error) ?? 1;
  try {
    transformSync(source, { loader: loaderOf(name), sourcefile: name });
  } catch (parseError) {
    return lineOf(parseError) ?? 1;
  }
  return 1;
}

/** What went wrong loading a content module, in the writer's words (esbuild's, or the error's). */
export function errorMessage(error: unknown): string {
  return (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
}

/** Forgets the content folder's modules that content code required, so an edit to them counts. */
export function forgetRequiredContent(require: NodeJS.Require, contentDir: string): void {
  for (const file of Object.keys(require.cache)) if (file.startsWith(contentDir + path.sep)) delete require.cache[file];
}

/** The endings a `require` or `import` of a content file may leave out, as Docusaurus' loader (jiti) resolves them. */
const MODULE_ENDINGS = ["", ".js", ".cjs", ".mjs", ".ts", ".cts", ".mts", ".json", "/index.js", "/index.ts"];

/** The content folder's file a config or sidebars module's `require(id)` from `fromDir` loads; undefined for none (or one outside the folder). */
export function contentModuleFile(contentDir: string, fromDir: string, id: string): string | undefined {
  return MODULE_ENDINGS.map((ending) => path.resolve(fromDir, id) + ending)
    .find((candidate) => candidate.startsWith(contentDir + path.sep) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
}
