// Docusaurus' `@theme/Admonition/Types`, and the Admonition of a site that swizzles it: a module of
// its own, as only pages' builds use it (the layout's Admonition goes to the browser, this need not).
import { Children, isValidElement, type ComponentType, type ReactNode } from "react";
import { Admonition, ADMONITION_TYPES, AdmonitionTitle } from "./Admonition";

type AdmonitionProps = Parameters<typeof Admonition>[0];

/**
 * `@theme/Admonition/Types`: a component for each type we draw, as Docusaurus' theme maps each type
 * to one; a site's swizzled `Admonition/Types` spreads it before adding types of its own.
 */
export const admonitionTypes: Record<string, ComponentType<AdmonitionProps>> = Object.fromEntries(
  ADMONITION_TYPES.map((type) => [type, (props: AdmonitionProps) => <Admonition {...props} type={type} />]),
);

/**
 * The `Admonition` of a site with its own `src/theme/Admonition/Types`: a type it maps to a
 * component of its own is drawn by that component, given the `type`, the `title` (a title with
 * markup taken out of the children, else the plain one) and the body, as Docusaurus' Admonition hands them over; any
 * other type is ours.
 */
export function admonitionWithSiteTypes(siteTypes: Record<string, unknown> | undefined) {
  return function SiteAdmonition(props: AdmonitionProps) {
    const Own = props.type ? siteTypes?.[props.type] : undefined;
    if (typeof Own !== "function" || Object.values(admonitionTypes).includes(Own as ComponentType<AdmonitionProps>)) return <Admonition {...props} />;
    const SiteType = Own as ComponentType<AdmonitionProps>;
    const [first, ...rest] = Children.toArray(props.children);
    const richTitle = isValidElement<{ children?: ReactNode }>(first) && first.type === AdmonitionTitle ? first.props.children : undefined;
    return <SiteType {...props} title={richTitle ?? props.title}>{richTitle === undefined ? props.children : rest}</SiteType>;
  };
}
