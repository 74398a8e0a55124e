// remark-typescript-tools' `transpileCodeblocks` (the Redux sites add it to their docs' remark plugins) splits a
// TypeScript code block into virtual files at its `// file: name` lines and shows, in its TypeScript tab, those not
// flagged `noEmit`: the setup the example type-checks against is hidden. The page's build does the same to its code
// blocks (remarkTranspiledCodeblocks), and search reads a page's text so, as readers see it.

/** A `// file: name flags` line of remark-typescript-tools, which starts a virtual file of the block. */
const VIRTUAL_FILE_LINE = /^\/\/ file: ([\w\-./[\]]+)(?: (.*))?\s*$/gm;

/**
 * The code of a TypeScript block as the plugin's TypeScript tab shows it: the block is split into virtual files at its
 * `// file: name` lines (what stands above the first is dropped, as the plugin drops it), the files flagged `noEmit` are
 * left out, and one file left is shown alone, several each under its `// file:` line; undefined when the block names no
 * file.
 */
export function transpiledCodeOf(code: string): string | undefined {
  const markers = [...code.matchAll(VIRTUAL_FILE_LINE)];
  if (markers.length === 0) return undefined;
  const files = markers.map((marker, i) => ({
    name: marker[1],
    code: code.slice(marker.index + marker[0].length + 1, i + 1 < markers.length ? markers[i + 1].index : code.length),
    skip: (marker[2] ?? "").split(" ").includes("noEmit"),
  }));
  const shown = files.filter((file) => !file.skip);
  if (shown.length === 1) return shown[0].code.trim();
  return shown.map((file) => `// file: ${file.name}\n${file.code.trim()}`).join("\n\n\n");
}

const FENCE_LINE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Whether a fence's info string (`ts title="app/store.ts"`) opens a block the plugin rewrites: ts or tsx, not `no-transpile`. */
function isTranspiledFence(info: string): boolean {
  const [lang, ...meta] = info.trim().split(/\s+/);
  return (lang === "ts" || lang === "tsx") && !meta.includes("no-transpile");
}

/** A Markdown text with each TypeScript block's code as the plugin shows it (see transpiledCodeOf); other text as written. */
export function transpiledCodeblocksInText(markdown: string): string {
  const lines = markdown.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_LINE.exec(lines[i]);
    out.push(lines[i]);
    if (!open || (open[2][0] === "`" && open[3].includes("`"))) continue;
    const [, indent, fence, info] = open;
    const close = lines.findIndex((line, at) => at > i && new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`).test(line));
    const end = close === -1 ? lines.length : close;
    const body = lines.slice(i + 1, end);
    const code = isTranspiledFence(info) ? transpiledCodeOf(body.map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join("\n")) : undefined;
    out.push(...(code === undefined ? body : code.split("\n").map((line) => (line ? indent + line : line))));
    if (close !== -1) out.push(lines[close]);
    i = end;
  }
  return out.join("\n");
}
