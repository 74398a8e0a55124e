// A frontmatter block that does not open its file: tools that write HTML comments at the top of a
// page (Joggr's banner on Redwood's docs) push it down, and then Docusaurus, which reads
// frontmatter only at the file's first line, reads it as Markdown: a rule, then the key lines as a
// heading (`description: …` under its closing `---`), and its settings are lost.

export interface LateFrontmatter {
  /** 1-based line of its opening `---`. */
  line: number;
  /** Its first key. */
  key: string;
}

const FENCE = /^---[ \t]*$/;
const KEY_LINE = /^[A-Za-z_][\w-]*:(?:[ \t]|$)/;

/**
 * The frontmatter block written below the file's first line with only blank lines and HTML
 * comments above it, or undefined (a file that opens with `---` has its frontmatter read).
 */
export function lateFrontmatterOf(source: string): LateFrontmatter | undefined {
  const lines = source.split(/\r?\n/);
  if (FENCE.test(lines[0] ?? "")) return undefined;
  let at = 0;
  while (at < lines.length) {
    const line = lines[at].trim();
    if (line === "") {
      at++;
    } else if (line.startsWith("<!--")) {
      // A comment runs to the line holding its `-->`.
      let end = at;
      let from = lines[at].indexOf("<!--") + 4;
      while (end < lines.length && !lines[end].includes("-->", from)) {
        end++;
        from = 0;
      }
      at = end + 1;
    } else {
      break;
    }
  }
  if (at === 0 || at >= lines.length || !FENCE.test(lines[at])) return undefined;
  const keyLine = lines[at + 1] ?? "";
  if (!KEY_LINE.test(keyLine)) return undefined;
  // Up to its closing `---`, every line is YAML of a key: a key line, or one indented under it.
  for (let next = at + 2; next < lines.length; next++) {
    if (FENCE.test(lines[next])) return { line: at + 1, key: keyLine.slice(0, keyLine.indexOf(":")) };
    if (!KEY_LINE.test(lines[next]) && !/^(?:[ \t]+\S|- )/.test(lines[next])) return undefined;
  }
  return undefined;
}
