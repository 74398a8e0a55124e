import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SectionLinkItem } from "~/components/SectionLinks";
import { SiteFooter } from "~/components/SiteFooter";
import { currentSectionOf, homeHrefOf, type SectionLink } from "~/content/sections";
import { docusaurusRouteOf, loadSite } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

describe("header sections", () => {
  it("are the config's navbar links that the content has a page for, with the sidebar of that page", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" }, { label: "API", to: "/dev/api" }, { label: "CLI", to: "/dev/cli" }, { label: "Visual", to: "/visual-testing" },
      ] } } };`,
      "sidebars.js": "module.exports = { docs: ['overview'], dev: ['dev/api'] };",
      "docs/overview.md": page("Overview"),
      "docs/dev/api.md": page("API"),
      "docs/dev/cli.md": page("CLI"),
    }));
    expect(site.sections).toEqual([
      { href: "/overview", label: "Docs", sidebar: "docs" },
      { href: "/dev/api", label: "API", sidebar: "dev" },
      { href: "/dev/cli", label: "CLI", sidebar: null },
    ]);
  });

  it("keep a pathname:// link as the path written, a file the site serves rather than a page, without a warning", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: {
        navbar: { items: [{ label: "Docs", to: "/overview" }, { label: "Index for tools", href: "pathname:///llms.txt" }] },
        footer: { links: [{ title: "More", items: [{ label: "Handbook", href: "pathname:///files/handbook.pdf" }] }] },
      } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections).toEqual([
      { href: "/overview", label: "Docs", sidebar: "docs" },
      { href: "/llms.txt", label: "Index for tools", sidebar: null, file: true },
    ]);
    expect(site.footer?.columns).toEqual([{ title: "More", items: [{ label: "Handbook", href: "/files/handbook.pdf", file: true }] }]);
    expect(site.problems.filter((problem) => problem.file.startsWith("docusaurus.config"))).toEqual([]);
    // Opened in a new tab, as Docusaurus' Link opens a pathname:// address (it is no page of the site).
    expect(renderToStaticMarkup(createElement(SectionLinkItem, { link: site.sections[1], current: site.sections[0], pathname: "/overview" })))
      .toBe('<a href="/llms.txt" target="_blank" rel="noopener noreferrer">Index for tools</a>');
    expect(renderToStaticMarkup(createElement(SiteFooter, { footer: site.footer! }))).toContain('<a href="/files/handbook.pdf" target="_blank" rel="noopener noreferrer">Handbook</a>');
  });

  it("show the one link an html item's markup holds, by its words, as the Docusaurus header shows that markup; other markup is left out", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" },
        { type: "html", position: "right", value: '<a class="cta" href="https://kettles.example.org/signup">Try it free</a>' },
        { type: "html", value: '<a href="https://github.com/kettle-org" target="_self" class="navbar__link">Source<img src="/img/mark.svg" alt=""/></a>' },
        { type: "html", value: '<a href="/overview">Guide</a>' },
        { type: "html", value: '<span class="divider"></span>' },
        { type: "html", value: '<a href="https://a.example.org">A</a> or <a href="https://b.example.org">B</a>' },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    // The item on the right comes after those on the left, as Docusaurus lays the header out.
    expect(site.sections.map(({ label, href, external, target }) => ({ label, href, external, target }))).toEqual([
      { label: "Docs", href: "/overview", external: undefined, target: undefined },
      { label: "Source", href: "https://github.com/kettle-org", external: true, target: "_self" },
      { label: "Guide", href: "/overview", external: undefined, target: undefined },
      // Markup without a target opens in the same tab, as the browser follows it there.
      { label: "Try it free", href: "https://kettles.example.org/signup", external: true, target: "_self" },
    ]);
    expect(renderToStaticMarkup(createElement(SectionLinkItem, { link: site.sections[3], current: undefined, pathname: "/" })))
      .toBe('<a href="https://kettles.example.org/signup" target="_self">Try it free</a>');
    expect(site.problems.filter((problem) => problem.file.startsWith("docusaurus.config"))).toEqual([]);
  });

  it("open a link where its own target says, as Docusaurus' links do: a pathname:// one in the same tab with _self, a page in a new one with _blank", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Playground", to: "pathname:///playground/", target: "_self" },
        { label: "Docs", to: "/overview", target: "_blank" },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections.map((link) => link.target)).toEqual(["_self", "_blank"]);
    expect(renderToStaticMarkup(createElement(SectionLinkItem, { link: site.sections[0], current: undefined, pathname: "/" })))
      .toBe('<a href="/playground/" target="_self">Playground</a>');
  });

  it("read an item without a type that holds items as a dropdown, as Docusaurus does", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" },
        { label: "Releases", position: "right", items: [{ label: "2.x", href: "https://two.example.com" }, { label: "1.x", href: "https://one.example.com" }] },
        { label: "Guides", items: [{ label: "Overview", to: "/overview" }] },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections.map((section) => [section.label, section.items?.map((item) => item.label)])).toEqual([
      ["Docs", undefined],
      ["Guides", ["Overview"]],
      ["Releases", ["2.x", "1.x"]],
    ]);
  });

  it("show an icon link by its aria-label, or an address elsewhere with neither by its host", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" },
        { href: "https://github.com/example/lantern", position: "right", className: "header-code-link", "aria-label": "Source code" },
        { href: "https://www.example.com/status", position: "right", className: "header-status-link" },
        { to: "/changelog", position: "right", className: "header-changelog-link" },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections).toEqual([
      { href: "/overview", label: "Docs", sidebar: "docs" },
      { href: "https://github.com/example/lantern", label: "Source code", sidebar: null, external: true },
      { href: "https://www.example.com/status", label: "example.com", sidebar: null, external: true },
    ]);
    // Neither a label nor an aria-label: an address elsewhere shows its host, and the checker says to name it.
    expect(site.problems.map((problem) => problem.message)).toContainEqual(expect.stringContaining('the navbar item leading to "https://www.example.com/status" has no label; it shows its host, "example.com"'));
    expect(site.problems.map((problem) => problem.message)).toContainEqual('the navbar item leading to "/changelog" has no label; it is left out of the header');
  });

  it("show an html item's one link that has no words, an icon of the site's font, by its host when it leads elsewhere, with a warning to name it", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" },
        { type: "html", position: "right", value: '<a href="https://github.com/kettle-org/kettle" style="display: flex"><i class="icon icon-github"></i></a>' },
        { type: "html", position: "right", value: '<a href="https://chat.example.org/kettle" target="_blank"><span class="icon icon-chat"></span></a>' },
        { type: "html", value: '<a href="/overview"><i class="icon icon-home"></i></a>' },
        { type: "html", value: '<span class="divider"></span>' },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections.map(({ label, href, target }) => ({ label, href, target }))).toEqual([
      { label: "Docs", href: "/overview", target: undefined },
      { label: "github.com", href: "https://github.com/kettle-org/kettle", target: "_self" },
      { label: "chat.example.org", href: "https://chat.example.org/kettle", target: "_blank" },
    ]);
    // Those on the left first, as the header is read.
    expect(site.problems.filter((problem) => problem.file.startsWith("docusaurus.config")).map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '5: the navbar item\'s markup leads to "/overview" with no words (an icon this site does not draw); it is left out of the header: give its link an aria-label to name it',
      '3: the navbar item\'s markup leads to "https://github.com/kettle-org/kettle" with no words (an icon this site does not draw); it shows its host, "github.com": give its link an aria-label, which screen readers need on the Docusaurus site too, to name it',
      '4: the navbar item\'s markup leads to "https://chat.example.org/kettle" with no words (an icon this site does not draw); it shows its host, "chat.example.org": give its link an aria-label, which screen readers need on the Docusaurus site too, to name it',
    ]);
  });

  it("name a link item that has html beside its href by the markup's words, as Docusaurus' NavLink shows that markup in place of a label", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Docs", to: "/overview" },
        { href: "https://meet.example.org/kettle", position: "right", html: "<button class='talk'>Talk to us</button>" },
        { to: "/overview", html: "<img src='/img/home.svg' alt='Home'>" },
        { href: "https://github.com/kettle-org/kettle", position: "right", html: '<svg viewBox="0 0 8 8"><path d="M0 0h8v8z" /></svg>' },
      ] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Docs", href: "/overview" },
      { label: "Home", href: "/overview" },
      { label: "Talk to us", href: "https://meet.example.org/kettle" },
      { label: "github.com", href: "https://github.com/kettle-org/kettle" },
    ]);
    expect(site.problems.filter((problem) => problem.file.startsWith("docusaurus.config")).map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '5: the navbar item leading to "https://github.com/kettle-org/kettle" shows markup with no words (an icon this site does not draw); it shows its host, "github.com": give it an aria-label, which screen readers need on the Docusaurus site too, to name it',
    ]);
  });

  it("leave out an item with neither a to nor an href, at its line (by its className when another item has its label), as Docusaurus' config validation stops on it", () => {
    const site = loadSite(makeContentDir({
      "shared-links.js": "module.exports = { shop: 'https://shop.example.com/' };",
      "docusaurus.config.js": `const links = require('./shared-links');
