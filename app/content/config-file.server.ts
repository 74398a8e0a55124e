// Stage 1 of reading a Docusaurus site's docusaurus.config.js: running it, as sidebars.js is run, in
// a context of its own under a time limit, with stand-ins for what it needs of Docusaurus' build and
// for the packages and files the site does not have. What the site uses of the loaded config is read
// in stage 2: site-config.server.ts (the header, docs, blogs...), page-config.server.ts (what pages'
// builds may use), config-plugins.server.ts (presets and plugins) and client-redirects.server.ts.
import fs from "node:fs";
import Module, { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { asCommonJs, contentModuleFile, contentProcess, errorMessage, fetchedAddress, loadErrorPlace, noteFailingModule, nodeGlobals, refusedFetch } from "./content-code.server";
import { rootedBuiltin } from "./rooted-builtins.server";
import { internalDocsHelpers, isInternalDocsModule } from "./internal-docs";
import { STAND_IN_VALUE } from "./page-config";
import { lineAt, lineMentioning, type ContentProblem } from "./problems";

/**
 * How long the config may run, its promise included. Docusaurus' configs take milliseconds; the
 * limit stops one that never ends. It is wall-clock time, so it is wide: on a machine loaded 10 to
 * 1, a config that takes 0.2 s alone ran out of 2 s, and the site served without it until the next edit.
 */
const CONFIG_TIME_LIMIT_MS = 10_000;

const CONFIG_FILES = ["docusaurus.config.js", "docusaurus.config.cjs", "docusaurus.config.mjs", "docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts"];

export interface RawConfigFile {
  /** Relative to the content folder. */
  file: string;
  /** The file's text, to find the line of a setting a problem is about. */
  source: string;
  /** The config object it exports (or its function returns). */
  raw: Record<string, unknown>;
  /** The files it requires by path that the content folder does not have (they got a stand-in). */
  unread?: string[];
  /** The addresses it fetched, answered by a stand-in, when their failing would have stopped it. */
  fetched?: string[];
  /** The content folder's modules it ran besides itself (Ory's `./src/navbar`), relative, with their text. */
  modules?: { file: string; source: string }[];
  /**
   * Calls a function of the config (`sidebarItemsGenerator`) with an argument in the config's
   * context, to the end of its promise: what it resolved to, or what it threw. Absent for configs
   * made by hand (tests).
   */
  settle?: (fn: unknown, args: unknown[], self?: unknown) => Settled;
  /** The config's `require` from the content folder, in its context: a plugin given by its module's path is loaded so. */
  requireModule?: (specifier: string) => unknown;
  /** The content folder, as Docusaurus gives a plugin its site's folder (`context.siteDir`). */
  siteDir?: string;
}

/** How a function of the config ended: with a value, with an error, or not at all (it waited for a file or a timer). */
export interface Settled {
  value?: unknown;
  error?: unknown;
  settled: boolean;
}

/**
 * Where the config writes `mentioned`: in its own file, else in a content module it imports (a
 * navbar kept in `src/navbar.ts`); a value no file writes as it is (a link the config computes,
 * `` `/docs/${latest}/intro` ``) is placed at `near` (the item's label) when one is written, else at
 * the template literal that makes it (items a `versions.map(...)` makes, label and link both
 * computed), else at line 1 of the config. `after` and `near` as for lineMentioning.
 */
export function configPlaceOf(configFile: RawConfigFile, mentioned: string, after?: string, near?: string): { file: string; line: number } {
  const writerOf = (text: string) => [configFile, ...(configFile.modules ?? [])].find((file) => file.source.includes(text));
  const holder = writerOf(mentioned);
  if (holder) return { file: holder.file, line: lineMentioning(holder.source, mentioned, after, near) };
  const labelHolder = near === undefined ? undefined : writerOf(near);
  if (labelHolder) return { file: labelHolder.file, line: lineMentioning(labelHolder.source, near!, after) };
  for (const file of [configFile, ...(configFile.modules ?? [])]) {
    const offset = templateMaking(file.source, mentioned);
    if (offset !== undefined) return { file: file.file, line: lineAt(file.source, offset) };
  }
  return { file: configFile.file, line: 1 };
}

/** A template literal with substitutions: its text between backticks, none inside. */
const TEMPLATE_LITERAL = /`([^`]*\$\{[^`]*)`/g;
/** The least text, outside its substitutions, of a template taken to make a value: `${a}/${b}` could make any path. */
const LEAST_TEMPLATE_TEXT = 4;

/**
 * The offset of the template literal in `source` that makes `value` (`` `docs/${version}/intro` ``
 * for "docs/2.1/intro"), its written text in the same places around its substitutions; the one
 * with the most written text when several do; undefined when none does.
 */
function templateMaking(source: string, value: string): number | undefined {
  let best: { offset: number; written: number } | undefined;
  for (const match of source.matchAll(TEMPLATE_LITERAL)) {
    const parts = match[1].split(/\$\{[^}]*\}/);
    const written = parts.join("").length;
    if (written < LEAST_TEMPLATE_TEXT || (best && best.written >= written)) continue;
    const pattern = new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^]*?")}$`);
    if (pattern.test(value)) best = { offset: match.index, written };
  }
  return best?.offset;
}

