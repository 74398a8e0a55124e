import { useEffect } from "react";

/** The theme the reader chose with the toggle, if any. */
function chosenTheme(): string | null {
  try {
    const theme = localStorage.getItem("theme");
    return theme === "light" || theme === "dark" ? theme : null;
  } catch {
    return null;
  }
}

/**
 * Switches light/dark; the choice is remembered, and the inline head script applies it before paint.
 * Until the reader chooses, the page follows the system's setting, also when it changes while open,
 * unless the site has a default theme of its own (root.tsx).
 */
export function ThemeToggle() {
  useEffect(() => {
    const systemDark = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (!chosenTheme() && !document.documentElement.dataset.defaultTheme) document.documentElement.dataset.theme = systemDark.matches ? "dark" : "light";
    };
    systemDark.addEventListener("change", follow);
    return () => systemDark.removeEventListener("change", follow);
  }, []);
  const toggle = () => {
    const next = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem("theme", next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  };
  return (
    <button type="button" className="theme-toggle" onClick={toggle} aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
      <span className="icon-dark" aria-hidden="true">☾</span>
      <span className="icon-light" aria-hidden="true">☀</span>
    </button>
  );
}
