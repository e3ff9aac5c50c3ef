import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'folio:results-scroll';

interface SavedScroll {
  /** react-router's key of the history entry the visitor left from. */
  key: string;
  y: number;
  objectID: string;
  /** Where the opened card's top was in the viewport (px), when it was on the page. */
  top?: number;
}

function readSaved(): SavedScroll | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return null;
    const { key, y, objectID, top } = saved as Record<string, unknown>;
    if (typeof key !== 'string' || typeof y !== 'number' || typeof objectID !== 'string') {
      return null;
    }
    return typeof top === 'number' && Number.isFinite(top)
      ? { key, y, objectID, top }
      : { key, y, objectID };
  } catch {
    return null;
  }
}

function findCard(objectID: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-object-id]')].find(
    (element) => element.dataset.objectId === objectID,
  );
}

function focusCard(objectID: string, scroll: boolean) {
  const link = findCard(objectID);
  if (!link) return;
  if (scroll) link.scrollIntoView({ block: 'center' });
  link.focus({ preventScroll: true });
}

/** On <html> while every card is laid out at its drawn size (styles.css). */
const LAY_OUT_ALL_CARDS = 'lay-out-all-cards';

/**
 * Back where the visitor was: the same scroll position, then corrected so the card they opened
 * sits where it sat (the window may have changed size since). Cards far off screen are laid out
 * at an estimated height until they come near (`content-visibility` in styles.css), so for one
 * frame they are all laid out: then each keeps the size it was drawn at.
 */
function restoreScroll(saved: SavedScroll) {
  const root = document.documentElement;
  root.classList.add(LAY_OUT_ALL_CARDS);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.classList.remove(LAY_OUT_ALL_CARDS)),
  );
  window.scrollTo(0, saved.y);
  const link = findCard(saved.objectID);
  if (!link) return;
  if (saved.top !== undefined) {
    const drift = link.getBoundingClientRect().top - saved.top;
    if (Math.abs(drift) >= 1) window.scrollTo(0, window.scrollY + drift);
  }
  link.focus({ preventScroll: true });
}

/**
 * Results arrive after the screen mounts, too late for the router's scroll restoration. This
 * remembers where the visitor was when they opened an item and, when they come back to that
 * history entry, scrolls there once the results are drawn and focuses the card they opened.
 * "Back to results" from a fresh tab lands with `state.focusItem` and brings that card into view.
 */
export function useResultsScrollMemory(ready: boolean): {
  rememberScroll: (objectID: string) => void;
} {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const focusItem = (location.state as { focusItem?: unknown } | null)?.focusItem;
    if (typeof focusItem === 'string') {
      focusCard(focusItem, true);
      return;
    }
    const saved = readSaved();
    if (navigationType !== 'POP' || !saved || saved.key !== location.key) return;
    restoreScroll(saved);
  }, [ready, navigationType, location.key, location.state]);

  const rememberScroll = useCallback(
    (objectID: string) => {
      try {
        const top = findCard(objectID)?.getBoundingClientRect().top;
        const saved: SavedScroll = { key: location.key, y: window.scrollY, objectID, top };
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: Back still works, only the scroll position is not restored.
      }
    },
    [location.key],
  );
  return { rememberScroll };
}
