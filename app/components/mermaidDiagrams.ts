// Mermaid diagrams (```mermaid blocks, where the config's `markdown.mermaid` turns them on), drawn
// in the browser from the source the page shows: Mermaid measures its labels with the browser's
// fonts, so the server cannot lay them out. Its code is large, and fetched only by a page that has
// a diagram. (It imports nothing of the app's: a module shared with the pages' code would split
// their chunks, and every page would load more.)

/** The box a diagram is drawn in, beside its source (which is hidden once it is drawn). */
const DRAWING_CLASS = "mermaid-drawing";

/** Behind an edge's label in the dark theme: its #ccc text reads at over 7:1 on it. */
const EDGE_LABEL_BACKGROUND_DARK = "#33363d";

/** The narrowest a drawing is shown (unless it is narrower itself), in CSS pixels. */
const SMALLEST_READABLE_WIDTH = 560;

/** Mermaid needs an id per drawing, unique in the document. */
let drawings = 0;

/**
 * Draws each diagram in its box (the box around its source, in the page body `root`) in the theme
 * shown, and again each time the theme changes. A diagram Mermaid cannot read, or a page whose
 * Mermaid code does not load, keeps showing the source. Returns what stops it.
 */
export function drawDiagrams(root: HTMLElement, boxes: HTMLElement[]): () => void {
  // Each drawing pass supersedes the one before (a theme switched while drawing).
  let pass = 0;
  const draw = async () => {
    const own = ++pass;
    let mermaid: typeof import("mermaid").default;
    try {
      mermaid = (await import("mermaid")).default;
    } catch {
      return;
    }
    if (own !== pass) return;
    const dark = document.documentElement.dataset.theme === "dark";
    const written = boxes.find((box) => box.dataset.mermaidSettings)?.dataset.mermaidSettings;
    mermaid.initialize(mermaidConfigOf(written, dark, getComputedStyle(root).fontFamily) as Parameters<typeof mermaid.initialize>[0]);
    for (const box of boxes) {
      const source = box.querySelector("pre")?.textContent ?? "";
      let svg: string | undefined;
      try {
        svg = (await mermaid.render(`mermaid-drawing-${++drawings}`, source)).svg;
      } catch {
        svg = undefined;
      }
      if (own !== pass) return;
      drawInto(box, svg);
    }
  };
  void draw();
  const themeWatcher = new MutationObserver(() => void draw());
  themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => {
    pass++;
    themeWatcher.disconnect();
  };
}

/**
 * What Mermaid is initialised with, as Docusaurus' Mermaid theme does: the config's options (the JSON
 * its diagram boxes carry, from `themeConfig.mermaid`), over this site's font, and the Mermaid theme
 * the config names for the colour mode shown (`default` and `dark` when it names none). Diagrams are
 * still drawn strictly (no script, no click handlers), whatever the options say.
 */
export function mermaidConfigOf(written: string | undefined, dark: boolean, fontFamily: string): Record<string, unknown> {
  let settings: { light?: unknown; dark?: unknown; options?: unknown } = {};
  try {
    settings = written ? (JSON.parse(written) as typeof settings) : {};
  } catch {
    settings = {};
  }
  const options = settings.options && typeof settings.options === "object" ? (settings.options as Record<string, unknown>) : {};
  const named = dark ? settings.dark : settings.light;
  const theme = typeof named === "string" && named ? named : dark ? "dark" : "default";
  return {
    fontFamily,
    ...options,
    startOnLoad: false,
    securityLevel: "strict",
    suppressErrorRendering: true,
    theme,
    // Mermaid's dark theme draws edge labels #ccc on #585858, under WCAG AA's 4.5:1.
    ...(theme === "dark" && !options.themeVariables ? { themeVariables: { edgeLabelBackground: EDGE_LABEL_BACKGROUND_DARK } } : {}),
  };
}

/** Shows the drawing in place of the source, or the source again when there is none. */
function drawInto(box: HTMLElement, svg: string | undefined): void {
  let drawing = box.querySelector<HTMLElement>(`:scope > .${DRAWING_CLASS}`);
  if (svg === undefined) {
    drawing?.remove();
    delete box.dataset.drawn;
    return;
  }
  if (!drawing) {
    drawing = document.createElement("div");
    drawing.className = DRAWING_CLASS;
    // It may scroll sideways (see below): keyboard readers reach it, as they do a code block's.
    drawing.tabIndex = 0;
    box.prepend(drawing);
  }
  drawing.innerHTML = svg;
  // Mermaid fits a drawing to the column; on a phone that makes its labels too small to read, so
  // it keeps a width (at most its own) and the box scrolls sideways instead.
  const drawn = drawing.querySelector("svg");
  const ownWidth = drawn?.viewBox.baseVal?.width;
  if (drawn && ownWidth) drawn.style.minWidth = `${Math.min(ownWidth, SMALLEST_READABLE_WIDTH)}px`;
  box.dataset.drawn = "";
}
