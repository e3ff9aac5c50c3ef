import type { ItemView } from '@/types/item';
import type { BulkSize } from './bulk-sizes';
import type { FailedFile, ZipOrigin } from './credits-text';
import type { BulkProgress } from './zip-entries';

/**
 * The messages between the page and the download service worker (decision 050). The page sends
 * the job with a MessagePort; everything after goes over that port.
 */
export interface ZipJob {
  type: 'zip-job';
  /** Names the job in the download's address: `<scope><id>/<fileName>`. */
  id: string;
  fileName: string;
  items: readonly ItemView[];
  size: BulkSize;
  origin: ZipOrigin;
}

/** The worker's reports, in order: ready, then progress and failures, then one ending. */
export type ZipJobReport =
  | { type: 'ready' }
  | { type: 'progress'; progress: BulkProgress }
  | { type: 'failure'; failure: FailedFile }
  | { type: 'saved'; savedIDs: string[]; failures: FailedFile[] }
  | { type: 'failed' }
  | { type: 'cancelled' };

/** The page's one message on the port: stop. */
export interface ZipJobCancel {
  type: 'cancel';
}

/** Where a job's ZIP is answered, under the worker's scope. */
export function zipJobPath(scope: string, id: string, fileName: string): string {
  return `${scope}${encodeURIComponent(id)}/${encodeURIComponent(fileName)}`;
}

export function isZipJob(data: unknown): data is ZipJob {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'zip-job'
  );
}
