// Docusaurus' blog: the blog plugin's folder (`blog/` by default) of posts, served under its route
// (`/blog/2024/03/01/launch`, the date from the file's name or its `date`), each with its date,
// authors (inline, or keys of the folder's authors.yml) and reading time; list pages of the posts,
// newest first (`/blog`, `/blog/page/2`), an archive (`/blog/archive`), the posts' tags
// (`/blog/tags/<tag>`), and, when authors.yml names authors, a page of them (`/blog/authors`) and
// one of the posts of each author it gives a `page` (`/blog/authors/<key>`). Made from the page
// index once per content version, as tag pages are.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import kebabCase from "lodash/kebabCase.js";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlogAuthorCard } from "../components/BlogAuthorCard";
import { PostByline as PostBylineView } from "../components/PostByline";
import { docFileMatcher, listFiles, readPage, type PageRecord } from "./pages.server";
import type { BlogAuthor, PostByline } from "./page-data";
import type { ContentProblem, Severity } from "./problems";
import { withScopedIds } from "./rendered-html";
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
  /** The authors file, from the blog's folder; unset: authors.yml (or .yaml, .json). */
  authorsMapPath?: string;
  /** Where the authors' pages are, below the blog's route. */
  authorsBase: string;
  editUrl?: string;
  /** Its `feedOptions.title` and `.description`, when the config sets them (what its feeds are called; Docusaurus' default is "<site title> Blog"). */
  feedTitle?: string;
  feedDescription?: string;
  /** The feeds `feedOptions.type` asks for; absent: RSS and Atom, Docusaurus' default. */
  feedKinds?: ("rss" | "atom" | "json")[];
  /** `feedOptions.limit`: posts in a feed, null for all; absent: Docusaurus' default, 20. */
  feedLimit?: number | null;
  /** `showReadingTime: false`: bylines show no reading time. */
  showReadingTime?: false;
  /** `sortPosts: 'ascending'`: lists and feeds oldest first. */
  oldestFirst?: true;
  /**
   * How the checker reports a post without a truncate marker, when the config sets `onUntruncatedBlogPosts`; unset,
   * it does not (Docusaurus warns by default, about posts that show here as there).
   */
  untruncatedPost?: Severity;
  /** How it reports an author written out in a post while the blog has an authors file, when the config sets `onInlineAuthors`; unset, it does not. */
  inlineAuthor?: Severity;
}

export const DEFAULT_BLOG_SETTING: BlogSetting = { path: "blog", routeBase: "blog", title: "Blog", description: "Blog", postsPerPage: 10, sidebarCount: 5, sidebarTitle: "Recent posts", authorsBase: "authors" };

export interface BlogPost extends PostByline {
  id: string;
  title: string;
  /** The keys of its authors that authors.yml names. */
  authorKeys: string[];
  /** Its opening as plain text: up to the truncate marker, else its first words. */
  excerpt: string;
  unlisted: boolean;
}

/** What a list page shows of a post: its page's HTML up to the truncate marker, or the whole of it without one. */
export interface PostOpening {
  html: string;
  truncated: boolean;
}

/** An author of authors.yml, with what their own page shows. */
export interface KnownAuthor extends BlogAuthor {
  key: string;
  description?: string;
  /** The id of their page of posts, when the file gives them one (`page: true`). */
  pageId?: string;
}

/**
 * A page made from the posts: a list page (newest first, a page of them), an author's (the same,
 * of their posts, under their card), the archive, or the index of the authors.
 */
