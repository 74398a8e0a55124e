import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogFeedResponse } from "~/content/blog-feed.server";

// The blog's feed (/blog/rss.xml); any other folder's rss.xml is no feed.
export function loader({ request }: LoaderFunctionArgs) {
  return blogFeedResponse(request);
}
