// One GET at a time over a fresh connection, timed from request to the last byte of the body.
import http from "node:http";

export interface TimedResponse {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** GETs `url` (127.0.0.1 only); rejects on connection errors and after `timeoutMs`. */
export function get(url: string, timeoutMs = 30_000): Promise<TimedResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers, ms: performance.now() - started }),
      );
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/**
 * Polls `url` every `intervalMs` until it answers with `accept(status)`, and returns that response;
 * throws once `deadlineMs` has passed. Connection refusals (server not listening yet) are retried.
 */
export async function pollUntil(url: string, accept: (status: number) => boolean, deadlineMs: number, intervalMs = 10): Promise<TimedResponse> {
  const deadline = performance.now() + deadlineMs;
  let last = "no answer";
  while (performance.now() < deadline) {
    try {
      const response = await get(url, Math.max(1, deadline - performance.now()));
      if (accept(response.status)) return response;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer in ${deadlineMs} ms (last: ${last})`);
}
