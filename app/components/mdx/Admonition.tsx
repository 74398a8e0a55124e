import type { ReactNode } from "react";

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

/** A callout box: `:::note Title` in Markdown, or `<Admonition type="tip">` in MDX. */
export function Admonition({ type = "note", title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = type in DEFAULT_TITLES ? type : "note";
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={typeof title === "string" ? title : DEFAULT_TITLES[kind]}>
      <p className="admonition-title">
        <span aria-hidden="true">{ICONS[kind]}</span> {title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