module.exports = { themeConfig: { navbar: { items: [
  { label: "Register", to: "/overview" },
  { label: "Shop", href: links.shop },
  { label: "Register", href: links.register, className: "portal-button" },
] } } };`,
      "docs/overview.md": page("Overview"),
    }));
    expect(site.sections.map((section) => section.label)).toEqual(["Register", "Shop"]);
    const problem = site.problems.find((found) => found.message.includes('"Register"'));
    expect(problem?.message).toBe('the navbar item "Register" has no "to" or "href", which Docusaurus\' build stops on ("One and only one between "to" and "href" should be provided"); it is left out of the header');
    expect(problem?.line).toBe(5);
  });

  it("lead a doc, docSidebar or docsVersion item with an href of its own there, as Docusaurus' link takes the href over the doc's path", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { type: "docSidebar", sidebarId: "handbook", label: "Handbook", href: "/handbook/settings" },
        { type: "doc", docId: "guide/start", href: "https://lamps.example.org/start" },
        { type: "docsVersion", label: "Current", href: "/guide/start" },
        { type: "docSidebar", sidebarId: "guide", label: "Guide" },
      ] } } };`,
      "sidebars.js": "module.exports = { guide: ['guide/start'], handbook: ['handbook/wicks', 'handbook/settings'] };",
      "docs/guide/start.md": page("Start"),
      "docs/handbook/wicks.md": page("Wicks"),
      "docs/handbook/settings.md": page("Settings"),
    }));
    expect(site.sections).toEqual([
      { href: "/handbook/settings", label: "Handbook", sidebar: "handbook" },
      { href: "https://lamps.example.org/start", label: "Start", sidebar: null, external: true },
      { href: "/guide/start", label: "Current", sidebar: "guide" },
      { href: "/guide/start", label: "Guide", sidebar: "guide", followsVersion: "sidebar" },
    ]);
  });

  it("are each sidebar's first page, named by its first item, for content without a config", () => {
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
    expect(site.sections).toEqual([
      { href: "/start/intro", label: "Getting started", sidebar: "docs" },
      { href: "/crashes/overview", label: "Crash reports", sidebar: "backtrace" },
    ]);
  });
});

