// `npm run check:content [-- --dir PATH]`: checks a content folder, prints the report, and exits
// with 1 when there are errors (warnings alone pass).
import path from "node:path";
import { checkContent } from "~/content/check.server";
import { formatReport } from "~/content/check-report";
import { CONTENT_DIR } from "~/content/config.server";

const USAGE = "usage: npm run check:content [-- --dir PATH]   (default: DOCS_CONTENT_DIR or ./docs-content)";

/** The content folder named by `--dir PATH` or `--dir=PATH`, else the site's own. */
function contentDirFromArgs(args: string[]): string {
  const inline = args.find((arg) => arg.startsWith("--dir="));
  if (inline) return path.resolve(inline.slice("--dir=".length));
  const at = args.indexOf("--dir");
  if (at === -1) return CONTENT_DIR;
  const value = args[at + 1];
  if (!value) throw new Error(`--dir needs a path\n${USAGE}`);
  return path.resolve(value);
}

/** Progress on one rewritten line, only for a person watching a terminal (never in CI logs). */
function progressReporter(): ((rendered: number, total: number) => void) | undefined {
  if (!process.stdout.isTTY) return undefined;
  return (rendered, total) => {
    process.stdout.write(`\rrendering pages: ${rendered}/${total}`);
    if (rendered === total) process.stdout.write("\r\x1b[K");
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const report = await checkContent(contentDirFromArgs(args), { onProgress: progressReporter() });
  process.stdout.write(formatReport(report));
  process.exitCode = report.errors > 0 ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(`check-content: ${error.message}`);
  process.exitCode = 2;
});
