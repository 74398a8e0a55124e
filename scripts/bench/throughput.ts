// Timed HTTP load with autocannon: requests/s, latency percentiles, and every response's status
// tallied per path, so expected statuses (a deliberate 404) can be told from real failures.
import autocannon, { type Request } from "autocannon";
import { progress } from "./log";
import { round } from "./stats";

export interface LoadRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Socket errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Status code -> count, per requested path. */
  statusesByPath: Record<string, Record<string, number>>;
}

export interface LoadOptions {
  label: string;
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
}

/** Runs autocannon over `paths` in rotation across connections, printing progress every few seconds. */
export function runLoad({ label, origin, paths, connections, seconds }: LoadOptions): Promise<LoadRun> {
  const statusesByPath: LoadRun["statusesByPath"] = Object.fromEntries(paths.map((path) => [path, {}]));
  // One request whose path rotates over all connections, so the mix is even from the first
  // second; each connection's context remembers the path of its request in flight.
  let sent = 0;
  const requests = [
    {
      method: "GET",
      path: paths[0],
      setupRequest: (request: Request, context: Record<string, unknown>) => {
        context.path = paths[sent++ % paths.length];
        return { ...request, path: context.path as string };
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        const tally = statusesByPath[context.path as string];
        tally[status] = (tally[status] ?? 0) + 1;
      },
    },
  ];
  return new Promise((resolve, reject) => {
    let second = 0;
    let recent = 0;
    const instance = autocannon({ url: origin, connections, duration: seconds, timeout: 10, requests }, (error, result) => {
      clearTimeout(safety);
      if (error) return reject(error);
      resolve({
        requestsPerSecond: round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        statusesByPath,
      });
    });
    const every = Math.max(1, Math.round(seconds / 5));
    instance.on("tick", ({ counter }: { counter: number }) => {
      second++;
      recent += counter;
      if (second % every === 0 && second < seconds) {
        progress(`  ${label}: ${second}/${seconds} s, ${Math.round(recent / every)} req/s`);
        recent = 0;
      }
    });
    // autocannon stops itself after `duration`; this only guards against it hanging.
    const safety = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}
