// What language models read (https://llmstxt.org): llms.txt, a Markdown index of the site with one
// section per sidebar linking each listed page's raw Markdown, and that raw Markdown itself.
import fs from "node:fs";
import path from "node:path";
import { contentTitleLines, hasContentTitle } from "./content-title";
import { stringify } from "yaml";
import { markdownFileLinkUrl, type LinkContext } from "./markdown-plugins.server";
import { apiDocumentAt } from "./openapi-reference.server";
import type { PageConfig } from "./page-config";
import { preprocessedOr, type MarkdownPreprocessor } from "./markdown-preprocessor.server";
import { openApiDocsOperationOf } from "./openapi-reference.server";
import type { PageRecord } from "./pages.server";
import { importsOf, segmentsOf, unwrapMdxCodeBlocks } from "./preprocess/segments";
import { isSearched } from "./search.server";
import type { SectionLink } from "./sections";
import { readingOrder, type SidebarItem } from "./sidebar-tree";
import { staticFoldersOf } from "./static-files.server";
import { docsPlaceOfPageId, type Site } from "./site.server";
import { absoluteUrl, markdownUrlPathFromPageId, pageIdFromUrlPath } from "./urls";
import { sidebarNameWithin } from "./versions.server";

/** The header's links, a dropdown's entries in its place (a dropdown leads where its first entry does, and is not named by it). */
function headerLinks(site: Site): SectionLink[] {
  return site.sections.flatMap((section) => section.items ?? [section]);
}

/**
 * A sidebar's heading: the label of the header's one `docSidebar` item naming it, in a dropdown too
 * (readers know the section by that name: Miden's `builderSidebar` is "Build", where its id headed
 * it as "BuilderSidebar"; W&B Weave's "Reference" menu's "Service API" was "ServiceApiSidebar"), else,
 * with no such item, of the header's one `doc` item leading into it (serenity-js.org's "Handbook",
 * `{type: 'doc', docId: 'index'}`, headed its `tutorialSidebar` as "TutorialSidebar"), else the label
 * of its only top-level category, else its name.
 */
function sidebarTitle(site: Site, name: string, readersName: string, items: SidebarItem[]): string {
  const into = (kind: "sidebar" | "doc") => (site.config.navbarItems === null ? [] : headerLinks(site).filter((section) => section.followsVersion === kind && section.sidebar === name));
  const sidebarItems = into("sidebar");
  const naming = sidebarItems.length ? sidebarItems : into("doc");
  if (naming.length === 1 && naming[0].label) return naming[0].label;
  return items.length === 1 && items[0].type === "category" ? items[0].label : readersName.charAt(0).toUpperCase() + readersName.slice(1);
}

/** The heading of a sidebar whose title an earlier one has: the header's link into it, else the title and its docs instance. */
function otherSidebarTitle(site: Site, name: string, title: string): string {
  const headerLabel = headerLinks(site).find((section) => section.sidebar === name)?.label;
  if (headerLabel && headerLabel !== title) return headerLabel;
  const instance = name.split("@")[1];
  return instance ? `${title} (${instance})` : title;
}

