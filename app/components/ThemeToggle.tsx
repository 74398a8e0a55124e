/** Switches light/dark; the choice is remembered, and the inline head script applies it before paint. */
export function ThemeToggle() {
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
