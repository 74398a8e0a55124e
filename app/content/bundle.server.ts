// MDX source -> bundled code -> rendered HTML: one page's build, from preprocessing to the HTML
// and its table of contents. Caching lives in page-cache.server.ts.
import fs from "node:fs";
import path from "node:path";
import { remarkIndentedCode, type IndentedCode } from "./indented-code";
import { staticFoldersOf } from "./static-files.server";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { buildSync, type Plugin as EsbuildPlugin, type OnResolveArgs, type OnResolveResult, type PartialMessage } from "esbuild";
import { CodeBlockHighlights, CodeBlockHighlightsContext, COMPONENTS_PROVIDER, importableModules, mdxComponents, missingModule, missingModuleNote, PageRenderContext, type PageRender } from "../components/mdx";
import { isCssInJsPackage } from "../components/mdx/CssInJs";
import { ABSENT_FILE_HASH, hashFile } from "./hash.server";
import { highlightCode, type HighlightOptions } from "./highlight.server";
import { frontmatterFormatOf, isCommonMark, type PageConfig, type PageConfigPart, type ThemeComponents, type UsedConfig } from "./page-config";
import { CONTENT_ASSET_FILE } from "./urls";
import { gitIgnoredReason } from "./git-ignored.server";
import { isFolderIndex } from "./docusaurus-ids";
import { svgComponentModule } from "./svg-component";
import { parse as parseYaml } from "yaml";
import { existingFile, importCandidates } from "./module-files.server";
import { compileUnbundled, mayCompileUnbundled } from "./unbundled.server";
import type { CompileOptions } from "@mdx-js/mdx";
import { withFrontmatterValues, type HeadTag } from "./head-tags";
import { preprocess, type Preprocessed, type PreprocessOptions } from "./preprocess.server";
import type { Preprocessed as PreprocessorOutcome } from "./markdown-preprocessor.server";
import { containingJsxRuntime, type ContainedFailure } from "./contained-components.server";
import { CHILD_CHECK_GLOBAL, missingImportHint, NOT_RENDERABLE_CHILD, remarkCheckedExpressions, renderableChild, throwSitesOf, withBundleUrl } from "./render-errors.server";
import { importedNames } from "./preprocess/segments";
import { customElementComponent, isCustomElementName } from "./preprocess/inline-syntax";
import { severityOfFixup } from "./preprocess/fixups";
import {
  contentAssetUrl, folderReadLinkOf, rehypeCodeBlocks, rehypeCodeMetaAsProperty, rehypeContentLinks, rehypeFigures, rehypeThemedImages, rehypeKeyboardAndLabels, remarkAddressLiterals, remarkAdmonitions, remarkGithubAlerts, remarkHeadingIds, remarkNpm2Yarn, remarkPhrasingHtml, remarkMissingImages, remarkTabBlocks, remarkTabValues, remarkEventHandlers, remarkTocExport, remarkTranspiledCodeblocks, remarkTruncateMarker, TRUNCATE_SENTINEL, type AltDirective, type BadTabOptions, type CrossPluginLink, type DuplicateTabValue, type PageEventHandler, type FolderRelativeLink, type LinkContext, type MissingImage, type FileSnippetFence, type FileSnippetRead, fileSnippetOf, snippetLines, type LooseTitle, type MetaAsLanguage, type MisspeltLanguage, type PageLinkContext,
} from "./markdown-plugins.server";
import { compareByPlace, lineMentioning, type ContentProblem } from "./problems";
import { browserEffectWarnings, browserEventMessage } from "./browser-effects";
import { hasContentTitle } from "./content-title";
import type { PageRecord } from "./pages.server";
import { containsHeading1, showsText, withRewrittenHrefs, withStyleTextUnescaped } from "./rendered-html";
import { extractToc, type TocEntry } from "./toc";
import { hasTypesetMath, KATEX_OPTIONS, katexStylesheetLink, loadMath, rehypeMathErrors, type MathError } from "./math.server";
import { apiDocumentAt, openApiDocsOperationOf } from "./openapi-reference.server";

/** Bumped whenever the pipeline's output (its warnings included) changes, so caches from older engines are ignored. */
export const ENGINE_VERSION = "207";

/** How a missing Markdown image's warning says what Docusaurus does by default; the checker says otherwise under the config's `onBrokenMarkdownImages`. */
export const IMAGE_STOPS_THE_BUILD = "; Docusaurus stops its build on it";

/** Head tags without repeats: a page with code blocks renders twice, and its components give their `<Head>` tags each time. */
function uniqueHeadTags(tags: HeadTag[]): HeadTag[] {
  return [...new Map(tags.map((tag) => [JSON.stringify(tag), tag])).values()];
}

export interface RenderedPage {
  html: string;
  toc: TocEntry[];
  /** Whether the page's own `# heading` is its visible title (`hasContentTitle`): the layout then adds none. */
  titleInContent: boolean;
  /** With a truncate marker: the length of the HTML before it, the post's opening that the blog's list pages show. */
  openingLength?: number;
  /**
   * The opening the blog's list pages show when the page read `useBlogPost()` (whose `isBlogPostPage`
   * is false in a list, as Docusaurus renders each listed post): rendered again so, up to its truncate marker.
   */
  listOpening?: string;
  /** Tags the page's `<head>` blocks ask for (its partials' included). */
  head: HeadTag[];
  /** Fix-ups and unresolved imports: the page renders, but the checker reports these. */
  warnings: ContentProblem[];
  /**
   * Every file the bundle read, with its hash at the time, and the files an import in the content
   * folder that resolved to none could have loaded, as ABSENT_FILE_HASH: the cache entry is valid
   * while they match (so a component added after the page was built replaces its placeholder).
   */
  inputs: [file: string, hash: string][];
  /** The parts of the content's config the build used (`useDocusaurusContext`, magic comments): valid while they are unchanged too. */
  usedConfig: UsedConfig;
  /**
   * Every page file its links named, with the URL it had then ("" for a file that was no page):
   * links are resolved at build time, so the entry is valid while these URLs are unchanged too.
   */
  linkTargets: [file: string, url: string][];
  /**
   * Every URL path its relative links were looked up at, with the page file there then ("" for
   * none): whether such a link needs the page's URL read as a folder depends on what is there.
   */
  linkedUrls: [url: string, file: string][];
  /**
   * The relative links read against the page's URL as a folder (`trailingSlash: true`), each as
   * rendered with the text written, in the page's order: the checker names a broken one as written.
   */
  folderLinks?: [url: string, written: string][];
}

/**
 * The compiler's packages, loaded on the first build rather than at start-up (dynamic imports are
 * not hoisted into the server bundle's start): a server whose pages come from the on-disk cache
 * starts serving without ever loading them.
 */
async function importCompiler() {
  const [mdx, frontmatter, gfm, emoji, directive, raw, slug, autolinkHeadings] = await Promise.all([
    import("@mdx-js/mdx"),
    import("remark-frontmatter"),
    import("remark-gfm"),
    import("remark-emoji"),
    import("remark-directive"),
    import("rehype-raw"),
    import("rehype-slug"),
    import("rehype-autolink-headings"),
  ]);
  return {
    compile: mdx.compile,
    remarkFrontmatter: frontmatter.default,
    remarkGfm: gfm.default,
    remarkEmoji: emoji.default,
    remarkDirective: directive.default,
    rehypeRaw: raw.default,
    rehypeSlug: slug.default,
    rehypeAutolinkHeadings: autolinkHeadings.default,
  };
}
let compiler: ReturnType<typeof importCompiler> | undefined;

/** The compiler's packages, imported once (a worker calls this early to be ready sooner). */
export function loadCompiler(): ReturnType<typeof importCompiler> {
  return (compiler ??= importCompiler());
}

/** The bundler (mdx-bundler, esbuild), imported when a page first needs it: most never do (unbundled.server.ts). */
async function importBundler() {
  const [mdxBundler, mdxClient] = await Promise.all([import("mdx-bundler"), import("mdx-bundler/client/index.js")]);
  return { bundleMDX: mdxBundler.bundleMDX, getMDXComponent: mdxClient.getMDXComponent };
}
let bundler: ReturnType<typeof importBundler> | undefined;
const loadBundler = () => (bundler ??= importBundler());

/** What a build needs to know of the page it builds. */
export type PageSource = Pick<PageRecord, "file" | "relativePath" | "frontmatter">;

export class PageBuildError extends Error {
  constructor(readonly problem: ContentProblem) {
    super(`${problem.file}:${problem.line}: ${problem.message}`);
  }
}

/** Headings that get a "#" link to themselves: all but the page title's h1. */
const SECTION_HEADINGS = ["h2", "h3", "h4", "h5", "h6"];

/** The syntax tree nodes MDX adds to Markdown's (JSX, expressions, import/export). */
const MDX_NODE_TYPES = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"];

/**
 * remark-rehype's handlers for MDX's nodes: they go into the HTML tree as they are, as remark-rehype
 * passes them through, but not deep-copied (with their expressions' syntax trees: 1.3% of a
 * build); the Markdown tree is not used again.
 */
const MDX_NODES_AS_THEY_ARE = Object.fromEntries(MDX_NODE_TYPES.map((type) => [type, (state: { all: (node: object) => unknown[] }, node: object) => ("children" in node ? { ...node, children: state.all(node) } : { ...node })]));

const MODULE_GLOBAL = "__importable";
/** Marks a module imported as raw text (`!!raw-loader!`), apart from the same file imported as code. */
const RAW_TEXT_SUFFIX = "?raw-text";
const MISSING_GLOBAL = "__missingModule";

/** An import the page's build could not honour: what was imported, by which file, and for a module we stand in for, the names it lacks. */
interface UnhonouredImport {
  specifier: string;
  importer: string;
  names?: string[];
  /** Loaded with `require()`, not `import`. */
  required?: boolean;
  /** Why it resolves to nothing, when more can be said than that it does not. */
  reason?: string;
}

