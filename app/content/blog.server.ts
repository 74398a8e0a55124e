// Docusaurus' blog: the blog plugin's folder (`blog/` by default) of posts, served under its route
// (`/blog/2024/03/01/launch`, the date from the file's name or its `date`), each with its date,
// authors (inline, or keys of the folder's authors.yml) and reading time; list pages of the posts,
// newest first (`/blog`, `/blog/page/2`), an archive (`/blog/archive`), and the posts' tags
// (`/blog/tags/<tag>`). Made from the page index once per content version, as tag pages are.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PostByline as PostBylineView } from "../components/PostByline";
import { docFileMatcher, listFiles, readPage, type PageRecord } from "./pages.server";
import type { BlogAuthor, PostByline } from "./page-data";
import type { ContentProblem } from "./problems";
import { splitIntoSections } from "./search-sections.server";
import type { SidebarItem } from "./sidebar-tree";
import { tagPagesOf, type TagPage } from "./tags.server";
import { urlPathFromPageId } from "./urls";

/** What the config says of the blog (Docusaurus' defaults for what it does not). */
export interface BlogSetting {
  /** Its folder, from the content folder. */
  path: string;
  /** Where it is served, without slashes. */
  routeBase: string;
  title: string;
  description: string;
  /** Posts on each list page; 0: all on one. */
  postsPerPage: number;
  /** Posts in the sidebar of recent posts; 0: no sidebar, -1: all. */
  sidebarCount: number;
  /** The name of that sidebar, as readers see it. */
  sidebarTitle: string;
  editUrl?: string;
}

export const DEFAULT_BLOG_SETTING: BlogSetting = { path: "blog", routeBase: "blog", title: "Blog", description: "Blog", postsPerPage: 10, sidebarCount: 5, sidebarTitle: "Recent posts" };

export interface BlogPost extends PostByline {
  id: string;
  title: string;
  /** Its opening as plain text: up to the truncate marker, else its first words. */
  excerpt: string;
  unlisted: boolean;
}

/** A page made from the posts: a list page (newest first, a page of them), or the archive. */
export interface BlogListPage {
  id: string;
  title: string;
  description: string;
  postIds: string[];
  /** The list pages before and after it (newer and older posts). */
  newer?: string;
  older?: string;
  archive?: true;
}

export interface Blog {
  setting: BlogSetting;
  /** Its posts by page id, newest first. */
  posts: Map<string, BlogPost>;
  listPages: Map<string, BlogListPage>;
  tagPages: Map<string, TagPage>;
  /** The most recent listed posts, for the sidebar its posts and list pages show; empty for none. */
  recentPosts: SidebarItem[];
}

