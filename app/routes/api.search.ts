import type { LoaderFunctionArgs } from "@remix-run/node";
import { search } from "~/content/search-thread.server";
import { readSearchRequest } from "~/content/search.server";
import { cachedJson } from "~/http.server";

/** `?q=...&limit=...` -> `{ results }`, best first; 400 with `{ error }` for an unusable query or limit. */
export async function loader({ request }: LoaderFunctionArgs) {
  const searchRequest = readSearchRequest(new URL(request.url).searchParams);
  if ("error" in searchRequest) return Response.json({ error: searchRequest.error }, { status: 400 });
  return cachedJson(request, { results: await search(searchRequest.query, searchRequest.limit) });
}
