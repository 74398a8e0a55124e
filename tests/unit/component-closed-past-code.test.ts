import { describe, expect, it } from "vitest";
import { preprocess } from "~/content/preprocess.server";

// A component the site does not have, opened with attributes before a code block and closed after
// it: the checker should name the component, as it does when nothing comes between.
const BODY = `<Basket label="Autumn picks">

\`\`\`js
const apples = 3;
\`\`\`

</Basket>
`;

describe("an unknown component whose closing tag follows a code block", () => {
  it("is reported as an unknown component at its opening, not as a stray '<'", () => {
    const messages = preprocess(BODY).fixups.filter((fixup) => fixup.kind === "angle-bracket").map((fixup) => `${fixup.line}: ${fixup.message}`);
    expect(messages).toEqual([
      "1: <Basket> is shown as text: no import or export of this page, and no component of the site, is named Basket (Docusaurus stops on a component it cannot find)",
      "7: </Basket> is shown as text: no import or export of this page, and no component of the site, is named Basket (Docusaurus stops on a component it cannot find)",
    ]);
  });
});
