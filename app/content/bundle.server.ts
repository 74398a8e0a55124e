// MDX source -> bundled code -> rendered HTML: one page's build, from preprocessing to the HTML
// and its table of contents. Caching lives in page-cache.server.ts.
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { bundleMDX } from "mdx-bundler";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypeSlug from "rehype-slug";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import type { Plugin as EsbuildPlugin, PartialMessage } from "esbuild";
import { importableModules, mdxComponents, missingModule } from "~/components/mdx";
import { hashFile } from "./hash.server";
import { preprocess } from "./preprocess.server";
import { rehypeCodeBlocks, rehypeContentLinks, rehypeFigures, rehypeTaskLists, remarkAdmonitions, remarkGithubAlerts, type LinkContext } from "./markdown-plugins.server";
import type { ContentProblem } from "./problems";
import type { PageRecord } from "./pages.server";
import { extractToc, type TocEntry } from "./toc";

/** Bumped whenever the pipeline's output changes, so caches from older engines are ignored. */
export const ENGINE_VERSION = "6";

export interface RenderedPage {
  html: string;
  toc: TocEntry[];
  /** Fix-ups and unresolved imports: the page renders, but the checker reports these. */
  warnings: ContentProblem[];
  /** Every file the bundle read, with its hash at the time: the cache entry is valid while they match. */
  inputs: [file: string, hash: string][];
}

export class PageBuildError extends Error {
  constructor(readonly problem: ContentProblem) {
    super(`${problem.file}:${problem.line}: ${problem.message}`);
  }
}

const MODULE_GLOBAL = "__importable";
const MISSING_GLOBAL = "__missingModule";

/** Resolves `@site/...` inside the content folder and turns imports of absent modules into placeholders. */
function contentImportsPlugin(contentDir: string, missing: string[]): EsbuildPlugin {
  return {
    name: "content-imports",
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await build.resolve("./" + args.path.slice("@site/".length), { kind: args.kind, resolveDir: contentDir });
        if (result.errors.length === 0) return { path: result.path };
        return { path: args.path, namespace: "missing-module" };
      });
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path in importableModules || /^react(-dom)?(\/|$)/.test(args.path)) return undefined;
        return { path: args.path, namespace: "missing-module" };
      });
      build.onLoad({ filter: /.*/, namespace: "missing-module" }, (args) => {
        missing.push(args.path);
        return { contents: `module.exports = ${MISSING_GLOBAL}(${JSON.stringify(args.path)});`, loader: "js" };
      });
    },
  };
}

// The page's (preprocessed) source is handed to esbuild under this virtual name next to the real
// file: it does not exist on disk, so mdx-bundler serves our in-memory text, and the `.mdx` ending
// makes every page compile as MDX, as Docusaurus does for `.md` files too.
const ENTRY_SUFFIX = ".entry.mdx";

interface CompileCause {
  reason?: string;
  line?: number;
  place?: { line?: number; start?: { line?: number } };
}

/** Where an esbuild/MDX error points: the file relative to the content folder, and the line. */
function locate(message: PartialMessage | undefined, page: PageRecord, contentDir: string): { file: string; line: number } {
  const location = message?.location;
  const cause = (message?.detail as { cause?: CompileCause } | undefined)?.cause;
  const lineInReason = Number(/\((\d+):\d+/.exec(cause?.reason ?? "")?.[1]);
  const line = location?.line || cause?.line || cause?.place?.start?.line || cause?.place?.line || lineInReason || 1;
  if (!location?.file) return { file: page.relativePath, line };
  const absolute = path.resolve(path.dirname(page.file), location.file).replace(ENTRY_SUFFIX, "");
  return { file: path.relative(contentDir, absolute), line };
}

function describe(message: PartialMessage | undefined, fallback: string): string {
  const cause = (message?.detail as { cause?: CompileCause } | undefined)?.cause;
  return (cause?.reason ?? message?.text ?? fallback).split("\n")[0];
}

/** The 1-based line where `text` first appears in `source`; 1 when it does not. */
function lineOf(source: string, text: string): number {
  const at = source.indexOf(text);
  return at === -1 ? 1 : source.slice(0, at).split("\n").length;
}

/** Bundles and renders one page. Throws PageBuildError with file and line when the MDX is broken. */
export async function buildPage(page: PageRecord, source: string, links: LinkContext): Promise<RenderedPage> {
  const { contentDir } = links;
  const prepared = preprocess(source);
  const missing: string[] = [];
  const inputs = new Set<string>([page.file]);
  let code: string;
  try {
    const result = await bundleMDX({
      source: { value: prepared.source, path: page.file + ENTRY_SUFFIX },
      cwd: path.dirname(page.file),
      globals: Object.fromEntries(Object.keys(importableModules).map((name) => [name, { varName: `${MODULE_GLOBAL}[${JSON.stringify(name)}]`, type: "cjs" }])),
      mdxOptions(options) {
        options.mdxExtensions = [".mdx", ".md"];
        options.mdExtensions = [];
        options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm, remarkDirective, remarkAdmonitions, remarkGithubAlerts];
        options.rehypePlugins = [
          ...(options.rehypePlugins ?? []),
          rehypeSlug,
          [rehypeAutolinkHeadings, { behavior: "append", properties: { className: ["hash-link"], ariaHidden: "true", tabIndex: -1 }, content: { type: "text", value: "#" } }],
          rehypeCodeBlocks,
          rehypeFigures,
          rehypeTaskLists,
          [rehypeContentLinks, links],
        ];
        return options;
      },
      esbuildOptions(options) {
        options.plugins = [contentImportsPlugin(contentDir, missing), ...(options.plugins ?? [])];
        options.metafile = true;
        // The code is evaluated once, on the server, right after the build: minifying it only costs time.
        options.minify = false;
        options.sourcemap = false;
        options.logLevel = "silent";
        options.plugins.push({
          name: "record-inputs",
          setup(build) {
            build.onEnd((result) => {
              for (const input of Object.keys(result.metafile?.inputs ?? {})) {
                if (!input.includes(":") && !input.endsWith(ENTRY_SUFFIX)) inputs.add(path.resolve(path.dirname(page.file), input));
              }
            });
          },
        });
        return options;
      },
    });
    code = result.code;
  } catch (error) {
    const errors = (error as { errors?: PartialMessage[] }).errors;
    const first = errors?.[0];
    const where = locate(first, page, contentDir);
    throw new PageBuildError({ ...where, severity: "error", kind: "mdx-compile", message: `MDX does not compile: ${describe(first, (error as Error).message)}` });
  }

  let html: string;
  try {
    const Content = getMDXComponent(code, { [MODULE_GLOBAL]: importableModules, [MISSING_GLOBAL]: missingModule });
    html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
  } catch (error) {
    throw new PageBuildError({ file: page.relativePath, line: 1, severity: "error", kind: "mdx-render", message: `page fails to render: ${(error as Error).message}` });
  }

  const warnings: ContentProblem[] = [
    ...prepared.fixups.map((fixup): ContentProblem => ({ file: page.relativePath, line: fixup.line, severity: "warning", kind: fixup.kind, message: fixup.message })),
    ...[...new Set(missing)].map((specifier): ContentProblem => ({ file: page.relativePath, line: lineOf(source, specifier), severity: "warning", kind: "missing-import", message: `import "${specifier}" does not resolve; a placeholder is shown` })),
  ];
  const fileInputs = [...inputs];
  return {
    html,
    toc: extractToc(html),
    warnings,
    inputs: fileInputs.map((file): [string, string] => [file, hashFile(file) ?? ""]),
  };
}
