// The classic theme's icons (`@theme/Icon/...`), which sites' own components import to draw theirs:
// a link's "opens elsewhere" mark, a copy button's two states, an edit pencil. Each is a small line
// drawing in the text's colour, decorative (`aria-hidden`) as the theme's are, taking the props it
// is given (`width`, `height`, `className`...) on its `<svg>`.
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** An icon component: these strokes on a 24×24 grid, at `size` unless the props say otherwise. */
function lineIcon(name: string, size: number, strokes: string[]) {
  const Icon = (props: IconProps) => (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {strokes.map((d) => <path key={d} d={d} />)}
    </svg>
  );
  Icon.displayName = `Icon${name}`;
  return Icon;
}

/** Import specifier -> icon, for the names of the theme's `Icon` folder. */
export const themeIconModules: Record<string, unknown> = Object.fromEntries(
  ([
    ["Arrow", 20, ["M9 5l7 7-7 7"]],
    ["Close", 12, ["M5 5l14 14", "M19 5L5 19"]],
    ["Copy", 20, ["M9 9h11v11H9z", "M5 15H4V4h11v1"]],
    ["DarkMode", 24, ["M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"]],
    ["Edit", 20, ["M4 20h4L19 9l-4-4L4 16z", "M13 7l4 4"]],
    ["ExternalLink", 13.5, ["M14 4h6v6", "M20 4l-9 9", "M18 14v6H4V6h6"]],
    ["Home", 24, ["M3 11l9-7 9 7", "M5 10v10h5v-6h4v6h5V10"]],
    ["Language", 20, ["M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z", "M3 12h18", "M12 3c3 3 3 15 0 18", "M12 3c-3 3-3 15 0 18"]],
    ["LightMode", 24, ["M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z", "M12 2v2", "M12 20v2", "M2 12h2", "M20 12h2", "M5 5l1.5 1.5", "M17.5 17.5L19 19", "M5 19l1.5-1.5", "M17.5 6.5L19 5"]],
    ["Menu", 30, ["M4 6h16", "M4 12h16", "M4 18h16"]],
    ["Success", 20, ["M5 12l5 5L19 7"]],
    ["SystemColorMode", 24, ["M3 4h18v12H3z", "M8 20h8", "M12 16v4"]],
    ["WordWrap", 20, ["M4 6h16", "M4 12h13a3 3 0 0 1 0 6h-4", "M15 16l-2 2 2 2", "M4 18h5"]],
  ] as const).map(([name, size, strokes]) => [`@theme/Icon/${name}`, lineIcon(name, size, [...strokes])]),
);
