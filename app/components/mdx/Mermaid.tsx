import { CodeBlock } from "./docusaurus";
import { MERMAID_DIAGRAM_CLASS } from "./HighlightedCode";

/**
 * A Mermaid diagram a page writes as a component: Docusaurus 3's `@theme/Mermaid` (its `value`) or
 * Docusaurus 2's mdx-mermaid `Mermaid` (its `chart`). Its source as a code block in the box the
 * browser draws it in, as a ```` ```mermaid ```` block's (mermaidDiagrams.ts); whatever the config's
 * `markdown.mermaid`, as the component asks for a diagram itself.
 */
export function Mermaid({ value, chart }: { value?: string; chart?: string }) {
  return (
    <div className={MERMAID_DIAGRAM_CLASS}>
      <CodeBlock language="mermaid">{value ?? chart ?? ""}</CodeBlock>
    </div>
  );
}

/** mdx-mermaid's module: `import { Mermaid } from 'mdx-mermaid/Mermaid'`. */
export const mdxMermaidModule = Object.assign((props: Parameters<typeof Mermaid>[0]) => Mermaid(props), { Mermaid });