/** Docusaurus' truncate markers: what a list page shows of a post ends there. */
const TRUNCATE = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
/** A date at the start of a post's file or folder name (`2024-03-01-launch.md`, `2024/03/01/launch.md`). */
const DATED_NAME = /^(?:.*?\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/i;
const EXCERPT_WORDS = 60;
const WORDS_PER_MINUTE = 200;
const AUTHORS_FILES = ["authors.yml", "authors.yaml", "authors.json"];

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** yyyy-mm-dd of a frontmatter date (YAML reads `2024-03-01` as a Date) or a date string; undefined when it is none. */
function dateOf(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === "string" && value.trim() ? new Date(value.trim()) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

function pad(part: string): string {
  return part.padStart(2, "0");
}

/** A post's path below the blog's route: its `slug`, else its dated name as `yyyy/mm/dd/name`, else its file's path. */
function postPathOf(relativePath: string, frontmatter: Record<string, unknown>): { path: string; date?: string } {
  const dated = DATED_NAME.exec(relativePath);
  const date = dated ? `${dated[1]}-${pad(dated[2])}-${pad(dated[3])}` : undefined;
  const slug = text(frontmatter.slug)?.replace(/^\/+|\/+$/g, "");
  if (slug !== undefined) return { path: slug, date };
  if (dated) return { path: [dated[1], pad(dated[2]), pad(dated[3]), dated[4]].filter(Boolean).join("/"), date };
  return { path: relativePath.replace(/\.mdx?$/i, "").replace(/(^|\/)index$/i, ""), date };
}

/** The folder's authors.yml (or .json): author keys -> authors; problems when it cannot be read. */
function authorsFileOf(blogDir: string, contentDir: string, problems: ContentProblem[]): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>();
  const name = AUTHORS_FILES.find((candidate) => fs.existsSync(path.join(blogDir, candidate)));
  if (!name) return authors;
  const file = path.join(blogDir, name);
  const reported = path.relative(contentDir, file);
  let raw: unknown;
  try {
    const source = fs.readFileSync(file, "utf8");
    raw = name.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    problems.push({ file: reported, line: (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 1, severity: "error", kind: "blog", message: `cannot read the authors: ${(error as Error).message.split("\n")[0]}` });
    return authors;
  }
  for (const [key, value] of Object.entries(raw && typeof raw === "object" ? raw : {})) {
    const author = authorOf(value);
    if (author) authors.set(key, author);
  }
  return authors;
}

/** An author written out (`{name, title, url}`), or undefined when it has no name. */
function authorOf(value: unknown): BlogAuthor | undefined {
  if (!value || typeof value !== "object") return undefined;
  const fields = value as Record<string, unknown>;
  const name = text(fields.name);
  if (!name) return undefined;
  const title = text(fields.title);
  // Only addresses a reader can follow safely: the web, mail, or a path of the site.
  const url = [text(fields.url), text(fields.link)].find((candidate) => candidate !== undefined && /^(https?:\/\/|mailto:|\/)/i.test(candidate));
  return { name, ...(title ? { title } : {}), ...(url ? { url } : {}) };
}

/**
 * A post's authors: `authors` (keys of authors.yml, written out, or, as Docusaurus reads it, a key
 * with fields of its own, `{key: 'ada', title: 'Guest editor'}`, which replace the file's; one or a
 * list), else Docusaurus 1's `author` fields (`author_title`/`authorTitle`,
 * `author_url`/`authorURL`).
 */
function postAuthorsOf(frontmatter: Record<string, unknown>, known: Map<string, BlogAuthor>, unknownKey: (key: string) => void): BlogAuthor[] {
  const written = frontmatter.authors;
  if (written !== undefined) {
    return (Array.isArray(written) ? written : [written]).flatMap((item) => {
      // A key of authors.yml, alone or with fields that override its entry's (`{key: ada, title: Guest}`).
      const key = typeof item === "string" ? item : text((item as { key?: unknown } | null)?.key);
      if (key === undefined) return authorOf(item) ?? [];
      const author = known.get(key);
      if (!author) unknownKey(key);
      return (author && typeof item === "object" ? authorOf({ ...author, ...item }) : author) ?? [];
    });
  }
  // Docusaurus reads the early spellings too (`authorTitle`, `authorURL`), as React Native's older posts write them.
  const legacy = authorOf({ name: frontmatter.author, title: frontmatter.author_title ?? frontmatter.authorTitle, url: frontmatter.author_url ?? frontmatter.authorURL });
  return legacy ? [legacy] : [];
}

/** The first words of a post (up to its truncate marker), as plain text. */
function excerptOf(body: string): string {
  const opening = body.split(TRUNCATE)[0];
  const words = splitIntoSections(opening).flatMap((section) => [section.heading ?? "", section.text]).join(" ").split(/\s+/).filter(Boolean);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(" ")}…` : words.join(" ");
}

function readingMinutesOf(body: string): number {
  const words = splitIntoSections(body).reduce((count, section) => count + section.text.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The blog of a content folder: its posts as pages (standalone, with their ids under the blog's
 * route), the pages made from them, and problems. None when the folder has no posts. `isTaken`:
 * which ids other pages already have (they win, as docs come first here).
 */
export function loadBlog(contentDir: string, setting: BlogSetting, isTaken: (id: string) => boolean): { blog?: Blog; pages: PageRecord[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const blogDir = path.join(contentDir, setting.path);
  if (!fs.statSync(blogDir, { throwIfNoEntry: false })?.isDirectory()) return { pages: [], problems };
  const authors = authorsFileOf(blogDir, contentDir, problems);
  const isPostFile = docFileMatcher();
  const posts: { page: PageRecord; post: BlogPost }[] = [];
  const ids = new Set<string>();
  for (const relativePath of listFiles(blogDir, contentDir).files.filter(isPostFile)) {
    const record = readPage(blogDir, relativePath, contentDir, true);
    if (!("id" in record)) {
      problems.push(record);
      continue;
    }
    if (record.frontmatter.draft === true) continue;
    const { path: postPath, date: dateInName } = postPathOf(relativePath, record.frontmatter);
    const id = [setting.routeBase, postPath].filter(Boolean).join("/");
    if (ids.has(id) || isTaken(id)) {
      problems.push({ file: record.relativePath, line: 1, severity: "warning", kind: "duplicate-route", message: `${urlPathFromPageId(id)} is also the address of another page, which is served there; give the post another slug` });
      continue;
    }
    ids.add(id);
    const date = dateOf(record.frontmatter.date) ?? dateInName ?? fs.statSync(record.file).mtime.toISOString().slice(0, 10);
    if (record.frontmatter.date !== undefined && !dateOf(record.frontmatter.date)) {
      problems.push({ file: record.relativePath, line: 1, severity: "warning", kind: "blog", message: `date ${JSON.stringify(record.frontmatter.date)} is not a date; the post is dated ${date}` });
    }
    const postAuthors = postAuthorsOf(record.frontmatter, authors, (key) =>
      problems.push({ file: record.relativePath, line: 1, severity: "warning", kind: "blog", message: `author "${key}" is not in the blog's authors file (${setting.path}/authors.yml); it is left out` }),
    );
    const page = { ...record, id };
    posts.push({ page, post: { id, title: page.title, date, authors: postAuthors, readingMinutes: readingMinutesOf(page.body), excerpt: excerptOf(page.body), unlisted: page.unlisted } });
  }
  if (posts.length === 0) return { pages: [], problems };
  // Newest first; on one day, by title, so the order does not depend on the file system's.
  posts.sort((a, b) => b.post.date.localeCompare(a.post.date) || a.post.title.localeCompare(b.post.title));
  const listed = posts.filter(({ post }) => !post.unlisted);
  const taken = (id: string) => isTaken(id) || ids.has(id);
  const blog: Blog = {
    setting,
    posts: new Map(posts.map(({ post }) => [post.id, post])),
    listPages: listPagesOf(setting, listed.map(({ post }) => post.id), taken),
    tagPages: tagPagesOf(listed.map(({ page }) => page), setting.routeBase, taken, "post"),
    recentPosts: (setting.sidebarCount < 0 ? listed : listed.slice(0, setting.sidebarCount)).map(({ post }) => ({ type: "link", label: post.title, href: urlPathFromPageId(post.id), docId: post.id })),
  };
  return { blog, pages: posts.map(({ page }) => page), problems };
}

