// The content checker: every problem a writer can fix, located by file and line. It loads the
// content like the site does, renders every page through the same pipeline, then checks each
// rendered page's internal links against the other rendered pages.
import fs from "node:fs";
import path from "node:path";
import { PageBuildError, type RenderedPage } from "./bundle.server";
import { IMAGE_STOPS_THE_BUILD } from "./page-warnings.server";
import { forEachLimited } from "./for-each-limited";
import { renderPage } from "./page-cache.server";
import { idMeantBy } from "./anchors";
import { CONTENT_ASSETS_PREFIX, decodedOrAsWritten, docsDirOfFolder } from "./markdown-plugins.server";
import { anchorsOf, hrefsOf, imageSourcesOf, pageLinkOf, unrenderedDirectivesOf, unrenderedLinksOf, type PageLink } from "./rendered-html";
import { sidebarPositionOf } from "./docusaurus-ids";
import { lateFrontmatterOf } from "./late-frontmatter";
import { FRONTMATTER_KEYS, keyMeant } from "./misspelt-keys";
import { ignoredUrlSettingsOf, paginationTargetOf } from "./page-options";
import { ownTitleOf, pageSourceOf, type PageRecord } from "./pages.server";
import { titleBelowBreak } from "./content-title";
import { segmentsOf, unwrapMdxCodeBlocks } from "./preprocess/segments";
import { compareProblems, formatProblem, lineAt, type ContentProblem, type Severity } from "./problems";
import { addedPluginRoutesOf, type PluginRoute } from "./config-plugins.server";
import { clientRedirectFromExtensionsOf } from "./client-redirects.server";
import { severityAsConfigured, type BrokenLinkAction } from "./site-config.server";
import { staticFileOf, staticFoldersOf } from "./static-files.server";
import { generatedPagesNote, unservedRouteNote } from "./sections";
import { blogOfPost, docOfPageVersion, isBaseUrlHome, loadSite, pageInOtherCase, pageUnderDocusaurusRoutes, pluginRouteOfLink, reactPageOfLink, redirectOf, servesPage, staticFileUnderBaseUrl, versionOfPageId, type Site } from "./site.server";
import { tagsProblemsOf } from "./tags.server";
import { urlPathFromPageId } from "./urls";

export interface CheckReport {
  contentDir: string;
  pageCount: number;
  /** Sorted by file, then line. */
  problems: ContentProblem[];
  errors: number;
  warnings: number;
  notices: number;
}

export interface CheckOptions {
  /** How many pages render at once: bundling is memory-hungry, so keep it small. */
  concurrency?: number;
  onProgress?: (rendered: number, total: number) => void;
}

/** Checks a content folder: frontmatter, ids, sidebars, titles, MDX, internal links and anchors. */
export async function checkContent(contentDir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const site = loadSite(path.resolve(contentDir));
  const pages = [...site.pages.values()];
  const writtenPages = pages.filter((page) => !page.generated);
  const problems: ContentProblem[] = [
    ...site.problems.map((problem) => locateFrontmatterKey(problem, site.contentDir)),
    ...writtenPages.flatMap((page) => unknownPaginationTargets(page, site)),
    ...writtenPages.flatMap((page) => ignoredFrontmatterValues(page, blogOfPost(site, page.id) !== undefined)),
    ...writtenPages.flatMap(misspeltFrontmatterKeys),
    ...writtenPages.flatMap(lateFrontmatter),
  ];

  const rendered = new Map<string, RenderedPage>();
  let done = 0;
  await forEachLimited(pages, options.concurrency ?? 4, async (page) => {
    const result = await renderForCheck(page, site);
    if ("html" in result) {
      rendered.set(page.id, result);
      // A link to a missing file, found while building, is a broken link as the config says to treat them; a missing image, as it says to treat those.
      const asConfigured = (warning: ContentProblem) =>
        warning.kind === "broken-link" ? { ...warning, severity: severityAsConfigured(warning.severity, site.config.brokenLinkHandling?.links) }
        : warning.kind === "missing-image" ? missingImageAsConfigured(warning, site.config.brokenLinkHandling?.markdownImages)
        : warning;
      for (const warning of result.warnings) problems.push(asConfigured(warning)); // a page may have more than push(...) takes
    } else {
      problems.push(result);
    }
    options.onProgress?.(++done, pages.length);
  });

  // A generated page (an API reference) has no frontmatter of its writer's to check.
  const importers = importersOf(rendered, site);
  problems.push(...writtenPages.filter((page) => !ownTitleOf(page.frontmatter, page.body)).map((page) => missingTitle(page, importers.get(page.file))));

  const anchors = new Map([...rendered].map(([id, page]) => [id, anchorsOf(page.html)]));
  // A category's generated index lists its items as cards, with no anchors of its own, in Docusaurus too.
  for (const id of site.generatedIndexes.keys()) if (!anchors.has(id)) anchors.set(id, new Set());
  // The routes plugins' options name, and those they add when called as Docusaurus calls them.
  const pluginRoutes = [...(site.config.pluginRoutes ?? []), ...addedPluginRoutesOf(site.configFile)];
  const missingRawImages: ContentProblem[] = [];
  for (const page of pages) {
    const result = rendered.get(page.id);
    for (const problem of result ? renderedPageProblems(page, result, site, anchors, pluginRoutes) : []) {
      (problem.kind === "missing-image" ? missingRawImages : problems).push(problem);
    }
  }
  problems.push(...missingRawImagesReported(missingRawImages, site));
  return report(site.contentDir, pages.length, problems);
}

/**
 * The warnings for images written as `<img>` markup whose file static/ lacks: each at its line, or,
 * in content with no static/ folder at all (a copy of a site's pages without their files), one for
 * them all, at the first, as one warning per image would only say that many times.
 */
function missingRawImagesReported(missing: ContentProblem[], site: Site): ContentProblem[] {
  if (missing.length === 0 || staticFoldersOf(site.contentDir, site.pageConfig).some((folder) => fs.existsSync(folder))) return missing;
  const [first] = [...missing].sort(compareProblems);
  const files = new Set(missing.map((problem) => problem.file)).size;
  const src = /^image "(.*?)": /.exec(first.message)?.[1];
  const message = `the content has no static/ folder, so its ${missing.length} images written as <img> markup with a path from the site's root (in ${files} files; this one, "${src}", first) show broken to readers (Docusaurus leaves them unchecked, and builds the pages)`;
  return [{ ...first, message }];
}

