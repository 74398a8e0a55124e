import { describe, expect, it } from "vitest";
import { FRONTMATTER_KEYS, keyMeant } from "~/content/misspelt-keys";

describe("keyMeant", () => {
  it("names the frontmatter key a misspelt one was meant to be", () => {
    expect(keyMeant("sidebar_lable", FRONTMATTER_KEYS)).toBe("sidebar_label");
    expect(keyMeant("descripton", FRONTMATTER_KEYS)).toBe("description");
    expect(keyMeant("hide_table_of_content", FRONTMATTER_KEYS)).toBe("hide_table_of_contents");
    expect(keyMeant("sidebarPosition", FRONTMATTER_KEYS)).toBe("sidebar_position");
    expect(keyMeant("custom-edit-url", FRONTMATTER_KEYS)).toBe("custom_edit_url");
    expect(keyMeant("Title", FRONTMATTER_KEYS)).toBe("title");
    expect(keyMeant("keyword", FRONTMATTER_KEYS)).toBe("keywords");
  });

  it("leaves known keys and keys of the writer's own alone", () => {
    for (const key of ["sidebar_label", "title", "tags", "lifecycle", "sidebar_custom_props", "product", "author", "date", "version", "api", "id2"]) {
      expect(keyMeant(key, FRONTMATTER_KEYS), key).toBeUndefined();
    }
  });

  it("reads camelCase keys the same way", () => {
    const sidebarItemKeys = new Set(["type", "dirName", "className", "customProps"]);
    expect(keyMeant("dirname", sidebarItemKeys)).toBe("dirName");
    expect(keyMeant("dir_name", sidebarItemKeys)).toBe("dirName");
    expect(keyMeant("classname", sidebarItemKeys)).toBe("className");
    expect(keyMeant("folder", sidebarItemKeys)).toBeUndefined();
  });
});
