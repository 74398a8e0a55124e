// Our stand-ins for the Docusaurus theme modules that Docusaurus pages import.
import { Children, createContext, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DEFAULT_SITE_TITLE } from "~/content/config.server";
import type { HeadTag } from "~/content/head-tags";
import { isStandInValue, type ClientDocsVersion, type PageConfig, type PageConfigPart } from "~/content/page-config";
import { DEFAULT_TOC_LEVELS, tocLevelsSettingOf } from "~/content/page-options";
import { Card, Cards } from "./Badges";
import { CodeFrame, HighlightedCode, type HighlightedCodeProps } from "./HighlightedCode";
import { cssInJsModule, isCssInJsPackage } from "./CssInJs";

/** `@docusaurus/isInternalUrl`'s `hasProtocol`: whether an address names its scheme (`https:`, `mailto:`) or host (`//cdn`). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** `@docusaurus/isInternalUrl`: whether an address is of the site (given, and naming no scheme or host), as swizzled DocCards ask. */
export function isInternalUrl(url?: string): boolean {
  return typeof url !== "undefined" && !hasProtocol(url);
}

/** `@docusaurus/useBaseUrl`: the site is served at the root, so only a leading slash is ensured. */
export function useBaseUrl(url: string): string {
  // Docusaurus gives back an empty or missing address as it is (a component passing an unset prop renders).
  if (!url) return url;
  if (/^([a-z]+:)?\/\//i.test(url) || url.startsWith("#")) return url;
  return "/" + url.replace(/^\/+/, "");
}

/**
 * `@docusaurus/Link`: an address with a scheme opens in a new tab, as Docusaurus' `isInternalUrl` reads it as out of the site; the page's own attributes win.
 * Without an address it is an `<a>` without one, as Docusaurus renders it (a styled heading, not a link).
 */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href;
  if (target === undefined) return <a {...rest}>{children}</a>;
  const apart = /^[a-z][\w+.-]*:/i.test(target) ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return <a href={target.startsWith("/") ? useBaseUrl(target) : target} {...apart} {...rest}>{children}</a>;
}

/**
 * `@docusaurus/BrowserOnly`. Pages are rendered once, on the server, and not hydrated: its children
 * are rendered there when they can be (an embed, a widget's markup). Children that throw for want
 * of a browser are rendered again with the `window` a first-time reader's browser gives them: the
 * page's address in `location` and storage with nothing in it (Chaos Mesh's install commands pick
 * their version from the address and a remembered choice); those needing more of it (`document`,
 * events) throw again, and readers see the fallback. They are rendered apart, to catch that, with
 * the page's contexts (its config, its code highlighting).
 */
export function BrowserOnly({ fallback, children }: { fallback?: ReactNode; children?: unknown }) {
  const page = useContext(PageRenderContext);
  const highlights = useContext(CodeBlockHighlightsContext);
  if (typeof children !== "function") return <>{fallback ?? null}</>;
  const render = () => {
    const element = (children as () => unknown)();
    if (!isValidElement(element) && typeof element !== "string") return undefined;
    const withContexts = (
      <PageRenderContext.Provider value={page}>
        <CodeBlockHighlightsContext.Provider value={highlights}>{element}</CodeBlockHighlightsContext.Provider>
      </PageRenderContext.Provider>
    );
    return renderToStaticMarkup(withContexts);
  };
  let markup: string | undefined;
  try {
    markup = render();
  } catch {
    try {
      markup = withBrowserGlobals(firstVisitWindow(page), render);
    } catch {
      // needs more of a browser: the fallback below
    }
  }
  return markup === undefined ? <>{fallback ?? null}</> : <div className="browser-only" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** Web Storage with nothing in it, as a first-time reader's browser has: what is set lasts for the render. */
function emptyStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: unknown) => void items.set(String(key), String(value)),
    removeItem: (key: string) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
}

/** The parts of `window` a browser gives a page on a first visit that need no document: its address (under the config's `url`) and empty storage. */
function firstVisitWindow(page: PageRender | undefined) {
  page?.used.add("siteConfig");
  const siteUrl = typeof page?.config.siteConfig.url === "string" && /^https?:\/\//.test(page.config.siteConfig.url) ? page.config.siteConfig.url : "http://localhost";
  const location = new URL(page?.pageUrl ?? "/", siteUrl);
  const plainLocation = { href: location.href, origin: location.origin, protocol: location.protocol, host: location.host, hostname: location.hostname, port: location.port, pathname: location.pathname, search: location.search, hash: location.hash, toString: () => location.href };
  return { location: plainLocation, localStorage: emptyStorage(), sessionStorage: emptyStorage() };
}

