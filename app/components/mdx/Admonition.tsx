import { Children, isValidElement, type ReactNode } from "react";

const DEFAULT_TITLES: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Danger",
  important: "Important",
};

const ICONS: Record<string, string> = {
  note: "ℹ️", tip: "💡", info: "ℹ️", caution: "⚠️", warning: "⚠️", danger: "🔥", important: "❗",
};

/** A title with markup, given as the first child of an `<Admonition>` (see remarkAdmonitions). */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** A callout box: `:::note Title` in Markdown, or `<Admonition type="tip">` in MDX. */
export function Admonition({ type = "note", title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = type in DEFAULT_TITLES ? type : "note";
  const [first, ...rest] = Children.toArray(children);
  const richTitle = isValidElement(first) && first.type === AdmonitionTitle ? first : undefined;
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={typeof title === "string" ? title : DEFAULT_TITLES[kind]}>
      <p className="admonition-title">
        <span aria-hidden="true">{ICONS[kind]}</span> {richTitle ?? title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className="admonition-body">{richTitle ? rest : children}</div>
    </aside>
  );
}
