import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createSearchRouting } from '../routing/search-routing';

export type SearchRouting = ReturnType<typeof createSearchRouting>;

/** InstantSearch routing bound to react-router's history; created once per mount. */
export function useSearchRouting(indexName: string, screenParams?: () => string): SearchRouting {
  const navigate = useNavigate();
  // Rendering in Node has no window: the router reads the address being rendered instead.
  const { pathname, search } = useLocation();
  // InstantSearch disposes its router a tick after the screen unmounts: a write in between, even
  // to the same path (a new mount of this screen), must not bring back the old screen's search.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // InstantSearch reads `routing` once at mount; a stable object avoids a needless remount.
  return useMemo(
    () =>
      // The ref is read when InstantSearch writes the URL, never during render.
      // eslint-disable-next-line react-hooks/refs
      createSearchRouting({
        indexName,
        navigate: (path, options) => {
          if (mounted.current) navigate(path, options);
        },
        screenParams,
        renderedLocation: { pathname, search },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [indexName],
  );
}
