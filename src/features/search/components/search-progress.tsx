/**
 * A thin bar over the results while a search takes longer than a moment (ResultsArea decides
 * when): quiet, nothing is announced, and the results stay where they are.
 */
export function SearchProgress() {
  return <div className="search-progress" role="progressbar" aria-label="Searching" />;
}
