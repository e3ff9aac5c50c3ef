import type { EventsItems } from 'algoliasearch';

/**
 * Algolia's Insights API (`POST /1/events`) without the transport: events are validated the way
 * the service does, and an invalid one fails the whole request with 422 and a message naming the
 * field. MSW (handlers/algolia-insights.ts) and `npm run engine:serve` both answer with it.
 */

/** One event as sent by search-insights / InstantSearch, including the `__start__` telemetry. */
export type InsightsEvent = EventsItems;

const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const MAX_EVENTS = 1000;
const MAX_ITEMS = 20;

class InvalidEvent extends Error {}

function credential(request: Request, name: string): string | null {
  const url = new URL(request.url);
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === name) return value;
  return request.headers.get(name);
}

function stringList(value: unknown, at: string, required: boolean): string[] | null {
  if (value === undefined && !required) return null;
  if (
    !Array.isArray(value) ||
    value.length < 1 ||
    value.length > MAX_ITEMS ||
    !value.every((item): item is string => typeof item === 'string' && item !== '')
  ) {
    throw new InvalidEvent(`${at} must be an array of 1 to ${MAX_ITEMS} non-empty strings`);
  }
  return value;
}

function checkString(value: unknown, at: string, maxLength: number): void {
  if (typeof value !== 'string' || value.length < 1 || value.length > maxLength) {
    throw new InvalidEvent(`${at} must be a string of 1 to ${maxLength} characters`);
  }
}

function assertEvent(value: unknown, at: string): asserts value is InsightsEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidEvent(`${at} must be an object`);
  }
  const event = value as Record<string, unknown>;
  checkString(event.eventName, `${at}.eventName`, 64);
  // InstantSearch's usage telemetry (`__start__`) has a shape of its own; the service takes it.
  if (event.eventType === 'instantsearch') return;
  if (typeof event.userToken !== 'string' || !USER_TOKEN.test(event.userToken)) {
    throw new InvalidEvent(`${at}.userToken must be 1 to 129 characters of [a-zA-Z0-9_=/+-]`);
  }
  if (!['click', 'conversion', 'view'].includes(String(event.eventType))) {
    throw new InvalidEvent(`${at}.eventType must be one of click, conversion, view`);
  }
  checkString(event.index, `${at}.index`, 512);
  if (
    event.authenticatedUserToken !== undefined &&
    !USER_TOKEN.test(String(event.authenticatedUserToken))
  ) {
    throw new InvalidEvent(
      `${at}.authenticatedUserToken must be 1 to 129 characters of [a-zA-Z0-9_=/+-]`,
    );
  }
  if (event.timestamp !== undefined && !Number.isInteger(event.timestamp)) {
    throw new InvalidEvent(`${at}.timestamp must be an integer (milliseconds)`);
  }
  if (event.queryID !== undefined && !QUERY_ID.test(String(event.queryID))) {
    throw new InvalidEvent(`${at}.queryID must be 32 hexadecimal characters`);
  }
  const objectIDs = stringList(event.objectIDs, `${at}.objectIDs`, false);
  const filters = stringList(event.filters, `${at}.filters`, false);
  if ((objectIDs === null) === (filters === null)) {
    throw new InvalidEvent(`${at} must have either objectIDs or filters`);
  }
  if (event.eventType === 'click' && event.queryID !== undefined) {
    const { positions } = event;
    const valid =
      Array.isArray(positions) &&
      positions.length === objectIDs?.length &&
      positions.every((position) => Number.isInteger(position) && position >= 1);
    if (!valid) {
      throw new InvalidEvent(
        `${at}.positions must hold one position (an integer from 1) per objectID`,
      );
    }
  }
}

function readEvents(body: unknown): InsightsEvent[] {
  const events =
    typeof body === 'object' && body !== null ? (body as { events?: unknown }).events : undefined;
  if (!Array.isArray(events) || events.length < 1 || events.length > MAX_EVENTS) {
    throw new InvalidEvent(`events must be an array of 1 to ${MAX_EVENTS} events`);
  }
  const valid: InsightsEvent[] = [];
  events.forEach((event: unknown, index) => {
    assertEvent(event, `events[${index}]`);
    valid.push(event);
  });
  return valid;
}

export interface InsightsOptions {
  appId: string;
  apiKey: string;
  onEvents?: (events: InsightsEvent[]) => void;
}

export type InsightsAnswer = { status: number; message: string };

/**
 * The service's answer to `POST /1/events` with body `text`: credentials, then every event
 * checked; only a request whose events are all valid reaches `onEvents`.
 */
export function answerInsightsRequest(
  request: Request,
  text: string,
  options: InsightsOptions,
): InsightsAnswer {
  const appId = credential(request, 'x-algolia-application-id');
  const apiKey = credential(request, 'x-algolia-api-key');
  if (!appId || !apiKey) {
    return { status: 401, message: 'Missing X-Algolia-Application-Id or X-Algolia-API-Key' };
  }
  if (appId !== options.appId || apiKey !== options.apiKey) {
    return { status: 403, message: 'Invalid Application-ID or API key' };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, message: 'Request body is not valid JSON' };
  }
  try {
    const events = readEvents(body);
    options.onEvents?.(events);
    return { status: 200, message: 'OK' };
  } catch (error) {
    if (!(error instanceof InvalidEvent)) throw error;
    return { status: 422, message: error.message };
  }
}