/** Text as it should read inside one Markdown line: on one line, its inline syntax (emphasis, links, code, HTML) escaped. */
function markdownText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/[\\`*_[\]<>~|]/g, "\\$&");
}

/** A list item linking a page's Markdown, with its description when it has one. */
function pageEntry(page: PageRecord, origin: string): string {
  const link = `- [${markdownText(page.title)}](${absoluteUrl(origin, markdownUrlPathFromPageId(page.id))})`;
  return page.description ? `${link}: ${markdownText(page.description)}` : link;
}

/** llms.txt: the site's name and summary, then its listed pages grouped by sidebar in reading order. */
export function llmsTxt(site: Site, origin: string): string {
  const seen = new Set<string>();
  const take = (id: string | null): PageRecord[] => {
    const page = id === null ? undefined : site.pages.get(id);
    // Another docs version's pages are left out, as search leaves them out: the root's are the docs.
    if (!page || !isSearched(page) || seen.has(page.id)) return [];
    seen.add(page.id);
    return [page];
  };
  // The blog's sidebar lists its recent posts only: its section lists them all, newest first.
  const sections: [title: string, pages: PageRecord[]][] = [];
  for (const [name, items] of site.sidebars) {
    if (site.blogs.some((blog) => blog.recentPosts === items)) continue;
    const ids = readingOrder(items).map((link) => pageIdFromUrlPath(link.href)).filter((id): id is string => id !== null && site.sidebarOf.get(id) === name);
    // A docs instance's or version's sidebar by the name its file gives (`community`, not the site's `community@community`).
    const readersName = ids.length ? sidebarNameWithin(name, docsPlaceOfPageId(site, ids[0])) : name;
    const pages = ids.flatMap(take);
    const title = sidebarTitle(site, name, readersName, items);
    // Two instances' sidebars of one name (each a `docs`) would read as one section: the later is
    // named as the header's link into it names it, else after its instance.
    const taken = pages.length > 0 && sections.some(([earlier, earlierPages]) => earlier === title && earlierPages.length > 0);
    sections.push([taken ? otherSidebarTitle(site, name, title) : title, pages]);
  }
  for (const blog of site.blogs) sections.push([blog.setting.title, [...blog.posts.keys()].flatMap(take)]);
  sections.push(["Other pages", [...site.pages.keys()].flatMap(take)]);

  const summary = site.pages.get("")?.description;
  const lines = [`# ${site.config.title}`, "", ...(summary ? [`> ${markdownText(summary)}`, ""] : [])];
  lines.push("Each link is a page's Markdown source; the page itself is at the same URL without `.md`.", "");
  for (const [title, pages] of sections) {
    if (pages.length) lines.push(`## ${markdownText(title)}`, "", ...pages.map((page) => pageEntry(page, origin)), "");
  }
  return lines.join("\n");
}

/**
 * A page's Markdown as written, without its frontmatter, under its title as `# h1` unless it gives
 * its own (wherever it stands, as the HTML page decides), with the
 * Markdown partials it imports written out where the page shows them: a reader (or a model) of
 * this text cannot follow `import Steps from './_steps.md'` and `<Steps />`. With the config's
 * `markdown.preprocessor`, the page and its partials as it makes them, as the HTML page shows them
 * (`@pulsar:version@` as the version); a file it fails on is left as written. With the site's
 * `links`, a link to a Markdown file (`./setup.md`, a partial's own `../guides/x.md`) leads to its
 * page's address, as on the HTML page: read at this text's address, the file names no page.
 */
export function pageMarkdown(page: PageRecord, contentDir: string, preprocess?: MarkdownPreprocessor, links?: LinkContext, { post = false, config }: { post?: boolean; config?: Pick<PageConfig, "redocSpecs" | "staticDirectories"> } = {}): string {
  if (page.generated) return generatedPageMarkdown(page);
  const operation = openApiDocsOperationOf(page.frontmatter);
  if (operation && typeof operation.path === "string") return apiPageMarkdown(page, operation);
  const source = preprocess ? preprocessedText(page.file, page.body, preprocess) : page.body;
  const body = withApiDocsWrittenOut(withPartialsWrittenOut(source, page.file, contentDir, 0, preprocess, links), contentDir, config).trim();
  if (post) return `# ${page.title}\n\n${withoutContentTitle(body)}\n`;
  return (hasContentTitle(body) ? body : `# ${page.title}\n\n${body}`) + "\n";
}

/** Text in a fenced code block whose fence no run of backticks in it closes. */
function fenced(text: string, language: string): string {
  const fence = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
  return `${fence}${language}\n${text}\n${fence}`;
}

/**
 * A generated page's Markdown: the file it is made from, as written, in a code block (an API
 * reference's OpenAPI document says more to a reader of text than the page's MDX would).
 */
function generatedPageMarkdown(page: PageRecord): string {
  const text = fs.readFileSync(page.file, "utf8").trimEnd();
  const language = path.extname(page.file).slice(1).toLowerCase();
  return `# ${page.title}\n\nThis page is made from the file \`${path.basename(page.file)}\`:\n\n${fenced(text, language)}\n`;
}

/**
 * A docusaurus-plugin-openapi-docs API page's Markdown: its method and path, its description, and
 * the operation its frontmatter holds as JSON (its source is JSX drawing that operation, which says
 * less to a reader of text in more bytes). The document's servers and schemes are left to its info page.
 */
function apiPageMarkdown(page: PageRecord, operation: Record<string, unknown>): string {
  const { method, path: route, description, servers: _servers, securitySchemes: _schemes, info: _info, postman: _postman, jsonRequestBodyExample: _example, ...rest } = operation;
  const described = typeof description === "string" && description.trim() ? `${description.trim()}\n\n` : "";
  return `# ${page.title}\n\n\`${String(method).toUpperCase()} ${String(route)}\`\n\n${described}The operation, as the OpenAPI document describes it:\n\n${fenced(JSON.stringify(rest, null, 2), "json")}\n`;
}