/** Runs `run` (synchronously) with `window` and its `location` and storages as globals, as page code reads them in a browser, and takes them away after. */
function withBrowserGlobals<T>(window: ReturnType<typeof firstVisitWindow>, run: () => T): T {
  const globals = globalThis as Record<string, unknown>;
  const names = ["window", "location", "localStorage", "sessionStorage"] as const;
  const values: Record<(typeof names)[number], unknown> = { window, ...window };
  const taken = names.filter((name) => !(name in globals));
  for (const name of taken) globals[name] = values[name];
  try {
    return run();
  } finally {
    for (const name of taken) delete globals[name];
  }
}

/** A code block `<CodeBlock>` asks to have highlighted: its text, language and meta string. */
export interface CodeBlockRequest {
  code: string;
  language?: string;
  meta: string;
}

/**
 * `<CodeBlock>` renders inside the page's (synchronous) render, but highlighting is asynchronous:
 * the page is rendered once to collect the blocks, they are highlighted, and it is rendered again
 * with their markup.
 */
export class CodeBlockHighlights {
  readonly requested: CodeBlockRequest[] = [];
  private readonly done = new Map<string, HighlightedCodeProps>();

  private static keyOf(request: CodeBlockRequest): string {
    return JSON.stringify([request.code, request.language, request.meta]);
  }

  lookUp(request: CodeBlockRequest): HighlightedCodeProps | undefined {
    const found = this.done.get(CodeBlockHighlights.keyOf(request));
    if (!found) this.requested.push(request);
    return found;
  }

  async highlightRequested(highlight: (request: CodeBlockRequest) => Promise<HighlightedCodeProps>): Promise<void> {
    for (const request of this.requested.splice(0)) this.done.set(CodeBlockHighlights.keyOf(request), await highlight(request));
  }
}

export const CodeBlockHighlightsContext = createContext<CodeBlockHighlights | undefined>(undefined);

interface CodeBlockProps {
  children?: ReactNode;
  title?: string;
  language?: string;
  /** `language-x`, as a fence's code element has it. */
  className?: string;
  showLineNumbers?: boolean | number;
  /** The rest of a fence's info string: `{1,3}`, `title="x"`... */
  metastring?: string;
}

/** A missing module given as text (`<CodeBlock>{Source}</CodeBlock>` of a file the site cannot load): its note, where React would show nothing. */
function MissingText({ module }: { module: MissingModule }) {
  return <>{module({})}</>;
}

/**
 * `@theme/CodeBlock` used directly from MDX, often around a `!!raw-loader!` import: highlighted
 * like a fenced block when its content is text. (Fences are highlighted when the page is bundled.)
 */
export function CodeBlock({ children, title, language, className, showLineNumbers, metastring = "" }: CodeBlockProps) {
  const highlights = useContext(CodeBlockHighlightsContext);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? "")?.[1];
  const code = typeof children === "string" ? children.replace(/\n$/, "") : undefined;
  if (code !== undefined && highlights) {
    const lineNumbers = showLineNumbers === true ? "showLineNumbers" : typeof showLineNumbers === "number" ? `showLineNumbers=${showLineNumbers}` : "";
    const block = highlights.lookUp({ code, language: lang, meta: `${metastring} ${lineNumbers}` });
    if (block) return <HighlightedCode {...block} title={title ?? block.title} />;
  }
  return (
    <CodeFrame title={title} language={lang}>
      <pre className="shiki plain-code" tabIndex={0}><code>{code ?? (isMissingModule(children) ? <MissingText module={children} /> : children)}</code></pre>
    </CodeFrame>
  );
}

/** `@theme/Details`: a disclosure with its summary. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; [attribute: string]: unknown }) {
  return (
    <details {...rest}>
      {summary ? typeof summary === "string" ? <summary>{summary}</summary> : summary : null}
      {children}
    </details>
  );
}

interface TocItem {
  value: string;
  id: string;
  level: number;
}

/**
 * `@theme/TOCInline`: the page's outline (its `toc` export) inside the text, as nested lists; the
 * levels it leaves unset are the config's `themeConfig.tableOfContents`, as in Docusaurus.
 */
