// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { clearMockTraffic, mockTraffic, type MockTrafficEntry } from '../traffic-log';
import { GTAG_STAND_IN } from './gtag-stand-in';

/** The stand-in runs as the page would run gtag.js; its hits go through the shared MSW server. */

type PageWindow = Window & { dataLayer?: unknown[] };
const page = window as PageWindow;

/** The page's own gtag(), as react-ga4 and Folio's consent code define it. */
function gtag(..._args: unknown[]): void {
  // gtag.js reads `arguments` objects, not arrays.
  // eslint-disable-next-line prefer-rest-params
  page.dataLayer?.push(arguments);
}

function loadGtag(): void {
  new Function(GTAG_STAND_IN)();
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

async function hits(count: number): Promise<MockTrafficEntry[]> {
  await vi.waitFor(() => expect(mockTraffic()).toHaveLength(count));
  return [...mockTraffic()];
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  page.dataLayer = [];
  document.title = 'Harbour at dawn — Folio';
});
afterEach(() => {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
  delete page.dataLayer;
  clearMockTraffic();
});
afterAll(() => server.close());

describe('the gtag.js stand-in', () => {
  it('sends nothing and stores nothing until analytics_storage is granted, then does both', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' });
    gtag('js', new Date());
    gtag('config', 'G-FOLIODEMO00', { send_page_view: false });
    gtag('event', 'search', { search_term: 'harbour' });
    loadGtag();
    gtag('event', 'view_item', { item_id: 'harbour' });

    expect(document.cookie).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(mockTraffic()).toEqual([]);

    gtag('consent', 'update', { analytics_storage: 'granted' });
    const { _ga: ga, _ga_FOLIODEMO00: session } = cookies();
    expect(ga).toMatch(/^GA1\.1\.\d{9,10}\.\d{10}$/);
    expect(session).toMatch(/^GS1\.1\.(\d{10})\.1\.0\.\1\.0\.0\.0$/);

    gtag('event', 'download', {
      item_id: 'harbour',
      file_size: 1_234_567,
      items: [{ item_id: 'harbour', item_category: 'photo' }],
      empty: undefined,
    });
    const [hit] = await hits(1);
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith(expect.any(String), {
      method: 'POST',
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
    expect(hit).toMatchObject({ destination: 'GA4', method: 'POST', status: 204 });
    expect(new URL(hit?.url ?? '').origin).toBe('https://region1.google-analytics.com');
    expect(hit?.params).toEqual({
      v: '2',
      tid: 'G-FOLIODEMO00',
      cid: ga?.replace(/^GA1\.1\./, ''),
      en: 'download',
      dl: window.location.href,
      dt: 'Harbour at dawn — Folio',
      gcs: 'G111',
      'ep.item_id': 'harbour',
      'epn.file_size': '1234567',
      'ep.items': JSON.stringify([{ item_id: 'harbour', item_category: 'photo' }]),
    });
  });

  it('treats analytics_storage as denied when no consent command came', async () => {
    gtag('js', new Date());
    gtag('config', 'G-FOLIODEMO00');
    loadGtag();
    gtag('event', 'search', { search_term: 'harbour' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.cookie).toBe('');
    expect(mockTraffic()).toEqual([]);
  });

  it('ignores what is not a gtag command: plain objects from Tag Manager, arrays', async () => {
    gtag('consent', 'default', { analytics_storage: 'granted' });
    gtag('config', 'G-FOLIODEMO00', { send_page_view: false });
    loadGtag();
    page.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    page.dataLayer?.push(['event', 'from_an_array']);
    page.dataLayer?.push({ event: 'download' });
    gtag('event', 'counted');
    const found = await hits(1);
    expect(found.map((hit) => hit.params.en)).toEqual(['counted']);
  });

  it('sends the page_view of config unless send_page_view is false, with page fields as dl/dt', async () => {
    gtag('consent', 'default', { analytics_storage: 'granted' });
    gtag('set', { archive: 'folio' });
    gtag('config', 'G-FOLIODEMO00', {
      page_location: 'https://folio.example/item/harbour',
      page_title: 'Harbour',
    });
    loadGtag();
    const [hit] = await hits(1);
    expect(hit?.params).toMatchObject({
      en: 'page_view',
      dl: 'https://folio.example/item/harbour',
      dt: 'Harbour',
      'ep.archive': 'folio',
    });
    expect(Object.keys(hit?.params ?? {})).not.toContain('ep.page_location');
  });

  it('stops sending when consent is withdrawn, and keeps one client ID', async () => {
    gtag('consent', 'default', { analytics_storage: 'granted' });
    gtag('config', 'G-FOLIODEMO00', { send_page_view: false });
    loadGtag();
    gtag('event', 'first');
    gtag('event', 'second');
    const [first, second] = await hits(2);
    expect(first?.params.cid).toBe(second?.params.cid);

    gtag('consent', 'update', { analytics_storage: 'denied' });
    gtag('event', 'after_withdrawal');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockTraffic()).toHaveLength(2);
  });

  it('listens once when loaded twice on the same dataLayer', async () => {
    gtag('consent', 'default', { analytics_storage: 'granted' });
    gtag('config', 'G-FOLIODEMO00', { send_page_view: false });
    loadGtag();
    loadGtag();
    gtag('event', 'once');
    await hits(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockTraffic()).toHaveLength(1);
  });
});
