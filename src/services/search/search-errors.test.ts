import { describe, expect, it } from 'vitest';
import { describeSearchError } from './search-errors';

/** Shaped like what algoliasearch throws (ApiError, RetryError), told apart by name and status. */
const apiError = (status: number, message = 'x') =>
  Object.assign(new Error(message), { name: 'ApiError', status });

describe('describeSearchError', () => {
  it('points at the key variables for 401/403, with no retry', () => {
    const description = describeSearchError(apiError(403, 'Invalid Application-ID or API key'));
    expect(description.detail).toContain('VITE_ALGOLIA_SEARCH_KEY');
    expect(description.retryable).toBe(false);
  });

  it('points at the index variable for 404', () => {
    expect(describeSearchError(apiError(404, 'Index does not exist')).detail).toContain(
      'VITE_ALGOLIA_INDEX',
    );
  });

  it('offers a retry for unreachable hosts and timeouts (RetryError)', () => {
    const retry = Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' });
    expect(describeSearchError(retry)).toMatchObject({
      title: 'The search service is not responding',
      retryable: true,
    });
  });

  it('passes on the service message of other 4xx errors and asks to slow down on 429', () => {
    expect(describeSearchError(apiError(400, 'filters: Unexpected token')).detail).toBe(
      'filters: Unexpected token',
    );
    expect(describeSearchError(apiError(429)).retryable).toBe(true);
  });

  it('has a plain fallback for anything else', () => {
    expect(describeSearchError('boom')).toMatchObject({ title: 'Search failed', retryable: true });
  });
});