export function TOCInline({ toc = [], minHeadingLevel, maxHeadingLevel }: { toc?: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const setting = useThemeConfig().tableOfContents;
  const siteLevels = (setting && typeof setting === "object" ? tocLevelsSettingOf(setting as Record<string, unknown>) : undefined) ?? DEFAULT_TOC_LEVELS;
  const min = minHeadingLevel ?? siteLevels.min;
  const max = maxHeadingLevel ?? siteLevels.max;
  const items = toc.filter((item) => item.level >= min && item.level <= max);
  // Each item owns the deeper items that follow it, up to the next one at its level or above.
  const list = (from: number, to: number): ReactNode => {
    const own: ReactNode[] = [];
    for (let at = from; at < to; ) {
      let end = at + 1;
      while (end < to && items[end].level > items[at].level) end++;
      own.push(
        <li key={items[at].id}>
          <a href={`#${items[at].id}`}>{items[at].value}</a>
          {end > at + 1 ? list(at + 1, end) : null}
        </li>,
      );
      at = end;
    }
    return <ul>{own}</ul>;
  };
  return items.length ? <nav className="toc-inline" aria-label="Contents">{list(0, items.length)}</nav> : null;
}

/** `@theme/ThemedImage`: an image per colour theme; CSS shows the current theme's. */
export function ThemedImage({ sources, alt = "", ...rest }: { sources?: { light?: string; dark?: string }; alt?: string; [attribute: string]: unknown }) {
  return (
    <>
      {sources?.light ? <img {...rest} src={sources.light} alt={alt} className="themed-image-light" /> : null}
      {sources?.dark ? <img {...rest} src={sources.dark} alt={alt} className="themed-image-dark" /> : null}
    </>
  );
}

/**
 * Where an image given to `@theme/IdealImage` is: a URL, an image module (`require('./x.png')`,
 * whose `default` is its URL here), or the object Docusaurus' ideal-image loader makes
 * (`{src: {src, width, height}}`).
 */
function idealImageUrl(img: unknown): string | undefined {
  if (typeof img === "string") return img;
  if (!img || typeof img !== "object") return undefined;
  const { default: module, src } = img as { default?: unknown; src?: unknown };
  if (module !== undefined) return idealImageUrl(module);
  return typeof src === "string" ? src : idealImageUrl((src as { src?: unknown } | undefined)?.src);
}

/**
 * `@theme/IdealImage` (Docusaurus' ideal-image plugin): the image at its full size, as the plugin
 * shows it in development (no low-quality preview to swap). An image that did not resolve (a
 * missing file's placeholder) shows that placeholder.
 */
export function IdealImage({ img, alt = "", ...rest }: { img?: unknown; alt?: string; [attribute: string]: unknown }) {
  // Called, not rendered: React would probe the placeholder's every property.
  if (typeof img === "function") return (img as () => ReactNode)();
  const src = idealImageUrl(img);
  return src ? <img {...rest} src={src} alt={alt} loading="lazy" /> : null;
}

/** `@docusaurus/Translate` and its `translate()`: the site has one language, so the text as written. */
export const Translate = Object.assign(({ children }: { children?: ReactNode }) => <>{children}</>, {
  translate: ({ message }: { message: string }) => message,
});

/** A `{name}` placeholder of `@docusaurus/Interpolate`: word characters between braces. */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `interpolate()` of `@docusaurus/Interpolate`: `text` with each `{name}` that `values` has replaced
 * by its value; others stay as written. Text when every value is text, else a list of nodes.
 */
export function interpolate(text: string, values: Record<string, unknown> = {}): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  let allText = true;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values[match[1]];
    if (value === undefined) continue;
    const node = isValidElement(value) || typeof value === "string" ? value : String(value);
    if (typeof node !== "string") allText = false;
    parts.push(text.slice(last, match.index), node);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return allText ? parts.join("") : parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/** `@docusaurus/Interpolate`: its text child with `values` put in; like Docusaurus, it takes only text. */
export const Interpolate = Object.assign(
  ({ children, values }: { children?: ReactNode; values?: Record<string, unknown> }) => {
    if (typeof children !== "string") {
      throw new Error(`<Interpolate> takes only text as its child, as in Docusaurus; it was given ${isValidElement(children) ? "a React element" : typeof children}`);
    }
    return <>{interpolate(children, values)}</>;
  },
  { interpolate },
);

/** What a page sees while it renders: its URL, the content's config, and the parts of that config it has read (which its cache entry then depends on). */
export interface PageRender {
  pageUrl?: string;
  /** The page's file, from the content folder: which docs version it is of. */
  pageFile?: string;
  config: PageConfig;
  used: Set<PageConfigPart>;
  /** The OpenAPI document at a site address, when the content has it (a Scalar component drawing it). */
  apiDocumentAt?: (address: string) => Record<string, unknown> | undefined;
  /** The operation of a docusaurus-plugin-openapi-docs API page, from its frontmatter (`api`), with the document's servers and security schemes. */
  apiOperation?: Record<string, unknown>;
  /** Collects the head tags `<Head>` gives as the page renders. */
  headTags?: HeadTag[];
  /** False while a blog post renders for a list page; a page renders as its own page otherwise. */
  blogPostPage?: boolean;
  /** Set when the page reads `useBlogPost()`: it is then rendered again for the blog's list pages. */
  blogPostRead?: boolean;
}

export const PageRenderContext = createContext<PageRender | undefined>(undefined);

/**
 * What a page gets for a config value that was a stand-in (a package or file the site lacks, such as
 * a `package.json` outside the content folder): any property, call or `new` of it gives it back and
 * it reads as "", so a component using it renders (with empty text) instead of throwing.
 */
const configStandIn: object = new Proxy(function standIn() {}, {
  get: (_target, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "" : key === "toString" || key === "valueOf" ? () => "" : configStandIn),
  apply: () => configStandIn,
  construct: () => configStandIn,
});

/** `siteConfig` with its stand-in values as the stand-in, computed once per content version's config. */
const revivedConfigs = new WeakMap<object, Record<string, unknown>>();
function withStandIns(value: unknown): unknown {
  if (isStandInValue(value)) return configStandIn;
  if (Array.isArray(value)) return value.map(withStandIns);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withStandIns(field)]));
}
function siteConfigWithStandIns(siteConfig: Record<string, unknown>): Record<string, unknown> {
  let revived = revivedConfigs.get(siteConfig);
  if (!revived) revivedConfigs.set(siteConfig, (revived = withStandIns(siteConfig) as Record<string, unknown>));
  return revived;
}

