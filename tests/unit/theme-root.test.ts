import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Docusaurus wraps every page in the site's src/theme/Root; a component reading a context its
// providers give threw here, where Root is not applied, and the whole page failed.
const dir = makeContentDir({
  "docs/weather.mdx": page("Weather", "import {Forecast} from '@site/src/components/forecast';\n\nToday:\n\n<Forecast />\n\nAfter the forecast."),
  "src/components/forecast.jsx": "import React, {useContext} from 'react';\nimport {SkyContext} from '../sky';\n\nexport function Forecast() {\n  const {cloud} = useContext(SkyContext);\n  return <p>{cloud}</p>;\n}\n",
  "src/sky.js": "import React from 'react';\n\nexport const SkyContext = React.createContext(null);\n",
  "src/theme/Root/index.js": "import React from 'react';\nimport {SkyContext} from '../../sky';\n\nexport default function Root({children}) {\n  return <SkyContext.Provider value={{cloud: 'cumulus'}}>{children}</SkyContext.Provider>;\n}\n",
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a site's src/theme/Root, which is not applied", () => {
  it("leaves a note where a component throws without it, and names the Root in a warning", async () => {
    const { html, warnings } = await buildSitePage(loadSite(dir), "weather");
    expect(html).toContain("[Forecast cannot be shown on this site]");
    expect(html).toContain("After the forecast.");
    expect(warnings).toEqual([expect.objectContaining({ file: "src/components/forecast.jsx", line: 5, severity: "warning", kind: "theme-root" })]);
    expect(warnings[0].message).toContain("src/theme/Root/index.js");
  });
});
