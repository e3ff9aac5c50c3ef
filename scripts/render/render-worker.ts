import { parentPort, workerData } from 'node:worker_threads';
import { openRenderer, type RendererOptions } from './renderer.ts';
import type { SitePage } from './site-pages.ts';

/**
 * A render worker (render-pages.ts starts them for large archives): its own renderer over the
 * same records and template, rendering and writing its share of the item pages.
 */
export interface WorkerTask {
  renderer: RendererOptions;
  pages: SitePage[];
  dist: string;
}

const task = workerData as WorkerTask;
const renderer = await openRenderer(task.renderer);
try {
  parentPort?.postMessage(await renderer.render(task.pages, task.dist));
} finally {
  await renderer.close();
}
