import { PREVIEW } from "~/content/config.server";
import { contentChangeToken } from "~/content/site.server";

/** Writers' preview only (DOCS_PREVIEW): a token that changes whenever the content does; open pages poll it. */
export async function loader() {
  if (!PREVIEW) throw new Response("Not found", { status: 404 });
  return new Response(JSON.stringify({ token: contentChangeToken() }), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
