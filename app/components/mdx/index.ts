// What MDX pages can use: components available without an import, and the modules that
// Docusaurus-style imports resolve to.
import { Admonition } from "./Admonition";
import { Card, Cards, Enterprise } from "./Badges";
import { BrowserOnly, CodeBlock, Link, missingModule, useBaseUrl } from "./docusaurus";
import { HighlightedCode } from "./HighlightedCode";
import { TabItem, Tabs } from "./Tabs";

/** Components every page may use without importing them. */
export const mdxComponents = { Admonition, Card, Cards, Enterprise, HighlightedCode, Tabs, TabItem };

/**
 * Where compiled MDX gets its default components (MDX's `providerImportSource`): every MDX module
 * asks it, so Markdown partials imported by a page see them too, not only the page.
 */
export const COMPONENTS_PROVIDER = "@docs-site/mdx-components";

/** Import specifier -> the value `import X from "<specifier>"` receives. */
export const importableModules: Record<string, unknown> = {
  [COMPONENTS_PROVIDER]: { useMDXComponents: () => mdxComponents },
  "@theme/Tabs": Tabs,
  "@theme/TabItem": TabItem,
  "@theme/Admonition": Admonition,
  "@theme/CodeBlock": CodeBlock,
  "@docusaurus/useBaseUrl": useBaseUrl,
  "@docusaurus/Link": Link,
  "@docusaurus/BrowserOnly": BrowserOnly,
};

export { missingModule };
