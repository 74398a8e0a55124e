// What counts as HTML when old Markdown is read as MDX: element names (anything else between
// angle brackets is placeholder text like `<your-key>`), void elements, and the React names of
// HTML attributes.

const ELEMENTS = `a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption
cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure
footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main
map mark menu meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt
ruby s samp script search section select slot small source span strong style sub summary sup table tbody td
template textarea tfoot th thead time title tr track u ul var video wbr center font big tt strike
svg path g circle rect line polyline polygon ellipse defs use symbol text tspan lineargradient stop`;

/** Lower-case HTML (and inline SVG) element names. */
export const HTML_ELEMENTS = new Set(ELEMENTS.split(/\s+/));

/** Elements that never have children: HTML lets them go unclosed, JSX does not. */
export const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);

/** HTML attribute names whose React prop name differs (React renders the lower-case ones with a warning at best). */
export const REACT_ATTRIBUTE_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  "accept-charset": "acceptCharset",
  "http-equiv": "httpEquiv",
  accesskey: "accessKey",
  allowfullscreen: "allowFullScreen",
  autocomplete: "autoComplete",
  autofocus: "autoFocus",
  autoplay: "autoPlay",
  cellpadding: "cellPadding",
  cellspacing: "cellSpacing",
  charset: "charSet",
  colspan: "colSpan",
  contenteditable: "contentEditable",
  crossorigin: "crossOrigin",
  datetime: "dateTime",
  enctype: "encType",
  frameborder: "frameBorder",
  hreflang: "hrefLang",
  marginheight: "marginHeight",
  marginwidth: "marginWidth",
  maxlength: "maxLength",
  minlength: "minLength",
  novalidate: "noValidate",
  playsinline: "playsInline",
  readonly: "readOnly",
  referrerpolicy: "referrerPolicy",
  rowspan: "rowSpan",
  srcset: "srcSet",
  tabindex: "tabIndex",
  usemap: "useMap",
};

/** `color: red; font-size: 2em` -> `{{color: "red", fontSize: "2em"}}` (React wants style objects). */
export function styleObjectSource(css: string): string {
  const entries = css
    .split(";")
    .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([property, value]) => property && value)
    .map(([property, value]) => {
      const key = property.startsWith("--") ? JSON.stringify(property) : property.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return `${key}: ${JSON.stringify(value)}`;
    });
  return `{{${entries.join(", ")}}}`;
}
