import { describe, expect, it } from "vitest";
import { lifecycleMessage, lifecycleOf } from "~/content/lifecycle";

describe("lifecycle banners", () => {
  const lowCode = lifecycleOf({ lifecycle: { product: "Low Code", end_of_life: new Date("2025-09-01") } }, "x")!;

  it("reads the frontmatter block", () => {
    expect(lowCode).toEqual({ product: "Low Code", event: "end_of_life", date: "2025-09-01" });
    expect(lifecycleOf({}, "x")).toBeUndefined();
    expect(lifecycleOf({ lifecycle: { discontinued: "soon" } }, "x")).toBeUndefined();
  });

  it("speaks in the past once the date has come, in the future before", () => {
    expect(lifecycleMessage(lowCode, "2025-08-31")).toEqual({ happened: false, text: "Low Code reaches end of life on September 1, 2025." });
    expect(lifecycleMessage(lowCode, "2025-09-01")).toEqual({ happened: true, text: "Low Code reached end of life on September 1, 2025." });
  });

  it("covers end of support and discontinuation", () => {
    const sc4 = lifecycleOf({ lifecycle: { product: "Sauce Connect 4", end_of_support: "2026-01-31" } }, "x")!;
    expect(lifecycleMessage(sc4, "2026-02-01").text).toBe("Sauce Connect 4 reached end of support on January 31, 2026.");
    const screener = lifecycleOf({ lifecycle: { discontinued: "2024-05-31" } }, "Screener")!;
    expect(lifecycleMessage(screener, "2024-01-01").text).toBe("Screener will be discontinued on May 31, 2024.");
  });

  it("shows the note written for after the date once it has come, and the plain note before", () => {
    const kettle = lifecycleOf({ lifecycle: { product: "Kettle 2", end_of_life: "2030-03-01", note: "Move to Kettle 3 before then.", note_after: "Kettle 3 takes its place." } }, "x")!;
    expect(lifecycleMessage(kettle, "2030-02-28").note).toBe("Move to Kettle 3 before then.");
    expect(lifecycleMessage(kettle, "2030-03-01").note).toBe("Kettle 3 takes its place.");
    const plain = lifecycleOf({ lifecycle: { end_of_life: "2030-03-01", note: "Kettle 3 is out." } }, "Kettle 2")!;
    expect(lifecycleMessage(plain, "2031-01-01").note).toBe("Kettle 3 is out.");
    expect(lifecycleMessage(lowCode, "2031-01-01")).not.toHaveProperty("note");
  });
});
