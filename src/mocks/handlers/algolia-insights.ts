import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { answerInsightsRequest, type InsightsOptions } from '../insights-events';
import { recordMockTraffic } from '../traffic-log';

export type { InsightsEvent } from '../insights-events';

/**
 * Algolia's Insights API (`POST /1/events`) for MSW, answered by insights-events.ts. Every
 * request is written to the traffic log (src/mocks/traffic-log.ts) with the status it got.
 */

const ORIGINS = [
  'https://insights.algolia.io',
  'https://insights.us.algolia.io',
  'https://insights.de.algolia.io',
];

function json(body: { status: number; message: string }): Response {
  return HttpResponse.json(body, { status: body.status });
}

/** The body as the log shows it: parsed JSON, or the text when it is not JSON. */
function readableBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createAlgoliaInsightsHandlers(options: InsightsOptions): HttpHandler[] {
  return ORIGINS.map((origin) =>
    http.post(`${origin}/1/events`, async ({ request }) => {
      const text = await request.text();
      const result = answerInsightsRequest(request, text, options);
      recordMockTraffic('Insights', request, result.status, readableBody(text));
      return json(result);
    }),
  );
}
