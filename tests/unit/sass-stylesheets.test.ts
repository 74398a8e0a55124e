import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// Components styled with Sass, as sites with docusaurus-plugin-sass write them: a module that is
// absent, one that is present, a package's stylesheet and a plain one beside the component.
const LANTERN = `import React from 'react';
import styles from './styles.module.scss';
import local from './present.module.scss';
import 'lantern-kit/lantern.sass';
import './lantern.scss';

export default function Lantern({ children }) {
  return <div className={\`\${styles['lantern-frame']} \${local.glow}\`}>{children}</div>;
}
`;

function site() {
  return loadSite(makeContentDir({
    "src/components/Lantern/index.jsx": LANTERN,
    "src/components/Lantern/present.module.scss": ".glow { color: $amber; }\n",
    "src/components/Lantern/lantern.scss": ".lantern { margin: 0; }\n",
    "docs/lamps.mdx": page("Lamps", "import Lantern from '@site/src/components/Lantern';\n\n<Lantern>Lit at dusk.</Lantern>\n"),
  }));
}

describe("a Sass or Less stylesheet a component imports", () => {
  it("is not applied, its class names kept as written, as a CSS stylesheet the site does not apply", async () => {
    const { html, warnings } = await buildSitePage(site(), "lamps");
    expect(html).toContain('<div class="lantern-frame glow">Lit at dusk.</div>');
    expect(html).not.toContain("missing-module");
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.kind}`)).toEqual([
      "src/components/Lantern/index.jsx:2: stylesheet-import",
      "src/components/Lantern/index.jsx:3: stylesheet-import",
      "src/components/Lantern/index.jsx:4: stylesheet-import",
      "src/components/Lantern/index.jsx:5: stylesheet-import",
    ]);
  });
});
