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
 * Inline Markdown/MDX -> the text a reader sees, as hast-util-to-string would read it from the
 * rendered HTML (so headings slug the same): code spans and escapes kept literally, JSX tags,
 * expressions, comments and images dropped, link text kept, emphasis markers removed.
 */
export function inlineText(markdown: string): string {
  const literals: string[] = [];
  const keep = (text: string) => `\uE000${literals.push(text) - 1}\uE001`;
  let text = markdown
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, code: string) => keep(code.replace(/\n/g, " ").replace(/^ (.*[^ ].*) $/, "$1")))
    .replace(/\\([!-/:-@[-`{-~])/g, (_, character: string) => keep(character))
    .replace(/<!--[\s\S]*?-->/g, "");
  // Innermost braces first, so nested expressions such as {{a: 1}} go as a whole.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, "");
  }
  text = text
    .replace(/<\/?([A-Za-z][\w.:-]*(\s[^<>]*)?)?\/?>/g, "")
    .replace(/!\[[^\]]*\](\([^)]*\)|\[[^\]]*\])?/g, "")
    .replace(/\[([^\]]*)\](\([^)]*\)|\[[^\]]*\])/g, "$1")
    .replace(/\*+|~~+/g, "")
    .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=[^\p{L}\p{N}_]|$)/gu, "$1");
  return decodeEntities(text).replace(/\uE000(\d+)\uE001/g, (_, index: string) => literals[Number(index)]);
}
