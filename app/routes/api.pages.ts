import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSite } from "~/content/site.server";
import { cachedJson } from "~/http.server";

/** Every page: id, title, description, the sidebar it belongs to (null for none), unlisted flag. */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = getSite();
  const pages = [...site.pages.values()].map((page) => ({
    id: page.id,
    title: page.title,
    description: page.description ?? null,
    sidebar: site.sidebarOf.get(page.id) ?? null,
    ...(page.unlisted ? { unlisted: true } : {}),
  }));
  return cachedJson(request, pages);
}
