import { describe, expect, it } from 'vitest';
import { describeDownloadError, toDownloadError } from './download-errors';

/** What js-file-downloader 1.1.25 rejects with: an Error named DownloadException. */
function libraryError(detail: string): Error {
  const error = new Error(`Downloader error: ${detail}`);
  error.name = 'DownloadException';
  return error;
}

const running = { cancelled: false, timeoutMs: 40_000 };

describe('toDownloadError', () => {
  it('recognises each failure the library names', () => {
    expect(toDownloadError(libraryError('status code [404]'), running)).toEqual({
      kind: 'status',
      code: 404,
    });
    expect(toDownloadError(libraryError('status code [206]'), running)).toEqual({
      kind: 'status',
      code: 206,
    });
    expect(toDownloadError(libraryError('request timeout'), running)).toEqual({
      kind: 'timeout',
      afterMs: 40_000,
    });
    expect(toDownloadError(libraryError('network error'), running)).toEqual({ kind: 'network' });
    expect(toDownloadError(libraryError('url param not defined!'), running)).toEqual({
      kind: 'missing-url',
    });
  });

  it('treats the abort reason (a string) and anything after Cancel as cancelled', () => {
    expect(toDownloadError('Download cancelled', running)).toEqual({ kind: 'cancelled' });
    expect(
      toDownloadError(libraryError('network error'), { cancelled: true, timeoutMs: 40_000 }),
    ).toEqual({ kind: 'cancelled' });
  });

  it('keeps anything else as unexpected, with a detail for logs', () => {
    expect(toDownloadError(new TypeError('Invalid URL'), running)).toEqual({
      kind: 'unexpected',
      detail: 'TypeError: Invalid URL',
    });
    expect(toDownloadError(libraryError('something new'), running)).toMatchObject({
      kind: 'unexpected',
    });
    expect(toDownloadError(undefined, running)).toEqual({
      kind: 'unexpected',
      detail: 'undefined',
    });
  });
});

describe('describeDownloadError', () => {
  it('says what happened to the file, with the status code, and what to do next', () => {
    expect(describeDownloadError({ kind: 'status', code: 404 }, 'blinds.jpg')).toBe(
      'blinds.jpg was not saved: the file is no longer on the server (HTTP 404). Try again later.',
    );
    expect(describeDownloadError({ kind: 'status', code: 503 }, 'blinds.jpg')).toBe(
      'blinds.jpg was not saved: the server had a problem (HTTP 503). Try again later.',
    );
    expect(describeDownloadError({ kind: 'status', code: 403 }, 'a.jpg')).toContain(
      'the server does not allow this download (HTTP 403)',
    );
    expect(describeDownloadError({ kind: 'timeout', afterMs: 40_000 }, 'a.jpg')).toBe(
      'a.jpg was not saved: the server did not answer within 40 seconds. Check your connection and try again.',
    );
  });
});
