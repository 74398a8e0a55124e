// The search thread's entry (bundled on its own as build/search-thread.js): keeps the search index
// of the latest content version and answers the server's questions, so that building the index
// (seconds on a large site) and running queries never hold up the server's thread.
import { parentPort } from "node:worker_threads";
import { READY, type SearchJob, type SearchReply } from "./search-messages";
import { answer, type SearchableContent } from "./search.server";

let content: SearchableContent | undefined;

parentPort?.on("message", (job: SearchJob) => {
  let reply: SearchReply;
  try {
    if (job.content) content = { ...job.content, version: job.version, pages: new Map(job.content.pages.map((page) => [page.id, page])) };
    if (content?.version !== job.version) throw new Error("the search thread got a question before its content version's pages");
    reply = { id: job.id, ...answer(content, job) };
  } catch (error) {
    reply = { id: job.id, failure: String(error) };
  }
  parentPort?.postMessage(reply);
});

parentPort?.postMessage(READY);
