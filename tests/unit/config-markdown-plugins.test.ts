import { describe, expect, it } from "vitest";
import { unrunMarkdownPluginsOf, unrunPluginsMessage } from "~/content/config-markdown-plugins";
import { siteConfigOf } from "~/content/site-config.server";

const CONFIG = `const math = require("remark-math");
const abbreviations = require("remark-abbr");
module.exports = {
  presets: [["classic", {
    docs: {
      beforeDefaultRemarkPlugins: [require("./src/remark/links")],
      remarkPlugins: [[require("@docusaurus/remark-plugin-npm2yarn"), { sync: true }], math, abbreviations],
      rehypePlugins: [],
    },
    blog: {
      remarkPlugins: [[require("@docusaurus/remark-plugin-npm2yarn"), { sync: true }]], // npm2yarn alone: run by the site
      rehypePlugins: blogRehypePlugins,
    },
  }]],
};
`;

describe("the config's remark and rehype plugins", () => {
  it("are named at their option, except npm2yarn and remark-math, which the site runs, and empty lists", () => {
    expect(unrunMarkdownPluginsOf(CONFIG).map(({ option, written }) => `${option}: ${written.join(" | ")}`)).toEqual([
      'beforeDefaultRemarkPlugins: require("./src/remark/links")',
      "remarkPlugins: abbreviations",
      "rehypePlugins: ", // a list not written out there
    ]);
  });

  it("are warned about at the option's line by the config's checks", () => {
    const { problems } = siteConfigOf({ file: "docusaurus.config.js", source: CONFIG, raw: {}, missingFiles: [] } as never);
    expect(problems.map((problem) => `${problem.line}: ${problem.message.split(";")[0]}`)).toEqual([
      '6: beforeDefaultRemarkPlugins: require("./src/remark/links"): this site renders Markdown with its own plugins and does not run the config\'s',
      "7: remarkPlugins: abbreviations: this site renders Markdown with its own plugins and does not run the config's",
      "12: rehypePlugins: this site renders Markdown with its own plugins and does not run the config's",
    ]);
    expect(unrunPluginsMessage({ option: "remarkPlugins", at: 0, written: ["math"] })).toContain("shows as written");
  });
});

describe("npm2yarn imported under a name of the config's own", () => {
  const RENAMED = `import convertCommands from '@docusaurus/remark-plugin-npm2yarn';
const fetchCode = require("remark-code-import");
import footnotes from "remark-footnotes";
export default {
  presets: [["classic", {
    docs: { remarkPlugins: [[convertCommands, { sync: true }], fetchCode] },
    pages: { remarkPlugins: [convertCommands] },
    blog: { remarkPlugins: [convertCommands, footnotes] },
  }]],
};
`;

  it("is passed over, as it is by its module's name, while the other plugins are still named", () => {
    expect(unrunMarkdownPluginsOf(RENAMED).map(({ option, written }) => `${option}: ${written.join(" | ")}`)).toEqual([
      "remarkPlugins: footnotes",
    ]);
  });
});

describe("the tab-blocks plugin in the config's remark plugins", () => {
  it("is not named, as the site makes `tab` code blocks into tabs itself", () => {
    const config = `module.exports = {
  presets: [["classic", {
    docs: {
      remarkPlugins: [
        require("docusaurus-remark-plugin-tab-blocks"),
      ],
    },
    pages: { remarkPlugins: [require("docusaurus-remark-plugin-tab-blocks"), require("remark-emoji")] },
  }]],
};
`;
    expect(unrunMarkdownPluginsOf(config).map(({ option, written }) => `${option}: ${written.join(" | ")}`)).toEqual(['remarkPlugins: require("remark-emoji")']);
  });
});

describe("a remark plugin the config writes inline, as a function", () => {
  const INLINE = `module.exports = {
  presets: [["classic", {
    docs: {
      remarkPlugins: [
        [
          () =>
            function stampCodeBlocks(tree) {
              // Prefix each block: "// stamped\\n" marks it.
              tree.children.forEach((node) => { node.value = "// stamped\\n" + node.value; });
            },
          {},
        ],
        function countHeadings() { return () => {}; },
      ],
    },
  }]],
};
`;

  it("is named by its function's name, where the message quoted its code", () => {
    const [unrun] = unrunMarkdownPluginsOf(INLINE);
    expect(unrunPluginsMessage(unrun)).toMatch(/^remarkPlugins: stampCodeBlocks, countHeadings: this site renders Markdown/);
  });
});