/** Each page file another page's build read (a partial it imports), with the first such page's file from the content folder. */
function importersOf(rendered: Map<string, RenderedPage>, site: Site): Map<string, string> {
  const importers = new Map<string, string>();
  for (const [id, result] of rendered) {
    const importer = site.pages.get(id);
    if (!importer) continue;
    for (const [file] of result.inputs) if (file !== importer.file && !importers.has(file)) importers.set(file, importer.relativePath);
  }
  return importers;
}

/**
 * A warning, not an error: Docusaurus serves such a page under its file name, and so does the site.
 * A `# heading` below a thematic break is named, at its line: the writer sees a heading and was told
 * to add one. A file another page imports (`importer`) is a partial there, which a title would be
 * wrong in: its name without a leading `_` is what makes it a page too, as in Docusaurus; one named
 * with it (or in a `_` folder) is a page only because the docs plugin's own `exclude` replaced the
 * default that leaves such files out, so renaming it would not help.
 */
function missingTitle(page: PageRecord, importer?: string): ContentProblem {
  const shown = `page has no title, so it is shown as "${page.title}" (its file name)`;
  if (importer) {
    const partialName = `_${path.basename(page.relativePath)}`;
    const folders = page.docId.split("/").slice(0, -1);
    const underscored = [...folders, path.basename(page.relativePath)].some((name) => name.startsWith("_"));
    const reason = underscored
      ? `as the docs plugin's \`exclude\` option, which replaces Docusaurus' default that leaves out files and folders named with a leading "_", does not match it; add "**/_*.{md,mdx}" to \`exclude\``
      : `as its file name does not start with "_"; name it ${partialName}`;
    const message = `${shown}: ${importer} imports it as a partial, and Docusaurus makes it a page of its own too, ${reason} to keep it a partial only (or give it a frontmatter \`title\` if it is meant to be a page too)`;
    return { file: page.relativePath, line: 1, severity: "warning", kind: "missing-title", message };
  }
  const below = titleBelowBreak(page.body);
  if (below) {
    const [breakLine, headingLine] = [below.breakLine, below.headingLine].map((line) => line + page.bodyStartLine - 1);
    const message = `${shown}: its \`#\` heading is below a thematic break (line ${breakLine}), and Docusaurus takes a title from above the first one only; move the heading above it, or add a frontmatter \`title\``;
    return { file: page.relativePath, line: headingLine, severity: "warning", kind: "missing-title", message };
  }
  return { file: page.relativePath, line: 1, severity: "warning", kind: "missing-title", message: `${shown}: add a frontmatter \`title\` or a \`# heading\`` };
}

/** The line of a frontmatter key in a page's source; 1 when it cannot be found. */
function lineOfFrontmatterKey(file: string, key: string): number {
  try {
    return linesContaining(fs.readFileSync(file, "utf8"), `${key}:`)[0] ?? 1;
  } catch {
    return 1;
  }
}

/** Frontmatter problems found while indexing come without a line but name their key first: find it. */
function locateFrontmatterKey(problem: ContentProblem, contentDir: string): ContentProblem {
  const key = /^(\w+) "/.exec(problem.message)?.[1];
  if (problem.kind !== "frontmatter" || problem.line !== 1 || !key) return problem;
  return { ...problem, line: lineOfFrontmatterKey(path.join(contentDir, problem.file), key) };
}

/** `pagination_prev`/`pagination_next` values that name no page (the sidebar's neighbour shows instead). */
function unknownPaginationTargets(page: PageRecord, site: Site): ContentProblem[] {
  return (["prev", "next"] as const).flatMap((direction): ContentProblem[] => {
    const target = paginationTargetOf(page.frontmatter, direction);
    if (typeof target !== "string" || docOfPageVersion(site, page.id, target) || site.pages.has(target)) return [];
    const key = `pagination_${direction}`;
    return [{ file: page.relativePath, line: lineOfFrontmatterKey(page.file, key), severity: "warning", kind: "frontmatter", message: `${key} "${target}" names no page; the sidebar's neighbour is shown (Docusaurus stops its build on it: "the ${key} front matter points to a non-existent ID")` }];
  });
}

/**
 * Frontmatter values the site ignores: `tags` it cannot read, a `sidebar_position` that is not a
 * number, URLs that are neither http(s) nor a path on this site, and a standalone page's `slug`
 * and `id` (Docusaurus' pages plugin serves a page at its file's path whatever they say).
 */
function ignoredFrontmatterValues(page: PageRecord, isBlogPost: boolean): ContentProblem[] {
  const warning = (key: string, message: string): ContentProblem => ({ file: page.relativePath, line: lineOfFrontmatterKey(page.file, key), severity: "warning", kind: "frontmatter", message });
  return [
    ...tagsProblemsOf(page.frontmatter).map((message) => warning("tags", message)),
    ...(page.frontmatter.sidebar_position !== undefined && sidebarPositionOf(page.frontmatter.sidebar_position) === undefined
      ? [warning("sidebar_position", `sidebar_position ${JSON.stringify(page.frontmatter.sidebar_position)} is not a number; the page is ordered by its file name`)]
      : []),
    // A blog post is a standalone page whose `slug` is its path.
    ...(page.standalone && !isBlogPost ? (["slug", "id"] as const) : []).filter((key) => page.frontmatter[key] !== undefined).map((key) =>
      warning(key, `${key} does not apply to pages in src/pages, which are served at their file's path (${urlPathFromPageId(page.id)}); it is ignored`),
    ),
    ...ignoredUrlSettingsOf(page.frontmatter).map(({ key, value }) => warning(key, `${key} "${value.length > 60 ? `${value.slice(0, 60)}…` : value}" is not an http(s) URL or a path on this site; it is ignored`)),
  ];
}

/** Frontmatter keys that look like a misspelt Docusaurus key: the setting they were meant for is lost. */
function misspeltFrontmatterKeys(page: PageRecord): ContentProblem[] {
  return Object.keys(page.frontmatter).flatMap((key): ContentProblem[] => {
    const meant = keyMeant(key, FRONTMATTER_KEYS);
    if (!meant) return [];
    return [{ file: page.relativePath, line: lineOfFrontmatterKey(page.file, key), severity: "warning", kind: "frontmatter", message: `${key} is not a frontmatter key (did you mean ${meant}?); it is ignored` }];
  });
}

/** A frontmatter block below comments at the top of a page, which Docusaurus reads as Markdown. */
function lateFrontmatter(page: PageRecord): ContentProblem[] {
  // Without a frontmatter block at its top, the page's body is its whole text, as the index read it.
  if (Object.keys(page.frontmatter).length > 0 || page.bodyStartLine !== 1) return [];
  const late = lateFrontmatterOf(page.body);
  if (!late) return [];
  const message = `this frontmatter does not open the file (comments come first), so Docusaurus reads it as Markdown, a rule and a heading "${late.key}: …", and ignores its settings; move it to the file's first line`;
  return [{ file: page.relativePath, line: late.line, severity: "warning", kind: "frontmatter", message }];
}

