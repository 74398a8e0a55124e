// The config's `markdown.preprocessor` (Docusaurus 3): a function of `{filePath, fileContent}` that
// returns the text a Markdown file is compiled from, as Docusaurus runs it on every page before MDX
// reads it. Sites use it for variables (`@pulsar:version@`) and link shorthands of their own, which
// show as written (or as text MDX rejects) without it. It runs here, in the config's context, on the
// page's own text, before the page is sent to a builder.
import path from "node:path";
import { hashText } from "./hash.server";
import { errorMessage } from "./content-code.server";
import { lineMentioning } from "./problems";
import type { RawConfigFile } from "./config-file.server";

/** A page's text as the config's preprocessor gives it, or why it gave none. */
export type Preprocessed = { source: string } | { error: string; file: string; line: number };

/** Runs the config's preprocessor on one file's text (`file` absolute, as Docusaurus gives it). */
export type MarkdownPreprocessor = (file: string, fileContent: string) => Preprocessed;

/** A file's text as the preprocessor makes it; `fallback` (by default the text as written) where it fails. */
export function preprocessedOr(preprocess: MarkdownPreprocessor, file: string, text: string, fallback = text): string {
  const outcome = preprocess(file, text);
  return "source" in outcome ? outcome.source : fallback;
}

const preprocessors = new WeakMap<RawConfigFile, MarkdownPreprocessor | null>();

/** The config's `markdown.preprocessor`, ready to run; undefined when it has none (or no config). */
export function markdownPreprocessorOf(configFile: RawConfigFile | null): MarkdownPreprocessor | undefined {
  if (!configFile) return undefined;
  if (!preprocessors.has(configFile)) preprocessors.set(configFile, preprocessorOf(configFile));
  return preprocessors.get(configFile) ?? undefined;
}

/**
 * What a page built with the config's preprocessor records for it: the function's text and every
 * content module the config ran, as what it returns may come from any of them. "none" without one.
 */
export function markdownPreprocessorFingerprint(configFile: RawConfigFile | null): string {
  const preprocessor = markdownSettingOf(configFile);
  if (typeof preprocessor !== "function" || !configFile) return hashText("none");
  return hashText([String(preprocessor), configFile.source, ...(configFile.modules ?? []).map((module) => `${module.file}\n${module.source}`)].join("\n"));
}

function markdownSettingOf(configFile: RawConfigFile | null): unknown {
  const markdown = configFile?.raw.markdown;
  return markdown && typeof markdown === "object" ? (markdown as Record<string, unknown>).preprocessor : undefined;
}

function preprocessorOf(configFile: RawConfigFile): MarkdownPreprocessor | null {
  const preprocessor = markdownSettingOf(configFile);
  const { settle } = configFile;
  if (typeof preprocessor !== "function" || !settle) return null;
  const at = { file: configFile.file, line: lineMentioning(configFile.source, "preprocessor", "markdown") };
  return (file, fileContent) => {
    const outcome = settle(preprocessor, [{ filePath: path.resolve(file), fileContent }]);
    const failed = (reason: string): Preprocessed => ({ ...at, error: `markdown.preprocessor ${reason} for ${path.basename(file)}; Docusaurus stops its build on this` });
    if (!outcome.settled) return failed("waits for something other than promises (a file, a timer)");
    if (outcome.error !== undefined) return failed(`threw "${errorMessage(outcome.error)}"`);
    if (typeof outcome.value !== "string") return failed(`returned ${outcome.value === null ? "null" : typeof outcome.value}, not the file's text`);
    return { source: outcome.value };
  };
}
