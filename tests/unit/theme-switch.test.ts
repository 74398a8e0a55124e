import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { themeScript } from "~/components/theme-script";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// Docusaurus' `themeConfig.colorMode.disableSwitch: true` hides the light/dark switch: the site is
// shown in its default mode (light unless `defaultMode` says otherwise), and a choice a reader
// stored before the switch was removed is dropped.
const configWith = (colorMode: string) => `module.exports = { title: "Lanterns", themeConfig: { colorMode: ${colorMode} } };`;

const dirs: string[] = [];
function siteConfigWith(colorMode: string) {
  const dir = makeContentDir({ "docusaurus.config.js": configWith(colorMode), "docs/a.md": page("A") });
  dirs.push(dir);
  return loadSite(dir).config;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The theme the head script sets, with `stored` in localStorage and a system that prefers `system`. */
function themeSetBy(script: string, stored: string | null, system: "light" | "dark") {
  const storage = new Map(stored === null ? [] : [["theme", stored]]);
  const localStorage = { getItem: (key: string) => storage.get(key) ?? null, removeItem: (key: string) => storage.delete(key) };
  const document = { documentElement: { dataset: {} as Record<string, string> } };
  const matchMedia = (query: string) => ({ matches: query.includes(system) });
  new Function("localStorage", "document", "matchMedia", script)(localStorage, document, matchMedia);
  return { theme: document.documentElement.dataset.theme, stored: storage.get("theme") ?? null };
}

describe("colorMode.disableSwitch", () => {
  it("takes the switch away, the site in light mode unless its defaultMode is dark", () => {
    expect(siteConfigWith("{ disableSwitch: true }")).toMatchObject({ themeSwitch: false, defaultTheme: "light" });
    expect(siteConfigWith("{ disableSwitch: true, defaultMode: 'dark' }")).toMatchObject({ themeSwitch: false, defaultTheme: "dark" });
    const followsSystem = siteConfigWith("{ disableSwitch: true, respectPrefersColorScheme: true }");
    expect(followsSystem.themeSwitch).toBe(false);
    expect(followsSystem.defaultTheme).toBeUndefined();
  });

  it("leaves the switch, and the system's theme before a choice, to a config without it", () => {
    const config = siteConfigWith("{ defaultMode: 'light', disableSwitch: false }");
    expect(config.themeSwitch).toBeUndefined();
    expect(siteConfigWith("{}").defaultTheme).toBeUndefined();
  });

  it("makes the head script ignore and drop a stored choice, where it otherwise applies it", () => {
    expect(themeSetBy(themeScript("light", false), "dark", "dark")).toEqual({ theme: "light", stored: null });
    expect(themeSetBy(themeScript(undefined, false), "light", "dark")).toEqual({ theme: "dark", stored: null });
    expect(themeSetBy(themeScript("light"), "dark", "light")).toEqual({ theme: "dark", stored: "dark" });
  });
});
