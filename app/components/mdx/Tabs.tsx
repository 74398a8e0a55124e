import { clsx } from "clsx";
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";

/** Docusaurus' `attributes` of a tab: extra attributes for its label, `className` added to ours. */
type TabAttributes = { className?: string; [attribute: string]: unknown };

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** On the panel. */
  className?: string;
  attributes?: TabAttributes;
  children?: ReactNode;
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
  values?: { label: string; value: string; attributes?: TabAttributes }[];
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
  const valueOf = (item: TabItemProps) => values?.find((v) => v.value === item.value);
  const labelOf = (item: TabItemProps) => valueOf(item)?.label ?? item.label ?? item.value;
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const queryKey = typeof queryString === "string" ? queryString : queryString === true ? groupId : undefined;
  return (
    <div className="tabs" data-group-id={groupId} data-query-key={queryKey || undefined} data-default-value={queryKey ? selected : undefined}>
      <div role="tablist" className={clsx("tabs-list", className)}>
        {items.map(({ props }, index) => {
          const { className: tabClass, ...attributes } = { ...valueOf(props)?.attributes, ...props.attributes };
          return (
            <button
              {...attributes}
              className={tabClass || undefined}
              key={props.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
              aria-selected={props.value === selected}
              tabIndex={props.value === selected ? 0 : -1}
              data-value={props.value}
            >
              {labelOf(props)}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          className={item.props.className}
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          data-value={item.props.value}
          data-label={labelOf(item.props)}
          hidden={item.props.value !== selected}
          tabIndex={0}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
