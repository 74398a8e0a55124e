// The code languages a site adds to Prism itself, in its swizzled `src/theme/prism-include-languages`
// (Docusaurus calls it with Prism before any code block is highlighted): QuestDB's defines
// `questdb-sql`, which nearly every SQL example of its docs names. Its grammar is built from what
// the file imports at run time, which this site does not run; each such language is highlighted as
// the one it extends, or the one its name ends with, so its blocks are coloured rather than plain.
import fs from "node:fs";
import path from "node:path";
import { parse, type Node } from "acorn";
import { transformSync } from "esbuild";
import { visit } from "estree-util-visit";
import { existingFile } from "./module-files.server";

/**
 * The languages the content's `src/theme/prism-include-languages` assigns to Prism's `languages`
 * (`Prism.languages["questdb-sql"] = {...}`, or `.languages.name = ...`), each with the language it
 * is to be highlighted as: the first argument of a `languages.extend("sql", ...)` it is made with,
 * else what its name ends with after a hyphen (`questdb-sql` is `sql`), else its own name. The
 * highlighter leaves a block plain when that is no language it knows. Undefined without such a file
 * or language, or when the file does not parse.
 */
export function siteCodeLanguagesOf(contentDir: string): Record<string, string> | undefined {
  const file = existingFile(path.join(contentDir, "src", "theme", "prism-include-languages"));
  if (!file || !/\.[jt]sx?$/.test(file)) return undefined;
  let program: Node;
  try {
    const loader = file.endsWith(".ts") ? "ts" : file.endsWith(".tsx") ? "tsx" : "jsx";
    program = parse(transformSync(fs.readFileSync(file, "utf8"), { loader, format: "esm" }).code, { ecmaVersion: "latest", sourceType: "module" });
  } catch {
    return undefined;
  }
  const languages: Record<string, string> = {};
  visit(program as unknown as Parameters<typeof visit>[0], (node) => {
    if (node.type !== "AssignmentExpression") return;
    const { left, right } = node as unknown as { left: Node; right: Node };
    const name = prismLanguageNameOf(left);
    if (name) languages[name] = extendedLanguageOf(right) ?? /-([a-z0-9+#]+)$/i.exec(name)?.[1].toLowerCase() ?? name;
  });
  return Object.keys(languages).length > 0 ? languages : undefined;
}

/** The language name of an assignment's target `<anything>.languages[<text>]` or `<anything>.languages.<name>`; undefined for any other target. */
function prismLanguageNameOf(target: Node): string | undefined {
  if (target.type !== "MemberExpression") return undefined;
  const { object, property, computed } = target as unknown as { object: Node; property: Node & { name?: string; value?: unknown }; computed: boolean };
  if (object.type !== "MemberExpression") return undefined;
  const owner = (object as unknown as { property: Node & { name?: string }; computed: boolean });
  if (owner.computed || owner.property.name !== "languages") return undefined;
  if (computed) return property.type === "Literal" && typeof property.value === "string" ? property.value.toLowerCase() : undefined;
  return property.type === "Identifier" ? property.name?.toLowerCase() : undefined;
}

/** The language a value made by `<anything>.languages.extend("<language>", ...)` extends; undefined for any other value. */
function extendedLanguageOf(value: Node): string | undefined {
  if (value.type !== "CallExpression") return undefined;
  const { callee, arguments: args } = value as unknown as { callee: Node; arguments: (Node & { value?: unknown })[] };
  if (callee.type !== "MemberExpression" || prismLanguageNameOf(callee) !== "extend") return undefined;
  return args[0]?.type === "Literal" && typeof args[0].value === "string" ? args[0].value.toLowerCase() : undefined;
}
