import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadOption } from './download-options';
import type { DownloadError, DownloadHandle } from './download-types';
import { startDownload } from './start-download';

export type DownloadState =
  | { status: 'idle' }
  /** `percent` is null while the size is unknown (no Content-Length yet). */
  | { status: 'downloading'; option: DownloadOption; percent: number | null; loaded: number }
  | { status: 'done'; option: DownloadOption; how: 'saved' | 'opened' }
  | { status: 'failed'; option: DownloadOption; error: DownloadError };

/**
 * One download at a time for one screen: start, cancel, retry, and the state to show. A download
 * still running when the screen goes away is cancelled.
 */
export function useDownload({
  onDone,
}: {
  /** Called once per finished download (the place for conversion events). */
  onDone: (option: DownloadOption, how: 'saved' | 'opened') => void;
}) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const handle = useRef<DownloadHandle | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => () => handle.current?.cancel(), []);

  const start = useCallback((option: DownloadOption) => {
    if (handle.current) return;
    setState({ status: 'downloading', option, percent: null, loaded: 0 });
    const current = startDownload({
      url: option.url,
      fileName: option.fileName,
      onProgress: ({ loaded, total }) => {
        const percent = total ? Math.min(100, Math.floor((loaded / total) * 100)) : null;
        setState((previous) =>
          previous.status === 'downloading' && previous.option === option
            ? { ...previous, percent, loaded }
            : previous,
        );
      },
    });
    handle.current = current;
    void current.done.then((result) => {
      if (handle.current !== current) return;
      handle.current = null;
      if (result.ok) {
        setState({ status: 'done', option, how: result.how });
        onDoneRef.current(option, result.how);
      } else {
        setState({ status: 'failed', option, error: result.error });
      }
    });
  }, []);

  const cancel = useCallback(() => handle.current?.cancel(), []);

  return { state, start, cancel };
}
