// What MDX pages can use: components available without an import, and the modules that
// Docusaurus-style imports resolve to.
import { Admonition, AdmonitionTitle } from "./Admonition";
import { admonitionTypes, admonitionWithSiteTypes } from "./AdmonitionTypes";
import { Card, Cards, Enterprise } from "./Badges";
import { BrowserOnly, CodeBlock, CodeBlockHighlights, CodeBlockHighlightsContext, Details, PageRenderContext, type PageRender, DocCard, DocCardList, hasProtocol, Head, Heading, isInternalUrl, IdealImage, Interpolate, Layout, Link, MDXContent, missingModule, missingModuleNote, Redirect, ThemedImage, TOCInline, Translate, useBaseUrl, useColorMode, useActivePlugin, useActiveVersion, useCurrentSidebarCategory, useAllPluginInstancesData, useDocsVersion, useLatestVersion, useVersions, useDocusaurusContext, useGlobalData, useHistory, usePluginData, useLocation, useStorageSlot, useTabGroupChoice, useThemeConfig, useBlogPost } from "./docusaurus";
import { clsx } from "clsx";
import semver from "semver";
import { HighlightedCode } from "./HighlightedCode";
import { JSONSchemaViewer } from "./JsonSchemaViewer";
import { LiteYouTubeEmbed } from "./LiteYouTubeEmbed";
import { Stream } from "./CloudflareStream";
import { ReactMarkdown } from "./ReactMarkdown";
import { ReactPlayer } from "./ReactPlayer";
import { mdxMermaidModule, Mermaid } from "./Mermaid";
import { FbInternalOnly, internalDocsModule, OssOnly } from "./InternalDocs";
import { openApiThemeModules } from "./OpenApi";
import { ShownWhen } from "./ShownWhen";
import { INTERNAL_DOCS_MODULES } from "~/content/internal-docs";
import { TabItem, Tabs } from "./Tabs";
import { themeIconModules } from "./ThemeIcons";

/**
 * Components every page may use without importing them. docusaurus-plugin-internaldocs-fb's theme
 * gives Meta's sites `OssOnly` and `FbInternalOnly` so (Relay's pages write them without an import).
 */
export const mdxComponents = { Admonition, AdmonitionTitle, Card, Cards, Enterprise, FbInternalOnly, HighlightedCode, OssOnly, ShownWhen, Tabs, TabItem };

/**
 * Where compiled MDX gets its default components (MDX's `providerImportSource`): every MDX module
 * asks it, so Markdown partials imported by a page see them too, not only the page.
 */
export const COMPONENTS_PROVIDER = "@docs-site/mdx-components";

/** Where the components provider of a site with its own `src/theme/Admonition/Types` gets the Admonition that draws them. */
export const SITE_ADMONITION = "@docs-site/site-admonition";

