// What pages' builds may use of a loaded Docusaurus config (`PageConfig`, page-config.ts): its
// serialisable fields as `siteConfig`, the Markdown and code settings a page's build follows, with
// fingerprints that key the page cache, and warnings (at their line) for what they cannot use.
import path from "node:path";
import { DEFAULT_SITE_TITLE } from "./config.server";
import { hashText } from "./hash.server";
import { markdownPreprocessorFingerprint } from "./markdown-preprocessor.server";
import type { MagicComment, MarkdownFormat, MermaidSettings, PageConfig, ThemeComponents } from "./page-config";
import { lineMentioning, type ContentProblem } from "./problems";
import { katexVersion } from "./math.server";
import { npm2yarnOptionsOf, usesPluginPackage, transpiledCodeblockExtensionsOf } from "./config-markdown-plugins";
import { objectAt, serialisable, type RawConfigFile } from "./config-file.server";
import { contentPluginOptionsOf, docusaurusBaseUrl, importAliasesOf, listsPlugin, pluginIdOf, redocSpecsOf, routeBaseOf, usesInternalDocsPlugin } from "./config-plugins.server";

/** `markdown.format` (`mdx`, `md` or `detect`); undefined when unset or another value, which is warned about. */
function markdownFormatOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): MarkdownFormat | undefined {
  const setting = objectAt(raw, "markdown")?.format;
  if (setting === undefined) return undefined;
  if (setting === "mdx" || setting === "md" || setting === "detect") return setting;
  warn("format", `markdown.format is ${JSON.stringify(setting)}, not "mdx", "md" or "detect"; pages are read as MDX`, "markdown");
  return undefined;
}

/** The main docs' `admonitions.keywords` (of the preset or the docs plugin), its text entries; undefined when unset. */
function admonitionKeywordsOf(raw: Record<string, unknown>): string[] | undefined {
  const docsPlugins = contentPluginOptionsOf(raw, "docs");
  const docsOptions = docsPlugins.find((options) => pluginIdOf(options) === "default") ?? docsPlugins.find((options) => routeBaseOf(options.routeBasePath, "docs") === "");
  const admonitions = docsOptions?.admonitions;
  const keywords = typeof admonitions === "object" && admonitions !== null ? (admonitions as { keywords?: unknown }).keywords : undefined;
  return Array.isArray(keywords) ? keywords.filter((keyword): keyword is string => typeof keyword === "string" && keyword.trim() !== "").map((keyword) => keyword.trim()) : undefined;
}

/**
 * The config's `staticDirectories` as folders of the content, relative to it (a path the config
 * computed, `path.resolve(__dirname, 'static')`, is read from the site's folder). One outside the
 * content folder, the content folder itself (its sources and config), or a value that is not a
 * path is warned about and left out. Undefined when the config sets none: `static` alone.
 */
function staticDirectoriesOf(raw: Record<string, unknown>, siteDir: string | undefined, warn: (needle: string, message: string, after?: string) => void): string[] | undefined {
  if (raw.staticDirectories === undefined) return undefined;
  if (!Array.isArray(raw.staticDirectories)) {
    warn("staticDirectories", "staticDirectories is not a list of folders; static/ is served, as without it");
    return undefined;
  }
  return raw.staticDirectories.flatMap((written: unknown) => {
    const shown = typeof written === "string" ? (siteDir && path.isAbsolute(written) ? path.relative(siteDir, written) : written) : JSON.stringify(written);
    const needle = typeof written === "string" && !path.isAbsolute(written) ? written : "staticDirectories";
    if (typeof written !== "string" || !written.trim()) {
      warn(needle, `staticDirectories: ${shown} is not a folder's path; left out`, "staticDirectories");
      return [];
    }
    const relative = path.normalize(shown);
    if (relative === "." || relative.startsWith("..") || path.isAbsolute(relative)) {
      warn(needle, `staticDirectories: "${shown}" is ${relative === "." ? "the content folder itself" : "outside the content folder"}, whose files the site does not serve as static files; left out`, "staticDirectories");
      return [];
    }
    return [relative.replace(/[\\/]+$/, "")];
  });
}

