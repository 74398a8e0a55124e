// Docusaurus' versioned docs: versions.json names the released versions (newest first), each with
// its pages in versioned_docs/version-<name>/ and its sidebars in
// versioned_sidebars/version-<name>-sidebars.json; docs/ is the version being written ("current").
// The last version (the newest release, unless the config says otherwise) is served at the root,
// the others under their path (`next/...`, `1.0/...`), as Docusaurus serves them under its docs route.
import fs from "node:fs";
import path from "node:path";
import { hashText } from "./hash.server";
import type { ClientDocsVersion, PageConfig } from "./page-config";
import type { VersionBanner } from "./page-data";
import { indexPages, type PageIndex, type PageRecord, type VersionPlace } from "./pages.server";
import { lineMentioning, type ContentProblem } from "./problems";
import { readingOrder, type Sidebars } from "./sidebar-tree";
import { buildSidebars, DOCUSAURUS_CATEGORY_DEFAULTS, loadSidebarsFile, type CategoryDefaults, type LoadedSidebars, type SidebarItemsGenerator, type RawSidebarsFile } from "./sidebars.server";
import type { HiddenClassRules } from "./hidden-sidebar-classes.server";
import type { RawConfigFile } from "./config-file.server";
import { urlPathFromPageId } from "./urls";

/** The docs folder's version, as Docusaurus names it. */
const CURRENT_VERSION = "current";

/** What the docs plugin's options say of versions (`lastVersion`, `versions`, ...), as written. */
export interface DocsVersioningOptions {
  lastVersion?: unknown;
  includeCurrentVersion?: unknown;
  onlyIncludeVersions?: unknown;
  disableVersioning?: unknown;
  versions?: unknown;
}

export interface DocsVersion {
  /** versions.json's name, or `current` for the docs folder. */
  name: string;
  /** What readers see: `Next` for the docs folder, else its name, unless the config labels it. */
  label: string;
  /** The path its pages are served under, without slashes; "" for the last version, served at the root. */
  path: string;
  /** The folder of its pages. */
  docsDir: string;
  /** Its sidebars file from the content folder; undefined: the site's own (sidebars.js), as for the docs folder. */
  sidebarsFile?: string;
  /** The banner its pages show: a version not released yet, or an older one; null for none. */
  banner: VersionBanner | null;
  /** Whether its pages show which version they are of. */
  badge: boolean;
}

/** Where a docs plugin keeps its versions: the files of an instance other than the main docs start with its id (`community_versions.json`), as in Docusaurus. */
export interface VersionFiles {
  list: string;
  docsFolder: string;
  sidebarsFolder: string;
}

/** The version files of the main docs (no `pluginId`) or of another docs plugin instance. */
export function versionFilesOf(pluginId?: string): VersionFiles {
  const prefix = pluginId === undefined ? "" : `${pluginId}_`;
  return { list: `${prefix}versions.json`, docsFolder: `${prefix}versioned_docs`, sidebarsFolder: `${prefix}versioned_sidebars` };
}

/** The folder of a released version's pages. */
function versionFolderOf(contentDir: string, files: VersionFiles, name: string): string {
  return path.join(contentDir, files.docsFolder, `version-${name}`);
}

function isFolder(folder: string): boolean {
  return fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory() === true;
}

/** versions.json's names, or a problem when it cannot be read as a list of names; none without the file. */
function listedVersions(contentDir: string, files: VersionFiles): { names: string[]; source: string } | ContentProblem | undefined {
  const file = path.join(contentDir, files.list);
  if (!fs.existsSync(file)) return undefined;
  const source = fs.readFileSync(file, "utf8");
  let names: unknown;
  try {
    names = JSON.parse(source);
  } catch (error) {
    return { file: files.list, line: 1, severity: "error", kind: "versions", message: `not valid JSON (${(error as Error).message}); only the docs folder is served, at the root` };
  }
  if (!Array.isArray(names) || names.some((name) => typeof name !== "string" || !name.trim() || /[/\\]/.test(name))) {
    return { file: files.list, line: 1, severity: "error", kind: "versions", message: 'must be a list of version names (["2.0", "1.0"], newest first); only the docs folder is served, at the root' };
  }
  return { names: names.map((name: string) => name.trim()), source };
}