/** Marks what the client-redirects plugin's function returns with the options it was given. */
export const CLIENT_REDIRECTS_OPTIONS = Symbol("client-redirects options");

/**
 * The function of `@docusaurus/plugin-client-redirects` as a config requires it: a plugin whose
 * options are kept, so that a plugin of the config that calls it and returns (or spreads) what it
 * gives is read as that plugin with those options. Backstage's config patches the plugin so
 * (`ctx => PatchedRedirectPlugin(ctx, {redirects})`), and its redirects answered 404.
 */
function clientRedirectsPlugin(_context: unknown, options: unknown): Record<string | symbol, unknown> {
  return { name: "docusaurus-plugin-client-redirects", [CLIENT_REDIRECTS_OPTIONS]: options, postBuild: async () => {} };
}

/**
 * The package as `require` gives it: that function, also as its `default`, which a CommonJS config
 * calls, as Node gives it the package's compiled `exports.default`
 * (`require('@docusaurus/plugin-client-redirects').default(ctx, options)`; it was undefined here).
 */
const CLIENT_REDIRECTS_MODULE = Object.assign((context: unknown, options: unknown) => clientRedirectsPlugin(context, options), { default: clientRedirectsPlugin });

/**
 * A package the site does not have (`@docusaurus/...`, `prism-react-renderer`, plugins): any
 * property, call or `new` of it gives it back, so the config's use of it evaluates. It is not a
 * promise (no `then`), so awaiting it does not hang, nor a compiled ES module (no `__esModule`),
 * so a default import of it (`import versions from './versions.json'`) is the stand-in itself.
 */
export function standInModule(): unknown {
  const standIn: object = new Proxy(function standIn() {}, {
    get: (_target, key) => (key === "then" || key === "__esModule" ? undefined : key === Symbol.toPrimitive ? () => "" : standIn),
    apply: () => standIn,
    construct: () => standIn,
  });
  standIns.add(standIn);
  return standIn;
}
/** The stand-ins given to configs: a config value that is one reaches pages as a stand-in too. */
const standIns = new WeakSet<object>();

/**
 * Makes the context's `JSON.parse` give back a stand-in it is given, the text of a file the site does
 * not read (`JSON.parse(fs.readFileSync('../package.json'))`), so any use of what it parsed evaluates.
 */
function parseStandInsAsThemselves(context: vm.Context): void {
  const json = vm.runInContext("JSON", context) as JSON;
  const parse = json.parse;
  json.parse = (text: string, reviver?: Parameters<JSON["parse"]>[1]) => (standIns.has(text as unknown as object) ? text : parse(text, reviver));
}

/**
 * The `require` a config module gets: Node's built-in modules (`fs` and `path` taking relative paths
 * from the content folder, the config's working directory in Docusaurus); lodash and semver, which every Docusaurus
 * site has as Docusaurus' own packages depend on them (Puppeteer's config picks its archived versions' links with
 * `semver.gte`); the YAML parsers configs read their data files with; the content folder's own files, run
 * in the config's context (JSON parsed); a stand-in for anything else. `require.resolve` gives a
 * path without looking for the file, as the config only passes it on to Docusaurus' build.
 */
