import { isZipJob } from './zip-job';
import { createZipJobs } from './zip-worker-jobs';

/**
 * The download service worker (decision 050), registered by the bulk download in its own narrow
 * scope, beside its script: it answers only the addresses of the ZIPs pages hand it, so every
 * other request (and MSW's worker at `/` in mock mode) is left alone.
 */

// The few parts of ServiceWorkerGlobalScope used here (the webworker lib clashes with the DOM's).
interface WaitingEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface DownloadWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(
    type: 'fetch',
    listener: (event: Event & { request: Request; respondWith(response: Response): void }) => void,
  ): void;
}
const worker = self as unknown as DownloadWorkerScope;

const jobs = createZipJobs(new URL('./bulk-download/', worker.location.href).pathname);

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('message', (event) => {
  // A job comes with its port; any other message (the page's keep-alive) only keeps the worker up.
  const port = event.ports[0];
  if (isZipJob(event.data) && port) jobs.accept(event.data, port);
});
worker.addEventListener('fetch', (event) => {
  const response = jobs.respond(event.request.url);
  if (response) event.respondWith(response);
});
