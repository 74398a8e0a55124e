// How a page's build resolves what its files import (an esbuild plugin): partials preprocessed as
// the page is, `@site/` and relative paths kept inside the content folder, the config's webpack
// aliases, assets as their URLs, SVG as components, YAML as data, CSS modules applied and other
// stylesheets not, and a placeholder for each module the site lacks, recorded for the checker.
import fs from "node:fs";
import path from "node:path";
import { buildSync, type Plugin as EsbuildPlugin, type OnResolveArgs, type OnResolveResult } from "esbuild";
import { COMPONENTS_PROVIDER, importableModules, SITE_ADMONITION } from "../components/mdx";
import type { ThemeComponents } from "./page-config";
import { CONTENT_ASSET_FILE } from "./urls";
import { gitIgnoredReason } from "./git-ignored.server";
import { svgComponentModule } from "./svg-component";
import { parse as parseYaml } from "yaml";
import { existingFile, importCandidates } from "./module-files.server";
import { preprocess, type Preprocessed, type PreprocessOptions } from "./preprocess.server";
import { importedNames } from "./preprocess/segments";
import { customElementComponent, isCustomElementName } from "./preprocess/inline-syntax";
import { contentAssetUrl } from "./markdown-plugins.server";

/** The global a bundle reads the modules the site provides from (`@theme/Tabs`...). */
export const MODULE_GLOBAL = "__importable";
/** Marks a module imported as raw text (`!!raw-loader!`), apart from the same file imported as code. */
export const RAW_TEXT_SUFFIX = "?raw-text";
/** The global that makes the placeholder of a module the site lacks. */
export const MISSING_GLOBAL = "__missingModule";

/** An import the page's build could not honour: what was imported, by which file, and for a module we stand in for, the names it lacks. */
export interface UnhonouredImport {
  specifier: string;
  importer: string;
  names?: string[];
  /** Loaded with `require()`, not `import`. */
  required?: boolean;
  /** Why it resolves to nothing, when more can be said than that it does not. */
  reason?: string;
}

/** Whether an absent file is in an `fb/` folder of the content, where Meta's sites keep what only their internal build has. */
function isInternalOnlyFile(contentDir: string, absolute: string): boolean {
  const relative = path.relative(contentDir, absolute);
  return !relative.startsWith("..") && !path.isAbsolute(relative) && relative.split(path.sep).slice(0, -1).includes("fb");
}

/** Which of the names an import asks for the module we stand in with lacks (its default is the module itself). */
function namesNotExported(module: unknown, names: string[]): string[] {
  const exported = (typeof module === "object" || typeof module === "function") && module !== null ? module : {};
  return names.filter((name) => name !== "default" && !Object.hasOwn(exported, name));
}

/**
 * The components provider of content with its own MDXComponents: ours, then the components it adds
 * (a custom element's, `'media-view'`, under the name its tags are written as); with its own
 * `Admonition/Types`, an Admonition that draws the types it maps with its components.
 */
