/** Remembers `?debug=events` for the tab: the search screen rewrites its URL without it. */
const STORAGE_KEY = 'folio.debug-events';

export interface DebugEvents {
  /** The event inspector is offered in this tab. */
  enabled: boolean;
  /** The page was opened with `?debug=events`: show the drawer at once. */
  openAtStart: boolean;
}

/** Reads `?debug=events` (remember) or `?debug=off` (forget) from the start-up URL's query. */
export function readDebugEvents(search: string): DebugEvents {
  const asked = new URLSearchParams(search).get('debug');
  const openAtStart = asked === 'events';
  try {
    if (openAtStart) sessionStorage.setItem(STORAGE_KEY, 'on');
    else if (asked === 'off') sessionStorage.removeItem(STORAGE_KEY);
    return { enabled: sessionStorage.getItem(STORAGE_KEY) === 'on', openAtStart };
  } catch {
    // Storage refused (a privacy setting): the flag lasts as long as this page.
    return { enabled: openAtStart, openAtStart };
  }
}