/** The rendered page, or the problem that stopped it from rendering. */
async function renderForCheck(page: PageRecord, site: Site): Promise<RenderedPage | ContentProblem> {
  try {
    return await renderPage(page, () => pageSourceOf(page), site);
  } catch (error) {
    if (error instanceof PageBuildError) return error.problem;
    return { file: page.relativePath, line: 1, severity: "error", kind: "mdx-render", message: `page fails to render: ${(error as Error).message}` };
  }
}

/**
 * What is wrong with a link, or undefined when it leads somewhere that exists. Broken links are
 * errors and loose anchors warnings, unless the config's `onBrokenLinks`, `onBrokenMarkdownLinks`
 * or `onBrokenAnchors` says otherwise (see severityAsConfigured). `fromPageId`: the linking page,
 * whose docs version the pages a broken link is said to be nearest are of.
 */
function linkProblem(link: PageLink, site: Site, anchors: Map<string, Set<string>>, fromPageId?: string): Pick<ContentProblem, "severity" | "kind" | "message"> | undefined {
  const handling = site.config.brokenLinkHandling;
  if (link.pageId === null) return { severity: severityAsConfigured("error", handling?.links), kind: "broken-link", message: "its path can never name a page" };
  // The base URL alone, `/support/`, is the home page, `/`, as on the Docusaurus site.
  const linkPageId = isBaseUrlHome(site, link.pageId) ? "" : link.pageId;
  // Content without a home page (a Docusaurus site's is a React page) has "/" lead to its first
  // section; an anchor there was meant for a page that does not exist, and stays an error.
  if (linkPageId === "" && link.anchor === undefined && !servesPage(site, "") && site.sections.length > 0) return undefined;
  // `/docs/x` (or `/base/docs/x`), written for Docusaurus' URLs, leads to `/x` (a redirect).
  const pageId = pageUnderDocusaurusRoutes(site, linkPageId) ?? linkPageId;
  // A path redirected to a page (redirects.json, the config's client redirects) leads there, as Docusaurus' redirect page does.
  if (!servesPage(site, pageId) && redirectOf(site, pageId) !== undefined) return undefined;
  const otherCase = servesPage(site, pageId) ? undefined : pageInOtherCase(site, pageId);
  if (otherCase !== undefined) {
    const written = urlPathFromPageId(pageId);
    return { severity: "warning", kind: "broken-link", message: `there is no page at "${written}", but "${urlPathFromPageId(otherCase)}" differs from it in case only: readers get there, as Docusaurus' router matches paths whatever their case, through a redirect here; write the page's own path` };
  }
  if (!servesPage(site, pageId)) {
    const markdownFile = /\.mdx?$/i.test(pageId);
    const severity = severityAsConfigured("error", markdownFile ? handling?.markdownLinks : handling?.links);
    return { severity, kind: "broken-link", message: markdownFile ? "that Markdown file is not a page" : `there is no page at "${urlPathFromPageId(pageId)}"${nearestPageNote(pagesNearest(pageId, site, fromPageId))}` };
  }
  const targetAnchors = anchors.get(pageId);
  // An unrendered target is already reported; "#top" always scrolls to the top in browsers.
  if (link.anchor === undefined || !targetAnchors || targetAnchors.has(link.anchor) || link.anchor.toLowerCase() === "top") return undefined;
  if (link.encodedAnchor !== undefined && targetAnchors.has(link.encodedAnchor)) return undefined;
  const page = urlPathFromPageId(pageId);
  const meant = idMeantBy(link.anchor, targetAnchors);
  if (meant !== undefined) {
    // Readers get there, so only "ignore" changes it: it is a warning even where broken anchors stop the build.
    const severity = handling?.anchors === "ignore" ? "notice" : "warning";
    return { severity, kind: "loose-anchor", message: `page "${page}" has no anchor "#${link.anchor}" but has "#${meant}": write that (this site takes readers there; browsers and Docusaurus match anchors exactly)` };
  }
  const nearest = anchorNearest(link.anchor, targetAnchors);
  const generatedIndex = site.generatedIndexes.has(pageId) ? generatedIndexAnchorNote(pageId, link.anchor, site) : "";
  const elsewhere = nearest || generatedIndex ? "" : otherPagesWithAnchorNote(pageId, link.anchor, site, anchors);
  const message = `page "${page}" has no anchor "#${link.anchor}"${nearest ? ` (the nearest it has: "#${nearest}")` : generatedIndex || elsewhere}`;
  return { severity: severityAsConfigured("error", handling?.anchors), kind: "broken-anchor", message };
}

/**
 * The other pages of the target's docs version that have the anchor, up to three, as a section that
 * became a page of its own, or moved to one, keeps its heading's id there: docs split out of one long
 * README still link `#predeployed-contracts` on the page they left, where the page "Predeployed
 * contracts" has it now. Empty when none has it, or more than three do.
 */
function otherPagesWithAnchorNote(pageId: string, anchor: string, site: Site, anchors: Map<string, Set<string>>): string {
  const version = versionOfPageId(site, pageId);
  const having = [...anchors].filter(([id, ids]) => id !== pageId && ids.has(anchor) && servesPage(site, id) && versionOfPageId(site, id) === version).map(([id]) => id).sort();
  if (having.length === 0 || having.length > 3) return "";
  const quoted = having.map((id) => `"${urlPathFromPageId(id)}#${anchor}"`).join(", ");
  return `; ${having.length === 1 ? "another page has it" : "other pages have it"}: ${quoted}, which the section may have moved to`;
}

/** Why a category's generated index has no anchor, and the page of the category the anchor may mean (`/reference#segments`, `/reference/segments`). */
function generatedIndexAnchorNote(pageId: string, anchor: string, site: Site): string {
  const page = [pageId, anchor].filter(Boolean).join("/");
  const meant = servesPage(site, page) ? `; the page "${urlPathFromPageId(page)}" may be the one meant` : "";
  return `: it is a category's generated index, which lists the category's pages as cards and has no anchors, in Docusaurus too${meant}`;
}

/**
 * Whether `meant` is still a typo away from `anchor` once the words both begin with are set aside:
 * ids of one API page share their class's words (`#page-route`, `#page-mouse`), which let a
 * different last word pass for a typo of it, as two letters of ten are forgiven.
 */
