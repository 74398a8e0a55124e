import type { ReactNode } from "react";

/**
 * Its children when `when` is truthy, else nothing. Preprocessing writes it for MDX 1's
 * `{condition && <div>` … Markdown … `</div>}`, which MDX 3 cannot read as an expression.
 */
export function ShownWhen({ when, children }: { when?: unknown; children?: ReactNode }) {
  return when ? <>{children}</> : null;
}