export interface BlogListPage {
  id: string;
  title: string;
  description: string;
  postIds: string[];
  /** The list pages before and after it (newer and older posts). */
  newer?: string;
  older?: string;
  archive?: true;
  author?: KnownAuthor;
  /** The authors of authors.yml, each with the number of their listed posts. */
  authors?: { author: KnownAuthor; postCount: number }[];
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

/**
 * The folder's authors.yml (or .json): author keys -> authors; problems when it cannot be read. An
 * author with `page: true` gets a page of their posts at `<authorsBase>/<key>` (the key in
 * kebab case), or at `<authorsBase>/<permalink>` with `page: {permalink}`, as Docusaurus makes them.
 */
function authorsFileOf(blogDir: string, contentDir: string, setting: BlogSetting, problems: ContentProblem[]): Map<string, KnownAuthor> {
  const authors = new Map<string, KnownAuthor>();
  const name = setting.authorsMapPath ?? AUTHORS_FILES.find((candidate) => fs.existsSync(path.join(blogDir, candidate)));
  const file = name === undefined ? undefined : path.join(blogDir, name);
  // Only a file of the content folder is read, as everywhere else.
  if (!file || path.relative(contentDir, file).startsWith("..") || !fs.existsSync(file)) return authors;
  const reported = path.relative(contentDir, file);
  let raw: unknown;
  try {
    const source = fs.readFileSync(file, "utf8");
    raw = file.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    problems.push({ file: reported, line: (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 1, severity: "error", kind: "blog", message: `cannot read the authors: ${(error as Error).message.split("\n")[0]}` });
    return authors;
  }
  for (const [key, value] of Object.entries(raw && typeof raw === "object" ? raw : {})) {
    const author = authorOf(value);
    if (!author) continue;
    const { description, page } = value as { description?: unknown; page?: unknown };
    // Docusaurus names an author's page by lodash's kebabCase of the key (`janeDoe` -> `jane-doe`).
    const permalink = page === true ? kebabCase(key) : text((page as { permalink?: unknown } | null)?.permalink);
    // Path segments only: no `.` or `..` to lead the address out of the authors' folder.
    const segments = permalink?.split("/").filter((segment) => segment && segment !== "." && segment !== "..") ?? [];
    const pageId = segments.length ? [setting.routeBase, setting.authorsBase, ...segments].filter(Boolean).join("/") : undefined;
    authors.set(key, { ...author, key, ...(text(description) ? { description: text(description) } : {}), ...(pageId ? { pageId } : {}) });
  }
  return authors;
}

/** The platforms Docusaurus knows in an author's `socials`: how it names each, and the address it makes of a handle. */
const SOCIAL_PLATFORMS: Record<string, { label: string; url: (handle: string) => string }> = {
  x: { label: "X", url: (handle) => `https://x.com/${handle}` },
  twitter: { label: "Twitter", url: (handle) => `https://twitter.com/${handle}` },
  github: { label: "GitHub", url: (handle) => `https://github.com/${handle}` },
  linkedin: { label: "LinkedIn", url: (handle) => `https://www.linkedin.com/in/${handle}/` },
  stackoverflow: { label: "Stack Overflow", url: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { label: "Bluesky", url: (handle) => `https://bsky.app/profile/${handle}` },
  instagram: { label: "Instagram", url: (handle) => `https://www.instagram.com/${handle}` },
  threads: { label: "Threads", url: (handle) => `https://www.threads.net/@${handle}` },
  mastodon: { label: "Mastodon", url: (handle) => `https://mastodon.social/@${handle}` },
  twitch: { label: "Twitch", url: (handle) => `https://twitch.tv/${handle}` },
  youtube: { label: "YouTube", url: (handle) => `https://youtube.com/@${handle}` },
  email: { label: "Email", url: (address) => `mailto:${address}` },
};

/**
 * An author's `socials` (`{github: 'ada', x: 'https://x.com/ada'}`) as links, in the order written:
 * a handle of a known platform made into its address as Docusaurus makes it, an http(s) address
 * kept; anything else (a handle of a platform Docusaurus does not know) is left out.
 */
function socialsOf(value: unknown): { label: string; url: string }[] {
  // Already made into links: an authors.yml entry a post's `authors` item adds fields to.
  if (Array.isArray(value)) return value.filter((social) => typeof social?.label === "string" && typeof social?.url === "string");
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([platform, written]) => {
    const handle = text(written);
    if (handle === undefined) return [];
    const known = SOCIAL_PLATFORMS[platform.toLowerCase()];
    const url = /^https?:\/\//i.test(handle) ? handle : known?.url(handle.replace(/^@/, ""));
    return url ? [{ label: known?.label ?? platform, url }] : [];
  });
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
  const imageUrl = [text(fields.image_url), text(fields.imageURL), text(fields.imageUrl)].find((candidate) => candidate !== undefined && /^(https?:\/\/|\/)/i.test(candidate));
  const socials = socialsOf(fields.socials);
  return { name, ...(title ? { title } : {}), ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}), ...(socials.length ? { socials } : {}) };
}

