// What language models read (https://llmstxt.org): llms.txt, a Markdown index of the site with one
// section per sidebar linking each listed page's raw Markdown, and that raw Markdown itself.
import type { PageRecord } from "./pages.server";
import { readingOrder, type SidebarItem } from "./sidebar-tree";
import type { Site } from "./site.server";
import { absoluteUrl, markdownUrlPathFromPageId, pageIdFromUrlPath } from "./urls";

/** A sidebar's heading: the label of its only top-level category, else the sidebar's name. */
function sidebarTitle(name: string, items: SidebarItem[]): string {
  return items.length === 1 && items[0].type === "category" ? items[0].label : name.charAt(0).toUpperCase() + name.slice(1);
}

/** Text as it should read inside one Markdown line: on one line, its inline syntax (emphasis, links, code, HTML) escaped. */
function markdownText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/[\\`*_[\]<>~|]/g, "\\$&");
}

/** A list item linking a page's Markdown, with its description when it has one. */
function pageEntry(page: PageRecord, origin: string): string {
  const link = `- [${markdownText(page.title)}](${absoluteUrl(origin, markdownUrlPathFromPageId(page.id))})`;
  return page.description ? `${link}: ${markdownText(page.description)}` : link;
}

/** llms.txt: the site's name and summary, then its listed pages grouped by sidebar in reading order. */
export function llmsTxt(site: Site, origin: string): string {
  const seen = new Set<string>();
  const take = (id: string | null): PageRecord[] => {
    const page = id === null ? undefined : site.pages.get(id);
    if (!page || page.unlisted || seen.has(page.id)) return [];
    seen.add(page.id);
    return [page];
  };
  const sections: [title: string, pages: PageRecord[]][] = [...site.sidebars].map(([name, items]) => {
    const ids = readingOrder(items).map((link) => pageIdFromUrlPath(link.href)).filter((id) => id !== null && site.sidebarOf.get(id) === name);
    return [sidebarTitle(name, items), ids.flatMap(take)];
  });
  sections.push(["Other pages", [...site.pages.keys()].flatMap(take)]);

  const summary = site.pages.get("")?.description;
  const lines = [`# ${site.config.title}`, "", ...(summary ? [`> ${markdownText(summary)}`, ""] : [])];
  lines.push("Each link is a page's Markdown source; the page itself is at the same URL without `.md`.", "");
  for (const [title, pages] of sections) {
    if (pages.length) lines.push(`## ${markdownText(title)}`, "", ...pages.map((page) => pageEntry(page, origin)), "");
  }
  return lines.join("\n");
}

/** A page's Markdown as written, without its frontmatter, under its title as `# h1`. */
export function pageMarkdown(page: PageRecord): string {
  const body = page.body.trim();
  return (/^#\s/.test(body) ? body : `# ${page.title}\n\n${body}`) + "\n";
}