/** The name Docusaurus publishes the docs plugin's global data under. */
const DOCS_PLUGIN = "docusaurus-plugin-content-docs";

/**
 * The docs plugin's global data for each of its instances, by id, as Docusaurus publishes it: the
 * instance's path and its versions (the docs folder's first), each with its name, label, path and
 * whether it is the last.
 */
function useDocsPluginData(): Record<string, { path: string; versions: ReturnType<typeof globalVersionOf>[]; breadcrumbs: boolean }> {
  const { versions } = useClientDocsVersions();
  const byPlugin: Record<string, ReturnType<typeof useDocsPluginData>[string]> = {};
  for (const pluginId of new Set(versions.map((version) => version.pluginId))) {
    const own = versions.filter((version) => version.pluginId === pluginId);
    byPlugin[pluginId] = { path: own.find((version) => version.isLast)?.path ?? own[0].path, versions: own.map(globalVersionOf), breadcrumbs: true };
  }
  return byPlugin;
}

/**
 * `@docusaurus/useGlobalData`: the data plugins publish to pages at build time. The docs plugin's
 * is its instances' versions, as pages read it to pick a version (Chaos Mesh's install commands
 * name the version being read); other plugins are not run here (a site's own fetches its latest
 * release from GitHub), so their data is the stand-in, which a component reading it renders with,
 * as with the config's stand-ins.
 */
export function useGlobalData(): object {
  const docs = useDocsPluginData();
  return new Proxy(configStandIn, { get: (target, key) => (key === DOCS_PLUGIN ? docs : Reflect.get(target, key)) });
}
export function usePluginData(plugin?: string, instance = "default"): object {
  const docs = useDocsPluginData();
  return (plugin === DOCS_PLUGIN && docs[instance]) || configStandIn;
}
export function useAllPluginInstancesData(plugin?: string): object {
  const docs = useDocsPluginData();
  return plugin === DOCS_PLUGIN ? docs : configStandIn;
}

