import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { recordMockTraffic } from '../traffic-log';
import { GTAG_STAND_IN } from './gtag-stand-in';
import { GTM_STAND_IN } from './gtm-stand-in';

/**
 * Google's tag hosts for MSW, so GA4 and Tag Manager work in mock mode and in tests without
 * anything reaching Google: gtag.js and gtm.js are small stand-ins, and GA4's collect endpoint
 * checks each hit's required fields. Every request is written to the traffic log.
 */

const TAG_ORIGIN = 'https://www.googletagmanager.com';
/** GA4's hit endpoints: www. and region1. (and other) subdomains of both of Google's names. */
const COLLECT_URLS = [
  'https://*.google-analytics.com/g/collect',
  'https://analytics.google.com/g/collect',
  'https://*.analytics.google.com/g/collect',
];
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** GA4's rule for event and parameter names. */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

function script(source: string, status = 200): Response {
  return new HttpResponse(source, {
    status,
    headers: { 'content-type': 'text/javascript; charset=utf-8' },
  });
}

/** Google's error shape for a refused request, naming the field. */
function invalid(message: string): Response {
  return HttpResponse.json(
    { error: { code: 400, message, status: 'INVALID_ARGUMENT' } },
    { status: 400 },
  );
}

/** What is wrong with a hit, or null. Stricter than GA4, which drops bad hits silently. */
function findHitProblem(params: URLSearchParams): string | null {
  const v = params.get('v');
  if (v !== '2') return `Invalid value for "v" (${JSON.stringify(v)}): the protocol version is 2.`;
  const tid = params.get('tid');
  if (!tid || !MEASUREMENT_ID.test(tid)) {
    return `Invalid value for "tid" (${JSON.stringify(tid)}): a measurement ID looks like G-AB12CD34EF.`;
  }
  if (!params.get('cid')) return 'Missing "cid": the client ID from the _ga cookie.';
  const en = params.get('en');
  if (!en || !NAME.test(en)) {
    return `Invalid value for "en" (${JSON.stringify(en)}): an event name is 1 to 40 letters, digits or "_", starting with a letter.`;
  }
  for (const [key, value] of params) {
    const name = /^epn?\.(.*)$/.exec(key)?.[1];
    if (name === undefined) continue;
    if (!NAME.test(name)) {
      return `Invalid parameter name "${key}": 1 to 40 letters, digits or "_", starting with a letter.`;
    }
    if (key.startsWith('epn.') && !Number.isFinite(Number(value))) {
      return `Invalid value for "${key}" (${JSON.stringify(value)}): epn. parameters are numbers.`;
    }
  }
  return null;
}

export function createGoogleTagHandlers(): HttpHandler[] {
  return [
    http.get(`${TAG_ORIGIN}/gtag/js`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const status = MEASUREMENT_ID.test(id) ? 200 : 404;
      recordMockTraffic('GA4', request, status);
      return status === 200 ? script(GTAG_STAND_IN) : script('', 404);
    }),
    http.get(`${TAG_ORIGIN}/gtm.js`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const status = CONTAINER_ID.test(id) ? 200 : 404;
      recordMockTraffic('GTM', request, status);
      return status === 200 ? script(GTM_STAND_IN) : script('', 404);
    }),
    // The <noscript> iframe's page: loaded only with scripting off.
    http.get(`${TAG_ORIGIN}/ns.html`, ({ request }) => {
      recordMockTraffic('GTM', request, 200);
      return HttpResponse.html('');
    }),
    ...COLLECT_URLS.map((url) =>
      http.post(url, async ({ request }) => {
        const text = await request.text();
        const problem = findHitProblem(new URL(request.url).searchParams);
        recordMockTraffic('GA4', request, problem ? 400 : 204, text === '' ? null : text);
        return problem ? invalid(problem) : new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
