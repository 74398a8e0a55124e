import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check.server";
import { pageMarkdown } from "~/content/llms.server";
import { dereferenced } from "~/content/openapi-document";
import { apiDocumentFileOf, bundledApiDocument } from "~/content/openapi-reference.server";
import { formatProblem } from "~/content/problems";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page, textOf } from "./helpers";

// An API reference plugin's route (Scalar's, redocusaurus) with an OpenAPI document of the content
// folder is a page of the site, made from the document. Our own small APIs.
const AVIARY_YAML = `openapi: 3.0.3
info:
  title: Aviary service
  version: 1.4.0
  description: |
    Track the birds of an aviary. Send a **key** with every call.
servers:
  - url: https://aviary.example.com/v1
    description: Live
tags:
  - name: Birds
    description: The birds that live in the aviary.
paths:
  /birds:
    get:
      tags: [Birds]
      summary: List birds
      operationId: listBirds
      description: Newest first; [release](#operation/releaseBird) one to make room.
      parameters:
        - { name: wing, in: query, description: Only birds of this wing., schema: { type: string, enum: [east, west] } }
        - { name: count, in: query, schema: { type: integer, minimum: 1 } }
      responses:
        '200':
          description: The birds, by name.
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Bird' } }
  /birds/{birdId}:
    parameters:
      - { name: birdId, in: path, required: true, description: Which bird., schema: { type: string } }
    delete:
      summary: Release a bird {for good} <gently>
      operationId: releaseBird
      deprecated: true
      responses:
        '204': { description: Flown away. }
components:
  schemas:
    Bird:
      type: object
      required: [name]
      properties:
        name: { type: string, example: Pip }
        keeper: { $ref: '#/components/schemas/Keeper' }
    Keeper:
      type: object
      properties:
        birds: { type: array, items: { $ref: '#/components/schemas/Bird' } }
`;

const CONFIG = `module.exports = {
  title: 'Aviary',
  baseUrl: '/',
  plugins: [['@scalar/docusaurus', { label: 'Aviary API', route: '/aviary-api', configuration: { url: '/specs/aviary.yaml' } }]],
};
`;

