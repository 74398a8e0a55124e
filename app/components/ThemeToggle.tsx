import { useEffect, useState } from "react";

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
  // The theme shown, for the button's name (as Docusaurus': "(currently dark mode)"); unknown until
  // hydrated, as the head script picks it in the browser.
  const [shown, setShown] = useState<string | undefined>();
  useEffect(() => {
    setShown(document.documentElement.dataset.theme);
    const systemDark = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (chosenTheme() || document.documentElement.dataset.defaultTheme) return;
      document.documentElement.dataset.theme = systemDark.matches ? "dark" : "light";
      setShown(document.documentElement.dataset.theme);
    };
    systemDark.addEventListener("change", follow);
    return () => systemDark.removeEventListener("change", follow);
  }, []);
  const toggle = () => {
    const next = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    setShown(next);
    try {
      localStorage.setItem("theme", next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  };
  const label = `Switch between dark and light mode${shown ? ` (currently ${shown} mode)` : ""}`;
  return (
    <button type="button" className="theme-toggle" onClick={toggle} aria-label={label} title={label}>
      <span className="icon-dark" aria-hidden="true">☾</span>
      <span className="icon-light" aria-hidden="true">☀</span>
    </button>
  );
}
