// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GTM_STAND_IN } from './gtm-stand-in';

type PageWindow = Window & { google_tag_manager?: Record<string, unknown> };
const page = window as PageWindow;

afterEach(() => {
  document.head.replaceChildren();
  delete page.google_tag_manager;
});

/** The container script as react-gtm-module's loader adds it (jsdom does not fetch it). */
function addContainerScript(query: string): void {
  const script = document.createElement('script');
  script.src = `https://www.googletagmanager.com/gtm.js?${query}`;
  document.head.append(script);
}

describe('the gtm.js stand-in', () => {
  it('marks the container named in its own address as loaded, and does nothing else', () => {
    addContainerScript('id=GTM-FOLIODEMO&gtm_auth=&gtm_preview=&gtm_cookies_win=x');
    const before = Object.keys(window);
    new Function(GTM_STAND_IN)();
    expect(page.google_tag_manager).toEqual({
      'GTM-FOLIODEMO': { dataLayer: { name: 'dataLayer' } },
    });
    expect(Object.keys(window).filter((key) => !before.includes(key))).toEqual([
      'google_tag_manager',
    ]);
  });

  it('names a dataLayer other than the default when the address says so', () => {
    addContainerScript('id=GTM-AB12CD3&l=folioLayer&gtm_auth=&gtm_preview=&gtm_cookies_win=x');
    new Function(GTM_STAND_IN)();
    expect(page.google_tag_manager).toEqual({
      'GTM-AB12CD3': { dataLayer: { name: 'folioLayer' } },
    });
  });
});
