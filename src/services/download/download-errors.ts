import type { DownloadError } from './download-types';

// js-file-downloader does not export its DownloadException class: recognise it by name and by
// the words of its message ("Downloader error: status code [404]", "… request timeout", …).
const LIBRARY_ERROR = 'DownloadException';

/** Turns whatever js-file-downloader rejected with into one of our error kinds. */
export function toDownloadError(
  reason: unknown,
  { cancelled, timeoutMs }: { cancelled: boolean; timeoutMs: number },
): DownloadError {
  // Abort rejects with the reason string (not an Error); after Cancel, any failure is the cancel.
  if (cancelled || typeof reason === 'string') return { kind: 'cancelled' };
  if (!(reason instanceof Error)) return { kind: 'unexpected', detail: String(reason) };
  if (reason.name === LIBRARY_ERROR) {
    const status = /status code \[(\d+)\]/.exec(reason.message);
    if (status) return { kind: 'status', code: Number(status[1]) };
    if (reason.message.includes('request timeout')) return { kind: 'timeout', afterMs: timeoutMs };
    if (reason.message.includes('network error')) return { kind: 'network' };
    if (reason.message.includes('url param not defined')) return { kind: 'missing-url' };
  }
  return { kind: 'unexpected', detail: `${reason.name}: ${reason.message}` };
}

function statusHint(code: number): string {
  if (code === 404 || code === 410) return 'the file is no longer on the server';
  if (code === 401 || code === 403) return 'the server does not allow this download';
  if (code >= 500) return 'the server had a problem';
  return 'the server refused the request';
}

/** What the visitor reads after a download stopped: what happened and what to do next. */
export function describeDownloadError(error: DownloadError, fileName: string): string {
  switch (error.kind) {
    case 'status':
      return `${fileName} was not saved: ${statusHint(error.code)} (HTTP ${error.code}). Try again later.`;
    case 'timeout':
      return `${fileName} was not saved: the server did not answer within ${Math.round(error.afterMs / 1000)} seconds. Check your connection and try again.`;
    case 'network':
      return `${fileName} was not saved: the file could not be reached. Check your connection and try again.`;
    case 'missing-url':
      return `${fileName} cannot be downloaded: the archive has no address for this file. Try another size, or tell us through the contact form.`;
    case 'cancelled':
      return `Download of ${fileName} cancelled. Nothing was saved.`;
    case 'unexpected':
      return `${fileName} was not saved: something went wrong in the browser. Try again, or reload the page.`;
  }
}
