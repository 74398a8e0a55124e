/**
 * Scrolls `scroller` (a panel with a scroll of its own, not the page) just enough that `element`
 * inside it is in view, with a margin; nothing when it already is or the panel does not scroll.
 */
export function keepInView(element: Element | null | undefined, scroller: Element | null | undefined, margin = 24): void {
  if (!element || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  const box = element.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  if (box.top < view.top) scroller.scrollTop -= view.top - box.top + margin;
  else if (box.bottom > view.bottom) scroller.scrollTop += box.bottom - view.bottom + margin;
}
