import { useCallback, useEffect, useState } from 'react';
import type { Citations } from '@/services/citation/citation-types';
import { makeCitations } from '@/services/citation/make-citations';
import { itemPath, pageUrl } from '@/services/page-meta/site-address';
import type { ItemView } from '@/types/item';

export type CitationsState =
  { status: 'loading' } | { status: 'ready'; citations: Citations } | { status: 'failed' };

/** The item's citations, made once the formatter has loaded; `retry` after a failed load. */
export function useCitations(
  item: ItemView,
  archiveName: string,
  siteUrl: string | null,
): { state: CitationsState; retry: () => void } {
  const [state, setState] = useState<CitationsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // The canonical address; the dev server without VITE_SITE_URL cites the one it serves.
    const site = siteUrl ?? `${window.location.origin}/`;
    makeCitations({
      item,
      archiveName,
      url: pageUrl(site, itemPath(item.objectID)),
      accessed: new Date(),
    }).then(
      (citations) => {
        if (current) setState({ status: 'ready', citations });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [item, archiveName, siteUrl, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
