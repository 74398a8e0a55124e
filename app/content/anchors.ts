// A #fragment written by hand often names a heading the way it reads rather than by its id:
// "#passThreshold" for the heading id "passthreshold", "#environment-variables/" with a slash, or
// "#`cacheId`" with the backticks of the heading's code. Browsers match ids exactly, so such a link
// lands at the top of the page; the site takes it to the id it means (useContentBehaviour), and
// the checker tells the writer the id to write instead.

/**
 * The fragment as a heading id would spell it: lower case, no backticks, no slash at the end, and
 * no hyphens at the start (a heading that names a CLI option, `--tunnel-domains`, keeps them in its
 * id; links to it tend to leave them out).
 */
function looseSpelling(fragment: string): string {
  return fragment.replace(/`/g, "").replace(/\/+$/, "").replace(/^-+/, "").toLowerCase();
}

/**
 * The id among `ids` that `fragment` (decoded, without its `#`) means when it is none of them
 * exactly: the first spelled the same but for case, backticks, slashes at the end and hyphens at
 * the start. Undefined when there is none.
 */
export function idMeantBy(fragment: string, ids: Iterable<string>): string | undefined {
  const wanted = looseSpelling(fragment);
  if (!wanted) return undefined;
  for (const id of ids) if (looseSpelling(id) === wanted) return id;
  return undefined;
}
