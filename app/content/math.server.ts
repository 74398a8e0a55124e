// Math, for sites whose config adds remark-math (and rehype-katex) to their Markdown plugins, as
// Docusaurus documents it: `$...$` and `$$...$$` (and ```` ```math ```` blocks) are typeset with KaTeX
// when the page is built, into HTML and MathML, and the page's HTML leads with a link to the
// stylesheet of the KaTeX that did the typesetting, served with its fonts from public/build.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Root } from "hast";
import type { VFile } from "vfile";

let version: string | undefined;

/**
 * The version of the KaTeX rehype-katex typesets with (another KaTeX may be installed beside it), whose stylesheet and
 * fonts `npm run build` copies to public/build/_katex-<version>/ (scripts/katex-assets.mjs finds it the same way).
 */
export function katexVersion(): string {
  if (version) return version;
  const nearRehypeKatex = createRequire(createRequire(import.meta.url).resolve("rehype-katex"));
  return (version = (JSON.parse(fs.readFileSync(nearRehypeKatex.resolve("katex/package.json"), "utf8")) as { version: string }).version);
}

/** The stylesheet link a page with math leads with. */
export function katexStylesheetLink(): string {
  return `<link rel="stylesheet" href="/build/_katex-${katexVersion()}/katex.min.css">\n`;
}

/** Whether built HTML holds typeset math. */
export function hasTypesetMath(html: string): boolean {
  return html.includes('class="katex');
}

/** A formula KaTeX could not read: shown as written, in KaTeX's error colour, and named by the checker. */
export interface MathError {
  file: string;
  line: number;
  reason: string;
}

/** The plugins, imported when a page of a site with math is first built (KaTeX is large; most sites have none). */
async function importMath() {
  const [remarkMath, rehypeKatex] = await Promise.all([import("remark-math"), import("rehype-katex")]);
  return { remarkMath: remarkMath.default, rehypeKatex: rehypeKatex.default };
}
let math: ReturnType<typeof importMath> | undefined;
export const loadMath = () => (math ??= importMath());

/** KaTeX's options: no console warnings for LaTeX it reads leniently (Unicode in math, say), as they would only fill the server's log. */
export const KATEX_OPTIONS = { strict: "ignore" } as const;

/** Passes on the formulas rehype-katex could not typeset (it notes them on the file), with their lines. */
export function rehypeMathErrors({ onMathError }: { onMathError: (error: MathError) => void }) {
  return (_tree: Root, file: VFile) => {
    for (const message of file.messages) {
      if (message.source === "rehype-katex") onMathError({ file: file.path, line: message.line ?? 1, reason: message.reason });
    }
  };
}
