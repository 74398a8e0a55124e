// The docs plugin's other instances (Docusaurus' multi-instance docs: `plugins: [['content-docs',
// {id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: ...}]]`): each a
// folder of pages served under its own route, with its own sidebars and doc ids, searched as the
// main docs are. Their versions (`community_versions.json`, `community_versioned_docs/`...) are
// served under that route as the main docs' are at the root: the last at it, the others below.
import fs from "node:fs";
import path from "node:path";
import { laidOutFolderOf } from "./config.server";
import { docFileMatcher } from "./pages.server";
import { lineMentioning, type ContentProblem } from "./problems";
import { DOCUSAURUS_CATEGORY_DEFAULTS, loadSidebarsFile } from "./sidebars.server";
import { sidebarItemsGeneratorOf } from "./config-plugins.server";
import { type DocsInstanceSetting } from "./site-config.server";
import { type RawConfigFile } from "./config-file.server";
import { docsVersionsOf, versionFilesOf, type DocsInstance } from "./versions.server";

/** A path the config names, relative to the content folder; undefined when it leads out of it. */
function withinContent(contentDir: string, written: string): string | undefined {
  const relative = path.relative(contentDir, path.resolve(contentDir, written));
  return relative.startsWith("..") || path.isAbsolute(relative) ? undefined : relative;
}

/**
 * The instances to serve, and warnings (at the config's line) for those that cannot be: a folder
 * out of the content (unless the content is laid out for it, `../docs/community` read from its
 * `docs/community`, which is a notice) or missing, the main docs' folder (`mainDocsDir`) or route, a sidebars file
 * missing.
 */
export function docsInstancesOf(contentDir: string, settings: DocsInstanceSetting[], mainDocsDir: string, configFile: RawConfigFile | null): { instances: DocsInstance[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const warn = (mentioned: string, message: string) => {
    if (configFile) problems.push({ file: configFile.file, line: lineMentioning(configFile.source, mentioned), severity: "warning", kind: "config", message });
  };
  const instances: DocsInstance[] = [];
  for (const setting of settings) {
    const named = `the docs plugin "${setting.id}"`;
    const folder = withinContent(contentDir, setting.path);
    const laidOut = folder === undefined ? laidOutFolderOf(contentDir, setting.path) : undefined;
    const docsDir = laidOut ?? (folder === undefined ? undefined : path.join(contentDir, folder));
    if (laidOut !== undefined && configFile) {
      const shown = path.relative(contentDir, laidOut).split(path.sep).join("/");
      problems.push({ file: configFile.file, line: lineMentioning(configFile.source, setting.id), severity: "notice", kind: "config", message: `${named} reads "${setting.path}", out of the content folder; its ${shown}/ folder is read in its place, as this folder is laid out for it` });
    }
    if (docsDir === undefined || !fs.statSync(docsDir, { throwIfNoEntry: false })?.isDirectory()) {
      warn(setting.id, `${named} reads "${setting.path}", which is no folder of the content; its pages are not served`);
      continue;
    }
    if (docsDir === mainDocsDir || instances.some((other) => other.docsDir === docsDir)) {
      warn(setting.id, `${named} reads "${setting.path}", the folder of other docs; give it a \`path\` of its own (its pages are served once)`);
      continue;
    }
    // The main docs are served at the root: an instance there would hide them, or another instance.
    const routeTaken = setting.routeBase === "" || instances.some((other) => other.path === setting.routeBase);
    if (routeTaken) warn(setting.id, `${named} is served at "/${setting.routeBase}", where other docs are; its pages are served under "/${setting.id}" instead`);
    const versions = docsVersionsOf(contentDir, docsDir, setting.versioning, configFile, versionFilesOf(setting.id));
    problems.push(...versions.problems);
    instances.push({
      pluginId: setting.id,
      path: routeTaken ? setting.id : setting.routeBase,
      docsDir,
      sidebarsFile: sidebarsFileOf(contentDir, setting, warn),
      isDocFile: docFileMatcher(setting.docFileGlobs),
      versions: versions.versions,
      categoryDefaults: setting.categoryDefaults ?? DOCUSAURUS_CATEGORY_DEFAULTS,
      itemsGenerator: sidebarItemsGeneratorOf(configFile, setting.id),
    });
  }
  return { instances, problems };
}

/** An instance's sidebars: its `sidebarPath`'s file, none for `false`, else one generated from its folder (Docusaurus' default). */
function sidebarsFileOf(contentDir: string, setting: DocsInstanceSetting, warn: (mentioned: string, message: string) => void): DocsInstance["sidebarsFile"] {
  if (setting.sidebarPath === false) return { file: null, source: "", raw: {} };
  if (setting.sidebarPath === undefined) return loadSidebarsFile(contentDir, []);
  const file = withinContent(contentDir, setting.sidebarPath);
  if (file === undefined || !fs.existsSync(path.join(contentDir, file))) {
    warn(setting.id, `the sidebars of the docs plugin "${setting.id}" ("${setting.sidebarPath}") are not in the content folder; its sidebar is generated from its folder`);
    return loadSidebarsFile(contentDir, []);
  }
  return loadSidebarsFile(contentDir, [file]);
}
