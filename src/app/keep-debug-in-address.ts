// In the event inspector button's chunk: only a tab opened with `?debug=events` needs it.
const PARAM = 'debug';
const VALUE = 'events';

/** The address the app is moving to, with `debug=events` added when the current one has it. */
function withDebugKept(url: string | URL | null | undefined): string | URL | null | undefined {
  if (url === null || url === undefined) return url;
  if (new URLSearchParams(window.location.search).get(PARAM) !== VALUE) return url;
  const next = new URL(url, window.location.href);
  if (next.origin !== window.location.origin || next.searchParams.has(PARAM)) return url;
  // Appended as text: the rest of the query stays exactly as the app wrote it.
  const search = `${next.search || '?'}${next.search.length > 1 ? '&' : ''}${PARAM}=${VALUE}`;
  return `${next.pathname}${search}${next.hash}`;
}

/**
 * Once a tab has `?debug=events`, every address the app moves to keeps it (a search, a filter,
 * a page of results, another screen), so a copied link or a reload opens the inspector again.
 * The app's moves all go through the History API (react-router, the search screen's router), so
 * this is the one place that sees each of them (docs/decisions/027). The search screen keeps the
 * parameter in the addresses it writes too, so it never mistakes it for a change of search.
 * Returns the undo.
 */
export function keepDebugInAddress(): () => void {
  const { pushState, replaceState } = window.history;
  window.history.pushState = (data, unused, url) =>
    pushState.call(window.history, data, unused, withDebugKept(url));
  window.history.replaceState = (data, unused, url) =>
    replaceState.call(window.history, data, unused, withDebugKept(url));
  return () => {
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
  };
}
