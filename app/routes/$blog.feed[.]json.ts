import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogFeedResponse } from "~/content/blog-feed.server";

// The blog's JSON feed (/blog/feed.json), when feedOptions.type asks for it; any other folder's feed.json is no feed.
export function loader({ request }: LoaderFunctionArgs) {
  return blogFeedResponse(request);
}
