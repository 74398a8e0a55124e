import type { ReactNode } from "react";

/** The copy button as rendered: the browser script puts it back so after showing "Copied". */
export const COPY_BUTTON = { text: "Copy", label: "Copy code to clipboard" } as const;

/** The class of the box around a Mermaid diagram's source code block, in which the browser draws the diagram (see mermaidDiagrams.ts). */
export const MERMAID_DIAGRAM_CLASS = "mermaid-diagram";
/** The box's property (hast; `data-mermaid-settings` in the page) holding the config's Mermaid settings as JSON, when it has some. */
export const MERMAID_SETTINGS_PROPERTY = "dataMermaidSettings";

/**
 * The frame around every code block: a bar with the optional title and the copy button, then the
 * code. The button has a place of its own above the code: laid over it, it hid the start of the
 * first line on a phone (and the end of a long one anywhere). The wrap button stays hidden until
 * the browser script finds lines too wide for the block.
 */
export function CodeFrame({ title, language, children }: { title?: string; language?: string; children: ReactNode }) {
  return (
    <div className="code-block" data-language={language}>
      <div className={title ? "code-header" : "code-header code-header-untitled"}>
        {title ? <div className="code-title">{title}</div> : null}
        <button type="button" className="wrap-button" aria-pressed="false" hidden>Wrap lines</button>
        <button type="button" className="copy-button" aria-label={COPY_BUTTON.label}>{COPY_BUTTON.text}</button>
      </div>
      {children}
    </div>
  );
}

export interface HighlightedCodeProps {
  html: string;
  language?: string;
  title?: string;
  referenceUrl?: string;
}

/** A fenced code block, highlighted at bundle time: `html` is shiki's `<pre>`. */
export function HighlightedCode({ html, language, title, referenceUrl }: HighlightedCodeProps) {
  return (
    <CodeFrame title={title} language={language}>
      <div className="code-body" dangerouslySetInnerHTML={{ __html: html }} />
      {referenceUrl ? <a className="code-reference" href={referenceUrl} target="_blank" rel="noopener noreferrer">View on GitHub</a> : null}
    </CodeFrame>
  );
}
