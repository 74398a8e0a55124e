import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { buildRedirects, loadRedirectsFile } from "~/content/redirects.server";
import { loadSite, redirectOf } from "~/content/site.server";
import { makeContentDir, page } from "./helpers";

const PAGES = {
  "docs/new/place.md": page("New place"),
  "docs/guide.md": page("Guide"),
};

function siteWith(redirectsJson?: string) {
  return loadSite(makeContentDir({ ...PAGES, ...(redirectsJson === undefined ? {} : { "redirects.json": redirectsJson }) }));
}

const redirectProblems = (site: ReturnType<typeof siteWith>) => site.problems.filter((problem) => problem.kind === "redirect");

describe("redirects.json", () => {
  it("is optional", () => {
    const site = siteWith();
    expect(site.redirects.size).toBe(0);
    expect(redirectProblems(site)).toEqual([]);
  });

  it("reads an array of { from, to }, with or without slashes at either end", () => {
    const site = siteWith(JSON.stringify([
      { from: "/old/place/", to: "/new/place" },
      { from: "older", to: "new/place/" },
      { from: "/moved-guide", to: "/guide#setup" },
    ]));
    expect(redirectProblems(site)).toEqual([]);
    expect(Object.fromEntries(site.redirects)).toEqual({
      "old/place": "/new/place",
      older: "/new/place",
      "moved-guide": "/guide#setup",
    });
  });

  it("reads an object mapping old paths to new ones, and keeps external targets as written", () => {
    const site = siteWith(JSON.stringify({ "/old-guide": "/guide", "/status": "https://status.example.com/" }));
    expect(redirectProblems(site)).toEqual([]);
    expect(site.redirects.get("old-guide")).toBe("/guide");
    expect(site.redirects.get("status")).toBe("https://status.example.com/");
  });

  it("reports a target that names no page, on the entry's line, and leaves it out", () => {
    const site = siteWith('[\n  { "from": "/a", "to": "/guide" },\n  { "from": "/b", "to": "/no/such/page" }\n]\n');
    expect(site.redirects.has("b")).toBe(false);
    expect(site.redirects.has("a")).toBe(true);
    expect(redirectProblems(site)).toEqual([
      { file: "redirects.json", line: 3, severity: "error", kind: "redirect", message: 'redirect 2: "to" "/no/such/page" names no page and is not an external URL' },
    ]);
  });

  it("warns when the old path is still a page (the page wins) or is redirected twice", () => {
    const site = siteWith(JSON.stringify([
      { from: "/guide", to: "/new/place" },
      { from: "/x", to: "/guide" },
      { from: "/x/", to: "/new/place" },
    ]));
    expect(site.redirects.has("guide")).toBe(false);
    expect(site.redirects.get("x")).toBe("/guide");
    const problems = redirectProblems(site);
    expect(problems.map((problem) => problem.severity)).toEqual(["warning", "warning"]);
    expect(problems[0].message).toContain('"/guide" is a page');
    expect(problems[1].message).toContain("already redirected");
  });

  it("names what is wrong with malformed entries", () => {
    const site = siteWith(JSON.stringify([{ from: "/a" }, "just a string", { from: "https://elsewhere.com/a", to: "/guide" }, { from: "/a?x=1", to: "/guide" }]));
    const messages = redirectProblems(site).map((problem) => problem.message);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/^redirect 1: needs "from" and "to"/);
    expect(messages[1]).toMatch(/^redirect 2: needs "from" and "to"/);
    expect(messages[2]).toMatch(/^redirect 3: "from" must be a path on this site/);
    expect(messages[3]).toMatch(/^redirect 4: "from" must be a path on this site/);
    expect(site.redirects.size).toBe(0);
  });

  it("reports a file that is not JSON, or not a list or map, without failing the site", () => {
    const broken = siteWith('[\n  { "from": "/a", "to": "/guide" },\n]');
    expect(redirectProblems(broken)).toHaveLength(1);
    expect(redirectProblems(broken)[0]).toMatchObject({ file: "redirects.json", severity: "error" });
    expect(redirectProblems(broken)[0].message).toMatch(/^not valid JSON/);
    expect(broken.pages.size).toBe(2);

    const wrongShape = loadRedirectsFile(makeContentDir({ "redirects.json": '"/a -> /b"' }));
    expect(wrongShape).toMatchObject({ severity: "error", message: expect.stringContaining("expected an array") });
  });

  it("validates entries against the page index it is given", () => {
    const index = siteWith();
    const built = buildRedirects([{ from: "/gone", to: "/guide", line: 1 }], index);
    expect(built).toEqual({ redirects: new Map([["gone", "/guide"]]), problems: [] });
  });
});

