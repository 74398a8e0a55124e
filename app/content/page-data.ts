// The data shapes that loaders send and route components render.
import type { AnnouncementPart } from "./announcement";
import type { Footer } from "./footer";
import type { HeadTag } from "./head-tags";
import type { Lifecycle, lifecycleMessage } from "./lifecycle";
import type { NavbarLogo } from "./site-config.server";
import type { DocusaurusRoute, SectionLink } from "./sections";
import type { NavLink, SidebarItem } from "./sidebar-tree";
import type { TocEntry } from "./toc";

/** When a page's file last changed, and who changed it (known only from git). */
export interface LastUpdate {
  /** ISO 8601 date-time. */
  date: string;
  author?: string;
}

/** Why a docs version's pages carry a banner: not released yet, or no longer maintained. */
export type VersionBanner = "unreleased" | "unmaintained";

/** Which docs version a page is of (versioned docs), and the same page in the others. */
export interface PageVersion {
  /** The version's name for readers ("2.0", "Next"). */
  label: string;
  /** Whether the page says which version it is of. */
  badge: boolean;
  /**
   * A version not released yet, or no longer maintained: the banner leads to the page in the last
   * version (`latestHasPage`), or to that version's first page when it has no such page.
   */
  banner?: { kind: VersionBanner; latest: NavLink; latestHasPage: boolean };
  /** The header's version menu: every version, each leading to this page in it (to its first page when it has none). */
  menu?: (NavLink & { current: boolean; external?: true })[];
}

export interface BlogAuthor {
  name: string;
  title?: string;
  url?: string;
  /** Their picture (`image_url`), shown beside their name. */
  imageUrl?: string;
  /** Their profiles elsewhere (Docusaurus' `socials`), each named by its platform: `{label: "GitHub", url: "https://github.com/ada"}`. */
  socials?: { label: string; url: string }[];
}

/** What a blog post shows besides its text: when, by whom, how long to read. */
export interface PostByline {
  /** yyyy-mm-dd. */
  date: string;
  authors: BlogAuthor[];
  /** Absent when the blog's `showReadingTime` is false. */
  readingMinutes?: number;
}

export interface PageData {
  id: string;
  title: string;
  description?: string;
  keywords: string[];
  unlisted: boolean;
  hideTitle: boolean;
  /** The content gives its own title (a `# title`, or an h1 it draws with its title hidden), so the layout shows no second one. */
  titleInContent: boolean;
  hideTableOfContents: boolean;
  html: string;
  toc: TocEntry[];
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  lifecycle?: Pick<Lifecycle, "product" | "event" | "date"> & ReturnType<typeof lifecycleMessage>;
  /** Extra `<head>` tags a page asked for (Docusaurus `<head>` blocks). */
  headTags: HeadTag[];
  /** The canonical URL path; meta tags make it absolute with the site origin. */
  canonicalPath: string;
  /** Where to edit the page's source; absent without EDIT_URL_BASE or the config's editUrl. */
  editUrl?: string;
  /** What "Last updated" says: either part may be turned off by the docs plugin's options. */
  lastUpdated?: Partial<LastUpdate>;
  /** The picture shared links show: an absolute URL or a path from the site root. */
  image?: string;
  /** The page's tags, each linking to the pages that share it. */
  tags?: NavLink[];
  /** Where its Markdown source is served; absent on pages made from sidebars or tags. */
  markdownPath?: string;
  /** Its docs version, when the docs are versioned. */
  version?: PageVersion;
  /** A blog post's date, authors and reading time. */
  post?: PostByline;
  /** What the previous and next links are called, when not "Previous" and "Next" (a blog post's: "Newer post", "Older post"). */
  pagerCaptions?: PagerCaptions;
}

export interface PagerCaptions {
  previous: string;
  next: string;
}

/** How the sidebar behaves, from the config's `themeConfig.docs.sidebar`. */
export interface SidebarBehaviour {
  /** A button folds the sidebar away on wide screens, and another brings it back. */
  hideable?: true;
  /** Opening a category closes the categories beside it. */
  autoCollapseCategories?: true;
}

export interface LayoutData {
  sidebarName: string | null;
  /** How the sidebar is named to readers (its navigation's label): its name in its version's sidebars file. */
  sidebarLabel: string | null;
  /** The sidebar with closed categories' items left out (see withClosedCategoriesEmpty). */
  sidebar: SidebarItem[];
  /** Changes with the content: part of the URL the whole sidebar is fetched from. */
  contentVersion: string;
  /** The header's section links. */
  sections: SectionLink[];
  /** How the page's address reads on a Docusaurus site, when a section link has an `activeBaseRegex` to test it with. */
  docusaurusRoute?: DocusaurusRoute;
  /** Where the logo leads: the home page, or the first section when the content has no home page. */
  homeHref: string;
  /** The site's name as the header shows it (the config's navbar title, else its title). */
  siteName: string;
  /** The config's announcement bar, as text and links. */
  announcement?: AnnouncementPart[];
  /** The config's `favicon`, which pages link as their icon; absent: this site's own. */
  favicon?: string;
  /** The config's navbar logo, shown in the header; absent: the header's own mark. */
  logo?: NavbarLogo;
  /** The config's navbar is dark (`style: 'dark'`): the header keeps the dark theme's colours in the light one. */
  navbarDark?: true;
  /** The theme before the reader picks one; absent: the system's. */
  defaultTheme?: "light" | "dark";
  /** The config disables the theme switch: none in the header, and a choice stored before is dropped. */
  themeSwitch?: false;
  /** The config's footer; absent without one. */
  footer?: Footer;
  /** The config's sidebar options; absent when it sets none. */
  sidebarBehaviour?: SidebarBehaviour;
  /**
   * The header's version menu on pages of no docs version (the blog, other pages, another docs
   * instance's): every version, each leading to its first page, the last one current, as
   * Docusaurus' navbar shows it on every page. A versioned doc's page data has its own.
   */
  versionMenu?: PageVersion["menu"];
  /** Writers' preview (DOCS_PREVIEW): the script that reloads the page when the content changes. */
  preview?: string;
}
