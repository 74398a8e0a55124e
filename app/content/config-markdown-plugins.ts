// Remark and rehype plugins that a Docusaurus config adds to its content plugins
// (`remarkPlugins: [math]`, `beforeDefaultRemarkPlugins: [versionedLinks]`) are not run: this site
// renders Markdown with its own pipeline. What they would rewrite (a link syntax of the site's own,
// math) shows as written, so the checker says so at the option, naming them. npm2yarn,
// remark-code-import (`file=` code blocks) and docusaurus-remark-plugin-tab-blocks (`tab` code
// blocks, Jest's), which Docusaurus sites add there, are done by the site itself and not named,
// whatever name the config imports them by (`import remark from '@docusaurus/remark-plugin-npm2yarn'`,
// then `remarkPlugins: [[remark, {sync: true}]]`); so is remark-typescript-tools' transpileCodeblocks
// (the Redux sites'), whose hiding of a TypeScript block's `noEmit` files the site does when the config has it,
// remark-math with rehype-katex (or rehype-mathjax), whose math the site typesets with KaTeX when the config uses
// remark-math, and mdx-mermaid (Docusaurus 2's Mermaid), whose diagrams it draws.

/** The plugins the site does itself, by a word of their package's name (or, for transpileCodeblocks, of their own). */
const SITE_RUN = /npm2yarn|code-?import|tab-blocks|transpileCodeblocks|remark-math|rehype-katex|rehype-mathjax|mdx-mermaid/i;
const IMPORT = /\bimport\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s+from\s*(['"])([^'"]+)\2/g;
const REQUIRE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(\s*(['"])([^'"]+)\2\s*\)/g;

const OPTION = /\b(beforeDefaultRemarkPlugins|remarkPlugins|beforeDefaultRehypePlugins|rehypePlugins)\s*:\s*/g;

export interface UnrunPlugins {
  option: string;
  /** Offset of the option's name in the config's text. */
  at: number;
  /** The plugins as written (`math`, `require('./src/remark/links')`); empty when the list is not written out there. */
  written: string[];
}

/** The top-level entries of the bracketed list opening at `start` (`[a, [b, {x: 1}]]` gives `a`, `[b, {x: 1}]`); undefined when it does not close. */
function listEntries(text: string, start: number): string[] | undefined {
  const entries: string[] = [];
  let depth = 0;
  let entryStart = start + 1;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === "`") {
      const close = text.indexOf(char, i + 1);
      if (close === -1) return undefined;
      i = close;
    } else if ("[{(".includes(char)) {
      depth++;
    } else if ("]})".includes(char)) {
      depth--;
      if (depth === 0) {
        entries.push(text.slice(entryStart, i));
        return entries.map((entry) => entry.replace(/\/\/.*$/gm, "").trim()).filter(Boolean);
      }
    } else if (char === "," && depth === 1) {
      entries.push(text.slice(entryStart, i));
      entryStart = i + 1;
    }
  }
  return undefined;
}

/** The module each name of a config's text is imported or required from (`remark` -> `@docusaurus/remark-plugin-npm2yarn`). */
function moduleOfNames(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of [...source.matchAll(IMPORT), ...source.matchAll(REQUIRE)]) modules.set(match[1], match[3]);
  return modules;
}

/** Whether a plugin entry (`npm2yarn`, `[remark, {sync: true}]`, `require('...')`) is a plugin `pattern` names: by its text, or by the module its leading name comes from. */
function entryIsPlugin(entry: string, modules: Map<string, string>, pattern: RegExp): boolean {
  const name = /^\[?\s*([A-Za-z_$][\w$]*)/.exec(entry)?.[1];
  return pattern.test(entry) || (name !== undefined && pattern.test(modules.get(name) ?? ""));
}

/** The Markdown plugin options of a config's text whose plugins the site does not run. */
export function unrunMarkdownPluginsOf(source: string): UnrunPlugins[] {
  const found: UnrunPlugins[] = [];
  const modules = moduleOfNames(source);
  for (const match of source.matchAll(OPTION)) {
    const valueAt = match.index! + match[0].length;
    const entries = source[valueAt] === "[" ? listEntries(source, valueAt) : undefined;
    if (entries?.length === 0) continue;
    const written = (entries ?? []).filter((entry) => !entryIsPlugin(entry, modules, SITE_RUN)).map((entry) => entry.replace(/\s+/g, " "));
    if (entries && written.length === 0) continue;
    found.push({ option: match[1], at: match.index!, written });
  }
  return found;
}

/**
 * A plugin written in the config as a function, by the name of the function it is or returns
 * (`() => function addNoCheck(tree) {...}`, alone or with its options, is `addNoCheck`).
 */
const INLINE_PLUGIN = /^\[?\s*(?:(?:async\s+)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*=>\s*)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/;

/** A plugin entry by its plugin: `[math, {strict: true}]` is `math`, an inline function its name; others as written. */
function pluginOfEntry(entry: string): string {
  const inline = INLINE_PLUGIN.exec(entry)?.[1];
  if (inline) return inline;
  if (!entry.startsWith("[")) return entry;
  return listEntries(entry, 0)?.[0]?.replace(/\s+/g, " ") ?? entry;
}

/** The checker's words for them. */
export function unrunPluginsMessage({ option, written }: UnrunPlugins): string {
  const named = written.map(pluginOfEntry);
  const names = named.length ? `${named.map((entry) => (entry.length > 60 ? `${entry.slice(0, 57)}...` : entry)).join(", ")}: ` : "";
  return `${option}: ${names}this site renders Markdown with its own plugins and does not run the config's; what they would rewrite (a link syntax of the site's own, say) shows as written`;
}

/**
 * The file extensions whose TypeScript blocks remark-typescript-tools' transpileCodeblocks rewrites, when one of the
 * config's Markdown plugin lists has it: its `fileExtensions` option when written as a list of strings, else `.mdx`,
 * the plugin's default; undefined without the plugin.
 */
export function transpiledCodeblockExtensionsOf(source: string): string[] | undefined {
  for (const match of source.matchAll(OPTION)) {
    const valueAt = match.index! + match[0].length;
    const entry = source[valueAt] === "[" ? listEntries(source, valueAt)?.find((written) => /^\[?\s*transpileCodeblocks\b/.test(written)) : undefined;
    if (entry === undefined) continue;
    const extensions = /\bfileExtensions\s*:\s*\[([^\]]*)\]/.exec(entry)?.[1];
    const listed = extensions === undefined ? [] : [...extensions.matchAll(/(['"])(\.[\w.]+)\1/g)].map((literal) => literal[2].toLowerCase());
    return listed.length ? listed : [".mdx"];
  }
  return undefined;
}

/**
 * Whether the config uses a plugin package: imports or requires it under a name it then uses
 * (`import math from 'remark-math'`, then `remarkPlugins: [math]`, or a list of its own,
 * `const globalRemarkPlugins = [math]`), or requires it where it is used (`[require('mdx-mermaid')]`).
 * Lines commented out do not count.
 */
export function usesPluginPackage(source: string, packageName: string): boolean {
  // Line comments only: a block comment's opening can sit in a string (a glob, 'docs/**/*.md').
  const code = source.replace(/^\s*\/\/.*$/gm, "");
  const quoted = `(['"])${packageName.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\1`;
  const declared = new RegExp(`\\b(?:const|let|var)\\s+[A-Za-z_$][\\w$]*\\s*=\\s*require\\(\\s*${quoted}\\s*\\)`, "g");
  if (new RegExp(`require\\(\\s*${quoted}\\s*\\)`).test(code.replace(declared, ""))) return true;
  for (const [name, module] of moduleOfNames(code)) {
    if (module !== packageName) continue;
    const uses = code.match(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, "\\$")}(?![\\w$])`, "g"))?.length ?? 0;
    if (uses > 1) return true;
  }
  return false;
}

/** npm2yarn's options as the site reads them: the package managers after npm, in order, and whether their tabs switch together. */
export interface Npm2YarnOptions {
  converters: string[];
  sync: boolean;
}

/** The package managers npm2yarn converts to by name (a custom converter, `['Turbo', fn]`, is a function the pages' builds cannot call). */
const KNOWN_CONVERTERS = new Set(["yarn", "pnpm", "bun"]);

/**
 * The options of the config's npm2yarn (`[npm2yarn, {sync: true, converters: ['yarn']}]`), by whatever name it is
 * imported as, from the first Markdown plugin list that has it: its `converters` (Docusaurus' default: Yarn and
 * pnpm), of which those it names, and `sync: true`; undefined when no list has it.
 */
export function npm2yarnOptionsOf(source: string): Npm2YarnOptions | undefined {
  const modules = moduleOfNames(source);
  for (const match of source.matchAll(OPTION)) {
    const valueAt = match.index! + match[0].length;
    const entry = source[valueAt] === "[" ? listEntries(source, valueAt)?.find((written) => entryIsPlugin(written, modules, /npm2yarn/i)) : undefined;
    if (entry === undefined) continue;
    const options = entry.startsWith("[") ? (listEntries(entry, 0)?.[1] ?? "") : "";
    const listAt = /\bconverters\s*:\s*\[/.exec(options);
    const written = listAt ? (listEntries(options, listAt.index + listAt[0].length - 1) ?? []) : ["'yarn'", "'pnpm'"];
    const converters = written.map((converter) => /^(['"`])(\w+)\1$/.exec(converter)?.[2]).filter((name): name is string => name !== undefined && KNOWN_CONVERTERS.has(name));
    return { converters, sync: /\bsync\s*:\s*true\b/.test(options) };
  }
  return undefined;
}
