import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { getSite } from "~/content/site.server";
import { sitemapXml } from "~/content/sitemap.server";
import { validatedResponse } from "~/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await sitemapXml(getSite(), siteOrigin(request));
  return validatedResponse(request, xml, { "Content-Type": "application/xml; charset=utf-8" });
}