describe("a navbar dropdown", () => {
  const site = loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
      { type: "docSidebar", sidebarId: "guide", label: "Guide" },
      { type: "dropdown", label: "More", items: [
        { type: "docSidebar", sidebarId: "reference", label: "Reference" },
        { to: "/community/forum", label: "Forum" },
        { href: "https://github.com/example/lantern", label: "GitHub" },
      ] },
      { to: "/community/events", label: "Events" },
    ] } } };`,
    "sidebars.js": "module.exports = { guide: ['intro'], reference: ['reference/cli'], community: ['community/forum', 'community/events', 'community/rules'] };",
    "docs/intro.md": page("Intro"),
    "docs/reference/cli.md": page("CLI"),
    "docs/community/forum.md": page("Forum"),
    "docs/community/events.md": page("Events"),
    "docs/community/rules.md": page("Rules"),
  }));
  const current = (path: string, sidebar: string) => currentSectionOf(site.sections, { path, sidebar })?.label;

  it("holds its items, links out of the site included, and leads where the first does", () => {
    expect(site.sections).toEqual([
      { href: "/intro", label: "Guide", sidebar: "guide", followsVersion: "sidebar" },
      {
        href: "/reference/cli", label: "More", sidebar: "reference", followsVersion: "sidebar", items: [
          { href: "/reference/cli", label: "Reference", sidebar: "reference", followsVersion: "sidebar" },
          { href: "/community/forum", label: "Forum", sidebar: "community" },
          { href: "https://github.com/example/lantern", label: "GitHub", sidebar: null, external: true },
        ],
      },
      { href: "/community/events", label: "Events", sidebar: "community" },
    ]);
  });

  it("with a `to` of its own, has that link first, under its label; a dropdown inside it gives its entries", () => {
    const withOwnLink = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { type: "dropdown", label: "Tools", to: "/tools/about", items: [
          { to: "/tools/meter", label: "Meter" },
          { type: "dropdown", label: "Nested", items: [{ to: "/tools/probe", label: "Probe" }] },
        ] },
      ] } } };`,
      "docs/tools/about.md": page("Tools"),
      "docs/tools/meter.md": page("Meter"),
      "docs/tools/probe.md": page("Probe"),
    }));
    expect(withOwnLink.sections[0].href).toBe("/tools/about");
    expect(withOwnLink.sections[0].items?.map((item) => [item.label, item.href])).toEqual([
      ["Tools", "/tools/about"], ["Meter", "/tools/meter"], ["Probe", "/tools/probe"],
    ]);
  });

  it("is the current section on the pages of any of its items, as Docusaurus marks a dropdown holding the current page", () => {
    expect(current("/reference/cli", "reference")).toBe("More");
    // Was "Events", the only section whose own page is in the community sidebar.
    expect(current("/community/forum", "community")).toBe("More");
    expect(current("/community/events", "community")).toBe("Events");
    // Under neither address: the first section whose own page is in the sidebar, as before.
    expect(current("/community/rules", "community")).toBe("Events");
  });
});

