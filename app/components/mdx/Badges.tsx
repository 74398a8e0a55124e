import type { ReactNode } from "react";

/** Marks a feature that needs an Enterprise plan. */
export function Enterprise({ children }: { children?: ReactNode }) {
  return (
    <span className="badge badge-enterprise" title="Available on Enterprise plans">
      {children ?? "Enterprise"}
    </span>
  );
}

/** A grid of link cards (home and overview pages). */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

export function Card({ title, href, children }: { title: ReactNode; href: string; children?: ReactNode }) {
  return (
    <a className="card" href={href}>
      <strong className="card-title">{title}</strong>
      {children ? <div className="card-body">{children}</div> : null}
    </a>
  );
}