function typoBeyondSharedWords(anchor: string, meant: string): boolean {
  const [written, known] = [anchor.split("-"), meant.split("-")];
  let shared = 0;
  while (shared < written.length - 1 && shared < known.length - 1 && written[shared] === known[shared]) shared++;
  if (shared === 0) return true;
  const rest = known.slice(shared).join("-");
  return keyMeant(written.slice(shared).join("-"), new Set([rest])) === rest;
}

/**
 * The heading id a broken anchor was most likely written for, to name beside it: one within a typo
 * or two of it (`#direct-api` for "Direct APIs", `#direct-apis`), else the only one whose words
 * begin or end with its words, as a heading that gained words does (`#initialprops` for
 * "`renderHook` Options `initialProps`"; `#wrapper-1`, the second "wrapper" of a page that has one, for
 * "`renderHook` Options `wrapper`"). Ids React or a plugin makes (`R1-tab-0`, `:r2:`) are
 * passed over. Undefined when none fits, or several do.
 */
function anchorNearest(anchor: string, ids: ReadonlySet<string>): string | undefined {
  const headingIds = new Set([...ids].filter((id) => id !== "" && id === id.toLowerCase() && !id.includes(":")));
  // `#wrapper-1` is the second heading "wrapper": when the page has one such heading only, the
  // other was renamed, and the heading meant is sought by its words, not as a typo of the first.
  const numbered = /^(.+)-\d+$/.exec(anchor.toLowerCase());
  const duplicateOf = numbered && headingIds.has(numbered[1]) ? numbered[1] : undefined;
  const typo = duplicateOf === undefined ? keyMeant(anchor.toLowerCase(), headingIds) : undefined;
  if (typo !== undefined && typoBeyondSharedWords(anchor.toLowerCase(), typo)) return typo;
  const words = (duplicateOf ?? anchor.toLowerCase()).split("-").filter(Boolean).join("-");
  if (!words) return undefined;
  const fitting = [...headingIds].filter((id) => id !== words && (id.startsWith(`${words}-`) || id.endsWith(`-${words}`)));
  return fitting.length === 1 ? fitting[0] : undefined;
}

/** The site's pages by folder, and by how their ids end (their last part, their last two), to name the page a broken link meant. */
interface PageNames {
  byFolder: Map<string, Set<string>>;
  byEnding: Map<string, string[]>;
}

const pageNamesOfSite = new WeakMap<Site, PageNames>();

function pageNamesOf(site: Site): PageNames {
  const known = pageNamesOfSite.get(site);
  if (known) return known;
  const names: PageNames = { byFolder: new Map(), byEnding: new Map() };
  for (const id of site.pages.keys()) {
    if (id === "" || !servesPage(site, id)) continue;
    const parts = id.split("/");
    const folder = parts.slice(0, -1).join("/");
    names.byFolder.set(folder, (names.byFolder.get(folder) ?? new Set()).add(parts[parts.length - 1]));
    for (const ending of new Set([parts.slice(-1).join("/"), parts.slice(-2).join("/")])) names.byEnding.set(ending, [...(names.byEnding.get(ending) ?? []), id]);
  }
  pageNamesOfSite.set(site, names);
  return names;
}

/**
 * The pages a link to no page was most likely written for, to name beside it: one of the same folder a
 * typo or two away (`vfn-setp` for `vfn-setup`), else the pages whose paths end as the link's last two
 * parts do (up to three), else the only one whose path ends as its last part does (a page moved to
 * another folder: `/tools/txs/transfer` for `/references/tools/txs/transfer`). With `fromPageId`, only
 * pages of the linking page's docs version. None when nothing fits, or too many do (`overview`).
 */
function pagesNearest(pageId: string, site: Site, fromPageId?: string): string[] {
  const { byFolder, byEnding } = pageNamesOf(site);
  const parts = pageId.split("/");
  const folder = parts.slice(0, -1).join("/");
  const linkFolder = folderOfLink(folder, byFolder);
  const typo = linkFolder === undefined ? undefined : keyMeant(parts[parts.length - 1], byFolder.get(linkFolder) ?? new Set());
  if (typo !== undefined) return [linkFolder ? `${linkFolder}/${typo}` : typo];
  const version = fromPageId === undefined ? undefined : versionOfPageId(site, fromPageId);
  const inVersion = (id: string) => fromPageId === undefined || versionOfPageId(site, id) === version;
  // A page of the same name in another folder is no page moved when the link's own folder is there: only a namesake.
  const endings = linkFolder === undefined || parts.length < 2 ? [[parts.slice(-2).join("/"), 3], [parts.slice(-1).join("/"), 1]] as const : [[parts.slice(-2).join("/"), 3]] as const;
  for (const [ending, most] of endings) {
    const fitting = (byEnding.get(ending) ?? []).filter((id) => id !== pageId && inVersion(id));
    if (fitting.length > 0) return fitting.length <= most ? [...new Set(fitting)].sort() : [];
  }
  return [];
}

/**
 * The site's folder a broken link's folder names: that folder, else the only one whose path ends in it (a link written
 * from the docs folder's parent, `/actions/x` for `docs/actions/`); undefined when there is none, or several.
 */
function folderOfLink(folder: string, byFolder: Map<string, Set<string>>): string | undefined {
  if (byFolder.has(folder)) return folder;
  if (!folder) return undefined;
  const ending = [...byFolder.keys()].filter((known) => known.endsWith(`/${folder}`));
  return ending.length === 1 ? ending[0] : undefined;
}

/** Said beside a broken link: the pages it was most likely written for, if any. */
function nearestPageNote(pageIds: string[]): string {
  const quoted = pageIds.map((id) => `"${urlPathFromPageId(id)}"`).join(", ");
  return pageIds.length === 0 ? "" : pageIds.length === 1 ? ` (the nearest page: ${quoted})` : ` (the nearest pages: ${quoted})`;
}

/**
 * The pages a link to a Markdown file that exists nowhere was most likely written for: the nearest
 * to each place it was looked for in the docs folder (`docs/guides/hot-upgrade.md` read as the page
 * `guides/hot-upgrade`, whose nearest is `guides/hot-upgrades`), unless the linking page is among them.
 */
function markdownFileNearest(href: string, page: PageRecord, site: Site): string[] {
  for (const file of linkedFileCandidates(pathOfHref(href), page, site)) {
    const fromDocs = path.relative(site.docsDir, file).split(path.sep).join("/");
    if (fromDocs.startsWith("..")) continue;
    const nearest = pagesNearest(fromDocs.replace(/\.mdx?$/i, "").replace(/(^|\/)index$/, ""), site, page.id);
    // The linking page itself is no suggestion: `./cup.mdx` on the page `cups` meant another.
    if (nearest.length) return nearest.includes(page.id) ? [] : nearest;
  }
  return [];
}

