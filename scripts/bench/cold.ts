// One pass over pages: each requested once (one at a time, or a few at a time as a crawler
// would), timed from request to last byte.
import { forEachLimited } from "../../app/content/for-each-limited";
import { urlPathFromPageId } from "../../app/content/urls";
import { get } from "./http";
import { progress } from "./log";
import { summarize, type TimingSummary } from "./stats";
import type { SiteServer } from "./site-server";

export interface PassResult extends TimingSummary {
  /** Wall time of the whole pass. */
  wallMs: number;
  /** Status code -> count; anything but 200 is a page the site failed to serve. */
  statuses: Record<string, number>;
  slowest: { id: string; ms: number }[];
  /** Pages not requested because the pass ran past its time limit. */
  skipped: number;
}

/**
 * Requests every id once, in order, `concurrency` at a time; stops early (counting the rest as
 * skipped) after `limitMs`.
 */
export async function pass(server: SiteServer, ids: string[], label: string, concurrency = 1, limitMs = 600_000): Promise<PassResult> {
  const started = performance.now();
  const times: { id: string; ms: number }[] = [];
  const statuses: Record<string, number> = {};
  const reportEvery = Math.max(25, Math.ceil(ids.length / 8));
  await forEachLimited(ids, concurrency, async (id) => {
    if (performance.now() - started > limitMs) return;
    const response = await get(server.url(urlPathFromPageId(id)), 60_000);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    times.push({ id, ms: response.ms });
    if (times.length % reportEvery === 0 && times.length < ids.length) {
      progress(`  ${label}: ${times.length}/${ids.length} pages, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  const wallMs = performance.now() - started;
  return {
    ...summarize(times.map((time) => time.ms)),
    wallMs,
    statuses,
    slowest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 5),
    skipped: ids.length - times.length,
  };
}
