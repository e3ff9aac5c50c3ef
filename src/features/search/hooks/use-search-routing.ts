import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createSearchRouting } from '../routing/search-routing';

/** InstantSearch routing bound to react-router's history; created once per mount. */
export function useSearchRouting(indexName: string, screenParams?: () => string) {
  const navigate = useNavigate();
  // InstantSearch reads `routing` once at mount; a stable object avoids a needless remount.
  return useMemo(
    () => createSearchRouting({ indexName, navigate, screenParams }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [indexName],
  );
}
