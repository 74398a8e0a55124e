import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/http.server";

/** The sources one directive of a policy allows. */
function sourcesOf(policy: string, directive: string): string[] {
  const entry = policy.split(";").map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  return entry?.slice(1) ?? [];
}

describe("contentSecurityPolicy", () => {
  it("lets an <object> or <embed> show an https page, as a frame may (a video a page embeds with <object data>)", () => {
    const policy = contentSecurityPolicy("n0nce");
    expect(sourcesOf(policy, "object-src")).toEqual(["https:"]);
    expect(sourcesOf(policy, "object-src")).toEqual(sourcesOf(policy, "frame-src"));
  });

  it("still runs scripts only from the site or with the document's nonce", () => {
    const scripts = sourcesOf(contentSecurityPolicy("n0nce"), "script-src");
    expect(scripts).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(sourcesOf(contentSecurityPolicy(), "script-src")).toEqual(["'self'"]);
  });
});
