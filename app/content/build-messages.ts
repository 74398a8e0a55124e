// The messages between the server's build pool and its page builder threads.
import type { PageSource, RenderedPage } from "./bundle.server";
import type { Preprocessed } from "./markdown-preprocessor.server";
import type { PluginFolder } from "./markdown-plugins.server";
import type { PageConfig } from "./page-config";
import type { ContentProblem } from "./problems";

export interface BuildJob {
  id: number;
  contentDir: string;
  page: PageSource;
  source: string;
  /** Whether the config has a `markdown.preprocessor`, which the page's partials are passed through (see PreprocessRequest). */
  preprocessesPartials: boolean;
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

/**
 * A builder's request for a partial's text as the config's `markdown.preprocessor` makes it: the
 * config lives in the server's thread, so the builder asks it and waits for the PreprocessAnswer.
 */
export interface PreprocessRequest {
  /** The job whose page imports the partial. */
  id: number;
  request: number;
  file: string;
  fileContent: string;
}

export interface PreprocessAnswer {
  request: number;
  outcome: Preprocessed;
}

export type BuildReply = { id: number; page: RenderedPage } | { id: number; problem: ContentProblem } | { id: number; failure: string };

/** What a worker sends once it has loaded, before any reply. */
export const READY = "page-builder-ready";
