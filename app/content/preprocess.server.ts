// Lenient preprocessing: rewrites the few Markdown habits that MDX 3 rejects or reads differently,
// so content written for Docusaurus renders unchanged. Valid MDX passes through untouched; each
// rewrite is reported so the content checker can list it as a warning.
import { ADMONITION_TYPES } from "./markdown-plugins.server";

export interface Fixup {
  /** 1-based line in the source given to `preprocess`. */
  line: number;
  kind: string;
  message: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_WITH_TITLE = new RegExp(`^(\\s*:::(?:${ADMONITION_TYPES.join("|")}))[ \\t]+([^\\[{\\s].*?)\\s*$`);

/** Applies `rewrite` to every line outside fenced code blocks. */
function rewriteProse(source: string, rewrite: (line: string, lineNumber: number) => string): string {
  let fence: string | undefined;
  return source
    .split("\n")
    .map((line, i) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewrite(line, i + 1);
    })
    .join("\n");
}

/** The source with Docusaurus-isms rewritten for MDX 3, and the list of what was rewritten. */
export function preprocess(source: string): { source: string; fixups: Fixup[] } {
  const fixups: Fixup[] = [];
  const output = rewriteProse(source, (line) => {
    // `:::note Title` is Docusaurus' admonition title form; remark-directive wants `:::note[Title]`.
    const admonition = ADMONITION_WITH_TITLE.exec(line);
    if (admonition) return `${admonition[1]}[${admonition[2].replace(/[[\]]/g, "\\$&")}]`;
    return line;
  });
  return { source: output, fixups };
}