function configRequire(context: vm.Context, contentDir: string, fromDir: string, cache: Map<string, unknown>, unread: string[]): NodeJS.Require {
  const require = ((id: string) => {
    if (id === "module" || id === "node:module") return configModuleBuiltin((from) => configRequire(context, contentDir, from, cache, unread));
    if (isBuiltin(id)) return id === "process" || id === "node:process" ? context.process : rootedBuiltin(id, contentDir, readOutside) ?? nodeRequire(id);
    if (isInternalDocsModule(id)) return internalDocsHelpers();
    if (id === "lodash") return docusaurusLodash();
    if (id === "semver" || id.startsWith("semver/")) return nodeRequire(id);
    if (YAML_PARSERS.has(id)) return yamlParser(id);
    if (id === "@docusaurus/plugin-client-redirects") return CLIENT_REDIRECTS_MODULE;
    if (!id.startsWith(".") && !path.isAbsolute(id)) return standInModule();
    const file = contentModuleFile(contentDir, fromDir, id);
    if (file) return runModule(context, contentDir, file, cache, unread);
    // A path the config computed (`path.join(__dirname, ...)`) is named from the content folder, not the server's disk.
    unread.push(path.isAbsolute(id) ? path.relative(contentDir, id) : id);
    return standInModule();
  }) as NodeJS.Require;
  const readOutside = (file: string) => {
    unread.push(path.relative(contentDir, file));
    return standInModule();
  };
  require.resolve = ((id: string) => (id.startsWith(".") || path.isAbsolute(id) ? path.resolve(fromDir, id) : path.join(contentDir, "node_modules", id))) as NodeJS.RequireResolve;
  return require;
}
const nodeRequire = createRequire(import.meta.url);

/**
 * YAML parsers, given as themselves: js-yaml, which every Docusaurus site has (Docusaurus reads front
 * matter and authors files with it), and yaml, which sites add to read a data file. Miden's config reads
 * its next version from a release manifest with yaml's `parse`; a stand-in made its version menu's
 * label for the docs folder " (unstable)", without the version.
 */
const YAML_PARSERS = new Set(["yaml", "js-yaml"]);
/** The functions of those packages that parse a text. */
const YAML_PARSE_FUNCTIONS = ["load", "loadAll", "safeLoad", "safeLoadAll", "parse", "parseDocument", "parseAllDocuments"];

/**
 * A YAML parser as a config requires it, whose parse functions give back a stand-in they are given,
 * as the context's `JSON.parse` does: the text of a file the site does not read (Jest's
 * `yaml.load(fs.readFileSync('../crowdin.yaml'))`), so any use of what it parsed evaluates.
 */
function yamlParser(id: string): Record<string, unknown> {
  const parser = nodeRequire(id) as Record<string, unknown>;
  const wrapped = YAML_PARSE_FUNCTIONS.filter((name) => typeof parser[name] === "function").map((name) => {
    const parse = parser[name] as (...args: unknown[]) => unknown;
    return [name, (text: unknown, ...rest: unknown[]) => (standIns.has(text as object) ? text : parse(text, ...rest))];
  });
  return { ...parser, ...Object.fromEntries(wrapped) };
}

/**
 * lodash, which every Docusaurus site has (Docusaurus' own packages depend on it), so configs use
 * it as their own: Pulsar's builds its docs' `versions` option with `_.keyBy`, which a stand-in
 * emptied, losing each version's path. A fresh copy for each module that requires it, so one's `_.mixin` stays its own.
 */
function docusaurusLodash(): unknown {
  return (nodeRequire("lodash") as { runInContext: () => unknown }).runInContext();
}

/**
 * Node's `module` as a config sees it: its `createRequire` gives the config's own `require` (from
 * the folder of the file or `file:` URL it is given), so packages the site does not have are
 * stand-ins there too. An ES module or TypeScript config requires through it
 * (`const require = createRequire(import.meta.url)`, Babel's); Node's own threw "Cannot find module".
 */
function configModuleBuiltin(requireFrom: (fromDir: string) => NodeJS.Require): typeof Module {
  const createConfigRequire = (from: string | URL) => {
    const written = String(from);
    return requireFrom(path.dirname(written.startsWith("file:") ? fileURLToPath(written) : written));
  };
  return new Proxy(Module, { get: (target, key) => (key === "createRequire" ? createConfigRequire : Reflect.get(target, key)) });
}

