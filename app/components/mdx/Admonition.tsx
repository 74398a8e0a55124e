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

const ICONS: Record<string, string> = {
  note: "ℹ️", tip: "💡", info: "ℹ️", caution: "⚠️", warning: "⚠️", danger: "🔥", important: "❗",
};

/** A title with markup, given as the first child of an `<Admonition>` (see remarkAdmonitions). */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** A callout box: `:::note Title` in Markdown, or `<Admonition type="tip">` in MDX. */
export function Admonition({ type = "note", title, id, className, children }: { type?: string; title?: ReactNode; id?: string; className?: string; children?: ReactNode }) {
  const { look, title: defaultTitle } = TYPES[type] ?? { look: "note", title: type.charAt(0).toUpperCase() + type.slice(1) };
  const [first, ...rest] = Children.toArray(children);
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  return (
    <aside id={id} className={clsx("admonition", `admonition-${look}`, className)} aria-label={typeof title === "string" ? title : defaultTitle}>
      <p className="admonition-title">
        <span aria-hidden="true">{ICONS[look]}</span> {richTitle ?? title ?? defaultTitle}
      </p>
      <div className="admonition-body">{richTitle ? rest : children}</div>
    </aside>
  );
}