/** `@docusaurus/useDocusaurusContext`: the content's config as `siteConfig` (its JSON-serialisable fields, and its stand-ins). */
export function useDocusaurusContext() {
  const page = useContext(PageRenderContext);
  page?.used.add("siteConfig");
  return {
    siteConfig: page ? siteConfigWithStandIns(page.config.siteConfig) : { title: DEFAULT_SITE_TITLE, tagline: "", url: "", baseUrl: "/", customFields: {}, themeConfig: {} },
    siteMetadata: {},
    i18n: { currentLocale: "en", defaultLocale: "en", locales: ["en"] },
  };
}

/** `@docusaurus/router`'s `useLocation`: the page's own address (pages are rendered once, without a query or fragment). */
export function useLocation() {
  return { pathname: useContext(PageRenderContext)?.pageUrl ?? "/", search: "", hash: "", state: undefined, key: "" };
}

/** `@docusaurus/router`'s `useHistory`: nothing to navigate in a page rendered on the server. */
export function useHistory() {
  const location = useLocation();
  const stay = () => {};
  return { location, length: 1, action: "POP", push: stay, replace: stay, go: stay, goBack: stay, goForward: stay, block: () => stay, listen: () => stay, createHref: ({ pathname = "" }: { pathname?: string }) => pathname };
}

/**
 * `@docusaurus/router`'s `<Redirect to>`: pages are not hydrated, so the document refreshes to the
 * new address, and says where it leads for readers whose browser does not follow.
 */
export function Redirect({ to }: { to?: string | { pathname?: string } }) {
  const target = typeof to === "string" ? to : to?.pathname;
  if (!target) return null;
  const href = target.startsWith("/") ? useBaseUrl(target) : target;
  return (
    <p className="redirect-notice">
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      This page has moved to <a href={href}>{href}</a>.
    </p>
  );
}

/**
 * `@docusaurus/Head`: written in a page, its tags are moved to the document head before compiling
 * (preprocess); rendered by a component (Unleash's `SearchPriority` gives `<meta name="robots"
 * content="noindex">` so), its `<meta>`, `<link>` and `<title>` go to the page's head tags as it
 * renders. Nothing is left in the page.
 */
export function Head({ children }: { children?: ReactNode }) {
  const page = useContext(PageRenderContext);
  page?.headTags?.push(...headTagsOf(children));
  return null;
}

/** The head tags `<Head>`'s children write: `<meta>`, `<link>` and `<title>`, in fragments too; their attributes as text. */
function headTagsOf(children: ReactNode): HeadTag[] {
  return Children.toArray(children).flatMap((child): HeadTag[] => {
    if (!isValidElement(child)) return [];
    const { children: inner, ...props } = child.props as { children?: ReactNode } & Record<string, unknown>;
    if (child.type === Fragment) return headTagsOf(inner);
    if (child.type !== "meta" && child.type !== "link" && child.type !== "title") return [];
    const attributes = Object.fromEntries(Object.entries(props).flatMap(([name, value]) => (typeof value === "string" || typeof value === "number" ? [[name, String(value)]] : [])));
    return [{ tagName: child.type, attributes, ...(child.type === "title" ? { text: Children.toArray(inner).join("") } : {}) }];
  });
}

export const DOC_CARD_LIST_SLOT = "doc-card-list";

/** A sidebar item as Docusaurus hands it to `<DocCard>` (a link, or a category with its items). */
interface DocCardItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: DocCardItem[];
}

/** The items `useCurrentSidebarCategory()` gives: the page's own place in its sidebar, known only when it is served. */
const CURRENT_CATEGORY_ITEMS: DocCardItem[] = Object.freeze([]) as unknown as DocCardItem[];

/**
 * `@theme/DocCardList`: cards for the items it is given; without items (or with Docusaurus 2's
 * `useCurrentSidebarCategory().items`), a slot the server fills with cards from the sidebar when
 * it serves the page (doc-card-list.server.ts). Cards written as its children are shown instead:
 * the classic theme has no use for children, so a site that writes them has a theme of its own
 * that shows them (Capacitor's `<DocCardList><DocCard header href>...`).
 */
