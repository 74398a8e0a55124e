// Which file an import of a content module loads, found as esbuild's resolver would find it.
import fs from "node:fs";

const IMPORT_SUFFIXES = ["", ".js", ".jsx", ".ts", ".tsx", ".json", ".md", ".mdx", "/index.js", "/index.jsx", "/index.ts", "/index.tsx"];

/** The file an import of `absolute` loads, trying the suffixes esbuild would; undefined when there is none. */
export function existingFile(absolute: string): string | undefined {
  return IMPORT_SUFFIXES.map((suffix) => absolute + suffix).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}
