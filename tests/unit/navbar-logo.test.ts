import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoLink, logoLinkLabel } from "~/components/Header";
import { loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

// The config's `themeConfig.navbar.logo`, the image Docusaurus shows at the start of the header: files of
// static/ (paths from the site's root) or addresses, a dark one for the dark theme.
const siteWith = (navbar: string, files: Record<string, string> = {}) =>
  loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = {\n  title: 'Kettles',\n  themeConfig: {\n    navbar: ${navbar},\n  },\n};\n`,
    "docs/kettle.md": page("Kettle"),
    ...files,
  }));
const configWarnings = (site: ReturnType<typeof loadSite>) => site.problems.filter((problem) => problem.kind === "config").map(({ line, message }) => `${line}: ${message}`);

describe("the config's navbar logo", () => {
  it("is shown from static/, its dark image in the dark theme, alone when the navbar has no title of its own, as in Docusaurus", () => {
    const site = siteWith(`{ logo: { alt: 'Kettles', src: 'img/kettle.svg', srcDark: '/img/kettle-dark.svg' } }`, {
      "static/img/kettle.svg": "<svg/>",
      "static/img/kettle-dark.svg": "<svg/>",
    });
    expect(site.navbarLogo).toEqual({ src: "/img/kettle.svg", srcDark: "/img/kettle-dark.svg", withTitle: false, alt: "Kettles" });
    expect(configWarnings(site)).toEqual([]);
    expect(siteWith(`{ title: 'Kettle docs', logo: { src: 'https://cdn.example.com/kettle.svg' } }`).navbarLogo)
      .toEqual({ src: "https://cdn.example.com/kettle.svg", withTitle: true });
  });

  it("names its link by its alt, as Docusaurus names it by its image's alt text, when it stands alone; else by the site's name", () => {
    const files = { "static/img/kettle.svg": "<svg/>" };
    const away = siteWith(`{ logo: { alt: 'Spout Co. mark', src: 'img/kettle.svg', href: 'https://spout.example.com/' } }`, files);
    expect(logoLinkLabel("Kettles", away.navbarLogo)).toBe("Spout Co. mark");
    const html = renderToStaticMarkup(createElement(LogoLink, { href: away.navbarLogo!.href!, label: logoLinkLabel("Kettles", away.navbarLogo), children: "x" }));
    expect(html).toContain('aria-label="Spout Co. mark"');
    // Without an alt, or beside the navbar's title (which the link then shows), the site's name, as before.
    expect(logoLinkLabel("Kettles", siteWith(`{ logo: { src: 'img/kettle.svg', href: 'https://spout.example.com/' } }`, files).navbarLogo)).toBe("Kettles");
    expect(logoLinkLabel("Kettles", siteWith(`{ logo: { src: 'img/kettle.svg' } }`, files).navbarLogo)).toBe("Kettles, home");
    expect(logoLinkLabel("Kettle docs", siteWith(`{ title: 'Kettle docs', logo: { alt: 'Mark', src: 'img/kettle.svg' } }`, files).navbarLogo)).toBe("Kettle docs, home");
    expect(logoLinkLabel("Kettles", undefined)).toBe("Kettles, home");
  });

  it("warns at its line about an image static/ lacks: without its src the header keeps the site's name, without its srcDark the light one", () => {
    const noDark = siteWith(`{ logo: { src: 'img/kettle.svg',\n      srcDark: 'img/gone-dark.svg' } }`, { "static/img/kettle.svg": "<svg/>" });
    expect(noDark.navbarLogo).toEqual({ src: "/img/kettle.svg", withTitle: false });
    expect(configWarnings(noDark)).toEqual(['5: the navbar logo "/img/gone-dark.svg" is not a file of static/; the dark theme shows the light logo']);
    const none = siteWith(`{ logo: { src: 'img/gone.svg' } }`);
    expect(none.navbarLogo).toBeUndefined();
    expect(configWarnings(none)).toEqual([`4: the navbar logo "/img/gone.svg" is not a file of static/; the header shows the site's name alone`]);
  });

  it("leads where its href says, a page of the site or an address; one that leads to no page is warned about at its line, and the logo leads home", () => {
    const logo = (href: string) => `{ logo: { src: 'img/kettle.svg',\n      href: '${href}' } }`;
    const files = { "static/img/kettle.svg": "<svg/>" };
    const toPage = siteWith(logo("/kettle"), files);
    expect(toPage.navbarLogo).toEqual({ src: "/img/kettle.svg", withTitle: false, href: "/kettle" });
    expect(configWarnings(toPage)).toEqual([]);
    expect(siteWith(logo("https://kettles.example.org/"), files).navbarLogo).toEqual({ src: "/img/kettle.svg", withTitle: false, href: "https://kettles.example.org/" });
    const nowhere = siteWith(logo("/welcome/teapots"), files);
    expect(nowhere.navbarLogo).toEqual({ src: "/img/kettle.svg", withTitle: false });
    expect(configWarnings(nowhere)).toEqual(['5: the navbar logo\'s href "/welcome/teapots" leads to no page of the site; the logo leads to the home page instead']);
  });

  it("opens where its target says, as Docusaurus' logo does: an address out of the site stays in the tab with `_self`, else opens a new one", () => {
    const site = siteWith(`{ logo: { src: 'img/kettle.svg', href: 'https://kettles.example.org/', target: '_self' } }`, { "static/img/kettle.svg": "<svg/>" });
    expect(site.navbarLogo).toEqual({ src: "/img/kettle.svg", withTitle: false, href: "https://kettles.example.org/", target: "_self" });
    const link = (target?: string) => renderToStaticMarkup(createElement(LogoLink, { href: "https://kettles.example.org/", target, label: "Kettles", children: "K" }));
    expect(link("_self")).toBe('<a href="https://kettles.example.org/" class="logo" aria-label="Kettles" target="_self" rel="noopener noreferrer">K</a>');
    expect(link()).toContain('target="_blank"');
  });
});

// `themeConfig.navbar.style: 'dark'`: Docusaurus draws the header dark in both themes, so a logo
// drawn for dark backgrounds, as such sites' is, stays readable in the light theme.
describe("the config's navbar style", () => {
  it("dark makes the header dark in both themes; any other style, or none, leaves it to the theme", () => {
    expect(siteWith(`{ style: 'dark' }`).config.navbarDark).toBe(true);
    expect(siteWith(`{ style: 'primary' }`).config.navbarDark).toBeUndefined();
    expect(siteWith(`{ title: 'Kettles' }`).config.navbarDark).toBeUndefined();
    // The document says so (root.tsx), and the dark theme's colours are the header's then, in the light theme too
    // (e2e site-config.spec.ts sees it drawn).
    const css = fs.readFileSync(path.join(__dirname, "../../app/styles/site.css"), "utf8");
    expect(css).toMatch(/\[data-theme="dark"\], \[data-navbar="dark"\] \.site-header \{\s*--bg: /);
  });
});
