// What a page's build met that the checker reports (an import that resolves to nothing, a
// misspelt code language, a broken image...), each said once, in a writer's terms, at the line of
// the file that writes it.
import fs from "node:fs";
import path from "node:path";
import type { IndentedCode } from "./indented-code";
import { missingModuleNote } from "../components/mdx";
import { isCssInJsPackage } from "../components/mdx/CssInJs";
import type { Preprocessed } from "./preprocess.server";
import { severityOfFixup } from "./preprocess/fixups";
import type { AltDirective, BadTabOptions, CrossPluginLink, DuplicateTabValue, PageEventHandler, FolderRelativeLink, MissingImage, FileSnippetFence, LooseTitle, MetaAsLanguage, MisspeltLanguage } from "./markdown-plugins.server";
import { compareByPlace, lineMentioning, type ContentProblem } from "./problems";
import { browserEffectWarnings, browserEventMessage } from "./browser-effects";
import { showsText } from "./rendered-html";
import type { MathError } from "./math.server";
import { exportsOfModule, type AbsentExport, type UnhonouredImport } from "./content-imports.server";
import type { PageSource } from "./bundle.server";
import type { ThemeComponents } from "./page-config";

/** What a page's build met that the checker reports, gathered by the compiler's plugins and the bundler as it goes. */
export interface BuildFindings {
  missing: UnhonouredImport[];
  stylesheets: UnhonouredImport[];
  absentExportImports: AbsentExport[];
  folderRelativeLinks: FolderRelativeLink[];
  crossPluginLinks: CrossPluginLink[];
  missingImages: MissingImage[];
  indentedCode: IndentedCode[];
  misspeltLanguages: MisspeltLanguage[];
  metaAsLanguages: MetaAsLanguage[];
  looseTitles: LooseTitle[];
  fileSnippets: FileSnippetFence[];
  pageEventHandlers: PageEventHandler[];
  altDirectives: AltDirective[];
  duplicateTabValues: DuplicateTabValue[];
  badTabOptions: BadTabOptions[];
  mathErrors: MathError[];
}

/** The built page a build's findings are told of: its source, its rendered HTML, the files it read. */
export interface BuiltPage {
  page: PageSource;
  source: string;
  html: string;
  contentDir: string;
  preprocessed: Map<string, Preprocessed>;
  inputs: Set<string>;
  /** Components contained while rendering, already told as problems. */
  containedProblems: ContentProblem[];  /** The content's own MDXComponents and admonition types, whose imports every page loads. */
  theme: ThemeComponents | undefined;
}

/**
 * The page's warnings (and the errors that do not stop its build), each once, at the line of the
 * file that writes it (the page, a partial or a component): the page's own first, then by file and line.
 */
