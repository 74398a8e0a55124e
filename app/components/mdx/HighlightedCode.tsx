import type { ReactNode } from "react";

/** The frame around every code block: optional title, the code, and a copy button. */
export function CodeFrame({ title, language, children }: { title?: string; language?: string; children: ReactNode }) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-title">{title}</div> : null}
      {children}
      <button type="button" className="copy-button" aria-label="Copy code to clipboard">Copy</button>
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
      {referenceUrl ? <a className="code-reference" href={referenceUrl}>View the source</a> : null}
    </CodeFrame>
  );
}
