import type { LoaderFunctionArgs } from "@remix-run/node";
import { blogFeedResponse } from "~/content/blog-feed.server";

// The blog's feed (/blog/atom.xml); any other folder's atom.xml is no feed.
export function loader({ request }: LoaderFunctionArgs) {
  return blogFeedResponse(request);
}