/**
 * A post's authors: `authors` (keys of authors.yml, written out, or, as Docusaurus reads it, a key
 * with fields of its own, `{key: 'ada', title: 'Guest editor'}`, which replace the file's; one or a
 * list), else Docusaurus 1's `author` fields (`author_title`/`authorTitle`,
 * `author_url`/`authorURL`).
 */
function postAuthorsOf(frontmatter: Record<string, unknown>, known: Map<string, KnownAuthor>, unknownKey: (key: string) => void): { authors: BlogAuthor[]; keys: string[] } {
  const written = frontmatter.authors;
  if (written !== undefined) {
    const keys: string[] = [];
    const authors = (Array.isArray(written) ? written : [written]).flatMap((item) => {
      // A key of authors.yml, alone or with fields that override its entry's (`{key: ada, title: Guest}`).
      const key = typeof item === "string" ? item : text((item as { key?: unknown } | null)?.key);
      if (key === undefined) return authorOf(item) ?? [];
      const author = known.get(key);
      if (!author) {
        unknownKey(key);
        return [];
      }
      keys.push(key);
      return (typeof item === "object" ? authorOf({ ...bylineAuthorOf(author), ...item }) : bylineAuthorOf(author)) ?? [];
    });
    return { authors, keys };
  }
  // Docusaurus reads the early spellings too (`authorTitle`, `authorURL`), as React Native's older posts write them.
  const legacy = authorOf({
    name: frontmatter.author,
    title: frontmatter.author_title ?? frontmatter.authorTitle,
    url: frontmatter.author_url ?? frontmatter.authorURL,
    image_url: frontmatter.author_image_url ?? frontmatter.authorImageURL,
  });
  return { authors: legacy ? [legacy] : [], keys: [] };
}

/** An author of the file as a byline shows them: linked to their page of posts when they have one, as Docusaurus links them, else to their address. */
function bylineAuthorOf({ name, title, url, imageUrl, socials, pageId }: KnownAuthor): BlogAuthor {
  const href = pageId ? urlPathFromPageId(pageId) : url;
  return { name, ...(title ? { title } : {}), ...(href ? { url: href } : {}), ...(imageUrl ? { imageUrl } : {}), ...(socials ? { socials } : {}) };
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

/** The line of a post's frontmatter that names an author key (the first writing it as a word after `authors`), else 1. */
function authorKeyLine(file: string, key: string): number {
  const lines = fs.readFileSync(file, "utf8").split(/\r?\n/);
  const end = lines.indexOf("---", 1);
  const from = lines.findIndex((line) => /^authors\s*:/.test(line));
  if (from < 0 || (end >= 0 && from > end)) return 1;
  const word = new RegExp(`(^|[^\\w-])${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w-])`);
  const at = lines.slice(from, end < 0 ? undefined : end).findIndex((line, i) => word.test(i === 0 ? line.replace(/^authors\s*:/, "") : line));
  return at < 0 ? 1 : from + at + 1;
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
  const authors = authorsFileOf(blogDir, contentDir, setting, problems);
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
    const { authors: postAuthors, keys: authorKeys } = postAuthorsOf(record.frontmatter, authors, (key) => {
      const file = `${setting.path}/${setting.authorsMapPath ?? "authors.yml"}`;
      const written = [...authors.keys()].find((known) => known.toLowerCase() === key.toLowerCase());
      const otherCase = written === undefined ? "" : `, which has "${written}": keys are matched as written, and Docusaurus stops its build on one it lacks`;
      problems.push({ file: record.relativePath, line: authorKeyLine(record.file, key), severity: "warning", kind: "blog", message: `author "${key}" is not in the blog's authors file (${file})${otherCase}; it is left out` });
    });
    problems.push(...postHabitProblems(record, setting, authors.size > 0 ? postAuthors.length - authorKeys.length : 0));
    const page = { ...record, id };
    posts.push({ page, post: { id, title: page.title, date, authors: postAuthors, authorKeys, ...(setting.showReadingTime === false ? {} : { readingMinutes: readingMinutesOf(page.body) }), excerpt: excerptOf(page.body), unlisted: page.unlisted } });
  }
  if (posts.length === 0) return { pages: [], problems };
  // Newest first; on one day, by title, so the order does not depend on the file system's.
  posts.sort((a, b) => b.post.date.localeCompare(a.post.date) || a.post.title.localeCompare(b.post.title));
  if (setting.oldestFirst) posts.reverse();
  const listed = posts.filter(({ post }) => !post.unlisted);
  const taken = (id: string) => isTaken(id) || ids.has(id);
  const blog: Blog = {
    setting,
    posts: new Map(posts.map(({ post }) => [post.id, post])),
    listPages: new Map([...listPagesOf(setting, listed.map(({ post }) => post.id), taken), ...authorPagesOf(setting, authors, listed.map(({ post }) => post), taken)]),
    tagPages: tagPagesOf(listed.map(({ page }) => page), setting.routeBase, taken, "post"),
    recentPosts: (setting.sidebarCount < 0 ? listed : listed.slice(0, setting.sidebarCount)).map(({ post }) => ({ type: "link", label: post.title, href: urlPathFromPageId(post.id), docId: post.id })),
  };
  return { blog, pages: posts.map(({ page }) => page), problems };
}

