import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'folio:results-scroll';

interface SavedScroll {
  /** react-router's key of the history entry the visitor left from. */
  key: string;
  y: number;
  objectID: string;
}

function readSaved(): SavedScroll | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return null;
    const { key, y, objectID } = saved as Record<string, unknown>;
    return typeof key === 'string' && typeof y === 'number' && typeof objectID === 'string'
      ? { key, y, objectID }
      : null;
  } catch {
    return null;
  }
}

function focusCard(objectID: string, scroll: boolean) {
  const link = [...document.querySelectorAll<HTMLElement>('[data-object-id]')].find(
    (element) => element.dataset.objectId === objectID,
  );
  if (!link) return;
  if (scroll) link.scrollIntoView({ block: 'center' });
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
    window.scrollTo(0, saved.y);
    focusCard(saved.objectID, false);
  }, [ready, navigationType, location.key, location.state]);

  const rememberScroll = useCallback(
    (objectID: string) => {
      try {
        const saved: SavedScroll = { key: location.key, y: window.scrollY, objectID };
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: Back still works, only the scroll position is not restored.
      }
    },
    [location.key],
  );
  return { rememberScroll };
}
