import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { llmsTxt } from "~/content/llms.server";
import { getSite } from "~/content/site.server";
import { validatedResponse } from "~/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return validatedResponse(request, llmsTxt(getSite(), siteOrigin(request)), { "Content-Type": "text/plain; charset=utf-8" });
}
