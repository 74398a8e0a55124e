import { clsx } from "clsx";
import { Children, isValidElement, useContext, useId, type ReactElement, type ReactNode } from "react";
import { isHiddenBy } from "~/content/page-config";
import { PageRenderContext } from "./docusaurus";

/** Docusaurus' `attributes` of a tab: extra attributes for its label, `className` added to ours. */
type TabAttributes = { className?: string; [attribute: string]: unknown };

interface TabItemProps {
  value: string;
  /** Text, or markup as Docusaurus renders it (a logo before the name). */
  label?: ReactNode;
  default?: boolean;
  /** On the panel. */
  className?: string;
  attributes?: TabAttributes;
  children?: ReactNode;
}

/** A tab of a `<Tabs>` group: from its `values` list, or from an item; `item` is its panel's, when it has one. */
interface Tab {
  value: string;
  label: ReactNode;
  attributes?: TabAttributes;
  item?: TabItemProps;
}

/** A label's text, which a printed page heads its panel with: its markup's text, an image's `alt` for the image. */
function labelText(label: ReactNode): string {
  const textOf = (node: ReactNode): string => {
    if (typeof node === "string" || typeof node === "number") return String(node);
    if (Array.isArray(node)) return node.map(textOf).join("");
    if (!isValidElement(node)) return "";
    const { alt, children } = node.props as { alt?: unknown; children?: ReactNode };
    return typeof alt === "string" ? alt : textOf(children);
  };
  return textOf(label).replace(/\s+/g, " ").trim();
}

/** One panel of a `<Tabs>` group; rendered by its parent. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabs rendered on the server with every panel in the page (so search engines and readers without
 * JavaScript get all of them); the browser script switches panels, syncs `groupId` choices,
 * keeps a `queryString` choice in the address, so a link can open a given tab, and opens the tab
 * that holds the heading an anchor leads to.
 */
export function Tabs({ groupId, defaultValue, values, queryString, className, children }: {
  groupId?: string;
  defaultValue?: string;
  values?: { label?: ReactNode; value: string; attributes?: TabAttributes }[];
  /** On the tab list, as in Docusaurus. */
  className?: string;
  /** Docusaurus: the URL query parameter that holds the choice (`true`: the groupId). */
  queryString?: string | boolean;
  children?: ReactNode;
}) {
  // Tabs and panels are named by position: a value may hold spaces ("Desktop Web"), and an id with a
  // space is no id, so `aria-controls`/`aria-labelledby` would name two elements that do not exist.
  const baseId = useId().replace(/:/g, "");
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  );
  // As in Docusaurus, a `values` list gives the tabs, in its order; without one, the items do. An
  // item whose value the list lacks has no tab: its panel stays hidden, as Docusaurus renders it.
  const tabs: Tab[] = values
    ? values.map(({ value, label, attributes }) => ({ value, label: label ?? value, attributes, item: items.find((item) => item.props.value === value)?.props }))
    : items.map(({ props }) => ({ value: props.value, label: props.label ?? props.value, attributes: undefined, item: props }));
  const tabIndexOf = (value: string) => tabs.findIndex((tab) => tab.value === value);
  const panelIndexOf = (value: string) => items.findIndex((item) => item.props.value === value);
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const queryKey = typeof queryString === "string" ? queryString : queryString === true ? groupId : undefined;
  // A tab bar the site's stylesheet hides by its class (Camunda's `.tabs-hidden`, on tabs that follow
  // another's choice by `groupId`) is hidden here too; its panels still switch with the group.
  const page = useContext(PageRenderContext);
  if (className) page?.used.add("hiddenClasses");
  const barHidden = isHiddenBy(page?.config.hiddenClasses, className);
  return (
    <div className="tabs" data-group-id={groupId} data-query-key={queryKey || undefined} data-default-value={queryKey ? selected : undefined}>
      <div role="tablist" className={clsx("tabs-list", className)} hidden={barHidden || undefined}>
        {tabs.map(({ value, label, attributes: listed, item }, index) => {
          const { className: tabClass, ...attributes } = { ...listed, ...item?.attributes };
          const panel = panelIndexOf(value);
          return (
            <button
              {...attributes}
              className={tabClass || undefined}
              key={value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={panel === -1 ? undefined : `${baseId}-panel-${panel}`}
              aria-selected={value === selected}
              tabIndex={value === selected ? 0 : -1}
              data-value={value}
            >
              {label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const tab = tabIndexOf(item.props.value);
        return (
          <div
            key={item.props.value}
            role="tabpanel"
            className={item.props.className}
            id={`${baseId}-panel-${index}`}
            aria-labelledby={tab === -1 ? undefined : `${baseId}-tab-${tab}`}
            data-value={item.props.value}
            data-label={labelText(tab === -1 ? item.props.label ?? item.props.value : tabs[tab].label)}
            hidden={item.props.value !== selected}
            tabIndex={0}
          >
            {item}
          </div>
        );
      })}
    </div>
  );
}
