// A page whose code uses a module the site lacks gets a placeholder for it, but code that calls
// the placeholder as the module's API (`const {rows} = useTable(...)` of a table package) still
// throws. Such a page is rendered again with each of the content's own components contained: one
// whose render throws shows a note in its place, and the rest of the page is read as written.
import { createElement } from "react";
import * as jsxRuntime from "react/jsx-runtime";
import { importableModules, mdxComponents } from "../components/mdx";

type Component = (...args: unknown[]) => unknown;

/** A content component that threw while rendering, and what it threw. */
export interface ContainedFailure {
  component: string;
  error: unknown;
}

/** The site's own components (and hooks), which are never contained: pages compare some by identity. */
const SITE_FUNCTIONS: ReadonlySet<unknown> = new Set(
  [...Object.values(mdxComponents), ...Object.values(importableModules)].flatMap((value) =>
    typeof value === "function" ? [value] : value && typeof value === "object" ? Object.values(value) : [],
  ),
);

/** The note a contained component shows in its place. */
function failureNote(name: string) {
  return createElement("span", { className: "missing-module", role: "note" }, `[${name} cannot be shown on this site]`);
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** `type` rendered so that a throw in its own render becomes a note (recorded in `failures`). */
function containedComponent(type: Component & { displayName?: string; defaultProps?: unknown }, failures: ContainedFailure[]): Component {
  const name = type.displayName || type.name || "A component";
  const Contained = (...args: unknown[]) => {
    try {
      return type(...args);
    } catch (error) {
      if (isThenable(error)) throw error;
      if (!failures.some((failure) => failure.component === name)) failures.push({ component: name, error });
      return failureNote(name);
    }
  };
  return Object.assign(Contained, { displayName: name, defaultProps: type.defaultProps });
}

type ClassComponent = (new (...args: unknown[]) => { render(): unknown }) & { displayName?: string };

function isClassComponent(type: Function): type is ClassComponent {
  return Boolean((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent);
}

/**
 * A class component (`extends React.Component`, as Docusaurus 1's CompLibrary blocks are written)
 * whose `render` shows the note when it throws: React's server renderer calls it in place, where
 * no error boundary would catch. Its statics, `defaultProps` among them, are inherited.
 */
function containedClassComponent(type: ClassComponent, failures: ContainedFailure[]): ClassComponent {
  const name = type.displayName || type.name || "A component";
  const Contained = class extends type {
    render() {
      try {
        return super.render();
      } catch (error) {
        if (isThenable(error)) throw error;
        if (!failures.some((failure) => failure.component === name)) failures.push({ component: name, error });
        return failureNote(name);
      }
    }
  };
  return Object.defineProperty(Contained, "displayName", { value: name });
}

/**
 * A `react/jsx-runtime` for the content's code (the page, its partials and components), under which
 * its function and class components are contained; the site's components and other element types
 * are left as they are.
 */
export function containingJsxRuntime(failures: ContainedFailure[]): typeof jsxRuntime {
  const contained = new WeakMap<Function, Function>();
  const containedType = (type: unknown): unknown => {
    if (typeof type !== "function" || SITE_FUNCTIONS.has(type)) return type;
    let wrapper = contained.get(type);
    if (!wrapper) {
      wrapper = isClassComponent(type) ? containedClassComponent(type, failures) : containedComponent(type as Component, failures);
      contained.set(type, wrapper);
    }
    return wrapper;
  };
  return {
    ...jsxRuntime,
    jsx: (type, props, key) => jsxRuntime.jsx(containedType(type) as typeof type, props, key),
    jsxs: (type, props, key) => jsxRuntime.jsxs(containedType(type) as typeof type, props, key),
  };
}
