import { useEffect, useId, useRef, useState } from 'react';
import { useAppConfig } from '@/config/app-config-context';
import { BULK_SIZES, type BulkSize } from '@/services/bulk-download/bulk-sizes';
import type { FailedFile } from '@/services/bulk-download/credits-text';
import {
  runBulkDownload,
  type BulkDownloadResult,
  type BulkProgress,
} from '@/services/bulk-download/run-bulk-download';
import { chooseZipDestination } from '@/services/bulk-download/zip-destination';
import { fileSlug } from '@/services/download/file-names';
import { formatBytes } from '@/services/download/file-size';
import type { DownloadRequest } from './select-mode';
import { BulkDownloadOutcome } from './bulk-download-outcome';
import './bulk-download-dialog.css';

type Phase =
  | { name: 'choosing' }
  | { name: 'running'; progress: BulkProgress | null }
  | { name: 'finished'; result: BulkDownloadResult };

/**
 * The bulk download's dialog: the size of each file (what each size means), then one ZIP
 * streamed to the file the visitor picks or, without that choice, through the download service
 * worker as a download, with progress, Cancel, and each failed file listed.
 */
export function BulkDownloadDialog({
  request,
  onClose,
}: {
  request: DownloadRequest;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { archiveName, siteUrl } = useAppConfig();
  const [size, setSize] = useState<BulkSize>('medium');
  const [phase, setPhase] = useState<Phase>({ name: 'choosing' });
  const [failures, setFailures] = useState<FailedFile[]>([]);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      abort.current?.abort();
      element?.close();
    };
  }, []);

  const start = async () => {
    const name = request.fileName ?? `${archiveName}-${request.count}-items`;
    const fileName = `${fileSlug(name).toLowerCase()}.zip`;
    // First, while the press still counts: the browser asks where to save.
    let destination;
    try {
      destination = await chooseZipDestination(fileName);
    } catch {
      const message = 'The browser did not open its save dialog. Try again.';
      setPhase({ name: 'finished', result: { outcome: 'failed', message } });
      return;
    }
    if (!destination) return;
    const controller = new AbortController();
    abort.current = controller;
    setFailures([]);
    setPhase({ name: 'running', progress: null });
    let result: BulkDownloadResult;
    try {
      const items = await request.items();
      result = await runBulkDownload({
        items,
        size,
        // As Cite words it: the site's configured address, else this page's origin.
        origin: { archiveName, siteUrl: siteUrl ?? `${location.origin}/`, date: new Date() },
        destination,
        signal: controller.signal,
        onProgress: (progress) => setPhase({ name: 'running', progress }),
        onFailure: (failure) => setFailures((current) => [...current, failure]),
      });
    } catch {
      if ('discard' in destination) await destination.discard();
      result = controller.signal.aborted
        ? { outcome: 'cancelled' }
        : { outcome: 'failed', message: 'The items could not be listed. Try again.' };
    }
    abort.current = null;
    setPhase({ name: 'finished', result });
  };

  const running = phase.name === 'running';
  return (
    <dialog
      ref={dialog}
      className="bulk-download"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!running) onClose();
      }}
    >
      <h2 id={headingId}>{request.title}</h2>
      <fieldset disabled={phase.name === 'running'}>
        <legend>Size of each file</legend>
        {BULK_SIZES.map((choice) => (
          <label key={choice.id} className="bulk-download-size">
            <input
              type="radio"
              name="bulk-size"
              value={choice.id}
              checked={size === choice.id}
              onChange={() => setSize(choice.id)}
            />
            <span>
              <strong>{choice.label}</strong>: {choice.detail}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="bulk-download-note">
        One ZIP with a file per item, CREDITS.txt (each item’s credit and licence) and metadata.csv
        (their records).
      </p>
      {running && (
        <div className="bulk-download-progress">
          <progress
            max={phase.progress?.filesTotal ?? request.count}
            value={phase.progress?.filesDone ?? 0}
            aria-label="Files done"
          />
          <p role="status">
            {phase.progress
              ? `${phase.progress.filesDone} of ${phase.progress.filesTotal} files, ${formatBytes(phase.progress.bytes)}`
              : 'Starting…'}
          </p>
        </div>
      )}
      {phase.name === 'finished' && (
        <BulkDownloadOutcome result={phase.result} fileCount={request.count} />
      )}
      {failures.length > 0 && (
        <section className="bulk-download-failures" aria-label="Files not in the ZIP">
          <h3>Not in the ZIP ({failures.length})</h3>
          <ul>
            {failures.map((failure) => (
              <li key={failure.name}>
                <bdi>{failure.name}</bdi>: {failure.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="bulk-download-actions">
        {!running && (
          <button type="button" className="bulk-download-start" onClick={() => void start()}>
            Download ZIP
          </button>
        )}
        {running ? (
          <button type="button" onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        ) : (
          <button type="button" onClick={onClose}>
            Close
          </button>
        )}
      </div>
    </dialog>
  );
}
