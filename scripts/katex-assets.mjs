// Copies the stylesheet and fonts of the KaTeX that rehype-katex typesets with (another KaTeX may be
// installed beside it) to public/build/_katex-<version>/, for pages with math (app/content/math.server.ts
// finds the version the same way and links the stylesheet). Run by `npm run build`, after Remix's build.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const nearRehypeKatex = createRequire(createRequire(import.meta.url).resolve("rehype-katex"));
const katexDir = path.dirname(nearRehypeKatex.resolve("katex/package.json"));
const { version } = JSON.parse(fs.readFileSync(path.join(katexDir, "package.json"), "utf8"));
const target = path.join("public", "build", `_katex-${version}`);
fs.mkdirSync(path.join(target, "fonts"), { recursive: true });
fs.copyFileSync(path.join(katexDir, "dist", "katex.min.css"), path.join(target, "katex.min.css"));
for (const font of fs.readdirSync(path.join(katexDir, "dist", "fonts"))) {
  fs.copyFileSync(path.join(katexDir, "dist", "fonts", font), path.join(target, "fonts", font));
}
