import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeContentDir, page } from "./helpers";

// An editUrl function called for a versioned doc gets that version's folder as versionDocsDirPath;
// one that writes the docs folder whatever it is given links every version to the docs folder's file.
describe("the docs' editUrl function and versioned docs, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };
  let serveFor: (editUrl: string, docsPath?: string) => Promise<typeof import("~/content/serve.server")>;

  beforeAll(() => {
    delete process.env.EDIT_URL_BASE;
    serveFor = async (editUrl, docsPath) => {
      const pathSetting = docsPath ? `path: '${docsPath}', ` : "";
      process.env.DOCS_CONTENT_DIR = makeContentDir({
        "docusaurus.config.js": `module.exports = {\n  presets: [['classic', { docs: { ${pathSetting}editUrl: ${editUrl} } }]],\n};\n`,
        "versions.json": '["2.0"]',
        "docs/kettle.md": page("Kettle"),
        "versioned_docs/version-2.0/kettle.md": page("Kettle"),
      });
      vi.resetModules();
      return import("~/content/serve.server");
    };
  });

  afterAll(() => {
    for (const [name, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("one that rewrites the doc's path links each doc to the address it builds for that path, as Docusaurus calls it per doc", async () => {
    const serve = await serveFor("({ docPath }) => `https://git.example.org/teapots/edit/main/${docPath.replace('kettle', 'pots/kettle')}`");
    expect((await serve.pageData("next/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/pots/kettle.md");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/pots/kettle.md");
  });

  it("one that ignores the version's folder links a versioned doc to the docs folder's file, as Docusaurus does", async () => {
    const serve = await serveFor("function ({ docPath }) { return `https://git.example.org/teapots/edit/main/docs/${docPath}`; }");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
    expect((await serve.pageData("next/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
  });

  it("one that writes the version's folder links a versioned doc to the version's file", async () => {
    const serve = await serveFor("({ versionDocsDirPath, docPath }) => `https://git.example.org/teapots/edit/main/${versionDocsDirPath}/${docPath}`");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/versioned_docs/version-2.0/kettle.md");
    expect((await serve.pageData("next/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
  });

  it("one that writes the repository's docs folder, the docs beside the site's folder (`path: '../docs'`), links every version's doc to the docs folder's file", async () => {
    const serve = await serveFor("({ docPath }) => `https://git.example.org/teapots/edit/main/docs/${docPath}`", "../docs");
    expect((await serve.pageData("next/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
  });

  it("with the docs beside the site's folder (`path: '../docs'`), links the last version's doc to its own folder and the docs folder's to the docs", async () => {
    const serve = await serveFor("({ versionDocsDirPath, docPath }) => `https://git.example.org/teapots/edit/main/site/${versionDocsDirPath}/${docPath}`", "../docs");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/site/versioned_docs/version-2.0/kettle.md");
    expect((await serve.pageData("next/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
  });
});

describe("the docs' editUrl function and another docs instance's pages, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };

  afterAll(() => {
    for (const [name, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("links an instance's page to its file, as the base the function writes before the docs folder leads there", async () => {
    delete process.env.EDIT_URL_BASE;
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": "module.exports = {\n  presets: [['classic', { docs: { editUrl: ({ docPath }) => `https://git.example.org/teapots/edit/main/docs/${docPath}` } }]],\n  plugins: [['@docusaurus/plugin-content-docs', { id: 'club', path: 'club', routeBasePath: 'club' }]],\n};\n",
      "docs/kettle.md": page("Kettle"),
      "club/meetings.md": page("Meetings"),
    });
    vi.resetModules();
    const serve = await import("~/content/serve.server");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/kettle.md");
    expect((await serve.pageData("club/meetings")).editUrl).toBe("https://git.example.org/teapots/edit/main/club/meetings.md");
  });
});

// A site in website/ whose docs sit beside it (`path: '../docs'`) and which has released versions:
// the docs folder's pages keep that path, the versions' files are under the site's folder.
describe("a string editUrl with the docs' path out of the site's folder and versioned docs, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };

  afterAll(() => {
    for (const [name, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("links the docs folder's page to the repository's docs and a version's page to its versioned file, as Docusaurus does", async () => {
    delete process.env.EDIT_URL_BASE;
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": "module.exports = {\n  presets: [['classic', { docs: { path: '../docs', editUrl: 'https://git.example.org/teapots/edit/main/docs/' } }]],\n};\n",
      "versions.json": '["3.x"]',
      "docs/brewing/kettle.md": page("Kettle"),
      "versioned_docs/version-3.x/brewing/kettle.md": page("Kettle"),
    });
    vi.resetModules();
    const serve = await import("~/content/serve.server");
    expect((await serve.pageData("next/brewing/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/brewing/kettle.md");
    expect((await serve.pageData("brewing/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/versioned_docs/version-3.x/brewing/kettle.md");
  });
});

// Airbyte's six docs instances each set editUrl, with the main docs turned off: their pages had no edit link.
describe("a docs instance's own editUrl, as served", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };

  afterAll(() => {
    for (const [name, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("links its docs to that address, its path as written and the doc's path in its folder, as Docusaurus does", async () => {
    delete process.env.EDIT_URL_BASE;
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": `module.exports = {
  presets: [['classic', { docs: { editUrl: 'https://git.example.org/teapots/edit/main/site' } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'shelf', path: '../cupboard/shelf', routeBasePath: 'shelf', editUrl: 'https://git.example.org/teapots/edit/main/docs' }],
    ['@docusaurus/plugin-content-docs', { id: 'plain', path: 'plain', routeBasePath: 'plain' }],
  ],
};
`,
      "docs/kettle.md": page("Kettle"),
      "cupboard/shelf/cups/mug.md": page("Mug"),
      "plain/saucer.md": page("Saucer"),
    });
    vi.resetModules();
    const serve = await import("~/content/serve.server");
    expect((await serve.pageData("shelf/cups/mug")).editUrl).toBe("https://git.example.org/teapots/edit/main/cupboard/shelf/cups/mug.md");
    // Without its own, an instance's page keeps the main docs' link, from the content folder.
    expect((await serve.pageData("plain/saucer")).editUrl).toBe("https://git.example.org/teapots/edit/main/site/plain/saucer.md");
    expect((await serve.pageData("kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/site/docs/kettle.md");
  });
});

describe("the docs' editUrl function and a docs path written with './' and a trailing slash", () => {
  const environment = { DOCS_CONTENT_DIR: process.env.DOCS_CONTENT_DIR, EDIT_URL_BASE: process.env.EDIT_URL_BASE };

  afterAll(() => {
    for (const [name, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("gets the folder as Docusaurus' path.relative writes it (`docs`), so the link has no doubled slash", async () => {
    delete process.env.EDIT_URL_BASE;
    process.env.DOCS_CONTENT_DIR = makeContentDir({
      "docusaurus.config.js": "module.exports = {\n  presets: [['classic', { docs: { path: './docs/', editUrl: ({ versionDocsDirPath, docPath }) => `https://git.example.org/teapots/edit/main/${versionDocsDirPath}/${docPath}` } }]],\n};\n",
      "docs/brewing/kettle.md": page("Kettle"),
    });
    vi.resetModules();
    const serve = await import("~/content/serve.server");
    expect((await serve.pageData("brewing/kettle")).editUrl).toBe("https://git.example.org/teapots/edit/main/docs/brewing/kettle.md");
  });
});
