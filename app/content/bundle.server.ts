// MDX source -> bundled code -> rendered HTML: one page's build, from preprocessing to the HTML
// and its table of contents. Caching lives in page-cache.server.ts.
import fs from "node:fs";
import path from "node:path";
import { remarkIndentedCode, type IndentedCode } from "./indented-code";
import { staticFoldersOf } from "./static-files.server";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PartialMessage } from "esbuild";
import { CodeBlockHighlights, CodeBlockHighlightsContext, COMPONENTS_PROVIDER, importableModules, mdxComponents, missingModule, PageRenderContext, type PageRender } from "../components/mdx";
import { ABSENT_FILE_HASH, hashFile } from "./hash.server";
import { highlightCode, type HighlightOptions } from "./highlight.server";
import { frontmatterFormatOf, isCommonMark, type PageConfig, type PageConfigPart, type ThemeComponents, type UsedConfig } from "./page-config";
import { isFolderIndex } from "./docusaurus-ids";
import { existingFile } from "./module-files.server";
import { compileUnbundled, mayCompileUnbundled } from "./unbundled.server";
import type { CompileOptions } from "@mdx-js/mdx";
import { withFrontmatterValues, type HeadTag } from "./head-tags";
import { preprocess, type Preprocessed } from "./preprocess.server";
import type { Preprocessed as PreprocessorOutcome } from "./markdown-preprocessor.server";
import { containingJsxRuntime, type ContainedFailure } from "./contained-components.server";
import { CHILD_CHECK_GLOBAL, elementCheckingJsxRuntime, elementLine, INVALID_ELEMENT_TYPE, invalidElementHint, missingImportHint, NOT_RENDERABLE_CHILD, remarkCheckedExpressions, renderableChild, throwSitesOf, withBundleUrl } from "./render-errors.server";
import { folderReadLinkOf, rehypeCodeBlocks, rehypeCodeMetaAsProperty, rehypeContentLinks, rehypeFigures, rehypeThemedImages, rehypeKeyboardAndLabels, remarkAddressLiterals, remarkAdmonitions, remarkGithubAlerts, remarkHeadingIds, remarkNpm2Yarn, remarkPhrasingHtml, remarkMissingImages, remarkRootedImagePaths, remarkTabBlocks, remarkTabValues, remarkEventHandlers, remarkTocExport, remarkTranspiledCodeblocks, remarkTruncateMarker, TRUNCATE_SENTINEL, type AltDirective, type BadTabOptions, type CrossPluginLink, type DuplicateTabValue, type PageEventHandler, type FolderRelativeLink, type LinkContext, type MissingImage, type FileSnippetFence, type FileSnippetRead, fileSnippetOf, snippetLines, type LooseTitle, type MetaAsLanguage, type MisspeltLanguage, type PageLinkContext } from "./markdown-plugins.server";
import type { ContentProblem } from "./problems";
import { hasContentTitle } from "./content-title";
import type { PageRecord } from "./pages.server";
import { containsHeading1, withRewrittenHrefs, withStyleTextUnescaped } from "./rendered-html";
import { extractToc, type TocEntry } from "./toc";
import { hasTypesetMath, KATEX_OPTIONS, katexStylesheetLink, loadMath, rehypeMathErrors, type MathError } from "./math.server";
import { apiDocumentAt, openApiDocsOperationOf } from "./openapi-reference.server";
import { contentImportsPlugin, explainAbsentExports, exportsOfModule, MISSING_GLOBAL, MODULE_GLOBAL, RAW_TEXT_SUFFIX, type AbsentExport, type UnhonouredImport } from "./content-imports.server";
import { pageWarnings } from "./page-warnings.server";

/** Bumped whenever the pipeline's output (its warnings included) changes, so caches from older engines are ignored. */
export const ENGINE_VERSION = "214";

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

/**
 * Options every preprocessed file gets: components pages may use without importing them (ours,
 * and those the content's own MDXComponents adds) are markup.
 */
