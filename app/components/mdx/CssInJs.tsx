// A stand-in for a CSS-in-JS package the site has and this one does not (styled-components,
// @emotion/styled): its components are the elements they style, with their content and
// attributes, as Docusaurus shows them, without the styles. A placeholder note stood before
// each: Arbitrum's ImageZoom, a `styled.figure` around every zoomable picture, showed
// "[styled-components is not available on this site]" above each.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from "react";

/** The packages whose default export makes styled components: `styled.div`...``, `styled(Card)`...``. */
const CSS_IN_JS_PACKAGE = /^(styled-components|@emotion\/styled)(\/|$)/;

/** Whether an import names a CSS-in-JS package this stand-in takes the place of. */
export function isCssInJsPackage(specifier: string): boolean {
  return CSS_IN_JS_PACKAGE.test(specifier);
}

type Target = string | ComponentType<Record<string, unknown>>;
type Attrs = Record<string, unknown> | ((props: Record<string, unknown>) => Record<string, unknown>);

/** Props a styled component reads itself and never hands on (`$transient` ones, the theme, `as`). */
function handedOn(props: Record<string, unknown>, toElement: boolean): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith("$") || name === "theme" || name === "as" || name === "forwardedAs") continue;
    // An element is given what it can show: text, numbers, its handlers, style and children.
    if (toElement && !["children", "style", "ref"].includes(name) && !/^on[A-Z]/.test(name) && typeof value !== "string" && typeof value !== "number") continue;
    kept[name] = value;
  }
  return kept;
}

/** The component a styled template makes: `target` with the props it is given and its `attrs`. */
function styledComponent(target: Target, attrs: readonly Attrs[]): ComponentType<Record<string, unknown>> {
  function Styled(props: Record<string, unknown>): ReactElement {
    let merged = { ...props };
    // Later attrs win, and attrs win over the props, as styled-components merges them.
    for (const attr of attrs) merged = { ...merged, ...(typeof attr === "function" ? attr(merged) : attr) };
    const shown = (typeof merged.as === "string" || typeof merged.as === "function" ? merged.as : target) as Target;
    return createElement(shown, handedOn(merged, typeof shown === "string"));
  }
  Styled.displayName = `Styled(${typeof target === "string" ? target : target.displayName ?? target.name ?? "Component"})`;
  return Styled;
}

/**
 * `styled.div`, `styled(Card)`: called as a template tag (or with an object of styles), it makes the
 * component; `.attrs(...)` and `.withConfig(...)` give another such factory.
 */
function styledFactory(target: Target, attrs: readonly Attrs[] = []) {
  const factory = (..._styles: unknown[]) => styledComponent(target, attrs);
  factory.attrs = (more: Attrs) => styledFactory(target, [...attrs, more]);
  factory.withConfig = () => factory;
  return factory;
}

/** A template tag whose CSS is not applied here: `css`...``, `keyframes`...`` give empty text. */
const noStyles = () => "";

/** `createGlobalStyle`...``: a component that would add global CSS; here it shows nothing. */
const globalStyle = () => () => null;

/** Components that only give their children a theme or a style cache. */
function Provider({ children }: { children?: ReactNode }): ReactElement {
  return <>{children}</>;
}

const NAMED: Record<string, unknown> = {
  css: noStyles,
  keyframes: noStyles,
  createGlobalStyle: globalStyle,
  injectGlobal: noStyles,
  Global: () => null,
  ThemeProvider: Provider,
  StyleSheetManager: Provider,
  CacheProvider: Provider,
  useTheme: () => ({}),
  withTheme: (component: unknown) => component,
  isStyledComponent: () => false,
};

/**
 * The package's stand-in: `styled` itself (its default export, also under that name), whose
 * properties are the elements it styles (`styled.figure`); the package's other helpers by name;
 * any other name `fallback` gives (the placeholder of a module the site lacks).
 */
export function cssInJsModule(fallback: (name: string) => unknown): unknown {
  const styled = (target: Target) => styledFactory(target);
  return new Proxy(styled, {
    get(target, name) {
      if (typeof name !== "string" || name === "then") return Reflect.get(target, name);
      if (name === "default" || name === "styled") return styled;
      if (name in NAMED) return NAMED[name];
      if (name in target) return Reflect.get(target, name);
      if (/^[a-z][a-z\d]*$/.test(name)) return styledFactory(name);
      return fallback(name);
    },
  });
}
