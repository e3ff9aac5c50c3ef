import { useEffect, type RefObject } from 'react';

/** Room kept between the focused element and the sheet's top edge. */
const MARGIN_PX = 8;

/**
 * In the page's own flow, where scrolling the window moves it: not in another layer over the
 * page (a dialog, the inspector's button) nor in a fixed or sticky part (the map beside its list).
 */
function isInPageFlow(element: Element): boolean {
  if (element.closest('dialog, [role="dialog"]')) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

/**
 * Focus the visitor can see: moved by keys, or one the browser shows a ring for. A page that
 * puts focus on its title as it opens (for screen readers, no ring drawn) is not scrolled for
 * it: that would move the page the visitor just opened.
 */
function isVisibleFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: treat every focus as seen
  }
}

/**
 * While the sheet is open, the element that has focus is never left under it: after each move
 * of focus, and each change of the sheet's height, the window scrolls it back above the sheet.
 * The page's scroll padding (use-reserved-space.ts) does this for most moves; this catches what
 * it misses: a result card drawn only once reached (content-visibility), a height that changed
 * after focus arrived, a browser that ignores scroll padding when focus moves.
 */
export function useFocusClearOfSheet(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    let frame = 0;
    const uncover = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || sheet.contains(focused)) return;
      if (!isVisibleFocus(focused) || !isInPageFlow(focused)) return;
      const edge = sheet.getBoundingClientRect().top - MARGIN_PX;
      const box = focused.getBoundingClientRect();
      if (box.height === 0 || box.bottom <= edge) return;
      // Never past the element's own top: a tall one starts at the top of the screen.
      window.scrollBy({ top: Math.min(box.bottom - edge, box.top), behavior: 'instant' });
    };
    // After layout: a card reached by Tab may be drawn, and so sized, only in this frame.
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(uncover);
    };
    document.addEventListener('focusin', check);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(sheet);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
      observer?.disconnect();
    };
  }, [ref]);
}
