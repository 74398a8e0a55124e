// What the content scripts share: the `--dir` option and a progress line.
import path from "node:path";
import { CONTENT_DIR, existingContentDir } from "~/content/config.server";

/** The content folder named by `--dir PATH` or `--dir=PATH`, else the site's own; an error when it is not a folder. */
export function contentDirFromArgs(args: string[], usage: string): string {
  const inline = args.find((arg) => arg.startsWith("--dir="));
  if (inline) return existingContentDir(path.resolve(inline.slice("--dir=".length)));
  const at = args.indexOf("--dir");
  if (at === -1) return existingContentDir(CONTENT_DIR);
  const value = args[at + 1];
  if (!value) throw new Error(`--dir needs a path\n${usage}`);
  return existingContentDir(path.resolve(value));
}

/** A progress bar on one rewritten line, only for a person watching a terminal (never in CI logs). */
export function progressReporter(label: string): ((done: number, total: number) => void) | undefined {
  if (!process.stdout.isTTY) return undefined;
  return (done, total) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stdout.write(`\r${label} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total}`);
    if (done === total) process.stdout.write("\r\x1b[K");
  };
}