export function DocCardList({ items, children }: { items?: DocCardItem[]; children?: ReactNode }) {
  if (!Array.isArray(items) && Children.count(children) > 0) return <Cards>{children}</Cards>;
  if (!Array.isArray(items) || items === CURRENT_CATEGORY_ITEMS) return <div className="doc-card-list" data-slot={DOC_CARD_LIST_SLOT} />;
  return <Cards>{items.map((item, index) => <DocCard key={index} item={item} />)}</Cards>;
}

/** Where a card for the item leads: its own page, else its first item's. */
function docCardHref(item: DocCardItem): string | undefined {
  return item.href ?? item.items?.map(docCardHref).find(Boolean);
}

/** What a theme's own `<DocCard>` is given in place of a sidebar item: a heading, a link, its text as children. */
interface WrittenDocCard {
  href?: string;
  header?: ReactNode;
  title?: ReactNode;
  label?: ReactNode;
  children?: ReactNode;
}

/**
 * `@theme/DocCard`: one sidebar item as a card, with its description (a category: how many items
 * it has); without an item, a card written by hand as a site's own theme takes it (`header` or
 * `title` or `label`, `href`, its children as text).
 */
export function DocCard({ item, href: writtenHref, header, title, label, children }: { item?: DocCardItem } & WrittenDocCard) {
  if (!item && writtenHref) return <Card title={header ?? title ?? label ?? writtenHref} href={writtenHref}>{children}</Card>;
  const href = item ? docCardHref(item) : undefined;
  if (!item || !href) return null;
  const count = item.type === "category" ? item.items?.length ?? 0 : undefined;
  const text = item.description ?? (count === undefined ? undefined : `${count} ${count === 1 ? "item" : "items"}`);
  return <Card title={item.label ?? href} href={href}>{text}</Card>;
}

/** `useCurrentSidebarCategory()` (`@docusaurus/theme-common`, or `@docusaurus/plugin-content-docs/client`), as pages pass it to `<DocCardList>`. */
export function useCurrentSidebarCategory(): DocCardItem {
  return { type: "category", label: "", items: CURRENT_CATEGORY_ITEMS };
}

/** The docs versions the page's components may ask of, recording that its build read them. */
function useClientDocsVersions(): { versions: ClientDocsVersion[]; pageFile?: string } {
  const page = useContext(PageRenderContext);
  page?.used.add("docsVersions");
  return { versions: page?.config.docsVersions ?? [], pageFile: page?.pageFile };
}

/** The docs version whose folder holds the page's file (the innermost, as an instance's folder may be inside the docs folder); none for other pages. */
function versionOfFile(versions: ClientDocsVersion[], file: string | undefined): ClientDocsVersion | undefined {
  if (file === undefined) return undefined;
  const holding = versions.filter((version) => version.folder === "" || file.startsWith(`${version.folder}/`));
  return holding.sort((a, b) => b.folder.length - a.folder.length)[0];
}

/** A version as `useActiveVersion`, `useVersions` and `useLatestVersion` give it (Docusaurus' global data): its name, label, path and whether it is the last. */
function globalVersionOf({ name, label, path, isLast }: ClientDocsVersion) {
  return { name, label, path, isLast };
}

/**
 * `@docusaurus/plugin-content-docs/client`'s `useActiveVersion(pluginId?)`: the version of the
 * docs page being read (of `pluginId` only, when given); none on other pages. Camunda's Helm
 * command reads the chart version from its label.
 */
export function useActiveVersion(pluginId?: string) {
  const { versions, pageFile } = useClientDocsVersions();
  const version = versionOfFile(versions, pageFile);
  return version && (pluginId === undefined || version.pluginId === pluginId) ? globalVersionOf(version) : undefined;
}

/** `useVersions(pluginId = "default")`: that docs instance's versions, the docs folder's first, as Docusaurus lists them. */
export function useVersions(pluginId = "default") {
  return useClientDocsVersions().versions.filter((version) => version.pluginId === pluginId).map(globalVersionOf);
}

/** `useLatestVersion(pluginId = "default")`: that docs instance's last version (the one served at its root). */
export function useLatestVersion(pluginId = "default") {
  const latest = useClientDocsVersions().versions.find((version) => version.pluginId === pluginId && version.isLast);
  return latest && globalVersionOf(latest);
}

