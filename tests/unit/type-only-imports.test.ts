import { describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// TypeScript components that import a name only to use it as a type, from a theme module the site
// stands in for and from a package it does not have: TypeScript's compilers drop such names.
const FRAME = `import React from 'react';
import Image, { SrcImage } from '@theme/IdealImage';
import { Shade, type Tint } from 'paint-kit';

export interface FrameProps { picture: SrcImage | string; tint?: Tint; label: string }

export default function Frame({ picture, label }: FrameProps) {
  return <div className="frame"><Image img={picture} alt={label} /><Shade />{label}</div>;
}
`;

const TYPES_ONLY = `import React from 'react';
import type { Palette } from 'paint-kit';
import { Brush } from 'brush-kit';

export function Swatch({ colours }: { colours: Palette }): JSX.Element {
  return <span className="swatch">{String(colours.length)}</span>;
}

export function Stroke({ brush }: { brush: Brush }) {
  return <span className="stroke">{brush ? 'brush' : 'none'}</span>;
}
`;

function site() {
  return loadSite(makeContentDir({
    "src/components/Frame.tsx": FRAME,
    "src/components/Swatch.tsx": TYPES_ONLY,
    "docs/gallery.mdx": page("Gallery", `import Frame from '@site/src/components/Frame';
import { Swatch, Stroke } from '@site/src/components/Swatch';

<Frame picture="/img/pond.png" label="Pond" />

<Swatch colours={[1, 2]} /> <Stroke />
`),
  }));
}

describe("names a TypeScript component imports only as types", () => {
  it("get no placeholder warning, as TypeScript drops them; names used as values still do", async () => {
    const { html, warnings } = await buildSitePage(site(), "gallery");
    expect(html).toContain('<span class="swatch">2</span>');
    expect(html).toContain('<span class="stroke">none</span>');
    expect(warnings.map((warning) => `${warning.file}:${warning.line}: ${warning.message}`)).toEqual([
      'src/components/Frame.tsx:3: import "paint-kit" does not resolve; a placeholder is shown',
    ]);
  });
});