/**
 * redocusaurus' `<ApiDocMdx id="..." />` elements (alone on their line) written out: the OpenAPI
 * document of the config's spec of that id, with what it refers to in other files brought in, as YAML
 * in a code block, as a generated reference page gives its document: the element names it only.
 */
function withApiDocsWrittenOut(body: string, contentDir: string, config: Pick<PageConfig, "redocSpecs" | "staticDirectories"> | undefined): string {
  const specs = config?.redocSpecs;
  if (!specs) return body;
  return body.replace(/^[ \t]*<ApiDocMdx(?:\s+id=(?:"([^"]*)"|'([^']*)'|\{\s*["']([^"']*)["']\s*\}))?\s*\/>[ \t]*$/gm, (element, double?: string, single?: string, braced?: string) => {
    const spec = specs[double ?? single ?? braced ?? "default"];
    const document = spec ? apiDocumentAt(spec.spec, contentDir, staticFoldersOf(contentDir, config), () => {}) : undefined;
    if (!spec || !document) return element;
    const text = stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }).trimEnd();
    const fence = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
    return `This part of the page is drawn from the OpenAPI document \`${path.basename(spec.spec)}\`:\n\n${fence}yaml\n${text}\n${fence}`;
  });
}

/** A blog post's Markdown without its `# heading`, which its page takes out and shows as the title, as Docusaurus' blog does. */
function withoutContentTitle(body: string): string {
  const title = contentTitleLines(body);
  if (!title) return body;
  const lines = body.split("\n");
  lines.splice(title.line - 1, title.count);
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

/** A file's text as the preprocessor makes it (frontmatter and all, as Docusaurus passes it), else `fallback`. */
function preprocessedText(file: string, fallback: string, preprocess: MarkdownPreprocessor): string {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
  return preprocessedOr(preprocess, file, text, fallback);
}

/** How deep partials may import partials (a partial importing itself stops here). */
const PARTIAL_DEPTH = 4;

/** The Markdown file in the content folder that an import in `importer` names, if it is one. */
function partialFile(specifier: string, importer: string, contentDir: string): string | undefined {
  if (!/\.mdx?$/i.test(specifier)) return undefined;
  const file = specifier.startsWith("@site/") ? path.join(contentDir, specifier.slice("@site/".length)) : /^\.\.?\//.test(specifier) ? path.resolve(path.dirname(importer), specifier) : undefined;
  const relative = file && path.relative(contentDir, file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/** A line of prose with its links' Markdown files (inline `](x.md)`, or a definition's `[x]: x.md`) written as their pages' addresses; inline code is left as written. */
function withPageAddresses(line: string, fromDir: string, links: LinkContext): string {
  const addressOf = (destination: string) => {
    const bracketed = /^<(.*)>$/.exec(destination);
    return markdownFileLinkUrl(bracketed ? bracketed[1] : destination, fromDir, links) ?? destination;
  };
  const definition = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$/.exec(line);
  if (definition) return definition[1] + addressOf(definition[2]) + definition[3];
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 ? part : part.replace(/\]\(\s*(<[^>\n]*>|[^)\s]+)/g, (link, destination: string) => `](${addressOf(destination)}`)))
    .join("");
}

/** A partial shown as an element alone on its line, `<Intro />` or with attributes, `<Intro provider="Google" />`: its indent, name and attributes. */
const SHOWN_AS_TAG = /^([ \t]*)<([\w$]+)((?:\s+[\w$-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}\n]*\}))?)*)\s*\/>\s*$/;

/** The attributes of an element whose values are text (`provider="Google"`, `name={'x'}`), by name; others (`data={rows}`) are left out. */
function textPropsOf(attributes: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const [, name, value] of attributes.matchAll(/([\w$-]+)\s*=\s*("[^"]*"|'[^']*'|\{\s*(?:"[^"]*"|'[^']*')\s*\})/g)) {
    props.set(name, value.replace(/^\{\s*|\s*\}$/g, "").slice(1, -1));
  }
  return props;
}

/**
 * A partial's Markdown with the props its element gives as text put in where its prose reads them
 * (`{props.provider}` of `<Intro provider="Google" />` is Google, as on the HTML page); code and
 * props given otherwise are left as written.
 */
