// Docusaurus frontmatter that changes how a page is shown around its content: its sidebar, its
// previous/next links, its table of contents, its edit link, its "last updated" line and the image
// shared links show. Each reader returns undefined when the page leaves the choice to the site,
// and null when the page turns the thing off.

import type { LastUpdate } from "./page-data";

type Frontmatter = Record<string, unknown>;

/** A non-empty string setting (trimmed), null when set to null, else undefined. */
function nullableString(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** `displayed_sidebar`: the sidebar shown with the page (a sidebar name), or null for none. */
export function displayedSidebarOf(frontmatter: Frontmatter): string | null | undefined {
  return nullableString(frontmatter.displayed_sidebar);
}

/** `pagination_prev` / `pagination_next`: the doc id the pager links to, or null for no link. */
export function paginationTargetOf(frontmatter: Frontmatter, direction: "prev" | "next"): string | null | undefined {
  return nullableString(frontmatter[`pagination_${direction}`]);
}

/** `pagination_label`: how other pages' pagers name this page. */
export function paginationLabelOf(frontmatter: Frontmatter): string | undefined {
  return nullableString(frontmatter.pagination_label) ?? undefined;
}

/**
 * Whether a URL a page gives may be used: http(s), or a path on this site; never `javascript:`,
 * `data:` or any other scheme. Browsers ignore control characters and spaces around a scheme
 * ("java\tscript:" is javascript:), so those are ignored here too.
 */
function isWebUrl(url: string): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ""))?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}

/** The URL settings of a page that are ignored because they are neither http(s) nor a path on this site. */
export function ignoredUrlSettingsOf(frontmatter: Frontmatter): { key: string; value: string }[] {
  return ["custom_edit_url", "image"].flatMap((key) => {
    const value = nullableString(frontmatter[key]);
    return value && !isWebUrl(value) ? [{ key, value }] : [];
  });
}

/** `custom_edit_url`: where this page is edited (http(s) or a site path), or null for no edit link. */
export function customEditUrlOf(frontmatter: Frontmatter): string | null | undefined {
  const url = nullableString(frontmatter.custom_edit_url);
  return url && !isWebUrl(url) ? undefined : url;
}

export interface TocLevels {
  min: number;
  max: number;
}

export const DEFAULT_TOC_LEVELS: TocLevels = { min: 2, max: 3 };

/** Whether a setting is a heading level an outline may start or end at (2 to 6). */
function isTocLevel(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6;
}

/**
 * The config's `themeConfig.tableOfContents` (`{minHeadingLevel, maxHeadingLevel}`, each 2 to 6,
 * Docusaurus' 2 and 3 for one left out): the levels every page's outline shows unless its
 * frontmatter says otherwise; undefined when a setting is no level or the first is above the second.
 */
export function tocLevelsSettingOf(setting: Record<string, unknown>): TocLevels | undefined {
  const { minHeadingLevel = DEFAULT_TOC_LEVELS.min, maxHeadingLevel = DEFAULT_TOC_LEVELS.max } = setting;
  return isTocLevel(minHeadingLevel) && isTocLevel(maxHeadingLevel) && minHeadingLevel <= maxHeadingLevel ? { min: minHeadingLevel, max: maxHeadingLevel } : undefined;
}

/** `toc_min_heading_level` / `toc_max_heading_level` (2 to 6), else the site's levels (Docusaurus' defaults 2 and 3). */
export function tocLevelsOf(frontmatter: Frontmatter, siteLevels: TocLevels = DEFAULT_TOC_LEVELS): TocLevels {
  const level = (value: unknown, fallback: number) => (isTocLevel(value) ? value : fallback);
  const min = level(frontmatter.toc_min_heading_level, siteLevels.min);
  const max = level(frontmatter.toc_max_heading_level, Math.max(siteLevels.max, min));
  return min <= max ? { min, max } : { ...siteLevels };
}

/**
 * `last_update: {date, author}`: what the page's "Last updated" line says instead of the git
 * history (either part may be given alone). YAML reads an unquoted date as a Date.
 */
export function lastUpdateOverrideOf(frontmatter: Frontmatter): Partial<LastUpdate> {
  const setting = frontmatter.last_update;
  if (!setting || typeof setting !== "object") return {};
  const { date, author } = setting as Record<string, unknown>;
  const when = date instanceof Date || typeof date === "string" ? new Date(date) : undefined;
  return {
    ...(when && !Number.isNaN(when.getTime()) ? { date: when.toISOString() } : {}),
    ...(typeof author === "string" && author.trim() ? { author: author.trim() } : {}),
  };
}

/** `image`: the picture a shared link shows (og:image): an absolute URL, or a path from the site root. */
export function socialImageOf(frontmatter: Frontmatter): string | undefined {
  return socialImagePathOf(nullableString(frontmatter.image));
}

/** An image setting as og:image takes it: an http(s) URL, or a path from the site root (`img/card.png` is `/img/card.png`); undefined for anything else. */
export function socialImagePathOf(image: unknown): string | undefined {
  if (typeof image !== "string" || !image.trim() || !isWebUrl(image.trim())) return undefined;
  const written = image.trim();
  return /^https?:\/\//i.test(written) || written.startsWith("/") ? written : `/${written.replace(/^\.\//, "")}`;
}