export function pageWarnings(findings: BuildFindings, built: BuiltPage): ContentProblem[] {
  const { missing, stylesheets, absentExportImports, folderRelativeLinks, crossPluginLinks, missingImages, indentedCode, misspeltLanguages, metaAsLanguages, looseTitles, fileSnippets, pageEventHandlers, altDirectives, duplicateTabValues, badTabOptions, mathErrors } = findings;
  const { page, source, html, contentDir, preprocessed, inputs, containedProblems, theme } = built;
  // At the file that imports it (the page, a partial or a component) and the line naming it.
  const whereImported = ({ specifier, importer, names }: UnhonouredImport) => {
    const importerSource = importer === page.file ? source : fs.readFileSync(importer, "utf8");
    return { file: path.relative(contentDir, importer), line: importLine(importerSource, specifier, names) };
  };
  // A docusaurus-plugin-includes directive is read as an import of its file (preprocess.server.ts): one the content lacks is told as the directive.
  const missingImportProblem = (entry: UnhonouredImport): ContentProblem => {
    const place = whereImported(entry);
    const importerSource = entry.importer === page.file ? source : fs.readFileSync(entry.importer, "utf8");
    const included = /\{@include: ([^}\n]+)\}/.exec(importerSource.split("\n")[place.line - 1] ?? "")?.[1]?.trim();
    const isIncluded = included !== undefined && path.resolve(path.dirname(entry.importer), included.replace(/^\/+/, "")) === path.resolve(path.dirname(entry.importer), entry.specifier);
    const message = isIncluded
      ? `{@include: ${included}} names no file (looked for ${path.relative(contentDir, path.resolve(path.dirname(entry.importer), entry.specifier))}); a placeholder is shown, where docusaurus-plugin-includes shows "include file not found"`
      : missingImportMessage(entry, showsText(html, missingModuleNote(entry.specifier)), entry.importer === theme?.file || entry.importer === theme?.admonitionTypes);
    return { ...place, severity: "warning", kind: "missing-import", message };
  };
  // The page's own first, then by file and line.
  const elsewhere = (problem: ContentProblem) => Number(problem.file !== page.relativePath);
  return [
    ...[...preprocessed].flatMap(([file, { fixups }]) => fixups.map((fixup): ContentProblem => ({
      file: path.relative(contentDir, file), line: fixup.line, severity: severityOfFixup(fixup), kind: fixup.kind, message: fixup.message,
    }))),
    ...distinct(missing).map(missingImportProblem),
    ...containedProblems,
    ...distinct(absentExportImports).map(({ module, name, file, line }): ContentProblem => ({
      file,
      line,
      severity: "warning",
      kind: "missing-export",
      message: `${path.relative(contentDir, module)} exports no "${name}", which is imported from it: it is undefined, as in Docusaurus (whose build only warns), and a page using it fails there${exportsOfModule(module)}`,
    })),
    ...folderRelativeLinks.map((link) => folderRelativeLinkWarning(link, contentDir, preprocessed)),
    ...distinctLinks(crossPluginLinks).map((link) => crossPluginLinkWarning(link, contentDir, preprocessed)),
    ...distinct(missingImages).map((image): ContentProblem => ({
      ...writtenPlace(image, contentDir, preprocessed),
      severity: "error",
      kind: image.link ? "broken-link" : "missing-image",
      message: image.link
        ? `link "${image.written}": there is no such file (looked for ${path.relative(contentDir, image.absolute!)}); Docusaurus reports it as a broken link too`
        : image.absolute === undefined
        ? `image ${image.written} has no address, so it shows nothing${IMAGE_STOPS_THE_BUILD} ("Markdown image URL is mandatory")`
        : `image "${image.written}": there is no such file (looked for ${path.relative(contentDir, image.absolute)})${IMAGE_STOPS_THE_BUILD} ("Image ... not found")`,
    })),
    ...distinct(indentedCode).map((block): ContentProblem => ({
      ...writtenPlace(block, contentDir, preprocessed),
      severity: block.breaksUp ? "warning" : "notice",
      kind: "indented-code",
      message: `these lines are indented four spaces or more past their text, which CommonMark and Docusaurus 2 (MDX 1) show as a code block; MDX, as Docusaurus 3 and this site compile it, has no indented code and shows them as text${block.breaksUp ? ", a # line as a heading" : ""}: fence them with \`\`\` if they are code, else take the indentation away`,
    })),
    ...distinct(misspeltLanguages).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-language",
      message: `the code block's language "${fence.written}" is not one the site knows (did you mean ${fence.meant}?); the block is shown as plain text`,
    })),
    ...distinct(metaAsLanguages).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-language",
      message: metaAsLanguageMessage(fence),
    })),
    ...distinct(looseTitles).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-title",
      message: fence.unclosed
        ? `the code block's title="${fence.title} is shown here, but Docusaurus shows no title when its quote is never closed: write title="${fence.title}"`
        : `the code block's title=${fence.title} is shown here, but Docusaurus shows no title without quotes: write title="${fence.title}"`,
    })),
    ...distinct(fileSnippets).map((fence): ContentProblem => ({
      ...writtenPlace(fence, contentDir, preprocessed),
      severity: "warning",
      kind: "code-snippet",
      message: fence.lookedFor === undefined
        ? `the code block is empty and its "file=${fence.snippet}" asks for the code of a file out of the content folder (docusaurus-plugin-internaldocs-fb's code snippets, read from the site's repository, or remark-code-import's), which this site does not read: the block shows empty; paste the code into the block, or keep the file in the content folder`
        : `the code block is empty and its "file=${fence.snippet}" asks for that file's code (remark-code-import), but there is no such file (looked for ${fence.lookedFor}): the block shows empty, where Docusaurus stops its build`,
    })),
    ...distinct(pageEventHandlers).map((handler): ContentProblem => ({
      ...writtenPlace(handler, contentDir, preprocessed),
      severity: "warning",
      kind: "browser-event",
      message: browserEventMessage(handler.name, handler.element),
    })),
    ...distinct(altDirectives).map((image): ContentProblem => ({
      ...writtenPlace(image, contentDir, preprocessed),
      severity: "warning",
      kind: "alt-directive",
      message: `the image's alt text reads ${image.written.join(", ")} as a directive (a colon and a name), which Markdown takes out of it, in Docusaurus too: it is "${image.alt}"; write "\\:" for the colon`,
    })),
    ...distinct(duplicateTabValues).map((tab): ContentProblem => ({
      ...writtenPlace(tab, contentDir, preprocessed),
      severity: "warning",
      kind: "tab-value",
      message: tab.inValuesList
        ? `the <Tabs>' values list gives the value "${tab.value}" twice: Docusaurus stops on duplicate tab values ("Every value needs to be unique"); give each tab a value of its own`
        : `a second <TabItem value="${tab.value}"> in one <Tabs>: Docusaurus stops on duplicate tab values ("Every value needs to be unique"); give each tab a value of its own`,
    })),
    ...distinct(badTabOptions).map((bad): ContentProblem => ({
      ...writtenPlace(bad, contentDir, preprocessed),
      severity: "warning",
      kind: "tab-options",
      message: `the code block's tab options ${bad.written} are not JSON, where Docusaurus' tab-blocks plugin stops the build; the block is a tab of its own, labelled by its language`,
    })),
    ...distinct(mathErrors).map((error): ContentProblem => ({
      ...writtenPlace(error, contentDir, preprocessed),
      severity: "warning",
      kind: "math",
      message: `KaTeX cannot typeset this formula (${error.reason}); it is shown as written, in red`,
    })),
    ...distinct(stylesheets).map((entry): ContentProblem => ({ ...whereImported({ ...entry, specifier: path.basename(entry.specifier) }), severity: "warning", kind: "stylesheet-import", message: `the stylesheet "${entry.specifier}" is not applied (class names are kept as written)` })),
    ...browserEffectWarnings(inputs, contentDir),
  ].sort((a, b) => elsewhere(a) - elsewhere(b) || compareByPlace(a, b));
}

