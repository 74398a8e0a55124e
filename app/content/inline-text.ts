// Inline Markdown/MDX as plain text: for search sections, heading anchors and titles taken from
// a page's first heading.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", mdash: "—", ndash: "–", copy: "©", reg: "®", trade: "™" };

/** HTML character references -> their characters (the usual named ones, and any by number). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * `text` with each code span (CommonMark: a run of backticks up to the next run of exactly as many)
 * replaced by `keep(its code)`; a run with no such partner is text. Scanned run by run, not matched
 * by one regular expression: one with a lazy group took 8 s on a line of 3,000 backticks.
 */
function replaceCodeSpans(text: string, keep: (code: string) => string): string {
  const runs = [...text.matchAll(/`+/g)].map((match) => ({ start: match.index ?? 0, length: match[0].length }));
  // The index of the next run of the same length, for each run.
  const partner: (number | undefined)[] = [];
  const laterOfLength = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    partner[i] = laterOfLength.get(runs[i].length);
    laterOfLength.set(runs[i].length, i);
  }
  let result = "";
  let copiedTo = 0;
  for (let i = 0; i < runs.length; i++) {
    const closing = partner[i];
    if (closing === undefined) continue;
    const code = text.slice(runs[i].start + runs[i].length, runs[closing].start).replace(/\n/g, " ");
    // One space is stripped from both ends when both have one and the code is not only spaces.
    const trimmed = code.startsWith(" ") && code.endsWith(" ") && code.trim() ? code.slice(1, -1) : code;
    result += text.slice(copiedTo, runs[i].start) + keep(trimmed);
    copiedTo = runs[closing].start + runs[closing].length;
    i = closing;
  }
  return result + text.slice(copiedTo);
}

/**
 * The content of an ATX heading line after its opening `#`s, as CommonMark reads it: without the
 * spaces around it and without a closing run of `#`s, which must follow a space (`# Learn C#` is
 * about C#). Scanned, not matched: a regular expression tried at every space of a long run.
 */
export function atxHeadingContent(afterHashes: string): string {
  const text = afterHashes.trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  return end === 0 || text[end - 1] === " " || text[end - 1] === "\t" ? text.slice(0, end).trimEnd() : text;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Underscore runs that open or close emphasis (not inside a word: snake_case stays) removed. */
function withoutEmphasisUnderscores(text: string): string {
  return text.replace(/_+/g, (run, offset: number) => {
    const before = text[offset - 1];
    const after = text[offset + run.length];
    return before === undefined || after === undefined || !WORD_CHARACTER.test(before) || !WORD_CHARACTER.test(after) ? "" : run;
  });
}

/**
 * Inline Markdown/MDX -> the text a reader sees, as hast-util-to-string would read it from the
 * rendered HTML (so headings slug the same): code spans and escapes kept literally, JSX tags,
 * expressions, comments and images dropped, link text kept, emphasis markers removed.
 */
export function inlineText(markdown: string): string {
  const literals: string[] = [];
  const keep = (text: string) => `\uE000${literals.push(text) - 1}\uE001`;
  let text = replaceCodeSpans(markdown, keep)
    .replace(/\\([!-/:-@[-`{-~])/g, (_, character: string) => keep(character))
    .replace(/<!--[\s\S]*?-->/g, "");
  // Innermost braces first, so nested expressions such as {{a: 1}} go as a whole.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, "");
  }
  text = text
    .replace(/<\/?([A-Za-z][\w.:-]*(\s[^<>]*)?)?\/?>/g, "")
    // Bracket and parenthesis contents exclude their own opening character, so a long run of `[`
    // or `(` costs one step per character, not a scan to the line's end from each (quadratic);
    // a destination may hold one level of parentheses, as Wikipedia addresses do.
    .replace(/!\[[^[\]]*\](\((?:[^()]|\([^()]*\))*\)|\[[^[\]]*\])?/g, "")
    .replace(/\[([^[\]]*)\](\((?:[^()]|\([^()]*\))*\)|\[[^[\]]*\])/g, "$1")
    .replace(/\*+|~~+/g, "");
  return decodeEntities(withoutEmphasisUnderscores(text)).replace(/\uE000(\d+)\uE001/g, (_, index: string) => literals[Number(index)]);
}
