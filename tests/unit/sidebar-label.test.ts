import { describe, expect, it } from "vitest";
import { sidebarNameWithin } from "~/content/versions.server";

describe("a sidebar's name for readers", () => {
  it("is its name in its version's sidebars file, without the version the site adds", () => {
    expect(sidebarNameWithin("guide@2.5", { path: "2.5", name: "2.5" })).toBe("guide");
    expect(sidebarNameWithin("guide@current", { path: "next", name: "current" })).toBe("guide");
  });

  it("is the name itself at the root version, or outside versioned docs, an @ in it included", () => {
    expect(sidebarNameWithin("team@home", { path: "", name: "3.0" })).toBe("team@home");
    expect(sidebarNameWithin("guide", undefined)).toBe("guide");
  });
});
