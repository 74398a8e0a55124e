// The data shapes that loaders send and route components render.
import type { HeadTag } from "./head-tags";
import type { Lifecycle } from "./lifecycle";
import type { NavLink, SidebarItem, SidebarName } from "./sidebar-tree";
import type { TocEntry } from "./toc";

export interface PageData {
  id: string;
  title: string;
  description?: string;
  keywords: string[];
  unlisted: boolean;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  html: string;
  toc: TocEntry[];
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  lifecycle?: Lifecycle & { happened: boolean; text: string };
  /** Extra `<head>` tags a page asked for (Docusaurus `<head>` blocks). */
  headTags: HeadTag[];
  canonicalPath: string;
}

export interface LayoutData {
  sidebarName: SidebarName | null;
  sidebar: SidebarItem[];
}
