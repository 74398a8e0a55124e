// API reference pages made from OpenAPI documents, at the routes API reference plugins serve
// (`['@scalar/docusaurus', {route, configuration: {url}}]`, redocusaurus' `specs: [{spec, route}]`).
// The site runs no plugins, so it writes the document as an MDX page of its own: a heading per tag
// and per operation (so they are in the outline, search and anchors), each operation drawn by
// components (OpenApi.tsx) that read it from the document, their `$ref`s resolved as they render
// (openapi-document.ts). The page is then built, cached and served like any other; an edit to the
// document rebuilds it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseDocument } from "yaml";
import { OPENAPI_REFERENCE_MODULE } from "../components/mdx/OpenApi";
import { hashText } from "./hash.server";
import { isInside } from "./paths.server";
import { pointerKey, pointerPart, valueAtPointer } from "./json-pointer";
import { isObject, operationGroupsOf, operationIdOf, operationTitleOf, schemasOf, type Json } from "./openapi-document";
import type { PageRecord } from "./pages.server";
import type { ContentProblem } from "./problems";
import type { PluginRoute } from "./config-plugins.server";

/** Bumped when the page made from a document changes, so cached builds of the old one are not used. */
const GENERATOR_VERSION = "1";

/**
 * The file of the content folder a plugin's document is, from its address as written: a site path
 * (with or without the config's base URL) is a file of the static folders (the first that has it,
 * else the first), another path is from the content folder, as redocusaurus reads it. An http(s)
 * address, or a path leaving its folder, is none.
 */
export function apiDocumentFileOf(written: string, contentDir: string, baseUrlPath: string | undefined, staticFolders = [path.join(contentDir, "static")]): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith("//") || written.includes("\0")) return undefined;
  const sitePath = written.startsWith("/") ? written.replace(/^\/+/, "") : undefined;
  const underBase = sitePath !== undefined && baseUrlPath && sitePath.startsWith(`${baseUrlPath}/`) ? sitePath.slice(baseUrlPath.length + 1) : sitePath;
  const within = (root: string) => {
    const file = path.resolve(root, underBase ?? written);
    return isInside(root, file) ? file : undefined;
  };
  if (underBase === undefined) return within(contentDir);
  const candidates = staticFolders.map(within);
  return candidates.find((file) => file !== undefined && fs.existsSync(file)) ?? candidates[0];
}

/** Text for a heading: one line, its Markdown and MDX syntax characters escaped. */
function markdownLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/[\\`*_{}[\]<>()#+\-.!|~&]/g, "\\$&");
}

/** A component reading the document, its other props as JSX attributes (values as JSON: strings and numbers only). */
function component(name: string, props: Record<string, string | number | undefined> = {}): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}={${JSON.stringify(value)}}`)
    .join("");
  return `<${name} document={api}${attributes} />`;
}

/**
 * The MDX source of the reference page for an OpenAPI (3.x) or Swagger (2.0) document: its
 * introduction, then a section per tag (in the document's order of tags, then as operations name
 * them; operations without one under "Endpoints"), an operation per subsection, and its models.
 * The document itself is one string the page parses (`api`), which the components read: written
 * as props of each, MDX took minutes over a large one (its expressions are parsed again at every
 * closing brace).
 */
