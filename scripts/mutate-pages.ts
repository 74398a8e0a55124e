// `npm run mutate-pages [-- --dir PATH] [--count N] [--seed S]`: builds pages of a content folder
// with random damage written into them (stray braces and tags, dropped fences, truncation, bad
// frontmatter, nesting thousands deep...) and reports every outcome that is neither a page nor that
// page's own error with a file and line: an error of another kind, a build that never settles, a
// crash. A robustness probe for writers' mistakes, not a test: it is random (reproducible by seed)
// and slow. Exits 1 when it found any such outcome.
import { buildPage, PageBuildError } from "~/content/bundle.server";
import { pageSourceOf } from "~/content/pages.server";
import { loadSite } from "~/content/site.server";
import { contentDirFromArgs, progressReporter } from "./cli";

const USAGE = "usage: npm run mutate-pages [-- --dir PATH] [--count N] [--seed S]";
/** A build that takes longer is listed: the server's builders give a page 30 s. */
const SLOW_MS = 10_000;

function numberOption(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} needs a whole number\n${USAGE}`);
  return value;
}

/** A small seeded generator (a linear congruential one), so a run can be repeated exactly. */
function randomFrom(seed: number): () => number {
  let state = seed % 2147483648;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

type Mutation = (text: string, random: () => number) => string;

const insertAt = (text: string, at: number, inserted: string) => text.slice(0, at) + inserted + text.slice(at);
const anywhere = (text: string, random: () => number) => Math.floor(random() * (text.length + 1));
const lineStart = (text: string, random: () => number) => {
  const lines = text.split("\n");
  return lines.slice(0, Math.floor(random() * lines.length)).join("\n").length;
};
/** A block inserted at the start of a random line, with blank lines around it. */
const block = (inserted: string): Mutation => (text, random) => insertAt(text, lineStart(text, random), `\n${inserted}\n`);
const character = (inserted: string): Mutation => (text, random) => insertAt(text, anywhere(text, random), inserted);

const MUTATIONS: Record<string, Mutation> = {
  "open brace": character("{"),
  "close brace": character("}"),
  "less-than": character("<"),
  "open comment": character("<!--"),
  "open link": character("[x]("),
  "control characters": character("\u0000\u0007\uFFFE"),
  "unclosed element": block('<Widget size="2">'),
  "stray closing tag": block("</div>"),
  "stray admonition fence": block(":::"),
  "broken export": block("export const value = ;"),
  "missing import": block("import Missing from './missing-module';\n\n<Missing />"),
  "expression that throws": block("{(() => { throw new Error('thrown on purpose') })()}"),
  "empty heading id": block("## Heading {#}"),
  "ragged table": block("| a | b |\n|---|\n| 1 | 2 | 3 |"),
  "quotes 2,000 deep": block(`${"> ".repeat(2000)}bottom`),
  "lists 300 deep": block(Array.from({ length: 300 }, (_, depth) => `${" ".repeat(depth * 2)}- item`).join("\n")),
  "bad frontmatter": (text) => (text.startsWith("---\n") ? insertAt(text, 4, "broken: [unclosed\n") : `---\nbroken: [unclosed\n---\n${text}`),
  truncated: (text, random) => text.slice(0, anywhere(text, random)),
  "fence dropped": (text, random) => {
    const lines = text.split("\n");
    const fences = lines.flatMap((line, index) => (/^\s*(```|~~~)/.test(line) ? [index] : []));
    if (fences.length === 0) return `${text}\n\`\`\`js\n`;
    lines.splice(fences[Math.floor(random() * fences.length)], 1);
    return lines.join("\n");
  },
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const count = numberOption(args, "--count", 200);
  const seed = numberOption(args, "--seed", 1);
  const site = loadSite(contentDirFromArgs(args, USAGE));
  const pages = [...site.pages.values()];
  const random = randomFrom(seed);
  const names = Object.keys(MUTATIONS);
  const findings: string[] = [];
  let current = "";
  // What escapes a build's promise (an unhandled rejection) would otherwise end the run unexplained.
  process.on("unhandledRejection", (reason) => {
    console.log(`\nunhandled rejection while building ${current}: ${(reason as Error)?.stack ?? reason}`);
    process.exit(1);
  });
  const outcomes = new Map<string, { built: number; failed: number }>();
  const progress = progressReporter("mutating");
  for (let done = 0; done < count; done++) {
    const page = pages[Math.floor(random() * pages.length)];
    const name = names[Math.floor(random() * names.length)];
    const source = MUTATIONS[name](pageSourceOf(page), random);
    current = `${page.relativePath} (${name}, #${done + 1} of seed ${seed})`;
    const tally = outcomes.get(name) ?? { built: 0, failed: 0 };
    outcomes.set(name, tally);
    const started = performance.now();
    try {
      await buildPage(page, source, site.links, site.pageConfig);
      tally.built++;
    } catch (error) {
      tally.failed++;
      if (!(error instanceof PageBuildError)) findings.push(`${current}: not the page's own error: ${(error as Error)?.stack ?? error}`);
      else if (error.problem.file === "") findings.push(`${current}: an error that names no file: ${error.message}`);
    }
    const elapsed = performance.now() - started;
    if (elapsed > SLOW_MS) findings.push(`${current}: took ${(elapsed / 1000).toFixed(1)} s`);
    progress?.(done + 1, count);
  }
  for (const [name, { built, failed }] of [...outcomes].sort()) console.log(`${name}: ${built} built, ${failed} their own error`);
  for (const finding of findings) console.log(finding);
  console.log(`mutate-pages: ${count} damaged pages (seed ${seed}), ${findings.length} findings`);
  if (findings.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exitCode = 2;
});
