// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  grantConsent,
  readConsent,
  resetConsentForTests,
  saveConsent,
} from './consent';

/** A new page load: the state is read again from what this browser stored. */
function reload() {
  resetConsentForTests();
  return readConsent();
}

describe('consent', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentForTests();
  });

  it('a map tile grant before Privacy choices is answered is kept, and the dialog still asks', () => {
    grantConsent('maps');
    for (const state of [readConsent(), reload()]) {
      expect(state.source).toBe('unset');
      expect(state.choices).toEqual({ analytics: false, insights: false, maps: true });
    }
  });

  it('answering Privacy choices after a map grant keeps the grant unless the answer changes it', () => {
    grantConsent('maps');
    saveConsent({ analytics: true, insights: false });
    expect(reload()).toMatchObject({
      source: 'visitor',
      choices: { analytics: true, insights: false, maps: true },
    });
    saveConsent({ maps: false });
    expect(reload().choices.maps).toBe(false);
  });

  it('a map tile grant after an answer stays an answer', () => {
    saveConsent({ analytics: false, insights: false, maps: false });
    grantConsent('maps');
    expect(reload()).toMatchObject({ source: 'visitor', choices: { maps: true } });
  });

  it('a choice stored before maps existed is an answer that refuses maps', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: true, insights: true, decidedAt: '2026-01-01' }),
    );
    expect(reload()).toMatchObject({
      source: 'visitor',
      choices: { analytics: true, insights: true, maps: false },
    });
  });
});
