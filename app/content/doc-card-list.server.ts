// Docusaurus' `<DocCardList />`: the page build leaves a slot (the sidebar is not the page's to
// know, and may change without the page changing), which is filled with cards for the sidebar's
// items each time the page is served.
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Card, Cards } from "../components/mdx/Badges";
import { DocCardList, DOC_CARD_LIST_SLOT } from "../components/mdx/docusaurus";
import { cardItemsFor, firstHrefOf, type SidebarItem } from "./sidebar-tree";
import { sidebarItemsOf, type GeneratedIndex } from "./sidebars.server";
import type { Site } from "./site.server";
import { pageIdFromUrlPath } from "./urls";

const SLOT_MARKUP = renderToStaticMarkup(createElement("div", { className: "doc-card-list", "data-slot": DOC_CARD_LIST_SLOT }));

/** What a card says under its title: the page's description, or how many items a category shows (unlisted ones left out). */
function cardText(item: SidebarItem, site: Site): string | undefined {
  if (item.type === "category") {
    const count = item.items.filter((inside) => !inside.unlisted).length;
    return `${count} ${count === 1 ? "item" : "items"}`;
  }
  const pageId = item.type === "link" ? pageIdFromUrlPath(item.href) : null;
  return pageId === null ? undefined : site.pages.get(pageId)?.description;
}

/** The page HTML with each card-list slot filled from the page's place in its sidebar. */
export function withDocCardLists(html: string, site: Site, pageId: string): string {
  if (!html.includes(SLOT_MARKUP)) return html;
  const items = cardItemsFor(sidebarItemsOf(site, pageId), pageId);
  const cards = items.flatMap((item) => {
    const href = firstHrefOf(item);
    return href ? [createElement(Card, { key: href + item.label, title: item.label, href }, cardText(item, site))] : [];
  });
  return html.replaceAll(SLOT_MARKUP, cards.length ? renderToStaticMarkup(createElement(Cards, null, cards)) : "");
}

/** The text of a category's generated index page: its description, then its items as cards. */
export function generatedIndexHtml(site: Site, generated: GeneratedIndex): string {
  const html = renderToStaticMarkup(createElement(Fragment, null, generated.description ? createElement("p", null, generated.description) : null, createElement(DocCardList)));
  return withDocCardLists(html, site, generated.id);
}
