// A Docusaurus footer (`themeConfig.footer`) as the site shows it: columns of links (and of the
// text and links of `html` items), the logo as a text link and the copyright line. Links are
// checked as the header's are: one whose page the content does not have is left out, with a warning.
import { announcementOf, type AnnouncementPart } from "./announcement";
import { configItemTarget, configLinkTarget, notAPageOfTheContent, type SectionTargets } from "./sections";

export interface FooterLink {
  label: string;
  href: string;
  /** Leads out of the site: opens in a new tab. */
  external?: true;
  /** Leads to a file the site serves that is no page (a `pathname://` link): opened in a new tab, as Docusaurus opens it. */
  file?: true;
}

/** An `html` item, as text and safe links only, like the copyright. */
export interface FooterText {
  parts: AnnouncementPart[];
}

export type FooterItem = FooterLink | FooterText;

export interface FooterColumn {
  /** Absent for a footer written as a flat list of links. */
  title?: string;
  items: FooterItem[];
}

export interface Footer {
  columns: FooterColumn[];
  /** The logo's `alt` text, linking to its `href` (its image is not shown). */
  logo?: FooterLink;
  /** As text and safe links only, like the announcement bar. */
  copyright?: AnnouncementPart[];
}

/** Reports why a footer item is left out; `mentioned` is a string of the item, to find its line. */
export type ReportFooterItem = (message: string, mentioned: string) => void;

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/**
 * A footer item: a link (`label` with `to` or `href`), or an `html` item's text and safe links
 * (Docusaurus puts its markup in the page; an item with no text, an image alone, shows nothing).
 * Undefined for those left out (with a report).
 */
function footerItem(raw: unknown, targets: Pick<SectionTargets, "servedPageId" | "reactPageOf" | "pluginRouteOf">, report: ReportFooterItem): FooterItem | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const item = raw as Record<string, unknown>;
  const target = configItemTarget(item);
  const label = textOf(item.label);
  if (target === undefined) {
    if (typeof item.html === "string") {
      const parts = announcementOf(item.html);
      return parts.length ? { parts } : undefined;
    }
    // Docusaurus stops its build on such an item: here it is left out, but said.
    if (item.html === undefined) report(`the footer item ${label ? `"${label}"` : "without a label"} has no "to" or "href"; it is left out of the footer`, label ?? "items");
    return undefined;
  }
  if (!label) {
    report(`the footer item leading to "${target}" has no label; it is left out of the footer`, target);
    return undefined;
  }
  const link = configLinkTarget(target, targets);
  if (!link) {
    report(`the footer item "${label}" leads to "${target}", ${notAPageOfTheContent(target, targets)}; it is left out of the footer`, label);
    return undefined;
  }
  if ("external" in link) return { label, href: link.href, external: true };
  return "asWritten" in link ? { label, href: link.href, file: true } : { label, href: link.href };
}

/**
 * The footer of `themeConfig.footer`: its links (Docusaurus' columns `[{title, items}]`, or a flat
 * list of items), its logo when it has both `alt` and `href`, its copyright. `style` is not used.
 * Undefined when there is nothing to show.
 */
export function footerOf(setting: unknown, targets: Pick<SectionTargets, "servedPageId" | "reactPageOf" | "pluginRouteOf">, report: ReportFooterItem): Footer | undefined {
  if (!setting || typeof setting !== "object") return undefined;
  const { links, logo, copyright } = setting as Record<string, unknown>;
  const entries = Array.isArray(links) ? links : [];
  const inColumns = entries.some((entry) => entry && typeof entry === "object" && Array.isArray((entry as { items?: unknown }).items));
  const columns: FooterColumn[] = inColumns
    ? entries.map((entry) => {
      const column = (entry ?? {}) as { title?: unknown; items?: unknown };
      const title = textOf(column.title);
      const items = Array.isArray(column.items) ? column.items : [];
      if (!items.length) report(`the footer column ${title ? `"${title}"` : "without a title"} has no items; it is left out of the footer`, title ?? "items");
      return { ...(title ? { title } : {}), items: items.flatMap((item) => footerItem(item, targets, report) ?? []) };
    })
    : [{ items: entries.flatMap((item) => footerItem(item, targets, report) ?? []) }];
  const logoSetting = (logo ?? {}) as { alt?: unknown; href?: unknown };
  const logoLink = textOf(logoSetting.alt) && typeof logoSetting.href === "string" ? footerItem({ label: logoSetting.alt, href: logoSetting.href }, targets, report) as FooterLink | undefined : undefined;
  const copyrightParts = typeof copyright === "string" ? announcementOf(copyright) : [];
  const footer: Footer = {
    columns: columns.filter((column) => column.items.length > 0),
    ...(logoLink ? { logo: logoLink } : {}),
    ...(copyrightParts.length ? { copyright: copyrightParts } : {}),
  };
  return footer.columns.length || footer.logo || footer.copyright ? footer : undefined;
}
