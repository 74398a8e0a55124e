// A way back to the top of a long page, shown once the reader is more than a screen and a half
// down it: on a phone the outline sits behind a menu, and a reference page runs for many screens.
import { useEffect, useState } from "react";

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight * 1.5);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const toTop = () => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
    // The button goes away at the top: a keyboard reader carries on from the page's title.
    const title = document.querySelector<HTMLElement>("main h1");
    if (!title) return;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
  };
  return shown ? (
    <button type="button" className="back-to-top" aria-label="Back to top" onClick={toTop}>
      ↑
    </button>
  ) : null;
}
