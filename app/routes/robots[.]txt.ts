import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { robotsTxt } from "~/content/sitemap.server";
import { validatedResponse } from "~/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return validatedResponse(request, robotsTxt(siteOrigin(request)), { "Content-Type": "text/plain; charset=utf-8" });
}
