// `clsx` (and `classnames`), which Docusaurus sites' own components import to join class names:
// every Docusaurus site has it, through @docusaurus/core, so content code takes it for granted.

type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

/** The class names among `values` (strings, numbers, arrays, `{name: condition}` objects), joined by spaces. */
export function classNames(...values: ClassValue[]): string {
  const names: string[] = [];
  for (const value of values) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
      if (value !== "" && value !== 0) names.push(String(value));
    } else if (Array.isArray(value)) {
      const joined = classNames(...value);
      if (joined) names.push(joined);
    } else if (value && typeof value === "object") {
      for (const [name, condition] of Object.entries(value)) if (condition) names.push(name);
    }
  }
  return names.join(" ");
}
