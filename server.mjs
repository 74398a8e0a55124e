// Production server: security headers, read-only methods, static build assets, content static
// files, then Remix.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@remix-run/express";

// This is the production server: React's production build (its development build is several times
// slower) and Express's production settings, also when started as plain `node server.mjs`.
process.env.NODE_ENV ??= "production";
// Worker threads build pages, so a page that is slow to compile never holds up the others.
process.env.PAGE_BUILD_WORKERS ??= String(Math.min(2, os.availableParallelism()));
const build = await import("./build/index.js");
const contentDir = path.resolve(process.env.DOCS_CONTENT_DIR ?? "docs-content");
const port = Number(process.env.PORT ?? 3000);
try {
  build.entry.module.existingContentDir(contentDir);
} catch (error) {
  console.error(`Cannot start: ${error.message} (set DOCS_CONTENT_DIR to the content folder)`);
  process.exit(1);
}

/** Headers for every response. */
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

function securityHeaders(request, response, next) {
  response.set(SECURITY_HEADERS);
  // Documents bring their own CSP (with their nonce); everything else gets the strict default just
  // before the headers go out. Setting it here would give documents two policies, as Remix appends.
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", build.entry.module.contentSecurityPolicy());
    return writeHead.apply(this, args);
  };
  next();
}

/**
 * The host a request names, as Remix reads it (X-Forwarded-Host, else Host), when it is a host
 * name or address with an optional port; undefined otherwise. The app builds absolute URLs from it,
 * so anything else (spaces, `#`, `/`, `@`, a port past 65535, none at all) is refused with a 400.
 */
function requestHost(request) {
  const forwarded = request.headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  const match = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(host ?? "");
  return match && (match[1] === undefined || Number(match[1]) <= 65535) ? host : undefined;
}

/**
 * A FIFO, socket or device: reading one waits (a FIFO until something writes to it) and holds one
 * of libuv's four file threads meanwhile; a few requests for a FIFO named `x.png` in the content
 * stalled every file read of the server.
 */
function isSpecialFile(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && !stat.isFile() && !stat.isDirectory();
}

/**
 * Static folders serve files only: a folder's address (`/build`, the app's own assets, or `/img` in
 * the content's static/) goes on to the page of that name, where express.static redirected it to
 * `/build/`, which the site redirects to `/build`: a loop, and the page unreachable.
 */
const FILES_ONLY = { index: false, redirect: false };

/**
 * express.static follows symbolic links: a file whose real path leaves its folder (a link to
 * /etc/passwd committed to the content) is answered 404. `only`: which files are served at all, by their path in the folder.
 * The folder's real path is read per request, not once: a deploy that switches a symbolic link
 * (`current -> releases/2`) moves it, and every file would otherwise look outside it.
 */
function filesWithin(root, only = () => true) {
  const serve = express.static(root, { ...FILES_ONLY, maxAge: "1h", dotfiles: "ignore" });
  return (request, response, next) => {
    let relative;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    let real, realRoot;
    try {
      // The file first: most requests reaching here are pages, with no file by that name.
      real = fs.realpathSync.native(path.join(root, relative));
      realRoot = fs.realpathSync.native(root);
    } catch {
      return next(); // no such file (or no such folder): not ours to answer
    }
    if (real === realRoot) return next();
    if (!real.startsWith(realRoot + path.sep) || !only(path.relative(realRoot, real).split(path.sep).join("/")) || isSpecialFile(real)) return response.status(404).type("text/plain").send("Not found");
    serve(request, response, next);
  };
}

/** The site is read-only: anything but GET and HEAD is refused before it reaches a route. */
function readOnly(request, response, next) {
  if (request.method === "GET" || request.method === "HEAD") return next();
  response.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
}

