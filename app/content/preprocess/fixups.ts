/**
 * One rewrite made by preprocessing (or valid MDX that likely does not say what the writer meant),
 * located for the writer: the checker lists it as a warning, or as a notice for the kinds below.
 */
export interface Fixup {
  /** 1-based line in the file given to `preprocess`. */
  line: number;
  /** A short machine-friendly kind ("html-comment", "brace"...): the checker groups counts by it. */
  kind: string;
  message: string;
}

/**
 * Rewrites after which the page shows what its writer meant, as Docusaurus 2 shows it: HTML put on
 * lines of its own, HTML attributes spelt for JSX, `<br>` closed, an autolink written as a link, a
 * blank line under imports, MDX 1's conditional Markdown, a list item's markup indented under it. The checker counts them as notices, so
 * that its warnings are the markup a writer may not have meant.
 */
const NOTICE_KINDS = new Set(["html-block", "jsx-attribute", "void-tag", "autolink", "esm-block", "conditional-markdown", "lazy-line"]);

export function severityOfFixup(fixup: Fixup): "warning" | "notice" {
  return NOTICE_KINDS.has(fixup.kind) ? "notice" : "warning";
}
