// The inline head script that sets the page's theme (root.tsx).
/**
 * Runs before the first paint so the page never flashes the wrong theme: the reader's choice, else
 * the site's default (the config's colorMode), else the system's. With a default, the document says
 * so (`data-default-theme`), and the page no longer follows the system's setting. Without a theme
 * switch (`colorMode.disableSwitch`), the site's default, else the system's.
 */
export function themeScript(defaultTheme: "light" | "dark" | undefined, themeSwitch = true): string {
  const fallback = defaultTheme ? JSON.stringify(defaultTheme) : `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"`;
  // Without a switch, a choice stored while the site had one is dropped, as Docusaurus drops it.
  if (!themeSwitch) return `try{localStorage.removeItem("theme")}catch(e){}document.documentElement.dataset.theme=${fallback}`;
  return `try{var t=localStorage.getItem("theme");if(t!=="light"&&t!=="dark")t=${fallback};document.documentElement.dataset.theme=t}catch(e){}`;
}
