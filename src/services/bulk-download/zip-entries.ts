import { creditsText, errorsText, type FailedFile, type ZipOrigin } from './credits-text';
import { metadataCsv } from './metadata-csv';
import type { PlannedFile } from './zip-plan';
import type { ZipEntry } from './zip-stream';

export interface BulkProgress {
  filesDone: number;
  filesTotal: number;
  /** Bytes of the items' files read so far. */
  bytes: number;
}

/** What making the entries needs: the page runs it, or the download service worker does. */
export interface ZipEntriesOptions {
  origin: ZipOrigin;
  signal: AbortSignal;
  onProgress(progress: BulkProgress): void;
  onFailure(failure: FailedFile): void;
  /** How long a file's server may take to start answering; 40 s, as the item page's download. */
  answerTimeoutMs?: number;
}

/** The files written whole into the ZIP and those left out, filled in as the entries are read. */
export interface ZipOutcome {
  saved: PlannedFile[];
  failures: FailedFile[];
}

const ANSWER_TIMEOUT_MS = 40_000;

class FileFailed extends Error {}

/**
 * The file's response, or a failure when its server has not started answering in time. Only
 * the wait for an answer is timed: a large original may take long to arrive, and Cancel stops it.
 */
async function fetchFile(url: string, signal: AbortSignal, timeoutMs: number): Promise<Response> {
  // Cancel aborts the body too, which is read after this returns: the listener stays.
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(url, { signal: controller.signal });
  } catch (error) {
    if (timedOut)
      throw new FileFailed(`The server did not answer within ${timeoutMs / 1000} seconds.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function failureReason(error: unknown): string {
  if (error instanceof FileFailed) return error.message;
  return 'The file could not be fetched: the connection failed or the server did not answer.';
}

function countBytes(onChunk: (bytes: number) => void): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      onChunk(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
}

/**
 * The ZIP's entries, made as the stream asks for them: each item's file fetched in turn (the
 * stream asks for the next entry only once the last one is read whole), a failed file listed and
 * the rest kept, then CREDITS.txt and metadata.csv of the files in it, and ERRORS.txt if any
 * failed. Cancel aborts the fetch in flight and ends the generator, which fails the stream.
 */
export async function* zipEntries(
  plan: readonly PlannedFile[],
  options: ZipEntriesOptions,
  done: ZipOutcome,
): AsyncGenerator<ZipEntry> {
  const { signal, origin } = options;
  const progress: BulkProgress = { filesDone: 0, filesTotal: plan.length, bytes: 0 };
  const report = () => options.onProgress({ ...progress });
  for (const file of plan) {
    signal.throwIfAborted();
    try {
      if (!file.url) throw new FileFailed('The record has no file of the archive to download.');
      const response = await fetchFile(
        file.url,
        signal,
        options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS,
      );
      if (!response.ok || !response.body)
        throw new FileFailed(`The server answered ${response.status} instead of the file.`);
      const input = response.body.pipeThrough(
        countBytes((bytes) => {
          progress.bytes += bytes;
          report();
        }),
      );
      yield { name: file.name, input, lastModified: origin.date };
      done.saved.push(file);
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = { name: file.name, item: file.item, reason: failureReason(error) };
      done.failures.push(failure);
      options.onFailure(failure);
    }
    progress.filesDone += 1;
    report();
  }
  const credited = done.saved.map(({ item, name }) => ({ item, name }));
  const text = (name: string, input: string): ZipEntry => ({
    name,
    input,
    lastModified: origin.date,
  });
  yield text('CREDITS.txt', creditsText(credited, origin));
  yield text('metadata.csv', metadataCsv(credited, origin.siteUrl));
  if (done.failures.length > 0) yield text('ERRORS.txt', errorsText(done.failures, origin));
}