function withPropsPutIn(text: string, props: Map<string, string>): string {
  if (props.size === 0) return text;
  const putIn = (line: string) => line.replace(/\{\s*props\.([\w$]+)\s*\}/g, (expression, name: string) => props.get(name) ?? expression);
  return segmentsOf(text).flatMap(({ kind, lines }) => (kind === "prose" ? lines.map(putIn) : lines)).join("\n");
}

/**
 * `source` with each `<Partial />` line replaced by that partial's Markdown (indented as the tag was) and the partials' imports left out.
 * A ```` ```mdx-code-block ```` fence's content is read as MDX, as Docusaurus reads it, and written without the fence.
 */
function withPartialsWrittenOut(source: string, file: string, contentDir: string, depth: number, preprocess?: MarkdownPreprocessor, links?: LinkContext): string {
  const segments = segmentsOf(unwrapMdxCodeBlocks(source));
  const partials = new Map<string, string>();
  for (const segment of segments.filter((candidate) => candidate.kind === "esm" && depth < PARTIAL_DEPTH)) {
    for (const { module, bindings } of importsOf(segment.lines.join("\n"))) {
      const partial = partialFile(module, file, contentDir);
      const name = bindings.find((binding) => binding.imported === "default")?.local;
      if (partial && name) partials.set(name, partial);
    }
  }
  const isPartialImport = (line: string) => depth < PARTIAL_DEPTH && importsOf(line).some(({ module }) => partialFile(module, file, contentDir) !== undefined);
  const partialText = (partial: string): string | undefined => {
    try {
      const written = fs.readFileSync(partial, "utf8");
      return withPartialsWrittenOut(preprocess ? preprocessedText(partial, written, preprocess) : written, partial, contentDir, depth + 1, preprocess, links).trim();
    } catch {
      return undefined; // gone since it was found
    }
  };
  const writtenOut = (line: string): string => {
    const [, indent, name, attributes] = SHOWN_AS_TAG.exec(line) ?? [];
    const partial = name === undefined ? undefined : partials.get(name);
    if (partial === undefined) return links ? withPageAddresses(line, path.dirname(file), links) : line;
    const text = partialText(partial);
    if (text === undefined) return line; // the tag stays as written
    return withPropsPutIn(text, textPropsOf(attributes ?? "")).split("\n").map((partialLine) => (partialLine ? indent + partialLine : partialLine)).join("\n");
  };
  // A partial a component is given as a prop (`code={{ shell, node }}`, examples it shows in tabs) is
  // written out after the element that names it, as its import is dropped too.
  const shownAsTags = new Set(segments.flatMap(({ kind, lines }) => (kind === "prose" ? lines.flatMap((line) => SHOWN_AS_TAG.exec(line)?.[2] ?? []) : [])));
  const givenAsProps = [...partials.keys()].filter((name) => !shownAsTags.has(name));
  const writtenAfter = new Set<string>();
  let element: string[] | undefined;
  const closeElement = () => {
    const named = element ? givenAsProps.filter((name) => !writtenAfter.has(name) && new RegExp(`(?<![\\w$.'"-])${name.replace(/\$/g, "\\$")}(?![\\w$'"-])`).test(element!.join("\n"))) : [];
    element = undefined;
    for (const name of named) {
      const text = partialText(partials.get(name)!);
      if (text === undefined) continue;
      writtenAfter.add(name);
      kept.push("", ...text.split("\n"));
    }
  };
  // A partial's frontmatter is not part of what it shows; neither are the partials' imports, nor
  // the blank line that set one apart.
  const kept: string[] = [];
  let dropped = false;
  for (const { kind, lines } of segments) {
    if (kind !== "prose") closeElement();
    for (const line of lines) {
      if (kind === "frontmatter" || (kind === "esm" && isPartialImport(line))) {
        dropped = true;
        continue;
      }
      if (kind === "prose" && !line.trim()) closeElement();
      else if (kind === "prose" && element) element.push(line);
      else if (kind === "prose" && givenAsProps.length > 0 && /^\s*</.test(line) && !(kept.at(-1)?.trim() ?? "")) element = [line];
      if (!(dropped && !line.trim() && !(kept.at(-1)?.trim() ?? ""))) kept.push(kind === "prose" ? writtenOut(line) : line);
      dropped = false;
    }
  }
  closeElement();
  return kept.join("\n");
}
