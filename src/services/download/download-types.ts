/** The download facade's types: what a screen passes in and what it gets back. */

/** Why a download did not save a file. Each kind gets its own message on screen. */
export type DownloadError =
  /** The server answered, but not with 200 (the library rejects anything else, even 206). */
  | { kind: 'status'; code: number }
  /** No complete answer within `afterMs` (40 s by default). */
  | { kind: 'timeout'; afterMs: number }
  /** The request failed before any answer: offline, DNS, CORS, or the downloader would not load. */
  | { kind: 'network' }
  /** The record has no usable URL for this file. */
  | { kind: 'missing-url' }
  /** The visitor pressed Cancel. */
  | { kind: 'cancelled' }
  /** Anything the library does not name; `detail` helps debugging and is never shown. */
  | { kind: 'unexpected'; detail: string };

/**
 * `saved`: the file was fetched whole and handed to the browser's download. `opened`: a browser
 * without the `download` attribute got the file in a new tab instead (no bytes went through us).
 */
export type DownloadResult =
  { ok: true; how: 'saved' | 'opened' } | { ok: false; error: DownloadError };

export interface DownloadProgress {
  loaded: number;
  /** Null when the server sends no Content-Length. */
  total: number | null;
}

export interface DownloadRequest {
  /** Already checked with safeMediaUrl; null means the record has no usable URL. */
  url: string | null;
  /** The name the saved file gets, e.g. `blinds.jpg`. */
  fileName: string;
  onProgress?: (progress: DownloadProgress) => void;
  /** Milliseconds without a complete answer before giving up; defaults to 40 000. */
  timeoutMs?: number;
}

export interface DownloadHandle {
  /** Settles once, never rejects: the file was saved, or why not. */
  done: Promise<DownloadResult>;
  /** Stops the request; `done` then settles with `cancelled` and nothing is saved. */
  cancel: () => void;
}
