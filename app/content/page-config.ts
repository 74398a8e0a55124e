import type { Npm2YarnOptions } from "./config-markdown-plugins";

// What of the content's docusaurus.config.js (and of its swizzled MDXComponents) a page's build may
// use, sent to the page builders with each content version. A built page records the parts it used,
// with their fingerprints, so a config edit rebuilds the pages that read the part it changed and no
// others.

/** A Docusaurus magic comment (`themeConfig.prism.magicComments`): `line` marks the next line, `block` the lines between. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** What the content's `src/theme/MDXComponents` and `src/theme/Admonition/Types` add to every page. */
export interface ThemeComponents {
  /** The MDXComponents file; absent when the site swizzles only its admonition types. */
  file?: string;
  /** The component names (capitalised keys) of its default export, as its text lists them. */
  names: string[];
  /** The site's `Admonition/Types` file, whose components draw the admonition types it maps; absent without one. */
  admonitionTypes?: string;
}

/** Docusaurus' `markdown.format`: every file MDX, every file CommonMark, or by its extension. */
export type MarkdownFormat = "mdx" | "md" | "detect";

export interface PageConfig {
  /** `useDocusaurusContext().siteConfig`: the config's JSON-serialisable fields. */
  siteConfig: Record<string, unknown>;
  /** The config's `markdown.format`; absent: `mdx`, Docusaurus' default. */
  markdownFormat?: MarkdownFormat;
  /** The config's magic comments; absent: Docusaurus' default ones. */
  magicComments?: MagicComment[];
  /** The config's `prism.defaultLanguage`: the language of code blocks that name none; absent: plain text. */
  defaultCodeLanguage?: string;
  /** The languages the site's `src/theme/prism-include-languages` adds to Prism, each with the language it is highlighted as; absent without any. */
  siteCodeLanguages?: Record<string, string>;
  /** The docs' `admonitions.keywords`: admonition types the site declares; absent when unset. */
  admonitionKeywords?: string[];
  /** The components the content's `src/theme/MDXComponents` (and `Admonition/Types`) adds; absent without either. */
  themeComponents?: ThemeComponents;
  /** The config's `markdown.mermaid: true`: ```` ```mermaid ```` blocks are drawn as diagrams; absent: shown as code, as in Docusaurus. */
  drawsMermaid?: true;
  /**
   * The config's `themeConfig.mermaid`, as Docusaurus' Mermaid theme reads it: the Mermaid theme of
   * each colour mode (`theme: {light, dark}`) and the `options` Mermaid is initialised with; absent when it sets none.
   */
  mermaidSettings?: MermaidSettings;
  /**
   * The config's `staticDirectories` that are folders of the content, relative to it, in the order
   * a path is looked up in them (static-files.server.ts); absent: `static` alone.
   */
  staticDirectories?: string[];
  /**
   * The config's `trailingSlash`: with `true`, pages are served as folders, which their relative links are read against;
   * unset, only a folder's index page is (Docusaurus gives it an address ending with a slash); with `false`, none.
   */
  trailingSlash?: boolean;
  /**
   * The config uses docusaurus-plugin-internaldocs-fb (as a preset or a plugin): its public build
   * stands in for the files of `fb/` folders, which Meta keeps out of the public repository, with
   * an empty component; absent without the plugin.
   */
  internalDocsBuild?: true;
  /**
   * The file extensions (`.mdx`) whose TypeScript blocks show without their `noEmit` virtual files, as the config's
   * remark-typescript-tools `transpileCodeblocks` shows them; absent without that plugin.
   */
  transpiledCodeblocks?: string[];
  /** The config's npm2yarn options (which package managers' tabs follow npm's, and whether they switch together); absent without the plugin. */
  npm2yarn?: Npm2YarnOptions;
  /**
   * The docs folders read in place of a `path` out of the content folder (`content` for `../content`), from the
   * content folder: the site's own folder is a sibling of theirs in Docusaurus, so a page's import that climbs
   * into a sibling the content lacks (`../site/src/components/Cards`) names a file of the content folder; absent without one.
   */
  laidOutDocsFolders?: string[];
  /** The config lists docusaurus-plugin-includes: a page's `{@include: path}` shows that Markdown file there; absent: the directive is text, as without the plugin. */
  markdownIncludes?: true;
  /** The config's remark plugins include remark-math: `$...$` and `$$...$$` are math, typeset with KaTeX; absent: text, as in Docusaurus. */
  typesetsMath?: true;
  /** The webpack import aliases the config's plugins give (`@partials` -> its folder's absolute path); absent without any. */
  importAliases?: Record<string, string>;
  /** redocusaurus' specs (their OpenAPI document, as written, and its download `url`), by the id `<ApiDocMdx id>` names them with; absent without any. */
  redocSpecs?: Record<string, { spec: string; url?: string }>;
  /** The site's stylesheets' rules that hide what they select (see hidden-sidebar-classes.server.ts): a tab bar whose `className` they hide is hidden, as there. */
  hiddenClasses?: HiddenClassRules;
  /** Images the site's stylesheets show in one colour theme only, by how their address ends (see hidden-sidebar-classes.server.ts); absent without such rules. */
  themedImages?: ThemedImageEndings;
  /** The docs versions of every docs plugin instance, as `@docusaurus/plugin-content-docs/client`'s hooks give them to components; absent before the content's versions are read. */
  docsVersions?: ClientDocsVersion[];
  /** A hash of each part: what a page that used it records. */
  fingerprints: Record<PageConfigPart, string>;
}

