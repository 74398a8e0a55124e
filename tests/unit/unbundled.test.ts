import path from "node:path";
import { compile } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COMPONENTS_PROVIDER } from "~/components/mdx";
import { importedModules } from "~/content/preprocess/segments";
import { loadSite } from "~/content/site.server";
import { compileUnbundled, mayCompileUnbundled } from "~/content/unbundled.server";
import { buildSitePage as build, makeContentDir, page } from "./helpers";

const compiled = (source: string) => compileUnbundled(compile, { path: "/content/docs/page.mdx", value: source }, { providerImportSource: COMPONENTS_PROVIDER });

describe("pages compiled without the bundler", () => {
  it("read the modules the site provides directly: default, named, renamed and namespace imports", async () => {
    const Content = await compiled([
      'import useBaseUrl from "@docusaurus/useBaseUrl";',
      'import { clsx as join } from "clsx";',
      'import * as environment from "@docusaurus/ExecutionEnvironment";',
      "",
      "<img src={useBaseUrl('img/logo.png')} className={join('wide', false && 'hidden')} />",
      "",
      "Can use the DOM: {String(environment.canUseDOM)}.",
    ].join("\n"));
    expect(Content).toBeDefined();
    const html = renderToStaticMarkup(createElement(Content!));
    expect(html).toContain('<img src="/img/logo.png" class="wide"/>');
    expect(html).toContain("Can use the DOM: false.");
  });

  it("get the components every page may use without an import", async () => {
    const Content = await compiled('<Tabs><TabItem value="a" label="First">One</TabItem></Tabs>');
    expect(renderToStaticMarkup(createElement(Content!))).toContain("One");
  });

  it("leave to the bundler what only it can give: files, absent modules and names", async () => {
    for (const source of [
      'import Part from "./_part.md";\n\n<Part />',
      'import Widget from "catalogue-widget";\n\n<Widget />',
      'import { Nothing } from "@theme/Tabs";\n\n<Nothing />',
      // An object's inherited name is no export either.
      'import { toString } from "@theme/Tabs";\n\n{toString()}',
    ]) {
      expect(await compiled(source), source).toBeUndefined();
    }
  });

  it("are guessed from the modules a page's ESM imports, so that a page with a partial is not compiled twice", () => {
    const modules = (esm: string) => importedModules(esm);
    expect(modules('import Tabs from "@theme/Tabs";\nimport {\n  a,\n  b as c,\n} from \'clsx\';\nimport "./side-effect.css";\nexport { d } from "@site/src/d";\nexport const e = "not/a/module";'))
      .toEqual(["@theme/Tabs", "clsx", "./side-effect.css", "@site/src/d"]);
    expect(modules("import Part from '../\\_partials/part.md';")).toEqual(["../_partials/part.md"]);
    expect(mayCompileUnbundled("text", ["@theme/Tabs", "@docusaurus/useBaseUrl"])).toBe(true);
    expect(mayCompileUnbundled("text", ["@theme/Tabs", "./_part.md"])).toBe(false);
    expect(mayCompileUnbundled("{require('x')}", [])).toBe(false);
    expect(mayCompileUnbundled("{require ('x')}", [])).toBe(false);
    expect(mayCompileUnbundled("{import.meta.url}", [])).toBe(false);
  });

  it("build as the bundled pages do: the same HTML, and only the page's own file as input", async () => {
    const body = 'import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n<Tabs><TabItem value="a" label="A">Shared text.</TabItem></Tabs>\n';
    const dir = makeContentDir({
      "docs/direct.mdx": page("Same", body),
      // A file's import needs the bundler, even unused.
      "docs/bundled.mdx": page("Same", `import { unused } from "./_unused.js";\n\n${body}`),
      "docs/_unused.js": "export const unused = 1;\n",
    });
    const site = loadSite(dir);
    const [direct, bundled] = [await build(site, "direct"), await build(site, "bundled")];
    expect(direct.html).toBe(bundled.html);
    expect(direct.html).toMatch(/<div role="tabpanel"[^>]*>Shared text\.<\/div>/);
    expect(direct.inputs.map(([file]) => file)).toEqual([site.pages.get("direct")!.file]);
    expect(bundled.inputs.map(([file]) => file).sort()).toEqual([site.pages.get("bundled")!.file, path.join(dir, "docs/_unused.js")].sort());
  });

  it("warn once about what their compile met, also when the bundler had to compile them again", async () => {
    const link = "Details are [one level down](details).";
    const dir = makeContentDir({
      "docs/direct.mdx": page("Direct", link),
      // Its import passes for one the site provides, but names what the module lacks.
      "docs/lacking.mdx": page("Lacking", `import { Nothing } from "@theme/Tabs";\n\n${link}`),
      "docs/direct/details.md": page("Details"),
      "docs/lacking/details.md": page("Details"),
    });
    const site = loadSite(dir);
    for (const id of ["direct", "lacking"]) {
      const kinds = (await build(site, id)).warnings.map((warning) => warning.kind);
      expect(kinds.filter((kind) => kind === "folder-relative-link"), id).toHaveLength(1);
    }
  });
});

