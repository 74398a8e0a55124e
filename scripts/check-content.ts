// `npm run check:content [-- --dir PATH]`: checks a content folder, prints the report, and exits
// with 1 when there are errors (warnings alone pass).
import { checkContent } from "~/content/check.server";
import { formatReport } from "~/content/check-report";
import { contentDirFromArgs, progressReporter } from "./cli";

const USAGE = "usage: npm run check:content [-- --dir PATH] [-- --notices]   (default: DOCS_CONTENT_DIR or ./docs-content; --notices lists the notices too)";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const report = await checkContent(contentDirFromArgs(args, USAGE), { onProgress: progressReporter("rendering pages") });
  process.stdout.write(formatReport(report, { listNotices: args.includes("--notices") }));
  process.exitCode = report.errors > 0 ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(`check-content: ${error.message}`);
  process.exitCode = 2;
});
