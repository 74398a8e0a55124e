import { loadSite } from "~/content/site.server";
import { searchSite } from "~/content/search.server";
const site = loadSite("/tmp/redos/content");
let t = performance.now();
const r = searchSite(site as never, "heading");
console.log("first search (index)", (performance.now() - t).toFixed(0), "ms", Array.isArray(r) ? r.length : typeof r);
