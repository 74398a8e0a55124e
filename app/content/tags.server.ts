// Docusaurus' doc tags: `tags: [a, b]` (or `{label, permalink}` items) in a page's frontmatter.
// A tagged page links its tags at its foot; `/tags` lists every tag, and `/tags/<tag>` the pages
// that carry it. Each docs version has its own (`/1.0/tags/<tag>`), as in Docusaurus. Tag pages are
// made from the page index once per content version; a real page at the same path wins.
import GithubSlugger from "github-slugger";
import kebabCase from "lodash/kebabCase.js";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Card, Cards } from "../components/mdx/Badges";
import type { PageRecord } from "./pages.server";
import { urlPathFromPageId } from "./urls";

export interface Tag {
  label: string;
  /** The tag page's path below /tags. */
  slug: string;
}

/** A page made from the tags: the index of all tags, or the pages of one. */
export interface TagPage {
  id: string;
  title: string;
  description: string;
  /** The tag this page lists the pages of; absent on the index of all tags. */
  tag?: Tag;
  /** Ids of the listed pages carrying the tag, by title; empty on the index. */
  pageIds: string[];
  /** The id of the index of the tags it is among (its docs version's). */
  indexId: string;
}

/** The page id of the index of all tags of the pages under `under` (a docs version's path; "" at the root). */
export function tagsIndexId(under: string): string {
  return under ? `${under}/tags` : "tags";
}

/** The page id of a tag's page among the tags of the pages under `under`. */
export function tagPageId(tag: Tag, under: string): string {
  return `${tagsIndexId(under)}/${tag.slug}`;
}

/**
 * One `tags` item: a label, or `{label, permalink}`; the slug is the permalink, else the label in
 * kebab case as Docusaurus makes it with lodash (`Release_Notes` -> `release-notes`, `RocketMQ` ->
 * `rocket-mq`), or slugged when that leaves nothing (`C++`).
 */
function tagOf(item: unknown): Tag | undefined {
  const { label, permalink } = (typeof item === "string" ? { label: item } : item ?? {}) as { label?: unknown; permalink?: unknown };
  if (typeof label !== "string" || !label.trim()) return undefined;
  const path = typeof permalink === "string" ? permalink.replace(/^\/+|\/+$/g, "") : "";
  const slug = path || kebabCase(label.trim()) || new GithubSlugger().slug(label.trim());
  return slug ? { label: label.trim(), slug } : undefined;
}

/** A page's `tags` as a list: one tag may be written as a string. */
function tagItemsOf(frontmatter: Record<string, unknown>): unknown[] {
  const { tags } = frontmatter;
  return Array.isArray(tags) ? tags : typeof tags === "string" ? [tags] : [];
}

/** A page's `tags`, each once (by slug), in the order written. */
export function tagsOf(frontmatter: Record<string, unknown>): Tag[] {
  const items = tagItemsOf(frontmatter);
  const tags = new Map<string, Tag>();
  for (const tag of items.map(tagOf)) if (tag && !tags.has(tag.slug)) tags.set(tag.slug, tag);
  return [...tags.values()];
}

/** What the checker says about `tags` the site cannot read (they are left out); empty when it reads them all. */
export function tagsProblemsOf(frontmatter: Record<string, unknown>): string[] {
  const { tags } = frontmatter;
  if (tags === undefined || tags === null) return [];
  if (!Array.isArray(tags) && typeof tags !== "string") return [`tags should be a list of tags (or one tag as a string), not ${JSON.stringify(tags)}; they are ignored`];
  return tagItemsOf(frontmatter).flatMap((item, i) =>
    tagOf(item) ? [] : [`tags item ${i + 1} (${JSON.stringify(item)}) is not a tag name or {label, permalink}; it is ignored`],
  );
}

/** What tagged pages are called: docs' pages, or a blog's posts. */
type TaggedNoun = "page" | "post";

function countOf(count: number, noun: TaggedNoun): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

/**
 * The tag pages of the listed pages (unlisted pages are neither counted nor listed), by page id,
 * under `under` (their docs version's path, or the blog's route); none when no page is tagged. `isTaken` says which ids
 * already belong to another page. A tag's pages are listed by title; a blog's posts in the order
 * given (newest first), as Docusaurus lists a tag's posts like the blog's own list.
 */
export function tagPagesOf(pages: Iterable<PageRecord>, under: string, isTaken: (id: string) => boolean, noun: TaggedNoun = "page"): Map<string, TagPage> {
  const byTag = new Map<string, { tag: Tag; pages: PageRecord[] }>();
  for (const page of pages) {
    if (page.unlisted) continue;
    for (const tag of tagsOf(page.frontmatter)) {
      const entry = byTag.get(tag.slug) ?? byTag.set(tag.slug, { tag, pages: [] }).get(tag.slug)!;
      entry.pages.push(page);
    }
  }
  const tagPages = new Map<string, TagPage>();
  const byTitle = (a: PageRecord, b: PageRecord) => a.title.localeCompare(b.title);
  const tagged = new Set<string>();
  const indexId = tagsIndexId(under);
  for (const { tag, pages: carrying } of [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label))) {
    const id = tagPageId(tag, under);
    if (isTaken(id)) continue;
    carrying.forEach((page) => tagged.add(page.id));
    tagPages.set(id, { id, title: `${noun === "page" ? "Pages" : "Posts"} tagged “${tag.label}”`, description: countOf(carrying.length, noun), tag, pageIds: (noun === "post" ? carrying : carrying.sort(byTitle)).map((page) => page.id), indexId });
  }
  if (tagPages.size > 0 && !isTaken(indexId)) {
    const count = tagPages.size;
    tagPages.set(indexId, { id: indexId, title: "Tags", description: `${count} ${count === 1 ? "tag" : "tags"} on ${countOf(tagged.size, noun)}`, pageIds: [], indexId });
  }
  return tagPages;
}

/** The text of a tag page: its pages as cards; on the index, every tag (of its version) with its number of pages. */
export function tagPageHtml(tagPage: TagPage, tagPages: ReadonlyMap<string, TagPage>, pages: ReadonlyMap<string, PageRecord>): string {
  const allTags = tagPages.has(tagPage.indexId) ? createElement("p", null, createElement("a", { href: urlPathFromPageId(tagPage.indexId) }, "All tags")) : null;
  if (tagPage.tag) {
    const cards = tagPage.pageIds.flatMap((id) => {
      const page = pages.get(id);
      return page ? [createElement(Card, { key: id, title: page.title, href: urlPathFromPageId(id) }, page.description)] : [];
    });
    return renderToStaticMarkup(createElement(Fragment, null, createElement(Cards, null, cards), allTags));
  }
  const tags = [...tagPages.values()].filter((page) => page.tag && page.indexId === tagPage.id);
  const items = tags.map(({ id, tag, pageIds }) => createElement("li", { key: id }, createElement("a", { href: urlPathFromPageId(id) }, tag!.label), ` (${pageIds.length})`));
  return renderToStaticMarkup(createElement("ul", { className: "tag-list" }, items));
}
