import { useSlowSearch } from '@/services/search/use-slow-search';

/** Mounted only while the record is on its way, so each wait starts its own clock. */
export function ItemLoading() {
  const slow = useSlowSearch(true);
  return (
    <div className="item-loading" role="status">
      {slow ? (
        <>
          <p>Still loading…</p>
          <p>The search service is slow to answer. The item appears here as soon as it does.</p>
        </>
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
