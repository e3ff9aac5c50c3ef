import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ItemResult } from './process-item.ts';
import type { OutputOptions, PlannedItem } from './types.ts';

export interface WorkerJob {
  id: number;
  item: PlannedItem;
  root: string;
  mediaDir: string;
  options: OutputOptions;
}

export type WorkerReply =
  { id: number; ok: true; result: ItemResult } | { id: number; ok: false; reason: string };

/**
 * Node 20 does not apply `--import` loaders to a worker's entry file, so each worker starts
 * from a tiny script that registers tsx and then imports worker.ts.
 */
function bootstrapScript(): string {
  const require = createRequire(import.meta.url);
  const tsx = join(dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const entry = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(entry)});
  });`;
}

interface Pending {
  job: WorkerJob;
  resolve: (reply: WorkerReply) => void;
  onStart?: () => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/** A fixed number of worker threads, each processing one item at a time. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];

  constructor(private readonly size: number) {}

  /** `onStart` is called when a worker picks the job up (for the progress display). */
  run(job: WorkerJob, onStart?: () => void): Promise<WorkerReply> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve, onStart });
      this.pump();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.busy === null) ?? this.spawn();
      if (!slot) return;
      const next = this.queue.shift();
      if (!next) return;
      slot.busy = next;
      next.onStart?.();
      slot.worker.postMessage(next.job);
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.size) return null;
    const slot: Slot = {
      worker: new Worker(bootstrapScript(), { eval: true, execArgv: [] }),
      busy: null,
    };
    slot.worker.on('message', (reply: WorkerReply) => this.settle(slot, reply));
    // A crash (out of memory, a native abort) fails the current item; a fresh worker takes over.
    const fail = (reason: string): void => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      if (slot.busy) this.settle(slot, { id: slot.busy.job.id, ok: false, reason });
    };
    slot.worker.on('error', (error) => fail(`worker crashed: ${error.message}`));
    slot.worker.on('exit', (code) => fail(`worker exited with code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, reply: WorkerReply): void {
    const busy = slot.busy;
    slot.busy = null;
    busy?.resolve(reply);
    this.pump();
  }
}
