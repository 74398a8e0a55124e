// Which file an import of a content module loads, found as esbuild's resolver would find it.
import fs from "node:fs";

const IMPORT_SUFFIXES = ["", ".js", ".jsx", ".ts", ".tsx", ".json", ".md", ".mdx", "/index.js", "/index.jsx", "/index.ts", "/index.tsx"];

/** The files an import of `absolute` may load, in the order esbuild tries them. */
export function importCandidates(absolute: string): string[] {
  return IMPORT_SUFFIXES.map((suffix) => absolute + suffix);
}

/** The file an import of `absolute` loads, trying the suffixes esbuild would; undefined when there is none. */
export function existingFile(absolute: string): string | undefined {
  return importCandidates(absolute).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}
