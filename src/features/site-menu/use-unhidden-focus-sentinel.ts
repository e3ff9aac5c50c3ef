import { useEffect, type RefObject } from 'react';

/**
 * Radix puts a focus sentinel after an open menu's trigger (an empty span with tabindex 0 that
 * hands focus on into the menu at once) and marks it `aria-hidden`: a focusable element hidden
 * from assistive technology, which axe rightly reports (aria-hidden-focus). It holds no text, so
 * it needs no hiding: the attribute is taken off as the sentinel appears.
 */
export function useUnhiddenFocusSentinel(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const unhide = () => {
      for (const sentinel of element.querySelectorAll('[aria-hidden="true"][tabindex="0"]'))
        sentinel.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(unhide);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
