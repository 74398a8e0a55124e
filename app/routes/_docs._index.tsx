import type { LoaderFunctionArgs } from "@remix-run/node";
import { loader as pageLoader } from "./_docs.$";

// The home page is the content page with the empty id (docs/index.mdx), rendered like any other.
export async function loader(args: LoaderFunctionArgs) {
  return pageLoader({ ...args, params: { ...args.params, "*": "" } });
}

export { default, meta, ErrorBoundary } from "./_docs.$";
