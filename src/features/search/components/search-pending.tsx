/** What the results area says while no current results can be shown. */
export function SearchPending({ slow }: { slow: boolean }) {
  return (
    <div className="results-loading" role="status">
      {slow ? (
        <>
          <p>Still searching…</p>
          <p>The search service is slow to answer. Results appear here as soon as it does.</p>
        </>
      ) : (
        <p>Searching…</p>
      )}
    </div>
  );
}