/** Each entry once, however many times the build met it (an import, a fence), in a fixed order (esbuild resolves imports in parallel). */
function distinct<Entry>(entries: Entry[]): Entry[] {
  const byKey = new Map(entries.map((entry) => [JSON.stringify(entry), entry]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

/** Whether an absent file is in an `fb/` folder of the content, where Meta's sites keep what only their internal build has. */
function isInternalOnlyFile(contentDir: string, absolute: string): boolean {
  const relative = path.relative(contentDir, absolute);
  return !relative.startsWith("..") && !path.isAbsolute(relative) && relative.split(path.sep).slice(0, -1).includes("fb");
}

/** `shown`: whether the rendered page shows the module's placeholder; an import the page never uses shows nothing. */
function missingImportMessage({ specifier, names, required, reason }: UnhonouredImport, shown: boolean): string {
  const why = reason ? `: ${reason}` : "";
  // A CSS-in-JS package has a stand-in whose components are the elements they style.
  if (!names && isCssInJsPackage(specifier)) return `${required ? `require("${specifier}")` : `import "${specifier}"`} does not resolve${why}; what it styles is shown without its styles`;
  const outcome = shown ? "a placeholder is shown" : "the page shows nothing of it";
  if (required) return `require("${specifier}") does not resolve${why}; ${outcome}`;
  if (!names) return `import "${specifier}" does not resolve${why}; ${outcome}`;
  const listed = names.map((name) => `"${name}"`).join(", ");
  return `${listed} of "${specifier}" ${names.length === 1 ? "is" : "are"} not available on this site; ${outcome}`;
}

/** The line of the import in the importing file's text: for missing names, the import of that module which names one of them. */
function importLine(importerSource: string, specifier: string, names?: string[]): number {
  const lines = importerSource.split("\n");
  const index = names ? lines.findIndex((line) => line.includes(specifier) && names.some((name) => line.includes(name))) : -1;
  if (index !== -1) return index + 1;
  // Closed by its quote, so "widget" is not found in an earlier "widget/style.css".
  const written = [`${specifier}'`, `${specifier}"`].find((quoted) => importerSource.includes(quoted));
  if (written) return lineMentioning(importerSource, written);
  // Written with escapes the string's value drops (prettier's `'./\_partials/\_part.md'`).
  const escaped = lines.findIndex((line) => stringLiteralsOf(line).includes(specifier));
  return escaped !== -1 ? escaped + 1 : lineMentioning(importerSource, specifier);
}

/** The values of the quoted strings on a line of code, their escapes decoded as JavaScript reads them; one pass. */
export function stringLiteralsOf(line: string): string[] {
  const values: string[] = [];
  for (let at = 0; at < line.length; at++) {
    const quote = line[at];
    if (quote !== "'" && quote !== '"' && quote !== "`") continue;
    let value = "";
    let end = at + 1;
    for (; end < line.length && line[end] !== quote; end++) {
      if (line[end] !== "\\" || end + 1 === line.length) value += line[end];
      else value += ESCAPED_CHARACTERS[line[++end]] ?? line[end];
    }
    if (end < line.length) values.push(value);
    at = end;
  }
  return values;
}

/** The escapes whose character is not the one written after the backslash. */
const ESCAPED_CHARACTERS: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };

/** Which of the names an import asks for the module we stand in with lacks (its default is the module itself). */
function namesNotExported(module: unknown, names: string[]): string[] {
  const exported = (typeof module === "object" || typeof module === "function") && module !== null ? module : {};
  return names.filter((name) => name !== "default" && !Object.hasOwn(exported, name));
}

/**
 * Options every preprocessed file gets: components pages may use without importing them (ours,
 * and those the content's own MDXComponents adds) are markup.
 */
function preprocessOptions(theme: ThemeComponents | undefined, admonitionKeywords: readonly string[] | undefined, math: boolean, includes: boolean) {
  return { components: [...Object.keys(mdxComponents), ...(theme?.names ?? [])], admonitionKeywords, math, includes };
}

/**
 * The components provider of content with its own MDXComponents: ours, then the components it adds
 * (a custom element's, `'media-view'`, under the name its tags are written as).
 */
function themedProviderModule(theme: ThemeComponents): string {
  const elements = Object.fromEntries(theme.names.filter(isCustomElementName).map((name) => [name, customElementComponent(name)]));
  return [
    `import theme from ${JSON.stringify(theme.file)};`,
    `const elements = ${JSON.stringify(elements)};`,
    "const own = Object.fromEntries(Object.entries(theme ?? {}).flatMap(([name, value]) => /^[A-Z]/.test(name) ? [[name, value]] : Object.hasOwn(elements, name) ? [[elements[name], value]] : []));",
    `const components = { ...${MODULE_GLOBAL}[${JSON.stringify(COMPONENTS_PROVIDER)}].useMDXComponents(), ...own };`,
    "export function useMDXComponents() { return components; }",
  ].join("\n");
}

/** The namespace of a CSS module loaded by `require()`: its class names, and those again as `default`. */
const REQUIRED_CSS_MODULE = "required-css-module";
/**
 * Stylesheets a page or component may import: CSS, and Sass or Less, which Docusaurus sites compile
 * with a plugin (docusaurus-plugin-sass) this site does not run, so they are never applied.
 */
const STYLESHEET_FILE = /\.(css|scss|sass|less)$/i;

/** The package a bare import names: `@scope/name` or `name`, without the path into it. */
function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split("/");
  return parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

/** A package's stylesheet that its exports name without a file ending, in a `css` folder of the subpath: swiper's `swiper/css`, `swiper/css/navigation`. */
function isPackageStylesheetPath(specifier: string): boolean {
  return specifier.slice(packageOfSpecifier(specifier).length + 1).split("/").includes("css");
}

/**
 * A regular file's text when its real path is inside the content folder (not a link out of it, nor a
 * FIFO, whose read would wait for a writer); undefined otherwise.
 */
function readContentText(file: string, contentDir: string): string | undefined {
  try {
    const real = fs.realpathSync(file);
    const relative = path.relative(fs.realpathSync(contentDir), real);
    if (relative.startsWith("..") || path.isAbsolute(relative) || !fs.statSync(real).isFile()) return undefined;
    return fs.readFileSync(real, "utf8");
  } catch {
    return undefined;
  }
}

/** React and react-dom, and their entry points (`react/jsx-runtime`): the site's own, never the content's. */
const SITE_REACT = /^react(-dom)?(\/|$)/;

/**
 * The file of the content folder that an import from a laid-out docs folder (`content/`, for the config's
 * `path: '../content'`) names when it climbs into a sibling folder the content lacks: in Docusaurus the docs sit
 * beside the site's own folder, so Sui's `import {Card} from "../site/src/components/Cards"` is the site's
 * `src/components/Cards`, which the content folder holds. Undefined for any other import, or no such file.
 */
function siteFolderFile(contentDir: string, laidOutDocsFolders: string[], absolute: string, importer: string): string | undefined {
  const importerParts = path.relative(contentDir, importer).split(path.sep);
  const docsTop = laidOutDocsFolders.map((folder) => folder.split(path.sep)[0]).find((top) => importerParts.length > 1 && importerParts[0] === top);
  const [sibling, ...rest] = path.relative(contentDir, absolute).split(path.sep);
  if (!docsTop || !sibling || sibling === ".." || sibling === docsTop || rest.length === 0) return undefined;
  if (fs.statSync(path.join(contentDir, sibling), { throwIfNoEntry: false })) return undefined;
  return existingFile(path.join(contentDir, ...rest));
}

/**
 * Serves preprocessed sources: the page's (already in `preprocessed`) and those of the Markdown it
 * imports (partials), which get the same preprocessing. Resolves relative and `@site/...` imports
 * inside the content folder, and turns imports of absent modules into placeholders.
 */
function contentImportsPlugin(contentDir: string, theme: ThemeComponents | undefined, missing: UnhonouredImport[], stylesheets: UnhonouredImport[], preprocessed: Map<string, Preprocessed>, absentFiles: Set<string>, commonMarkFile: (file: string) => boolean, absentExports: Map<string, Set<string>>, preprocessing: PreprocessOptions, internalDocsBuild: boolean, importAliases: Record<string, string>, staticFolders: string[], partialSource: (file: string) => string | Promise<string>, laidOutDocsFolders: string[]): EsbuildPlugin {
  return {
    name: "content-imports",
    setup(build) {
      // A content module some file imports names from that it does not export: those names are
      // `undefined`, as webpack gives them (it only warns), so only a page using one fails.
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/i }, (args) => {
        const names = absentExports.get(args.path);
        return names ? { contents: withUndefinedExports(fs.readFileSync(args.path, "utf8"), names), loader: scriptLoader(args.path) } : undefined;
      });
      // @mdx-js/esbuild compiles `pluginData.contents` instead of reading the file from disk.
      build.onResolve({ filter: /.*/ }, (args) => {
        const page = args.kind === "entry-point" ? preprocessed.get(args.path) : undefined;
        return page ? { path: args.path, pluginData: { contents: page.source } } : undefined;
      });
      const importTexts = new Map<string, Promise<string>>(); // once per importer, whatever number of modules it imports
      const importText = async (importer: string): Promise<string> => {
        const prepared = preprocessed.get(importer)?.source;
        if (prepared !== undefined) return prepared;
        const source = fs.readFileSync(importer, "utf8");
        if (!/\.[cm]?tsx?$/i.test(importer)) return source;
        try {
          const { transform } = await import("esbuild");
          return (await transform(source, { loader: /x$/i.test(importer) ? "tsx" : "ts", jsx: "preserve" })).code;
        } catch {
          return source; // esbuild's own build reports the syntax error
        }
      };
      /**
       * The names a file imports from a module, as its (preprocessed) text lists them; of a TypeScript
       * file, those its code uses as values: a name used only as a type (`import Image, { SrcImage }`
       * for `img: SrcImage`) is dropped by TypeScript's compilers (Docusaurus' Babel, esbuild), so it
       * needs no placeholder and no warning.
       */
      const namesImported = async (importer: string, module: string) => {
        if (!importTexts.has(importer)) importTexts.set(importer, importText(importer));
        return importedNames(await importTexts.get(importer)!, module);
      };
      // A placeholder module per importer, exporting exactly the names it imports (esbuild checks them).
      const placeholder = async (args: OnResolveArgs, reason?: string): Promise<OnResolveResult> => {
        const because = reason ? { reason } : {};
        // `require()` (often inside <BrowserOnly>) destructures names no import lists: every name is the placeholder.
        if (args.kind === "require-call") return { path: `${args.path} required by ${args.importer}`, namespace: "missing-module", pluginData: { specifier: args.path, importer: args.importer, required: true, ...because } };
        const names = await namesImported(args.importer, args.path);
        return { path: `${args.path} from ${args.importer}`, namespace: "missing-module", pluginData: { specifier: args.path, importer: args.importer, names, ...because } };
      };
      // docusaurus-plugin-internaldocs-fb's public build: a file of an `fb/` folder, kept out of the
      // public repository, is an empty component (every name imported of it), so nothing shows.
      const internalOnly = async (args: OnResolveArgs): Promise<OnResolveResult> => ({
        path: `${args.path} from ${args.importer}`,
        namespace: "internal-only-module",
        pluginData: { names: args.kind === "require-call" ? [] : await namesImported(args.importer, args.path), required: args.kind === "require-call" },
      });
      // Imports stay inside the content folder: a path out of it resolves to nothing.
      const realContentDir = fs.realpathSync(contentDir);
      const inside = (file: string) => {
        const relative = path.relative(realContentDir, fs.realpathSync(file));
        return !relative.startsWith("..") && !path.isAbsolute(relative);
      };
      // A stylesheet that is absent, or a package's, is not applied either; class names stay as written.
      const unappliedStylesheet = (args: OnResolveArgs): OnResolveResult => ({ path: `${args.path} from ${args.importer}`, namespace: "stylesheet", pluginData: { specifier: args.path, importer: args.importer } });
      /** Notes the files an import in the content folder that loads none could load: one added later rebuilds the page. */
      const noteAbsent = (absolute: string) => {
        const relative = path.relative(contentDir, absolute);
        if (!relative.startsWith("..") && !path.isAbsolute(relative)) for (const candidate of importCandidates(absolute)) absentFiles.add(candidate);
      };
      const resolveFile = (absolute: string, args: OnResolveArgs): OnResolveResult | Promise<OnResolveResult> => {
        const file = existingFile(absolute) ?? siteFolderFile(contentDir, laidOutDocsFolders, absolute, args.importer);
        if (!file) noteAbsent(absolute);
        if (!file && internalDocsBuild && isInternalOnlyFile(contentDir, absolute)) return internalOnly(args);
        if (!file || !inside(file)) return STYLESHEET_FILE.test(args.path) ? unappliedStylesheet(args) : placeholder(args, file ? undefined : gitIgnoredReason(contentDir, absolute));
        // An SVG is read into a component, in the file namespace so that its edits rebuild the page.
        if (/\.svg$/i.test(file) && contentAssetUrl(contentDir, file)) return { path: file, pluginData: { svg: true } };
        // YAML is its data, as webpack's yaml-loader gives it (LangChain.js' People component imports `data/people.yml`).
        if (/\.ya?ml$/i.test(file)) return { path: file, pluginData: { yaml: true } };
        if (CONTENT_ASSET_FILE.test(file) && contentAssetUrl(contentDir, file)) return { path: file, namespace: "content-asset" };
        // A CSS module is applied, its class names made local to it (esbuild's local-css loader,
        // the default for .module.css); other stylesheets would restyle the whole site, so they are not.
        // `require()` of one gives webpack's ES module, whose `default` is the class names
        // (`require('./x.module.css').default`, as Docusaurus sites write it); esbuild's has none.
        if (/\.module\.css$/i.test(file)) return args.kind === "require-call" && args.namespace !== REQUIRED_CSS_MODULE ? { path: file, namespace: REQUIRED_CSS_MODULE } : { path: file };
        if (STYLESHEET_FILE.test(file)) return { path: file, namespace: "stylesheet", pluginData: { specifier: path.relative(contentDir, file), importer: args.importer } };
        if (!/\.mdx?$/i.test(file)) return { path: file };
        const prepare = (text: string): OnResolveResult => {
          const prepared = preprocess(text, { ...preprocessing, format: commonMarkFile(file) ? "md" : "mdx" });
          preprocessed.set(file, prepared);
          return { path: file, pluginData: { contents: prepared.source } };
        };
        const text = partialSource(file);
        return typeof text === "string" ? prepare(text) : text.then(prepare);
      };
      const absoluteImport = (specifier: string, resolveDir: string) =>
        specifier.startsWith("@site/") ? path.join(contentDir, specifier.slice("@site/".length)) : path.resolve(resolveDir, specifier);
      // In a stylesheet, a url() is left to the browser: a content file's as its address on the
      // site, any other as written; an @import of a stylesheet in the content folder is bundled.
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== "url-token" && args.kind !== "import-rule") return undefined;
        if (/^[a-z][a-z\d+.-]*:|^\/\/|^#/i.test(args.path)) return { path: args.path, external: true };
        const file = existingFile(absoluteImport(args.path, args.resolveDir));
        const inContent = file && inside(file) ? file : undefined;
        if (args.kind === "import-rule") return inContent && /\.css$/i.test(inContent) ? { path: inContent } : { path: args.path, external: true };
        return { path: (inContent && contentAssetUrl(contentDir, inContent)) ?? args.path, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: REQUIRED_CSS_MODULE }, (args) => ({
        contents: `const classes = require(${JSON.stringify(`./${path.basename(args.path)}`)});\nmodule.exports = Object.assign({}, classes, { default: classes });\n`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
      // Docusaurus' webpack `!!raw-loader!./file`: the file's text is the default export.
      build.onResolve({ filter: /^!*raw-loader!/ }, (args) => {
        const absolute = absoluteImport(args.path.slice(args.path.lastIndexOf("!") + 1), args.resolveDir);
        const file = existingFile(absolute);
        if (!file) noteAbsent(absolute);
        return file && inside(file) ? { path: file, suffix: RAW_TEXT_SUFFIX } : placeholder(args, file ? undefined : gitIgnoredReason(contentDir, absolute));
      });
      // An ES module, as webpack's raw-loader makes: `require('!!raw-loader!./x').default` is the text too.
      build.onLoad({ filter: /.*/ }, (args) => (args.suffix === RAW_TEXT_SUFFIX ? { contents: `export default ${JSON.stringify(fs.readFileSync(args.path, "utf8"))};`, loader: "js" } : undefined));
      // Every MDX module (page or partial) asks the provider for its components: with the content's
      // own MDXComponents, it gets those too, as in Docusaurus.
      if (theme) {
        build.onResolve({ filter: /.*/ }, (args) => (args.path === COMPONENTS_PROVIDER ? { path: COMPONENTS_PROVIDER, namespace: "components-provider" } : undefined));
        build.onLoad({ filter: /.*/, namespace: "components-provider" }, () => ({ contents: themedProviderModule(theme), loader: "js" }));
      }
      build.onResolve({ filter: /^@site\// }, (args) => resolveFile(absoluteImport(args.path, args.resolveDir), args));
      build.onResolve({ filter: /^\.\.?\// }, (args) => resolveFile(path.resolve(args.resolveDir, args.path), args));
      // A `/`-rooted import is looked up as webpack's `resolve.roots` lists them in Docusaurus:
      // the static folders (Capacitor's pages `require('/img/x.png')`), then the site's folder
      // (Strapi's pages import `/docs/snippets/x.md`), then the disk.
      build.onResolve({ filter: /^\// }, (args) => {
        const rooted = [...staticFolders.map((folder) => path.join(folder, args.path)), path.join(contentDir, args.path)];
        const found = rooted.find((file) => existingFile(file));
        if (!found) noteAbsent(rooted[0]);
        return resolveFile(found ?? (existingFile(args.path) ? args.path : rooted.at(-1)!), args);
      });
      // The config's webpack aliases (`@partials/x.mdx`), as webpack reads them: `name` and `name/...`, or `name$` exactly.
      // React is the site's own: an alias for it (a monorepo's `react: path.resolve('../../node_modules/react')`,
      // so that one copy runs) names another copy, which would be a second React, or nothing here.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (SITE_REACT.test(args.path)) return undefined;
        for (const [name, target] of Object.entries(importAliases)) {
          const exact = name.endsWith("$");
          const alias = exact ? name.slice(0, -1) : name;
          if (args.path !== alias && (exact || !args.path.startsWith(`${alias}/`))) continue;
          // A monorepo's alias for its examples beside the docs (`@examples`: `../../examples/src`) leads where nothing is read.
          const leadsTo = path.relative(contentDir, path.resolve(contentDir, target));
          if (leadsTo.startsWith("..") || path.isAbsolute(leadsTo)) {
            return placeholder(args, `the config's webpack alias "${name}" leads to "${leadsTo.split(path.sep).join("/")}", out of the content folder, which the site does not read`);
          }
          // A plugin's generated files (`createData` writes them under `.docusaurus/` as Docusaurus builds): no build runs here.
          const file = path.resolve(contentDir, target, args.path.slice(alias.length + 1));
          if (leadsTo.split(path.sep)[0] === ".docusaurus" && !existingFile(file)) {
            return placeholder(args, `the config's webpack alias "${name}" leads to "${leadsTo.split(path.sep).join("/")}", the folder where Docusaurus' build writes what plugins generate, which this site does not run`);
          }
          return resolveFile(file, args);
        }
        return undefined;
      });
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (SITE_REACT.test(args.path)) return undefined;
        // A webpack inline loader (`!!example-source?region=app!./styles.css`) decides what the import
        // is, not the file's ending: it is no stylesheet (its class-name stand-in broke `{Source}` children).
        if ((STYLESHEET_FILE.test(args.path) || isPackageStylesheetPath(args.path)) && !args.path.includes("!")) {
          // The stylesheet of a package whose components the site draws itself (react-lite-youtube-embed's
          // `dist/LiteYouTubeEmbed.css`) styles markup the site does not render: nothing is lost, nothing to say.
          return packageOfSpecifier(args.path) in importableModules ? { path: args.path, namespace: "provided-stylesheet" } : unappliedStylesheet(args);
        }
        if (!(args.path in importableModules)) {
          // `@theme/X` that the site does not give is the content's own `src/theme/X`, as Docusaurus
          // looks there first: LangChain.js' pages import `@theme/ChatModelTabs` so.
          const ownThemeComponent = args.path.startsWith("@theme/") ? existingFile(path.join(contentDir, "src/theme", args.path.slice("@theme/".length))) : undefined;
          return ownThemeComponent ? resolveFile(ownThemeComponent, args) : placeholder(args);
        }
        // A name our stand-in for a Docusaurus module lacks gets a placeholder too, not `undefined`;
        // of `@theme/X`, the site's own `src/theme/X` gives it when it exports it, as that file is the
        // site's `@theme/X` in Docusaurus (Tauri's diagrams take their `colors` from its `@theme/Mermaid`).
        const names = await namesImported(args.importer, args.path);
        const unknown = namesNotExported(importableModules[args.path], names);
        if (!unknown.length) return undefined;
        const ownFile = args.path.startsWith("@theme/") ? existingFile(path.join(contentDir, "src/theme", args.path.slice("@theme/".length))) : undefined;
        const ownNames = ownFile && inside(ownFile) ? namesExportedBy(ownFile).filter((name) => unknown.includes(name)) : [];
        return { path: `${args.path} from ${args.importer}`, namespace: "partly-missing-module", pluginData: { specifier: args.path, importer: args.importer, names, unknown, ownFile, ownNames } };
      });
      build.onLoad({ filter: /.*/, namespace: "internal-only-module" }, (args) => {
        const { names, required } = args.pluginData as { names: string[]; required: boolean };
        const empty = "const InternalOnly = () => null;";
        if (required) return { contents: `${empty}\nmodule.exports = InternalOnly;`, loader: "js" };
        return { contents: `${empty}\nexport { ${names.map((name) => `InternalOnly as ${name}`).join(", ")} };`, loader: "js" };
      });
      build.onLoad({ filter: /.*/, namespace: "missing-module" }, (args) => {
        const { specifier, importer, names, required, reason } = args.pluginData as UnhonouredImport;
        missing.push({ specifier, importer, ...(required ? { required } : {}), ...(reason ? { reason } : {}) });
        // The placeholder is any name it is asked for, as `require()` destructures it.
        if (required) return { contents: `module.exports = ${MISSING_GLOBAL}(${JSON.stringify(specifier)});`, loader: "js" };
        // Each name its own placeholder (`placeholder.Check`), as an icon shows its name.
        const lines = [
          `const placeholder = ${MISSING_GLOBAL}(${JSON.stringify(specifier)});`,
          ...(names ?? []).map((name, index) => `const missing${index} = ${name === "default" ? "placeholder" : `placeholder[${JSON.stringify(name)}]`};`),
          `export { ${(names ?? []).map((name, index) => `missing${index} as ${name}`).join(", ")} };`,
        ];
        return { contents: lines.join("\n"), loader: "js" };
      });
      build.onLoad({ filter: /.*/, namespace: "partly-missing-module" }, (args) => {
        const { specifier, importer, names, unknown: notOurs, ownFile, ownNames = [] } = args.pluginData as UnhonouredImport & { names: string[]; unknown: string[]; ownFile?: string; ownNames?: string[] };
        const unknown = notOurs.filter((name) => !ownNames.includes(name));
        if (unknown.length) missing.push({ specifier, importer, names: unknown });
        const known = names.filter((name) => !notOurs.includes(name));
        const module = `${MODULE_GLOBAL}[${JSON.stringify(specifier)}]`;
        const lines = [
          `const placeholder = ${MISSING_GLOBAL}(${JSON.stringify(specifier)});`,
          ...(ownFile && ownNames.length ? [`import { ${ownNames.map((name, index) => `${name} as own${index}`).join(", ")} } from ${JSON.stringify(`./${path.basename(ownFile)}`)};`] : []),
          ...known.map((name, index) => `const known${index} = ${name === "default" ? module : `${module}[${JSON.stringify(name)}]`};`),
          ...unknown.map((name, index) => `const missing${index} = placeholder[${JSON.stringify(name)}];`),
          `export { ${[...known.map((name, index) => `known${index} as ${name}`), ...ownNames.map((name, index) => `own${index} as ${name}`), ...unknown.map((name, index) => `missing${index} as ${name}`)].join(", ")} };`,
        ];
        return { contents: lines.join("\n"), loader: "js", resolveDir: ownFile ? path.dirname(ownFile) : undefined };
      });
      build.onLoad({ filter: /.*/, namespace: "provided-stylesheet" }, () => ({ contents: "export default {};", loader: "js" }));
      // A stylesheet not applied (a package's, or one that is not a CSS module): its class names are
      // kept as written, so `styles.card` is "card", and the page renders; the checker says so.
      build.onLoad({ filter: /.*/, namespace: "stylesheet" }, (args) => {
        stylesheets.push(args.pluginData as UnhonouredImport);
        return { contents: "export default new Proxy({}, { get: (_, name) => (typeof name === 'string' ? name : undefined) });", loader: "js" };
      });
      // An SVG imported by content is a component drawing it, as Docusaurus' SVGR loader makes it
      // (one without an <svg> element stays its URL).
      build.onLoad({ filter: /\.ya?ml$/i }, (args) => {
        if (!(args.pluginData as { yaml?: boolean } | undefined)?.yaml) return undefined;
        try {
          return { contents: `export default ${JSON.stringify(parseYaml(fs.readFileSync(args.path, "utf8")) ?? null)};`, loader: "js" };
        } catch (error) {
          return { errors: [{ text: `${path.relative(contentDir, args.path)} is not YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` }] };
        }
      });
      build.onLoad({ filter: /\.svg$/i }, (args) => {
        if (!(args.pluginData as { svg?: boolean } | undefined)?.svg) return undefined;
        const module = svgComponentModule(fs.readFileSync(args.path, "utf8"));
        return { contents: module ?? `export default ${JSON.stringify(contentAssetUrl(contentDir, args.path))};`, loader: "js" };
      });
      // Images and files imported by content (`import diagram from './diagram.png'`) are their URL.
      build.onLoad({ filter: /.*/, namespace: "content-asset" }, (args) => ({
        contents: `export default ${JSON.stringify(contentAssetUrl(contentDir, args.path))};`,
        loader: "js",
      }));
    },
  };
}

/**
 * File (relative to the content folder), source line and reason of a build error, undoing
 * preprocessing's line shifts: in the reason too, whose positions `(44:1-44:27)` are in the
 * preprocessed text (its columns may be shifted as well, so only the lines are told).
 */
function locate(message: PartialMessage, page: PageSource, contentDir: string, preprocessed: Map<string, Preprocessed>): { file: string; line: number; reason: string } {
  const location = message.location;
  // esbuild names files relative to the bundle's working directory, the page's folder.
  const file = location?.file ? path.resolve(path.dirname(page.file), location.file) : page.file;
  const lineInFile = (line: number) => preprocessed.get(file)?.lineOrigins[line - 1] ?? line;
  // Some MDX errors carry no position, only "(line:column)" at the end of their message.
  const line = location?.line || Number(/\((\d+):\d+/.exec(message.text ?? "")?.[1]) || 1;
  // @mdx-js/esbuild puts the real reason after its generic header, prefixed with its position.
  const reason = (message.text ?? "")
    .replace(/^Cannot process MDX file with esbuild:\s*/, "")
    .replace(/^\d+:\d+(-\d+:\d+)?:\s*/, "")
    .split("\n")[0]
    .replace(/\((\d+):\d+(?:-(\d+):\d+)?\)/g, (_, start: string, end: string | undefined) => {
      const [first, last] = [lineInFile(Number(start)), lineInFile(Number(end ?? start))];
      return first === last ? `(line ${first})` : `(lines ${first}-${last})`;
    });
  return { file: path.relative(contentDir, file), line: lineInFile(line), reason: namedExportReason(reason, page, contentDir) };
}

/**
 * esbuild's "No matching export in "../../src/x.js" for import "Y"" said in the content's terms:
 * the name, and the module's file from the content folder (a components index that lacks a name
 * the page imports from it).
 */
function namedExportReason(reason: string, page: PageSource, contentDir: string): string {
  const missing = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(reason);
  if (!missing || missing[1].includes(":")) return reason;
  const module = path.relative(contentDir, path.resolve(path.dirname(page.file), missing[1]));
  return `${module} exports no "${missing[2]}", which is imported from it (Docusaurus renders it undefined, and stops where it is used)`;
}

/** A name a content module is imported for but does not export, where the import is written. */
interface AbsentExport {
  module: string;
  name: string;
  file: string;
  line: number;
}

/** esbuild's "No matching export" errors of content modules, each as the module's file and the name; undefined when any error is another. */
function absentExportsOf(errors: PartialMessage[], page: PageSource, contentDir: string, preprocessed: Map<string, Preprocessed>): AbsentExport[] | undefined {
  const found: AbsentExport[] = [];
  for (const error of errors) {
    const missing = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(error.text ?? "");
    if (!missing || missing[1].includes(":") || /\.mdx?$/i.test(missing[1])) return undefined;
    const located = locate(error, page, contentDir, preprocessed);
    // In a Markdown file esbuild's line is one of its compiled code: the import is found in its text.
    const source = /\.mdx?$/i.test(located.file) ? readTextOrEmpty(path.join(contentDir, located.file)) : "";
    const line = (source && importLineOf(source, missing[2])) || located.line;
    found.push({ module: path.resolve(path.dirname(page.file), missing[1]), name: missing[2], file: located.file, line });
  }
  return found;
}

/** The 1-based line of the first import statement of `source` that names `name`, or 0. */
function importLineOf(source: string, name: string): number {
  const named = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  for (const statement of source.matchAll(/^[ \t]*import\s+(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*(['"])[^'"\n]*\1/gm)) {
    if (named.test(statement[0])) return source.slice(0, statement.index).split("\n").length;
  }
  return 0;
}

/** The names a content module exports, as esbuild reads them (`export *` of another module is not followed); none when it cannot be read. */
function namesExportedBy(module: string): string[] {
  try {
    const { metafile } = buildSync({
      entryPoints: [module], bundle: false, write: false, metafile: true, format: "esm", outdir: bundleOutputDir(module),
      loader: { [path.extname(module) || ".js"]: scriptLoader(module) }, logLevel: "silent",
    });
    return Object.values(metafile?.outputs ?? {}).flatMap((output) => output.exports);
  } catch {
    return [];
  }
}

/**
 * What a content module exports, as webpack lists a missing export's "possible exports": `; it exports
 * A, B and default`, or "" when it exports nothing or cannot be read.
 */
function exportsOfModule(module: string): string {
  const names = namesExportedBy(module);
  if (!names.length) return "";
  const shown = names.length > 12 ? [...names.slice(0, 12), `${names.length - 12} more`] : names;
  return `; it exports ${shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown[0]}`;
}

/** A file's text, or "" when it cannot be read. */
function readTextOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** What the local binding of an absent export is called: its name after it, so that an error naming the binding names it. */
const ABSENT_EXPORT_PREFIX = "__absentExport_";

/** A render error's reason with absent exports' bindings called by their names, and where each was imported from. */
function explainAbsentExports(reason: string, imports: readonly AbsentExport[], contentDir: string): string {
  const names = [...new Set([...reason.matchAll(new RegExp(`${ABSENT_EXPORT_PREFIX}([\\w$]+)`, "g"))].map((match) => match[1]))];
  const sources = names.flatMap((name) => {
    const imported = imports.find((entry) => entry.name === name);
    return imported ? [`"${name}" is imported from ${path.relative(contentDir, imported.module)}, which does not export it (${imported.file}:${imported.line}; Docusaurus' build only warns of it, and the page fails there too)`] : [];
  });
  const named = reason.split(ABSENT_EXPORT_PREFIX).join("");
  return sources.length ? `${named}: ${sources.join("; ")}` : named;
}

/** A module's source with each of the names declared as an export of `undefined` (under names of its own, so a local binding of the same name is left alone). */
function withUndefinedExports(source: string, names: Set<string>): string {
  const exports = [...names].map((name) => `const ${ABSENT_EXPORT_PREFIX}${name} = undefined; export { ${ABSENT_EXPORT_PREFIX}${name} as ${name} };`);
  return `${source}\n${exports.join("\n")}\n`;
}

/** esbuild's loader for a content script, JSX allowed in .js as Docusaurus allows it. */
function scriptLoader(file: string): "jsx" | "ts" | "tsx" {
  if (/\.[cm]?tsx$/i.test(file)) return "tsx";
  return /\.[cm]?ts$/i.test(file) ? "ts" : "jsx";
}

/**
 * The source with its frontmatter block turned into an export of the frontmatter the index has
 * already parsed (as `frontmatter`, and as `frontMatter` like Docusaurus), on the block's first
 * line; its other lines become blank, so every line keeps its number. Parsing the YAML again in the
 * compile (mdx-bundler and remark-mdx-frontmatter each do) took about a tenth of a page's build.
 */
function withFrontmatterExported(source: string, frontmatter: Record<string, unknown>): string {
  const block = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!block) return source;
  const newlines = block[0].split("\n").length - 1;
  const exported = `export const frontmatter = ${JSON.stringify(frontmatter)}; export const frontMatter = frontmatter;`;
  return exported + "\n".repeat(newlines) + source.slice(block[0].length);
}

/** Where esbuild would put a page's bundle (it writes nothing: `write: false`), beside the page. */
function bundleOutputDir(pageFile: string): string {
  return path.join(path.dirname(pageFile), ".page-bundle");
}

/** The page component of code the bundler made (with its JSX made by `jsxRuntime` when given). */
async function evaluateBundle(code: string, jsxRuntime?: object): Promise<ComponentType> {
  const { getMDXComponent } = await loadBundler();
  const globals = { [MODULE_GLOBAL]: importableModules, [MISSING_GLOBAL]: missingModule, [CHILD_CHECK_GLOBAL]: renderableChild };
  // mdx-bundler gives the bundle React's runtime as `_jsx_runtime`, unless the globals name another.
  return getMDXComponent(code, jsxRuntime ? { ...globals, _jsx_runtime: jsxRuntime } : globals);
}

/**
 * Renders the page's component to HTML (twice when code blocks await highlighting), with
 * what its components may read (its URL, the content's config: they add the parts they read to `used`).
 */
async function renderToHtml(Content: ComponentType, page: PageRender, highlighting: HighlightOptions): Promise<string> {
  const codeBlocks = new CodeBlockHighlights();
  const render = () => renderToStaticMarkup(
    createElement(PageRenderContext.Provider, { value: page }, createElement(CodeBlockHighlightsContext.Provider, { value: codeBlocks }, createElement(Content))),
  );
  const html = render();
  if (!codeBlocks.requested.length) return withStyleTextUnescaped(html);
  await codeBlocks.highlightRequested((block) => highlightCode(block.code, block.language, block.meta, highlighting));
  return withStyleTextUnescaped(render());
}

/**
 * The page's HTML with its own components contained (see contained-components.server.ts), and
 * those that threw; undefined when it still does not render, or no component of its threw.
 */
async function renderContained(code: string, page: PageRender, highlighting: HighlightOptions): Promise<{ html: string; failures: ContainedFailure[] } | undefined> {
  const failures: ContainedFailure[] = [];
  try {
    const html = await renderToHtml(await evaluateBundle(code, containingJsxRuntime(failures)), page, highlighting);
    return failures.length ? { html, failures } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a page's render throws (file relative to the content folder, line): bundled again with a
 * source map and rendered again, the innermost frame in a file of the content folder (a
 * component, a partial, the page). The page's first line when no frame tells, e.g. when one of
 * the site's own components throws.
 */
async function locateRenderError(
  bundleWithSourceMap: () => Promise<string>,
  render: (code: string) => Promise<string>,
  page: PageSource,
  contentDir: string,
  preprocessed: Map<string, Preprocessed>,
): Promise<{ file: string; line: number }> {
  let code = "";
  try {
    code = await bundleWithSourceMap();
    await render(withBundleUrl(code));
  } catch (error) {
    for (const site of throwSitesOf(error, code)) {
      // The map names files relative to the bundle's output folder.
      const file = path.resolve(bundleOutputDir(page.file), site.source);
      const relative = path.relative(contentDir, file);
      if (relative.startsWith("..") || path.isAbsolute(relative)) continue;
      // A Markdown file's lines are those of its preprocessed text.
      return { file: relative, line: preprocessed.get(file)?.lineOrigins[site.line - 1] ?? site.line };
    }
  }
  return { file: page.relativePath, line: 1 };
}

/** What in a page makes its compile or render run out of stack, for the error that says so. */
function stackOverflowHint(reason: string): string {
  return reason.includes("Maximum call stack size exceeded") ? " (the page nests too deeply: quotes, lists or elements inside one another a thousand levels down)" : "";
}

/**
 * Bundles and renders one page. Throws PageBuildError with file and line when the MDX is broken or
 * its code throws while rendering; any other failure of its build (the compiler out of stack on a
 * 20 MB page) is still the page's, named by its file.
 */
export async function buildPage(page: PageSource, source: string, links: LinkContext, config: PageConfig, markdownPreprocessor?: PartialPreprocessor): Promise<RenderedPage> {
  try {
    return await bundleAndRender(page, source, links, config, markdownPreprocessor);
  } catch (error) {
    if (error instanceof PageBuildError) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new PageBuildError({ file: page.relativePath, line: 1, severity: "error", kind: "page-build", message: `the page fails to build: ${reason}` });
  }
}

/**
 * The config's `markdown.preprocessor` for the partials a page imports (the page's own text comes
 * preprocessed): run where the config is, in the server's thread, so a builder thread asks for it.
 */
export type PartialPreprocessor = (file: string, fileContent: string) => PreprocessorOutcome | Promise<PreprocessorOutcome>;

async function bundleAndRender(page: PageSource, source: string, links: LinkContext, config: PageConfig, markdownPreprocessor?: PartialPreprocessor): Promise<RenderedPage> {
  const { compile, remarkFrontmatter, remarkGfm, remarkEmoji, remarkDirective, rehypeRaw, rehypeSlug, rehypeAutolinkHeadings } = await loadCompiler();
  const mathPlugins = config.typesetsMath ? await loadMath() : undefined;
  const { contentDir } = links;
  const linkTargets = new Map<string, string>();
  const linkedUrls = new Map<string, string>();
  const folderRelativeLinks: FolderRelativeLink[] = [];
  const crossPluginLinks: CrossPluginLink[] = [];
  const folderLinks: [url: string, written: string][] = [];
  const missingImages: MissingImage[] = [];
  const recordingLinks: PageLinkContext = {
    contentDir,
    docsDir: links.docsDir,
    otherDocsDirs: links.otherDocsDirs,
    pluginFolders: links.pluginFolders,
    urlOfFile(file) {
      const url = links.urlOfFile(file);
      linkTargets.set(file, url ?? "");
      return url;
    },
    fileOfUrl(url) {
      const file = links.fileOfUrl(url);
      linkedUrls.set(url, file ?? "");
      return file;
    },
    pageUrl: links.urlOfFile(page.file),
    trailingSlash: config.trailingSlash === true || (config.trailingSlash === undefined && isFolderIndexPage(page)),
    onFolderRelativeLink: (link) => folderRelativeLinks.push(link),
    onCrossPluginLink: (link) => crossPluginLinks.push(link),
    onRelativeUrlPath(written, url) {
      usedConfig.add("trailingSlash");
      if (recordingLinks.trailingSlash && url !== undefined) folderLinks.push([url, written]);
    },
  };
  // The site's MDXComponents, markdown format, admonition keywords, internaldocs plugin, import aliases, Markdown preprocessor,
  // transpileCodeblocks, npm2yarn, math and includes plugins and laid-out docs folders are recorded even when unset: one set later rebuilds every page.
  const usedConfig = new Set<PageConfigPart>(["themeComponents", "markdownFormat", "admonitionKeywords", "internalDocs", "importAliases", "markdownPreprocessor", "transpiledCodeblocks", "npm2yarn", "math", "staticDirectories", "markdownIncludes", "laidOutDocs"]);
  // Docusaurus 3's `format: md` (the page's, or the config's `markdown.format`, `detect` for a `.md`
  // file): a CommonMark page, where `<` and `{` are text and HTML is HTML.
  const commonMark = isCommonMark(page.file, frontmatterFormatOf(page.frontmatter), config.markdownFormat);
  // A partial is read by its own extension, as Docusaurus reads each file; one with the page's
  // extension as the page is (MDX compiles by extension).
  const pageExtension = path.extname(page.file).toLowerCase();
  const commonMarkFile = (file: string) => (path.extname(file).toLowerCase() === pageExtension ? commonMark : isCommonMark(file, undefined, config.markdownFormat));
  const theme = config.themeComponents;
  const preprocessing = preprocessOptions(theme, config.admonitionKeywords, mathPlugins !== undefined, config.markdownIncludes === true);
  const prepared = commonMark
    ? preprocess(source, { ...preprocessing, format: "md" })
    : preprocess(withFrontmatterExported(source, page.frontmatter), preprocessing);
  const preprocessed = new Map<string, Preprocessed>([[page.file, prepared]]);
  // A partial's text as the config's preprocessor makes it, as Docusaurus passes every Markdown
  // file it compiles through it (`@@name=value@@` variables in a partial's table showed as
  // written); asked once a build, however many times the bundler runs. One it fails on fails the
  // page, as Docusaurus stops its build.
  const partialTexts = new Map<string, Promise<string>>();
  let partialPreprocessorFailure: { file: string; line: number; error: string } | undefined;
  const partialSource = (file: string): string | Promise<string> => {
    const written = fs.readFileSync(file, "utf8");
    if (!markdownPreprocessor) return written;
    let text = partialTexts.get(file);
    if (!text) {
      text = Promise.resolve(markdownPreprocessor(file, written)).then((outcome) => {
        if ("source" in outcome) return outcome.source;
        partialPreprocessorFailure ??= outcome;
        return written;
      });
      partialTexts.set(file, text);
    }
    return text;
  };
  const missing: UnhonouredImport[] = [];
  const stylesheets: UnhonouredImport[] = [];
  /** The CSS of the CSS modules the bundle imported. */
  let pageStyles = "";
  const inputs = new Set<string>([page.file]);
  const absentFiles = new Set<string>();
  /** Names content modules lack that a file imports from them, by module file (see absentExportsOf). */
  const absentExports = new Map<string, Set<string>>();
  const absentExportImports: AbsentExport[] = [];
  const highlighting: HighlightOptions = {
    magicComments: config.magicComments,
    onMagicComments: () => usedConfig.add("magicComments"),
    defaultLanguage: config.defaultCodeLanguage,
    onDefaultLanguage: () => usedConfig.add("defaultCodeLanguage"),
  };
  const misspeltLanguages: MisspeltLanguage[] = [];
  const metaAsLanguages: MetaAsLanguage[] = [];
  const looseTitles: LooseTitle[] = [];
  const fileSnippets: FileSnippetFence[] = [];
  const duplicateTabValues: DuplicateTabValue[] = [];
  const altDirectives: AltDirective[] = [];
  const pageEventHandlers: PageEventHandler[] = [];
  const badTabOptions: BadTabOptions[] = [];
  const mathErrors: MathError[] = [];
  const indentedCode: IndentedCode[] = [];
  // An empty fence's `file=` inside the content folder (nothing out of it is read), recorded so an edit of the file rebuilds the page.
  const readFileSnippet = (snippet: string, fromFile: string): FileSnippetRead => {
    const { absolute, from, to } = fileSnippetOf(snippet, fromFile, contentDir);
    const relative = path.relative(contentDir, absolute);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return {};
    const text = readContentText(absolute, contentDir);
    if (text === undefined) {
      absentFiles.add(absolute);
      return { lookedFor: relative };
    }
    inputs.add(absolute);
    return { code: snippetLines(text, from, to) };
  };
  // What MDX compiles the page with, bundled or not. Checked expressions (remarkCheckedExpressions)
  // only to locate a value React cannot show.
  const mdxSettings = (checkedExpressions: boolean) => ({
    providerImportSource: COMPONENTS_PROVIDER,
    remarkRehypeOptions: { handlers: MDX_NODES_AS_THEY_ARE },
    // Not mdx-bundler's frontmatter plugins, which parse the YAML again to export it: the page's
    // frontmatter is already an export (withFrontmatterExported); a partial's is only skipped.
    remarkPlugins: [[remarkIndentedCode, { onIndentedCode: (block: IndentedCode) => void (commonMarkFile(block.file) || indentedCode.push(block)) }] as [typeof remarkIndentedCode, Parameters<typeof remarkIndentedCode>[0]], remarkFrontmatter, remarkGfm, ...(mathPlugins ? [mathPlugins.remarkMath] : []), remarkAddressLiterals, remarkEmoji, remarkDirective, ...(config.transpiledCodeblocks ? [[remarkTranspiledCodeblocks, { fileExtensions: config.transpiledCodeblocks }] as [typeof remarkTranspiledCodeblocks, Parameters<typeof remarkTranspiledCodeblocks>[0]]] : []), [remarkNpm2Yarn, config.npm2yarn] as [typeof remarkNpm2Yarn, Parameters<typeof remarkNpm2Yarn>[0]], [remarkTabBlocks, { onBadTabOptions: (bad: BadTabOptions) => void badTabOptions.push(bad) }] as [typeof remarkTabBlocks, Parameters<typeof remarkTabBlocks>[0]], [remarkAdmonitions, { onAltDirective: (image: AltDirective) => void altDirectives.push(image) }] as [typeof remarkAdmonitions, Parameters<typeof remarkAdmonitions>[0]], remarkGithubAlerts, remarkPhrasingHtml, remarkHeadingIds, remarkTocExport, remarkTruncateMarker, [remarkMissingImages, { contentDir, pageConfig: config, onMissingImage: (image: MissingImage) => void missingImages.push(image) }] as [typeof remarkMissingImages, Parameters<typeof remarkMissingImages>[0]], [remarkTabValues, { onDuplicateTabValue: (tab: DuplicateTabValue) => void duplicateTabValues.push(tab) }] as [typeof remarkTabValues, Parameters<typeof remarkTabValues>[0]], [remarkEventHandlers, { onEventHandler: (handler: PageEventHandler) => void pageEventHandlers.push(handler) }] as [typeof remarkEventHandlers, Parameters<typeof remarkEventHandlers>[0]], ...(checkedExpressions ? [remarkCheckedExpressions] : [])],
    rehypePlugins: [
      // A CommonMark page's HTML, parsed into elements as Docusaurus does (so its headings and
      // links get what the others do); the nodes MDX made (admonitions, say) pass as they are.
      ...(commonMark ? [rehypeCodeMetaAsProperty, [rehypeRaw, { passThrough: MDX_NODE_TYPES }] as const] : []),
      rehypeSlug,
      // No "#" link on an h1: Docusaurus' Heading gives the page title none, in Markdown or JSX.
      [rehypeAutolinkHeadings, { test: SECTION_HEADINGS, behavior: "append", properties: { className: ["hash-link"], ariaHidden: "true", tabIndex: -1 }, content: { type: "text", value: "#" } }],
      // After the headings' ids (made of a formula's TeX, as Docusaurus makes them), before the code blocks (```math is math).
      ...(mathPlugins ? [[mathPlugins.rehypeKatex, KATEX_OPTIONS], [rehypeMathErrors, { onMathError: (error: MathError) => void mathErrors.push(error) }]] : []),
      [rehypeCodeBlocks, { ...highlighting, onMisspeltLanguage: (fence: MisspeltLanguage) => misspeltLanguages.push(fence), onMetaAsLanguage: (fence: MetaAsLanguage) => metaAsLanguages.push(fence), onLooseTitle: (fence: LooseTitle) => looseTitles.push(fence), onFileSnippet: (fence: FileSnippetFence) => fileSnippets.push(fence), readFileSnippet, drawsMermaid: config.drawsMermaid === true, mermaidSettings: config.mermaidSettings, onMermaid: () => usedConfig.add("mermaid") }],
      rehypeFigures,
      rehypeKeyboardAndLabels,
      [rehypeContentLinks, recordingLinks],
      [rehypeThemedImages, { endings: config.themedImages, onImage: () => usedConfig.add("themedImages") }],
    ] as CompileOptions["rehypePlugins"],
  });
  // With a source map only to locate a throw while rendering: it would cost every build.
  const bundle = async (withSourceMap: boolean, checkedExpressions = false) =>
    (await loadBundler()).bundleMDX({
      source: { value: prepared.source, path: page.file },
      cwd: path.dirname(page.file),
      globals: Object.fromEntries(Object.keys(importableModules).map((name) => [name, { varName: `${MODULE_GLOBAL}[${JSON.stringify(name)}]`, type: "cjs" }])),
      mdxOptions(options) {
        // Docusaurus compiles `.md` files as MDX too (imports and JSX work in both), unless the page
        // or the config's `markdown.format` says otherwise.
        const extensions = [".md", ".mdx"];
        options.mdExtensions = extensions.filter((extension) => commonMarkFile(`file${extension}`));
        options.mdxExtensions = extensions.filter((extension) => !commonMarkFile(`file${extension}`));
        return Object.assign(options, mdxSettings(checkedExpressions));
      },
      esbuildOptions(options) {
        // mdx-bundler's node-resolve plugin looks every import up in node_modules through the file
        // system (~3 ms a page); content imports never resolve there: contentImportsPlugin answers
        // them all, and the global externals plugin supplies the importable modules.
        const bundlerPlugins = (options.plugins ?? []).filter((plugin) => plugin.name !== "node-resolve");
        options.plugins = [contentImportsPlugin(contentDir, theme, missing, stylesheets, preprocessed, absentFiles, commonMarkFile, absentExports, preprocessing, config.internalDocsBuild === true, config.importAliases ?? {}, staticFoldersOf(contentDir, config), partialSource, config.laidOutDocsFolders ?? []), ...bundlerPlugins];
        options.metafile = true;
        // Nothing is written (write: false), but esbuild needs an output folder to put the CSS of
        // the page's CSS modules beside its code.
        options.outdir = bundleOutputDir(page.file);
        // Docusaurus (webpack and Babel) reads JSX in .js files: components in src/ are written so.
        options.loader = { ...options.loader, ".js": "jsx" };
        // The code is evaluated once, on the server, right after the build: minifying it only costs time.
        options.minify = false;
        options.sourcemap = withSourceMap ? "inline" : false;
        options.sourcesContent = false;
        options.logLevel = "silent";
        options.plugins.push({
          name: "record-inputs-and-styles",
          setup(build) {
            build.onEnd((result) => {
              pageStyles = result.outputFiles?.find((output) => output.path.endsWith(".css"))?.text ?? "";
              for (const input of Object.keys(result.metafile?.inputs ?? {})) {
                if (!input.includes(":")) inputs.add(path.resolve(path.dirname(page.file), input.replace(RAW_TEXT_SUFFIX, "")));
              }
            });
          },
        });
        return options;
      },
    });
  // A page that imports only modules the site provides is compiled without the bundler; one whose
  // compile fails is left to the bundler's, which reports the error as for any page.
  const unbundled = theme || !mayCompileUnbundled(prepared.source, prepared.importedModules)
    ? undefined
    : await compileUnbundled(compile, { path: page.file, value: prepared.source }, { format: commonMark ? "md" : "mdx", ...mdxSettings(false) }).catch(() => undefined);
  let code = "";
  if (!unbundled) {
    // The bundler's compile meets the page's links again (the maps record them idempotently).
    folderRelativeLinks.length = 0;
    crossPluginLinks.length = 0;
    folderLinks.length = 0;
    missingImages.length = 0;
    // A build that fails only on names content modules lack is run again with those names
    // declared undefined (one such name may hide another behind it), a few times at most.
    for (let attempt = 0, built = false; !built; attempt++) {
      try {
        code = (await bundle(false)).code;
        built = true;
      } catch (error) {
        const errors = (error as { errors?: PartialMessage[] }).errors;
        const absent = attempt < 4 && errors?.length ? absentExportsOf(errors, page, contentDir, preprocessed) : undefined;
        if (!absent) {
          const { file, line, reason } = locate(errors?.[0] ?? { text: (error as Error).message }, page, contentDir, preprocessed);
          throw new PageBuildError({ file, line, severity: "error", kind: "mdx-compile", message: `MDX does not compile: ${reason}${stackOverflowHint(reason)}` });
        }
        for (const entry of absent) {
          absentExports.set(entry.module, new Set([...(absentExports.get(entry.module) ?? []), entry.name]));
          absentExportImports.push(entry);
        }
        for (const found of [missing, stylesheets, folderRelativeLinks, crossPluginLinks, folderLinks, missingImages]) found.length = 0;
      }
    }
  }
  if (partialPreprocessorFailure) {
    const { file, line, error } = partialPreprocessorFailure;
    throw new PageBuildError({ file, line, severity: "error", kind: "config", message: error });
  }

  // Read once per build: a page with code blocks renders twice (see renderToHtml).
  const apiDocuments = new Map<string, Record<string, unknown> | undefined>();
  const pageRender: PageRender = {
    pageUrl: recordingLinks.pageUrl,
    pageFile: page.relativePath,
    config,
    used: usedConfig,
    apiDocumentAt(address) {
      if (!apiDocuments.has(address)) apiDocuments.set(address, apiDocumentAt(address, links.contentDir, staticFoldersOf(links.contentDir, config), (file) => (fs.existsSync(file) ? inputs : absentFiles).add(file)));
      return apiDocuments.get(address);
    },
    apiOperation: openApiDocsOperationOf(page.frontmatter),
    headTags: [],
  };
  let html: string;
  let listHtml: string | undefined;
  const containedProblems: ContentProblem[] = [];
  try {
    // Evaluating a bundle runs its modules' top-level code, which may throw too.
    const Content = unbundled ?? (await evaluateBundle(code));
    html = await renderToHtml(Content, pageRender, highlighting);
    if (pageRender.blogPostRead) listHtml = await renderToHtml(Content, { ...pageRender, blogPostPage: false, headTags: [] }, highlighting);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // An element of a name a module lacks: said at that import, as the React error names no component.
    // MDX names a component its provider lacks; React's error names none, so each such name is listed.
    const undefinedComponent = /^Expected component `([^`]+)` to be defined/.exec(reason)?.[1];
    const absentUsed = undefinedComponent
      ? absentExportImports.filter(({ name }) => name === undefinedComponent)
      : /type is invalid.*got: undefined/.test(reason) ? absentExportImports : [];
    if (absentUsed.length) {
      const namesByModule = new Map<string, Set<string>>();
      for (const { module, name } of absentUsed) namesByModule.set(module, (namesByModule.get(module) ?? new Set()).add(name));
      const names = [...namesByModule].map(([module, absent]) => {
        const quoted = [...absent].map((name) => `"${name}"`);
        const listed = quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}` : quoted[0];
        return `${listed} (${path.relative(contentDir, module)} exports ${quoted.length > 1 ? "none of them" : "no such name"}${exportsOfModule(module)})`;
      }).join(", ");
      const failing = absentUsed[0].file === page.relativePath ? "page fails to render: it uses" : `the page ${page.relativePath} fails to render: it uses`;
      throw new PageBuildError({ file: absentUsed[0].file, line: absentUsed[0].line, severity: "error", kind: "mdx-render", message: `${failing} an undefined component, imported by a name its module does not export: ${names}; Docusaurus stops there too` });
    }
    const render = async (bundled: string) => renderToHtml(await evaluateBundle(bundled), pageRender, highlighting);
    const where = await locateRenderError(async () => (await bundle(true, NOT_RENDERABLE_CHILD.test(reason))).code, render, page, contentDir, preprocessed);
    // Docusaurus wraps every page in the site's src/theme/Root, whose providers give components what
    // they read (ZITADEL's EnvironmentContext); not applied here, so what throws for lack of it is contained too.
    const siteRoot = missing.length ? undefined : existingFile(path.join(contentDir, "src", "theme", "Root"));
    const contained = missing.length || siteRoot ? await renderContained(code, pageRender, highlighting) : undefined;
    if (!contained) {
      const explained = `${explainAbsentExports(reason, absentExportImports, contentDir)}${missingImportHint(reason, Object.keys(importableModules))}${stackOverflowHint(reason)}`;
      const message = where.file === page.relativePath ? `page fails to render: ${explained}` : `throws while rendering the page ${page.relativePath}: ${explained}`;
      throw new PageBuildError({ ...where, severity: "error", kind: "mdx-render", message });
    }
    html = contained.html;
    const names = contained.failures.map((failure) => failure.component).join(", ");
    if (siteRoot) {
      containedProblems.push({
        ...where,
        severity: "warning",
        kind: "theme-root",
        message: `${names} throws while rendering the page ${page.relativePath} (${reason}); Docusaurus wraps every page in the site's ${path.relative(contentDir, siteRoot)}, whose providers may give it what it reads, and this site does not apply it; a note shows in its place`,
      });
    }
    // The modules the file that threw imports, when it imports one the site lacks.
    const imported = missing.filter((entry) => path.relative(contentDir, entry.importer) === where.file);
    const specifiers = [...new Set((imported.length ? imported : missing).map((entry) => `"${entry.specifier}"`))].sort().join(", ");
    if (!siteRoot) containedProblems.push({
      ...where,
      severity: "warning",
      kind: "missing-import",
      message: `${names} throws while rendering the page ${page.relativePath} (${reason}), as code it runs uses what the site lacks (${specifiers}); a note shows in its place`,
    });
  }
  // Relative links a component computes (`href={`./${slug}`}`) reach the HTML as written: read as written ones are.
  html = withRewrittenHrefs(html, (href) => folderReadLinkOf(href, recordingLinks));
  if (listHtml !== undefined) listHtml = withRewrittenHrefs(listHtml, (href) => folderReadLinkOf(href, recordingLinks));

  // At the file that imports it (the page, a partial or a component) and the line naming it.
  const whereImported = ({ specifier, importer, names }: UnhonouredImport) => {
    const importerSource = importer === page.file ? source : fs.readFileSync(importer, "utf8");
    return { file: path.relative(contentDir, importer), line: importLine(importerSource, specifier, names) };
  };
  // A docusaurus-plugin-includes directive is read as an import of its file (preprocess.server.ts): one the content lacks is told as the directive.
  const missingImportProblem = (entry: UnhonouredImport): ContentProblem => {
    const place = whereImported(entry);
    const importerSource = entry.importer === page.file ? source : fs.readFileSync(entry.importer, "utf8");
    const included = /\{@include: ([^}\n]+)\}/.exec(importerSource.split("\n")[place.line - 1] ?? "")?.[1]?.trim();
    const isIncluded = included !== undefined && path.resolve(path.dirname(entry.importer), included.replace(/^\/+/, "")) === path.resolve(path.dirname(entry.importer), entry.specifier);
    const message = isIncluded
      ? `{@include: ${included}} names no file (looked for ${path.relative(contentDir, path.resolve(path.dirname(entry.importer), entry.specifier))}); a placeholder is shown, where docusaurus-plugin-includes shows "include file not found"`
      : missingImportMessage(entry, showsText(html, missingModuleNote(entry.specifier)));
    return { ...place, severity: "warning", kind: "missing-import", message };
  };
  // The page's own first, then by file and line.
  const elsewhere = (problem: ContentProblem) => Number(problem.file !== page.relativePath);
  const warnings: ContentProblem[] = [
    ...[...preprocessed].flatMap(([file, { fixups }]) => fixups.map((fixup): ContentProblem => ({
      file: path.relative(contentDir, file), line: fixup.line, severity: severityOfFixup(fixup), kind: fixup.kind, message: fixup.message,
    }))),
    ...distinct(missing).map(missingImportProblem),
    ...containedProblems,
    ...distinct(absentExportImports).map(({ module, name, file, line }): ContentProblem => ({
      file,
      line,
      severity: "warning",
      kind: "missing-export",
      message: `${path.relative(contentDir, module)} exports no "${name}", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there${exportsOfModule(module)}`,
    })),
    ...folderRelativeLinks.map((link) => folderRelativeLinkWarning(link, contentDir, preprocessed)),
    ...distinctLinks(crossPluginLinks).map((link) => crossPluginLinkWarning(link, contentDir, preprocessed)),
    ...distinct(missingImages).map((image): ContentProblem => ({
      ...writtenPlace(image, contentDir, preprocessed),
      severity: "error",
      kind: image.link ? "broken-link" : "missing-image",
      message: image.link
        ? `link "${image.written}": there is no such file (looked for ${path.relative(contentDir, image.absolute!)}); Docusaurus reports it as a broken link too`
        : image.absolute === undefined
        ? `image ${image.written} has no address, so it shows nothing${IMAGE_STOPS_THE_BUILD} ("Markdown image URL is mandatory")`
        : `image "${image.written}": there is no such file (looked for ${path.relative(contentDir, image.absolute)})${IMAGE_STOPS_THE_BUILD} ("Image ... not found")`,
    })),
    ...distinct(indentedCode).map((block): ContentProblem => ({
      ...writtenPlace(block, contentDir, preprocessed),
      severity: block.breaksUp ? "warning" : "notice",
      kind: "indented-code",
      message: `these lines are indented four spaces or more past their text, which CommonMark and Docusaurus 2 (MDX 1) show as a code block; MDX, as Docusaurus 3 and this site compile it, has no indented code and shows them as text${block.breaksUp ? ", a # line as a heading" : ""}: fence them with \`\`\` if they are code, else take the indentation away`,
    })),
    ...distinct(misspeltLanguages).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-language",
      message: `the code block's language "${fence.written}" is not one the site knows (did you mean ${fence.meant}?); the block is shown as plain text`,
    })),
    ...distinct(metaAsLanguages).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-language",
      message: metaAsLanguageMessage(fence),
    })),
    ...distinct(looseTitles).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-title",
      message: fence.unclosed
        ? `the code block's title="${fence.title} is shown here, but Docusaurus shows no title when its quote is never closed: write title="${fence.title}"`
        : `the code block's title=${fence.title} is shown here, but Docusaurus shows no title without quotes: write title="${fence.title}"`,
    })),
    ...distinct(fileSnippets).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-snippet",
      message: fence.lookedFor === undefined
        ? `the code block is empty and its "file=${fence.snippet}" asks for the code of a file out of the content folder (docusaurus-plugin-internaldocs-fb's code snippets, read from the site's repository, or remark-code-import's), which this site does not read: the block shows empty; paste the code into the block, or keep the file in the content folder`
        : `the code block is empty and its "file=${fence.snippet}" asks for that file's code (remark-code-import), but there is no such file (looked for ${fence.lookedFor}): the block shows empty, where Docusaurus stops its build`,
    })),
    ...distinct(pageEventHandlers).map((handler): ContentProblem => ({
      ...writtenPlace(handler, contentDir, preprocessed),
      severity: "warning",
      kind: "browser-event",
      message: browserEventMessage(handler.name, handler.element),
    })),
    ...distinct(altDirectives).map((image): ContentProblem => ({
      ...writtenPlace(image, contentDir, preprocessed),
      severity: "warning",
      kind: "alt-directive",
      message: `the image's alt text reads ${image.written.join(", ")} as a directive (a colon and a name), which Markdown takes out of it, in Docusaurus too: it is "${image.alt}"; write "\\:" for the colon`,
    })),
    ...distinct(duplicateTabValues).map((tab): ContentProblem => ({
      ...writtenPlace(tab, contentDir, preprocessed),
      severity: "warning",
      kind: "tab-value",
      message: tab.inValuesList
        ? `the <Tabs>' values list gives the value "${tab.value}" twice: Docusaurus stops on duplicate tab values ("Every value needs to be unique"); give each tab a value of its own`
        : `a second <TabItem value="${tab.value}"> in one <Tabs>: Docusaurus stops on duplicate tab values ("Every value needs to be unique"); give each tab a value of its own`,
    })),
    ...distinct(badTabOptions).map((bad): ContentProblem => ({
      ...writtenPlace(bad, contentDir, preprocessed),
      severity: "warning",
      kind: "tab-options",
      message: `the code block's tab options ${bad.written} are not JSON, where Docusaurus' tab-blocks plugin stops the build; the block is a tab of its own, labelled by its language`,
    })),
    ...distinct(mathErrors).map((error): ContentProblem => ({
      ...writtenPlace(error, contentDir, preprocessed),
      severity: "warning",
      kind: "math",
      message: `KaTeX cannot typeset this formula (${error.reason}); it is shown as written, in red`,
    })),
    ...distinct(stylesheets).map((entry): ContentProblem => ({ ...whereImported({ ...entry, specifier: path.basename(entry.specifier) }), severity: "warning", kind: "stylesheet-import", message: `the stylesheet "${entry.specifier}" is not applied (class names are kept as written)` })),
    ...browserEffectWarnings(inputs, contentDir),
  ].sort((a, b) => elsewhere(a) - elsewhere(b) || compareByPlace(a, b));
  // A missing image's page is built again once the file is added.
  for (const image of missingImages) if (image.absolute !== undefined) absentFiles.add(image.absolute);
  const fileInputs = [...inputs];
  // The page's own styles lead its HTML: its CSS modules' rules, and KaTeX's stylesheet when it has math.
  const styles = styleElement(pageStyles) + (hasTypesetMath(html) ? katexStylesheetLink() : "");
  const opening = html.indexOf(TRUNCATE_SENTINEL);
  const listOpening = listHtml?.indexOf(TRUNCATE_SENTINEL) ?? -1;
  return {
    html: styles + (opening === -1 ? html : html.slice(0, opening) + html.slice(opening + TRUNCATE_SENTINEL.length)),
    ...(opening === -1 ? {} : { openingLength: styles.length + opening }),
    ...(listHtml === undefined ? {} : { listOpening: styles + (listOpening === -1 ? listHtml : listHtml.slice(0, listOpening)) }),
    toc: extractToc(html),
    titleInContent: hasContentTitle(source) && containsHeading1(html),
    head: withFrontmatterValues(uniqueHeadTags([...[...preprocessed.values()].flatMap((file) => file.head), ...(pageRender.headTags ?? [])]), page.frontmatter),
    warnings,
    inputs: [...fileInputs.map((file): [string, string] => [file, hashFile(file) ?? ""]), ...[...absentFiles].map((file): [string, string] => [file, ABSENT_FILE_HASH])],
    usedConfig: [...usedConfig].map((part) => [part, config.fingerprints[part]]),
    linkTargets: [...linkTargets],
    linkedUrls: [...linkedUrls],
    ...(folderLinks.length ? { folderLinks } : {}),
  };
}

