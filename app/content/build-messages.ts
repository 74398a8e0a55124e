// The messages between the server's build pool and its page builder threads.
import type { PageSource, RenderedPage } from "./bundle.server";
import type { ContentProblem } from "./problems";

export interface BuildJob {
  id: number;
  contentDir: string;
  page: PageSource;
  source: string;
  /** File -> URL of every page, sent with a worker's first job of each content version. */
  pageUrls?: Map<string, string>;
}

export type BuildReply = { id: number; page: RenderedPage } | { id: number; problem: ContentProblem } | { id: number; failure: string };

/** What a worker sends once it has loaded, before any reply. */
export const READY = "page-builder-ready";
