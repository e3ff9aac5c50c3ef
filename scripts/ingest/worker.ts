/** Worker thread entry: processes one item per message (started by pool.ts). */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { WorkerJob, WorkerReply } from './pool.ts';
import { processItem } from './process-item.ts';
import { describeError } from './report.ts';

// libvips' operation cache pays off for repeated identical operations; here it only holds memory.
sharp.cache(false);

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

port.on('message', (job: WorkerJob) => {
  processItem(job.item, job.root, job.mediaDir, job.options).then(
    (result) => port.postMessage({ id: job.id, ok: true, result } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        reason: describeError(error),
      } satisfies WorkerReply),
  );
});
