import { describe, expect, it } from 'vitest';
import { describeSearchError } from './search-errors';

/** Shaped like what algoliasearch throws (ApiError, RetryError), told apart by name and status. */
const apiError = (status: number, message = 'x') =>
  Object.assign(new Error(message), { name: 'ApiError', status });

type Outcome = { status: number; isTimedOut?: boolean };
const retryError = (...outcomes: Outcome[]) =>
  Object.assign(new Error('Unreachable hosts - your application id may be incorrect.'), {
    name: 'RetryError',
    stackTrace: outcomes.map(({ status, isTimedOut = false }, index) => ({
      host: { url: `app-${index}.algolianet.com` },
      response: { status, isTimedOut, content: '' },
    })),
  });

describe('describeSearchError', () => {
  it('names the key variables for 401 and 403, with no retry', () => {
    for (const status of [401, 403]) {
      const failure = describeSearchError(apiError(status, 'Invalid Application-ID or API key'));
      expect(failure).toMatchObject({ kind: 'key-refused', retryable: false });
      expect(failure.detail).toContain('VITE_ALGOLIA_SEARCH_KEY');
      expect(failure.detail).toContain('VITE_ALGOLIA_APP_ID');
    }
  });

  it('names the index variable for 404, with no retry', () => {
    const failure = describeSearchError(apiError(404, 'Index does not exist'));
    expect(failure).toMatchObject({ kind: 'index-missing', retryable: false });
    expect(failure.detail).toContain('VITE_ALGOLIA_INDEX');
  });

  it('asks for a pause on 429 and offers a retry', () => {
    expect(describeSearchError(apiError(429))).toMatchObject({
      kind: 'rate-limited',
      title: 'Too many searches right now',
      retryable: true,
    });
  });

  it('keeps the service’s words of a 400 for the console, out of what visitors read', () => {
    const failure = describeSearchError(apiError(400, 'filters: Unexpected token ) at col 9'));
    expect(failure).toMatchObject({ kind: 'bad-request', retryable: false });
    expect(`${failure.title} ${failure.detail}`).not.toContain('Unexpected token');
    expect(failure.technical).toBe('ApiError (HTTP 400): filters: Unexpected token ) at col 9');
  });

  it('calls every host answering 5xx or timing out the service being down', () => {
    const down = describeSearchError(retryError({ status: 503 }, { status: 502 }));
    expect(down).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(down.technical).toBe(
      'RetryError: app-0.algolianet.com: HTTP 503; app-1.algolianet.com: HTTP 502',
    );
    const hung = describeSearchError(
      retryError({ status: 0, isTimedOut: true }, { status: 0, isTimedOut: true }),
    );
    expect(hung).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(hung.technical).toContain('timed out');
  });

  it('calls a success body that is not JSON the service being down', () => {
    const error = Object.assign(new Error('Unexpected end of JSON input'), {
      name: 'DeserializationError',
    });
    expect(describeSearchError(error).kind).toBe('unavailable');
  });

  it('calls every host failing without an answer a lost connection', () => {
    expect(describeSearchError(retryError({ status: 0 }, { status: 0 }))).toMatchObject({
      kind: 'connection',
      title: 'The connection was lost',
      retryable: true,
    });
  });

  it('calls a failure without an answer while offline a lost connection, whatever the hosts did', () => {
    const hung = retryError({ status: 0, isTimedOut: true });
    expect(describeSearchError(hung, false).kind).toBe('connection');
    // An answer that did arrive keeps its own meaning.
    expect(describeSearchError(apiError(403), false).kind).toBe('key-refused');
  });

  it('gives each kind its own title', () => {
    const titles = [
      describeSearchError(retryError({ status: 500 })),
      describeSearchError(retryError({ status: 0 })),
      describeSearchError(apiError(429)),
      describeSearchError(apiError(400)),
      describeSearchError(apiError(403)),
      describeSearchError(apiError(404)),
    ].map((failure) => failure.title);
    expect(new Set(titles).size).toBe(6);
  });

  it('has a plain fallback for anything else, and shortens a long body for the console', () => {
    expect(describeSearchError('boom')).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      technical: 'string: boom',
    });
    const html = `<html>${'x'.repeat(5000)}</html>`;
    expect(describeSearchError(apiError(418, html)).technical.length).toBeLessThanOrEqual(500);
  });
});