/** The magic comments of `themeConfig.prism.magicComments` that have the fields they need; undefined when it is not set. */
function magicCommentsOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): MagicComment[] | undefined {
  const setting = objectAt(raw, "themeConfig", "prism")?.magicComments;
  if (setting === undefined) return undefined;
  if (!Array.isArray(setting)) {
    warn("magicComments", "prism.magicComments is not a list; the default magic comments are used");
    return undefined;
  }
  return setting.flatMap((item, index): MagicComment[] => {
    const { className, line, block } = (item ?? {}) as { className?: unknown; line?: unknown; block?: { start?: unknown; end?: unknown } };
    const hasBlock = typeof block?.start === "string" && typeof block.end === "string" && block.start.trim() !== "" && block.end.trim() !== "";
    const hasLine = typeof line === "string" && line.trim() !== "";
    const hasClass = typeof className === "string" && className.trim() !== "";
    if (hasClass && (hasLine || hasBlock)) {
      return [{ className: className.trim(), ...(hasLine ? { line: line.trim() } : {}), ...(hasBlock ? { block: { start: String(block.start).trim(), end: String(block.end).trim() } } : {}) }];
    }
    // Found at the item's own line by a text of it, as the writer has several items under one `magicComments`.
    const mentioned = [line, block?.start, className].find((text): text is string => typeof text === "string" && text.trim() !== "") ?? "magicComments";
    const missing = hasClass ? "a line, or a block with a start and an end" : "a className (the class of the lines it marks)";
    warn(mentioned, `prism.magicComments item ${index + 1} needs ${missing}; it is left out`, "magicComments");
    return [];
  });
}

/** `themeConfig.prism.defaultLanguage`, trimmed; undefined when unset, and when not a text, which is warned about. */
function defaultCodeLanguageOf(raw: Record<string, unknown>, warn: (needle: string, message: string, after?: string) => void): string | undefined {
  const setting = objectAt(raw, "themeConfig", "prism")?.defaultLanguage;
  if (setting === undefined || (typeof setting === "string" && setting.trim() === "")) return undefined;
  if (typeof setting === "string") return setting.trim();
  warn("defaultLanguage", `prism.defaultLanguage is ${JSON.stringify(setting) ?? String(setting)}, not a language name; code blocks without a language are plain text`);
  return undefined;
}

/**
 * What the config's source writes of a path it required: the path itself, or, for one it
 * computed (`path.join(__dirname, 'data/versions.json')`, which reaches require as an absolute
 * path), the longest ending of it that the source holds, so the warning finds the require's line.
 */
function writtenPartOf(source: string, id: string): string {
  if (source.includes(id)) return id;
  const segments = id.split(/[\\/]/).filter(Boolean);
  for (let first = 1; first < segments.length; first++) {
    const ending = segments.slice(first).join("/");
    if (source.includes(ending)) return ending;
  }
  return id;
}

/**
 * `themeConfig.mermaid`, as Docusaurus' Mermaid theme reads it: `theme.light` and `theme.dark` name
 * the Mermaid theme of each colour mode, and `options` (its JSON-serialisable part) are what Mermaid
 * is initialised with. Miden's `theme: {light: 'neutral'}` drew its diagrams in Mermaid's default theme.
 */