/**
 * The CSS of a page's CSS modules as a `<style>` element leading its HTML (the site's CSP allows
 * inline styles), without the comments esbuild puts before each file's rules.
 */
function styleElement(css: string): string {
  const rules = css.replace(/^\/\* .* \*\/\n/gm, "").trim();
  return rules ? `<style>${rules.replace(/<\/(style)/gi, "<\\/$1")}</style>\n` : "";
}

/**
 * Whether Docusaurus gives the page an address ending with a slash without `trailingSlash: true`: a
 * folder's index page (index.md, README.md, or named like its folder) without a `slug` of its own,
 * `/versions/migrating/` (LangChain.js' relative links on such pages name pages of that folder).
 */
function isFolderIndexPage(page: PageSource): boolean {
  if (page.frontmatter.slug !== undefined) return false;
  const folders = page.relativePath.split("/").slice(0, -1);
  return isFolderIndex(path.basename(page.relativePath).replace(/\.mdx?$/i, ""), folders.at(-1));
}

/** Where something found in a file's preprocessed text is in that file as written: its path in the content folder and its line there. */
function writtenPlace(found: { file: string; line: number }, contentDir: string, preprocessed: Map<string, Preprocessed>): { file: string; line: number } {
  return { file: path.relative(contentDir, found.file), line: preprocessed.get(found.file)?.lineOrigins[found.line - 1] ?? found.line };
}

