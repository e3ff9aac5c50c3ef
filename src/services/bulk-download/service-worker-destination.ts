import workerUrl from './download-worker.ts?worker&url';
import type { FailedFile, ZipOrigin } from './credits-text';
import type { BulkSize } from './bulk-sizes';
import type { ItemView } from '@/types/item';
import type { BulkProgress } from './zip-entries';
import { zipJobPath, type ZipJob, type ZipJobCancel, type ZipJobReport } from './zip-job';

/** What the download service worker is handed: the job, and where its reports go. */
export interface ZipMakerRequest {
  items: readonly ItemView[];
  size: BulkSize;
  origin: ZipOrigin;
  signal: AbortSignal;
  onProgress(progress: BulkProgress): void;
  onFailure(failure: FailedFile): void;
}

/** A destination that makes the ZIP itself: the download service worker's. */
export interface ZipMakerDestination {
  /** Resolves with the objectIDs in the saved ZIP; rejects when it was cancelled or broke. */
  make(request: ZipMakerRequest): Promise<{ savedIDs: string[]; failures: FailedFile[] }>;
}

/** Firefox stops a worker feeding a long download unless a page messages it now and then. */
const KEEP_ALIVE_MS = 10_000;

/** The registration's newest worker, once it is active. */
async function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker) throw new Error('The download worker did not install.');
  if (worker.state === 'activated') return worker;
  await new Promise<void>((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The download worker did not install.'));
    });
  });
  return worker;
}

/** The hidden frame whose navigation the worker answers with the ZIP, as a download. */
function downloadFrame(path: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'ZIP download';
  frame.src = path;
  document.body.append(frame);
  return frame;
}

function serviceWorkerDestination(
  worker: ServiceWorker,
  scope: string,
  fileName: string,
): ZipMakerDestination {
  return {
    make({ items, size, origin, signal, onProgress, onFailure }) {
      return new Promise((resolve, reject) => {
        const id = crypto.randomUUID();
        const { port1, port2 } = new MessageChannel();
        let frame: HTMLIFrameElement | null = null;
        const keepAlive = setInterval(
          () => worker.postMessage({ type: 'keep-alive' }),
          KEEP_ALIVE_MS,
        );
        const cancel = () => port1.postMessage({ type: 'cancel' } satisfies ZipJobCancel);
        const finish = () => {
          clearInterval(keepAlive);
          signal.removeEventListener('abort', cancel);
          port1.close();
          // A started download goes on without its frame.
          frame?.remove();
        };
        port1.onmessage = ({ data }: MessageEvent<ZipJobReport>) => {
          if (data.type === 'ready') frame = downloadFrame(zipJobPath(scope, id, fileName));
          else if (data.type === 'progress') onProgress(data.progress);
          else if (data.type === 'failure') onFailure(data.failure);
          else {
            finish();
            if (data.type === 'saved')
              resolve({ savedIDs: data.savedIDs, failures: data.failures });
            else reject(new Error(`The download worker's ZIP was ${data.type}.`));
          }
        };
        signal.addEventListener('abort', cancel, { once: true });
        const job: ZipJob = { type: 'zip-job', id, fileName, items, size, origin };
        worker.postMessage(job, [port2]);
      });
    },
  };
}

/**
 * The download service worker, registered in its own scope beside its script (the build's
 * `/assets/bulk-download/`), or null where service workers are missing or refused (some private
 * modes): the Blob is then the last resort.
 */
export async function downloadWorkerDestination(
  fileName: string,
): Promise<ZipMakerDestination | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const script = new URL(workerUrl, location.href);
    const scope = new URL('./bulk-download/', script).pathname;
    // `npm run dev` serves the worker's source as a module; a build bundles it as a classic script.
    const type = import.meta.env.DEV ? 'module' : 'classic';
    const registration = await navigator.serviceWorker.register(script.href, { scope, type });
    return serviceWorkerDestination(await activated(registration), scope, fileName);
  } catch {
    return null;
  }
}
