// `npm run warm [-- --dir PATH]`: builds every page of a content folder into the on-disk page
// cache, so a server started afterwards (same engine, same content) serves no cold page.
import { PageBuildError } from "~/content/bundle.server";
import { forEachLimited } from "~/content/for-each-limited";
import { bundleCount, renderPage } from "~/content/page-cache.server";
import { pageSourceOf } from "~/content/pages.server";
import { loadSite } from "~/content/site.server";
import { contentDirFromArgs, progressReporter } from "./cli";

const USAGE = "usage: npm run warm [-- --dir PATH]   (default: DOCS_CONTENT_DIR or ./docs-content)";
const CONCURRENCY = 4;

async function main(): Promise<void> {
  const started = performance.now();
  const site = loadSite(contentDirFromArgs(process.argv.slice(2), USAGE));
  const pages = [...site.pages.values()];
  const progress = progressReporter("warming");
  let done = 0;
  const failed: string[] = [];
  await forEachLimited(pages, CONCURRENCY, async (page) => {
    try {
      await renderPage(page, () => pageSourceOf(page), site);
    } catch (error) {
      failed.push(error instanceof PageBuildError ? error.message : `${page.relativePath}: ${(error as Error).message}`);
    }
    progress?.(++done, pages.length);
  });
  await new Promise((resolve) => setTimeout(resolve, 100)); // let the last disk writes land
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const message of failed) console.log(`not cached: ${message}`);
  // bundleCount() counts every build started, the failed ones too.
  console.log(`warm: ${pages.length} pages in ${seconds} s (${bundleCount() - failed.length} built, ${pages.length - bundleCount()} already cached, ${failed.length} failed)`);
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exitCode = 2;
});