/** What is wrong in one rendered page, each problem at its line in the source. */
function renderedPageProblems(page: PageRecord, rendered: RenderedPage, site: Site, anchors: Map<string, Set<string>>, pluginRoutes: PluginRoute[]): ContentProblem[] {
  const sources = sourcesOf(page, rendered, site.contentDir);
  const fallback = { file: page.relativePath, line: 1 };
  const seen = new Map<string, number>();
  const problems: ContentProblem[] = unrenderedDirectivesOf(rendered.html).map((text) => ({
    ...(locateText([text], seen, sources) ?? fallback),
    severity: "warning",
    kind: "unrendered-directive",
    message: `"${text}" shows as plain text: the directive did not render`,
  }));
  // One written escaped (`\[label\](address)`), as text on purpose, is not found as written in the source.
  for (const written of unrenderedLinksOf(rendered.html)) {
    const where = locateText([written], seen, sources);
    if (where) problems.push({ ...where, severity: "warning", kind: "unrendered-link", message: `"${written}" shows as text, not as a link: ${whyNoLink(written)} (Docusaurus shows it as text too)` });
  }
  // Links read against the page's URL as a folder are named as written, in the page's order.
  const pageExtensions = clientRedirectFromExtensionsOf(site.configFile);
  const writtenAs = new Map<string, string[]>();
  for (const [url, written] of rendered.folderLinks ?? []) writtenAs.set(url, [...(writtenAs.get(url) ?? []), written]);
  for (const href of hrefsOf(rendered.html)) {
    const written = writtenAs.get(href)?.shift();
    const hostless = hostlessProtocolRelative(href);
    if (hostless) {
      const meant = pageLinkOf(hostless.sitePath, page.id, (id) => servesPage(site, id));
      const leadsThere = meant !== null && !linkProblem(meant, site, anchors);
      problems.push({
        ...(locateText([href], seen, sources) ?? fallback),
        severity: "error",
        kind: "broken-link",
        message: `link "${href}": its "${hostless.prefix}" makes browsers read "${hostless.host}" as the name of another server (Docusaurus leaves the link so too)${leadsThere ? `; the page it means is "${hostless.sitePath}": write that, with one "/"${hostless.prefix === "//" ? "" : ` and no "${hostless.prefix.replace(/\/+$/, "")}"`}` : ""}`,
      });
      continue;
    }
    const link = pageLinkOf(href, page.id, (id) => servesPage(site, id), (pathname) => namesAFile(site, pathname, pageExtensions));
    const problem = link && linkProblem(link, site, anchors, page.id);
    if (!link || !problem) continue;
    const where =
      locateText(written === undefined ? searchTextsOf(href, link, site) : [written, ...searchTextsOf(href, link, site)], seen, sources) ??
      locateText(quotedLastSegmentOf(href), seen, sources.filter((source) => COMPONENT_FILE.test(source.file))) ??
      fallback;
    const asWritten = written ?? fileLinkWrittenAt(where, href, link, site, sources) ?? href;
    const slashedPage = pageOfSlashedMarkdownLink(written ?? href, page, site);
    const renamed = slashedPage ? undefined : pageOfOtherMarkdownExtension(href, page, site);
    const missingFile = slashedPage || renamed ? undefined : missingMarkdownFile(href, page, site);
    // A Markdown file looked for in a folder a plugin writes when the site is built (docusaurus-plugin-openapi-docs' outputDir).
    const generatedFolder = problem.kind === "broken-link" && missingFile ? generatedFolderRouteOfFile(href, page, site, pluginRoutes) : undefined;
    const unservedRoute =
      problem.kind === "broken-link" && link.pageId !== null && !generatedFolder
        ? unservedRouteNote(link.pageId, { reactPageOf: (pageId) => reactPageOfLink(pageId, site), pluginRouteOf: (pageId) => pluginRouteOfLink(pageId, site, pluginRoutes) }, "link")
        : undefined;
    // Said without the nearest pages the broken-link message may offer: none of them is what the link meant.
    const message = generatedFolder
      ? `there is no such file (looked for ${missingFile}): it would be a page ${generatedPagesNote(generatedFolder)}`
      : unservedRoute
      ? `there is no page at "${urlPathFromPageId(link.pageId!)}": its address is ${unservedRoute}`
      : slashedPage
      ? `the "/" after the file name keeps it from leading to its page ${slashedPage} (a Markdown link names a page only when its path ends in .md or .mdx, in Docusaurus too): drop the "/"`
      : renamed
        ? `there is no ${renamed.written}, but there is ${renamed.file} (page ${renamed.url}): write that (Docusaurus, too, finds a linked file only by its exact name)`
        : missingFile
          ? `there is no such file (looked for ${missingFile})${nearestPageNote(markdownFileNearest(href, page, site))}`
          : problem.message + (problem.kind === "broken-link" && link.pageId !== null ? extensionAddressHint(link.pageId, site, pageExtensions) : "");
    problems.push({ ...where, ...problem, message: `link "${asWritten}": ${message}` });
  }
  problems.push(...unusedDefinitionProblems(sources, site));
  for (const src of imageSourcesOf(rendered.html)) {
    if (!isMissingStaticImage(src, rendered, site)) continue;
    const message = `image "${src}": static/ has no such file, so readers see a broken image (Docusaurus leaves an image written as <img> markup unchecked, and builds the page)`;
    // Markup may write `&` as `&amp;`, which MDX reads as `&`; a component computes the path from one without its `/` (`useBaseUrl('img/x.png')`).
    const written = [src, ...(src.includes("&") ? [src.replaceAll("&", "&amp;")] : []), src.slice(1)];
    problems.push({ ...(locateText(written, seen, sources) ?? locateComputedPath(src, sources) ?? fallback), severity: "warning", kind: "missing-image", message });
  }
  return problems;
}

/**
 * Whether an image of the page is a path of the site (rooted at `/`) that static/ lacks, written as
 * `<img>` markup or drawn by a component: a Markdown image's missing file is already reported by
 * its build, and one served from the content folder (a relative `<img src>`) was found there.
 */
function isMissingStaticImage(src: string, rendered: RenderedPage, site: Site): boolean {
  const pathname = /^[^?#]*/.exec(src)![0];
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.startsWith(CONTENT_ASSETS_PREFIX)) return false;
  if (servesStaticFile(site, pathname)) return false;
  return !rendered.warnings.some((warning) => warning.kind === "missing-image" && warning.message.startsWith(`image "${src}"`));
}

