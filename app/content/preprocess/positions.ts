// Offsets in a text -> lines and excerpts, for messages that point writers at the right place.

/** The index of the first element of a sorted array that is >= `value` (the array's length if none is). */
export function lowerBound(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Maps an offset in `text` to its 1-based line in the file, given the file line `text` starts on. */
export function lineLocator(text: string, firstLine: number): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) newlines.push(i);
  return (offset) => firstLine + lowerBound(newlines, offset);
}

/** A short excerpt of `text` from `offset` for messages: up to the end of the line, at most 40 characters. */
export function excerpt(text: string, offset: number, length = 40): string {
  // Only as far as the excerpt reaches: a line of many problems would otherwise be read to its end for each.
  const window = text.slice(offset, offset + length + 1);
  const lineEnd = window.indexOf("\n");
  const line = lineEnd === -1 ? window : window.slice(0, lineEnd);
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
