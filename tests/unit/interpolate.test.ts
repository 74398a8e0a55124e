import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "~/content/site.server";
import { buildSitePage, makeContentDir, page } from "./helpers";

// `@docusaurus/Interpolate`, which a site's components use to put values into a sentence: it was a
// placeholder here, so such a component showed its "cannot be shown" note.
const GREETING = `import Interpolate, {interpolate} from '@docusaurus/Interpolate';
import {Greeting} from '@site/src/components/greeting';

<p id="plain"><Interpolate values={{pet: 'otter', count: 3}}>{'The {pet} ate {count} clams, {unknown} stays.'}</Interpolate></p>

<p id="element"><Interpolate values={{place: <a href="/harbour">the harbour</a>}}>{'Meet us at {place}.'}</Interpolate></p>

<p id="function">{interpolate('Tide at {hour}', {hour: 'noon'})}</p>

<Greeting />
`;

const COMPONENT = `import React from 'react';
import Interpolate from '@docusaurus/Interpolate';

export function Greeting() {
  return <p id="component"><Interpolate values={{name: 'reader'}}>{'Hello, {name}!'}</Interpolate></p>;
}
`;

const dir = makeContentDir({
  "docs/greeting.mdx": page("Greeting", GREETING),
  "src/components/greeting.jsx": COMPONENT,
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("@docusaurus/Interpolate", () => {
  it("puts values into its text, in pages and in the site's components, as Docusaurus does", async () => {
    const { html, warnings } = await buildSitePage(loadSite(dir), "greeting");
    expect(html).toContain('<p id="plain">The otter ate 3 clams, {unknown} stays.</p>');
    expect(html).toContain('<p id="element">Meet us at <a href="/harbour">the harbour</a>.</p>');
    expect(html).toContain('<p id="function">Tide at noon</p>');
    expect(html).toContain('<p id="component">Hello, reader!</p>');
    expect(html).not.toContain("not available on this site");
    expect(warnings).toEqual([]);
  });
});
