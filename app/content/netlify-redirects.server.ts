// Netlify's `_redirects` file, which a Docusaurus site deployed there keeps in `static/` (copied into
// the build, where Netlify reads it) or beside its config (copied by a plugin of its own): one rule a
// line, `/old/path  /new/path  301`. Its plain redirects are this site's; rules this site cannot follow
// (splats, placeholders, rewrites, conditions) are said to be left out.
import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "./problems";
import type { RawRedirect } from "./redirects.server";

export const NETLIFY_REDIRECTS_FILE = "_redirects";

/** The status codes Netlify sends a reader on with. */
const REDIRECT_STATUS = new Set(["301", "302", "303", "307", "308"]);
/** A condition after the status (`Country=us`, `Role=admin`), which the rule then depends on. */
const CONDITION = /^[A-Za-z]+=/;

export interface NetlifyRedirects {
  redirects: RawRedirect[];
  problems: ContentProblem[];
}

/** The file Netlify would read: the first static folder's `_redirects`, else the content folder's own. */
function redirectsFileOf(contentDir: string, staticFolders: string[]): string | undefined {
  return [...staticFolders, contentDir].map((folder) => path.join(folder, NETLIFY_REDIRECTS_FILE)).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The plain redirects of the content's `_redirects` file, and a problem for each rule left out. */
export function loadNetlifyRedirects(contentDir: string, staticFolders: string[]): NetlifyRedirects {
  const file = redirectsFileOf(contentDir, staticFolders);
  if (file === undefined) return { redirects: [], problems: [] };
  const relative = path.relative(contentDir, file);
  const redirects: RawRedirect[] = [];
  const problems: ContentProblem[] = [];
  fs.readFileSync(file, "utf8").split("\n").forEach((text, i) => {
    const line = i + 1;
    const fields = text.replace(/#.*$/, "").trim().split(/\s+/).filter(Boolean);
    if (fields.length === 0) return;
    const leftOut = (why: string, severity: ContentProblem["severity"] = "notice") =>
      problems.push({ file: relative, line, severity, kind: "redirect", message: `Netlify rule ${fields.slice(0, 2).join(" ")}: ${why}; it is left out here` });
    const [from, to, status = "301", ...rest] = fields;
    if (to === undefined) return leftOut("a rule needs a path and where it leads", "warning");
    const code = status.replace(/!$/, "");
    if (!/^\d{3}$/.test(code)) return leftOut(`"${status}" stands where the status goes, and is no status code`, "warning");
    if (code === "200" || code === "404" || code === "410" || code === "451") return leftOut(`status ${code} serves another file at the path (a rewrite or an error page), which this site does not do`);
    if (!REDIRECT_STATUS.has(code)) return leftOut(`status ${code} is no redirect status (${[...REDIRECT_STATUS].join(", ")})`, "warning");
    if (rest.some((field) => CONDITION.test(field))) return leftOut(`its conditions (${rest.join(" ")}) are not read`);
    if (/[*:]/.test(from) || /[?]/.test(from)) return leftOut("a splat, placeholder or query in its path matches many paths, and this site's redirects are of one path each");
    if (rest.length) {
      problems.push({ file: relative, line, severity: "warning", kind: "redirect", message: `Netlify rule ${from} ${to}: "${rest.join(" ")}" after its status is no condition (Key=value); the rule is followed without it` });
    }
    redirects.push({ from, to, line, file: relative, label: "Netlify redirect" });
  });
  return { redirects, problems };
}
