import JsFileDownloader from 'js-file-downloader';
import { toDownloadError } from './download-errors';
import type { DownloadRequest, DownloadResult } from './download-types';

/** What the handle on screen (start-download.ts) lets the run know and do. */
export interface DownloadControl {
  isCancelled(): boolean;
  /** The library's abort while a request runs, null after. */
  setAbort(abort: (() => void) | null): void;
}

/**
 * One download with js-file-downloader: fetches `url` whole (XHR, with progress), then hands the
 * bytes to the browser as `fileName`. Loaded on the first download, with our reading of its
 * failures, so neither is in the item page's first load.
 */
export async function runDownloader(
  { url, fileName, onProgress, timeoutMs }: DownloadRequest & { url: string; timeoutMs: number },
  control: DownloadControl,
): Promise<DownloadResult> {
  const downloader = new JsFileDownloader({
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
  control.setAbort(() => downloader.abort('cancelled'));
  try {
    // Resolves with the instance after saving, or with nothing when it opened the URL instead.
    const outcome: unknown = await downloader.start();
    return { ok: true, how: outcome ? 'saved' : 'opened' };
  } catch (reason) {
    return {
      ok: false,
      error: toDownloadError(reason, { cancelled: control.isCancelled(), timeoutMs }),
    };
  } finally {
    control.setAbort(null);
  }
}
