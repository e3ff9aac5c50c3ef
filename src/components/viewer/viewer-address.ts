import type { Location, NavigateFunction } from 'react-router';

interface ViewerHistoryState {
  /** This `#view=` entry was pushed over the same page without it: Back closes the viewer. */
  viewerPushed?: boolean;
}

/** A same-page Back lands within a task or two; past this, stop waiting rather than stay stuck. */
const BACK_LANDS_WITHIN_MS = 3000;

function stateWith(state: unknown, pushed: boolean): object | null {
  const rest: ViewerHistoryState = { ...(state ?? {}) };
  delete rest.viewerPushed;
  if (pushed) return { ...rest, viewerPushed: true };
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * Writes `#view=<id>` for the viewer, on the page as drawn (its path and history state), and
 * takes it away again. Only the hash changes: the page's search and state stay as they were.
 */
export function createViewerAddress(page: {
  readonly current: { location: Location; navigate: NavigateFunction };
}) {
  const write = (hash: string, how: 'push' | 'replace', pushed: boolean) => {
    const { location, navigate } = page.current;
    const { pathname, search, state } = location;
    void navigate(
      { pathname, search, hash },
      { replace: how === 'replace', preventScrollReset: true, state: stateWith(state, pushed) },
    );
  };

  /** Whether the entry on screen was pushed over the same page without `#view=`. */
  const wasPushed = () =>
    Boolean((page.current.location.state as ViewerHistoryState | null)?.viewerPushed);

  /**
   * Back to the entry before, calling `landed` once the address has moved (or, should it not,
   * soon after); returns a function that stops waiting.
   */
  const goBack = (landed: () => void) => {
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', done);
    };
    function done() {
      stop();
      landed();
    }
    timer = window.setTimeout(done, BACK_LANDS_WITHIN_MS);
    window.addEventListener('popstate', done);
    void page.current.navigate(-1);
    return stop;
  };

  return { write, wasPushed, goBack };
}