/** Import specifier -> the value `import X from "<specifier>"` receives. */
export const importableModules: Record<string, unknown> = {
  [COMPONENTS_PROVIDER]: { useMDXComponents: () => mdxComponents },
  "@theme/Tabs": Tabs,
  "@theme/TabItem": TabItem,
  [SITE_ADMONITION]: { admonitionWithSiteTypes },
  "@theme/Admonition": Admonition,
  "@theme/Admonition/Types": admonitionTypes,
  "@theme/CodeBlock": CodeBlock,
  "@docusaurus/useBaseUrl": useBaseUrl,
  "@docusaurus/Link": Link,
  "@docusaurus/BrowserOnly": BrowserOnly,
  "@docusaurus/Head": Head,
  "@docusaurus/Translate": Translate,
  "@docusaurus/Interpolate": Interpolate,
  "@docusaurus/useDocusaurusContext": useDocusaurusContext,
  "@docusaurus/useIsBrowser": () => false,
  "@docusaurus/isInternalUrl": Object.assign((url?: string) => isInternalUrl(url), { hasProtocol }),
  "@docusaurus/useGlobalData": Object.assign(() => useGlobalData(), { useGlobalData, usePluginData, useAllPluginInstancesData }),
  // Docusaurus' build collects the links and anchors components declare, to report broken ones;
  // the checker finds those in the rendered page, so here declaring one does nothing.
  "@docusaurus/useBrokenLinks": () => ({ collectLink: () => undefined, collectAnchor: () => undefined }),
  "@docusaurus/ExecutionEnvironment": { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false },
  "@theme/Details": Details,
  "@theme/DocCardList": DocCardList,
  "@theme/DocCard": DocCard,
  "@theme/Heading": Heading,
  "@docusaurus/theme-common": { useColorMode, useCurrentSidebarCategory, useStorageSlot, useTabGroupChoice, useThemeConfig },
  "@docusaurus/plugin-content-blog/client": { useBlogPost },
  "@docusaurus/plugin-content-docs/client": { useActivePlugin, useActiveVersion, useCurrentSidebarCategory, useDocsVersion, useLatestVersion, useVersions },
  "@docusaurus/router": { useLocation, useHistory, Redirect, useParams: () => ({}) },
  "@theme/ThemedImage": ThemedImage,
  "@theme/IdealImage": IdealImage,
  "@theme/TOCInline": TOCInline,
  "@theme/MDXContent": MDXContent,
  "@theme/Layout": Layout,
  // Diagrams written as components: Docusaurus 3's theme-mermaid, and mdx-mermaid (Docusaurus 2 sites').
  "@theme/Mermaid": Mermaid,
  // docusaurus-json-schema-plugin's viewer of a JSON Schema (Continue's config reference).
  "@theme/JSONSchemaViewer": JSONSchemaViewer,
  "mdx-mermaid/Mermaid": mdxMermaidModule,
  "mdx-mermaid/lib/Mermaid": mdxMermaidModule,
  ...themeIconModules,
  // Not Docusaurus modules, but every Docusaurus site has clsx: sites' own components join class
  // names with it (or with classnames, whose drop-in replacement it is).
  clsx: Object.assign((...values: Parameters<typeof clsx>) => clsx(...values), { clsx }),
  classnames: clsx,
  // Nor is semver, which every Docusaurus site has too (Docusaurus' own packages depend on it):
  // components compare versions with it (Chaos Mesh's Helm commands pick a chart version so).
  semver,
  // Not a Docusaurus module either: the package Docusaurus sites add to show a YouTube video (Jest's).
  "react-lite-youtube-embed": LiteYouTubeEmbed,
  // And the one they add to show a video hosted on Cloudflare Stream (Agenta's).
  "@cloudflare/stream-react": { Stream },
  // And the one they add to show a video from its address, YouTube's, Vimeo's or a file (ZITADEL's),
  // with the entry points that load one player only.
  "react-player": ReactPlayer,
  "react-player/lazy": ReactPlayer,
  "react-player/youtube": ReactPlayer,
  "react-player/vimeo": ReactPlayer,
  "react-player/file": ReactPlayer,
  // And the one their components show Markdown text with (QuestDB's configuration tables).
  "react-markdown": ReactMarkdown,
  // What a site's own src/theme/MDXComponents spreads before adding its components.
  "@theme/MDXComponents": mdxComponents,
  // docusaurus-plugin-openapi-docs' generated API pages: their operation drawn as text, lists and tabs.
  ...openApiThemeModules,
  // docusaurus-plugin-internaldocs-fb (Meta's sites): passages and values of the public build.
  ...Object.fromEntries(INTERNAL_DOCS_MODULES.map((specifier) => [specifier, internalDocsModule])),
};

// A swizzled component (a site's own src/theme/...) reaches the theme's one through
// `@theme-original/X` (or `@theme-init/X`): the same module as `@theme/X` here, as the site swizzles
// nothing of ours (serenity-js.org's MDXComponents maps Tabs to `@theme-original/Tabs`).
for (const [specifier, module] of Object.entries(importableModules)) {
  if (!specifier.startsWith("@theme/")) continue;
  const name = specifier.slice("@theme/".length);
  importableModules[`@theme-original/${name}`] ??= module;
  importableModules[`@theme-init/${name}`] ??= module;
}

// `@docusaurus/useDocusaurusContext` and its kind are webpack aliases of files in Docusaurus' core,
// which content may import by their path (Ory's hooks import
// `@docusaurus/core/lib/client/exports/useDocusaurusContext`): the same modules.
for (const name of ["BrowserOnly", "ExecutionEnvironment", "Head", "Interpolate", "Link", "router", "Translate", "useBaseUrl", "useBrokenLinks", "useDocusaurusContext", "useGlobalData", "useIsBrowser"]) {
  importableModules[`@docusaurus/core/lib/client/exports/${name}`] = importableModules[`@docusaurus/${name}`];
}

// Docusaurus' modules are ES modules, which webpack gives a `require()` as their namespace: content
// code writes `require('@docusaurus/useBaseUrl').default('showcase')` (Docusaurus' own website
// does). Ours are plain values, so each gets a `default` that is itself (not enumerable, so a
// spread of the module is unchanged); `require()` of it still gives the value, as before.
for (const [specifier, module] of Object.entries(importableModules)) {
  if (!/^@(docusaurus|theme|theme-original|theme-init)\//.test(specifier)) continue;
  if ((typeof module !== "function" && (typeof module !== "object" || module === null)) || Object.hasOwn(module, "default")) continue;
  Object.defineProperty(module, "default", { value: module, enumerable: false });
}

export { CodeBlockHighlights, CodeBlockHighlightsContext, missingModule, missingModuleNote, PageRenderContext, type PageRender };
