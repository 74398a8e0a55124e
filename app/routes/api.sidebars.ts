import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSite } from "~/content/site.server";
import { cachedJson } from "~/http.server";

/** The five sidebars, normalised: items are links or categories. */
export async function loader({ request }: LoaderFunctionArgs) {
  return cachedJson(request, getSite().sidebars);
}
