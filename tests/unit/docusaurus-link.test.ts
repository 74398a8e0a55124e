import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Link } from "~/components/mdx/docusaurus";

const rendered = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(Link, props, "go"));

describe("the @docusaurus/Link stand-in", () => {
  it("opens an address out of the site in a new tab, as Docusaurus' Link does, unless the page gives a target", () => {
    expect(rendered({ to: "https://example.net/boats" })).toBe('<a href="https://example.net/boats" target="_blank" rel="noopener noreferrer">go</a>');
    expect(rendered({ href: "mailto:harbour@example.net" })).toBe('<a href="mailto:harbour@example.net" target="_blank" rel="noopener noreferrer">go</a>');
    expect(rendered({ to: "https://example.net/", target: "_self" })).toBe('<a href="https://example.net/" target="_self" rel="noopener noreferrer">go</a>');
  });

  it("leaves the site's own paths and anchors in place", () => {
    expect(rendered({ to: "/docks" })).toBe('<a href="/docks">go</a>');
    expect(rendered({ to: "#moorings" })).toBe('<a href="#moorings">go</a>');
  });

  it("without a `to` or `href` is an anchor with no address, as Docusaurus renders it, not a link to the page's top", () => {
    expect(rendered({ className: "button" })).toBe('<a class="button">go</a>');
  });
});
