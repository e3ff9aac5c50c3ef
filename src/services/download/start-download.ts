import type { DownloadHandle, DownloadRequest, DownloadResult } from './download-types';
import type { runDownloader as RunDownloader } from './run-downloader';

/** js-file-downloader's own default, kept explicit: the timeout message names it. */
export const DOWNLOAD_TIMEOUT_MS = 40_000;

let downloaderModule: Promise<typeof RunDownloader> | null = null;

/**
 * The library, our reading of its failures and their words load on the first download
 * (run-downloader.ts), so they stay out of the item page's first load and are at hand when a
 * download fails.
 */
function loadDownloader(): Promise<typeof RunDownloader> {
  downloaderModule ??= import('./run-downloader')
    .then((module) => module.runDownloader)
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
    let runDownloader: typeof RunDownloader;
    try {
      runDownloader = await loadDownloader();
    } catch {
      // The library's chunk did not arrive: the same advice as a failed request.
      return { ok: false, error: cancelled ? { kind: 'cancelled' } : { kind: 'network' } };
    }
    if (cancelled) return { ok: false, error: { kind: 'cancelled' } };
    return runDownloader(
      { url, fileName, ...(onProgress ? { onProgress } : {}), timeoutMs },
      { isCancelled: () => cancelled, setAbort: (next) => (abort = next) },
    );
  };

  return {
    done: run(),
    cancel: () => {
      cancelled = true;
      abort?.();
    },
  };
}