function themedProviderModule(theme: ThemeComponents): string {
  const elements = Object.fromEntries(theme.names.filter(isCustomElementName).map((name) => [name, customElementComponent(name)]));
  const ours = `${MODULE_GLOBAL}[${JSON.stringify(COMPONENTS_PROVIDER)}].useMDXComponents()`;
  return [
    theme.file ? `import theme from ${JSON.stringify(theme.file)};` : "const theme = {};",
    theme.admonitionTypes ? `import siteAdmonitionTypes from ${JSON.stringify(theme.admonitionTypes)};` : "",
    `const elements = ${JSON.stringify(elements)};`,
    "const own = Object.fromEntries(Object.entries(theme ?? {}).flatMap(([name, value]) => /^[A-Z]/.test(name) ? [[name, value]] : Object.hasOwn(elements, name) ? [[elements[name], value]] : []));",
    theme.admonitionTypes
      ? `const admonition = { Admonition: ${MODULE_GLOBAL}[${JSON.stringify(SITE_ADMONITION)}].admonitionWithSiteTypes(siteAdmonitionTypes) };`
      : "const admonition = {};",
    // After the MDXComponents' own, which spreads ours, Admonition among them.
    `const components = { ...${ours}, ...own, ...admonition };`,
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

/** Files esbuild reads by their ending: scripts, JSON, text, and the Markdown and stylesheets resolved before. */
const SCRIPT_OR_TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|txt|mdx?|css|scss|sass|less)$/i;

/** Whether a file's text is an SVG document: `<svg` first, after an XML declaration, comments or a doctype. */
function isSvgDocument(file: string): boolean {
  try {
    const start = fs.readFileSync(file, "utf8").slice(0, 4096);
    return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b/i.test(start);
  } catch {
    return false;
  }
}

/** The package a bare import names: `@scope/name` or `name`, without the path into it. */
function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split("/");
  return parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

/** A package's stylesheet that its exports name without a file ending, in a `css` folder of the subpath: swiper's `swiper/css`, `swiper/css/navigation`. */
function isPackageStylesheetPath(specifier: string): boolean {
  return specifier.slice(packageOfSpecifier(specifier).length + 1).split("/").includes("css");
}

/** The site's own `src/theme/X` file for an import of `@theme/X`, which Docusaurus looks for first; undefined for another import, or no such file. */
function siteThemeFile(contentDir: string, specifier: string): string | undefined {
  return specifier.startsWith("@theme/") ? existingFile(path.join(contentDir, "src/theme", specifier.slice("@theme/".length))) : undefined;
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

/** What the content-imports plugin resolves a page's imports with, and what it records of them. */
export interface ContentImports {
  contentDir: string;
  /** The content's own MDXComponents, which every MDX module's provider gives too. */
  theme: ThemeComponents | undefined;
  /** Preprocessed sources by file: the page's, and each partial's as it is loaded. */
  preprocessed: Map<string, Preprocessed>;
  preprocessing: PreprocessOptions;
  /** Whether a Markdown file is read as CommonMark (`format: md`), not MDX. */
  commonMarkFile: (file: string) => boolean;
  /** A partial's text, through the config's Markdown preprocessor when it has one. */
  partialSource: (file: string) => string | Promise<string>;
  internalDocsBuild: boolean;
  /** The config's webpack aliases: alias -> the path it stands for. */
  importAliases: Record<string, string>;
  staticFolders: string[];
  laidOutDocsFolders: string[];
  /** Names content modules lack that a file imports from them, by module file: declared undefined. */
  absentExports: Map<string, Set<string>>;
  /** Recorded: imports that resolve to nothing (a placeholder stands in). */
  missing: UnhonouredImport[];
  /** Recorded: stylesheets imported but not applied. */
  stylesheets: UnhonouredImport[];
  /** Recorded: files an import could have loaded that do not exist (one added later rebuilds the page). */
  absentFiles: Set<string>;
}

/**
 * Serves preprocessed sources: the page's (already in `preprocessed`) and those of the Markdown it
 * imports (partials), which get the same preprocessing. Resolves relative and `@site/...` imports
 * inside the content folder, and turns imports of absent modules into placeholders.
 */
export function contentImportsPlugin(imports: ContentImports): EsbuildPlugin {
  const { contentDir, theme, preprocessed, preprocessing, commonMarkFile, partialSource, internalDocsBuild, importAliases, staticFolders, laidOutDocsFolders, absentExports, missing, stylesheets, absentFiles } = imports;
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
        // A file of an ending no loader reads that holds an SVG document (QuestDB's `.svgx`, which a webpack
        // rule of its config hands to SVGR) is drawn as an SVG's is, where the page failed to build.
        if (!SCRIPT_OR_TEXT_FILE.test(file) && isSvgDocument(file)) return { path: file, pluginData: { svg: true } };
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
          const ownThemeComponent = siteThemeFile(contentDir, args.path);
          return ownThemeComponent ? resolveFile(ownThemeComponent, args) : placeholder(args);
        }
        // A name our stand-in for a Docusaurus module lacks gets a placeholder too, not `undefined`;
        // of `@theme/X`, the site's own `src/theme/X` gives it when it exports it, as that file is the
        // site's `@theme/X` in Docusaurus (Tauri's diagrams take their `colors` from its `@theme/Mermaid`).
        const names = await namesImported(args.importer, args.path);
        const unknown = namesNotExported(importableModules[args.path], names);
        if (!unknown.length) return undefined;
        const ownFile = siteThemeFile(contentDir, args.path);
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
      build.onLoad({ filter: /.*/ }, (args) => {
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

/** A name a content module is imported for but does not export, where the import is written. */
export interface AbsentExport {
  module: string;
  name: string;
  file: string;
  line: number;
}

/** The names a content module exports, as esbuild reads them (`export *` of another module is not followed); none when it cannot be read. */
function namesExportedBy(module: string): string[] {
  try {
    const { metafile } = buildSync({
      entryPoints: [module], bundle: false, write: false, metafile: true, format: "esm", outdir: path.join(path.dirname(module), ".exports"),
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
export function exportsOfModule(module: string): string {
  const names = namesExportedBy(module);
  if (!names.length) return "";
  const shown = names.length > 12 ? [...names.slice(0, 12), `${names.length - 12} more`] : names;
  return `; it exports ${shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown[0]}`;
}

/** What the local binding of an absent export is called: its name after it, so that an error naming the binding names it. */
export const ABSENT_EXPORT_PREFIX = "__absentExport_";

/** A render error's reason with absent exports' bindings called by their names, and where each was imported from. */
export function explainAbsentExports(reason: string, imports: readonly AbsentExport[], contentDir: string): string {
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