/**
 * Reference definitions that no link of their file uses (`[Kettle]: ./kettle.mdx` with no `[Kettle]`)
 * and that name a Markdown file the content lacks: nothing renders them, so the links above never
 * see them, but Docusaurus resolves every definition and reports one it cannot, as
 * onBrokenMarkdownLinks says (Playwright's pages each define a link to every API class).
 */
function unusedDefinitionProblems(sources: SourceText[], site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of sources.filter((candidate) => MARKDOWN_FILE.test(candidate.file))) {
    const lines = source.text.split("\n");
    const definitions = lines.flatMap((text, at) => {
      const found = source.literalLines.has(at + 1) ? null : DEFINITION.exec(text);
      // `[^note]: ...` is a footnote, not a link.
      return found && !found[1].startsWith("^") ? [{ line: at + 1, label: normalisedLabel(found[1]), url: found[2] }] : [];
    });
    const definitionLines = new Set(definitions.map((definition) => definition.line));
    const prose = lines.filter((_, at) => !definitionLines.has(at + 1) && !source.literalLines.has(at + 1)).join("\n");
    const used = new Set([...prose.matchAll(/\[([^\]]+)\]/g)].map((reference) => normalisedLabel(reference[1])));
    for (const definition of definitions) {
      if (used.has(definition.label)) continue;
      const lookedFor = missingMarkdownFile(definition.url, { file: path.join(site.contentDir, source.file) }, site);
      if (lookedFor === undefined) continue;
      problems.push({
        file: source.file,
        line: definition.line,
        severity: severityAsConfigured("error", site.config.brokenLinkHandling?.markdownLinks),
        kind: "broken-link",
        message: `link "${definition.url}": there is no such file (looked for ${lookedFor}); no link uses this definition, but Docusaurus resolves every definition and reports one it cannot`,
      });
    }
  }
  return problems;
}

/** A reference definition's line: its label and destination (`[label]: <destination> "title"`). */
const DEFINITION = /^ {0,3}\[((?:[^\]\\]|\\.)+)\]:[ \t]*<?([^\s>]+)>?/;

/** A link label as CommonMark matches it: case and runs of whitespace do not count. */
function normalisedLabel(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * A missing Markdown image under the config's `onBrokenMarkdownImages`: Docusaurus stops its build on
 * one only for "throw" (its default), and otherwise reports it, or says nothing, and builds the page.
 */
function missingImageAsConfigured(problem: ContentProblem, action: BrokenLinkAction | undefined): ContentProblem {
  if (action === undefined || action === "throw") return problem;
  const stop = problem.message.indexOf(IMAGE_STOPS_THE_BUILD);
  const said = action === "ignore" ? "says nothing of it" : "reports it";
  const message = `${stop < 0 ? problem.message : problem.message.slice(0, stop)}; Docusaurus ${said} and builds the page, as the config's onBrokenMarkdownImages is "${action}"`;
  return { ...problem, severity: severityAsConfigured(problem.severity, action), message };
}

/** Why Markdown did not read link syntax as a link: the address is not closed, or holds a space; no definition gives a reference's. */
function whyNoLink(written: string): string {
  const reference = /^\[([^\]]*)\]\[([^\]]*)\]$/.exec(written);
  if (reference) return `no definition "[${reference[2] || reference[1]}]: address" on the page gives its address`;
  const address = written.slice(written.indexOf("](") + 2);
  if (!address.endsWith(")")) return 'no ")" closes its address';
  if (/\s/.test(address)) return "its address holds a space, which a Markdown link's address cannot (write %20, or put the address in <...>)";
  return "Markdown does not read it as one";
}

/** The endings of files a page links to for download or display, whose links are left alone as files whether the site serves them or not. */
const FILE_EXTENSIONS = new Set(("7z apk avif bin bmp bz2 cjs csv deb dmg doc docx eps epub exe gif gz htm html ico ics jar jpeg jpg js json jsonl key log m4a md5 mjs mov mp3 mp4 msi " +
  "odt ogg otf pdf pkg png ppt pptx ps1 py rar rpm rtf sh sha256 sig svg tar tgz tif tiff toml ts ttf tsv txt wasm wav webm webp whl woff woff2 xls xlsx xml xz yaml yml zip").split(" "));

/**
 * Whether a link's path, which has a file extension and names no page, is taken for a file: it ends as
 * files do (`.zip`, `.png`), or static/ has it. Any other (`/api/lantern.options`, an API page linked
 * without `.md`, as api-documenter names them) is checked as a page, as Docusaurus checks it; so is
 * one ending in an extension of the client redirects' `fromExtensions` (`pageExtensions`), which
 * reaches the site's pages (`native-batch.html`, as Druid's docs, moved from Docusaurus 1, link them).
 */
function namesAFile(site: Site, pathname: string, pageExtensions: string[]): boolean {
  const extension = /\.([^./]+)$/.exec(pathname)?.[1] ?? "";
  if (servesStaticFile(site, pathname)) return true;
  return !pageExtensions.includes(extension) && FILE_EXTENSIONS.has(extension.toLowerCase());
}

/**
 * For a link to no page whose path ends in an extension of `fromExtensions`, what the reader was
 * meant to reach: the page without it, which does not exist, or, for `index.html`, the folder's own
 * page, whose address ends in "/" and so has no such redirect in Docusaurus. Empty for any other link.
 */
function extensionAddressHint(pageId: string, site: Site, pageExtensions: string[]): string {
  const extension = pageExtensions.find((one) => pageId.endsWith(`.${one}`));
  if (extension === undefined) return "";
  const bare = pageId.slice(0, -extension.length - 1);
  const folder = /(^|\/)index$/.test(bare) ? bare.replace(/\/?index$/, "") : undefined;
  const folderPage = folder === undefined ? undefined : pageUnderDocusaurusRoutes(site, folder) ?? (servesPage(site, folder) ? folder : undefined);
  if (folderPage !== undefined) {
    return `: the folder's own page is "${urlPathFromPageId(folderPage)}", and Docusaurus gives no .${extension} address to a path ending in "/" (link its Markdown file)`;
  }
  return ` (fromExtensions sends an address ending in .${extension} on to the page without it, "${urlPathFromPageId(bare)}", only when there is one)`;
}

/** Whether the site serves a file of its static folders at a path, at the root or under the config's `baseUrl`, as Docusaurus serves it. */
function servesStaticFile(site: Site, pathname: string): boolean {
  const relative = decodedOrAsWritten(pathname).replace(/^\/+/, "");
  if (staticFileOf(site.contentDir, site.pageConfig, relative)) return true;
  return staticFileUnderBaseUrl(site, relative) !== undefined;
}

