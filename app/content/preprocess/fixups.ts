/**
 * One rewrite made by preprocessing (or valid MDX that likely does not say what the writer meant),
 * located for the writer: the checker lists it as a warning.
 */
export interface Fixup {
  /** 1-based line in the file given to `preprocess`. */
  line: number;
  /** A short machine-friendly kind ("html-comment", "brace"...): the checker groups counts by it. */
  kind: string;
  message: string;
}
