import { Worker } from 'node:worker_threads';
import type { PageResult } from './renderer.ts';
import type { WorkerTask } from './render-worker.ts';

/**
 * Rendering a large archive on every core: the main process renders the site's pages and the
 * first share of the items, a worker thread each other share (render-worker.ts), each with a
 * renderer of its own.
 */

/** Below this many item pages a worker costs more to start (its own Vite) than it saves. */
export const ITEMS_PER_WORKER_AT_LEAST = 250;

/** One share per core: the main process renders the first, a worker each of the others. */
export function shares<T>(items: readonly T[], cores: number): T[][] {
  const count = Math.max(1, Math.min(cores, Math.floor(items.length / ITEMS_PER_WORKER_AT_LEAST)));
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, at) => items.slice(at * size, (at + 1) * size));
}

/** Renders and writes `task.pages` in a worker thread. */
export function renderInWorker(task: WorkerTask): Promise<PageResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), {
      workerData: task,
    });
    worker.once('message', (result: PageResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A render worker stopped with exit code ${code}.`));
    });
  });
}
