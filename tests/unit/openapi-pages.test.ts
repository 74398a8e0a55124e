import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { markdownText } from "~/components/mdx/OpenApi";
import { pageMarkdown } from "~/content/llms.server";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page, textOf } from "./helpers";

// Pages in the shapes docusaurus-plugin-openapi-docs generates (our own small API): its newer
// pages give the whole operation as JSON props, its older ones write lists and tabs around one
// component per parameter and field.
const KETTLE = { type: "object", required: ["name"], properties: { name: { type: "string", description: "What it is called", example: "Tall" }, litres: { type: "number", description: "How much it holds:\n\n- at most `2`\n- *never* empty\n\n<script>alert(1)</script>" }, shape: { type: "string", enum: ["round", "square"] } } };

const NEWER = `import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";
import ParamsDetails from "@theme/ParamsDetails";
import RequestSchema from "@theme/RequestSchema";
import StatusCodes from "@theme/StatusCodes";
import Heading from "@theme/Heading";

<Heading as={"h1"} className={"openapi__heading"} children={"Fill a kettle"}></Heading>

<MethodEndpoint method={"put"} path={"/kettles/{kettleId}"} context={"endpoint"}></MethodEndpoint>

Fills a kettle to the brim.

<ParamsDetails parameters={${JSON.stringify([{ name: "kettleId", in: "path", required: true, description: "Which kettle", schema: { type: "integer" } }, { name: "warm", in: "query", description: "Warm the water with \`true\`", schema: { type: "boolean" } }])}}></ParamsDetails>

<RequestSchema title={"Body"} body={${JSON.stringify({ required: true, content: { "application/json": { schema: KETTLE } } })}}></RequestSchema>

<StatusCodes id={undefined} label={undefined} responses={${JSON.stringify({ "200": { description: "Filled", content: { "application/json": { schema: KETTLE } } }, "409": { description: "Already full" } })}}></StatusCodes>
`;

const OLDER = `import ApiTabs from "@theme/ApiTabs";
import MimeTabs from "@theme/MimeTabs";
import ParamsItem from "@theme/ParamsItem";
import ResponseSamples from "@theme/ResponseSamples";
import SchemaItem from "@theme/SchemaItem";
import SchemaTabs from "@theme/SchemaTabs";
import SecuritySchemes from "@theme/ApiExplorer/SecuritySchemes";
import TabItem from "@theme/TabItem";

<SecuritySchemes infoPath={"/kitchen/kitchen-api"}></SecuritySchemes>

<details open={true}><summary><h3>Path Parameters</h3></summary><div><ul><ParamsItem className={"paramsItem"} param={{"name":"cupId","in":"path","required":true,"description":"Which cup","schema":{"type":"string"}}}></ParamsItem></ul></div></details><div><ApiTabs label={undefined} id={undefined}><TabItem label={"200"} value={"200"}><div>

A cup

</div><div><MimeTabs className={"openapi-tabs__mime"} schemaType={"response"}><TabItem label={"application/json"} value={"application/json"}><SchemaTabs className={"openapi-tabs__schema"}><TabItem label={"Schema"} value={"Schema"}><ul><SchemaItem collapsible={false} name={"colour"} required={true} schemaName={"string"} qualifierMessage={"**Possible values:** [\`blue\`, \`white\`]"} schema={{"type":"string","description":"Glaze colour"}}></SchemaItem></ul></TabItem><TabItem label={"Example (from schema)"} value={"Example (from schema)"}><ResponseSamples responseExample={"{\\n  \\"colour\\": \\"blue\\"\\n}"} language={"json"}></ResponseSamples></TabItem></SchemaTabs></TabItem></MimeTabs></div></TabItem></ApiTabs></div>
`;

// The theme's Markdown component, which its pages import whether they use it or not.
const WITH_MARKDOWN = `import Markdown from "@theme/Markdown";
import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";

<MethodEndpoint method={"delete"} path={"/teapots/{teapotId}"}></MethodEndpoint>

<Markdown children={"Empties the pot *first*:\\n\\n- lid off\\n- spout down"}></Markdown>
`;

// An info page as the theme wrote it before version 2, when its request panel was the ApiDemoPanel.
const OLDER_INFO = `import ApiLogo from "@theme/ApiLogo";
import SchemaTabs from "@theme/SchemaTabs";
import TabItem from "@theme/TabItem";
import Export from "@theme/ApiDemoPanel/Export";

<h1 className={"openapi__heading"}>Kitchen API</h1>

<Export url={"/files/kitchen.yaml"}></Export>

<SchemaTabs><TabItem label={"API Key: kitchenKey"} value={"kitchenKey"}>Header parameter name: X-Kitchen-Key</TabItem></SchemaTabs>
`;

