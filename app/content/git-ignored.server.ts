// Whether a file the content lacks is one its repository's .gitignore keeps out: a file the site's
// build makes before Docusaurus runs (ZITADEL copies its defaults.yaml beside the page showing it),
// so that a copy of the sources lacks it while the published site has it.
import fs from "node:fs";
import path from "node:path";

interface IgnoreRule {
  pattern: RegExp;
  negated: boolean;
  /** The rule names folders only (`generated/`): it ignores what is inside them. */
  folderOnly: boolean;
}

/** A glob of .gitignore as a regular expression over a path relative to the file's folder. */
function globPattern(glob: string, anchored: boolean): RegExp {
  let source = "";
  for (let at = 0; at < glob.length; at++) {
    const char = glob[at];
    if (glob.startsWith("**/", at)) {
      source += "(?:.*/)?";
      at += 2;
    } else if (glob.startsWith("**", at)) {
      source += ".*";
      at += 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${anchored ? "" : "(?:.*/)?"}${source}$`);
}

/** The rules of one .gitignore file's text. */
function rulesOf(text: string): IgnoreRule[] {
  return text.split(/\r?\n/).flatMap((raw) => {
    const line = raw.replace(/(?<!\\)\s+$/, "");
    if (!line || line.startsWith("#")) return [];
    const negated = line.startsWith("!");
    let glob = negated ? line.slice(1) : line;
    const folderOnly = glob.endsWith("/");
    glob = glob.replace(/\/+$/, "");
    // A slash at the start or in the middle ties the glob to the .gitignore's folder.
    const anchored = glob.includes("/");
    return glob ? [{ pattern: globPattern(glob.replace(/^\//, ""), anchored), negated, folderOnly }] : [];
  });
}

/** Whether the rules, in their order (the last that matches wins), ignore the path or a folder above it. */
function ignoredBy(rules: IgnoreRule[], relative: string): boolean {
  const parts = relative.split("/");
  let ignored = false;
  for (const rule of rules) {
    const matches = parts.some((_, index) => {
      const isFile = index === parts.length - 1;
      return (!rule.folderOnly || !isFile) && rule.pattern.test(parts.slice(0, index + 1).join("/"));
    });
    if (matches) ignored = !rule.negated;
  }
  return ignored;
}

/**
 * The .gitignore of the content folder (from the content folder) whose rules keep out `file`,
 * looked for in its folder and each above it up to the content folder; undefined when none does.
 */
export function gitIgnoreOf(contentDir: string, file: string): string | undefined {
  const relativeToContent = path.relative(contentDir, file);
  if (relativeToContent.startsWith("..") || path.isAbsolute(relativeToContent)) return undefined;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const ignoreFile = path.join(dir, ".gitignore");
    let text: string | undefined;
    try {
      text = fs.readFileSync(ignoreFile, "utf8");
    } catch {
      text = undefined;
    }
    if (text !== undefined && ignoredBy(rulesOf(text), path.relative(dir, file).split(path.sep).join("/"))) {
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
