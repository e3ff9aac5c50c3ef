import { answerInsightsRequest, type InsightsEvent } from '../../src/mocks/insights-events.ts';
import type { ServiceCredentials } from '../../src/engine/index.ts';

/**
 * Algolia's Insights API on the same host: `POST /1/events` validated as the mock validates it
 * (one function, src/mocks/insights-events.ts), the valid events kept in memory and listed by
 * `GET /1/events` (ours, not the service's: a way to see what a build sent).
 */

const CORS = { 'access-control-allow-origin': '*' };

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function createEventsEndpoint(
  credentials: ServiceCredentials,
  onEvent: (event: InsightsEvent) => void,
): { handle(request: Request): Promise<Response | null>; events: readonly InsightsEvent[] } {
  const events: InsightsEvent[] = [];
  const options = {
    ...credentials,
    onEvents: (received: InsightsEvent[]) => {
      for (const event of received) {
        events.push(event);
        onEvent(event);
      }
    },
  };
  return {
    events,
    async handle(request) {
      if (new URL(request.url).pathname !== '/1/events') return null;
      if (request.method === 'GET') return json({ events }, 200);
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            ...CORS,
            'access-control-allow-methods': 'GET, POST, OPTIONS',
            'access-control-allow-headers': '*',
          },
        });
      }
      if (request.method !== 'POST') return null;
      const answer = answerInsightsRequest(request, await request.text(), options);
      return json(answer, answer.status);
    },
  };
}
