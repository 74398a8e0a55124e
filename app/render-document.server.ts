// A React element rendered to the whole HTML document, as one string.
import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * React 18's stream writer sends a full 2 KB buffer when a multi-byte character does not fit in
 * its last bytes, zeros included (facebook/react#31134, fixed in React 19): a NUL in the document,
 * which a browser turns into U+FFFD in a script or an attribute. HTML never needs a raw NUL (JSON
 * escapes it, and browsers drop it from text), so none is kept, as in Docusaurus' output.
 */
function withoutNulBytes(html: string): string {
  return html.includes("\0") ? html.replaceAll("\0", "") : html;
}

/**
 * The whole document. Single fetch streams its data through Suspense boundaries, so the render
 * must run to completion (onAllReady), not stop at the shell. The bytes are decoded once, whole,
 * so a character is never split between two chunks. Aborted after `abortDelayMs`.
 */
export function renderDocument(element: ReactElement, abortDelayMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(withoutNulBytes(Buffer.concat(chunks).toString("utf8")));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
    setTimeout(abort, abortDelayMs).unref();
  });
}
