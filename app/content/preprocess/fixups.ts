/** One rewrite made by preprocessing, located for the writer: the checker lists it as a warning. */
export interface Fixup {
  /** 1-based line in the file given to `preprocess`. */
  line: number;
  /** A short machine-friendly kind ("html-comment", "brace"...): the checker groups counts by it. */
  kind: string;
  message: string;
}
