import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

describe("header sections", () => {
  it("are Sauce Labs' sections that the content has a page for", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": "module.exports = { docs: ['overview'], dev: ['dev/api'] };",
      "docs/overview.md": page("Overview"),
      "docs/dev/api.md": page("API"),
    }));
    expect(site.sections).toEqual([{ href: "/overview", label: "Docs" }, { href: "/dev/api", label: "API" }]);
  });

  it("are each sidebar's first page, named by its first item, for content written for another site", () => {
    const site = loadSite(makeContentDir({
      "sidebars.js": `module.exports = {
        docs: [{ type: 'category', label: 'Getting started', items: ['start/intro', 'start/install'] }],
        backtrace: ['crashes/overview'],
        apif: [],
      };`,
      "docs/start/intro.md": page("Introduction"),
      "docs/start/install.md": page("Install"),
      "docs/crashes/overview.md": page("Crash reports"),
    }));
    expect(site.sections).toEqual([{ href: "/start/intro", label: "Getting started" }, { href: "/crashes/overview", label: "Crash reports" }]);
  });
});
