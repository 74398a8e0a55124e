// A fixed time zone, so the server and the browser print the same day.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date (ISO 8601) as readers read it: "March 1, 2024". */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
