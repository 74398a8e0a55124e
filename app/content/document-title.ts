// The text of a page's <title>, as Docusaurus' title formatter writes it.

/** `Page | Site` (the config's `titleDelimiter` in place of `|`); the site's title alone for a page titled as the site. */
export function documentTitle(pageTitle: string, siteName: string, titleDelimiter = "|"): string {
  return pageTitle === siteName ? siteName : `${pageTitle} ${titleDelimiter} ${siteName}`;
}