describe("the config's client-redirects plugin", () => {
  const CONFIG = `module.exports = {
  title: 'Moves',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { to: '/new/place', from: ['/old/place', '/older/place'] },
          { to: '/guide#start', from: '/handbook' },
          { to: '/not/here', from: '/lost' },
        ],
      },
    ],
  ],
};
`;
  const content = {
    ...PAGES,
    "docusaurus.config.js": CONFIG,
    "docs/links.md": page("Links", "[Old](/old/place), [handbook](/handbook#start) and [a path nothing names](/nowhere)."),
  };

  it("gives a redirect for each of its paths, and reports a target that names no page at its line", () => {
    const site = loadSite(makeContentDir(content));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"], ["older/place", "/new/place"], ["handbook", "/guide#start"]]);
    expect(redirectProblems(site)).toEqual([
      { file: "docusaurus.config.js", line: 10, severity: "error", kind: "redirect", message: 'client redirect: "to" "/not/here" names no page and is not an external URL' },
    ]);
  });

  it("reports a missing target once, however many paths a helper makes for its redirect", () => {
    const withHelper = `const underDocsToo = ({ from, ...rest }) => ({ ...rest, from: [from, \`/docs\${from}\`] });

module.exports = {
  title: 'Moves',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: '/old/place', to: '/new/place' },
          { from: '/lost', to: '/not/here' },
          { from: '/mislaid', to: '/not/here' },
        ].map(underDocsToo),
      },
    ],
  ],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": withHelper }));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"], ["docs/old/place", "/new/place"]]);
    expect(redirectProblems(site)).toEqual([
      { file: "docusaurus.config.js", line: 12, severity: "error", kind: "redirect", message: 'client redirect: "to" "/not/here" names no page and is not an external URL' },
    ]);
  });

  it("takes a path and its form under the docs' route, one path here, sent to one place, as one redirect, and warns when they lead to two", () => {
    const both = `module.exports = {
  title: 'Moves',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: ['/old/place', '/docs/old/place'], to: '/new/place' },
          { from: ['/handbook', '/docs/handbook'], to: '/guide' },
          { from: '/docs/handbook', to: '/new/place' },
        ],
      },
    ],
  ],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": both }));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"], ["handbook", "/guide"]]);
    expect(redirectProblems(site).map(({ severity, message }) => [severity, message])).toEqual([
      ["warning", 'client redirect: "/handbook" is already redirected on line 9; this entry is ignored'],
    ]);
  });

  it("reads the redirects of a plugin function that wraps the client-redirects plugin, as a TypeScript config patches it", () => {
    const wrapped = `import RedirectPlugin from '@docusaurus/plugin-client-redirects';

const Patched: typeof RedirectPlugin = (ctx, opts) => {
  const plugin = RedirectPlugin(ctx, opts);
  return { ...plugin, async postBuild(...args) { await plugin.postBuild(...args); } };
};

export default {
  title: 'Moves',
  plugins: [
    ctx =>
      Patched(ctx, {
        redirects: [
          { from: '/old/place', to: '/new/place' },
          { from: '/gone', to: '/not/here' },
        ],
      }),
    () => ({ name: 'unrelated', configureWebpack: () => ({}) }),
  ],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.ts": wrapped }));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"]]);
    expect(redirectProblems(site)).toEqual([
      { file: "docusaurus.config.ts", line: 15, severity: "error", kind: "redirect", message: 'client redirect: "to" "/not/here" names no page and is not an external URL' },
    ]);
  });

  it("calls a wrapping plugin function with the baseUrl as Docusaurus gives it, '/' for an empty one", () => {
    const wrapped = `import RedirectPlugin from '@docusaurus/plugin-client-redirects';

export default {
  title: 'Moves',
  baseUrl: '',
  plugins: [
    (ctx) => RedirectPlugin(ctx, { redirects: [{ from: ctx.baseUrl + 'old/place', to: ctx.siteConfig.baseUrl + 'new/place' }] }),
  ],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.ts": wrapped }));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"]]);
    expect(redirectProblems(site)).toEqual([]);
  });

  it("reads the redirects of a CommonJS config's wrapping plugin, which calls the package's default", () => {
    const wrapped = `const RedirectPlugin = require('@docusaurus/plugin-client-redirects').default;
module.exports = {
  title: 'Moves',
  plugins: [(ctx) => ({ ...RedirectPlugin(ctx, { redirects: [{ from: '/old/place', to: '/new/place' }] }), name: 'patched-redirects' })],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": wrapped }));
    expect([...site.redirects]).toEqual([["old/place", "/new/place"]]);
    expect(redirectProblems(site)).toEqual([]);
  });

  it("reports a redirect the config computes at the template that writes it, or at the plugin's redirects", () => {
    const computed = `const moved = ['place', 'missing'].map((name) => ({
  from: \`/legacy/\${name}\`,
  to: \`/new/\${name}\`,
}));

module.exports = {
  title: 'Moves',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [...moved, ...['gone'].map((name) => ({ from: '/' + name, to: '/nowhere/' + name }))],
      },
    ],
  ],
};
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": computed }));
    expect(redirectProblems(site).map(({ line, message }) => [line, message])).toEqual([
      [2, 'client redirect: "to" "/new/missing" names no page and is not an external URL'],
      [12, 'client redirect: "to" "/nowhere/gone" names no page and is not an external URL'],
    ]);
  });

  it("makes a link to a redirected path no broken link, as the reader is sent on", async () => {
    const report = await checkContent(makeContentDir(content));
    const links = report.problems.filter((problem) => problem.file === "docs/links.md");
    expect(links.map((problem) => problem.message)).toEqual([expect.stringContaining('there is no page at "/nowhere"')]);
  });
});

describe("a client redirect from the docs route's own root, with a home page of src/pages", () => {
  // Docusaurus serves the docs under their route (/manual/) and the home page at /: the docs route's
  // root is no page there, so a redirect from it applies, where this site, serving the docs at the
  // root, took it for the home page's path and ignored it.
  const config = `module.exports = {
  title: 'Manual',
  presets: [['classic', { docs: { routeBasePath: '/manual' } }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      { redirects: [{ from: '/manual/', to: '/manual/start' }, { from: '/manual/begin', to: '/manual/start' }] },
    ],
  ],
};
`;
  const content = { "docs/start.md": page("Start"), "src/pages/index.md": page("Welcome"), "docusaurus.config.js": config };

  it("sends the docs route's root on to its target, not to the home page, and keeps the home page at /", () => {
    const site = loadSite(makeContentDir(content));
    expect(redirectProblems(site)).toEqual([]);
    expect(redirectOf(site, "manual")).toBe("/start");
    expect(redirectOf(site, "manual/begin")).toBe("/start");
    expect(redirectOf(site, "")).toBeUndefined();
  });
});

describe("a redirect to an address that is no page file", () => {
  // Docusaurus sends the reader on to any route it serves: a blog's list, its archive, a tag page.
  const config = `module.exports = {
  title: 'Moves',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: '/journal', to: '/blog' },
          { from: '/journal/years', to: '/blog/archive' },
          { from: '/topics/kites', to: '/blog/tags/kites' },
        ],
      },
    ],
  ],
};
`;
  const content = {
    ...PAGES,
    "docusaurus.config.js": config,
    "blog/2024-05-02-first-flight.md": "---\ntitle: First flight\ntags: [kites]\n---\n\nThe kite rose.\n",
    "redirects.json": JSON.stringify([{ from: "/news", to: "/blog/" }]),
  };

  it("sends the reader to the blog's list, archive and tag pages, with no problem reported", () => {
    const site = loadSite(makeContentDir(content));
    expect(redirectProblems(site)).toEqual([]);
    expect(site.redirects).toEqual(new Map([["news", "/blog"], ["journal", "/blog"], ["journal/years", "/blog/archive"], ["topics/kites", "/blog/tags/kites"]]));
  });
});

describe("the client-redirects plugin's createRedirects function", () => {
  // Docusaurus calls it with each path it serves (docs under their route, `/docs/...`) and sends
  // the paths it returns on to that path.
  const configWith = (createRedirects: string, redirects = "[]") => `module.exports = {
  title: 'Renamed',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: ${redirects},
        createRedirects(existingPath) {
${createRedirects}
        },
      },
    ],
  ],
};
`;
  const siteFor = (config: string) => loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": config }));

  it("places a listed redirect's problem in the module listing it, even where the config's function names its path too", () => {
    const config = configWith(`          if (existingPath.includes('/guide')) return [existingPath.replace('/guide', '/manual')];
          return undefined;`, "require('./moved')");
    const moved = `module.exports = [
  { from: '/manual-old', to: '/new/place' },
  {
    from: '/guide',
    to: '/no/such/page',
  },
];
`;
    const site = loadSite(makeContentDir({ ...PAGES, "docusaurus.config.js": config, "moved.js": moved }));
    expect(redirectProblems(site)).toEqual([expect.objectContaining({ file: "moved.js", line: 4, message: expect.stringContaining('"to" "/no/such/page" names no page') })]);
  });

  it("sends the paths it returns for a page on to that page, in this site's paths", () => {
    const site = siteFor(configWith(`          if (existingPath === '/docs/new/place') return ['/docs/old/place', '/docs/older'];
          if (existingPath === '/docs/guide') return '/docs/handbook';
          return undefined;`));
    expect(site.redirects).toEqual(new Map([["old/place", "/new/place"], ["older", "/new/place"], ["handbook", "/guide"]]));
    expect(redirectProblems(site)).toEqual([]);
    expect(redirectOf(site, "docs/old/place")).toBe("/new/place");
  });

  it("makes a link to a returned path, as written for Docusaurus, no broken link", async () => {
    const report = await checkContent(makeContentDir({
      ...PAGES,
      "docusaurus.config.js": configWith("          return existingPath === '/docs/guide' ? '/docs/handbook' : undefined;"),
      "docs/links.md": page("Links", "[The handbook](/docs/handbook) and [a path nothing names](/docs/nowhere)."),
    }));
    const links = report.problems.filter((problem) => problem.file === "docs/links.md");
    expect(links.map((problem) => problem.message)).toEqual([expect.stringContaining('there is no page at "/docs/nowhere"')]);
  });

  it("reads a redirect listed in Docusaurus' paths as the page it names", () => {
    const site = siteFor(configWith("          return undefined;", "[{ to: '/docs/guide', from: '/docs/manual' }]"));
    expect([...site.redirects]).toEqual([["manual", "/guide"]]);
  });

  it("warns that a path a page has keeps its page, as Docusaurus does", () => {
    const site = siteFor(configWith("          return existingPath === '/docs/guide' ? '/docs/new/place' : null;"));
    expect(site.redirects.size).toBe(0);
    expect(redirectProblems(site)).toEqual([
      expect.objectContaining({ file: "docusaurus.config.js", line: 8, severity: "warning", message: 'client redirect: "from" "/new/place" is a page, which wins: the redirect is ignored' }),
    ]);
  });

  it("passes over, without a word, a path outside the docs route that this site serves as the very page it leads to", () => {
    // A site that moved its docs under `/docs` keeps their old addresses: `/guide` -> `/docs/guide`.
    // Here docs are served at the root, so each such redirect would send a page on to itself.
    const site = siteFor(configWith("          return existingPath.startsWith('/docs/') ? existingPath.replace(/^\\/docs\\//, '/') : undefined;"));
    expect(site.redirects.size).toBe(0);
    expect(redirectProblems(site)).toEqual([]);
  });

  it("reports a function that throws at its line, naming the path, and leaves its redirects out", () => {
    const site = siteFor(configWith("          if (existingPath.endsWith('guide')) throw new Error('no rule for this one');\n          return undefined;"));
    expect(site.redirects.size).toBe(0);
    expect(redirectProblems(site)).toEqual([
      {
        file: "docusaurus.config.js",
        line: 8,
        severity: "error",
        kind: "redirect",
        message: 'client redirects: createRedirects("/docs/guide") threw: no rule for this one; Docusaurus stops its build on this, and the redirects it gives are left out',
      },
    ]);
  });
});

describe("the client-redirects plugin's fromExtensions and toExtensions", () => {
  // A site moved from Docusaurus 1 keeps its old `.html` addresses working this way.
  const configWith = (options: string) => `module.exports = {
  title: 'Renamed',
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      ${options},
    ],
  ],
};
`;
  const siteFor = (config: string, pages: Record<string, string> = PAGES) => loadSite(makeContentDir({ ...pages, "docusaurus.config.js": config }));

  it("sends each page's path with an extension of fromExtensions on to the page, as Docusaurus does", () => {
    const site = siteFor(configWith("{ fromExtensions: ['html', 'htm'] }"));
    expect(redirectOf(site, "guide.html")).toBe("/guide");
    expect(redirectOf(site, "docs/new/place.htm")).toBe("/new/place");
    expect(redirectOf(site, "guide.php")).toBeUndefined();
    expect(redirectProblems(site)).toEqual([]);
  });

  it("sends a page's path without an extension of toExtensions on to the page", () => {
    const site = siteFor(configWith("{ toExtensions: ['xhtml'] }"), { ...PAGES, "docs/legacy.xhtml.md": page("Legacy") });
    expect(redirectOf(site, "legacy")).toBe("/legacy.xhtml");
    expect(redirectOf(site, "guide")).toBeUndefined();
  });

  it("has the checker read a link ending in one of fromExtensions as a link to a page: one that leads to none is broken", async () => {
    const pages = {
      ...PAGES,
      "docs/shelf/index.md": page("Shelf"),
      "docs/shelf/item.md": page("Item", "Back to [the shelf](index.html), on to [the guide](../guide.html#intro), [a retired page](retired.html) and [a sheet](/files/sheet.html).\n"),
      "static/files/sheet.html": "<p>A sheet.</p>\n",
      "docs/guide.md": page("Guide", "## Intro\n\nText."),
    };
    const report = await checkContent(makeContentDir({ ...pages, "docusaurus.config.js": configWith("{ fromExtensions: ['html'] }") }));
    const links = report.problems.filter((problem) => problem.file === "docs/shelf/item.md");
    expect(links.map(({ line, severity, message }) => ({ line, severity, message }))).toEqual([
      { line: 5, severity: "error", message: 'link "index.html": there is no page at "/shelf/index.html": the folder\'s own page is "/shelf", and Docusaurus gives no .html address to a path ending in "/" (link its Markdown file)' },
      { line: 5, severity: "error", message: 'link "retired.html": there is no page at "/shelf/retired.html" (fromExtensions sends an address ending in .html on to the page without it, "/shelf/retired", only when there is one)' },
    ]);
    // Without fromExtensions, an address ending in .html is a file's, which the checker leaves alone.
    const plain = await checkContent(makeContentDir(pages));
    expect(plain.problems.filter((problem) => problem.file === "docs/shelf/item.md")).toEqual([]);
  });

  it("reports an extension written with its dot at its line, as Docusaurus stops on it, and leaves it out", () => {
    const site = siteFor(configWith("{\n        fromExtensions: ['.html'],\n      }"));
    expect(redirectOf(site, "guide.html")).toBeUndefined();
    expect(redirectProblems(site)).toEqual([
      expect.objectContaining({ file: "docusaurus.config.js", line: 7, severity: "error", message: expect.stringContaining('fromExtensions: ".html" is not an extension as Docusaurus takes one (no dot, no slash: "html")') }),
    ]);
  });
});