describe("a navbar link with an activeBasePath", () => {
  // One sidebar holds every product's pages; each header link says, as written for Docusaurus' URLs, where it is current.
  const site = loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
      { to: "docs/kettle/start", activeBasePath: "docs/kettle/", label: "Kettles" },
      { to: "docs/toaster/start", activeBasePath: "docs/toaster", label: "Toasters" },
      { to: "docs/shared/tour", activeBasePath: "docs/shared/tour", label: "Tour" },
    ] } } };`,
    "sidebars.js": "module.exports = { all: ['shared/tour', 'shared/help', 'kettle/start', 'kettle/descale', 'toaster/start'] };",
    "docs/shared/tour.md": page("Tour"),
    "docs/shared/help.md": page("Help"),
    "docs/kettle/start.md": page("Kettle start"),
    "docs/kettle/descale.md": page("Descaling"),
    "docs/toaster/start.md": page("Toaster start"),
  }));
  const current = (path: string) => currentSectionOf(site.sections, { path, sidebar: "all" })?.label;

  it("keeps that path as this site serves it, under no docs route", () => {
    expect(site.sections.map((section) => section.activeBase)).toEqual(["/kettle/", "/toaster", "/shared/tour"]);
  });

  it("is current on the pages whose address starts with it, as Docusaurus marks it", () => {
    expect(current("/kettle/descale")).toBe("Kettles");
    expect(current("/toaster/start")).toBe("Toasters");
    expect(current("/shared/tour")).toBe("Tour");
  });

  it("is not current on the other pages of its sidebar: there no link is", () => {
    // Was "Kettles", the first section whose page is in the sidebar.
    expect(current("/shared/help")).toBeUndefined();
  });
});

describe("a navbar link with an activeBaseRegex", () => {
  // Written against Docusaurus' addresses (`/manual/docs/...`: base URL, docs route), as its navbar tests them.
  const site = loadSite(makeContentDir({
    "docusaurus.config.js": `module.exports = { baseUrl: "/manual/", trailingSlash: true, themeConfig: { navbar: { items: [
      { to: "docs/guide/start", activeBaseRegex: "^/manual/docs/(?!guide/api)", label: "Guide" },
      { to: "docs/guide/api", activeBaseRegex: "/docs/guide/api/$", activeBasePath: "docs/guide", label: "API" },
      { to: "club/meet", activeBaseRegex: "/club/", label: "Club" },
      { to: "docs/guide/help", activeBaseRegex: "([", label: "Help" },
    ] } }, plugins: [["@docusaurus/plugin-content-docs", { id: "club", path: "club", routeBasePath: "club" }]] };`,
    "sidebars.js": "module.exports = { guide: ['guide/start', 'guide/api', 'guide/help'] };",
    "docs/guide/start.md": page("Start"),
    "docs/guide/api.md": page("API"),
    "docs/guide/help.md": page("Help"),
    "club/meet.md": page("Meet"),
  }));
  const current = (pageId: string) => currentSectionOf(site.sections, { path: `/${pageId}`, sidebar: site.sidebarOf.get(pageId) ?? null, docusaurusRoute: docusaurusRouteOf(site, pageId) })?.label;

  it("reads a page's address as Docusaurus serves it: base URL, the docs' route for a doc, a trailing slash", () => {
    expect(docusaurusRouteOf(site, "guide/start")).toEqual({ prefix: "/manual/docs", trailingSlash: true });
    expect(docusaurusRouteOf(site, "club/meet")).toEqual({ prefix: "/manual", trailingSlash: true });
  });

  it("is current on the pages whose address it matches, and wins over an activeBasePath", () => {
    expect(current("guide/start")).toBe("Guide");
    expect(current("guide/api")).toBe("API");
    expect(current("club/meet")).toBe("Club");
  });

  it("that is no regular expression is reported and left out", () => {
    expect(site.sections.find((section) => section.label === "Help")?.activeBaseRegex).toBeUndefined();
    expect(site.problems).toContainEqual(expect.objectContaining({ file: "docusaurus.config.js", severity: "warning", message: expect.stringContaining('activeBaseRegex "([" is not a regular expression') }));
    // Its page is marked by the Guide's regex.
    expect(current("guide/help")).toBe("Guide");
  });
});

describe("the current section", () => {
  const sections: SectionLink[] = [
    { href: "/overview", label: "Docs", sidebar: "docs" },
    { href: "/dev/api", label: "API", sidebar: "dev" },
    { href: "/dev/cli", label: "CLI", sidebar: "dev" },
    { href: "/visual-testing", label: "Visual", sidebar: "docs" },
    { href: "/error-reporting/getting-started", label: "Error Reporting", sidebar: "backtrace" },
    { href: "/contributing", label: "Contributing", sidebar: null },
  ];
  const current = (path: string, sidebar: SectionLink["sidebar"]) => currentSectionOf(sections, { path, sidebar })?.label;

  it("is the section of the page's sidebar, even when the address is under another section", () => {
    expect(current("/dev/api/legacy-docs", "docs")).toBe("Docs");
    expect(current("/visual-testing/cli-reference", "dev")).toBe("API");
  });

  it("is the section of the page's sidebar when the address is under none", () => {
    expect(current("/web-apps/automated-testing", "docs")).toBe("Docs");
    expect(current("/error-reporting/web-console", "backtrace")).toBe("Error Reporting");
  });

  it("among sections sharing the page's sidebar, is the one the address is under, else the first", () => {
    expect(current("/dev/cli/run", "dev")).toBe("CLI");
    expect(current("/dev/api/jobs", "dev")).toBe("API");
    expect(current("/visual-testing/integrations/cypress", "docs")).toBe("Visual");
    expect(current("/dev/glossary", "dev")).toBe("API");
  });

  it("is none for a page in a sidebar that no section opens, whatever its address", () => {
    expect(current("/dev/api/low-code", "aiq")).toBeUndefined();
  });

  it("for a page in no sidebar, is the section its address is under (the longest), else none", () => {
    expect(current("/contributing/style-guide", null)).toBe("Contributing");
    expect(current("/dev/cli/flags", null)).toBe("CLI");
    expect(current("/dev/client", null)).toBeUndefined(); // "/dev/c..." is not under "/dev/cli"
    expect(current("/", null)).toBeUndefined();
    expect(currentSectionOf([...sections, { href: "/dev", label: "Dev", sidebar: null }], { path: "/dev/cli/flags", sidebar: null })?.label).toBe("CLI");
  });
});

describe("the home link of content without a home page", () => {
  it("leads to the first section on the site, never to a navbar link out of it", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [
        { label: "Blog", href: "https://blog.example.com" },
        { label: "Community", type: "dropdown", items: [{ label: "Chat", href: "https://chat.example.com" }] },
        { label: "Guides", to: "/guides/first" },
      ] } } };`,
      "docs/guides/first.md": page("First guide"),
    }));
    expect(homeHrefOf(false, site.sections, site.sidebars)).toBe("/guides/first");
    expect(homeHrefOf(true, site.sections, site.sidebars)).toBe("/");
  });

  it("leads to the first sidebar's first page when every section leads out of the site", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { themeConfig: { navbar: { items: [{ label: "Product", href: "https://example.com" }] } } };`,
      "sidebars.js": "module.exports = { main: [{ type: 'category', label: 'Start', items: ['start/welcome', 'start/next'] }] };",
      "docs/start/welcome.md": page("Welcome"),
      "docs/start/next.md": page("Next"),
    }));
    expect(site.sections).toEqual([{ label: "Product", href: "https://example.com", sidebar: null, external: true }]);
    expect(homeHrefOf(false, site.sections, site.sidebars)).toBe("/start/welcome");
  });
});
