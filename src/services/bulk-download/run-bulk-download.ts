import { sendInsightsEvent } from '@/services/insights/insights';
import type { ItemView } from '@/types/item';
import type { BulkSize } from './bulk-sizes';
import type { FailedFile, ZipOrigin } from './credits-text';
import { downloadConversions } from './download-conversions';
import type { ZipDestination } from './zip-destination';
import { ZipTooLarge } from './zip-destination';
import { zipEntries, type BulkProgress, type ZipOutcome } from './zip-entries';
import { planZipFiles } from './zip-plan';
import { zipStream } from './zip-stream';

export type { BulkProgress } from './zip-entries';

export interface BulkDownloadRequest {
  items: readonly ItemView[];
  size: BulkSize;
  origin: ZipOrigin;
  destination: ZipDestination;
  signal: AbortSignal;
  onProgress(progress: BulkProgress): void;
  onFailure(failure: FailedFile): void;
  /** How long a file's server may take to start answering; 40 s, as the item page's download. */
  answerTimeoutMs?: number;
}

export type BulkDownloadResult =
  | { outcome: 'saved'; saved: number; failures: FailedFile[] }
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; message: string };

const WRITE_FAILED =
  'The ZIP could not be written: a file stopped arriving half-way or the disk refused it. Try again.';

/** The page makes the ZIP and streams it into the destination; the objectIDs of the files in it. */
async function makeInPage(request: BulkDownloadRequest): Promise<ZipOutcome> {
  const { destination } = request;
  if (!('write' in destination)) throw new Error('Not a stream destination.');
  const done: ZipOutcome = { saved: [], failures: [] };
  const plan = planZipFiles(request.items, request.size);
  try {
    await destination.write(zipStream(zipEntries(plan, request, done)), request.signal);
  } catch (error) {
    await destination.discard();
    throw error;
  }
  return done;
}

/** Makes the ZIP where the destination says; after a saved ZIP, the conversions (after consent). */
export async function runBulkDownload(request: BulkDownloadRequest): Promise<BulkDownloadResult> {
  const { destination } = request;
  let savedIDs: string[];
  let failures: FailedFile[];
  try {
    if ('make' in destination) {
      ({ savedIDs, failures } = await destination.make(request));
    } else {
      const done = await makeInPage(request);
      savedIDs = done.saved.map(({ item }) => item.objectID);
      failures = done.failures;
    }
  } catch (error) {
    if (request.signal.aborted) return { outcome: 'cancelled' };
    return {
      outcome: 'failed',
      message:
        error instanceof ZipTooLarge
          ? 'The ZIP grew past 500 MB, more than this browser can save at once. Choose fewer items or a smaller size, or try a window that is not private, where the browser can save it as it goes.'
          : WRITE_FAILED,
    };
  }
  for (const event of downloadConversions(savedIDs)) sendInsightsEvent(event);
  return { outcome: 'saved', saved: savedIDs.length, failures };
}