/** `useActivePlugin()`: the docs instance of the page being read, with its versions; none on other pages. */
export function useActivePlugin() {
  const { versions, pageFile } = useClientDocsVersions();
  const version = versionOfFile(versions, pageFile);
  if (!version) return undefined;
  const own = versions.filter((other) => other.pluginId === version.pluginId);
  return { pluginId: version.pluginId, pluginData: { path: own.find((other) => other.isLast)?.path ?? version.path, versions: own.map(globalVersionOf) } };
}

/** `useDocsVersion()` (Docusaurus 3, `@docusaurus/plugin-content-docs/client`): the metadata of the docs page's version; Docusaurus throws outside a docs page, and so does this. */
export function useDocsVersion() {
  const { versions, pageFile } = useClientDocsVersions();
  const version = versionOfFile(versions, pageFile);
  if (!version) throw new Error("useDocsVersion is used outside a docs page: only a docs page has a version");
  const { pluginId, name, label, isLast, banner, badge } = version;
  return { pluginId, version: name, label, isLast, banner, badge, noIndex: false, className: `docs-version-${name}` };
}

/** `@docusaurus/theme-common`'s `useThemeConfig`: the config's `themeConfig`. */
export function useThemeConfig(): Record<string, unknown> {
  return (useDocusaurusContext().siteConfig.themeConfig ?? {}) as Record<string, unknown>;
}

/**
 * `@docusaurus/theme-common`'s `useColorMode`. Pages are rendered once on the server for both
 * themes, so it answers the site's default mode (the reader's choice is applied by CSS).
 */
export function useColorMode() {
  const colorMode = (useThemeConfig().colorMode as { defaultMode?: string } | undefined)?.defaultMode === "dark" ? "dark" : "light";
  return { colorMode, isDarkTheme: colorMode === "dark", setColorMode: () => {} };
}

/**
 * `@docusaurus/theme-common`'s `useTabGroupChoice` (Docusaurus 2): the tab choices a reader made, as
 * its server render sees them, none (Docusaurus reads them from the browser's storage once the
 * page runs there). A site's component that shows its content only for one choice, as Redwood's
 * `<ShowForTs>` does, renders what a reader with no choice sees, as Docusaurus' own HTML has it.
 */
export function useTabGroupChoice() {
  return { ready: false, tabGroupChoices: {} as Record<string, string>, setTabGroupChoices: () => {} };
}

/**
 * `@docusaurus/theme-common`'s `useStorageSlot(key)`: the value stored under `key` and the slot,
 * as the server render gives them, no value (`null`, Docusaurus' server snapshot) and a slot whose
 * writes do nothing, since pages are not run in the browser here.
 */
export function useStorageSlot(_key?: string | null) {
  const slot = { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };
  return [null, slot] as const;
}