describe("API reference pages made from an OpenAPI document", () => {
  it("serve a Scalar route from a document of static/: a section per tag, an operation per heading, resolved models", async () => {
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": AVIARY_YAML, "docs/intro.md": page("Intro") }));
    const reference = site.pages.get("aviary-api");
    expect(reference).toMatchObject({ title: "Aviary API", standalone: true, relativePath: path.join("static", "specs", "aviary.yaml"), description: "Track the birds of an aviary. Send a **key** with every call." });
    const { html, toc, warnings } = await buildSitePage(site, "aviary-api");
    expect(warnings).toEqual([]);
    expect(toc.map((entry) => [entry.level, entry.id, entry.text])).toEqual([
      [2, "birds", "Birds"],
      [3, "listBirds", "List birds"],
      [2, "endpoints", "Endpoints"],
      [3, "releaseBird", "Release a bird {for good} <gently>"],
      [2, "schemas", "Schemas"],
      [3, "bird", "Bird"],
      [3, "keeper", "Keeper"],
    ]);
    const text = textOf(html);
    expect(text).toContain("Version 1.4.0");
    expect(html).toContain("<strong>key</strong>");
    expect(text).toContain("https://aviary.example.com/v1 (Live)");
    expect(html).toContain('<a href="/specs/aviary.yaml">Download the OpenAPI document</a>');
    expect(html).toContain('<span class="api get">GET</span> <code>/birds</code>');
    // Redoc's link to an operation leads to its heading here.
    expect(html).toContain('<a href="#releaseBird">release</a>');
    expect(text).toContain("Query Parameters wing string Only birds of this wing. Possible values: east , west count integer");
    // A bound is code, not a Markdown quotation (`>= 1` on a line of its own was one).
    expect(html).toContain("<code>&gt;= 1</code>");
    expect(html).not.toContain("<blockquote>");
    // A resolved reference is shown by its model's name; a cycle stays a reference.
    expect(text).toContain("application/json (Bird[])");
    expect(text).toContain("keeper Keeper");
    expect(text).toContain("birds Bird[]");
    // The path's parameters belong to its operations.
    expect(text).toMatch(/DELETE \/birds\/\{birdId\} Deprecated Path Parameters birdId string required Which bird\./);
    expect(text).toContain("Flown away.");
  });

  it("are linked from the navbar as Scalar's plugin links them, unless showNavLink is false, and only when served", () => {
    const withNavbar = (options: string) => `module.exports = {
  title: 'Aviary',
  themeConfig: { navbar: { items: [{ label: 'Guides', to: '/intro' }] } },
  plugins: [['@scalar/docusaurus', { label: 'Aviary API', route: '/aviary-api', ${options} configuration: { url: '/specs/aviary.yaml' } }]],
};
`;
    const labels = (config: string, files: Record<string, string> = { "static/specs/aviary.yaml": AVIARY_YAML }) =>
      loadSite(makeContentDir({ "docusaurus.config.js": config, "docs/intro.md": page("Intro"), ...files })).sections.map((section) => [section.label, section.href]);
    expect(labels(withNavbar(""))).toEqual([["Guides", "/intro"], ["Aviary API", "/aviary-api"]]);
    expect(labels(withNavbar("showNavLink: false,"))).toEqual([["Guides", "/intro"]]);
    expect(labels(withNavbar(""), {})).toEqual([["Guides", "/intro"]]);
  });

  it("are drawn where a page draws Scalar's React component itself, in <BrowserOnly>, from a document of static/", async () => {
    const embed = (address: string) => `import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import '@scalar/api-reference-react/style.css';

export const Reference = () => {
  const url = useBaseUrl('${address}');
  return (
    <BrowserOnly fallback={<div>Fetching the reference</div>}>
      {() => {
        const { ApiReferenceReact } = require('@scalar/api-reference-react');
        return <ApiReferenceReact configuration={{ sources: [{ title: 'Aviary', url }], hideSearch: true }} />;
      }}
    </BrowserOnly>
  );
};

<Reference />`;
    const site = loadSite(makeContentDir({
      "static/specs/aviary.yaml": AVIARY_YAML,
      "docs/aviary.mdx": page("Aviary API", embed("/specs/aviary.yaml")),
      "docs/elsewhere.mdx": page("Elsewhere", embed("https://example.com/api.yaml")),
    }));
    const { html, warnings, inputs } = await buildSitePage(site, "aviary");
    expect(warnings).toEqual([]);
    expect(html).not.toContain("Fetching the reference");
    expect(html).toMatch(/<h2 id="birds">Birds<\/h2>/);
    expect(html).toMatch(/<h3 id="listBirds">List birds<\/h3>/);
    expect(textOf(html)).toContain("Query Parameters wing string Only birds of this wing.");
    // Its examples are highlighted as the page's own code blocks are.
    expect(html).toMatch(/<pre class="shiki[\s\S]*"Pip"/);
    // An edit to the document rebuilds the page.
    expect(inputs.map(([file]) => file)).toContain(path.join(site.contentDir, "static", "specs", "aviary.yaml"));
    const elsewhere = await buildSitePage(site, "elsewhere");
    expect(textOf(elsewhere.html)).toMatch(/This API reference is drawn from its OpenAPI document ?, which this site does not show\./);
    expect(elsewhere.html).toContain('href="https://example.com/api.yaml"');
  });

  it("give machines the document itself as the page's Markdown", () => {
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": AVIARY_YAML.replace("Only birds of this wing.", "Only birds of ```this``` wing.") }));
    const markdown = pageMarkdown(site.pages.get("aviary-api")!, site.contentDir);
    expect(markdown).toMatch(/^# Aviary API\n\nThis page is made from the file `aviary\.yaml`:\n\n````yaml\nopenapi: 3\.0\.3\n/);
    expect(markdown).toContain("Only birds of ```this``` wing.");
    expect(markdown.endsWith("\n````\n")).toBe(true);
  });

  it("puts operations without a tag under Endpoints", async () => {
    const untagged = AVIARY_YAML.replace("      tags: [Birds]\n", "");
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": untagged }));
    const { toc } = await buildSitePage(site, "aviary-api");
    expect(toc.slice(0, 4).map((entry) => entry.text)).toEqual(["Birds", "Endpoints", "List birds", "Release a bird {for good} <gently>"]);
  });

  it("say how requests authenticate: the document's schemes in the intro, each operation's ways", async () => {
    const secured = AVIARY_YAML.replace("tags:\n  - name: Birds", `security:
  - keeperKey: []
  - keeperLogin: []
tags:
  - name: Birds`).replace("      deprecated: true\n", `      deprecated: true
      security:
        - wardens: [birds.release]
          keeperKey: []
        - {}
`).replace("components:\n", `components:
  securitySchemes:
    keeperKey: { type: apiKey, in: header, name: X-Keeper-Key, description: A key from the **keepers' office**. }
    keeperLogin: { type: http, scheme: basic }
    wardens:
      type: oauth2
      flows:
        clientCredentials: { tokenUrl: 'https://aviary.example.com/token', scopes: { birds.release: Let birds go } }
    badge: { type: openIdConnect, openIdConnectUrl: 'https://aviary.example.com/.well-known/openid-configuration' }
`);
    const site = loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": secured }));
    const { html } = await buildSitePage(site, "aviary-api");
    const text = textOf(html);
    expect(text).toContain("Authentication keeperKey : API key in the header X-Keeper-Key A key from the keepers&#x27; office .");
    expect(html).toContain("<strong>keepers&#x27; office</strong>");
    expect(text).toContain("keeperLogin : HTTP Basic authentication");
    expect(text).toContain("wardens : OAuth 2.0 Client credentials flow: token https://aviary.example.com/token ; scopes birds.release");
    expect(html).toContain('<a href="https://aviary.example.com/token">https://aviary.example.com/token</a>');
    expect(text).toContain("badge : OpenID Connect Discovery: https://aviary.example.com/.well-known/openid-configuration");
    // The document's ways for an operation that names none; its own, with scopes, for one that does.
    expect(text).toContain("GET /birds Newest first; release one to make room. Authentication : keeperKey or keeperLogin");
    expect(text).toContain("Authentication : wardens (scopes birds.release ) and keeperKey (optional)");
  });

  it("give each operation a curl command made from it, or the samples the document gives (x-codeSamples) as tabs", async () => {
    const sampled = AVIARY_YAML.replace("tags:\n  - name: Birds", `security:
  - keeperKey: []
tags:
  - name: Birds`).replace("      deprecated: true\n", `      deprecated: true
      x-codeSamples:
        - { lang: Shell, label: Shell, source: "aviary release --bird pip" }
        - { lang: Python, source: "aviary.release('pip')" }
`).replace("paths:\n", `paths:
  /birds/{birdId}/notes:
    post:
      summary: Note a bird's habits
      operationId: noteBird
      parameters:
        - { name: birdId, in: path, required: true, schema: { type: string } }
        - { name: season, in: query, required: true, schema: { type: string } }
        - { name: X-Keeper, in: header, required: true, schema: { type: string } }
      requestBody:
        content:
          application/json:
            example: { habit: "sings at dawn, doesn't eat seeds" }
      responses: { '201': { description: Noted. } }
`).replace("components:\n", `components:
  securitySchemes:
    keeperKey: { type: apiKey, in: header, name: X-Keeper-Key }
`);
    const { html } = await buildSitePage(loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": sampled })), "aviary-api");
    const text = textOf(html).replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
    // Required query and header parameters, the key, and the example body, quoted for the shell
    // (the highlighter spaces the tokens of `doesn'\''t` apart in the page's text).
    expect(text).toContain(`curl -X POST 'https://aviary.example.com/v1/birds/{birdId}/notes?season={season}' \\ -H 'X-Keeper: {X-Keeper}' \\ -H 'X-Keeper-Key: API_KEY' \\ -H 'Content-Type: application/json' \\ -d '{ "habit": "sings at dawn, doesn' \\' 't eat seeds" }'`);
    expect(text).toContain("curl 'https://aviary.example.com/v1/birds' \\ -H 'X-Keeper-Key: API_KEY'");
    // The document's own samples, highlighted, a tab each; no curl command for that operation.
    expect(html).toMatch(/Request samples[\s\S]*role="tab"[^>]*>Shell<\/button><button[^>]*>Python</);
    expect(html).toMatch(/data-language="python"><div class="code-header"><div class="code-title">Python<\/div>[\s\S]*?<pre class="shiki shiki-themes/);
    expect(text).toContain("aviary release --bird pip");
    expect(text).not.toContain("curl -X DELETE");
  });

  it("say an operation needs no authentication when its security is empty, and nothing when no security is declared", async () => {
    const open = AVIARY_YAML.replace("      deprecated: true\n", "      deprecated: true\n      security: []\n");
    const { html } = await buildSitePage(loadSite(makeContentDir({ "docusaurus.config.js": CONFIG, "static/specs/aviary.yaml": open })), "aviary-api");
    expect(textOf(html).match(/Authentication[^A-Z]*/g)).toEqual(["Authentication : none "]);
  });

  it("read a redocusaurus spec from the site's folder, Swagger 2's bodies and responses in OpenAPI 3's shape", async () => {
    const swagger = `swagger: "2.0"
info: { title: Pantry, version: "1" }
host: pantry.example.com
basePath: /api
paths:
  /jars:
    post:
      summary: Store a jar
      consumes: [application/json]
      parameters:
        - { name: jar, in: body, required: true, schema: { $ref: '#/definitions/Jar' } }
        - { name: shelf, in: query, type: integer, description: Which shelf. }
      responses:
        '201': { description: Stored., schema: { $ref: '#/definitions/Jar' } }
definitions:
  Jar: { type: object, properties: { label: { type: string } } }
securityDefinitions:
  pantryLogin: { type: basic }
  pantryToken: { type: oauth2, flow: accessCode, authorizationUrl: 'https://pantry.example.com/auth', tokenUrl: 'https://pantry.example.com/token', scopes: { jars: Store jars } }
security:
  - pantryLogin: []
`;
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": `module.exports = { title: 'Pantry', presets: [['redocusaurus', { specs: [{ spec: 'api/pantry.yaml', route: '/pantry/' }] }]] };\n`,
      "api/pantry.yaml": swagger,
    }));
    expect(site.pages.get("pantry")?.title).toBe("Pantry");
    const { html } = await buildSitePage(site, "pantry");
    const text = textOf(html);
    expect(text).toContain("https://pantry.example.com/api");
    expect(text).toContain("Query Parameters shelf integer Which shelf.");
    expect(text).toContain("Body required application/json (Jar) label string");
    expect(text).toMatch(/201 .*Stored\. application\/json \(Jar\) label string/);
    expect(text).toContain("pantryLogin : HTTP Basic authentication pantryToken : OAuth 2.0 Authorization code flow: authorization https://pantry.example.com/auth ; token https://pantry.example.com/token ; scopes jars");
    expect(text).toContain("Authentication : pantryLogin");
    // No link to download: the document is not a file the site serves.
    expect(html).not.toContain("Download the OpenAPI document");
  });

  it("are checked: links to their operations' anchors hold; a document that cannot be read is an error at its line", async () => {
    const good = await checkContent(makeContentDir({
      "docusaurus.config.js": CONFIG,
      "static/specs/aviary.yaml": AVIARY_YAML,
      "docs/intro.md": page("Intro", "See [listing](/aviary-api#listBirds), [the model](/aviary-api#bird) and [nothing](/aviary-api#cage)."),
    }));
    expect(good.problems.map(formatProblem)).toEqual([
      'docs/intro.md:5: error [broken-anchor] link "/aviary-api#cage": page "/aviary-api" has no anchor "#cage"',
    ]);
    const broken = await checkContent(makeContentDir({
      "docusaurus.config.js": CONFIG,
      "static/specs/aviary.yaml": AVIARY_YAML.replace("  /birds:\n", "  /birds:\n   bad: [\n"),
      "docs/intro.md": page("Intro", "See the [API](/aviary-api)."),
    }));
    expect(broken.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^docs\/intro\.md:5: error \[broken-link\] link "\/aviary-api": .*@scalar\/docusaurus makes at "\/aviary-api"/),
      "static/specs/aviary.yaml:18: error [openapi] the OpenAPI document cannot be read: Nested mappings are not allowed in compact mappings",
    ]);
    const missing = await checkContent(makeContentDir({ "docusaurus.config.js": CONFIG, "docs/intro.md": page("Intro") }));
    expect(missing.problems.map(formatProblem)).toEqual([
      `docusaurus.config.js:4: warning [config] @scalar/docusaurus's OpenAPI document "/specs/aviary.yaml" is not in the content folder (looked for ${path.join("static", "specs", "aviary.yaml")}), so /aviary-api has no page`,
    ]);
  });

  it("never read a document outside the content folder, nor one at an address", () => {
    const contentDir = "/srv/docs";
    expect(apiDocumentFileOf("/specs/a.yaml", contentDir, undefined)).toBe("/srv/docs/static/specs/a.yaml");
    expect(apiDocumentFileOf("/manual/specs/a.yaml", contentDir, "manual")).toBe("/srv/docs/static/specs/a.yaml");
    expect(apiDocumentFileOf("specs/a.yaml", contentDir, undefined)).toBe("/srv/docs/specs/a.yaml");
    for (const outside of ["../secrets.yaml", "/../../etc/passwd", "/srv/other.yaml".replace("/srv", "/.."), "https://example.com/a.yaml", "//example.com/a.yaml", "file:///etc/passwd", "a\0.yaml"]) {
      expect(apiDocumentFileOf(outside, contentDir, undefined), outside).toBeUndefined();
    }
  });

  it("write out a model's models two references deep, and no more than six models in all, naming the rest", () => {
    const chain = { components: { schemas: { A: { properties: { b: { $ref: "#/components/schemas/B" } } }, B: { properties: { c: { $ref: "#/components/schemas/C" } } }, C: { properties: { d: { type: "string" } } } } } };
    expect(dereferenced({ $ref: "#/components/schemas/A" }, chain)).toEqual({ title: "A", properties: { b: { title: "B", properties: { c: { $ref: "#/components/schemas/C" } } } } });
    const many = { components: { schemas: { Leaf: { type: "string" } } } };
    const fields = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`f${index}`, { $ref: "#/components/schemas/Leaf" }]));
    const resolved = dereferenced({ properties: fields }, many) as { properties: Record<string, unknown> };
    expect(Object.values(resolved.properties).filter((field) => (field as { $ref?: string }).$ref === undefined)).toHaveLength(6);
  });

  it("resolve references in the document, leaving cycles and other files' references as they are", () => {
    const document = { components: { schemas: { Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" }, data: { $ref: "other.yaml#/Data" } } } } } };
    expect(dereferenced({ $ref: "#/components/schemas/Node", description: "The head" }, document)).toEqual({
      title: "Node",
      type: "object",
      description: "The head",
      properties: { next: { $ref: "#/components/schemas/Node" }, data: { $ref: "other.yaml#/Data" } },
    });
  });
});

// redocusaurus' specs drawn by an MDX page (`<ApiDocMdx id>`), their models kept in another file of
// the content, as redocusaurus bundles them. Our own small lighthouse API.
const BEACONS_YAML = `openapi: 3.0.1
info:
  title: Lighthouse keeping
  version: 2.0.0
  contact: { name: The keepers, url: 'https://keepers.example.org', email: keep@example.org }
  license: { name: Harbour licence, url: 'javascript:alert(1)' }
paths:
  /beacons/{beaconId}:
    get:
      summary: Read a beacon
      operationId: readBeacon
      parameters:
        - $ref: './shared.yaml#/components/parameters/BeaconId'
      responses:
        '200':
          description: The beacon.
          content:
            application/json:
              schema: { $ref: './shared.yaml#/components/schemas/Beacon' }
`;

const SHARED_YAML = `components:
  schemas:
    Beacon:
      type: object
      properties:
        colour: { type: string, description: What ships see at night. }
        lamp: { $ref: '#/components/schemas/Lamp' }
    Lamp:
      type: object
      properties:
        watts: { type: integer, description: How bright it burns. }
  parameters:
    BeaconId: { name: beaconId, in: path, required: true, description: Which beacon., schema: { type: string } }
`;

describe("redocusaurus' specs drawn in an MDX page", () => {
  const config = `module.exports = {
  title: 'Lighthouse',
  presets: [['redocusaurus', { specs: [{ id: 'beacons', spec: 'api/beacons.yaml', url: 'https://example.org/beacons.yaml' }, { spec: 'api/beacons.yaml' }] }]],
};
`;
  const embed = (id?: string) => `import ApiDocMdx from '@theme/ApiDocMdx';\n\n<ApiDocMdx${id === undefined ? "" : ` id="${id}"`} />`;

  it("draw the spec of the id <ApiDocMdx> names, its models from the other files it refers to", async () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": config,
      "api/beacons.yaml": BEACONS_YAML,
      "api/shared.yaml": SHARED_YAML,
      "docs/beacons.mdx": page("Beacons API", embed("beacons")),
      "docs/second.mdx": page("Second", embed("plugin-redoc-1")),
      "docs/unknown.mdx": page("Unknown", embed("buoys")),
    }));
    const { html, warnings, inputs } = await buildSitePage(site, "beacons");
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<h3 id="readBeacon">Read a beacon<\/h3>/);
    const text = textOf(html);
    expect(text).toContain("Path Parameters beaconId string required Which beacon.");
    expect(text).toContain("application/json (Beacon)");
    expect(text).toContain("colour string What ships see at night.");
    expect(text).toContain("watts integer How bright it burns.");
    // Redoc's line under the title, its addresses linked when they are http(s) or mailto, and the spec's url to download.
    expect(html).toContain('Contact: <a href="https://keepers.example.org">The keepers</a> · E-mail: <a href="mailto:keep@example.org">keep@example.org</a> · License: Harbour licence');
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="https://example.org/beacons.yaml">Download the OpenAPI document</a>');
    // An edit to either file rebuilds the page.
    expect(inputs.map(([file]) => file)).toEqual(expect.arrayContaining([path.join(site.contentDir, "api", "beacons.yaml"), path.join(site.contentDir, "api", "shared.yaml")]));
    // A spec without an id has the one the preset gives it, by its place.
    expect(textOf((await buildSitePage(site, "second")).html)).toContain("Read a beacon");
    expect(textOf((await buildSitePage(site, "unknown")).html)).toContain("This API reference is drawn from redocusaurus&#x27; spec &quot;buoys&quot;, which the site&#x27;s config does not have.");
  });

  it("give machines the spec's document in the page's Markdown, with its other files' models", () => {
    const site = loadSite(makeContentDir({
      "docusaurus.config.js": config,
      "api/beacons.yaml": BEACONS_YAML,
      "api/shared.yaml": SHARED_YAML,
      "docs/beacons.mdx": page("Beacons API", `Read on.\n\n${embed("beacons")}\n\n${embed("buoys")}`),
    }));
    const markdown = pageMarkdown(site.pages.get("beacons")!, site.contentDir, undefined, undefined, { config: site.pageConfig });
    expect(markdown).toContain("This part of the page is drawn from the OpenAPI document `beacons.yaml`:\n\n```yaml\nopenapi: 3.0.1\n");
    expect(markdown).toContain("$ref: \"#/components/schemas/Beacon\"");
    expect(markdown).toContain("description: How bright it burns.");
    // A spec the config lacks stays as written.
    expect(markdown).toContain('<ApiDocMdx id="buoys" />');
  });

  it("serve a route page with the models of other files too", async () => {
    const routed = `module.exports = { title: 'Lighthouse', presets: [['redocusaurus', { specs: [{ spec: 'api/beacons.yaml', route: '/beacons-api' }] }]] };\n`;
    const site = loadSite(makeContentDir({ "docusaurus.config.js": routed, "api/beacons.yaml": BEACONS_YAML, "api/shared.yaml": SHARED_YAML, "docs/intro.md": page("Intro") }));
    const { html, toc } = await buildSitePage(site, "beacons-api");
    expect(textOf(html)).toContain("colour string What ships see at night.");
    expect(toc.filter((entry) => entry.level === 3).map((entry) => entry.text)).toEqual(["Read a beacon", "Beacon", "Lamp"]);
  });

  it("bring other files' components in under a free name, put other parts in place, and leave what they cannot read", () => {
    const dir = makeContentDir({
      "api/parts.yaml": "components:\n  schemas:\n    Beacon: { type: string, description: theirs }\n",
      "api/response.yaml": "description: Put in place.\n",
    });
    // A link inside the content folder to a file outside it is outside too.
    const outside = makeContentDir({ "secret.yaml": "components:\n  schemas:\n    Key: { type: string, description: private }\n" });
    fs.symlinkSync(path.join(outside, "secret.yaml"), path.join(dir, "api", "linked.yaml"));
    const file = path.join(dir, "api", "root.yaml");
    const document = {
      openapi: "3.0.1",
      paths: {
        "/a": {
          get: {
            responses: {
              "200": { $ref: "./response.yaml" },
              "201": { description: "x", content: { "application/json": { schema: { $ref: "./parts.yaml#/components/schemas/Beacon" } } } },
              "202": { description: "y", content: { "application/json": { schema: { $ref: "../../outside.yaml#/components/schemas/Far" } } } },
              "203": { description: "z", content: { "application/json": { schema: { $ref: "./missing.yaml#/components/schemas/Gone" } } } },
              "204": { description: "w", content: { "application/json": { schema: { $ref: "./linked.yaml#/components/schemas/Key" } } } },
              "205": { description: "v", content: { "application/json": { schema: { $ref: "./%zz.yaml#/components/schemas/Odd" } } } },
            },
          },
        },
      },
      components: { schemas: { Beacon: { type: "object", description: "ours" } } },
    };
    const read: string[] = [];
    const bundled = bundledApiDocument(document, file, dir, (other) => read.push(other));
    const responses = (bundled.paths as any)["/a"].get.responses;
    expect(responses["200"]).toEqual({ description: "Put in place." });
    expect(responses["201"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Beacon-2" });
    expect((bundled.components as any).schemas).toEqual({ Beacon: { type: "object", description: "ours" }, "Beacon-2": { type: "string", description: "theirs" } });
    expect(responses["202"].content["application/json"].schema).toEqual({ $ref: "../../outside.yaml#/components/schemas/Far" });
    expect(responses["203"].content["application/json"].schema).toEqual({ $ref: "./missing.yaml#/components/schemas/Gone" });
    expect(responses["204"].content["application/json"].schema).toEqual({ $ref: "./linked.yaml#/components/schemas/Key" });
    expect(responses["205"].content["application/json"].schema).toEqual({ $ref: "./%zz.yaml#/components/schemas/Odd" });
    expect(JSON.stringify(bundled)).not.toContain("private");
    expect(read.map((other) => path.basename(other)).sort()).toEqual(["missing.yaml", "parts.yaml", "response.yaml"]);
    // The document given is left as it was.
    expect(document.components.schemas).toEqual({ Beacon: { type: "object", description: "ours" } });
  });
});