/** Runs one module of the config (the file, or a content file it requires) in its context; its exports. */
function runModule(context: vm.Context, contentDir: string, file: string, cache: Map<string, unknown>, unread: string[]): unknown {
  if (cache.has(file)) return cache.get(file);
  const source = fs.readFileSync(file, "utf8");
  try {
    if (file.endsWith(".json")) return JSON.parse(source);
    const module = { exports: {} as unknown };
    cache.set(file, module.exports);
    // The wrapper keeps the file's lines where they are, so errors point at the writer's lines. Its
    // inner block lets an ES module declare its own `__dirname` (from `import.meta.url`), which Node
    // allows there, without clashing with the parameter.
    const code = asCommonJs(path.basename(file), source, { dynamicImports: true, file });
    const wrapped = `(function (exports, require, module, __filename, __dirname) {{${code}\n}})`;
    const run = vm.runInContext(wrapped, context, { filename: file, timeout: CONFIG_TIME_LIMIT_MS }) as (...args: unknown[]) => void;
    run(module.exports, configRequire(context, contentDir, path.dirname(file), cache, unread), module, file, path.dirname(file));
    cache.set(file, module.exports);
    return module.exports;
  } catch (error) {
    noteFailingModule(error, { file, source });
    throw error;
  }
}

/**
 * Stage 1: runs the content folder's `docusaurus.config.{js,cjs,mjs,ts,mts,cts}` and awaits what it
 * exports (an object, or a function that returns one or a promise of one); null without a config.
 * In a context of its own, with no environment (`process.env` is empty) and a time limit that
 * covers its promise: a promise that waits for anything but other promises (a file, a timer) is
 * an error, as the site cannot wait for it in the middle of a request. A `fetch` fails, as the site
 * has no network, and the config may take its own way round that (a `catch`); when the failure
 * stops the config, it is run again with each fetch answered by an empty stand-in (see
 * `standInFetch`), so the rest of it is read, and the addresses are noted in `fetched`.
 */
export function loadConfigFile(contentDir: string): RawConfigFile | ContentProblem | null {
  const root = path.resolve(contentDir);
  const name = CONFIG_FILES.find((candidate) => fs.existsSync(path.join(root, candidate)));
  if (!name) return null;
  const refused: string[] = [];
  const loaded = runConfigFile(root, name, { answer: false, addresses: refused });
  if (!("kind" in loaded) || refused.length === 0) return loaded;
  const fetched: string[] = [];
  const answered = runConfigFile(root, name, { answer: true, addresses: fetched });
  return "kind" in answered ? loaded : { ...answered, fetched };
}

/**
 * A `fetch` made in the config's context (so its promises settle there), answering every address
 * with a successful response whose `json()` is a stand-in (which any use evaluates, and which reads
 * as empty text) and whose text is empty, as if the address had answered with nothing the config
 * could use; `note` is told each address.
 */
const STAND_IN_FETCH = `(note, standIn) => (input) => {
  const response = {
    ok: true, status: 200, statusText: 'OK', url: note(input), redirected: false, type: 'basic', headers: new Headers(), body: null, bodyUsed: false,
    json: async () => standIn(), text: async () => '', arrayBuffer: async () => new ArrayBuffer(0), clone: () => response,
  };
  return Promise.resolve(response);
}`;

/**
 * Runs the config file `name` of the content folder `root`: the loaded config, or why it did not
 * load. Each address it fetches is noted in `fetches.addresses`; the fetch fails, or is answered
 * by a stand-in when `fetches.answer` is set.
 */