/** How a missing Markdown image's warning says what Docusaurus does by default; the checker says otherwise under the config's `onBrokenMarkdownImages`. */
export const IMAGE_STOPS_THE_BUILD = "; Docusaurus stops its build on it";

/** Each entry once, however many times the build met it (an import, a fence), in a fixed order (esbuild resolves imports in parallel). */
function distinct<Entry>(entries: Entry[]): Entry[] {
  const byKey = new Map(entries.map((entry) => [JSON.stringify(entry), entry]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}

/**
 * `shown`: whether the rendered page shows the module's placeholder; an import the page never uses shows nothing.
 * `everyPage`: the import is in a module every page loads (the site's MDXComponents), where what shows depends on
 * the page, so the message says so once for all of them.
 */
function missingImportMessage({ specifier, names, required, reason }: UnhonouredImport, shown: boolean, everyPage = false): string {
  const why = reason ? `: ${reason}` : "";
  // A CSS-in-JS package has a stand-in whose components are the elements they style.
  if (!names && isCssInJsPackage(specifier)) return `${required ? `require("${specifier}")` : `import "${specifier}"`} does not resolve${why}; what it styles is shown without its styles`;
  const outcome = everyPage ? "a page that draws it shows a placeholder" : shown ? "a placeholder is shown" : "the page shows nothing of it";
  if (required) return `require("${specifier}") does not resolve${why}; ${outcome}`;
  if (!names) return `import "${specifier}" does not resolve${why}; ${outcome}`;
  const listed = names.map((name) => `"${name}"`).join(", ");
  return `${listed} of "${specifier}" ${names.length === 1 ? "is" : "are"} not available on this site; ${outcome}`;
}

/** The line of the import in the importing file's text: for missing names, the import of that module which names one of them. */
function importLine(importerSource: string, specifier: string, names?: string[]): number {
  const lines = importerSource.split("\n");
  const index = names ? lines.findIndex((line) => line.includes(specifier) && names.some((name) => line.includes(name))) : -1;
  if (index !== -1) return index + 1;
  // Closed by its quote, so "widget" is not found in an earlier "widget/style.css".
  const written = [`${specifier}'`, `${specifier}"`].find((quoted) => importerSource.includes(quoted));
  if (written) return lineMentioning(importerSource, written);
  // Written with escapes the string's value drops (prettier's `'./\_partials/\_part.md'`).
  const escaped = lines.findIndex((line) => stringLiteralsOf(line).includes(specifier));
  return escaped !== -1 ? escaped + 1 : lineMentioning(importerSource, specifier);
}

/** The values of the quoted strings on a line of code, their escapes decoded as JavaScript reads them; one pass. */
export function stringLiteralsOf(line: string): string[] {
  const values: string[] = [];
  for (let at = 0; at < line.length; at++) {
    const quote = line[at];
    if (quote !== "'" && quote !== '"' && quote !== "`") continue;
    let value = "";
    let end = at + 1;
    for (; end < line.length && line[end] !== quote; end++) {
      if (line[end] !== "\\" || end + 1 === line.length) value += line[end];
      else value += ESCAPED_CHARACTERS[line[++end]] ?? line[end];
    }
    if (end < line.length) values.push(value);
    at = end;
  }
  return values;
}

/** The escapes whose character is not the one written after the backslash. */
const ESCAPED_CHARACTERS: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };

/** Where something found in a file's preprocessed text is in that file as written: its path in the content folder and its line there. */
function writtenPlace(found: { file: string; line: number }, contentDir: string, preprocessed: Map<string, Preprocessed>): { file: string; line: number } {
  return { file: path.relative(contentDir, found.file), line: preprocessed.get(found.file)?.lineOrigins[found.line - 1] ?? found.line };
}

/** Each link once: a page compiled twice (unbundled, then bundled) meets its links twice. */
function distinctLinks(links: CrossPluginLink[]): CrossPluginLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(`${link.file}:${link.line}:${link.written}`) && seen.add(`${link.file}:${link.line}:${link.written}`));
}

