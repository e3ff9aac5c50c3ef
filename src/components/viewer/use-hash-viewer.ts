import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ViewerList, ViewerPage, ViewerSession } from './viewer-session';
import { addressViewId, readViewHash } from './view-hash';

export type { ViewerList } from './viewer-session';

/** The viewer's session (viewer-session.ts) loads after the first screen, not with it. */
const loadSession = () => import('./viewer-session');

/** When the browser has a moment after the page is drawn (within two seconds). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * The viewer over `list`, kept in step with `#view=<id>` by a session (viewer-session.ts) whose
 * code loads when the browser is idle after the page is drawn, or at the first open or
 * `#view=` address if that comes first. Until it has loaded, the first open waits for it and
 * any other does nothing, as they would while the viewer opens.
 */
export function useHashViewer(list: ViewerList | null): {
  /** Opens the viewer on an item of the list; false when this asked for nothing new. */
  open: (index: number) => boolean;
  viewedId: string | null;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const viewedId = readViewHash(location.hash);
  const page = useRef<ViewerPage>({ list, location, navigate });
  useLayoutEffect(() => {
    page.current = { list, location, navigate };
  });
  const session = useRef<ViewerSession | null>(null);
  const [loaded, setLoaded] = useState(false);
  /** An open asked for before the session's code arrived. */
  const waiting = useRef<number | null>(null);
  /** The page is still there when the session's code arrives. */
  const mounted = useRef(false);

  const start = useCallback(
    () =>
      loadSession().then(({ createViewerSession }) => {
        session.current ??= createViewerSession(page);
        setLoaded(true);
        return session.current;
      }),
    [],
  );

  useEffect(() => {
    if (!list || loaded) return;
    // Offline before it loaded: the next open or address tries again.
    return whenIdle(() => void start().catch(() => {}));
  }, [list, loaded, start]);

  const open = useCallback(
    (index: number) => {
      if (session.current) return session.current.open(index);
      if (waiting.current !== null || !list?.recordAt(index)) return false;
      waiting.current = index;
      start().then(
        (started) => {
          const asked = waiting.current;
          waiting.current = null;
          if (asked !== null) started.open(asked);
        },
        () => {
          waiting.current = null;
        },
      );
      return true;
    },
    [list, start],
  );

  // The address drives the viewer: Back, Forward and a pasted link all land here.
  useEffect(() => {
    if (session.current) session.current.follow();
    else if (list && addressViewId())
      start().then(
        (started) => {
          if (mounted.current) started.follow();
        },
        () => {},
      );
  }, [list, viewedId, loaded, start]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      waiting.current = null;
      session.current?.end();
    };
  }, []);

  return { open, viewedId };
}
