import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
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
export function Tabs({ groupId, defaultValue, values, queryString, children }: {
  groupId?: string;
  defaultValue?: string;
  values?: { label: string; value: string }[];
  /** Docusaurus: the URL query parameter that holds the choice (`true`: the groupId). */
  queryString?: string | boolean;
  children?: ReactNode;
}) {
  const baseId = useId().replace(/:/g, "");
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === "string",
  );
  const labelOf = (item: TabItemProps) => values?.find((v) => v.value === item.value)?.label ?? item.label ?? item.value;
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const queryKey = typeof queryString === "string" ? queryString : queryString === true ? groupId : undefined;
  return (
    <div className="tabs" data-group-id={groupId} data-query-key={queryKey || undefined} data-default-value={queryKey ? selected : undefined}>
      <div role="tablist" className="tabs-list">
        {items.map(({ props }) => (
          <button
            key={props.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${props.value}`}
            aria-controls={`${baseId}-panel-${props.value}`}
            aria-selected={props.value === selected}
            tabIndex={props.value === selected ? 0 : -1}
            data-value={props.value}
          >
            {labelOf(props)}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${item.props.value}`}
          aria-labelledby={`${baseId}-tab-${item.props.value}`}
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