/** The list pages (`/blog`, `/blog/page/2`...) and the archive of the listed posts, newest first. */
function listPagesOf(setting: BlogSetting, postIds: string[], isTaken: (id: string) => boolean): Map<string, BlogListPage> {
  const perPage = setting.postsPerPage > 0 ? setting.postsPerPage : Math.max(1, postIds.length);
  const count = Math.max(1, Math.ceil(postIds.length / perPage));
  const idOf = (index: number) => (index === 0 ? setting.routeBase : [setting.routeBase, "page", String(index + 1)].filter(Boolean).join("/"));
  const pages = new Map<string, BlogListPage>();
  for (let index = 0; index < count; index++) {
    const id = idOf(index);
    if (isTaken(id)) continue;
    pages.set(id, {
      id,
      title: index === 0 ? setting.title : `${setting.title}: page ${index + 1}`,
      description: setting.description,
      postIds: postIds.slice(index * perPage, (index + 1) * perPage),
      ...(index > 0 ? { newer: idOf(index - 1) } : {}),
      ...(index < count - 1 ? { older: idOf(index + 1) } : {}),
    });
  }
  const archiveId = [setting.routeBase, "archive"].filter(Boolean).join("/");
  if (!isTaken(archiveId)) pages.set(archiveId, { id: archiveId, title: "Archive", description: `Every post of the ${setting.title.toLowerCase()}`, postIds, archive: true });
  return pages;
}

/** The text of a list page: each post's title, byline and opening, with a link to read on; the archive: titles by year. */
export function blogListHtml(listPage: BlogListPage, blog: Blog): string {
  const posts = listPage.postIds.flatMap((id) => blog.posts.get(id) ?? []);
  if (listPage.archive) {
    const years = new Map<string, BlogPost[]>();
    for (const post of posts) (years.get(post.date.slice(0, 4)) ?? years.set(post.date.slice(0, 4), []).get(post.date.slice(0, 4))!).push(post);
    return renderToStaticMarkup(
      createElement(Fragment, null, ...[...years].map(([year, ofYear]) =>
        createElement("section", { key: year, className: "blog-archive-year" },
          createElement("h2", null, year),
          createElement("ul", null, ofYear.map((post) => createElement("li", { key: post.id }, createElement("time", { dateTime: post.date }, post.date), " ", createElement("a", { href: urlPathFromPageId(post.id) }, post.title)))),
        ),
      )),
    );
  }
  return renderToStaticMarkup(
    createElement(Fragment, null, posts.map((post) =>
      createElement("article", { key: post.id, className: "blog-summary" },
        createElement("h2", null, createElement("a", { href: urlPathFromPageId(post.id) }, post.title)),
        createElement(PostBylineView, { byline: post }),
        post.excerpt ? createElement("p", null, post.excerpt) : null,
        createElement("p", null, createElement("a", { href: urlPathFromPageId(post.id), "aria-label": `Read more: ${post.title}` }, "Read more")),
      ),
    )),
  );
}