/**
 * What Docusaurus reports of a post as its blog options ask (`onUntruncatedBlogPosts`, `onInlineAuthors`): no truncate
 * marker, so list pages show it whole; authors written out in it (`author: Ada`) while the blog has an authors file.
 */
function postHabitProblems(record: PageRecord, setting: BlogSetting, inlineAuthors: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (setting.untruncatedPost && !TRUNCATE.test(record.body)) {
    problems.push({ file: record.relativePath, line: record.bodyStartLine, severity: setting.untruncatedPost, kind: "blog-truncate", message: "the post has no truncate marker (<!-- truncate --> or {/* truncate */}), so list pages show all of it; Docusaurus reports such posts (onUntruncatedBlogPosts: 'ignore' turns that off)" });
  }
  if (setting.inlineAuthor && inlineAuthors > 0) {
    const authorsFile = `${setting.path}/${setting.authorsMapPath ?? "authors.yml"}`;
    problems.push({ file: record.relativePath, line: frontmatterKeyLine(record, /^authors?\s*:/), severity: setting.inlineAuthor, kind: "blog-author", message: `the post writes out ${inlineAuthors === 1 ? "an author" : `${inlineAuthors} authors`} that ${authorsFile} does not name; Docusaurus reports them (onInlineAuthors: 'ignore' turns that off): add them to the file and name them by key` });
  }
  return problems;
}

/** The line of the post's first frontmatter key matching `key`, else its first line. */
function frontmatterKeyLine(record: PageRecord, key: RegExp): number {
  const lines = fs.readFileSync(record.file, "utf8").split(/\r?\n/).slice(0, Math.max(1, record.bodyStartLine - 1));
  const index = lines.findIndex((line) => key.test(line));
  return index < 0 ? 1 : index + 1;
}

/** The list pages (`/blog`, `/blog/page/2`...) and the archive of the listed posts, newest first. */
function listPagesOf(setting: BlogSetting, postIds: string[], isTaken: (id: string) => boolean): Map<string, BlogListPage> {
  const idOf = (index: number) => (index === 0 ? setting.routeBase : [setting.routeBase, "page", String(index + 1)].filter(Boolean).join("/"));
  const pages = new Map<string, BlogListPage>();
  for (const listPage of paginated(setting, postIds, idOf, { title: setting.title, description: setting.description })) {
    if (!isTaken(listPage.id)) pages.set(listPage.id, listPage);
  }
  const archiveId = [setting.routeBase, "archive"].filter(Boolean).join("/");
  if (!isTaken(archiveId)) pages.set(archiveId, { id: archiveId, title: "Archive", description: `Every post of the ${setting.title.toLowerCase()}`, postIds, archive: true });
  return pages;
}

/**
 * With authors in authors.yml, the index of them (`/blog/authors`), and for each one the file gives
 * a page, their listed posts on pages of postsPerPage (`/blog/authors/ada`, then
 * `/blog/authors/ada/authors/2`: Docusaurus numbers them under the authors' base path).
 */
