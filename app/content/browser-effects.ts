// Docusaurus hydrates every page, so a content component's effects run in the reader's browser
// once the page loads (pnpm.io's settings page sends an old `#anchor` on to the page that now
// documents it). Pages here are rendered on the server only and never hydrated: those effects
// never run, nor do its event handlers (a disclosure's `onClick` that would show its content), and
// nothing on the page says so. The checker names them.
import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "./problems";

const SCRIPT_MODULE = /\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
// A call of React's effect hooks, as `useEffect(`, `React.useLayoutEffect (` or `useInsertionEffect(`.
const EFFECT_CALL = /\b(use(?:Layout|Insertion)?Effect)\s*\(/;
// A JSX event handler attribute, as `onClick={toggle}` or `onMouseEnter={(e) => ...}`.
const EVENT_HANDLER = /(?<=\s)(on[A-Z][A-Za-z]*)\s*=\s*\{/;

/** One warning per content script module among a page's inputs that calls an effect hook, at its first call. */
export function browserEffectWarnings(inputs: Iterable<string>, contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const file of inputs) {
    const relative = path.relative(contentDir, file);
    if (!SCRIPT_MODULE.test(file) || relative.startsWith("..") || relative.split(path.sep).includes("node_modules")) continue;
    const source = readText(file);
    const where = relative.split(path.sep).join("/");
    const call = firstEffectCall(source);
    if (call) {
      problems.push({
        file: where,
        line: call.line,
        severity: "warning",
        kind: "browser-effect",
        message: `${call.hook} runs only in the browser, once Docusaurus has hydrated the page; pages here are rendered on the server and not hydrated, so what it does never happens on this site`,
      });
    }
    const handler = firstEventHandler(source);
    if (handler) problems.push({ file: where, line: handler.line, severity: "warning", kind: "browser-event", message: browserEventMessage(handler.name, handler.element) });
  }
  return problems;
}

/** The warning for a JSX event handler (`onClick` on `<span>`), in a component or in a page or partial. */
export function browserEventMessage(name: string, element: string | undefined): string {
  return `${name}${element ? ` on <${element}>` : ""} runs only in the browser, once Docusaurus has hydrated the page; pages here are rendered on the server and not hydrated, so it does nothing on this site, and what it would change (content it reveals, a state it toggles) stays as first rendered`;
}

/** The first JSX event handler attribute of a module's code, outside comments, the element it is written on, and its line. */
function firstEventHandler(source: string): { name: string; element: string | undefined; line: number } | undefined {
  let offset = 0;
  for (const [index, line] of source.split("\n").entries()) {
    const code = line.replace(/\/\/.*$/, "");
    const match = EVENT_HANDLER.exec(code);
    if (match && !insideBlockComment(source, offset + match.index)) {
      const element = /<([A-Za-z][\w.]*)[^<>]*$/.exec(source.slice(0, offset + match.index))?.[1];
      return { name: match[1], element, line: index + 1 };
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** The first effect hook called in a module's code, outside comments, and its line. */
function firstEffectCall(source: string): { hook: string; line: number } | undefined {
  let offset = 0;
  for (const [index, line] of source.split("\n").entries()) {
    const code = line.replace(/\/\/.*$/, "");
    const match = EFFECT_CALL.exec(code);
    if (match && !insideBlockComment(source, offset + match.index)) return { hook: match[1], line: index + 1 };
    offset += line.length + 1;
  }
  return undefined;
}

/** Whether a position of the source lies inside a block comment. */
function insideBlockComment(source: string, position: number): boolean {
  const opening = source.lastIndexOf("/*", position);
  return opening !== -1 && source.lastIndexOf("*/", position) < opening;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
