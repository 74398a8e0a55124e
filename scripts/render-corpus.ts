// Renders every page of a content folder through the real pipeline (loadSite -> buildPage) and
// reports what failed, grouped by message, with warning counts by kind and the total time.
// Usage: npx vite-node scripts/render-corpus.ts -- --dir <content dir> [--concurrency 4] [--verbose]
import fs from "node:fs";
import path from "node:path";
import { buildPage, PageBuildError } from "../app/content/bundle.server";
import { loadSite } from "../app/content/site.server";
import type { PageRecord } from "../app/content/pages.server";
import { formatProblem, type ContentProblem } from "../app/content/problems";
import { forEachLimited } from "./lib/for-each-limited";

interface Options {
  dir: string;
  concurrency: number;
  verbose: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  return {
    dir: path.resolve(value("--dir") ?? "docs-content"),
    concurrency: Math.max(1, Number(value("--concurrency") ?? 4)),
    verbose: argv.includes("--verbose"),
  };
}

function countBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups].sort((a, b) => b[1].length - a[1].length);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const site = loadSite(options.dir);
  const pages = [...site.pages.values()];
  console.log(`${pages.length} pages in ${options.dir} (site loaded in ${Math.round(performance.now() - started)} ms)`);

  const failures: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  let done = 0;
  await forEachLimited(pages, options.concurrency, async (page: PageRecord) => {
    try {
      const rendered = await buildPage(page, fs.readFileSync(page.file, "utf8"), site.links);
      warnings.push(...rendered.warnings);
      if (options.verbose) rendered.warnings.forEach((warning) => console.log(formatProblem(warning)));
    } catch (error) {
      failures.push(error instanceof PageBuildError
        ? error.problem
        : { file: page.relativePath, line: 1, severity: "error", kind: "crash", message: String((error as Error).stack ?? error) });
    }
    done++;
    if (done % 50 === 0 || done === pages.length) {
      console.log(`  ${done}/${pages.length} (${failures.length} failed, ${Math.round((performance.now() - started) / 1000)} s)`);
    }
  });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.log("\nFailures by message:");
    for (const [message, group] of countBy(failures, (failure) => `[${failure.kind}] ${failure.message}`)) {
      console.log(`  ${group.length} x ${message}`);
      for (const failure of group.slice(0, 5)) console.log(`      ${failure.file}:${failure.line}`);
    }
  }
  console.log("\nWarnings by kind:");
  for (const [kind, group] of countBy(warnings, (warning) => warning.kind)) console.log(`  ${kind}: ${group.length}`);
  if (!warnings.length) console.log("  none");
  console.log(`\nRendered ${pages.length - failures.length}/${pages.length} pages in ${seconds} s`);
  process.exitCode = failures.length ? 1 : 0;
}

await main();
