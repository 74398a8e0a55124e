import type { LoaderFunctionArgs } from "@remix-run/node";
import { SIDEBAR_NAMES, type SidebarName } from "~/content/sidebar-tree";
import { getSite } from "~/content/site.server";
import { cachedJson } from "~/http.server";

/** One sidebar's whole tree: pages show closed categories empty and fetch this when hydrated. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name as SidebarName;
  if (!SIDEBAR_NAMES.includes(name)) throw new Response("No such sidebar", { status: 404 });
  return cachedJson(request, getSite().sidebars[name]);
}
