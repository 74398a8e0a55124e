// Whether a file the content lacks is one its repository's .gitignore keeps out: a file the site's
// build makes before Docusaurus runs (ZITADEL copies its defaults.yaml beside the page showing it),
// so that a copy of the sources lacks it while the published site has it.
import fs from "node:fs";
import path from "node:path";
import ignore from "ignore";

/**
 * The .gitignore of the content folder (from the content folder) whose rules keep out `file`,
 * looked for in its folder and each above it up to the content folder; undefined when none does.
 */
export function gitIgnoreOf(contentDir: string, file: string): string | undefined {
  const relativeToContent = path.relative(contentDir, file);
  if (relativeToContent.startsWith("..") || path.isAbsolute(relativeToContent)) return undefined;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const ignoreFile = path.join(dir, ".gitignore");
    const text = fs.statSync(ignoreFile, { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(ignoreFile, "utf8") : undefined;
    if (text !== undefined && ignore().add(text).ignores(path.relative(dir, file).split(path.sep).join("/"))) {
      return path.relative(contentDir, ignoreFile).split(path.sep).join("/");
    }
    if (path.relative(contentDir, dir) === "" || dir === path.dirname(dir)) return undefined;
  }
}

/** Why an import of a missing file resolves to nothing, when the content's .gitignore names the file. */
export function gitIgnoredReason(contentDir: string, file: string): string | undefined {
  const ignoreFile = gitIgnoreOf(contentDir, file);
  return ignoreFile && `${ignoreFile} keeps the file out of the repository, so the site's build makes it before Docusaurus runs: add it to the content folder, and the page shows it`;
}
