// End-of-life banners: a page's `lifecycle` frontmatter says what ends and when; whether that has
// happened is decided against today's date when the page is served.

export const LIFECYCLE_EVENTS = {
  end_of_life: { past: "reached end of life on", future: "reaches end of life on" },
  end_of_support: { past: "reached end of support on", future: "reaches end of support on" },
  discontinued: { past: "was discontinued on", future: "will be discontinued on" },
} as const;

export type LifecycleEvent = keyof typeof LIFECYCLE_EVENTS;

export interface Lifecycle {
  product: string;
  event: LifecycleEvent;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** A sentence after the banner's; `noteAfter`, when given, takes its place once the date has come. */
  note?: string;
  noteAfter?: string;
}

function isoDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
  return undefined;
}

/** The lifecycle block of a page's frontmatter, or undefined when absent or malformed. */
export function lifecycleOf(frontmatter: Record<string, unknown>, fallbackProduct: string): Lifecycle | undefined {
  const block = frontmatter.lifecycle;
  if (!block || typeof block !== "object") return undefined;
  const fields = block as Record<string, unknown>;
  for (const event of Object.keys(LIFECYCLE_EVENTS) as LifecycleEvent[]) {
    const date = isoDate(fields[event]);
    if (!date) continue;
    return {
      product: typeof fields.product === "string" ? fields.product : fallbackProduct,
      event,
      date,
      ...(typeof fields.note === "string" ? { note: fields.note } : {}),
      ...(typeof fields.note_after === "string" ? { noteAfter: fields.note_after } : {}),
    };
  }
  return undefined;
}

/** "September 1, 2025" */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * The banner sentence, in the past or future tense depending on `today` (YYYY-MM-DD), and the note
 * for that side of the date (a "migrate before..." note would read wrong once the date has passed).
 */
export function lifecycleMessage(lifecycle: Lifecycle, today: string): { happened: boolean; text: string; note?: string } {
  const happened = lifecycle.date <= today;
  const phrase = LIFECYCLE_EVENTS[lifecycle.event][happened ? "past" : "future"];
  const note = happened && lifecycle.noteAfter !== undefined ? lifecycle.noteAfter : lifecycle.note;
  return { happened, text: `${lifecycle.product} ${phrase} ${formatDate(lifecycle.date)}.`, ...(note !== undefined ? { note } : {}) };
}
