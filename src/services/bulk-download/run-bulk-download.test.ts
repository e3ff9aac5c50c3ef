import { strFromU8, unzipSync } from 'fflate';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import { readItem } from '@/services/validation/read-item';
import { DEMO_MEDIA_ORIGIN, demoMediaHandler } from '../../../tests/fixtures/demo-media-handler';
import type { FailedFile } from './credits-text';
import { runBulkDownload, type BulkProgress } from './run-bulk-download';
import type { ZipDestination } from './zip-destination';

/** Three demo photos, their originals at the address the demo media handler serves. */
const items = demoRecords
  .map(readItem)
  .filter((item) => item.type === 'photo' && item.image)
  .slice(0, 3)
  .map((item) => ({
    ...item,
    image: item.image && { ...item.image, src: `${DEMO_MEDIA_ORIGIN}${item.image.src}` },
  }));

// The real fetch in Node, answered by MSW; every request must meet a handler.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(demoMediaHandler));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const ORIGIN = { archiveName: 'Folio', siteUrl: 'https://photos.example.org/', date: new Date() };

/** The disk: what the ZIP stream wrote, chunk by chunk, and whether it was discarded. */
function memoryDestination() {
  const written: Uint8Array[] = [];
  let discarded = false;
  const destination: ZipDestination = {
    async write(stream, signal) {
      await stream.pipeTo(new WritableStream({ write: (chunk) => void written.push(chunk) }), {
        signal,
      });
    },
    async discard() {
      discarded = true;
    },
  };
  const bytes = () => {
    const all = new Uint8Array(written.reduce((sum, chunk) => sum + chunk.byteLength, 0));
    let at = 0;
    for (const chunk of written) {
      all.set(chunk, at);
      at += chunk.byteLength;
    }
    return all;
  };
  return { destination, bytes, chunks: () => written.length, discarded: () => discarded };
}

describe('runBulkDownload', () => {
  it('streams the files in chunks as they come, with progress by file and by byte', async () => {
    const disk = memoryDestination();
    const progress: BulkProgress[] = [];
    const result = await runBulkDownload({
      items,
      size: 'original',
      origin: ORIGIN,
      destination: disk.destination,
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(step),
      onFailure: () => {},
    });
    expect(result).toEqual({ outcome: 'saved', saved: 3, failures: [] });
    const zip = unzipSync(disk.bytes());
    expect(Object.keys(zip)).toEqual([
      ...items.map((item) => `${item.objectID}.jpg`),
      'CREDITS.txt',
      'metadata.csv',
    ]);
    expect(disk.chunks()).toBeGreaterThan(Object.keys(zip).length);
    const last = progress.at(-1);
    expect(last).toMatchObject({ filesDone: 3, filesTotal: 3 });
    expect(last?.bytes).toBe(
      items.reduce((sum, item) => sum + (zip[`${item.objectID}.jpg`]?.byteLength ?? 0), 0),
    );
    expect(strFromU8(zip['CREDITS.txt'] ?? new Uint8Array())).toContain('3 items downloaded');
  });

  it('names a file whose server does not answer in time, and keeps the others', async () => {
    const slow = items[1]?.objectID ?? '';
    server.use(
      http.get(`*/media/${slow}/*`, async () => {
        await delay('infinite');
        return HttpResponse.text('never');
      }),
    );
    const disk = memoryDestination();
    const failures: FailedFile[] = [];
    const result = await runBulkDownload({
      items,
      size: 'original',
      origin: ORIGIN,
      destination: disk.destination,
      signal: new AbortController().signal,
      onProgress: () => {},
      onFailure: (failure) => failures.push(failure),
      // Long enough for the other files on a loaded machine (50 ms was not).
      answerTimeoutMs: 2000,
    });
    expect(failures.map((failure) => [failure.name, failure.reason])).toEqual([
      [`${slow}.jpg`, 'The server did not answer within 2 seconds.'],
    ]);
    expect(result).toMatchObject({ outcome: 'saved', saved: 2 });
    const zip = unzipSync(disk.bytes());
    expect(Object.keys(zip)).toHaveLength(2 + 3);
    expect(strFromU8(zip['ERRORS.txt'] ?? new Uint8Array())).toContain(
      `${slow}.jpg (https://photos.example.org/item/${slow}): The server did not answer`,
    );
  });

  it('after Cancel keeps nothing', async () => {
    const disk = memoryDestination();
    const cancel = new AbortController();
    const result = await runBulkDownload({
      items,
      size: 'original',
      origin: ORIGIN,
      destination: disk.destination,
      signal: cancel.signal,
      onProgress: (step) => {
        if (step.filesDone === 1) cancel.abort();
      },
      onFailure: () => {},
    });
    expect(result).toEqual({ outcome: 'cancelled' });
    expect(disk.discarded()).toBe(true);
  });
});
