import { useInstantSearch, useStats } from 'react-instantsearch-core';

const numberFormat = new Intl.NumberFormat('en');

export function ResultStats() {
  const { nbHits, processingTimeMS } = useStats();
  const { results, status } = useInstantSearch();
  if (results.__isArtificial || status === 'error') return <p className="result-stats" />;
  const count = `${numberFormat.format(nbHits)} ${nbHits === 1 ? 'result' : 'results'}`;
  return (
    <p className="result-stats" role="status" aria-live="polite">
      {count} <span className="result-stats-time">in {processingTimeMS} ms</span>
    </p>
  );
}
