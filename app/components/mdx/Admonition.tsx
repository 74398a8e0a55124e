import { clsx } from "clsx";
import { Children, isValidElement, type ReactNode } from "react";

/**
 * Each admonition type's look (its class and icon) and default title. Docusaurus' legacy aliases
 * `success` and `secondary` look like its tip and note, as they do there.
 */
const TYPES: Record<string, { look: string; title: string }> = {
  note: { look: "note", title: "Note" },
  tip: { look: "tip", title: "Tip" },
  info: { look: "info", title: "Info" },
  caution: { look: "caution", title: "Caution" },
  warning: { look: "warning", title: "Warning" },
  danger: { look: "danger", title: "Danger" },
  important: { look: "important", title: "Important" },
  success: { look: "tip", title: "Success" },
  secondary: { look: "note", title: "Secondary" },
};

/** The admonition types pages may use; any other shows as a note titled with its name. */
export const ADMONITION_TYPES = Object.keys(TYPES);

// Drawn as SVG, not emoji: a reader's system may have no emoji font (many Linux desktops), and
// the icon then takes the admonition's colour. Strokes of a 16-unit square.
const CIRCLE = <circle key="circle" cx="8" cy="8" r="6.5" />;
const ICONS: Record<string, ReactNode> = {
  note: [CIRCLE, <path key="i" d="M8 7.2v4M8 4.6v.1" />],
  tip: [<path key="bulb" d="M5.6 10.4A4.6 4.6 0 1 1 10.4 10.4c-.5.4-.7.9-.7 1.4v.4H6.3v-.4c0-.5-.2-1-.7-1.4z" />, <path key="base" d="M6.5 14.4h3" />],
  caution: [<path key="triangle" d="M8 1.8 14.8 13.8H1.2z" />, <path key="mark" d="M8 6.2v3.6M8 11.6v.1" />],
  danger: [<path key="octagon" d="M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3z" />, <path key="mark" d="M8 4.6v4.2M8 11v.1" />],
  important: [CIRCLE, <path key="mark" d="M8 4.6v4.2M8 11v.1" />],
};
ICONS.info = ICONS.note;
ICONS.warning = ICONS.caution;

function AdmonitionIcon({ look }: { look: string }) {
  return (
    <svg className="admonition-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {ICONS[look]}
    </svg>
  );
}

/** A title with markup, given as the first child of an `<Admonition>` (see remarkAdmonitions). */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** A callout box: `:::note Title` in Markdown, or `<Admonition type="tip">` in MDX. */
export function Admonition({ type = "note", title, id, className, children }: { type?: string; title?: ReactNode; id?: string; className?: string; children?: ReactNode }) {
  const { look, title: defaultTitle } = TYPES[type] ?? { look: "note", title: type.charAt(0).toUpperCase() + type.slice(1) };
  const [first, ...rest] = Children.toArray(children);
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  const body = richTitle ? rest : Children.toArray(children);
  return (
    <aside id={id} className={clsx("admonition", `admonition-${look}`, className)} aria-label={typeof title === "string" ? title : defaultTitle}>
      <p className="admonition-title">
        <AdmonitionIcon look={look} /> {richTitle ?? title ?? defaultTitle}
      </p>
      {/* A box that is all title (`:::info Doors close at ten. :::`) has no body to frame. */}
      {body.length > 0 ? <div className="admonition-body">{body}</div> : null}
    </aside>
  );
}
