// The site's main sections, linked from the header and from error pages, and which one a page is in.
import { markupWordsOf, onlyLinkOf, wordlessOnlyLinkOf } from "./announcement";
import { readingOrder, type NavLink, type Sidebars } from "./sidebar-tree";
import type { PluginRoute } from "./config-plugins.server";
import { pageIdFromUrlPath, urlPathFromPageId } from "./urls";

/** A main section: where it leads, and the sidebar of that page (null for none, and for other sites). */
export interface SectionLink extends NavLink {
  sidebar: string | null;
  /** Leads out of the site (a navbar item's `href`). */
  external?: true;
  /** Leads to a file the site serves that is no page (a `pathname://` link): opened in a new tab, as Docusaurus opens it. */
  file?: true;
  /** The item's own `target` (`_self`, `_blank`), which Docusaurus gives its link over the default (a new tab for those two kinds). */
  target?: string;
  /**
   * A dropdown's entries, shown as a menu under its label. The dropdown leads where the first does,
   * and is the section of all their pages, as Docusaurus marks a dropdown holding the current page.
   */
  items?: SectionLink[];
  /**
   * A `doc` or `docsVersion` item's link (`"doc"`): on a page of another docs version it leads to
   * that version's same doc; a `docSidebar` item's (`"sidebar"`), to the first doc of that version's
   * sidebar of the same name; as Docusaurus' items follow the version being read (a `to` link does not).
   */
  followsVersion?: "doc" | "sidebar";
  /**
   * A `docsVersion` item's: on a page of another docs version it leads to that version's first
   * page and, unless the item has a label of its own, is labelled with that version, as Docusaurus'
   * item shows the version being read ("Next" on the docs folder's pages).
   */
  versionHome?: { ownLabel: boolean };
  /** The item's `activeBasePath` as this site serves it (`/guides/`): it is the current section on the pages whose path starts so, and on no other, as in Docusaurus. */
  activeBase?: string;
  /**
   * The item's `activeBaseRegex`: it is the current section on the pages whose address on a
   * Docusaurus site (see DocusaurusRoute) it matches, and on no other; it wins over `activeBase`, as there.
   */
  activeBaseRegex?: string;
}

/** How a page's address here becomes its address on a Docusaurus site, which an `activeBaseRegex` is written against. */
export interface DocusaurusRoute {
  /** What goes before it: the config's base URL, and the docs' route for a docs page (`/docs`); "" for none. */
  prefix: string;
  /** The config's `trailingSlash: true`: the address ends with a slash. */
  trailingSlash?: true;
}

/** A page's address here as a Docusaurus site serves it (`/x` -> `/docs/x`). */
export function docusaurusPathOf(path: string, route: DocusaurusRoute): string {
  const whole = route.prefix + (route.prefix && path === "/" ? "" : path);
  return route.trailingSlash && !whole.endsWith("/") ? `${whole}/` : whole || "/";
}

/** What the header's links are checked against: the content's pages and sidebars. */
export interface SectionTargets {
  sidebars: Sidebars;
  /** The page a path's id leads to: itself when the site serves it, a docs page under the docs route (`docs/x` -> `x`), else undefined. */
  servedPageId: (pageId: string) => string | undefined;
  /** A path written for Docusaurus' URLs (`docs/guides/`) as this site serves it (`/guides/`). */
  sitePathOf: (written: string) => string;
  sidebarOf: (pageId: string) => string | null;
  /** A Docusaurus doc id's page (its id and title) in the main docs or the docs plugin instance named, if the content has it. */
  pageOfDocId: (docId: string, docsPluginId?: string) => { id: string; title: string } | undefined;
  /** The React page of src/pages at a path's page id (`help` -> `src/pages/help.js`), which Docusaurus serves and this site does not. */
  reactPageOf?: (pageId: string) => string | undefined;
  /** The config's plugin making the page at a path's page id (an API reference under `/api`), which Docusaurus serves and this site does not. */
  pluginRouteOf?: (pageId: string) => PluginRoute | undefined;
  /** The docs version served at the root, when the docs are versioned: its label and first page. */
  lastVersion?: { label: string; homeHref: string };
  /** The docs version a `docsVersion` item leads to: the one served at the root, or the docs folder when they are not versioned (labelled "Next", as Docusaurus labels it). */
  docsHome?: { label: string; homeHref: string };
}

