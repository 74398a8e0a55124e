/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response, set by server.mjs. */
    cspNonce?: string;
  }
}