function site() {
  return loadSite(makeContentDir({
    "docs/kitchen/kitchen-api.info.mdx": page("Kitchen API", OLDER_INFO),
    "docs/kitchen/fill-kettle.api.mdx": page("Fill a kettle", NEWER),
    "docs/kitchen/get-cup.api.mdx": page("Get a cup", OLDER),
    "docs/kitchen/drop-teapot.api.mdx": page("Drop a teapot", WITH_MARKDOWN),
  }));
}

describe("docusaurus-plugin-openapi-docs' generated pages", () => {
  it("draw an older info page's export link, by the theme's name for it then, with no warning", async () => {
    const { html, warnings } = await buildSitePage(site(), "kitchen/kitchen-api.info");
    expect(warnings).toEqual([]);
    expect(html).toContain('<a href="/files/kitchen.yaml">Download the OpenAPI file</a>');
    expect(textOf(html)).toContain("Header parameter name: X-Kitchen-Key");
  });
  it("draw a newer page's endpoint, parameters, body and responses from its JSON props, with no warning", async () => {
    const { html, warnings } = await buildSitePage(site(), "kitchen/fill-kettle.api");
    expect(warnings).toEqual([]);
    expect(html).toContain('<span class="api put">PUT</span> <code>/kettles/{kettleId}</code>');
    const text = textOf(html);
    expect(text).toContain("Path Parameters kettleId integer required Which kettle");
    expect(text).toContain("Query Parameters warm boolean Warm the water with true");
    expect(html).toContain("<code>true</code>");
    expect(text).toContain("Body required application/json (object) name string required What it is called");
    expect(text).toContain("Possible values: round , square");
    // A description is Markdown: its list is a list; raw HTML in it is dropped.
    expect(html).toMatch(/How much it holds:<\/p>\s*<ul>\s*<li>at most <code>2<\/code><\/li>\s*<li><em>never<\/em> empty<\/li>\s*<\/ul>/);
    expect(html).not.toContain("alert(1)");
    // A tab per status code; the example made from the schema, highlighted.
    expect(html).toMatch(/role="tab"[^>]*data-value="200">200<\/button><button[^>]*data-value="409">409</);
    expect(text).toContain("Already full");
    expect(html).toContain("Example (from schema)");
    expect(html).toMatch(/<pre class="shiki[\s\S]*"Tall"/);
    expect(html).not.toContain("not available on this site");
  });

  it("draw an older page's parameter and field components, its tab groups and samples", async () => {
    const { html, warnings } = await buildSitePage(site(), "kitchen/get-cup.api");
    expect(warnings.filter((warning) => warning.severity !== "notice")).toEqual([]);
    const text = textOf(html);
    expect(text).toContain("cupId string required Which cup");
    expect(text).toContain("colour string required Glaze colour Possible values: [ blue , white ]");
    expect(html).toMatch(/data-value="Schema">Schema<\/button><button[^>]*data-value="Example \(from schema\)"/);
    expect(html).toMatch(/<pre class="shiki[\s\S]*"blue"/);
    expect(html).not.toContain("not available on this site");
  });

  it("say, under the endpoint, how the operation the page's api frontmatter holds authenticates, with a curl command, as the plugin's request panel does", async () => {
    // The plugin writes the operation, the document's servers and schemes beside it, deflated and in base64.
    const operation = {
      method: "put",
      path: "/kettles/{kettleId}",
      servers: [{ url: "https://kitchen.example.com/v2" }],
      security: [{ kitchenKey: [] }],
      securitySchemes: { kitchenKey: { type: "apiKey", in: "header", name: "X-Kitchen-Key" }, unused: { type: "http", scheme: "basic" } },
      parameters: [{ name: "kettleId", in: "path", required: true, schema: { type: "integer" } }],
      requestBody: { content: { "application/json": { schema: KETTLE } } },
      responses: { "200": { description: "Filled" } },
    };
    const api = zlib.deflateSync(JSON.stringify(operation)).toString("base64");
    const plain = { ...operation, method: "get", path: "/cups", security: [], "x-codeSamples": [{ lang: "Python", source: "kitchen.cups()" }] };
    const withApi = loadSite(makeContentDir({
      "docs/kitchen/fill-kettle.api.mdx": page("Fill a kettle", NEWER, `api: ${api}\n`),
      "docs/kitchen/list-cups.api.mdx": page("List cups", 'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint method={"get"} path={"/cups"}></MethodEndpoint>', `api: ${JSON.stringify(plain)}\n`),
    }));
    const { html, warnings } = await buildSitePage(withApi, "kitchen/fill-kettle.api");
    expect(warnings).toEqual([]);
    const text = textOf(html).replace(/&#x27;/g, "'");
    expect(text).toContain("PUT /kettles/{kettleId} Authentication : kitchenKey kitchenKey : API key in the header X-Kitchen-Key Request sample curl");
    expect(text).not.toContain("unused");
    expect(text).toContain("curl -X PUT 'https://kitchen.example.com/v2/kettles/{kettleId}' \\ -H 'X-Kitchen-Key: API_KEY' \\ -H 'Content-Type: application/json'");
    // An older page's api frontmatter is the operation as it is; its own samples stand for curl.
    const older = textOf((await buildSitePage(withApi, "kitchen/list-cups.api")).html);
    expect(older).toContain("GET /cups Authentication : none Request sample Python Wrap lines Copy kitchen.cups()");
    // A page without api frontmatter shows the endpoint alone.
    expect(textOf((await buildSitePage(site(), "kitchen/fill-kettle.api")).html)).not.toContain("Request sample");
  });

  it("give machines, as the page's Markdown, the operation its api frontmatter holds, not the JSX that draws it", () => {
    const operation = { method: "delete", path: "/teapots/{teapotId}", description: "Drops a teapot.", operationId: "dropTeapot", servers: [{ url: "https://kitchen.example.com" }], responses: { "204": { description: "Gone" } } };
    const withApi = loadSite(makeContentDir({ "docs/kitchen/drop-teapot.api.mdx": page("Drop a teapot", WITH_MARKDOWN, `api: ${zlib.deflateSync(JSON.stringify(operation)).toString("base64")}\n`) }));
    const markdown = pageMarkdown(withApi.pages.get("kitchen/drop-teapot.api")!, withApi.contentDir);
    expect(markdown).toBe([
      "# Drop a teapot",
      "",
      "`DELETE /teapots/{teapotId}`",
      "",
      "Drops a teapot.",
      "",
      "The operation, as the OpenAPI document describes it:",
      "",
      "```json",
      JSON.stringify({ operationId: "dropTeapot", responses: { "204": { description: "Gone" } } }, null, 2),
      "```",
      "",
    ].join("\n"));
  });

  it("draw the theme's Markdown component's text as Markdown, without a warning for its import", async () => {
    const { html, warnings } = await buildSitePage(site(), "kitchen/drop-teapot.api");
    expect(warnings).toEqual([]);
    expect(html).toMatch(/<div><p>Empties the pot <em>first<\/em>:<\/p>\s*<ul>\s*<li>lid off<\/li>\s*<li>spout down<\/li>\s*<\/ul>\s*<\/div>/);
    expect(html).not.toContain("not available on this site");
  });
});

describe("descriptions from an OpenAPI file", () => {
  const html = (text: string, inline = false) => renderToStaticMarkup(createElement(Fragment, null, markdownText(text, inline)));

  // A plain line skips the Markdown parser (most field descriptions are one); it must read the same.
  it.each([
    ["The kettle's name: at most 64 characters (letters, digits).", "<p>The kettle&#x27;s name: at most 64 characters (letters, digits).</p>"],
    ["2024 is a year, not a list item", "<p>2024 is a year, not a list item</p>"],
    ["Dates as YYYY/MM/DD!", "<p>Dates as YYYY/MM/DD!</p>"],
  ])("draws the plain line %j as a paragraph", (text, expected) => {
    expect(html(text)).toBe(expected);
    expect(html(text, true)).toBe(expected.slice(3, -4));
  });

  it.each([
    ["Use `kettleId`", "<p>Use <code>kettleId</code></p>"],
    ["1. Fill it", "<ol>\n<li>Fill it</li>\n</ol>"],
    ["- Fill it", "<ul>\n<li>Fill it</li>\n</ul>"],
    ["# Kettles", "<h1>Kettles</h1>"],
    ["> Careful", "<blockquote>\n<p>Careful</p>\n</blockquote>"],
    ["See https://example.com/kettles", '<p>See <a href="https://example.com/kettles">https://example.com/kettles</a></p>'],
    ["See www.example.com", '<p>See <a href="http://www.example.com">www.example.com</a></p>'],
    ["Mail kettles@example.com", '<p>Mail <a href="mailto:kettles@example.com">kettles@example.com</a></p>'],
    ["Tea &amp; coffee", "<p>Tea &amp; coffee</p>"],
    ["A *hot* kettle", "<p>A <em>hot</em> kettle</p>"],
    ["Not ~~cold~~", "<p>Not <del>cold</del></p>"],
    ["  Indented a little", "<p>Indented a little</p>"],
    ["    Indented code", "<pre><code>Indented code\n</code></pre>"],
  ])("reads %j as the Markdown it is", (text, expected) => {
    expect(html(text)).toBe(expected);
  });
});
