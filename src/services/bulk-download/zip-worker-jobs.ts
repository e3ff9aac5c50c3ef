import type { FailedFile } from './credits-text';
import { zipEntries, type ZipOutcome } from './zip-entries';
import { zipJobPath, type ZipJob, type ZipJobCancel, type ZipJobReport } from './zip-job';
import { planZipFiles } from './zip-plan';
import { zipStream } from './zip-stream';

interface PendingJob {
  job: ZipJob;
  port: MessagePort;
  controller: AbortController;
}

/**
 * The ZIP as the download's body: the worker's own fetches of the files (no stream crosses from
 * the page, which Safari cannot transfer), each report posted to the page, the ending once the
 * browser has taken the last byte or the stream broke.
 */
function zipBody({ job, port, controller }: PendingJob): ReadableStream<Uint8Array> {
  const post = (report: ZipJobReport) => port.postMessage(report);
  const done: ZipOutcome = { saved: [], failures: [] };
  const { signal } = controller;
  const entries = zipEntries(
    planZipFiles(job.items, job.size),
    {
      origin: { ...job.origin, date: new Date(job.origin.date) },
      signal,
      onProgress: (progress) => post({ type: 'progress', progress }),
      onFailure: (failure: FailedFile) => post({ type: 'failure', failure }),
    },
    done,
  );
  const reader = zipStream(entries).getReader();
  let ended = false;
  const end = (report: ZipJobReport) => {
    if (ended) return;
    ended = true;
    post(report);
    port.close();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(stream) {
        try {
          const next = await reader.read();
          if (!next.done) return stream.enqueue(next.value);
          stream.close();
          end({
            type: 'saved',
            savedIDs: done.saved.map(({ item }) => item.objectID),
            failures: done.failures,
          });
        } catch (error) {
          stream.error(error);
          end({ type: signal.aborted ? 'cancelled' : 'failed' });
        }
      },
      // The visitor cancelled the download in the browser's own list.
      async cancel() {
        controller.abort();
        await reader.cancel().catch(() => {});
        end({ type: 'cancelled' });
      },
    },
    { highWaterMark: 0 },
  );
}

/** `attachment; filename="…"` with the UTF-8 name for browsers that read filename*. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The download service worker's jobs: each page's job is kept until its address is fetched
 * (once), then answered with the ZIP. `scope` is the worker's scope, e.g. `/assets/bulk-download/`.
 */
export function createZipJobs(scope: string) {
  const pending = new Map<string, PendingJob>();
  return {
    /** A page's job: kept, Cancel listened for, and "ready" posted once it can be fetched. */
    accept(job: ZipJob, port: MessagePort): void {
      const controller = new AbortController();
      pending.set(zipJobPath(scope, job.id, job.fileName), { job, port, controller });
      port.onmessage = (event: MessageEvent<ZipJobCancel>) => {
        if (event.data.type !== 'cancel') return;
        controller.abort();
        if (pending.delete(zipJobPath(scope, job.id, job.fileName))) {
          port.postMessage({ type: 'cancelled' } satisfies ZipJobReport);
          port.close();
        }
      };
      port.postMessage({ type: 'ready' } satisfies ZipJobReport);
    },
    /** The ZIP for a job's address, or null for any other request (left to the network). */
    respond(url: string): Response | null {
      const { pathname } = new URL(url);
      const entry = pending.get(pathname);
      if (!entry) return null;
      pending.delete(pathname);
      return new Response(zipBody(entry), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': contentDisposition(entry.job.fileName),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  };
}