function runConfigFile(root: string, name: string, fetches: { answer: boolean; addresses: string[] }): RawConfigFile | ContentProblem {
  const file = path.join(root, name);
  const source = fs.readFileSync(file, "utf8");
  const problem = (line: number, message: string): ContentProblem => ({ file: name, line, severity: "error", kind: "config", message: `cannot load the config: ${message}` });
  const modules = new Map<string, unknown>();
  try {
    const context = vm.createContext({ ...nodeGlobals(), console, process: contentProcess(root) }, { microtaskMode: "afterEvaluate" });
    const note = (input: unknown) => {
      const address = fetchedAddress(input);
      fetches.addresses.push(address);
      return address;
    };
    context.fetch = fetches.answer ? vm.runInContext(STAND_IN_FETCH, context)(note, standInModule) : (input: unknown) => refusedFetch(note(input));
    parseStandInsAsThemselves(context);
    const outcome: { value?: unknown; error?: unknown; settled?: boolean } = {};
    const unread: string[] = [];
    context.load = () => {
      const exported = runModule(context, root, file, modules, unread) as { default?: unknown } | null;
      return exported?.default ?? exported;
    };
    context.outcome = outcome;
    // Run from inside the context, so the time limit covers the module, its function and its promise.
    vm.runInContext(
      "Promise.resolve(load()).then((config) => (typeof config === 'function' ? config() : config)).then((value) => { outcome.value = value; outcome.settled = true; }, (error) => { outcome.error = error; outcome.settled = true; })",
      context,
      { timeout: CONFIG_TIME_LIMIT_MS },
    );
    if (!outcome.settled) return problem(1, "its promise waits for something other than promises (a file, a timer, the network), which the site does not wait for");
    if (outcome.error !== undefined) throw outcome.error;
    const raw = outcome.value;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return problem(1, "it must export the config object (or a function that returns it)");
    const ran = [...modules.keys()].filter((module) => module !== file && !module.endsWith(".json"));
    // The context drains its promises after each evaluation in it, so a later call settles at once
    // too; made from inside it, as a call from outside queues its promises elsewhere.
    const settle = (fn: unknown, args: unknown[], self?: unknown): Settled => {
      const settled: Settled = { settled: false };
      Object.assign(context, { fn, args, self, settled });
      vm.runInContext(
        "Promise.resolve().then(() => fn.apply(self, args)).then((value) => { settled.value = value; settled.settled = true; }, (error) => { settled.error = error; settled.settled = true; })",
        context,
        { timeout: CONFIG_TIME_LIMIT_MS },
      );
      return settled;
    };
    // Only a module file of the content folder: a package's path (`require.resolve('some-plugin')`) is none.
    const requireModule = (specifier: string) => {
      const absolute = path.resolve(root, specifier);
      const isModuleFile = (candidate: string) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;
      const found = ["", ".js", ".cjs", ".mjs", ".ts", "/index.js"].some((ending) => isModuleFile(absolute + ending));
      return absolute.startsWith(root + path.sep) && found ? configRequire(context, root, root, modules, unread)(absolute) : undefined;
    };
    return { file: name, source, raw: raw as Record<string, unknown>, unread, modules: ran.map((module) => ({ file: path.relative(root, module), source: fs.readFileSync(module, "utf8") })), settle, requireModule, siteDir: root };
  } catch (error) {
    // An error in a module it imports is placed there.
    const ran = [...modules.keys()].filter((module) => module !== file).map((module) => ({ file: module, source: fs.readFileSync(module, "utf8") }));
    return { ...problem(1, errorMessage(error)), ...loadErrorPlace(error, root, { file, source }, ran, { dynamicImports: true }) };
  }
}

/** The object at `keys` below a config value (`objectAt(raw, "themeConfig", "navbar")`); undefined when any step is not an object, or the end is a list. */
export function objectAt(value: unknown, ...keys: string[]): Record<string, unknown> | undefined {
  let at = value;
  for (const key of keys) at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at && typeof at === "object" && !Array.isArray(at) ? (at as Record<string, unknown>) : undefined;
}

/**
 * The JSON-serialisable part of a config value: plain objects, arrays, strings, finite numbers,
 * booleans and null; a stand-in (for a missing package or file) as `STAND_IN_VALUE`, which pages
 * see as a stand-in again. Functions, other objects (dates, regular expressions, class instances)
 * and cycles are dropped.
 */
export function serialisable(value: unknown, ancestors: object[] = []): unknown {
  if (typeof value === "function" && standIns.has(value)) return STAND_IN_VALUE;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "object" || ancestors.includes(value)) return undefined;
  const within = [...ancestors, value];
  // The config's objects come from its own context: Array.isArray and the tag work across contexts, instanceof does not.
  if (Array.isArray(value)) return value.map((item) => serialisable(item, within)).filter((item) => item !== undefined);
  if (Object.prototype.toString.call(value) !== "[object Object]") return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    let field: unknown;
    try {
      field = serialisable((value as Record<string, unknown>)[key], within);
    } catch {
      continue; // a getter that throws
    }
    if (field !== undefined) copy[key] = field;
  }
  return copy;
}
