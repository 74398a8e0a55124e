import path from "node:path";

/** The content folder: DOCS_CONTENT_DIR, or ./docs-content next to the app. */
export const CONTENT_DIR = path.resolve(process.env.DOCS_CONTENT_DIR ?? "docs-content");

/**
 * Where the pages live inside the content folder: `docs/` when there is one (our layout),
 * otherwise the content folder itself (a Docusaurus `docs/` folder passed directly).
 */
export function docsDirOf(contentDir: string, hasDocsFolder: boolean): string {
  return hasDocsFolder ? path.join(contentDir, "docs") : contentDir;
}

export const SITE_NAME = "Sauce Labs Documentation";