const app = express();
app.disable("x-powered-by");
app.use(securityHeaders);
app.use(readOnly);
app.use(compression());
// Fingerprinted build assets never change: cache them for a year.
app.use("/build", express.static("public/build", { ...FILES_ONLY, immutable: true, maxAge: "1y" }));
app.use(express.static("public", { ...FILES_ONLY, maxAge: "1h" }));
// Images and files the content refers to: Docusaurus' static folders at the root (static/, or the
// config's staticDirectories, each in turn until one has the path), page-relative files under
// /_content (images, media, documents and example files: not page sources, drafts or the site's code).
const staticFolderServers = new Map();
app.use((request, response, next) => {
  const folders = build.entry.module.staticFolders();
  const serveFrom = (index) => {
    if (index === folders.length) return next();
    if (!staticFolderServers.has(folders[index])) staticFolderServers.set(folders[index], filesWithin(folders[index]));
    staticFolderServers.get(folders[index])(request, response, () => serveFrom(index + 1));
  };
  serveFrom(0);
});
app.use("/_content", filesWithin(contentDir, build.entry.module.isServedContentFile));
// A page's raw Markdown is at its URL + ".md"; Remix cannot route on that suffix (see app/routes/[_]markdown.$.ts),
// so those requests go to that route. @remix-run/express reads originalUrl, hence both.
app.use((request, _response, next) => {
  if (request.path.endsWith(".md")) request.url = request.originalUrl = `/_markdown${request.originalUrl}`;
  next();
});
// Document requests get a `document` slot, where the page loader leaves the page HTML for the
// markup alone (app/components/pageHtml.tsx); `.data` requests (client navigations) do not.
const getLoadContext = (request) => (request.path.endsWith(".data") ? {} : { document: {} });
const remix = createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext });
app.all("*", (request, response, next) => {
  // HEAD runs as GET, so its headers (ETag above all) are GET's; Node's response still sends no
  // body, as it was made for a HEAD request. (Remix answered HEAD on `.data` with another body.)
  if (request.method === "HEAD") request.method = "GET";
  remix(request, response, next);
});
/** For a browser, the answer to an address that cannot be read: what is wrong, and a way on. */
const BAD_ADDRESS_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request</title></head>
<body><main><h1>This address cannot be read</h1>
<p>Part of it is not valid percent-encoding (a <code>%</code> must be followed by two hexadecimal digits, and together they must spell UTF-8), so it names no page.</p>
<p><a href="/">Go to the home page</a> or <a href="/search">search the docs</a>.</p></main></body></html>
`;

// Express itself rejects some paths before Remix sees them (e.g. invalid percent-encoding).
app.use((error, request, response, _next) => {
  const status = error.status ?? error.statusCode ?? 500;
  if (status < 400 || status >= 500) return response.status(500).type("text/plain").send("Internal error");
  response.status(status);
  if (request.accepts(["text/plain", "text/html"]) === "text/html") response.type("html").send(BAD_ADDRESS_PAGE);
  else response.type("text/plain").send("Bad request");
});

/**
 * Warm pages straight from the document cache (which checks that they are still current), already
 * compressed, before Express: the cheapest answer there is. Anything else goes to the app.
 */
function answerFromDocumentCache(request, response, host) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  let cached;
  try {
    cached = build.entry.module.cachedDocument(host, request.url, request.headers["if-none-match"], request.headers["accept-encoding"]);
  } catch {
    return false; // outside Express an exception would end the process: let the app answer (and report) it
  }
  if (!cached) return false;
  response.writeHead(cached.status, { ...SECURITY_HEADERS, ...cached.headers });
  response.end(request.method === "HEAD" ? undefined : cached.body);
  return true;
}

function badHost(response) {
  response.writeHead(400, { ...SECURITY_HEADERS, "Content-Security-Policy": build.entry.module.contentSecurityPolicy(), "Content-Type": "text/plain" });
  response.end("Bad request: the Host header is not a host name");
}

http
  .createServer((request, response) => {
    const host = requestHost(request);
    if (host === undefined) return badHost(response);
    return answerFromDocumentCache(request, response, host) || app(request, response);
  })
  .listen(port, () => {
    const preview = build.entry.module.PREVIEW ? "; writers' preview: open pages reload when a content file is saved" : "";
    console.log(`Docs site on http://localhost:${port} (content: ${contentDir}${preview})`);
  });
