// A Markdown file cut into the parts preprocessing treats differently: frontmatter, fenced code and
// ESM (`import`/`export` blocks) pass through untouched; only prose is rewritten.
import { Parser } from "acorn";
import jsx from "acorn-jsx";

export interface Segment {
  kind: "frontmatter" | "code" | "esm" | "prose";
  /** 1-based line of the segment's first line in the file. */
  firstLine: number;
  lines: string[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ESM_START = /^(import|export)[\s{*]/;
const COMMENT_START = /^[ \t]*<!--/;
/**
 * A line (trimmed) that ends an import statement: `import x from "y";`, `} from "y"` or `import "y"`.
 * One `\s*` only around the `;`: two in a row backtrack quadratically on a long run of spaces.
 */
const IMPORT_END = /^(?:import\b.*\bfrom|\}.*\bfrom|import)\s*(["'])[^"'\n]*\1\s*;?$/;
/** What may follow a finished import inside an ESM block: another import or export, or a comment. */
const ESM_GOES_ON = /^\s*(?:import|export|\/\/|\/\*)/;
/** A line opening a declaration (`const users = ...`, `function show() {`), which under an import is code, as MDX 1 read it. */
const DECLARATION_START = /^\s*(?:(?:const|let|var)\s+[\w${[]|(?:async\s+)?function\b|class\s+[\w$])/;

const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

const JsxParser = Parser.extend(jsx());

/**
 * Whether an ESM block's code, up to a blank line, stops in the middle of a statement (an
 * exported function whose body has a blank line in it, as Prettier leaves them): MDX then goes on
 * through the blank line, as its parser fails at the end of the code, not before it.
 */
function esmGoesOnAfter(code: string): boolean {
  try {
    JsxParser.parse(code, { ecmaVersion: "latest", sourceType: "module" });
    return false;
  } catch (error) {
    return (error as { raisedAt?: number }).raisedAt !== undefined && (error as { raisedAt: number }).raisedAt >= code.length;
  }
}

/**
 * Whether a line is a whole block on its own, so that the next line starts a new one (an import
 * there is ESM, as MDX reads it): a thematic break or setext underline (`---`, `* * *`, `===`), or
 * an ATX heading. Scanned, not matched: spaces between the marks make patterns backtrack.
 */
function endsItsBlock(line: string): boolean {
  if (ATX_HEADING.test(line)) return true;
  const indent = line.length - line.trimStart().length;
  const marks = line.trim();
  if (indent > 3 || marks.length === 0) return false;
  const mark = marks[0];
  if (mark === "=") return [...marks].every((char) => char === "=");
  if (mark !== "-" && mark !== "*" && mark !== "_") return false;
  let count = 0;
  for (const char of marks) {
    if (char === mark) count++;
    else if (char !== " " && char !== "\t") return false;
  }
  return count >= 3;
}

/** Splits the file into segments, in order; joined with "\n" they give back the file. */
export function segmentsOf(source: string): Segment[] {
  const lines = source.split("\n");
  const segments: Segment[] = [];
  const add = (kind: Segment["kind"], index: number, line: string) => {
    const last = segments.at(-1);
    if (last?.kind === kind && kind !== "code") last.lines.push(line);
    else segments.push({ kind, firstLine: index + 1, lines: [line] });
  };

  let index = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
    if (end !== -1) {
      for (; index <= end; index++) add("frontmatter", index, lines[index]);
    }
  }
  let fence: string | undefined;
  let inEsm = false;
  let inComment = false;
  // A comment that opened a block ends it on the line of its `-->`: the next line starts a new
  // block, where an import is ESM (`<!-- prettier-ignore -->` over an import, as Prettier wants it).
  let commentOpenedBlock = false;
  let commentEnded = false;
  for (; index < lines.length; index++) {
    const line = lines[index];
    const afterComment: boolean = commentEnded;
    commentEnded = false;
    // A comment opening a line runs to its `-->`, fences inside included, as in Docusaurus (and an
    // HTML block in CommonMark): it is prose, which preprocessing leaves out whole.
    if (inComment) {
      add("prose", index, line);
      inComment = !line.includes("-->");
      commentEnded = !inComment && commentOpenedBlock;
      continue;
    }
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      segments.at(-1)!.lines.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      segments.push({ kind: "code", firstLine: index + 1, lines: [line] });
      continue;
    }
    // Where a block may start: after a blank line, the frontmatter, a closed code fence, a comment
    // that opened a block, or a line that is a block on its own.
    const previousBlank: boolean = index === 0 || !lines[index - 1].trim() || afterComment || segments.at(-1)?.kind === "frontmatter" || segments.at(-1)?.kind === "code" || (!inEsm && endsItsBlock(lines[index - 1]));
    // MDX's ESM block runs to the next blank line, but holds only imports and exports: markup right
    // under a finished import (`<head>`, text) is not code, so the block ends before it.
    const afterImport: boolean = inEsm && IMPORT_END.test(lines[index - 1].trim()) && !ESM_GOES_ON.test(line) && !DECLARATION_START.test(line);
    // It ends at a blank line unless its code is unfinished there.
    if (inEsm && line.trim() === "" && esmGoesOnAfter(segments.at(-1)!.lines.join("\n"))) {
      add("esm", index, line);
      continue;
    }
    inEsm = line.trim() !== "" && !afterImport && (inEsm || (previousBlank && ESM_START.test(line)));
    add(inEsm ? "esm" : "prose", index, line);
    const opened = COMMENT_START.exec(line);
    inComment = !inEsm && opened !== null && !line.includes("-->", opened[0].length);
    commentOpenedBlock = !inEsm && opened !== null && previousBlank;
    commentEnded = commentOpenedBlock && !inComment;
  }
  return segments;
}

const MDX_CODE_BLOCK_FENCE = /^\s*(`{3,}|~{3,})\s*mdx-code-block\s*$/;

/**
 * Docusaurus reads a ```` ```mdx-code-block ```` fence's content as MDX (it lets one source read
 * well on GitHub too): the fence lines become blank lines, so every other line keeps its number.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes("mdx-code-block")) return source;
  return segmentsOf(source)
    .map(({ kind, lines }) => {
      if (kind !== "code" || !MDX_CODE_BLOCK_FENCE.test(lines[0])) return lines;
      const closed = lines.length > 1 && /^\s*(`{3,}|~{3,})\s*$/.test(lines.at(-1)!);
      return ["", ...lines.slice(1, closed ? -1 : undefined), ...(closed ? [""] : [])];
    })
    .flat()
    .join("\n");
}

interface ImportBinding {
  /** What the module exports: "default", "*" for a namespace import, or an export name. */
  imported: string;
  local: string;
}

/** The bindings of every `import ... from "<module>"` in an ESM block, by module specifier. */
export function importsOf(esm: string): { module: string; bindings: ImportBinding[] }[] {
  // Only where a statement starts, a line's start or after a `;` (Prettier joins a page's imports
  // into one line, `import A from 'a'; import { B } from 'b';`): "import" is also an English word.
  return [...esm.matchAll(/(?:^|;)\s*import\s+([^'";]+?)\s+from\s+(["'])(.*?)\2/gm)].map(([, clause, , module]) => {
    const bindings: ImportBinding[] = [];
    const defaultName = /^[\w$]+/.exec(clause)?.[0];
    if (defaultName) bindings.push({ imported: "default", local: defaultName });
    const namespace = /\*\s*as\s+([\w$]+)/.exec(clause)?.[1];
    if (namespace) bindings.push({ imported: "*", local: namespace });
    for (const specifier of /\{([^}]*)\}/.exec(clause)?.[1].split(",") ?? []) {
      const [imported, local = imported] = specifier.trim().split(/\s+as\s+/);
      if (imported) bindings.push({ imported, local });
    }
    // Docusaurus content escapes Markdown in paths (`'../\_partials/x.md'`); JavaScript drops the backslash.
    return { module: module.replace(/\\(.)/g, "$1"), bindings };
  });
}

/** The modules an ESM block imports or re-exports from (`import x from "m"`, `import "m"`, `export { x } from "m"`). */
export function importedModules(esm: string): string[] {
  const statements = esm.matchAll(/(?:^|;)\s*(?:import\s*(["'])(.*?)\1|(?:import|export)\b[^'";]*?\bfrom\s*(["'])(.*?)\3)/gm);
  // Docusaurus content escapes Markdown in paths (`'../\_partials/x.md'`); JavaScript drops the backslash.
  return [...statements].map((match) => (match[2] ?? match[4]).replace(/\\(.)/g, "$1"));
}

/** A top-level declaration of an ESM block that no `export` opens, as written (`const users`), at its 1-based line in the block. */
export interface UnexportedDeclaration {
  line: number;
  written: string;
}

type DeclarationNode = {
  type: string;
  start: number;
  loc: { start: { line: number; column: number } };
  kind?: string;
  id?: { name?: string } | null;
  declarations?: { id: { type: string; name?: string } }[];
};

/** How a declaration opens, `const users` or `function showcase`, for a message. */
function declarationWritten(node: DeclarationNode): string {
  if (node.type !== "VariableDeclaration") return `${node.type === "ClassDeclaration" ? "class" : "function"} ${node.id?.name ?? ""}`.trim();
  const first = node.declarations?.[0]?.id;
  return `${node.kind} ${first?.type === "Identifier" ? first.name : "{...}"}`;
}

/**
 * An ESM block's lines with `export` put before each top-level declaration (`const`, `let`, `var`,
 * `function`, `class`) that has none, and those declarations. MDX 1 (Docusaurus 2) put an
 * import/export block's code into the page's module as written, so a page could declare its data
 * and helpers there (`const users = require('./users.json')` under its imports); MDX 3 takes only
 * imports and exports ("only import/exports are supported"), and an exported declaration is the
 * same code. A block that does not parse is left as it is, for MDX to report.
 */
export function exportingDeclarations(lines: string[]): { lines: string[]; declarations: UnexportedDeclaration[] } {
  // Most blocks are imports and exports alone: those are not parsed.
  if (!lines.some((line) => DECLARATION_START.test(line))) return { lines, declarations: [] };
  let program: { body: DeclarationNode[] };
  try {
    program = JsxParser.parse(lines.join("\n"), { ecmaVersion: "latest", sourceType: "module", locations: true }) as unknown as { body: DeclarationNode[] };
  } catch {
    return { lines, declarations: [] };
  }
  const unexported = program.body.filter((node) => ["VariableDeclaration", "FunctionDeclaration", "ClassDeclaration"].includes(node.type));
  if (unexported.length === 0) return { lines, declarations: [] };
  const rewritten = [...lines];
  // From the last, so that an insertion does not move the columns of those before it on its line.
  for (const node of [...unexported].sort((a, b) => b.start - a.start)) {
    const { line, column } = node.loc.start;
    rewritten[line - 1] = `${rewritten[line - 1].slice(0, column)}export ${rewritten[line - 1].slice(column)}`;
  }
  return { lines: rewritten, declarations: unexported.map((node) => ({ line: node.loc.start.line, written: declarationWritten(node) })) };
}

/** The names an ESM block binds: default, named and namespace imports; exported declarations. */
export function declaredNames(esm: string): string[] {
  const names = importsOf(esm).flatMap(({ bindings }) => bindings.map((binding) => binding.local));
  for (const [, name] of esm.matchAll(/export\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g)) names.push(name);
  return names;
}

/** The names each `export { a, default as b } from "<module>"` of a source takes from its module. */
function reExportsOf(source: string): { module: string; names: string[] }[] {
  return [...source.matchAll(/(?:^|;)[ \t]*export[ \t]*\{([^}]*)\}\s*from\s*(["'])(.*?)\2/gm)].map(([, list, , module]) => ({
    module: module.replace(/\\(.)/g, "$1"),
    names: list.split(",").map((specifier) => specifier.trim().split(/\s+as\s+/)[0]).filter((name) => name && !name.startsWith("type ")),
  }));
}

/**
 * The export names a source takes from `module` ("default" included), by import or re-export (a
 * components index's `export { default as Card } from './Card'`), e.g. to stand in for a missing module.
 */
export function importedNames(source: string, module: string): string[] {
  const bindings = importsOf(source).filter((entry) => entry.module === module).flatMap((entry) => entry.bindings);
  // A namespace import (`import * as Icons`) uses the names its code reads off it (`<Icons.Check />`).
  const namespaceNames = bindings
    .filter((binding) => binding.imported === "*")
    .flatMap((binding) => [...source.matchAll(new RegExp(`(?<![\\w$.])${binding.local.replace(/\$/g, "\\$")}\\.([A-Za-z_$][\\w$]*)`, "g"))].map(([, name]) => name));
  const imported = [...bindings.map((binding) => binding.imported), ...namespaceNames];
  const reExported = reExportsOf(source).filter((entry) => entry.module === module).flatMap((entry) => entry.names);
  return [...new Set([...imported, ...reExported].filter((name) => name !== "*"))];
}
