// URL path <-> page id. A page id is the page's URL path without leading or trailing slash;
// the home page's id is the empty string.

export const MAX_PATH_LENGTH = 1024;

/**
 * Files of the content folder that pages may link or embed, served under /_content/: images,
 * media and documents. Nothing else there is served (page sources, drafts, sidebars, scripts).
 */
export const CONTENT_ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|zip|gz|tgz|mp4|webm|mov|mp3|wav|ogg|csv|xlsx?|docx?|pptx?)$/i;

/**
 * Files a page's Markdown link may lead to, served under /_content/ too: those above, and the
 * example files a guide offers beside it (`[the config](./example-config.yaml)`), which Docusaurus
 * serves for a link to any file but a page's. Never the site's own code (`.js`, `.ts`...) nor its
 * pages' sources; imported, these are data (YAML, JSON), not a URL.
 */
export const LINKED_CONTENT_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|zip|gz|tgz|mp4|webm|mov|mp3|wav|ogg|csv|xlsx?|docx?|pptx?|ya?ml|json|txt|toml|xml|ini|conf|cfg|properties|proto|sql|log|har|sh|ps1|py|go|rb|java|kt|rs|php|tf|hcl|graphql)$/i;

/** Folders of a content folder that hold the site's own code, data and packages, not files its pages offer readers. */
const SITE_CODE_FOLDER = /(^|\/)(node_modules|src)\//;

/**
 * Whether /_content/ serves a file of the content folder, by its path there: images, media and
 * documents anywhere; the example kinds (data, text, scripts) only in the content's own folders,
 * never at its top (package.json, tsconfig.json) nor under src/ or node_modules/, the site's own.
 */
export function isServedContentFile(relativePath: string): boolean {
  if (CONTENT_ASSET_FILE.test(relativePath)) return true;
  return LINKED_CONTENT_FILE.test(relativePath) && relativePath.includes("/") && !SITE_CODE_FOLDER.test(relativePath);
}

/**
 * The page id for a URL path as requested (still percent-encoded: decoded here, once), or null
 * when the path can never name a page. Once only: a page file may have `%` in its name
 * (`50%off.md` is at /50%25off), so a path decoded twice would name another page or none.
 */
export function pageIdFromUrlPath(urlPath: string): string | null {
  if (urlPath.length > MAX_PATH_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).normalize("NFC"); // as page ids are (docusaurus-ids.ts)
  } catch {
    return null; // invalid percent-encoding or UTF-8
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments = decoded.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment === "." || segment === "..")) return null;
  return segments.join("/");
}

/** The canonical URL path of a page id: leading slash, no trailing slash ("/" for the home page). */
export function urlPathFromPageId(id: string): string {
  return "/" + id.split("/").map(encodeURIComponent).join("/");
}

/** An absolute URL: a URL path on the site's origin (which may carry a base path). */
export function absoluteUrl(origin: string, urlPath: string): string {
  return origin.replace(/\/+$/, "") + urlPath;
}

/** The URL path of a page's raw Markdown: its URL path + ".md" ("/index.md" for the home page). */
export function markdownUrlPathFromPageId(id: string): string {
  return id === "" ? "/index.md" : urlPathFromPageId(id) + ".md";
}

/** The page id a raw Markdown URL path names, or null when it names none. */
export function pageIdFromMarkdownUrlPath(urlPath: string): string | null {
  if (!urlPath.endsWith(".md")) return null;
  const id = pageIdFromUrlPath(urlPath.slice(0, -".md".length));
  return id === "index" ? "" : id;
}

/** True when a request path differs from the canonical path only by a trailing slash. */
export function hasTrailingSlash(urlPath: string): boolean {
  return urlPath.length > 1 && urlPath.endsWith("/");
}
