// The content's own code (sidebars.js, docusaurus.config.js): made CommonJS whatever it is written
// in, and its load errors located at a line of its file for the writer.
import fs from "node:fs";
import path from "node:path";
import { laidOutPathOf } from "./config.server";
import { pathToFileURL } from "node:url";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
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
  return commonJsTransform(name, source, { dynamicImports, file }).code;
}

/** esbuild's CommonJS of a content module (see asCommonJs), with a source map when asked. */
function commonJsTransform(name: string, source: string, { dynamicImports = false, file }: { dynamicImports?: boolean; file?: string }, sourcemap = false) {
  return transformSync(source, {
    loader: loaderOf(name),
    format: "cjs",
    sourcefile: name,
    ...(sourcemap ? { sourcemap: "external" as const } : {}),
    ...(file ? { define: importMetaOf(file) } : {}),
    ...(dynamicImports ? { supported: { "dynamic-import": false } } : {}),
  });
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

/** A content module a config or sidebars file ran (itself or one it required), by its absolute path. */
export interface ContentModule {
  file: string;
  source: string;
}

/** The module each load error arose in: the innermost one running when it was thrown (see noteFailingModule). */
const failingModules = new WeakMap<object, ContentModule>();

/**
 * Records that `error` came out of running `module`. Module runners call it as the error leaves
 * them; the first call wins, so a nested module's error is placed in that module, not in the
 * file that required it.
 */
export function noteFailingModule(error: unknown, module: ContentModule): void {
  if (typeof error === "object" && error !== null && !failingModules.has(error)) failingModules.set(error, module);
}

/**
 * Where a content module's load error is, for the writer: a syntax error at its line in the module
 * that does not parse; a thrown error at the first frame of its stack in a content module (in a
 * module that was transformed, the writer's line, mapped back through esbuild's source map); else line 1 of the module
 * that was running. `loaded`: the file that was loaded, and `ran` every module run meanwhile.
 */
export function loadErrorPlace(error: unknown, contentDir: string, loaded: ContentModule, ran: ContentModule[], options: { dynamicImports?: boolean } = {}): { file: string; line: number } {
  const failing = (typeof error === "object" && error !== null && failingModules.get(error)) || loaded;
  const place = (module: ContentModule, line: number) => ({ file: path.relative(contentDir, module.file), line });
  if (failing.file.endsWith(".json")) return place(failing, jsonErrorLine(error, failing.source));
  if ((error as Error | undefined)?.name === "SyntaxError" || (error as { errors?: unknown[] } | undefined)?.errors) return place(failing, errorLine(error, path.basename(failing.file), failing.source));
  // The first frame in a content module; a transformed module's lines are not the writer's.
  const modules = [loaded, ...ran];
  for (const frame of String((error as Error | undefined)?.stack ?? "").split("\n")) {
    for (const module of modules) {
      const at = frame.indexOf(`${module.file}:`);
      const [, line, column] = (at === -1 ? undefined : /^(\d+):(\d+)/.exec(frame.slice(at + module.file.length + 1))) ?? [];
      if (line) return place(module, runsAsWritten(module, options) ? Number(line) : (sourceLineOf(module, options, Number(line), Number(column)) ?? 1));
    }
  }
  return place(failing, 1);
}

/**
 * The writer's line (1-based) of a position (line and column, 1-based) in the CommonJS that
 * asCommonJs made of a module: the transform is made again, with a source map to look it up in.
 */
function sourceLineOf(module: ContentModule, { dynamicImports = false }: { dynamicImports?: boolean }, line: number, column: number): number | undefined {
  const { map } = commonJsTransform(path.basename(module.file), module.source, { dynamicImports, file: module.file }, true);
  return originalPositionFor(new TraceMap(map), { line, column: column - 1 }).line ?? undefined;
}

/** The line of a JSON file that JSON.parse's error names by its position ("... at position 31"); 1 when it names none. */
function jsonErrorLine(error: unknown, source: string): number {
  const position = /position (\d+)/.exec((error as Error | undefined)?.message ?? "")?.[1];
  return position === undefined ? 1 : source.slice(0, Number(position)).split("\n").length;
}

/** Whether a module runs as written, not transformed (a file that does not parse is not). */
function runsAsWritten(module: ContentModule, options: { dynamicImports?: boolean }): boolean {
  try {
    return asCommonJs(path.basename(module.file), module.source, options) === module.source;
  } catch {
    return false;
  }
}

/**
 * The globals Node gives every module beyond the language's own, for content code run in a context
 * of its own: Docusaurus runs the config and sidebars in Node, where Backstage's read their folder
 * with `new URL(import.meta.url)`. No timers: the site does not wait for a config's promise. No
 * network either: `fetch` fails at once, saying so (a plugin fetching its SDKs' versions at build
 * time, as Flagsmith's does, printed "fetch is not defined" from its catch); the Fetch API's own
 * classes (`Headers`, `Request`, `Response`), which reach nothing, are Node's.
 */
export function nodeGlobals(): Record<string, unknown> {
  return { URL, URLSearchParams, TextEncoder, TextDecoder, Buffer, atob, btoa, structuredClone, fetch: refusedFetch, Headers, Request, Response };
}

/** The address a `fetch` is asked for, as written or as its `Request` or `URL` gives it. */
export function fetchedAddress(input: unknown): string {
  return input instanceof Request ? input.url : String(input);
}

/** `fetch` for content code: a failure naming the address, as the site reads content without the network. */
export function refusedFetch(input: unknown): never {
  throw new TypeError(`fetch ${fetchedAddress(input)}: this site reads the config without the network, so nothing is fetched (Docusaurus' build would fetch it)`);
}

/**
 * The `process` content code sees (the config, the sidebars file and what they require), as Node
 * gives it in Docusaurus' build: an `env` with only `NODE_ENV`, "production" as `docusaurus build` sets it
 * (a config's `process.env.NODE_ENV === 'production' ? ... : ...` takes the branch the published site
 * shows; `process.env.FB_INTERNAL ? ... : ...` its public one), the content folder as working directory,
 * the running Node.js version.
 */
export function contentProcess(contentDir: string): Record<string, unknown> {
  return { env: { NODE_ENV: "production" }, cwd: () => contentDir, platform: process.platform, version: process.version, versions: { node: process.versions.node } };
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

/**
 * The content folder's file a config or sidebars module's `require(id)` from `fromDir` loads; undefined for none.
 * A path out of the folder is read where the content is laid out for it (`laidOutPathOf`): Sui's sidebars file,
 * in the site's folder beside its docs, requires `../content/sidebars/guides.js`, which the content holds in
 * `content/sidebars/`.
 */
export function contentModuleFile(contentDir: string, fromDir: string, id: string): string | undefined {
  const resolved = path.resolve(fromDir, id);
  const inside = resolved.startsWith(contentDir + path.sep) ? resolved : laidOutPathOf(contentDir, resolved);
  if (inside === undefined) return undefined;
  const isFile = (candidate: string) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;
  const found = MODULE_ENDINGS.map((ending) => inside + ending).find(isFile);
  if (found) return found;
  // A JavaScript ending naming a TypeScript file (`require("./api/sidebar.js")` of `sidebar.ts`), as
  // TypeScript writes its imports and Docusaurus' loader (jiti) resolves them.
  const typescript = inside.replace(/\.(c|m)?js(x?)$/, (_ending, kind: string | undefined, jsx: string) => `.${kind ?? ""}ts${jsx}`);
  return typescript !== inside && isFile(typescript) ? typescript : undefined;
}