/**
 * A link written `//section/page`, meant as a site path: browsers read what follows `//` as a
 * server's name; so they read `http:///section/page` (a site path with a scheme put before it, its
 * server's name left empty). Only a name that cannot be a server's is taken so (no dot, not
 * `localhost`, no port), so `//cdn.example.com/x` stays an external link. Undefined for any other link.
 */
export function hostlessProtocolRelative(href: string): { host: string; sitePath: string; prefix: string } | undefined {
  const match = /^(\/\/)([^/?#]+)(.*)$/s.exec(href) ?? /^(https?:\/\/\/+)([^/?#]+)(.*)$/is.exec(href);
  if (!match) return undefined;
  const [, prefix, host, rest] = match;
  if (/[.:@[]/.test(host) || host.toLowerCase() === "localhost") return undefined;
  return { host, sitePath: `/${host}${rest}`, prefix };
}

/** A link's path, without its ?query and #fragment. */
function pathOfHref(href: string): string {
  return /^[^?#]*/.exec(href)![0];
}

/**
 * The URL of the page a relative link like `Other.md/#anchor` meant: its path ends in `.md/`, and
 * without the slash it names a page file beside the page's own, or, written without `./` or `../`,
 * one under the docs folder or the site's (as a file link is read). Undefined for any other link.
 */
export function pageOfSlashedMarkdownLink(href: string, page: Pick<PageRecord, "file">, site: Pick<Site, "urlByFile" | "contentDir" | "docsDir" | "otherDocsDirs">): string | undefined {
  const linkPath = pathOfHref(href);
  if (!linkPath.endsWith("/") || linkPath.startsWith("/") || linkPath.includes(":")) return undefined;
  const file = linkPath.slice(0, -1);
  if (!/\.mdx?$/i.test(file)) return undefined;
  return pageOfLinkedFile(file, page, site);
}

/**
 * For a Markdown link that leads nowhere, the page it meant when only its extension is wrong:
 * `guide.md` written where the file is `guide.mdx` (pages renamed to .mdx keep their old links),
 * or the other way round. Undefined for any other link.
 */
export function pageOfOtherMarkdownExtension(href: string, page: Pick<PageRecord, "file">, site: Pick<Site, "urlByFile" | "contentDir" | "docsDir" | "otherDocsDirs">): { written: string; file: string; url: string } | undefined {
  const linkPath = pathOfHref(href);
  const extension = /\.(mdx?)$/i.exec(linkPath)?.[1];
  if (!extension || linkPath.includes(":") || linkPath.startsWith("//")) return undefined;
  const other = linkPath.slice(0, -extension.length) + (extension.toLowerCase() === "md" ? "mdx" : "md");
  const url = pageOfLinkedFile(other, page, site);
  return url === undefined ? undefined : { written: path.posix.basename(linkPath), file: path.posix.basename(other), url };
}

/** The URL of the page a file link names, read in Docusaurus' order (see contentUrlOf); undefined when none. */
function pageOfLinkedFile(file: string, page: Pick<PageRecord, "file">, site: Pick<Site, "urlByFile" | "contentDir" | "docsDir" | "otherDocsDirs">): string | undefined {
  return linkedFileCandidates(file, page, site).map((candidate) => site.urlByFile.get(candidate)).find((url) => url !== undefined);
}

/** The files a link to `file` may name, in the order Docusaurus looks: under the docs folder, the site's, then beside the page. */
function linkedFileCandidates(file: string, page: Pick<PageRecord, "file">, site: Pick<Site, "contentDir" | "docsDir" | "otherDocsDirs">): string[] {
  let decoded = file;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    // written with a bare % sign: the file is named as written
  }
  const roots = /^\.\.?\//.test(decoded) ? [] : [docsDirOfFolder(site, path.dirname(page.file)), site.contentDir];
  // A rooted link (`/docs/guide.md`) is read from those folders only, never beside the page.
  const beside = decoded.startsWith("/") ? [] : [path.resolve(path.dirname(page.file), decoded)];
  return [...new Set([...roots.map((root) => path.join(root, decoded)), ...beside])];
}

/** The route of a docs folder a plugin writes when the site is built that one of the places a linked Markdown file is looked for lies in. */
function generatedFolderRouteOfFile(href: string, page: Pick<PageRecord, "file">, site: Pick<Site, "contentDir" | "docsDir" | "otherDocsDirs">, routes: PluginRoute[]): PluginRoute | undefined {
  const places = linkedFileCandidates(pathOfHref(href), page, site).map((file) => path.relative(site.contentDir, file).split(path.sep).join("/"));
  return routes.find(({ generated }) => generated && places.some((place) => place.startsWith(`${generated.folder}/`)));
}

/**
 * For a Markdown link to a file that does not exist, where it was looked for (relative to the
 * content folder); undefined for any other link, and for a file that exists but is no page (a partial).
 */
export function missingMarkdownFile(href: string, page: Pick<PageRecord, "file">, site: Pick<Site, "contentDir" | "docsDir" | "otherDocsDirs">): string | undefined {
  const linkPath = pathOfHref(href);
  if (!/\.mdx?$/i.test(linkPath) || linkPath.includes(":")) return undefined;
  const candidates = linkedFileCandidates(linkPath, page, site);
  if (candidates.some((file) => fs.existsSync(file))) return undefined;
  return candidates.map((file) => path.relative(site.contentDir, file).split(path.sep).join("/")).join(" or ");
}

interface SourceText {
  /** Relative to the content folder. */
  file: string;
  text: string;
  /** Lines of fenced code and frontmatter, which never render a link or a directive. */
  literalLines: Set<number>;
}

/**
 * The page's own source first, then the Markdown files it imports, then the components it imports
 * (`.jsx`, `.tsx`...): their links render into it too, so a link a shared component writes is named
 * at the component's line, not at line 1 of every page that shows it. Last, the data files they
 * import (`.json`, `.yml`), whose paths a component renders (a logo list's `image`s).
 */
function sourcesOf(page: PageRecord, rendered: RenderedPage, contentDir: string): SourceText[] {
  const imported = rendered.inputs
    .map(([file]) => file)
    .filter((file) => file !== page.file && !path.relative(contentDir, file).startsWith("..") && !file.split(path.sep).includes("node_modules"));
  const markdown = imported.filter((file) => MARKDOWN_FILE.test(file));
  const components = imported.filter((file) => COMPONENT_FILE.test(file));
  const data = imported.filter((file) => DATA_FILE.test(file));
  return [page.file, ...markdown, ...components, ...data].flatMap((file) => {
    try {
      const text = fs.readFileSync(file, "utf8");
      const literalLines = MARKDOWN_FILE.test(file) ? literalLinesOf(text) : new Set<number>();
      return [{ file: path.relative(contentDir, file), text, literalLines }];
    } catch {
      return [];
    }
  });
}

const MARKDOWN_FILE = /\.mdx?$/i;
const COMPONENT_FILE = /\.[cm]?[jt]sx?$/i;
const DATA_FILE = /\.(?:json|ya?ml)$/i;

/** The lines of a Markdown file's code blocks and frontmatter, 1-based; an mdx-code-block fence's content is MDX, as Docusaurus reads it, not code. */
function literalLinesOf(text: string): Set<number> {
  const literal = segmentsOf(unwrapMdxCodeBlocks(text)).filter((segment) => segment.kind === "code" || segment.kind === "frontmatter");
  return new Set(literal.flatMap((segment) => segment.lines.map((_, i) => segment.firstLine + i)));
}

/**
 * What the link may look like in the source, most precise first: the href itself, the target's
 * file name with the fragment (a `.md` link the renderer rewrote to a URL), the bare fragment.
 */
function searchTextsOf(href: string, link: PageLink, site: Site): string[] {
  const fragment = href.includes("#") ? href.slice(href.indexOf("#")) : "";
  const target = link.pageId === null ? undefined : site.pages.get(link.pageId);
  const texts = [href, ...(target && fragment ? [path.basename(target.file) + fragment] : []), ...(fragment.length > 1 ? [fragment] : [])];
  // The rendered href escapes what the source writes as is (`#a-"quoted"-title` is `#a-%22quoted%22-title`).
  return texts.flatMap((text) => {
    const decoded = decodedOrAsWritten(text);
    return decoded === text ? [text] : [text, decoded];
  });
}

/**
 * The last part of a link's path as a component's data would quote it, for a link the component
 * makes from it (`` to={`/academy/${link}`} `` with `link: 'advanced'`): `'advanced'` and `"advanced"`.
 */
function quotedLastSegmentOf(href: string): string[] {
  const segment = pathOfHref(href).replace(/\/+$/, "").split("/").pop() ?? "";
  return segment.length > 2 ? [`'${segment}'`, `"${segment}"`] : [];
}

/**
 * The link as its line writes it, where that line names a Markdown file the href was made from
 * (`/api/class-dialog.mdx#dialog-page` for `/api/class-dialog#dialog-page`), so that a message
 * quotes what the writer can find in the file. Undefined when the line holds the href itself, or
 * only its fragment, which does not tell which link it was.
 */
function fileLinkWrittenAt(where: { file: string; line: number }, href: string, link: PageLink, site: Site, sources: SourceText[]): string | undefined {
  const source = sources.find((candidate) => candidate.file === where.file);
  const line = source?.text.split("\n")[where.line - 1];
  if (line === undefined || line.includes(href)) return undefined;
  const fragment = href.includes("#") ? href.slice(href.indexOf("#")) : "";
  const fileTexts = searchTextsOf(href, link, site).filter((text) => text !== href && text.length > fragment.length && !text.startsWith("#"));
  for (const text of fileTexts) {
    const at = line.indexOf(text);
    if (at < 0) continue;
    const delimiter = /[\s()<>"'`[\]{}]/;
    let start = at;
    while (start > 0 && !delimiter.test(line[start - 1])) start--;
    let end = at + text.length;
    while (end < line.length && !delimiter.test(line[end])) end++;
    return line.slice(start, end);
  }
  return undefined;
}

/**
 * Where a text of the rendered page comes from: the first of `searchTexts` found in a source,
 * outside code blocks when it occurs anywhere else (a code example may show the same link).
 * `seen` counts the texts already located, so that the same link twice gets its own two lines.
 */
function locateText(searchTexts: string[], seen: Map<string, number>, sources: SourceText[]): { file: string; line: number } | undefined {
  const occurrence = seen.get(searchTexts[0]) ?? 0;
  seen.set(searchTexts[0], occurrence + 1);
  for (const searchText of searchTexts) {
    for (const source of sources) {
      const all = linesContaining(source.text, searchText);
      const rendered = all.filter((line) => !source.literalLines.has(line));
      const lines = rendered.length > 0 ? rendered : all;
      if (lines.length > 0) return { file: source.file, line: lines[Math.min(occurrence, lines.length - 1)] };
    }
  }
  return undefined;
}

/**
 * Where a path a component computes is written: the longest start of it that the source writes
 * right before its code goes on, a template's `${` (`` `/img/logos/${name}.png` ``) or a string's end
 * joined to more (`"/img/logos/" + name`), as no source writes the whole path. At least one
 * character after its leading `/`, so that a bare `/` is no match.
 */
function locateComputedPath(urlPath: string, sources: SourceText[]): { file: string; line: number } | undefined {
  let best: { file: string; line: number; length: number } | undefined;
  for (const source of sources) {
    for (const follower of ["${", '" +', "' +", '"+', "'+"]) {
      for (let at = source.text.indexOf(follower); at !== -1; at = source.text.indexOf(follower, at + follower.length)) {
        const length = longestStartEndingAt(source.text, at, urlPath);
        const line = lineAt(source.text, at);
        if (length >= 2 && (best === undefined || length > best.length) && !source.literalLines.has(line)) best = { file: source.file, line, length };
      }
    }
  }
  return best && { file: best.file, line: best.line };
}

/** The length of the longest start of `urlPath` (short of all of it) that `text` writes just before `at`. */
function longestStartEndingAt(text: string, at: number, urlPath: string): number {
  for (let length = Math.min(urlPath.length - 1, at); length >= 2; length--) {
    if (text.startsWith(urlPath.slice(0, length), at - length)) return length;
  }
  return 0;
}

/** The 1-based line of every occurrence of `needle` in `text`. */
function linesContaining(text: string, needle: string): number[] {
  const lines: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    lines.push(lineAt(text, at));
  }
  return lines;
}

function report(contentDir: string, pageCount: number, problems: ContentProblem[]): CheckReport {
  const unique = [...new Map(problems.map((problem) => [formatProblem(problem), problem])).values()];
  unique.sort(compareProblems);
  return {
    contentDir,
    pageCount,
    problems: unique,
    errors: unique.filter((problem) => problem.severity === "error").length,
    warnings: unique.filter((problem) => problem.severity === "warning").length,
    notices: unique.filter((problem) => problem.severity === "notice").length,
  };
}