/** Each rule of a site's stylesheet that hides what it selects: the class names an element needs, all of them, for it to be hidden. */
export type HiddenClassRules = string[][];

/**
 * How the addresses of images a site's stylesheet shows in one colour theme only end, by that theme: Docusaurus'
 * GitHub-style themed images, `[data-theme='light'] img[src$='#gh-dark-mode-only'] { display: none }`, make
 * `#gh-dark-mode-only` an ending of `dark`.
 */
export interface ThemedImageEndings {
  light: string[];
  dark: string[];
}

/** Whether an element with this `className` is hidden by one of the rules. */
export function isHiddenBy(rules: HiddenClassRules | undefined, className: unknown): boolean {
  if (!rules?.length || typeof className !== "string") return false;
  const classes = new Set(className.split(/\s+/).filter(Boolean));
  return rules.some((rule) => rule.every((name) => classes.has(name)));
}

/**
 * A docs version as Docusaurus' client hooks (`useActiveVersion`, `useVersions`) describe it, for
 * the instance `pluginId` (`default` for the main docs); an instance or site that is not versioned
 * has one, `current`, as in Docusaurus.
 */
export interface ClientDocsVersion {
  pluginId: string;
  /** versions.json's name, or `current` for the docs folder. */
  name: string;
  label: string;
  /** Where its pages are served on this site (`/next`; `/` for the main docs' last version). */
  path: string;
  isLast: boolean;
  banner: "unreleased" | "unmaintained" | null;
  badge: boolean;
  /** The folder of its pages, from the content folder ("" for the content folder itself): a page is of the version whose folder holds its file. */
  folder: string;
}

/**
 * What a config value that was a stand-in (for a package or file the site lacks) is sent to pages
 * as: pages' `useDocusaurusContext` gives a stand-in in its place, which any use evaluates, as the
 * config's did, instead of a missing field that throws at the first property a component reads.
 */
export const STAND_IN_VALUE = Object.freeze({ "@docusaurus-stand-in": true });

/** Whether a value sent with `siteConfig` is `STAND_IN_VALUE`. */
export function isStandInValue(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)["@docusaurus-stand-in"] === true;
}

/** `themeConfig.mermaid`: the Mermaid theme of each colour mode, and Mermaid's options (JSON). */
export interface MermaidSettings {
  light?: string;
  dark?: string;
  options?: Record<string, unknown>;
}

export type PageConfigPart = "siteConfig" | "magicComments" | "themeComponents" | "markdownFormat" | "admonitionKeywords" | "mermaid" | "trailingSlash" | "internalDocs" | "defaultCodeLanguage" | "siteCodeLanguages" | "importAliases" | "markdownPreprocessor" | "transpiledCodeblocks" | "npm2yarn" | "math" | "staticDirectories" | "redocSpecs" | "docsVersions" | "hiddenClasses" | "themedImages" | "markdownIncludes" | "laidOutDocs";

/** The config parts a page's build used, with the fingerprint each had. */
export type UsedConfig = [part: PageConfigPart, fingerprint: string][];

/** Whether a page built with `used` still has the config it was built with. */
export function usesCurrentConfig(used: UsedConfig, config: PageConfig): boolean {
  return used.every(([part, fingerprint]) => config.fingerprints[part] === fingerprint);
}

/** The extensions Docusaurus' `detect` reads as CommonMark (MDX's own list of Markdown extensions). */
const MARKDOWN_EXTENSIONS = [".md", ".markdown", ".mdown", ".mkdn", ".mkd", ".mdwn", ".mkdown", ".ron"];

/**
 * The format a page's frontmatter asks for: `mdx: {format: md}`, as Docusaurus 3 reads it (its MDX loader
 * validates `frontMatter.mdx`), else a `format` of its own. Undefined when it asks for none.
 */
export function frontmatterFormatOf(frontmatter: Record<string, unknown>): unknown {
  const mdx = frontmatter.mdx;
  const nested = mdx && typeof mdx === "object" ? (mdx as Record<string, unknown>).format : undefined;
  return nested ?? frontmatter.format;
}

/**
 * Whether a file is CommonMark rather than MDX, as Docusaurus decides it: its frontmatter's
 * `format` first (`md`, `mdx`, or `detect`), else the config's `markdown.format`; `detect` reads
 * `.md` files as CommonMark and `.mdx` files as MDX.
 */
export function isCommonMark(file: string, frontmatterFormat: unknown, configFormat: MarkdownFormat | undefined): boolean {
  const format = frontmatterFormat === "md" || frontmatterFormat === "mdx" || frontmatterFormat === "detect" ? frontmatterFormat : (configFormat ?? "mdx");
  if (format !== "detect") return format === "md";
  const dot = file.lastIndexOf(".");
  return dot >= 0 && MARKDOWN_EXTENSIONS.includes(file.slice(dot).toLowerCase());
}
