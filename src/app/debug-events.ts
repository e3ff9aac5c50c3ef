/** Remembers `?debug=events` for the tab (keep-debug-in-address.ts keeps it in the address). */
const STORAGE_KEY = 'folio.debug-events';
const PARAM = 'debug';
const VALUE = 'events';

export interface DebugEvents {
  /** The event inspector is offered in this tab. */
  enabled: boolean;
  /** The page was opened with `?debug=events`: show the drawer at once. */
  openAtStart: boolean;
}

/** Reads `?debug=events` (remember) or `?debug=off` (forget) from the start-up URL's query. */
export function readDebugEvents(search: string): DebugEvents {
  const asked = new URLSearchParams(search).get(PARAM);
  const openAtStart = asked === VALUE;
  try {
    if (openAtStart) sessionStorage.setItem(STORAGE_KEY, 'on');
    else if (asked === 'off') sessionStorage.removeItem(STORAGE_KEY);
    return { enabled: sessionStorage.getItem(STORAGE_KEY) === 'on', openAtStart };
  } catch {
    // Storage refused (a privacy setting): the flag lasts as long as this page.
    return { enabled: openAtStart, openAtStart };
  }
}
