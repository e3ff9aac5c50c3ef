import { useEffect, type RefObject } from 'react';

/**
 * While the dialog is open the page gets that much room below its footer (and focus scrolls with
 * that margin), so the end of the page can be scrolled above the dialog instead of staying under
 * it. Space is added after the content, so nothing on the page moves.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--privacy-choices-space', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--privacy-choices-space');
    };
  }, [ref]);
}
