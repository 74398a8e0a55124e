// Some grammars (Markdown, MDX, Vue...) colour a language they embed, such as the code in a fenced
// block shown inside a Markdown example, only when that language happens to be loaded already: they
// name its scope and do not load it. So the same block came out coloured or not depending on which
// pages its builder had built before. The languages such a block would embed are worked out from
// the block itself, with the grammar's own rules, and loaded first: a page then builds the same
// whatever came before it.
import type { BundledLanguage, LanguageRegistration, PatternScanner } from "shiki";

/** A grammar with languages it embeds lazily: its rules that embed another scope, as one scanner. */
interface LazyHost {
  /** Matches a line that opens one of the rules (the grammar's own `begin` patterns, in its order). */
  openers: PatternScanner;
  /** For each opener, the scopes its rule includes from other grammars. */
  scopesOf: string[][];
  /** The languages it embeds lazily. */
  embeds: string[];
}

const hosts = new Map<string, Promise<LazyHost | undefined>>();
/** Scope name -> language (undefined: none that a host embeds lazily), as found so far. */
const languageOfScope = new Map<string, string | undefined>();

/** A language module's grammars end with the language's own, after those it embeds eagerly. */
async function grammarOf(language: string): Promise<LanguageRegistration | undefined> {
  const { bundledLanguages } = await import("shiki");
  const load = bundledLanguages[language as BundledLanguage] as (typeof bundledLanguages)[BundledLanguage] | undefined;
  return load && (await load()).default.at(-1);
}

/** The scopes of other grammars a rule includes (`source.js`, `source.tsx#statements` -> `source.tsx`). */
function externalScopes(rule: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(rule)) for (const item of rule) externalScopes(item, found);
  else if (rule && typeof rule === "object") {
    for (const [key, value] of Object.entries(rule)) {
      if (key === "include" && typeof value === "string" && !/^[#$]/.test(value)) found.add(value.split("#")[0]);
      else externalScopes(value, found);
    }
  }
  return found;
}

async function loadHost(language: string): Promise<LazyHost | undefined> {
  const grammar = await grammarOf(language);
  if (!grammar?.embeddedLangsLazy?.length) return undefined;
  const begins: string[] = [];
  const scopesOf: string[][] = [];
  // The outermost rules with a `begin` that include another grammar (MDX nests them in lists).
  const visit = (rule: unknown): void => {
    if (Array.isArray(rule)) return rule.forEach(visit);
    if (!rule || typeof rule !== "object") return;
    const scopes = [...externalScopes(rule)].filter((scope) => scope !== grammar.scopeName);
    if (scopes.length === 0) return;
    if ("begin" in rule && typeof rule.begin === "string") {
      begins.push(rule.begin);
      scopesOf.push(scopes);
    } else if ("patterns" in rule) visit(rule.patterns);
  };
  Object.values(grammar.repository ?? {}).forEach(visit);
  const { createOnigurumaEngine } = await import("shiki");
  const engine = await createOnigurumaEngine(import("shiki/wasm"));
  return { openers: engine.createScanner(begins), scopesOf, embeds: grammar.embeddedLangsLazy };
}

/**
 * The language among `embeds` whose grammar has `scope`. Grammars are imported one by one (a
 * hundred milliseconds for all of Markdown's 57), the likely ones first: those named like a part
 * of the scope (`source.css.less`: css, less; `text.html.derivative`: html-derivative).
 */
async function languageOf(scope: string, embeds: string[]): Promise<string | undefined> {
  if (languageOfScope.has(scope)) return languageOfScope.get(scope);
  const { bundledLanguagesInfo } = await import("shiki");
  const parts = scope.split(".").slice(1);
  const words = new Set([...parts, ...parts.slice(1).map((part, index) => `${parts[index]}-${part}`)]);
  const likely = (id: string) => [id, ...(bundledLanguagesInfo.find((info) => info.id === id)?.aliases ?? [])].some((name) => words.has(name));
  for (const id of [...embeds.filter(likely), ...embeds.filter((id) => !likely(id))]) {
    const grammar = await grammarOf(id);
    if (!grammar) continue;
    languageOfScope.set(grammar.scopeName, grammar.name);
    if (grammar.scopeName === scope) return grammar.name;
  }
  languageOfScope.set(scope, undefined);
  return undefined;
}

/**
 * The languages `language`'s grammar would embed lazily for the lines of `code` (and those the
 * embedded ones would, in turn), as names to load. Empty for most languages.
 */
export async function languagesEmbeddedIn(code: string, language: string): Promise<string[]> {
  const found = new Set<string>();
  const toRead = [language];
  const lines = code.split("\n");
  for (let host = toRead.pop(); host !== undefined; host = toRead.pop()) {
    if (!hosts.has(host)) hosts.set(host, loadHost(host));
    const rules = await hosts.get(host)!;
    if (!rules) continue;
    const scopes = new Set(lines.flatMap((line) => {
      const opened = rules.openers.findNextMatchSync(line, 0, 0);
      return opened ? rules.scopesOf[opened.index] : [];
    }));
    for (const scope of scopes) {
      const embedded = await languageOf(scope, rules.embeds);
      if (embedded === undefined || embedded === language || found.has(embedded)) continue;
      found.add(embedded);
      toRead.push(embedded);
    }
  }
  return [...found];
}
