// Docusaurus' way to make components global: a swizzled `src/theme/MDXComponents.js` whose default
// export spreads `@theme-original/MDXComponents` and adds the site's own (`Screenshot`, ...), which
// every page and partial may then use without an import.
import fs from "node:fs";
import path from "node:path";
import { existingFile } from "./module-files.server";
import type { ThemeComponents } from "./page-config";

/**
 * The components the content's MDXComponents adds: `src/theme/MDXComponents.js` (any script
 * extension), or a folder with its index; undefined when it has none or it cannot be read.
 */
export function themeComponentsOf(contentDir: string): ThemeComponents | undefined {
  const file = existingFile(path.join(contentDir, "src", "theme", "MDXComponents"));
  if (!file || !/\.[jt]sx?$/.test(file)) return undefined;
  let source: string;
  try {
    source = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  // Lower-case keys (`a`, `code`, `img`) would replace how the site renders Markdown itself: only components are taken.
  return { file, names: defaultExportKeys(source).filter((name) => /^[A-Z]/.test(name)) };
}

/**
 * The keys of a module's default-exported object literal, written `export default {...}` or
 * `export default Name` after `const Name = {...}` (spreads are left out): read from the text, as
 * the page's preprocessing must know them before anything is bundled.
 */
export function defaultExportKeys(source: string): string[] {
  const code = withoutComments(source);
  const exported = /\bexport\s+default\s+(?:\{|([A-Za-z_$][\w$]*)\s*;?)/.exec(code);
  if (!exported) return [];
  let open = exported.index + exported[0].length - 1;
  if (exported[1]) {
    const declaration = new RegExp(`\\b(?:const|let|var)\\s+${exported[1].replace(/\$/g, "\\$")}\\s*(?::[^=]*)?=\\s*\\{`).exec(code);
    if (!declaration) return [];
    open = declaration.index + declaration[0].length - 1;
  }
  return topLevelEntries(code, open + 1)
    .map((entry) => /^(["']?)([A-Za-z_$][\w$]*)\1\s*(?::|\(|$)/.exec(entry.trim())?.[2])
    .filter((key): key is string => key !== undefined);
}

/** The comma-separated entries of the object literal whose body starts at `start`, up to its closing brace. */
function topLevelEntries(code: string, start: number): string[] {
  const entries: string[] = [];
  let depth = 0;
  let entryStart = start;
  for (let index = start; index < code.length; index++) {
    const char = code[index];
    if (char === '"' || char === "'" || char === "`") {
      index = stringEnd(code, index);
    } else if (char === "{" || char === "(" || char === "[") {
      depth++;
    } else if (char === "}" || char === ")" || char === "]") {
      if (depth === 0) {
        entries.push(code.slice(entryStart, index));
        return entries;
      }
      depth--;
    } else if (char === "," && depth === 0) {
      entries.push(code.slice(entryStart, index));
      entryStart = index + 1;
    }
  }
  return entries;
}

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(code: string, start: number): number {
  const quote = code[start];
  let index = start + 1;
  while (index < code.length && code[index] !== quote) index += code[index] === "\\" ? 2 : 1;
  return index;
}

/** The source with its comments blanked out (strings kept), so that keys in comments do not count. */
function withoutComments(source: string): string {
  let result = "";
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '"' || char === "'" || char === "`") {
      const end = stringEnd(source, index);
      result += source.slice(index, end + 1);
      index = end;
    } else if (char === "/" && source[index + 1] === "/") {
      const end = source.indexOf("\n", index);
      index = end < 0 ? source.length : end - 1;
    } else if (char === "/" && source[index + 1] === "*") {
      const end = source.indexOf("*/", index + 2);
      index = end < 0 ? source.length : end + 1;
      result += " ";
    } else {
      result += char;
    }
  }
  return result;
}
