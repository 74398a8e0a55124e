import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// A component that reads what a site's own plugin publishes (a weather feed fetched at build time).
const FORECAST = `import React from 'react';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';

export default function Forecast() {
  const { today } = usePluginData('weather-feed');
  const everything = useGlobalData();
  const sky = typeof today.sky === 'string' ? today.sky : 'unknown';
  return <p className="forecast">Sky: {sky}, plugins: {typeof everything}</p>;
}
`;

describe("@docusaurus/useGlobalData", () => {
  it("is a module pages have: plugins' data is the stand-in, which a component renders with, without a missing-import warning", async () => {
    const site = loadSite(makeContentDir({
      "src/components/Forecast.js": FORECAST,
      "docs/outlook.mdx": page("Outlook", "import Forecast from '@site/src/components/Forecast';\n\n<Forecast />\n"),
    }));
    const { html, warnings } = await buildSitePage(site, "outlook");
    expect(html).toContain('<p class="forecast">Sky: unknown, plugins: function</p>');
    expect(warnings).toEqual([]);
  });
});