/** `@theme/MDXContent`: the wrapper Docusaurus gives MDX its components with; here they already have them. */
export function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * `@theme/Layout`: the frame (header, sidebar, footer) Docusaurus' React pages put themselves in.
 * Content written for those pages and used in a doc (Docusaurus 1 sites' migrated components)
 * is already inside this site's frame, so it shows its children; its `title` and `description`
 * are the doc's own here.
 */
export function Layout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/** `@theme/Heading`: a heading with its anchor link (in the page's outline when it has an id, like a Markdown heading). */
export function Heading({ as, id, children, ...rest }: { as?: string; id?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const Tag = HEADING_TAGS.find((tag) => tag === as) ?? "h2";
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== "h1" ? <a className="hash-link" aria-hidden="true" tabIndex={-1} href={`#${id}`}>#</a> : null}
    </Tag>
  );
}

type MissingModule = (this: unknown, props?: unknown) => ReactElement | MissingModule;

const MISSING_MODULE = Symbol("missing module");

/** Whether a value is what an import of a module that does not exist gives (see `missingModule`). */
function isMissingModule(value: unknown): value is MissingModule {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[MISSING_MODULE] === true;
}

/** An icon package (react-feather, react-icons, lucide-react, @heroicons, Font Awesome...): its components draw one small picture each. */
const ICON_PACKAGE = /(^|[/@-])(icons?|feather|lucide|octicons|heroicons|fontawesome|phosphor|iconoir|ionicons)([/-]|$)/i;
/** The name a placeholder for an icon package's export was imported by (`people` of `ionicons/icons`). */
const ICON_EXPORT = Symbol("iconExport");

/** What a placeholder for a module that does not exist says, as its text or its tooltip. */
export function missingModuleNote(specifier: string): string {
  return `${specifier} is not available on this site`;
}

/**
 * What every import from a module that does not exist turns into: a visible, harmless placeholder.
 * Content code also uses such a module as an object (`library.add(icons)` of an icon package, at
 * the top of a site's MDXComponents): any property it lacks is a placeholder again, named so
 * (`exportName`), so that use evaluates instead of throwing on every page. Not `then`, so it is no
 * promise. Called as a method of a placeholder, or with a component, a tag name or a template rather
 * than props, as a CSS-in-JS package makes components (`styled(Icon)`, `styled('div')`,
 * ``styled.div`color: red` ``, `styled.a.attrs({...})`), it gives itself again: such calls at the top
 * of a component module run, and what they make shows the placeholder (styled-components and
 * @emotion/styled, whose components are the elements they style, have a stand-in of their own,
 * `cssInJsModule`). React calls a component with props and no `this`.
 */
export function missingModule(specifier: string, exportName?: string): MissingModule {
  if (exportName === undefined && isCssInJsPackage(specifier)) return cssInJsModule((name) => missingModule(specifier, name)) as MissingModule;
  const note = missingModuleNote(specifier);
  // An icon shows its name, the note in its tooltip: a note in every cell of a table of ticks and
  // crosses (Sequelize's support tables, react-feather's Check and X) buried the table.
  const iconName = exportName && /^[A-Z]/.test(exportName) && ICON_PACKAGE.test(specifier) ? exportName : undefined;
  // Also called as a hook or a function (`useSomething()`): then without props.
  function Placeholder(this: unknown, props?: unknown): ReactElement | MissingModule {
    if (isMissingModule(this) || typeof props === "function" || typeof props === "string" || Array.isArray(props)) return placeholder;
    const { children, title, "aria-label": label, icon } = (props ?? {}) as { children?: ReactNode; title?: unknown; "aria-label"?: unknown; icon?: unknown };
    // An icon that names itself (react-icons' `<SiGo title="Go" />`, often a tab's whole label)
    // shows that name: "[... not available]" on every tab hid which was which. So does a component
    // drawing the icon it is given, `<IonIcon icon={people} />` or `<FontAwesomeIcon icon={faCheck} />`,
    // with that icon's name: a grid of cards, each headed by one, showed the note on every card.
    const givenIcon = isMissingModule(icon) ? (icon as unknown as Record<symbol, string | undefined>)[ICON_EXPORT] : undefined;
    const name = [title, label].find((value): value is string => typeof value === "string" && value.trim() !== "") ?? givenIcon ?? iconName;
    if (name && !children) {
      return (
        <span className="missing-module" role="note" title={note}>
          {name}
        </span>
      );
    }
    return (
      <span className="missing-module" role="note">
        [{note}]{children ? <> {children}</> : null}
      </span>
    );
  }
  Object.defineProperty(Placeholder, MISSING_MODULE, { value: true });
  if (exportName && ICON_PACKAGE.test(specifier)) Object.defineProperty(Placeholder, ICON_EXPORT, { value: exportName });
  const named = new Map<string, MissingModule>();
  const nameOf = (name: string) => named.get(name) ?? named.set(name, missingModule(specifier, name)).get(name)!;
  const placeholder: MissingModule = new Proxy(Placeholder, {
    get: (target, name) => (typeof name === "string" && name !== "then" && !(name in target) ? nameOf(name) : Reflect.get(target, name)),
  });
  return placeholder;
}

/**
 * `useBlogPost()` of `@docusaurus/plugin-content-blog/client`: whether the post renders as its own
 * page (`isBlogPostPage`) or in a list, where Docusaurus renders each post too (a changelog's
 * `<Summary>` shows only in the list so), and its frontmatter; reading it has the post rendered
 * again for the lists. Its metadata and assets are not given here.
 */
export function useBlogPost(): { isBlogPostPage: boolean; frontMatter: Record<string, unknown>; metadata: Record<string, unknown>; assets: Record<string, unknown>; toc: unknown[] } {
  const page = useContext(PageRenderContext);
  if (page) page.blogPostRead = true;
  return { isBlogPostPage: page?.blogPostPage !== false, frontMatter: {}, metadata: {}, assets: {}, toc: [] };
}
