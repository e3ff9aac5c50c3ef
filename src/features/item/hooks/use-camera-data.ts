import { useCallback, useEffect, useState } from 'react';
import {
  CameraReadError,
  type CameraData,
  type CameraReadFailure,
} from '@/services/exif/camera-data';
import type { cameraRows as CameraRows } from '@/services/exif/format-camera-values';
import { readCameraData } from '@/services/exif/read-camera-data';

export type CameraState =
  | { status: 'waiting' }
  | { status: 'loading' }
  /** With the code that words the values, which loads with the data, not with the page. */
  | { status: 'shown'; data: CameraData; cameraRows: typeof CameraRows }
  | { status: 'empty' }
  | { status: 'failed'; failure: CameraReadFailure };

/** Waits for a quiet moment, so the file read never competes with the page's own image. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/** Reads the camera data of `url` once the page is idle (only when `enabled`); aborts on unmount. */
export function useCameraData(
  url: string | null,
  enabled: boolean,
): { state: CameraState; retry: () => void } {
  const [state, setState] = useState<CameraState>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const cancelIdle = whenIdle(() => {
      setState({ status: 'loading' });
      readCameraData(url, controller.signal)
        .then(async (data) =>
          data
            ? {
                data,
                cameraRows: (await import('@/services/exif/format-camera-values')).cameraRows,
              }
            : null,
        )
        .then(
          (read) => {
            if (!controller.signal.aborted)
              setState(read ? { status: 'shown', ...read } : { status: 'empty' });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setState({
              status: 'failed',
              failure: error instanceof CameraReadError ? error.failure : { kind: 'network' },
            });
          },
        );
    });
    return () => {
      cancelIdle();
      controller.abort();
    };
  }, [url, enabled, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
