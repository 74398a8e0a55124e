// The messages between the server's build pool and its page builder threads.
import type { PageSource, RenderedPage } from "./bundle.server";
import type { PluginFolder } from "./markdown-plugins.server";
import type { PageConfig } from "./page-config";
import type { ContentProblem } from "./problems";

export interface BuildJob {
  id: number;
  contentDir: string;
  page: PageSource;
  source: string;
  /** What a worker needs of each content version, sent with its first job of that version. */
  version?: {
    /** File -> URL of every page. */
    pageUrls: Map<string, string>;
    /** The folder the pages are read from. */
    docsDir: string;
    /** The other docs versions' and docs plugin instances' folders. */
    otherDocsDirs: readonly string[];
    /** The folders of the content plugins besides the main docs. */
    pluginFolders: readonly PluginFolder[];
    config: PageConfig;
  };
}

export type BuildReply = { id: number; page: RenderedPage } | { id: number; problem: ContentProblem } | { id: number; failure: string };

/** What a worker sends once it has loaded, before any reply. */
export const READY = "page-builder-ready";
