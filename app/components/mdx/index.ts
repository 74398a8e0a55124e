// What MDX pages can use: components available without an import, and the modules that
// Docusaurus-style imports resolve to.
import { Admonition } from "./Admonition";
import { Card, Cards, Enterprise } from "./Badges";
import { BrowserOnly, CodeBlock, Link, missingModule, useBaseUrl } from "./docusaurus";
import { HighlightedCode } from "./HighlightedCode";
import { TabItem, Tabs } from "./Tabs";

/** Components every page may use without importing them. */
export const mdxComponents = { Admonition, Card, Cards, Enterprise, HighlightedCode, Tabs, TabItem };

/** Import specifier -> the value `import X from "<specifier>"` receives. */
export const importableModules: Record<string, unknown> = {
  "@theme/Tabs": Tabs,
  "@theme/TabItem": TabItem,
  "@theme/Admonition": Admonition,
  "@theme/CodeBlock": CodeBlock,
  "@docusaurus/useBaseUrl": useBaseUrl,
  "@docusaurus/Link": Link,
  "@docusaurus/BrowserOnly": BrowserOnly,
};

export { missingModule };