export function apiReferenceSource(document: Json, documentUrl?: string): string {
  const lines = [
    `import { OpenApiIntro, OpenApiModel, OpenApiOperation, OpenApiTag } from ${JSON.stringify(OPENAPI_REFERENCE_MODULE)};`,
    `export const api = JSON.parse(${JSON.stringify(JSON.stringify(document))});`,
    "",
    component("OpenApiIntro", { documentUrl }),
  ];
  for (const group of operationGroupsOf(document)) {
    lines.push("", `## ${markdownLine(group.name)}`);
    if (group.description) lines.push("", component("OpenApiTag", { name: group.name }));
    for (const entry of group.entries) {
      const id = operationIdOf(entry);
      lines.push("", `### ${markdownLine(operationTitleOf(entry))}${id ? ` {#${id}}` : ""}`, "", component("OpenApiOperation", { path: entry.path, method: entry.method }));
    }
  }
  const schemas = Object.keys(schemasOf(document));
  if (schemas.length) {
    lines.push("", "## Schemas");
    for (const name of schemas) lines.push("", `### ${markdownLine(name)}`, "", component("OpenApiModel", { name }));
  }
  return `${lines.join("\n")}\n`;
}

/** The document a file holds (YAML, of which JSON is a part), or what keeps it from being one, at its line. */
export function parsedApiDocument(text: string): { document: Json } | { line: number; message: string } {
  let document: unknown;
  try {
    document = JSON.parse(text); // a JSON document: ten times faster than the YAML parser reads it
  } catch {
    const parsed = parseDocument(text, { uniqueKeys: false });
    const error = parsed.errors[0];
    if (error) return { line: error.linePos?.[0].line ?? 1, message: `the OpenAPI document cannot be read: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}` };
    document = parsed.toJS({ maxAliasCount: 1000 });
  }
  if (!isObject(document) || (typeof document.openapi !== "string" && document.swagger === undefined)) return { line: 1, message: "the file is not an OpenAPI document (it has no `openapi` or `swagger` version at its top)" };
  if (!isObject(document.paths) && !isObject(document.components) && !isObject(document.definitions)) return { line: 1, message: "the OpenAPI document has no `paths`, so its reference page would be empty" };
  return { document };
}


/**
 * The file a `$ref` names from a folder, when it is in the content folder (followed through symbolic
 * links, as the server's files are), else undefined, as is an address whose escapes do not decode.
 */
function fileWithin(contentDir: string, fromDir: string, written: string): string | undefined {
  let target: string;
  try {
    target = path.resolve(fromDir, decodeURI(written));
  } catch {
    return undefined;
  }
  if (!isInside(contentDir, target)) return undefined;
  try {
    return isInside(fs.realpathSync(contentDir), fs.realpathSync(target)) ? target : undefined;
  } catch {
    return target; // no such file: read as missing, which leaves the reference as written
  }
}

/** Whether a part of a document refers to another file (a `$ref` not starting with `#`). */
function refersToFiles(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(refersToFiles);
  if (!isObject(value)) return false;
  if (typeof value.$ref === "string" && !value.$ref.startsWith("#")) return true;
  return Object.values(value).some(refersToFiles);
}

/**
 * The document with what its `$ref`s to other files of the content folder point at brought into it,
 * as redocusaurus bundles a spec before Redoc draws it (Testkube's specs name every model as
 * `./components.yaml#/components/schemas/TestSuite`): a model or other component
 * (`#/components/<kind>/<name>`, Swagger 2's `#/definitions/<name>`) joins the document's own, under
 * its name (with `-2`... when the document has a different one of that name), and the reference
 * leads to it; anything else is put in the reference's place. References within the files brought in
 * are read from their own file. A file outside the content folder, one that is no YAML or JSON, a
 * pointer leading nowhere, or a cycle of put-in-place parts leaves the reference as written.
 * `dependsOn` hears of each file read (there or not).
 */
export function bundledApiDocument(document: Json, file: string, contentDir: string, dependsOn: (file: string) => void = () => {}): Json {
  if (!refersToFiles(document)) return document;
  const files = new Map<string, unknown>([[file, document]]);
  const loaded = (target: string): unknown => {
    if (!files.has(target)) {
      dependsOn(target);
      let value: unknown;
      try {
        const parsed = parseDocument(fs.readFileSync(target, "utf8"), { uniqueKeys: false });
        value = parsed.errors.length ? undefined : parsed.toJS({ maxAliasCount: 1000 });
      } catch {
        value = undefined;
      }
      files.set(target, value);
    }
    return files.get(target);
  };
  const bundled: Json = { ...document };
  const brought = new Map<string, string>();
  /** The container of the bundled document a component goes in (`components.schemas`), copied on the way down so the parsed document (which a cache may hold) is left as it was. */
  const containerOf = (keys: string[]): Json =>
    keys.reduce((at, key) => {
      const copy: Json = isObject(at[key]) ? { ...(at[key] as Json) } : {};
      at[key] = copy;
      return copy;
    }, bundled);
  const containers = new Map<string, Json>();
  const walk = (value: unknown, from: string, inlining: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, from, inlining));
    if (!isObject(value)) return value;
    if (typeof value.$ref === "string" && !(from === file && value.$ref.startsWith("#"))) {
      const { $ref: ref, ...beside } = value;
      const hash = ref.indexOf("#");
      const written = hash < 0 ? ref : ref.slice(0, hash);
      const pointer = hash < 0 ? "" : ref.slice(hash + 1);
      const target = written ? fileWithin(contentDir, path.dirname(from), written) : from;
      if (target === undefined) return value;
      const key = `${target}#${pointer}`;
      const rest = walk(beside, from, inlining) as Json;
      const component = /^\/(components\/[^/]+|definitions)\/([^/]+)$/.exec(pointer);
      if (component && target !== file) {
        let local = brought.get(key);
        if (!local) {
          const part = valueAtPointer(loaded(target), pointer);
          if (part === undefined) return value;
          const kind = component[1];
          const container = containers.get(kind) ?? containerOf(kind.split("/"));
          containers.set(kind, container);
          const name = pointerKey(component[2]);
          let unique = name;
          for (let n = 2; unique in container; n++) unique = `${name}-${n}`;
          local = `#/${kind}/${pointerPart(unique)}`;
          brought.set(key, local);
          container[unique] = {};
          container[unique] = walk(part, target, []);
        }
        return { $ref: local, ...rest };
      }
      if (component && target === file) return { $ref: `#${pointer}`, ...rest };
      if (inlining.includes(key)) return value;
      const part = valueAtPointer(loaded(target), pointer);
      if (part === undefined) return value;
      const inlined = walk(part, target, [...inlining, key]);
      return isObject(inlined) ? { ...inlined, ...rest } : inlined;
    }
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, from, inlining)]));
  };
  for (const [name, value] of Object.entries(document)) {
    if (name !== "components" && name !== "definitions") bundled[name] = walk(value, file, []);
  }
  // The document's own components, walked last: those brought in have taken other names.
  for (const kind of ["components", "definitions"]) {
    if (!isObject(document[kind])) continue;
    const own = walk(document[kind], file, []) as Json;
    const withBrought = isObject(bundled[kind]) ? bundled[kind] : {};
    bundled[kind] =
      kind === "definitions"
        ? { ...withBrought, ...own }
        : { ...withBrought, ...Object.fromEntries(Object.entries(own).map(([group, entries]) => [group, isObject(entries) && isObject(withBrought[group]) ? { ...withBrought[group], ...entries } : entries])) };
  }
  return bundled;
}

