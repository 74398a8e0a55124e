import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir } from "./helpers";

// The settings of an invented lamp, as a JSON Schema a page shows with docusaurus-json-schema-plugin's viewer.
const lampSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  definitions: {
    Wick: {
      type: "object",
      properties: { length: { type: "number", description: "Millimetres of wick above the burner.", default: 6 } },
    },
    LampSettings: {
      type: "object",
      required: ["fuel"],
      properties: {
        fuel: { type: "string", enum: ["paraffin", "olive oil"], description: "What the lamp burns." },
        wicks: { type: "array", items: { $ref: "#/definitions/Wick" }, description: "The lamp's wicks." },
        spare: { $ref: "#/definitions/LampSettings" },
      },
    },
  },
};

describe("docusaurus-json-schema-plugin's JSONSchemaViewer", () => {
  // Continue's config reference showed "[@theme/JSONSchemaViewer is not available on this site]" in place of its settings.
  it("draws the schema's properties, at the JSON Pointer given, following its $refs, on the server", async () => {
    const dir = makeContentDir({
      "static/schemas/lamp.json": JSON.stringify(lampSchema),
      "docs/settings.mdx": `---
title: Settings
---

import Schema from "@site/static/schemas/lamp.json";
import JSONSchemaViewer from "@theme/JSONSchemaViewer";

<JSONSchemaViewer schema={Schema} resolverOptions={{ jsonPointer: "#/definitions/LampSettings" }} />
`,
    });
    const { html, warnings } = await buildSitePage(loadSite(dir), "settings");
    expect(warnings).toEqual([]);
    expect(html).not.toContain("not available on this site");
    expect(html).toContain("<strong>fuel</strong> <code>string</code> <em>required</em>");
    expect(html).toContain("<p>What the lamp burns.</p>");
    expect(html).toContain('Possible values: <span><code>&quot;paraffin&quot;</code></span><span>, <code>&quot;olive oil&quot;</code></span>');
    // An array of objects folds its items' properties away, found through the $ref.
    expect(html).toContain("<summary><strong>wicks</strong> <code>object[]</code></summary>");
    expect(html).toContain("<strong>length</strong> <code>number</code><p>Millimetres of wick above the burner.</p><p>Default value: <code>6</code></p>");
    // A property that refers back to the schema being drawn stops there, by its name and type.
    expect(html).toContain("<li><strong>spare</strong></li>");
  });

  it("stops unfolding a schema whose $refs fan out at every level, drawing the rest by name", async () => {
    const levels = Object.fromEntries(Array.from({ length: 10 }, (_, level) => [`Level${level}`, {
      type: "object",
      properties: Object.fromEntries(["a", "b", "c", "d", "e", "f"].map((name) => [name, level < 9 ? { $ref: `#/definitions/Level${level + 1}` } : { type: "string" }])),
    }]));
    const dir = makeContentDir({
      "static/fan.json": JSON.stringify({ definitions: levels }),
      "docs/fan.mdx": `---
title: Fan
---

import Schema from "@site/static/fan.json";
import JSONSchemaViewer from "@theme/JSONSchemaViewer";

<JSONSchemaViewer schema={Schema} resolverOptions={{ jsonPointer: "#/definitions/Level0" }} />
`,
    });
    const started = Date.now();
    const { html } = await buildSitePage(loadSite(dir), "fan");
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(html).toContain("<summary><strong>a</strong> <code>object</code></summary>");
    expect(html.length).toBeLessThan(5_000_000);
  });
});
