// The page builder thread's entry (bundled on its own as build/page-builder.js, with the Markdown
// libraries inside, so a builder starts without loading the web server or hundreds of small
// modules): builds the pages the server's pool sends it.
import { parentPort } from "node:worker_threads";
import { buildPage, loadCompiler, PageBuildError } from "./bundle.server";
import { READY, type BuildJob, type BuildReply, type PreprocessAnswer, type PreprocessRequest } from "./build-messages";
import type { Preprocessed } from "./markdown-preprocessor.server";
import { linkContext, type LinkContext } from "./markdown-plugins.server";
import { pageConfigOf } from "./page-config.server";
import { getHighlighter } from "./highlight.server";
import type { PageConfig } from "./page-config";

// Load the compiler and run it once over a small page while the first job is on its way: the
// first build in a thread pays for loading modules and running cold code. (No code block: a
// grammar the first page does not use would only delay it.) Then the highlighter (shiki and its
// WebAssembly engine, without grammars: about 130 ms) while no job waits for it, as most pages
// have code; jobs do not wait for that.
const WARM_UP_PAGE = "# Warm-up\n\nA *paragraph* with a [link](other.md).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
const warmedUp = loadCompiler().then(() =>
  buildPage({ file: "/warm-up.mdx", relativePath: "warm-up.mdx", frontmatter: {} }, WARM_UP_PAGE, linkContext("/", new Map()), pageConfigOf(null).pageConfig).catch(() => undefined),
);
// A failure shows again, with its page, when a page needs the highlighter.
void warmedUp.then(() => getHighlighter()).catch(() => undefined);

let current: { links: LinkContext; config: PageConfig } | undefined;

/** Preprocessor requests waiting for the server's answer, by request number. */
const pendingPreprocessing = new Map<number, (outcome: Preprocessed) => void>();
let nextRequest = 0;

/** The job's partials as the server's `markdown.preprocessor` makes them, asked of the server's thread. */
function preprocessorFor(job: BuildJob) {
  return (file: string, fileContent: string) =>
    new Promise<Preprocessed>((resolve) => {
      const request = nextRequest++;
      pendingPreprocessing.set(request, resolve);
      const message: PreprocessRequest = { id: job.id, request, file, fileContent };
      parentPort?.postMessage(message);
    });
}

parentPort?.on("message", async (message: BuildJob | PreprocessAnswer) => {
  if ("outcome" in message) {
    pendingPreprocessing.get(message.request)?.(message.outcome);
    pendingPreprocessing.delete(message.request);
    return;
  }
  const job = message;
  let reply: BuildReply;
  try {
    // Page URLs and the config come with the first job of each content version, not with every job.
    if (job.version) current = { links: linkContext(job.contentDir, job.version.pageUrls, job.version.docsDir, job.version.otherDocsDirs, job.version.pluginFolders), config: job.version.config };
    if (!current) throw new Error("the page builder got a job before its content version");
    await warmedUp;
    reply = { id: job.id, page: await buildPage(job.page, job.source, current.links, current.config, job.preprocessesPartials ? preprocessorFor(job) : undefined) };
  } catch (error) {
    reply = error instanceof PageBuildError ? { id: job.id, problem: error.problem } : { id: job.id, failure: String(error) };
  }
  parentPort?.postMessage(reply);
});

parentPort?.postMessage(READY);
