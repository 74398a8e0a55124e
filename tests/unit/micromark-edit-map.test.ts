// micromark moves a closing container's exits into place with an EditMap, once for each list or
// block quote that ends; its `consume` copied every event of the document out and back, so a page of
// many lists (a long changelog: a list under each release) took time quadratic in its length.
// patches/micromark-util-edit-map+1.0.0.patch leaves the events before the first edit in place.
// These tests check that the edits give what they gave, and that the head is not rewritten.
import { describe, expect, it } from "vitest";
import { EditMap } from "micromark-util-edit-map";
import { fromMarkdown } from "mdast-util-from-markdown";

type Events = Parameters<EditMap["consume"]>[0];

/** Events stood in for by numbers, in an array that counts the writes to its items. */
function countingEvents(length: number) {
  const target = Array.from({ length }, (_, i) => i);
  let writes = 0;
  const events = new Proxy(target, {
    set(array, key, value) {
      if (typeof key === "string" && /^\d+$/.test(key)) writes++;
      return Reflect.set(array, key, value);
    },
  });
  return { events: events as unknown as Events, target, writes: () => writes };
}

/** The edits applied one by one with `splice`, from the last index back, as a reference. */
function spliced(length: number, edits: [number, number, number[]][]): number[] {
  const result = Array.from({ length }, (_, i) => i);
  for (const [at, remove, add] of [...edits].sort((a, b) => b[0] - a[0])) result.splice(at, remove, ...add);
  return result;
}

describe("micromark's EditMap", () => {
  it("gives the edited events, and writes only those from the first edit on", () => {
    const edits: [number, number, number[]][] = [[9_990, 0, [-1, -2]], [9_995, 2, []], [9_998, 1, [-3]]];
    const { events, target, writes } = countingEvents(10_000);
    const map = new EditMap();
    for (const [at, remove, add] of edits) map.add(at, remove, add as unknown as Events);
    map.consume(events);
    expect(target).toEqual(spliced(10_000, edits));
    expect(writes()).toBeLessThan(20);
  });

  it("gives what the reference gives for edits spread through the events", () => {
    const edits: [number, number, number[]][] = [[0, 1, [-1]], [17, 0, [-2, -3]], [40, 5, []], [41 + 5, 2, [-4]], [99, 1, [-5, -6, -7]]];
    const { events, target } = countingEvents(100);
    const map = new EditMap();
    for (const [at, remove, add] of edits) map.add(at, remove, add as unknown as Events);
    map.consume(events);
    expect(target).toEqual(spliced(100, edits));
  });

  it("parses a page of many lists as before: each list after its heading", () => {
    const release = (i: number) => `## 1.${i}.0\n\n### Fixes\n\n* first fix of ${i}\n* second fix\n\n> a note\n\n`;
    const tree = fromMarkdown(Array.from({ length: 50 }, (_, i) => release(i)).join(""));
    expect(tree.children.map((node) => node.type).slice(0, 8)).toEqual(["heading", "heading", "list", "blockquote", "heading", "heading", "list", "blockquote"]);
    expect(tree.children).toHaveLength(200);
    const lastList = tree.children[198] as { type: string; children: unknown[]; position?: { start: { line: number } } };
    expect(lastList.children).toHaveLength(2);
    expect(lastList.position?.start.line).toBe(49 * 9 + 5);
  });
});