/**
 * A Markdown file link between two content plugins' pages (a blog post and a doc, two docs
 * instances' docs): this site leads it to the page, Docusaurus
 * resolves such links only among the files of the page's own plugin (facebook/docusaurus#9117), so
 * there it stays a path to a file, which its build reports and readers meet as a 404.
 */
function crossPluginLinkWarning(link: CrossPluginLink, contentDir: string, preprocessed: Map<string, Preprocessed>): ContentProblem {
  const rest = /[?#].*$/s.exec(link.written)?.[0] ?? "";
  const address = link.url.slice(0, link.url.length - rest.length);
  return {
    ...writtenPlace(link, contentDir, preprocessed),
    severity: "warning",
    kind: "cross-plugin-link",
    message: `link "${link.written}" leads from ${link.from} to ${link.to}, which Docusaurus does not resolve ` +
      `(it reads a Markdown file link among its own plugin's files only: the link stays a path to a file, a broken link there); ` +
      `this site leads it to "${address}": write the page's URL, as Docusaurus serves it`,
  };
}

/** The checker's warning for a link that works only as Docusaurus' `trailingSlash: true` reads it. */
function folderRelativeLinkWarning(link: FolderRelativeLink, contentDir: string, preprocessed: Map<string, Preprocessed>): ContentProblem {
  const fileLink = path.relative(path.dirname(link.file), link.targetFile).split(path.sep).join("/");
  const rest = /[?#].*$/s.exec(link.written)?.[0] ?? "";
  return {
    ...writtenPlace(link, contentDir, preprocessed),
    severity: "warning",
    kind: "folder-relative-link",
    message: `link "${link.written}" names a page only when this page's URL is read as a folder (Docusaurus' trailingSlash: true); ` +
      `it leads to "${link.url}": write the page's file, "${fileLink.startsWith(".") ? fileLink : `./${fileLink}`}${rest}", to say so whatever the URL`,
  };
}

/**
 * The warning for a fence whose info string starts with what is no language: `title="x"`, `{2}`, or Pandoc's
 * attribute syntax, `{.bash caption="Example"}`, which Pandoc writes when it converts reStructuredText or other
 * Markdown, and which Docusaurus reads as the language `{.bash`, showing plain text and no caption.
 */
function metaAsLanguageMessage(fence: MetaAsLanguage): string {
  const pandocLanguage = /^\{\.([A-Za-z][\w+#-]*)\}?$/.exec(fence.written)?.[1];
  if (pandocLanguage === undefined) {
    const stated = `the code block has no language, so its ${fence.written} stands where the language goes and is read as one, as Docusaurus reads it: it does nothing, and the block is plain text`;
    // A title whose quote is never closed, or that has none, shows no title in Docusaurus even after a language: the suggestion quotes it.
    const loose = /^title=(["']?)([^"'\s]+)$/.exec(fence.written);
    if (loose && !(loose[1] && fence.meta.includes(loose[1]))) {
      const title = loose[1] ? [loose[2], fence.meta].filter(Boolean).join(" ") : loose[2];
      const rest = loose[1] || !fence.meta ? "" : ` ${fence.meta}`;
      const fix = loose[1] ? "close the title's quote" : "the title in quotes";
      return `${stated}; write a language first, and ${fix}, as Docusaurus shows no title without both (\`\`\`text title="${title}"${rest})`;
    }
    return `${stated}; write a language first (\`\`\`text ${fence.written})`;
  }
  const caption = /(?:^|\s)(?:caption|title)=("[^"]*"|'[^']*')/.exec(fence.meta)?.[1];
  const captionNote = caption === undefined ? "" : `, and its caption is not shown`;
  const written = `${fence.written}${fence.meta ? ` ${fence.meta}` : ""}`;
  return `the code block's ${written} is Pandoc's attribute syntax, which Docusaurus does not read: ${fence.written} stands where the language goes and is read as one, so the block is plain text${captionNote}; write \`\`\`${pandocLanguage}${caption === undefined ? "" : ` title=${caption}`}`;
}
