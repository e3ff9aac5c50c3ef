import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isFocusFree } from '@/components/ui/focus-is-free';

/** How long a new page may take to show its heading (a lazy screen, its data). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a move to another page (not the first load, and not a new query string on the same
 * page, such as a refinement), focus goes to the new page's main heading, as a page load would
 * put a screen reader there. It waits for the heading to appear, and leaves focus alone if the
 * visitor has put it somewhere themselves in the meantime.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // Focus as the new page is committed, before its screens' effects run: a screen that puts focus
  // somewhere itself as it mounts (the card the visitor opened, back on the results) keeps it.
  const focusedAtCommit = useRef<Element | null>(null);
  useLayoutEffect(() => {
    focusedAtCommit.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return undefined;
    const focusedThen = focusedAtCommit.current;
    const untouched = () => {
      const active = document.activeElement;
      return isFocusFree() || active === main || active === focusedThen || !active?.isConnected;
    };
    const tryFocus = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return undefined;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
