/**
 * What the visitor agreed to, stored in this browser. Search itself needs no consent; these
 * purposes do: `analytics` (GA4 and Tag Manager), `insights` (search-improvement events to the
 * search service, with an anonymous token) and `maps` (map tiles from a third-party tile host,
 * which learns the visitor's address and where they look). Until the visitor chooses, all are
 * refused, and a browser that sends Global Privacy Control or Do Not Track counts as a refusal.
 */

export type ConsentPurpose = 'analytics' | 'insights' | 'maps';

export type ConsentChoices = Record<ConsentPurpose, boolean>;

export interface ConsentState {
  choices: ConsentChoices;
  /**
   * - `visitor`: the visitor chose (stored in this browser)
   * - `browser-signal`: not asked yet, and the browser asks not to be tracked (GPC or DNT)
   * - `unset`: not asked yet
   */
  source: 'visitor' | 'browser-signal' | 'unset';
  /** Which signal the browser sends, whatever the visitor chose. */
  browserSignal: 'gpc' | 'dnt' | null;
}

export const CONSENT_STORAGE_KEY = 'folio.consent';
const STORED_VERSION = 1;
const REFUSED: ConsentChoices = { analytics: false, insights: false, maps: false };

interface StoredConsent {
  version: typeof STORED_VERSION;
  analytics: boolean;
  insights: boolean;
  /** Added later: a choice stored before it has none, which is a refusal (nothing asked it). */
  maps?: boolean;
  /**
   * False when only one purpose was granted from its own control (a map's "Show map tiles")
   * before the visitor answered Privacy choices: the dialog still asks about the others.
   * Absent in choices stored before it existed, which were all answers.
   */
  answered?: boolean;
  /** ISO date of the choice, so an owner can ask again after a policy change. */
  decidedAt: string;
}

function readBrowserSignal(): ConsentState['browserSignal'] {
  if (typeof navigator === 'undefined') return null;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl === true) return 'gpc';
  const dnt = navigator.doNotTrack ?? (window as { doNotTrack?: string }).doNotTrack;
  return dnt === '1' || dnt === 'yes' ? 'dnt' : null;
}

interface StoredChoices {
  choices: ConsentChoices;
  answered: boolean;
}

function readStored(): StoredChoices | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null; // storage blocked: ask again on every visit
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (
      stored?.version !== STORED_VERSION ||
      typeof stored.analytics !== 'boolean' ||
      typeof stored.insights !== 'boolean'
    ) {
      return null;
    }
    return {
      choices: {
        analytics: stored.analytics,
        insights: stored.insights,
        maps: stored.maps === true,
      },
      answered: stored.answered !== false,
    };
  } catch {
    return null;
  }
}

function computeState(): ConsentState {
  const browserSignal = readBrowserSignal();
  const stored = readStored();
  if (stored?.answered) return { choices: stored.choices, source: 'visitor', browserSignal };
  return {
    choices: stored?.choices ?? REFUSED,
    source: browserSignal ? 'browser-signal' : 'unset',
    browserSignal,
  };
}

let current: ConsentState | null = null;
const listeners = new Set<(state: ConsentState, previous: ConsentState) => void>();

export function readConsent(): ConsentState {
  current ??= computeState();
  return current;
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return readConsent().choices[purpose];
}

function storeChoices(choices: ConsentChoices, answered: boolean): void {
  const previous = readConsent();
  const stored: StoredConsent = {
    version: STORED_VERSION,
    analytics: choices.analytics,
    insights: choices.insights,
    maps: choices.maps,
    answered,
    decidedAt: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  current = { ...previous, choices, source: answered ? 'visitor' : previous.source };
  for (const listener of listeners) listener(current, previous);
}

/**
 * Stores the visitor's answer to Privacy choices and tells every service at once (a withdrawal
 * stops sending). A purpose left out keeps its current choice.
 */
export function saveConsent(partial: Partial<ConsentChoices>): void {
  storeChoices({ ...readConsent().choices, ...partial }, true);
}

/**
 * One purpose granted from its own control (a map's "Show map tiles from …"), the others as they
 * were. Before the visitor has answered Privacy choices this is not an answer: the dialog still
 * asks about the rest, which stay refused.
 */
export function grantConsent(purpose: ConsentPurpose): void {
  const { choices, source } = readConsent();
  storeChoices({ ...choices, [purpose]: true }, source === 'visitor');
}

/** Called on every change, with the state before it. */
export function subscribeConsent(
  listener: (state: ConsentState, previous: ConsentState) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start each case as a first visit. */
export function resetConsentForTests(): void {
  current = null;
}
