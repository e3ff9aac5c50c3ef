import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import { readItem } from '@/services/validation/read-item';
import { DEMO_MEDIA_ORIGIN, demoMediaHandler } from '../../../tests/fixtures/demo-media-handler';
import { zipJobPath, type ZipJob, type ZipJobReport } from './zip-job';
import { createZipJobs } from './zip-worker-jobs';

/** Three demo photos, their originals at the address the demo media handler serves. */
const items = demoRecords
  .map(readItem)
  .filter((item) => item.type === 'photo' && item.image)
  .slice(0, 3)
  .map((item) => ({
    ...item,
    image: item.image && { ...item.image, src: `${DEMO_MEDIA_ORIGIN}${item.image.src}` },
  }));

// The worker's own fetches, answered by MSW; every request must meet a handler.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(demoMediaHandler));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SCOPE = '/assets/bulk-download/';
const SITE = 'https://photos.example.org';

function job(id: string): ZipJob {
  return {
    type: 'zip-job',
    id,
    fileName: 'Folio – 3 items.zip',
    items: structuredClone(items),
    size: 'original',
    origin: { archiveName: 'Folio', siteUrl: `${SITE}/`, date: new Date() },
  };
}

/** A page handing a job to the worker: the reports it receives, and its end of the channel. */
function handOver(jobs: ReturnType<typeof createZipJobs>, zipJob: ZipJob) {
  const reports: ZipJobReport[] = [];
  const { port1, port2 } = new MessageChannel();
  let ended: (report: ZipJobReport) => void = () => {};
  const end = new Promise<ZipJobReport>((resolve) => (ended = resolve));
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  port1.onmessage = ({ data }: MessageEvent<ZipJobReport>) => {
    reports.push(data);
    if (data.type === 'ready') ready();
    if (['saved', 'failed', 'cancelled'].includes(data.type)) {
      port1.close();
      ended(data);
    }
  };
  jobs.accept(zipJob, port2);
  return { reports, page: port1, isReady, end };
}

const url = (zipJob: ZipJob) => `${SITE}${zipJobPath(SCOPE, zipJob.id, zipJob.fileName)}`;

describe('the download service worker’s jobs', () => {
  it('answers the job’s address once with the ZIP as an attachment, and reports to the page', async () => {
    const jobs = createZipJobs(SCOPE);
    const zipJob = job('a1');
    const { reports, isReady, end } = handOver(jobs, zipJob);
    await isReady;
    expect(jobs.respond(`${SITE}${SCOPE}other/x.zip`)).toBeNull();
    expect(jobs.respond(`${SITE}/media/x.jpg`)).toBeNull();

    const response = jobs.respond(url(zipJob));
    expect(response?.headers.get('content-type')).toBe('application/zip');
    expect(response?.headers.get('content-disposition')).toBe(
      `attachment; filename="Folio _ 3 items.zip"; filename*=UTF-8''Folio%20%E2%80%93%203%20items.zip`,
    );
    const zip = unzipSync(new Uint8Array(await (response as Response).arrayBuffer()));
    expect(jobs.respond(url(zipJob))).toBeNull();

    const names = items.map((item) => `${item.objectID}.jpg`);
    expect(Object.keys(zip)).toEqual([...names, 'CREDITS.txt', 'metadata.csv']);
    for (const item of items) {
      const served = await (await fetch(item.image?.src ?? '')).arrayBuffer();
      expect(Buffer.from(zip[`${item.objectID}.jpg`] ?? []).equals(Buffer.from(served))).toBe(true);
    }
    expect(strFromU8(zip['CREDITS.txt'] ?? new Uint8Array())).toContain(
      'Folio: 3 items downloaded',
    );
    expect(await end).toEqual({
      type: 'saved',
      savedIDs: items.map((item) => item.objectID),
      failures: [],
    });
    expect(reports[0]).toEqual({ type: 'ready' });
    expect(reports.filter((report) => report.type === 'progress').at(-1)).toMatchObject({
      progress: { filesDone: 3, filesTotal: 3 },
    });
  });

  it('reports a failed file as it happens and lists it in ERRORS.txt', async () => {
    const broken = items[1]?.objectID ?? '';
    server.use(http.get(`*/media/${broken}/*`, () => new HttpResponse('broken', { status: 500 })));
    const jobs = createZipJobs(SCOPE);
    const zipJob = job('b2');
    const { reports, isReady, end } = handOver(jobs, zipJob);
    await isReady;
    const zip = unzipSync(
      new Uint8Array(await (jobs.respond(url(zipJob)) as Response).arrayBuffer()),
    );
    expect(Object.keys(zip)).toHaveLength(2 + 3);
    expect(strFromU8(zip['ERRORS.txt'] ?? new Uint8Array())).toContain(
      `${broken}.jpg (${SITE}/item/${broken}): The server answered 500 instead of the file.`,
    );
    const failure = {
      type: 'failure',
      failure: expect.objectContaining({ name: `${broken}.jpg` }),
    };
    expect(reports).toContainEqual(failure);
    expect(await end).toMatchObject({ type: 'saved', failures: [failure.failure] });
  });

  it('on Cancel from the page breaks the download and reports it cancelled', async () => {
    const jobs = createZipJobs(SCOPE);
    const zipJob = job('c3');
    const { page, isReady, end } = handOver(jobs, zipJob);
    await isReady;
    const body = (jobs.respond(url(zipJob)) as Response).body as ReadableStream<Uint8Array>;
    const reader = body.getReader();
    await reader.read();
    page.postMessage({ type: 'cancel' });
    await expect(
      (async () => {
        for (let next = await reader.read(); !next.done; next = await reader.read());
      })(),
    ).rejects.toThrow();
    expect(await end).toEqual({ type: 'cancelled' });
  });

  it('reports cancelled when the visitor cancels the download in the browser', async () => {
    const jobs = createZipJobs(SCOPE);
    const zipJob = job('e5');
    const { isReady, end } = handOver(jobs, zipJob);
    await isReady;
    const body = (jobs.respond(url(zipJob)) as Response).body as ReadableStream<Uint8Array>;
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    expect(await end).toEqual({ type: 'cancelled' });
  });

  it('forgets a job cancelled before its address was fetched', async () => {
    const jobs = createZipJobs(SCOPE);
    const zipJob = job('d4');
    const { page, isReady, end } = handOver(jobs, zipJob);
    await isReady;
    page.postMessage({ type: 'cancel' });
    expect(await end).toEqual({ type: 'cancelled' });
    expect(jobs.respond(url(zipJob))).toBeNull();
  });
});
