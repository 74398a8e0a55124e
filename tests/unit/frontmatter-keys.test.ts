import { describe, expect, it } from "vitest";
import { misspeltKeyOf } from "~/content/frontmatter-keys";

describe("misspeltKeyOf", () => {
  it("names the Docusaurus key a misspelt one was meant to be", () => {
    expect(misspeltKeyOf("sidebar_lable")).toBe("sidebar_label");
    expect(misspeltKeyOf("descripton")).toBe("description");
    expect(misspeltKeyOf("hide_table_of_content")).toBe("hide_table_of_contents");
    expect(misspeltKeyOf("sidebarPosition")).toBe("sidebar_position");
    expect(misspeltKeyOf("custom-edit-url")).toBe("custom_edit_url");
    expect(misspeltKeyOf("Title")).toBe("title");
    expect(misspeltKeyOf("keyword")).toBe("keywords");
  });

  it("leaves known keys and keys of the writer's own alone", () => {
    for (const key of ["sidebar_label", "title", "tags", "lifecycle", "sidebar_custom_props", "product", "author", "date", "version", "api", "id2"]) {
      expect(misspeltKeyOf(key), key).toBeUndefined();
    }
  });
});
