import { useStats } from 'react-instantsearch-core';

const numberFormat = new Intl.NumberFormat('en');

/** `current`: the results on screen belong to the search in the box (ResultsArea decides). */
export function ResultStats({ current }: { current: boolean }) {
  const { nbHits, processingTimeMS } = useStats();
  if (!current) return <p className="result-stats" />;
  const count = `${numberFormat.format(nbHits)} ${nbHits === 1 ? 'result' : 'results'}`;
  return (
    <p className="result-stats" role="status" aria-live="polite">
      {count} <span className="result-stats-time">in {processingTimeMS} ms</span>
    </p>
  );
}
