import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSite } from "~/content/site.server";
import { cachedJson } from "~/http.server";

/** Every sidebar by name, normalised: items are links, categories and text. */
export async function loader({ request }: LoaderFunctionArgs) {
  // Object.fromEntries defines each name as a key of its own, `__proto__` too.
  return cachedJson(request, Object.fromEntries(getSite().sidebars));
}
