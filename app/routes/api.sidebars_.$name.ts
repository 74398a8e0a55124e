import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSite } from "~/content/site.server";
import { cachedJson } from "~/http.server";

/** One sidebar's whole tree: pages show closed categories empty and fetch this when hydrated. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const items = getSite().sidebars.get(params.name ?? "");
  if (!items) throw new Response("No such sidebar", { status: 404 });
  return cachedJson(request, items);
}