function preprocessOptions(theme: ThemeComponents | undefined, admonitionKeywords: readonly string[] | undefined, math: boolean, includes: boolean) {
  return { components: [...Object.keys(mdxComponents), ...(theme?.names ?? [])], admonitionKeywords, math, includes };
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

/** A file's text, or "" when it cannot be read. */
function readTextOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
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
      // A Markdown file's lines are those of its preprocessed text. A frame past its last line is
      // code MDX adds after the page's own (`_missingMdxReference`, which throws for a component
      // nothing defines): the frame that called it is the page's line.
      const lineOrigins = preprocessed.get(file)?.lineOrigins;
      if (lineOrigins && site.line > lineOrigins.length) continue;
      return { file: relative, line: lineOrigins?.[site.line - 1] ?? site.line };
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
  // transpileCodeblocks, npm2yarn, math and includes plugins, laid-out docs folders and themed-image rules are recorded even when unset: one set later rebuilds every page.
  const usedConfig = new Set<PageConfigPart>(["themeComponents", "markdownFormat", "admonitionKeywords", "internalDocs", "importAliases", "markdownPreprocessor", "transpiledCodeblocks", "npm2yarn", "math", "staticDirectories", "markdownIncludes", "laidOutDocs", "themedImages"]);
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
    siteLanguages: config.siteCodeLanguages,
    onSiteLanguage: () => usedConfig.add("siteCodeLanguages"),
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
    remarkPlugins: [[remarkIndentedCode, { onIndentedCode: (block: IndentedCode) => void (commonMarkFile(block.file) || indentedCode.push(block)) }] as [typeof remarkIndentedCode, Parameters<typeof remarkIndentedCode>[0]], remarkFrontmatter, remarkGfm, ...(mathPlugins ? [mathPlugins.remarkMath] : []), remarkAddressLiterals, remarkEmoji, remarkDirective, ...(config.transpiledCodeblocks ? [[remarkTranspiledCodeblocks, { fileExtensions: config.transpiledCodeblocks }] as [typeof remarkTranspiledCodeblocks, Parameters<typeof remarkTranspiledCodeblocks>[0]]] : []), [remarkNpm2Yarn, config.npm2yarn] as [typeof remarkNpm2Yarn, Parameters<typeof remarkNpm2Yarn>[0]], [remarkTabBlocks, { onBadTabOptions: (bad: BadTabOptions) => void badTabOptions.push(bad) }] as [typeof remarkTabBlocks, Parameters<typeof remarkTabBlocks>[0]], [remarkAdmonitions, { onAltDirective: (image: AltDirective) => void altDirectives.push(image) }] as [typeof remarkAdmonitions, Parameters<typeof remarkAdmonitions>[0]], remarkGithubAlerts, remarkPhrasingHtml, remarkHeadingIds, remarkTocExport, remarkTruncateMarker, remarkRootedImagePaths, [remarkMissingImages, { contentDir, pageConfig: config, onMissingImage: (image: MissingImage) => void missingImages.push(image) }] as [typeof remarkMissingImages, Parameters<typeof remarkMissingImages>[0]], [remarkTabValues, { onDuplicateTabValue: (tab: DuplicateTabValue) => void duplicateTabValues.push(tab) }] as [typeof remarkTabValues, Parameters<typeof remarkTabValues>[0]], [remarkEventHandlers, { onEventHandler: (handler: PageEventHandler) => void pageEventHandlers.push(handler) }] as [typeof remarkEventHandlers, Parameters<typeof remarkEventHandlers>[0]], ...(checkedExpressions ? [remarkCheckedExpressions] : [])],
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
      ...(config.themedImages ? [[rehypeThemedImages, { endings: config.themedImages }]] : []),
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
        options.plugins = [contentImportsPlugin({ contentDir, theme, preprocessed, preprocessing, commonMarkFile, partialSource, internalDocsBuild: config.internalDocsBuild === true, importAliases: config.importAliases ?? {}, staticFolders: staticFoldersOf(contentDir, config), laidOutDocsFolders: config.laidOutDocsFolders ?? [], absentExports, missing, stylesheets, absentFiles }), ...bundlerPlugins];
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
    // An element of no component throws inside React: checked where each element is made instead.
    const jsxRuntimeForLocating = INVALID_ELEMENT_TYPE.test(reason) ? elementCheckingJsxRuntime() : undefined;
    const render = async (bundled: string) => renderToHtml(await evaluateBundle(bundled, jsxRuntimeForLocating), pageRender, highlighting);
    const located = await locateRenderError(async () => (await bundle(true, NOT_RENDERABLE_CHILD.test(reason))).code, render, page, contentDir, preprocessed);
    // MDX checks the components a page names before any of its lines runs: its first `<Name` is the place.
    const undefinedElementLine = undefinedComponent && located.file === page.relativePath ? elementLine(source, undefinedComponent) : undefined;
    const where = undefinedElementLine ? { ...located, line: undefinedElementLine } : located;
    // Docusaurus wraps every page in the site's src/theme/Root, whose providers give components what
    // they read (ZITADEL's EnvironmentContext); not applied here, so what throws for lack of it is contained too.
    const siteRoot = missing.length ? undefined : existingFile(path.join(contentDir, "src", "theme", "Root"));
    const contained = missing.length || siteRoot ? await renderContained(code, pageRender, highlighting) : undefined;
    if (!contained) {
      const explained = `${explainAbsentExports(reason, absentExportImports, contentDir)}${missingImportHint(reason, Object.keys(importableModules))}${invalidElementHint(reason)}${stackOverflowHint(reason)}`;
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

  const warnings = pageWarnings(
    { missing, stylesheets, absentExportImports, folderRelativeLinks, crossPluginLinks, missingImages, indentedCode, misspeltLanguages, metaAsLanguages, looseTitles, fileSnippets, pageEventHandlers, altDirectives, duplicateTabValues, badTabOptions, mathErrors },
    { page, source, html, contentDir, preprocessed, inputs, containedProblems, theme },
  );
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
