import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'folio:scroll-positions';
/** Enough history entries for a long visit; the oldest are forgotten first. */
const MAX_ENTRIES = 100;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

const positions = readPositions();

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: positions last as long as this page.
  }
}

/**
 * What the browser does for ordinary pages, for a single-page app: a new page starts at the top
 * (or at its #hash), and Back or Forward returns to where the visitor was on that entry, also
 * after a reload. Screens whose content arrives later (the search results) restore once it has.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => savePositions();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  // The position is kept while the visitor scrolls: by the time a navigation commits, the new
  // page's content has already replaced the old one and the old position cannot be read.
  useEffect(() => {
    const key = entryKey(location);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.delete(key);
        positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      savePositions();
    };
  }, [location]);

  const shownPathname = useRef(location.pathname);
  useLayoutEffect(() => {
    const samePage = shownPathname.current === location.pathname;
    shownPathname.current = location.pathname;
    if (navigationType === 'POP') {
      const y = positions.get(
        entryKey({ key: location.key, pathname: location.pathname, search: location.search }),
      );
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    // A new query string or #hash on the same page (a refinement, the viewer) keeps the
    // position, as pushState does; the search screen scrolls to its results itself.
    if (samePage) return;
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}

/**
 * The history entry a position belongs to. Every page load that is not a reload starts on an
 * entry the router calls "default", so that entry is told apart by its address: an address typed
 * into the tab opens at the top, not where the tab's last loaded page was scrolled to.
 */
function entryKey({
  key,
  pathname,
  search,
}: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return key === 'default' ? `default ${pathname}${search}` : key;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
