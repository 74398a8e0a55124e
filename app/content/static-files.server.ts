// Docusaurus serves the files of its static folders (the config's `staticDirectories`, else
// `static/`) at the site's root, looking a path up in each folder in turn. Every lookup of such a
// file (images, rooted imports, API documents, the server's static files) goes through here.
import fs from "node:fs";
import path from "node:path";
import type { PageConfig } from "./page-config";
import { isInside } from "./paths.server";

/** The folder Docusaurus serves when the config names none. */
const DEFAULT_STATIC_DIRECTORIES = ["static"];

/** The static folders, absolute, in the order a path is looked up in them. */
export function staticFoldersOf(contentDir: string, config: Pick<PageConfig, "staticDirectories">): string[] {
  return (config.staticDirectories ?? DEFAULT_STATIC_DIRECTORIES).map((folder) => path.join(contentDir, folder));
}

/** The file a site path (`/img/a.png` or `img/a.png`) names in the static folders: the first folder's that has it, else undefined. */
export function staticFileOf(contentDir: string, config: Pick<PageConfig, "staticDirectories">, sitePath: string): string | undefined {
  for (const folder of staticFoldersOf(contentDir, config)) {
    const file = path.join(folder, sitePath);
    if (isInside(folder, file) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** Where a site path's file is, or, when no static folder has it, where the first would (what a "missing" message names). */
export function staticPathOf(contentDir: string, config: Pick<PageConfig, "staticDirectories">, sitePath: string): string {
  return staticFileOf(contentDir, config, sitePath) ?? path.join(staticFoldersOf(contentDir, config)[0] ?? path.join(contentDir, "static"), sitePath);
}