/** The config's setting for one version (`versions: {current: {label: "Next"}}`). */
function versionSetting(options: DocsVersioningOptions, name: string): Record<string, unknown> {
  const versions = options.versions;
  const setting = versions && typeof versions === "object" ? (versions as Record<string, unknown>)[name] : undefined;
  return setting && typeof setting === "object" ? (setting as Record<string, unknown>) : {};
}

function textSetting(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/**
 * The docs versions to serve, in Docusaurus' order (the docs folder first, then versions.json's,
 * newest first), and what is wrong with them. None when the content is not versioned (no
 * versions.json, or the config's `disableVersioning`): its docs folder is served at the root.
 */
export function docsVersionsOf(
  contentDir: string,
  currentDocsDir: string,
  options: DocsVersioningOptions = {},
  configFile: RawConfigFile | null = null,
  files: VersionFiles = versionFilesOf(),
): { versions: DocsVersion[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const warnConfig = (message: string, mentioned: string) => {
    if (configFile) problems.push({ file: configFile.file, line: lineMentioning(configFile.source, mentioned), severity: "warning", kind: "versions", message });
  };
  const listed = listedVersions(contentDir, files);
  const unlistedFolders = (names: string[]) => {
    const folders = fs.existsSync(path.join(contentDir, files.docsFolder)) ? fs.readdirSync(path.join(contentDir, files.docsFolder)) : [];
    for (const folder of folders.filter((name) => name.startsWith("version-") && !names.includes(name.slice("version-".length)))) {
      problems.push({ file: `${files.docsFolder}/${folder}`, line: 1, severity: "warning", kind: "versions", message: `${files.list} does not list "${folder.slice("version-".length)}", so its pages are not served (as in Docusaurus)` });
    }
  };
  if (listed === undefined || options.disableVersioning === true) {
    unlistedFolders([]);
    return { versions: [], problems };
  }
  if ("severity" in listed) return { versions: [], problems: [listed] };

  const released = listed.names.filter((name) => {
    if (isFolder(versionFolderOf(contentDir, files, name))) return true;
    problems.push({ file: files.list, line: lineMentioning(listed.source, `"${name}"`), severity: "error", kind: "versions", message: `version "${name}" has no folder ${files.docsFolder}/version-${name}; it is not served` });
    return false;
  });
  unlistedFolders(listed.names);
  unknownVersionSettings(options, [CURRENT_VERSION, ...listed.names], files, configFile, problems);
  let names = [...(options.includeCurrentVersion === false ? [] : [CURRENT_VERSION]), ...released];
  if (Array.isArray(options.onlyIncludeVersions)) {
    const only = options.onlyIncludeVersions.filter((name): name is string => typeof name === "string");
    for (const unknown of only.filter((name) => !names.includes(name))) warnConfig(`onlyIncludeVersions names "${unknown}", which is not a version of this content`, unknown);
    const kept = names.filter((name) => only.includes(name));
    names = kept.length ? kept : names;
  }
  if (names.length === 0) names = [CURRENT_VERSION];

  const wanted = textSetting(options.lastVersion);
  if (wanted !== undefined && !names.includes(wanted)) warnConfig(`lastVersion "${wanted}" is not a version served here; the newest release is the last version`, wanted);
  const last = wanted !== undefined && names.includes(wanted) ? wanted : names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const lastAt = names.indexOf(last);

  const versions = names.map((name, at): DocsVersion => {
    const setting = versionSetting(options, name);
    const isCurrent = name === CURRENT_VERSION;
    const ownPath = textSetting(setting.path)?.replace(/^\/+|\/+$/g, "");
    const defaultBanner: VersionBanner | null = at === lastAt ? null : at < lastAt ? "unreleased" : "unmaintained";
    const banner = setting.banner === "none" ? null : setting.banner === "unreleased" || setting.banner === "unmaintained" ? setting.banner : defaultBanner;
    return {
      name,
      label: textSetting(setting.label) ?? (isCurrent ? "Next" : name),
      path: name === last ? "" : ownPath || (isCurrent ? "next" : name),
      docsDir: isCurrent ? currentDocsDir : versionFolderOf(contentDir, files, name),
      ...(isCurrent ? {} : { sidebarsFile: `${files.sidebarsFolder}/version-${name}-sidebars.json` }),
      banner,
      badge: typeof setting.badge === "boolean" ? setting.badge : names.length > 1,
    };
  });
  return { versions, problems };
}

/** Errors, at the config's line, for `versions` settings of versions the list does not name: Docusaurus stops on them ("unknown versions"). */
function unknownVersionSettings(options: DocsVersioningOptions, known: string[], files: VersionFiles, configFile: RawConfigFile | null, problems: ContentProblem[]): void {
  const settings = options.versions;
  if (!configFile || !settings || typeof settings !== "object") return;
  for (const name of Object.keys(settings).filter((key) => !known.includes(key))) {
    const message = `the versions option sets version "${name}", which ${files.list} does not list (${known.map((known) => `"${known}"`).join(", ")} are the versions); Docusaurus stops on such unknown versions: remove its setting, or list the version`;
    // Found as the setting's key (`"8.3": {`, `8.3: {`), not inside a label that mentions it.
    const key = [`"${name}":`, `'${name}':`, `${name}:`].find((written) => configFile.source.includes(written)) ?? name;
    problems.push({ file: configFile.file, line: lineMentioning(configFile.source, key), severity: "error", kind: "versions", message });
  }
}

/**
 * The path the config gives the version served at the root (`versions: {current: {path:
 * 'canary'}}`), or undefined: Docusaurus serves even its last version under such a path
 * (`/docs/canary/intro`), and the docs folder of content that is not versioned too, where this
 * site serves them at the root.
 */
export function rootVersionRouteOf(versions: DocsVersion[], options: DocsVersioningOptions = {}): string | undefined {
  const name = rootVersionOf(versions)?.name ?? CURRENT_VERSION;
  return textSetting(versionSetting(options, name).path)?.replace(/^\/+|\/+$/g, "") || undefined;
}

/** The version served at the root (Docusaurus' last version); undefined when the content is not versioned. */
export function rootVersionOf<Version extends DocsVersion>(versions: Version[]): Version | undefined {
  return versions.find((version) => version.path === "");
}

/** A docs version as the site serves it. */
export interface ServedDocsVersion extends DocsVersion {
  /** Its pages by Docusaurus doc id: each version has its own ids (`intro` in every one). */
  byDocId: ReadonlyMap<string, PageRecord>;
  /** Where it starts: the first page of its first sidebar, else its first page. */
  homeHref: string;
}

/**
 * The sidebars file of a version: its versioned_sidebars file, or the site's own for the docs folder
 * (`mainSidebarsFile`, the docs plugin's `sidebarPath`, when it names one; else `sidebars.js`...).
 */
function sidebarsFileOf(contentDir: string, version: DocsVersion | undefined, mainSidebarsFile: string | null | undefined): RawSidebarsFile | ContentProblem {
  if (version?.sidebarsFile) return loadSidebarsFile(contentDir, [version.sidebarsFile]);
  if (mainSidebarsFile === null) return loadSidebarsFile(contentDir, []);
  return mainSidebarsFile ? loadSidebarsFile(contentDir, [mainSidebarsFile]) : loadSidebarsFile(contentDir);
}

/** Whether a place's sidebars are named after it: another version's or instance's, not the root version's. */
function namesItsSidebars(place: Pick<VersionPlace, "path" | "pluginId">): boolean {
  return place.path !== "" || place.pluginId !== undefined;
}

/** A sidebar's name on the site: another version's or instance's sidebars are named after it too (`docs@1.0`), as every one has its `docs`. */
function sidebarNameIn(name: string, place: VersionPlace): string {
  return namesItsSidebars(place) ? `${name}@${place.name}` : name;
}

/** The name a version's or instance's sidebar was given in its own sidebars file (`docs` for `docs@1.0`), for readers. */
export function sidebarNameWithin(siteName: string, place: Pick<VersionPlace, "path" | "name" | "pluginId"> | undefined): string {
  const suffix = place && namesItsSidebars(place) ? `@${place.name}` : "";
  return suffix && siteName.endsWith(suffix) ? siteName.slice(0, -suffix.length) : siteName;
}

/** Where a docs folder's pages start: the first page of its first sidebar, else its first page; undefined when it has none. */
function homeHrefOf(index: PageIndex, sidebars: LoadedSidebars): string | undefined {
  const [firstSidebar] = sidebars.sidebars.values();
  const firstPage = [...index.pages.keys()][0];
  return readingOrder(firstSidebar ?? [])[0]?.href ?? (firstPage === undefined ? undefined : urlPathFromPageId(firstPage));
}

function servedVersion<Place extends VersionPlace>(version: Place, index: PageIndex, sidebars: LoadedSidebars): Place & { byDocId: ReadonlyMap<string, PageRecord>; homeHref: string } {
  return { ...version, byDocId: index.byDocId, homeHref: homeHrefOf(index, sidebars) ?? urlPathFromPageId(version.path) };
}

/** The label of the docs folder's version (`versions: {current: {label}}`), as Docusaurus shows it even when the docs are not versioned. */
export function currentVersionLabelOf(options: DocsVersioningOptions = {}): string {
  return textSetting(versionSetting(options, CURRENT_VERSION).label) ?? "Next";
}

/** Another instance of the docs plugin (`id: 'community'`), as served: its folder's pages under its route, with sidebars of their own. */
export interface DocsInstance {
  pluginId: string;
  /** The path its pages are served under, without slashes (its `routeBasePath`). */
  path: string;
  docsDir: string;
  sidebarsFile: RawSidebarsFile | ContentProblem;
  /** Which files of its folder are pages (its own `include`/`exclude`). */
  isDocFile: (relativePath: string) => boolean;
  /** Its versions (`community_versions.json`...), its folder's first, paths within its route; none when it is not versioned. */
  versions: DocsVersion[];
  /** Whether its categories start closed and can close when they do not say (its `sidebarCollapsed`, `sidebarCollapsible`). */
  categoryDefaults: CategoryDefaults;
  /** Its own `sidebarItemsGenerator`; absent when it has none. */
  itemsGenerator?: SidebarItemsGenerator;
}

/**
 * A docs plugin instance as the site serves it: where it starts, and its pages by doc id (its ids
 * are its own). A versioned instance is served as one of these per version.
 */
export interface ServedDocsInstance {
  pluginId: string;
  /** Its sidebars are named after it (`docs@community`, `docs@community@1.0` for a version other than its last), as it names them like the main docs. */
  name: string;
  path: string;
  docsDir: string;
  byDocId: ReadonlyMap<string, PageRecord>;
  homeHref: string;
  /** The version of a versioned instance, as its pages show it; absent when the instance is not versioned. */
  version?: Pick<DocsVersion, "name" | "label" | "banner" | "badge">;
  /** The version's name when it is not the instance's last one (its pages' `otherVersion`). */
  otherVersion?: string;
}

/** The served instance (or instance version) a page of another docs plugin instance is of. */
export function instanceOfPage(instances: ServedDocsInstance[], page: Pick<PageRecord, "docsPluginId" | "otherVersion">): ServedDocsInstance | undefined {
  return instances.find((instance) => instance.pluginId === page.docsPluginId && instance.otherVersion === page.otherVersion);
}

/** The root version's pages and sidebars, copied to add the others' to. */
function mergedIndexOf(index: PageIndex, sidebars: LoadedSidebars) {
  return {
    ...index,
    ...sidebars,
    pages: new Map(index.pages),
    unreadable: new Map(index.unreadable),
    drafts: new Set(index.drafts),
    sidebars: new Map(sidebars.sidebars),
    sidebarOf: new Map(sidebars.sidebarOf),
    generatedIndexes: new Map(sidebars.generatedIndexes),
    siteLinks: [...sidebars.siteLinks],
    problems: [...index.problems, ...sidebars.problems],
  };
}
type MergedIndex = ReturnType<typeof mergedIndexOf>;

/** Adds a docs version's or instance's pages and sidebars to the site's (the site's own win a shared address). */
function mergePlace(merged: MergedIndex, place: VersionPlace, own: PageIndex, built: LoadedSidebars): void {
  for (const [id, page] of own.pages) {
    const taken = merged.pages.get(id) ?? merged.generatedIndexes.get(id);
    if (taken) merged.problems.push({ file: page.relativePath, line: 1, severity: "warning", kind: "duplicate-route", message: `${urlPathFromPageId(id)} is also the address of ${"relativePath" in taken ? taken.relativePath : "a category page"}, which is served there; move or rename one` });
    else merged.pages.set(id, page);
  }
  for (const [id, problem] of own.unreadable) if (!merged.unreadable.has(id)) merged.unreadable.set(id, problem);
  // Its drafts by page id (its doc ids are its own: they would hide the root version's pages).
  for (const id of own.drafts) if (id === place.path || id.startsWith(`${place.path}/`)) merged.drafts.add(id);
  for (const [name, items] of built.sidebars) merged.sidebars.set(sidebarNameIn(name, place), items);
  for (const [id, name] of built.sidebarOf) merged.sidebarOf.set(id, sidebarNameIn(name, place));
  for (const [id, generated] of built.generatedIndexes) if (!merged.generatedIndexes.has(id) && !merged.pages.has(id)) merged.generatedIndexes.set(id, generated);
  merged.siteLinks.push(...built.siteLinks);
  merged.problems.push(...own.problems, ...built.problems);
}

/**
 * The page index and sidebars of every docs version and docs plugin instance together: the
 * version at the root (`root`, the whole docs folder when the content is not versioned), then each
 * other version's, its pages under its path and its sidebars named after it, then each instance's
 * the same way. `sectionSidebars`: the sidebars the header may lead to (the root version's and the
 * instances', not other versions'). `docsHomeHref`: where the root version's pages (the docs folder's, when the
 * content is not versioned) start. `previousSidebars`: the root's sidebars file that last loaded,
 * which stands in for one that does not. `isDocFile`: which files of a version's folder are pages.
 * `mainSidebarsFile`: the docs folder's sidebars file, from the content folder, when the config names one; null for none (the main docs turned off).
 * `generatedNote`: why the root's docs folder lacks a doc or folder (its path there) that a plugin writes when the site is built.
 */
export function indexVersions(
  contentDir: string,
  docsDir: string,
  standalonePagesDir: string | undefined,
  versions: DocsVersion[],
  previousSidebars: RawSidebarsFile | null | undefined,
  isDocFile: (relativePath: string) => boolean,
  instances: DocsInstance[] = [],
  mainSidebarsFile?: string | null,
  categoryDefaults = DOCUSAURUS_CATEGORY_DEFAULTS,
  itemsGenerator?: SidebarItemsGenerator,
  hiddenClasses?: HiddenClassRules,
  generatedNote?: (docPath: string) => string | undefined,
): MergedIndex & { docsVersions: ServedDocsVersion[]; docsInstances: ServedDocsInstance[]; sectionSidebars: Sidebars; docsHomeHref?: string } {
  const root = rootVersionOf(versions);
  const index = indexPages(root?.docsDir ?? docsDir, contentDir, standalonePagesDir, undefined, isDocFile);
  const sidebars = buildSidebars(sidebarsFileOf(contentDir, root, mainSidebarsFile), index, previousSidebars, root && { name: root.name, path: root.path }, categoryDefaults, itemsGenerator, hiddenClasses, generatedNote);
  const merged = mergedIndexOf(index, sidebars);
  const served = new Map<DocsVersion, ServedDocsVersion>(root ? [[root, servedVersion(root, index, sidebars)]] : []);
  for (const version of versions.filter((other) => other !== root)) {
    const place = { name: version.name, path: version.path };
    const own = indexPages(version.docsDir, contentDir, undefined, place, isDocFile);
    const built = buildSidebars(sidebarsFileOf(contentDir, version, mainSidebarsFile), own, null, place, categoryDefaults, itemsGenerator, hiddenClasses);
    mergePlace(merged, place, own, built);
    served.set(version, servedVersion(version, own, built));
  }
  const sectionSidebars = new Map(sidebars.sidebars);
  const docsInstances = instances.flatMap((instance) => instanceVersionsOf(instance).map(({ version, docsDir, place }): ServedDocsInstance => {
    const sidebarsFile = version?.sidebarsFile ? loadSidebarsFile(contentDir, [version.sidebarsFile]) : instance.sidebarsFile;
    const own = indexPages(docsDir, contentDir, undefined, place, instance.isDocFile);
    const built = buildSidebars(sidebarsFile, own, null, place, instance.categoryDefaults, instance.itemsGenerator, hiddenClasses);
    mergePlace(merged, place, own, built);
    // The header leads into the instance's last version, as into the main docs' last one.
    if (!place.otherVersion) for (const [name, items] of built.sidebars) sectionSidebars.set(sidebarNameIn(name, place), items);
    const { homeHref } = servedVersion(place, own, built);
    return {
      pluginId: instance.pluginId, name: place.name, path: place.path, docsDir, byDocId: own.byDocId, homeHref,
      ...(version ? { version: { name: version.name, label: version.label, banner: version.banner, badge: version.badge } } : {}),
      ...(place.otherVersion ? { otherVersion: place.otherVersion } : {}),
    };
  }));
  const docsHomeHref = homeHrefOf(index, sidebars);
  return { ...merged, docsVersions: versions.map((version) => served.get(version)!), docsInstances, sectionSidebars, ...(docsHomeHref === undefined ? {} : { docsHomeHref }) };
}

/**
 * Where each version of an instance is served: its last version at its route (named after it, as
 * an unversioned instance is), the others under it (`community/next`, `community/1.0`), named
 * after both. An unversioned instance is its folder alone.
 */
function instanceVersionsOf(instance: DocsInstance): { version?: DocsVersion; docsDir: string; place: VersionPlace }[] {
  if (instance.versions.length === 0) return [{ docsDir: instance.docsDir, place: { name: instance.pluginId, path: instance.path, pluginId: instance.pluginId } }];
  return instance.versions.map((version) => {
    const isLast = version.path === "";
    const place: VersionPlace = {
      name: isLast ? instance.pluginId : `${instance.pluginId}@${version.name}`,
      path: isLast ? instance.path : `${instance.path}/${version.path}`,
      pluginId: instance.pluginId,
      ...(isLast ? {} : { otherVersion: version.name }),
    };
    return { version, docsDir: version.docsDir, place };
  });
}

/**
 * Every docs version as components see it through `@docusaurus/plugin-content-docs/client`: the
 * main docs' versions (its docs folder alone, `current`, when it is not versioned), then each
 * other instance's, with the paths this site serves them under.
 */
export function clientDocsVersionsOf(contentDir: string, docsDir: string, versions: ServedDocsVersion[], instances: ServedDocsInstance[], options: DocsVersioningOptions = {}): ClientDocsVersion[] {
  const folderOf = (dir: string) => path.relative(contentDir, dir).split(path.sep).join("/");
  const main: ClientDocsVersion[] = versions.length
    ? versions.map((version) => ({ pluginId: "default", name: version.name, label: version.label, path: `/${version.path}`, isLast: version.path === "", banner: version.banner, badge: version.badge, folder: folderOf(version.docsDir) }))
    : [{ pluginId: "default", name: CURRENT_VERSION, label: currentVersionLabelOf(options), path: "/", isLast: true, banner: null, badge: false, folder: folderOf(docsDir) }];
  const others = instances.map((instance): ClientDocsVersion => ({
    pluginId: instance.pluginId,
    name: instance.version?.name ?? CURRENT_VERSION,
    label: instance.version?.label ?? "Next",
    path: `/${instance.path}`,
    isLast: instance.otherVersion === undefined,
    banner: instance.version?.banner ?? null,
    badge: instance.version?.badge ?? false,
    folder: folderOf(instance.docsDir),
  }));
  return [...main, ...others];
}

/** The config pages render with, given the content's docs versions (a part of its own: pages that read them are rebuilt when they change). */
export function withDocsVersions(pageConfig: PageConfig, docsVersions: ClientDocsVersion[]): PageConfig {
  return { ...pageConfig, docsVersions, fingerprints: { ...pageConfig.fingerprints, docsVersions: hashText(JSON.stringify(docsVersions)) } };
}
