import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearMockTraffic, mockTraffic } from '../traffic-log';
import { createAlgoliaInsightsHandlers } from './algolia-insights';
import type { InsightsEvent } from './algolia-insights';

const APP_ID = 'FOLIOTEST';
const API_KEY = 'test-search-key';
const onEvents = vi.fn<(events: InsightsEvent[]) => void>();
const server = setupServer(
  ...createAlgoliaInsightsHandlers({ appId: APP_ID, apiKey: API_KEY, onEvents }),
);
const CREDENTIALS = `X-Algolia-Application-Id=${APP_ID}&X-Algolia-API-Key=${API_KEY}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  onEvents.mockClear();
  clearMockTraffic();
});
afterAll(() => server.close());

const click = {
  eventType: 'click',
  eventName: 'Photo Clicked',
  index: 'items',
  queryID: '0123456789abcdef0123456789abcdef',
  objectIDs: ['harbour', 'lake'],
  positions: [1, 2],
  userToken: 'anonymous-1a2b3c',
};
const view = {
  eventType: 'view',
  eventName: 'Hits Viewed',
  index: 'items',
  objectIDs: ['harbour'],
  userToken: 'u-1',
};
const telemetry = {
  eventType: 'instantsearch',
  eventName: '__start__',
  timestamp: 1_795_323_383_617,
  sessionID: 'e3b0c442-98fc-1c14-9afb-f4c8996fb924',
  widgets: [],
};

async function send(body: unknown, origin = 'https://insights.algolia.io', query = CREDENTIALS) {
  const response = await fetch(`${origin}/1/events?${query}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('insights events', () => {
  it('accepts valid events, answers OK and hands them to onEvents', async () => {
    const events = [click, view, telemetry];
    expect(await send({ events })).toEqual({ status: 200, body: { status: 200, message: 'OK' } });
    expect(onEvents).toHaveBeenCalledExactlyOnceWith(events);
  });

  it('answers on the regional hosts and takes credentials from headers too', async () => {
    expect((await send({ events: [view] }, 'https://insights.de.algolia.io')).status).toBe(200);
    const response = await fetch('https://insights.us.algolia.io/1/events', {
      method: 'POST',
      body: JSON.stringify({ events: [view] }),
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': API_KEY },
    });
    expect(response.status).toBe(200);
  });

  it('accepts filters instead of objectIDs, and conversions without positions', async () => {
    const filterClick = {
      ...view,
      eventType: 'click',
      objectIDs: undefined,
      filters: ['type:photo'],
    };
    const conversion = { ...click, eventType: 'conversion', positions: undefined };
    expect((await send({ events: [filterClick, conversion] })).status).toBe(200);
  });

  it.each([
    [{ events: [] }, 'events must be an array of 1 to 1000 events'],
    [{}, 'events must be an array of 1 to 1000 events'],
    [
      { events: [{ ...view, eventName: '' }] },
      'events[0].eventName must be a string of 1 to 64 characters',
    ],
    [
      { events: [view, { ...view, eventName: 'x'.repeat(65) }] },
      'events[1].eventName must be a string of 1 to 64 characters',
    ],
    [
      { events: [{ ...view, eventType: 'hover' }] },
      'events[0].eventType must be one of click, conversion, view',
    ],
    [
      { events: [{ ...view, index: undefined }] },
      'events[0].index must be a string of 1 to 512 characters',
    ],
    [
      { events: [{ ...view, userToken: 'has space' }] },
      'events[0].userToken must be 1 to 129 characters of [a-zA-Z0-9_=/+-]',
    ],
    [
      { events: [{ ...view, userToken: 'x'.repeat(130) }] },
      'events[0].userToken must be 1 to 129 characters of [a-zA-Z0-9_=/+-]',
    ],
    [
      { events: [{ ...view, objectIDs: [] }] },
      'events[0].objectIDs must be an array of 1 to 20 non-empty strings',
    ],
    [
      { events: [{ ...view, objectIDs: undefined }] },
      'events[0] must have either objectIDs or filters',
    ],
    [
      { events: [{ ...click, positions: [1] }] },
      'events[0].positions must hold one position (an integer from 1) per objectID',
    ],
    [
      { events: [{ ...click, positions: undefined }] },
      'events[0].positions must hold one position (an integer from 1) per objectID',
    ],
    [
      { events: [{ ...click, queryID: 'abc' }] },
      'events[0].queryID must be 32 hexadecimal characters',
    ],
  ])('refuses %j with 422', async (body, message) => {
    expect(await send(body)).toEqual({ status: 422, body: { status: 422, message } });
    expect(onEvents).not.toHaveBeenCalled();
  });

  it('refuses more than 1000 events', async () => {
    const events = Array.from({ length: 1001 }, () => view);
    expect(await send({ events })).toMatchObject({ status: 422 });
  });

  it('answers missing credentials with 401 and wrong ones with 403', async () => {
    expect(await send({ events: [view] }, undefined, '')).toEqual({
      status: 401,
      body: { status: 401, message: 'Missing X-Algolia-Application-Id or X-Algolia-API-Key' },
    });
    expect(
      await send(
        { events: [view] },
        undefined,
        `X-Algolia-Application-Id=${APP_ID}&X-Algolia-API-Key=nope`,
      ),
    ).toEqual({
      status: 403,
      body: { status: 403, message: 'Invalid Application-ID or API key' },
    });
  });

  it('answers a body that is not JSON with 400', async () => {
    expect(await send('not json')).toEqual({
      status: 400,
      body: { status: 400, message: 'Request body is not valid JSON' },
    });
  });

  it('writes each request to the traffic log with its body and answer', async () => {
    await send({ events: [view] });
    await send({ events: [{ ...view, eventType: 'hover' }] }, 'https://insights.de.algolia.io');
    await send('not json');
    expect(mockTraffic()).toEqual([
      {
        destination: 'Insights',
        method: 'POST',
        url: `https://insights.algolia.io/1/events?${CREDENTIALS}`,
        params: { 'X-Algolia-Application-Id': APP_ID, 'X-Algolia-API-Key': API_KEY },
        body: { events: [view] },
        status: 200,
      },
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/insights\.de\.algolia\.io\//),
        status: 422,
      }),
      expect.objectContaining({ body: 'not json', status: 400 }),
    ]);
  });
});
