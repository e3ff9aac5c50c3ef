import { useEffect, useState } from 'react';
import { useStats } from 'react-instantsearch-core';
import { formatCount } from '@/components/ui/format-count';
import { SEARCH_SETTLE_MS } from '../hooks/use-search-analytics';
import { RESULTS_HEADING_ID } from './results-heading';

function countText(nbHits: number): string {
  return `${formatCount(nbHits)} ${nbHits === 1 ? 'result' : 'results'}`;
}

/**
 * The results heading shows "N results in X ms" (the focus target of the skip link and of
 * paging). Screen readers hear the count alone, once the visitor has stopped typing, from a
 * separate live region: the heading itself changes on every keystroke.
 *
 * `current`: the results on screen belong to the search in the box (ResultsArea decides).
 * `settledKey`: changes with every search response.
 */
export function ResultStats({
  current,
  settledKey,
  where = '',
}: {
  current: boolean;
  settledKey: object | null;
  /** Where the results are, said after the count: the map says " in this area". */
  where?: string;
}) {
  const { nbHits, processingTimeMS } = useStats();
  const announcement = useSettledAnnouncement(
    current
      ? nbHits === 0
        ? `No results found${where}`
        : `Found ${countText(nbHits)}${where}`
      : null,
    settledKey,
  );
  return (
    <>
      <h2 id={RESULTS_HEADING_ID} className="result-stats" tabIndex={-1}>
        {current ? (
          <>
            {countText(nbHits)} <span className="result-stats-time">in {processingTimeMS} ms</span>
          </>
        ) : (
          <span className="visually-hidden">Results</span>
        )}
      </h2>
      <p className="visually-hidden results-announcement" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

/** `text` once it has stayed for a settle delay after the last response; empty when null. */
function useSettledAnnouncement(text: string | null, settledKey: object | null): string {
  const [announced, setAnnounced] = useState('');
  if (text === null && announced !== '') setAnnounced('');
  useEffect(() => {
    if (text === null) return undefined;
    const timer = setTimeout(() => setAnnounced(text), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, settledKey]);
  return announced;
}