function mermaidSettingsOf(raw: Record<string, unknown>): MermaidSettings | undefined {
  const theme = objectAt(raw, "themeConfig", "mermaid", "theme");
  const options = objectAt(raw, "themeConfig", "mermaid", "options");
  const settings: MermaidSettings = {
    ...(typeof theme?.light === "string" && theme.light ? { light: theme.light } : {}),
    ...(typeof theme?.dark === "string" && theme.dark ? { dark: theme.dark } : {}),
    ...(options ? { options: serialisable(options) as Record<string, unknown> } : {}),
  };
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/**
 * What pages' builds may use of a loaded config, and warnings for what they cannot: its
 * serialisable fields as `siteConfig` (with Docusaurus' always-present ones defaulted, so a page
 * reading `siteConfig.customFields.x` renders without a config), its magic comments, and the
 * components the content's MDXComponents adds.
 */
export function pageConfigOf(loaded: RawConfigFile | null, themeComponents?: ThemeComponents, siteCodeLanguages?: Record<string, string>): { pageConfig: PageConfig; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const raw = loaded?.raw ?? {};
  const warn = (needle: string, message: string, after?: string) => loaded && problems.push({ file: loaded.file, line: lineMentioning(loaded.source, needle, after), severity: "warning", kind: "config", message });
  for (const id of new Set(loaded?.unread ?? [])) {
    warn(writtenPartOf(loaded?.source ?? "", id), `"${id}" is not a file of the content folder, the only files the site reads: the config gets a stand-in for it, and a page reading what came of it (through useDocusaurusContext) gets an empty value`);
  }
  for (const url of new Set(loaded?.fetched ?? [])) {
    const written = loaded?.source.includes(url) ? url : "fetch(";
    warn(written, `the config fetches ${url}, and stops when that fails; the site reads it without the network, so the fetch was answered with nothing (its JSON a stand-in, its text empty), and what the config makes of it is empty (Docusaurus' build fetches it)`);
  }
  const siteConfig = {
    tagline: "", url: "", customFields: {}, themeConfig: {},
    ...(serialisable(raw) as Record<string, unknown>),
    baseUrl: docusaurusBaseUrl(raw),
    title: typeof raw.title === "string" && raw.title.trim() ? raw.title.trim() : DEFAULT_SITE_TITLE,
  };
  const magicComments = magicCommentsOf(raw, warn);
  const defaultCodeLanguage = defaultCodeLanguageOf(raw, warn);
  const markdownFormat = markdownFormatOf(raw, warn);
  const admonitionKeywords = admonitionKeywordsOf(raw);
  // Docusaurus 3's `markdown.mermaid`, or Docusaurus 2's mdx-mermaid plugin.
  const drawsMermaid = objectAt(raw, "markdown")?.mermaid === true || (loaded !== null && usesPluginPackage(loaded.source, "mdx-mermaid"));
  const mermaidSettings = drawsMermaid ? mermaidSettingsOf(raw) : undefined;
  const trailingSlash = typeof raw.trailingSlash === "boolean" ? raw.trailingSlash : undefined;
  const internalDocsBuild = usesInternalDocsPlugin(raw);
  const markdownIncludes = listsPlugin(raw, "docusaurus-plugin-includes");
  const importAliases = importAliasesOf(raw, loaded, warn);
  const transpiledCodeblocks = loaded ? transpiledCodeblockExtensionsOf(loaded.source) : undefined;
  const npm2yarn = loaded ? npm2yarnOptionsOf(loaded.source) : undefined;
  const typesetsMath = loaded !== null && usesPluginPackage(loaded.source, "remark-math");
  const staticDirectories = staticDirectoriesOf(raw, loaded?.siteDir, warn);
  const redocSpecs = redocSpecsOf(raw);
  return {
    pageConfig: {
      siteConfig,
      ...(admonitionKeywords ? { admonitionKeywords } : {}),
      ...(magicComments ? { magicComments } : {}),
      ...(defaultCodeLanguage ? { defaultCodeLanguage } : {}),
      ...(siteCodeLanguages ? { siteCodeLanguages } : {}),
      ...(markdownFormat ? { markdownFormat } : {}),
      ...(themeComponents ? { themeComponents } : {}),
      ...(drawsMermaid ? { drawsMermaid } : {}),
      ...(mermaidSettings ? { mermaidSettings } : {}),
      ...(trailingSlash !== undefined ? { trailingSlash } : {}),
      ...(internalDocsBuild ? { internalDocsBuild } : {}),
      ...(markdownIncludes ? { markdownIncludes } : {}),
      ...(importAliases ? { importAliases } : {}),
      ...(transpiledCodeblocks ? { transpiledCodeblocks } : {}),
      ...(npm2yarn ? { npm2yarn } : {}),
      ...(typesetsMath ? { typesetsMath } : {}),
      ...(staticDirectories ? { staticDirectories } : {}),
      ...(redocSpecs ? { redocSpecs } : {}),
      fingerprints: {
        siteConfig: hashText(JSON.stringify(siteConfig)),
        magicComments: hashText(JSON.stringify(magicComments ?? "default")),
        themeComponents: hashText(JSON.stringify(themeComponents ?? "none")),
        markdownFormat: hashText(markdownFormat ?? "mdx"),
        admonitionKeywords: hashText(JSON.stringify(admonitionKeywords ?? [])),
        mermaid: hashText(String(drawsMermaid) + JSON.stringify(mermaidSettings ?? {})),
        trailingSlash: hashText(String(trailingSlash)),
        internalDocs: hashText(String(internalDocsBuild)),
        markdownIncludes: hashText(String(markdownIncludes)),
        importAliases: hashText(JSON.stringify(importAliases ?? {})),
        defaultCodeLanguage: hashText(defaultCodeLanguage ?? ""),
        siteCodeLanguages: hashText(JSON.stringify(siteCodeLanguages ?? {})),
        markdownPreprocessor: markdownPreprocessorFingerprint(loaded),
        transpiledCodeblocks: hashText(JSON.stringify(transpiledCodeblocks ?? [])),
        npm2yarn: hashText(JSON.stringify(npm2yarn ?? "none")),
        // With the KaTeX version: its stylesheet, which pages link, is under it.
        math: hashText(typesetsMath ? `katex ${katexVersion()}` : "none"),
        staticDirectories: hashText(JSON.stringify(staticDirectories ?? "static")),
        redocSpecs: hashText(JSON.stringify(redocSpecs ?? {})),
        // The content's versions are read after the config: loadSite sets them (withDocsVersions).
        docsVersions: hashText("unread"),
        hiddenClasses: hashText("unread"),
        themedImages: hashText("unread"),
        laidOutDocs: hashText("none"),
      },
    },
    problems,
  };
}
