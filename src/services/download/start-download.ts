import type JsFileDownloader from 'js-file-downloader';
import type { toDownloadError } from './download-errors';
import type { DownloadHandle, DownloadRequest, DownloadResult } from './download-types';

/** js-file-downloader's own default, kept explicit: the timeout message names it. */
export const DOWNLOAD_TIMEOUT_MS = 40_000;

type Downloader = typeof JsFileDownloader;

interface DownloaderParts {
  Downloader: Downloader;
  toDownloadError: typeof toDownloadError;
}

let downloaderModule: Promise<DownloaderParts> | null = null;

/**
 * The library loads on the first download, with our reading of its failures and their words,
 * so all three stay out of the item page's first load and are at hand when a download fails.
 */
function loadDownloader(): Promise<DownloaderParts> {
  downloaderModule ??= Promise.all([import('js-file-downloader'), import('./download-errors')])
    .then(([library, errors]) => ({
      Downloader: library.default,
      toDownloadError: errors.toDownloadError,
    }))
    .catch((error: unknown) => {
      downloaderModule = null;
      throw error;
    });
  return downloaderModule;
}

/**
 * The download facade: fetches `url` whole (XHR, with progress), then hands the bytes to the
 * browser as `fileName`. The browser saves nothing until every byte has arrived with status 200,
 * so a failed or cancelled download leaves no partial file behind.
 */
export function startDownload({
  url,
  fileName,
  onProgress,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
}: DownloadRequest): DownloadHandle {
  let cancelled = false;
  let abort: (() => void) | null = null;

  const run = async (): Promise<DownloadResult> => {
    if (!url) return { ok: false, error: { kind: 'missing-url' } };
    let parts: DownloaderParts;
    try {
      parts = await loadDownloader();
    } catch {
      // The library's chunk did not arrive: the same advice as a failed request.
      return { ok: false, error: cancelled ? { kind: 'cancelled' } : { kind: 'network' } };
    }
    if (cancelled) return { ok: false, error: { kind: 'cancelled' } };
    const { Downloader, toDownloadError } = parts;
    const downloader = new Downloader({
      url,
      filename: fileName,
      autoStart: false,
      timeout: timeoutMs,
      // The default sends a Content-type request header even on GET, which makes a
      // cross-origin media request non-simple (a CORS preflight the media host may refuse).
      contentType: false,
      // Otherwise phones get the URL opened in a new tab: no progress, no file name.
      forceDesktopMode: true,
      contentTypeDetermination: 'header',
      process: (event) => {
        onProgress?.({
          loaded: event.loaded,
          total: event.lengthComputable && event.total > 0 ? event.total : null,
        });
      },
    });
    abort = () => downloader.abort('cancelled');
    try {
      // Resolves with the instance after saving, or with nothing when it opened the URL instead.
      const outcome: unknown = await downloader.start();
      return { ok: true, how: outcome ? 'saved' : 'opened' };
    } catch (reason) {
      return { ok: false, error: toDownloadError(reason, { cancelled, timeoutMs }) };
    } finally {
      abort = null;
    }
  };

  return {
    done: run(),
    cancel: () => {
      cancelled = true;
      abort?.();
    },
  };
}
