import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/content/config.server";
import { llmsTxt } from "~/content/llms.server";
import { getSite } from "~/content/site.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(llmsTxt(getSite(), siteOrigin(request)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
