import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { robotsTxt } from "~/content/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
