import { useEffect, useRef, useState } from 'react';
import type * as DownloadErrors from '@/services/download/download-errors';
import { formatBytes } from '@/services/download/file-size';
import type { DownloadState } from '@/services/download/use-download';

type ErrorWords = typeof DownloadErrors;

/**
 * The failure words, loaded with the downloader (start-download.ts) rather than with the page:
 * by the time a download fails they are in. If they could not load, a plain sentence.
 */
function useErrorWords(status: DownloadState['status']): ErrorWords | null {
  const [words, setWords] = useState<ErrorWords | null>(null);
  const wanted = status === 'downloading' || status === 'failed';
  useEffect(() => {
    if (wanted && !words) import('@/services/download/download-errors').then(setWords, () => {});
  }, [wanted, words]);
  return words;
}

function messageOf(state: DownloadState, words: ErrorWords | null): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'downloading':
      return `Downloading ${state.option.fileName}…`;
    case 'done':
      return state.how === 'saved'
        ? `Saved ${state.option.fileName}`
        : `Opened ${state.option.fileName} in a new tab: save it from there.`;
    case 'failed':
      return words
        ? words.describeDownloadError(state.error, state.option.fileName)
        : `${state.option.fileName} was not saved. Check your connection and try again.`;
  }
}

/**
 * Progress (bar, percentage, Cancel) while a download runs, then what happened, in a live region
 * that is always present so screen readers announce each change.
 */
export function DownloadStatus({
  state,
  onCancel,
  onRetry,
}: {
  state: DownloadState;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const cancelHadFocus = useRef(false);
  const retryRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const failed = state.status === 'failed' && state.error.kind !== 'cancelled';
  const words = useErrorWords(state.status);

  // Cancel vanishes when the download ends: keep the keyboard where the visitor was.
  useEffect(() => {
    if (state.status === 'downloading' || !cancelHadFocus.current) return;
    cancelHadFocus.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    (retryRef.current ?? messageRef.current)?.focus();
  }, [state.status]);

  return (
    <div className="download-status">
      {state.status === 'downloading' && (
        <div className="download-progress">
          <div
            className="download-progress-bar"
            role="progressbar"
            aria-label={`Downloading ${state.option.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent ?? undefined}
          >
            <span style={{ width: `${state.percent ?? 0}%` }} />
          </div>
          <span className="download-progress-value">
            {state.percent !== null
              ? `${state.percent} %`
              : state.loaded > 0
                ? formatBytes(state.loaded)
                : 'Starting…'}
          </span>
          <button
            type="button"
            onClick={onCancel}
            onFocus={() => (cancelHadFocus.current = true)}
            onBlur={(event) => {
              // Blur without a new target is the button leaving the page, not the visitor.
              if (event.relatedTarget) cancelHadFocus.current = false;
            }}
          >
            Cancel
          </button>
        </div>
      )}
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={failed ? 'download-message is-error' : 'download-message'}
      >
        {messageOf(state, words)}
      </p>
      {failed && (
        <button ref={retryRef} type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