/** Each link once: a page compiled twice (unbundled, then bundled) meets its links twice. */
function distinctLinks(links: CrossPluginLink[]): CrossPluginLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(`${link.file}:${link.line}:${link.written}`) && seen.add(`${link.file}:${link.line}:${link.written}`));
}

/**
 * A Markdown file link between two content plugins' pages (a blog post and a doc, two docs
 * instances' docs): this site leads it to the page, Docusaurus
 * resolves such links only among the files of the page's own plugin (facebook/docusaurus#9117), so
 * there it stays a path to a file, which its build reports and readers meet as a 404.
 */
function crossPluginLinkWarning(link: CrossPluginLink, contentDir: string, preprocessed: Map<string, Preprocessed>): ContentProblem {
  const rest = /[?#].*$/s.exec(link.written)?.[0] ?? "";
  const address = link.url.slice(0, link.url.length - rest.length);
  return {
    ...writtenPlace(link, contentDir, preprocessed),
    severity: "warning",
    kind: "cross-plugin-link",
    message: `link "${link.written}" leads from ${link.from} to ${link.to}, which Docusaurus does not resolve ` +
      `(it reads a Markdown file link among its own plugin's files only: the link stays a path to a file, a broken link there); ` +
      `this site leads it to "${address}": write the page's URL, as Docusaurus serves it`,
  };
}

/** The checker's warning for a link that works only as Docusaurus' `trailingSlash: true` reads it. */
function folderRelativeLinkWarning(link: FolderRelativeLink, contentDir: string, preprocessed: Map<string, Preprocessed>): ContentProblem {
  const fileLink = path.relative(path.dirname(link.file), link.targetFile).split(path.sep).join("/");
  const rest = /[?#].*$/s.exec(link.written)?.[0] ?? "";
  return {
    ...writtenPlace(link, contentDir, preprocessed),
    severity: "warning",
    kind: "folder-relative-link",
    message: `link "${link.written}" names a page only when this page's URL is read as a folder (Docusaurus' trailingSlash: true); ` +
      `it leads to "${link.url}": write the page's file, "${fileLink.startsWith(".") ? fileLink : `./${fileLink}`}${rest}", to say so whatever the URL`,
  };
}

/**
 * The warning for a fence whose info string starts with what is no language: `title="x"`, `{2}`, or Pandoc's
 * attribute syntax, `{.bash caption="Example"}`, which Pandoc writes when it converts reStructuredText or other
 * Markdown, and which Docusaurus reads as the language `{.bash`, showing plain text and no caption.
 */
function metaAsLanguageMessage(fence: MetaAsLanguage): string {
  const pandocLanguage = /^\{\.([A-Za-z][\w+#-]*)\}?$/.exec(fence.written)?.[1];
  if (pandocLanguage === undefined) {
    const stated = `the code block has no language, so its ${fence.written} stands where the language goes and is read as one, as Docusaurus reads it: it does nothing, and the block is plain text`;
    // A title whose quote is never closed, or that has none, shows no title in Docusaurus even after a language: the suggestion quotes it.
    const loose = /^title=(["']?)([^"'\s]+)$/.exec(fence.written);
    if (loose && !(loose[1] && fence.meta.includes(loose[1]))) {
      const title = loose[1] ? [loose[2], fence.meta].filter(Boolean).join(" ") : loose[2];
      const rest = loose[1] || !fence.meta ? "" : ` ${fence.meta}`;
      const fix = loose[1] ? "close the title's quote" : "the title in quotes";
      return `${stated}; write a language first, and ${fix}, as Docusaurus shows no title without both (\`\`\`text title="${title}"${rest})`;
    }
    return `${stated}; write a language first (\`\`\`text ${fence.written})`;
  }
  const caption = /(?:^|\s)(?:caption|title)=("[^"]*"|'[^']*')/.exec(fence.meta)?.[1];
  const captionNote = caption === undefined ? "" : `, and its caption is not shown`;
  const written = `${fence.written}${fence.meta ? ` ${fence.meta}` : ""}`;
  return `the code block's ${written} is Pandoc's attribute syntax, which Docusaurus does not read: ${fence.written} stands where the language goes and is read as one, so the block is plain text${captionNote}; write \`\`\`${pandocLanguage}${caption === undefined ? "" : ` title=${caption}`}`;
}
