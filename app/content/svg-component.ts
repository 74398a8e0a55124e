// An SVG file imported by content code (`import Logo from './logo.svg'`, or `require(...).default`)
// is a React component drawing that SVG inline, as Docusaurus' SVGR loader makes it: `<Logo
// className="icon" title="Logo" />` puts its props on the <svg> and its `title` in a <title>.

/** The JavaScript module of an SVG file imported by content code; undefined when the file holds no <svg> element. */
export function svgComponentModule(svg: string): string | undefined {
  const root = svgRoot(svg);
  if (!root) return undefined;
  return [
    'import { createElement } from "react";',
    `const attributes = ${JSON.stringify(reactAttributes(root.attributes))};`,
    `const markup = ${JSON.stringify(root.inner)};`,
    'const escapeText = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\\"": "&quot;" })[c]);',
    "export default function SvgImage({ title, titleId, children, ...props }) {",
    '  const titled = title == null ? markup : `<title${titleId ? ` id="${escapeText(titleId)}"` : ""}>${escapeText(title)}</title>` + markup;',
    '  return createElement("svg", { ...attributes, ...(titleId ? { "aria-labelledby": titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: titled } });',
    "}",
  ].join("\n");
}

/** The root <svg> element's attribute text and inner markup. */
function svgRoot(svg: string): { attributes: string; inner: string } | undefined {
  // The alternatives share no first character, so a long attribute list cannot make this backtrack.
  const open = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(svg);
  if (!open) return undefined;
  const selfClosing = open[1].endsWith("/");
  const attributes = selfClosing ? open[1].slice(0, -1) : open[1];
  const start = open.index + open[0].length;
  const end = svg.toLowerCase().lastIndexOf("</svg>");
  return { attributes, inner: selfClosing || end < start ? "" : svg.slice(start, end) };
}

/** SVG attribute text as React props: `class` -> className, `fill-rule` -> fillRule, `style` as an object. */
export function reactAttributes(text: string): Record<string, string | Record<string, string>> {
  const props: Record<string, string | Record<string, string>> = {};
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const value = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? "");
    if (name.toLowerCase() === "style") props.style = styleObject(value);
    else props[reactName(name)] = value;
  }
  return props;
}

function reactName(name: string): string {
  if (name === "class") return "className";
  if (/^(data|aria)-/i.test(name)) return name;
  return name.replace(/[-:]([a-z])/gi, (_, letter: string) => letter.toUpperCase());
}

/** `fill: red; stroke-width: 2` -> {fill: "red", strokeWidth: "2"}; custom properties keep their name. */
function styleObject(style: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith("--") ? property : property.replace(/^-ms-/, "ms-").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    declarations[name] = value;
  }
  return declarations;
}

function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== "#") return named[code.toLowerCase()] ?? entity;
    const point = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}