/**
 * The OpenAPI document at an address a page's component names (`@scalar/api-reference-react`'s
 * `configuration.url`), when it is a file of the content folder that holds one; `dependsOn` hears of
 * the file (there or not), which the page is built again for when it changes.
 */
export function apiDocumentAt(address: string, contentDir: string, staticFolders: string[], dependsOn: (file: string) => void): Json | undefined {
  const file = apiDocumentFileOf(address, contentDir, undefined, staticFolders);
  if (!file) return undefined;
  dependsOn(file);
  if (!fs.existsSync(file)) return undefined;
  const parsed = parsedApiDocument(fs.readFileSync(file, "utf8"));
  return "document" in parsed ? bundledApiDocument(parsed.document, file, contentDir, dependsOn) : undefined;
}

/** The most text a page's compressed `api` frontmatter is let grow to (a larger one is a deflate bomb, not an operation). */
const MAX_API_FRONTMATTER_BYTES = 8 * 1024 * 1024;

/**
 * The operation docusaurus-plugin-openapi-docs writes into an API page's frontmatter: `api`, its
 * JSON deflated and in base64 (the plugin's pages since its version 2), or an object (before), with
 * the document's servers and security schemes beside it; undefined when the page has none.
 */
export function openApiDocsOperationOf(frontmatter: Record<string, unknown>): Json | undefined {
  const { api } = frontmatter;
  if (isObject(api)) return api;
  if (typeof api !== "string" || !api) return undefined;
  try {
    const decoded: unknown = JSON.parse(zlib.inflateSync(Buffer.from(api, "base64"), { maxOutputLength: MAX_API_FRONTMATTER_BYTES }).toString("utf8"));
    return isObject(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The parts of a reference page's record that depend on its document's text (and the files it refers to, `read`), kept while they are unchanged. */
const madeFrom = new Map<string, { hash: string; read: string[]; made: Pick<PageRecord, "title" | "description" | "body" | "hash"> | { line: number; message: string } }>();

/**
 * The page a plugin route with a document of the content folder serves, its body the MDX made
 * from the document; a problem when the file is missing or is no OpenAPI document (at its line).
 * `label`: the plugin's name for the page, over the document's title.
 */
export function apiReferencePageOf(route: PluginRoute & { spec: string }, contentDir: string, baseUrlPath: string | undefined, staticFolders: string[], configPlace: Pick<ContentProblem, "file" | "line">): PageRecord | ContentProblem | undefined {
  const file = apiDocumentFileOf(route.spec, contentDir, baseUrlPath, staticFolders);
  if (!file) return undefined;
  const relativePath = path.relative(contentDir, file);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return { ...configPlace, severity: "warning", kind: "config", message: `${route.plugin}'s OpenAPI document "${route.spec}" is not in the content folder (looked for ${relativePath}), so /${route.route} has no page` };
  }
  const hashWith = (read: string[]) => hashText([GENERATOR_VERSION, route.label ?? "", text, ...read.map((other) => (fs.existsSync(other) ? fs.readFileSync(other, "utf8") : ""))].join("\n"));
  let cached = madeFrom.get(file);
  if (!cached || cached.hash !== hashWith(cached.read)) {
    const parsed = parsedApiDocument(text);
    const read: string[] = [];
    if ("document" in parsed) parsed.document = bundledApiDocument(parsed.document, file, contentDir, (other) => read.push(other));
    const hash = hashWith(read);
    if ("document" in parsed) {
      const info = isObject(parsed.document.info) ? parsed.document.info : {};
      const documentUrl = relativePath.startsWith(`static${path.sep}`) ? `/${relativePath.slice("static/".length).split(path.sep).join("/")}` : undefined;
      const title = route.label ?? (typeof info.title === "string" && info.title.trim() ? info.title.trim() : "API reference");
      const summary = typeof info.summary === "string" ? info.summary : typeof info.description === "string" ? info.description.split(/\n\s*\n/)[0].replace(/\s+/g, " ").trim() : undefined;
      cached = { hash, read, made: { title, ...(summary ? { description: summary } : {}), body: apiReferenceSource(parsed.document, documentUrl), hash } };
    } else cached = { hash, read, made: parsed };
    madeFrom.set(file, cached);
  }
  if ("line" in cached.made) return { file: relativePath, line: cached.made.line, severity: "error", kind: "openapi", message: cached.made.message };
  return {
    id: route.route,
    docId: route.route,
    standalone: true,
    file,
    relativePath,
    ...cached.made,
    keywords: [],
    unlisted: false,
    frontmatter: { format: "mdx" },
    bodyStartLine: 1,
    warnings: [],
    generated: true,
  };
}
