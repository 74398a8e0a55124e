import { getSite } from "~/content/site.server";

/** The five sidebars, normalised: items are links or categories. */
export async function loader() {
  return Response.json(getSite().sidebars);
}