function authorPagesOf(setting: BlogSetting, authors: Map<string, KnownAuthor>, listed: BlogPost[], isTaken: (id: string) => boolean): Map<string, BlogListPage> {
  const pages = new Map<string, BlogListPage>();
  if (authors.size === 0) return pages;
  const postIdsOf = (key: string) => listed.filter((post) => post.authorKeys.includes(key)).map((post) => post.id);
  const indexId = [setting.routeBase, setting.authorsBase].filter(Boolean).join("/");
  if (!isTaken(indexId)) {
    const index = [...authors.values()].map((author) => ({ author, postCount: postIdsOf(author.key).length }));
    pages.set(indexId, { id: indexId, title: "Authors", description: `The authors of the ${setting.title.toLowerCase()}`, postIds: [], authors: index });
  }
  for (const author of authors.values()) {
    const { pageId } = author;
    if (!pageId) continue;
    const idOf = (index: number) => (index === 0 ? pageId : `${pageId}/${setting.authorsBase}/${index + 1}`);
    for (const listPage of paginated(setting, postIdsOf(author.key), idOf, { title: author.name, description: author.description ?? `Posts by ${author.name}`, author })) {
      if (!isTaken(listPage.id) && !pages.has(listPage.id)) pages.set(listPage.id, listPage);
    }
  }
  return pages;
}

/** Posts on pages of postsPerPage (all on one for 0), each after the first titled with its number, and linked to its newer and older neighbours. */
function paginated(setting: BlogSetting, postIds: string[], idOf: (index: number) => string, first: Pick<BlogListPage, "title" | "description" | "author">): BlogListPage[] {
  const perPage = setting.postsPerPage > 0 ? setting.postsPerPage : Math.max(1, postIds.length);
  const count = Math.max(1, Math.ceil(postIds.length / perPage));
  return Array.from({ length: count }, (_, index) => ({
    ...first,
    id: idOf(index),
    title: index === 0 ? first.title : `${first.title}: page ${index + 1}`,
    postIds: postIds.slice(index * perPage, (index + 1) * perPage),
    ...(index > 0 ? { newer: idOf(index - 1) } : {}),
    ...(index < count - 1 ? { older: idOf(index + 1) } : {}),
  }));
}

/**
 * The text of a list page: each post's title, byline and opening (its HTML from `openings`, else
 * its first words as text), with a link to read on; the archive: titles by year; the authors' index:
 * their cards.
 */
export function blogListHtml(listPage: BlogListPage, blog: Blog, openings: ReadonlyMap<string, PostOpening> = new Map()): string {
  const posts = listPage.postIds.flatMap((id) => blog.posts.get(id) ?? []);
  const card = (author: KnownAuthor, postCount?: number) =>
    createElement(BlogAuthorCard, { key: author.key, author, description: author.description, postCount, ...(postCount !== undefined && author.pageId ? { pageHref: urlPathFromPageId(author.pageId) } : {}) });
  if (listPage.authors) {
    return renderToStaticMarkup(createElement("div", { className: "blog-authors" }, listPage.authors.map(({ author, postCount }) => card(author, postCount))));
  }
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
    createElement(Fragment, null, listPage.author ? card(listPage.author) : null, posts.map((post, index) => {
      const opening = openings.get(post.id);
      return createElement("article", { key: post.id, className: "blog-summary" },
        createElement("h2", null, createElement("a", { href: urlPathFromPageId(post.id) }, post.title)),
        createElement(PostBylineView, { byline: post }),
        opening
          ? createElement("div", { className: "blog-summary-opening", dangerouslySetInnerHTML: { __html: withScopedIds(opening.html, `post-${index + 1}`, urlPathFromPageId(post.id)) } })
          : post.excerpt ? createElement("p", null, post.excerpt) : null,
        // Nothing more to read when the list shows the whole post.
        opening?.truncated === false ? null : createElement("p", null, createElement("a", { href: urlPathFromPageId(post.id), "aria-label": `Read more: ${post.title}` }, "Read more")),
      );
    })),
  );
}
