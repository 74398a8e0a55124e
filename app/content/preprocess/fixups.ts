// What a fix-up reports, and where: shared by the preprocessing stages.

export interface Fixup {
  /** 1-based line in the file given to `preprocess`. */
  line: number;
  /** A short machine-friendly kind ("html-comment", "brace"...): the checker groups counts by it. */
  kind: string;
  message: string;
}

/** Maps an offset in `text` to its 1-based line in the file, given the file line `text` starts on. */
export function lineLocator(text: string, firstLine: number): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) newlines.push(i);
  return (offset) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (newlines[middle] < offset) low = middle + 1;
      else high = middle;
    }
    return firstLine + low;
  };
}

/** A short excerpt of `text` from `offset` for messages: up to the end of the line, at most 40 characters. */
export function excerpt(text: string, offset: number, length = 40): string {
  const lineEnd = text.indexOf("\n", offset);
  const line = text.slice(offset, lineEnd === -1 ? undefined : lineEnd);
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