/** Reports why a navbar item is left out, at the line that mentions `mentioned`, a string of the item (after its `label`, when given: two items may name one doc). */
export type ReportNavbarItem = (message: string, mentioned: string, label?: string) => void;

const EXTERNAL = /^(https?:\/\/|mailto:)/i;
const PATHNAME_PROTOCOL = "pathname://";

/** Where a config item (navbar or footer) leads as written: its `to`, else its `href`. */
export function configItemTarget(item: Record<string, unknown>): string | undefined {
  return typeof item.to === "string" ? item.to : typeof item.href === "string" ? item.href : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** A sidebar's first page, named by its first item; undefined for a sidebar without pages. */
function sidebarSection(name: string, targets: SectionTargets): SectionLink | undefined {
  const items = targets.sidebars.get(name) ?? [];
  const first = readingOrder(items)[0];
  const top = items.find((item) => !item.unlisted);
  return first && top ? { label: top.label, href: first.href, sidebar: name } : undefined;
}

/**
 * A config item's `to` or `href` as a link: an address out of the site, a `pathname://` path left
 * as written (Docusaurus' escape hatch for a file the site serves that is no page, `/llms.txt`), or
 * the path of a page of the content (its query and fragment kept); undefined when it names no page
 * of the content.
 */
export function configLinkTarget(target: string, targets: Pick<SectionTargets, "servedPageId">): { href: string; external: true } | { href: string; asWritten: true } | { href: string; pageId: string } | undefined {
  if (EXTERNAL.test(target)) return { href: target, external: true };
  if (target.startsWith(PATHNAME_PROTOCOL)) return { href: target.slice(PATHNAME_PROTOCOL.length), asWritten: true };
  const [, pathPart, rest] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  // A path on the site, with or without its leading slash (Docusaurus adds the base URL to `to`).
  const written = pageIdFromUrlPath(pathPart);
  const pageId = written === null ? undefined : targets.servedPageId(written);
  if (pageId === undefined) return undefined;
  return { href: urlPathFromPageId(pageId) + rest, pageId };
}

/**
 * What a config item's target is, for the warning that leaves it out when it is no page of the
 * content: a page Docusaurus would serve there (see unservedRouteNote), when there is one.
 */
export function notAPageOfTheContent(target: string, targets: Pick<SectionTargets, "reactPageOf" | "pluginRouteOf">): string {
  // `href: '#'`, a placeholder that a theme component the site swizzles gives an address (Playwright's language switcher).
  if (target.startsWith("#")) return "a place on whatever page shows the item, not a page: Docusaurus links it as written, for a theme component the site swizzles to give it an address, and this site runs none";
  const written = pageIdFromUrlPath(/^[^?#]*/.exec(target)?.[0] ?? "");
  return (written === null ? undefined : unservedRouteNote(written, targets, "item")) ?? "which is not a page of this content";
}

/**
 * What Docusaurus would serve at a path that is no page of the content, for a message about a
 * link or item leading there: the React page of src/pages at that address, or a page a plugin of
 * the config makes; undefined when it is neither.
 */
export function unservedRouteNote(pageId: string, targets: Pick<SectionTargets, "reactPageOf" | "pluginRouteOf">, keeping: "item" | "link" | "redirect"): string | undefined {
  const reactPage = targets.reactPageOf?.(pageId);
  if (reactPage) return `the React page ${reactPage}, which Docusaurus serves and this site does not (only Markdown and MDX pages are; write it as Markdown or MDX to keep the ${keeping})`;
  const route = targets.pluginRouteOf?.(pageId);
  if (route?.generated) return `a page ${generatedPagesNote(route)}`;
  return route && `a page the config's plugin ${route.plugin} makes ${route.base ? "under" : "at"} "/${route.route}", which Docusaurus serves and this site does not (it runs no plugins)`;
}

/** Where the pages of a folder a plugin writes when the site is built come from: "of docs/api, which the config's plugin ... writes (...)". */
export function generatedPagesNote(route: PluginRoute): string {
  return `of ${route.generated?.folder}, which the config's plugin ${route.plugin} writes (${route.generated?.by}) and the content does not have (this site runs no plugins)`;
}

/** A navbar item's `to` or `href` as a header link. */
function linkTo(target: string, label: string, targets: SectionTargets, report: ReportNavbarItem): SectionLink | undefined {
  const link = configLinkTarget(target, targets);
  if (!link) {
    report(`the navbar item "${label}" leads to "${target}", ${notAPageOfTheContent(target, targets)}; it is left out of the header`, target, label);
    return undefined;
  }
  if ("external" in link) return { label, href: link.href, sidebar: null, external: true };
  if ("asWritten" in link) return { label, href: link.href, sidebar: null, file: true };
  return { label, href: link.href, sidebar: targets.sidebarOf(link.pageId) };
}

/** A navbar item's kind: its `type`; one without a type that holds `items` is a dropdown, as Docusaurus reads it. */
function navbarItemKind(item: Record<string, unknown>): unknown {
  const type = item.type ?? "default";
  return type === "default" && Array.isArray(item.items) ? "dropdown" : type;
}

/** The docs plugin instance a navbar item names (`docsPluginId`), when it is not the main docs. */
function docsPluginIdOf(item: Record<string, unknown>): string | undefined {
  const id = textOf(item.docsPluginId);
  return id === "default" ? undefined : id;
}

/** An `activeBaseRegex` that is a regular expression; one that is not is reported and left out. */
function validRegexOf(written: string | undefined, report: ReportNavbarItem): string | undefined {
  if (written === undefined) return undefined;
  try {
    new RegExp(written, "i");
    return written;
  } catch (error) {
    report(`activeBaseRegex "${written}" is not a regular expression (${(error as Error).message}); the item is marked by its sidebar instead`, written);
    return undefined;
  }
}

/**
 * One of Docusaurus' navbar items as a header link: a link (`to`/`href`), a doc (`docId`), a
 * sidebar's first page (`docSidebar`), a dropdown (a menu of its items under its label, leading where the first does), the last
 * docs version's first page (`docsVersion`; the docs' first page when they are not versioned), the one link an `html` item's
 * markup holds (a button or an icon link written as HTML). Other kinds (other markup, search, locale menus; the version menu
 * is drawn apart) have no place among these links: left out quietly.
 */
function navbarSection(raw: unknown, targets: SectionTargets, report: ReportNavbarItem): SectionLink | undefined {
  const section = navbarItemSection(raw, targets, report);
  const item = raw as Record<string, unknown> | undefined;
  const kind = item && navbarItemKind(item);
  if (!section || !item || typeof item.href !== "string" || (kind !== "doc" && kind !== "docSidebar" && kind !== "docsVersion")) return section;
  // Docusaurus' doc, docSidebar and docsVersion items pass their other fields on to the link they
  // draw, and its `href` wins over the doc's path: the item leads there, a link like any other.
  const link = linkTo(item.href, section.label, targets, report);
  return link && textOf(item.target) ? { ...link, target: textOf(item.target) } : link;
}

/**
 * The words of a navbar item's `html`, which Docusaurus' doc, docSidebar and docsVersion items pass on to the
 * link they draw, where it shows in place of the label (Strapi's `html: '<i class="ph-fill ph-feather"></i> CMS'`);
 * undefined without markup or words in it.
 */
function markupLabelOf(item: Record<string, unknown>): string | undefined {
  return typeof item.html === "string" ? markupWordsOf(item.html) || undefined : undefined;
}

/** A navbar item's header link as its kind makes it, before an `href` of a doc item's own (see navbarSection). */
function navbarItemSection(raw: unknown, targets: SectionTargets, report: ReportNavbarItem): SectionLink | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const item = raw as Record<string, unknown>;
  const kind = navbarItemKind(item);
  const label = (kind === "doc" || kind === "docSidebar" || kind === "docsVersion" ? markupLabelOf(item) : undefined) ?? textOf(item.label);
  switch (kind) {
    case "default": {
      const target = configItemTarget(item);
      if (target === undefined) {
        // Docusaurus' config validation stops the build on such an item (a link the config
        // computes from a value it lacks, `href: links.signUp`, comes out undefined): here it is left out, but said.
        report(`the navbar item ${label ? `"${label}"` : "without a label"} has no "to" or "href", which Docusaurus' build stops on ("One and only one between \"to\" and \"href\" should be provided"); it is left out of the header`, textOf(item.className) ?? label ?? "items", label);
        return undefined;
      }
      // An item with `html` shows that markup as its link's content in place of its label, as
      // Docusaurus' NavLink does (a button written as HTML): its words here. An icon link (a GitHub
      // mark drawn by the site's CSS or its markup's SVG) has only an `aria-label`: its words show
      // here. With neither, an address elsewhere shows its host, as the icon stood for that place.
      const markup = typeof item.html === "string" ? item.html : undefined;
      const words = markup === undefined ? label : markupWordsOf(markup) || label;
      const host = hostOf(target);
      const shown = words ?? textOf(item["aria-label"]) ?? host;
      if (!words && !textOf(item["aria-label"])) {
        const what = markup === undefined ? "has no label" : "shows markup with no words (an icon this site does not draw)";
        report(host
          ? `the navbar item leading to "${target}" ${what}; it shows its host, "${host}": give it an aria-label, which screen readers need on the Docusaurus site too, to name it`
          : `the navbar item leading to "${target}" ${what}; it is left out of the header`, target);
      }
      const found = shown ? linkTo(target, shown, targets, report) : undefined;
      const link = found && textOf(item.target) ? { ...found, target: textOf(item.target) } : found;
      if (!link || link.external) return link;
      const activeBasePath = textOf(item.activeBasePath);
      const activeBaseRegex = validRegexOf(textOf(item.activeBaseRegex), report);
      return {
        ...link,
        ...(activeBasePath !== undefined ? { activeBase: targets.sitePathOf(activeBasePath) } : {}),
        ...(activeBaseRegex !== undefined ? { activeBaseRegex } : {}),
      };
    }
    case "doc": {
      const docId = typeof item.docId === "string" ? item.docId : "";
      const page = targets.pageOfDocId(docId, docsPluginIdOf(item));
      if (!page || targets.servedPageId(page.id) !== page.id) {
        // Versioned, the header is the last version's: a doc only the docs folder (or an older version) has is not in it.
        const holder = targets.lastVersion ? `the last docs version (${targets.lastVersion.label}) does not have (Docusaurus stops on its pages)` : "this content does not have";
        report(`the navbar item${label ? ` "${label}"` : ""} names the doc "${docId}", which ${holder}; it is left out of the header`, docId || "docId", label);
        return undefined;
      }
      return { label: label ?? page.title, href: urlPathFromPageId(page.id), sidebar: targets.sidebarOf(page.id), followsVersion: "doc" };
    }
    case "docSidebar": {
      const sidebarId = typeof item.sidebarId === "string" ? item.sidebarId : "";
      // Another instance's sidebars are named after it on the site (see versions.server.ts).
      const pluginId = docsPluginIdOf(item);
      const section = sidebarSection(pluginId === undefined ? sidebarId : `${sidebarId}@${pluginId}`, targets);
      if (!section) report(`the navbar item${label ? ` "${label}"` : ""} names the sidebar "${sidebarId}", which ${targets.sidebars.has(sidebarId) ? "has no pages" : "the sidebars do not define"}; it is left out of the header`, sidebarId || "docSidebar");
      return section && { ...section, label: label ?? section.label, followsVersion: "sidebar" };
    }
    case "dropdown": {
      if (!label) return undefined;
      // A `to` of its own makes the label a link on the Docusaurus site; here the menu's first entry leads there.
      const own = configItemTarget(item);
      const ownLink = own === undefined ? undefined : linkTo(own, label, targets, report);
      const children = (Array.isArray(item.items) ? item.items : []).flatMap((child) => {
        const link = navbarSection(child, targets, report);
        return link?.items ?? link ?? []; // a dropdown in a dropdown (Docusaurus allows none): its entries
      });
      const items = ownLink ? [ownLink, ...children] : children;
      if (!items[0]) {
        report(`the navbar dropdown "${label}" has no item that leads to a page; it is left out of the header`, label);
        return undefined;
      }
      return { ...items[0], label, items };
    }
    case "docsVersion": {
      // The last version's first page, or the docs' when they are not versioned (on another version's pages, that version's: see followsVersion).
      if (!targets.docsHome) return undefined;
      const { label: versionLabel, homeHref } = targets.docsHome;
      // A `to` of its own is where it leads, as in Docusaurus.
      if (typeof item.to === "string") return linkTo(item.to, label ?? versionLabel, targets, report);
      return { label: label ?? versionLabel, href: homeHref, sidebar: targets.sidebarOf(pageIdFromUrlPath(homeHref) ?? ""), followsVersion: "doc", versionHome: { ownLabel: label !== undefined } };
    }
    case "html": {
      // Docusaurus puts the markup in the header as written; its one link, by its words (an image's
      // alt or the link's aria-label when it has none), is what a reader follows there, where the
      // markup says: a link out of the site without a `target` opens in the same tab.
      const markup = typeof item.value === "string" ? item.value : "";
      const only = onlyLinkOf(markup) ?? wordlessLinkOf(markup, report);
      const link = only && linkTo(only.href, only.text, targets, report);
      const target = only?.target ?? (link && "external" in link && link.external ? "_self" : undefined);
      return link && target ? { ...link, target } : link;
    }
    default:
      return undefined;
  }
}

/** The links the version menu shows around the versions: its `dropdownItemsBefore` and `dropdownItemsAfter`. */
export interface VersionMenuExtras {
  before: SectionLink[];
  after: SectionLink[];
}

/** The name of the server an http(s) address leads to, without `www.`; undefined for any other. */
function hostOf(address: string): string | undefined {
  return /^https?:\/\/(?:www\.)?([^/?#:]+)/i.exec(address)?.[1];
}

/**
 * An html item's one link that has no words, an icon of the site's icon font (ZITADEL's GitHub and
 * Discord marks, `<i class="lab la-github"></i>`): shown by its address's host when it leads elsewhere,
 * as a link item with neither a label nor an aria-label is, with a warning to name it; else left out, said.
 */
function wordlessLinkOf(markup: string, report: ReportNavbarItem): { href: string; text: string; target?: string } | undefined {
  const wordless = wordlessOnlyLinkOf(markup);
  if (!wordless) return undefined;
  const host = hostOf(wordless.href);
  report(host
    ? `the navbar item's markup leads to "${wordless.href}" with no words (an icon this site does not draw); it shows its host, "${host}": give its link an aria-label, which screen readers need on the Docusaurus site too, to name it`
    : `the navbar item's markup leads to "${wordless.href}" with no words (an icon this site does not draw); it is left out of the header: give its link an aria-label to name it`, markup);
  return host ? { ...wordless, text: host } : undefined;
}

/**
 * The links of the navbar's version menu (`docsVersionDropdown`) above and below its versions, as
 * Docusaurus adds them: Puppeteer lists its archived versions, on GitHub, below. Only links (a
 * `label` with a `to` or `href`) are kept; `html` items are left out.
 */
export function versionMenuExtrasOf(navbarItems: unknown[] | null, targets: SectionTargets, report: ReportNavbarItem): VersionMenuExtras {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
  const dropdown = navbarItems?.find((item): item is Record<string, unknown> => isRecord(item) && item.type === "docsVersionDropdown");
  const linksOf = (items: unknown): SectionLink[] =>
    (Array.isArray(items) ? items : []).flatMap((item) => {
      if (!isRecord(item) || (item.type ?? "default") !== "default" || typeof item.label !== "string") return [];
      const target = configItemTarget(item);
      return target === undefined ? [] : linkTo(target, item.label, targets, report) ?? [];
    });
  return { before: linksOf(dropdown?.dropdownItemsBefore), after: linksOf(dropdown?.dropdownItemsAfter) };
}

/**
 * The header's section links: the config's navbar items, those on the left and then those on the
 * right (`position: 'right'`), each in the file's order, as Docusaurus' header lays them out; for
 * content whose config has none, one link per sidebar to its first page, named by the sidebar's
 * first item. Never a link to a page the content does not have.
 */
export function sectionLinksOf(navbarItems: unknown[] | null, targets: SectionTargets, report: ReportNavbarItem): SectionLink[] {
  if (navbarItems === null) return [...targets.sidebars.keys()].flatMap((name) => sidebarSection(name, targets) ?? []);
  const onRight = (item: unknown) => typeof item === "object" && item !== null && (item as { position?: unknown }).position === "right";
  const inHeaderOrder = [...navbarItems.filter((item) => !onRight(item)), ...navbarItems.filter(onRight)];
  return inHeaderOrder.flatMap((item) => navbarSection(item, targets, report) ?? []);
}

/**
 * Where the logo, the breadcrumbs' home and `/` lead: the home page; for content that has none (a
 * Docusaurus site's home is often a React page), the first section on the site (a navbar link to
 * the product's blog is no home), else the first page of the first sidebar.
 */
export function homeHrefOf(hasHomePage: boolean, sections: SectionLink[], sidebars: Sidebars): string {
  if (hasHomePage) return "/";
  const onSite = sections.find((section) => !section.external);
  if (onSite) return onSite.href;
  const [firstSidebar] = sidebars.values();
  return readingOrder(firstSidebar ?? [])[0]?.href ?? "/";
}

/**
 * The section a page is in: one whose `activeBaseRegex` matches the page's address on a Docusaurus
 * site (the first), or whose `activeBasePath` the page's address starts with (the longest), as
 * Docusaurus marks such an item, else, among the others, for a page in a sidebar, the
 * section whose page shares that sidebar (of several, the one the page's address is under, else
 * the first); for a page in no sidebar, the section its address is under. A dropdown's section
 * counts its items' pages too, after the sections that lead into the sidebar themselves.
 * Undefined when none is.
 */
export function currentSectionOf(allSections: SectionLink[], page: { path: string; sidebar: string | null; docusaurusRoute?: DocusaurusRoute }): SectionLink | undefined {
  const docusaurusPath = docusaurusPathOf(page.path, page.docusaurusRoute ?? { prefix: "" });
  const byRegex = allSections.find((section) => section.activeBaseRegex !== undefined && new RegExp(section.activeBaseRegex, "i").test(docusaurusPath));
  if (byRegex) return byRegex;
  const byActiveBase = allSections
    .filter((section) => section.activeBaseRegex === undefined && section.activeBase !== undefined && page.path.startsWith(section.activeBase))
    .sort((a, b) => b.activeBase!.length - a.activeBase!.length)[0];
  if (byActiveBase) return byActiveBase;
  // An item with an `activeBasePath` or `activeBaseRegex` is current where it says only (Stryker's "For JavaScript" was marked on every page of its one sidebar).
  const sections = allSections.filter((section) => section.activeBase === undefined && section.activeBaseRegex === undefined);
  const targetsOf = (section: SectionLink) => section.items ?? [section];
  const isUnder = (href: string) => page.path === href || page.path.startsWith(`${href}/`);
  // How closely the page's address is under a section (the length of its longest target it is under); -1: not under it.
  const closeness = (section: SectionLink) => Math.max(-1, ...targetsOf(section).filter((target) => isUnder(target.href)).map((target) => target.href.length));
  const candidates = page.sidebar === null ? sections : sections.filter((section) => targetsOf(section).some((target) => target.sidebar === page.sidebar));
  const byAddress = candidates.filter((section) => closeness(section) >= 0).sort((a, b) => closeness(b) - closeness(a))[0];
  if (byAddress || page.sidebar === null) return byAddress;
  // Else the first whose own page is in the sidebar, before a dropdown that has one of its items there.
  return candidates.find((section) => section.sidebar === page.sidebar) ?? candidates[0];
}
