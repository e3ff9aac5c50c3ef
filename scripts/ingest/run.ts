import { join, resolve } from 'node:path';
import type { ItemRecord } from '../../src/types/item.ts';
import { cacheKey, outputsPresent, pruneCache, readCacheEntry, writeCacheEntry } from './cache.ts';
import { exiftoolWrites, hasExiftool } from './exiftool-rights.ts';
import { retiredUrls } from './id-manifest.ts';
import { readIdManifest, writeIdManifest } from './id-manifest-file.ts';
import { makeDirs } from './make-dirs.ts';
import { OutputError } from './output-check.ts';
import { planIngest } from './plan.ts';
import { WorkerPool } from './pool.ts';
import { Progress } from './progress.ts';
import type { Writer } from './progress.ts';
import { checkRecords } from '../../src/services/validation/record-schema.ts';
import { removeVanished, writeRecords } from './records-file.ts';
import { readSheet } from './sheet-file.ts';
import { byFile } from './report.ts';
import type { Problems } from './report.ts';
import { applyStableIds } from './stable-ids.ts';
import type { Summary } from './summary.ts';
import type { IngestOptions, PlannedItem } from './types.ts';
import { hasTool } from './video-tools.ts';

interface Todo {
  item: PlannedItem;
  key: string | null;
}

interface Tally {
  records: ItemRecord[];
  renditions: number;
  files: number;
  bytes: number;
}

/** Runs a whole ingest: plan, reuse what the cache has, process the rest on worker threads. */
export async function runIngest(options: IngestOptions, writer: Writer): Promise<Summary> {
  const started = performance.now();
  const root = resolve(options.folder);
  // Read first: a sheet that cannot be used stops the run before any output changes.
  const sheet = options.metadata ? await readSheet(options.metadata) : null;
  const mediaDir = join(options.out, 'media');
  await makeDirs(mediaDir).catch((error: unknown) => {
    throw OutputError.from('--out', options.out, error);
  });
  const ownFiles = [options.out, options.cache, options.records, options.ids];
  if (options.metadata) ownFiles.push(options.metadata);
  const plan = await planIngest(root, ownFiles, sheet);
  const { problems } = plan;
  // Told at once, like a file's error (the summary lists them again).
  for (const problem of problems.errors.filter(({ file }) => file === sheet?.path)) {
    writer.err(`ingest: ${problem.file} ${problem.reason}\n`);
  }
  const today = new Date().toISOString().slice(0, 10);
  const previousIds = await readIdManifest(options.ids);
  const { items, manifest } = await applyStableIds(plan.items, root, previousIds, problems, today);
  const tools = {
    ffmpeg: await hasTool('ffmpeg'),
    ffprobe: await hasTool('ffprobe'),
    exiftool: await hasExiftool(),
  };
  if (
    !tools.exiftool &&
    items.some((item) => item.kind !== 'embed' && exiftoolWrites(item.source))
  ) {
    problems.warnings.push({
      file: options.folder,
      reason:
        'exiftool not found on PATH: PNG, TIFF, HEIC and AVIF originals and MP4/MOV videos are served without the rights written in (their renditions carry them)',
    });
  }
  if (items.some((item) => item.kind === 'video') && !tools.ffmpeg) {
    problems.warnings.push({
      file: options.folder,
      reason: 'ffmpeg not found on PATH: videos need a "poster" in their sidecar',
    });
  }

  const tally: Tally = { records: [], renditions: 0, files: 0, bytes: 0 };
  const todo: Todo[] = [];
  for (const item of items) {
    const key = await cacheKey(item, root, options, tools).catch(() => null);
    const entry = key ? await readCacheEntry(options.cache, item.objectID) : null;
    const fresh =
      entry?.key === key && (await outputsPresent(join(mediaDir, item.objectID), entry.outputs));
    if (entry && fresh) tally.records.push(entry.record);
    else todo.push({ item, key });
  }
  const cached = tally.records.length;
  await processAll(todo, { root, mediaDir, options, writer, tally, problems });

  // Checked before the run; this still fails if the disk fills up or the place changes meanwhile.
  await writeRecords(options.records, tally.records).catch((error: unknown) => {
    throw OutputError.from('--records', options.records, error);
  });
  // After the records, so a run that stops earlier leaves the two in step.
  await writeIdManifest(options.ids, manifest).catch((error: unknown) => {
    throw OutputError.from('--ids', options.ids, error);
  });
  const retired = retiredUrls(manifest);
  const keep = new Set(tally.records.map((record) => record.objectID));
  const removed = await removeVanished(mediaDir, keep);
  await pruneCache(options.cache, keep);
  const videos = tally.records.filter((record) => record.type === 'video').length;
  return {
    items: tally.records.length,
    photos: tally.records.length - videos,
    videos,
    processed: tally.records.length - cached,
    cached,
    removed,
    withdrawn: retired.filter((fate) => fate.kind === 'withdrawn').length,
    redirected: retired.filter((fate) => fate.kind === 'redirect').length,
    renditions: tally.renditions,
    files: tally.files,
    bytes: tally.bytes,
    skipped: problems.skipped.sort(byFile),
    warnings: problems.warnings.sort(byFile),
    errors: problems.errors.sort(byFile),
    records: options.records,
    ids: options.ids,
    durationMs: Math.round(performance.now() - started),
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
}

interface Context {
  root: string;
  mediaDir: string;
  options: IngestOptions;
  writer: Writer;
  tally: Tally;
  problems: Problems;
}

async function processAll(todo: Todo[], context: Context): Promise<void> {
  if (todo.length === 0) return;
  const { root, mediaDir, options, writer, tally, problems } = context;
  const progress = new Progress(writer, todo.length);
  const pool = new WorkerPool(Math.max(1, Math.min(options.concurrency, todo.length)));
  const output = { baseUrl: options.baseUrl, stripGps: options.stripGps };
  try {
    await Promise.all(
      todo.map(async ({ item, key }, id) => {
        const job = { id, item, root, mediaDir, options: output };
        let began = performance.now();
        const reply = await pool.run(job, () => {
          began = performance.now();
          progress.start(item.source);
        });
        if (reply.ok) {
          const { record, outputs, renditions, bytes, warnings } = reply.result;
          // What ingest writes meets the same schema index:push and the engine check.
          const invalid = checkRecords([record]).invalid[0];
          if (invalid) {
            const [first] = invalid.problems;
            problems.errors.push({
              file: item.source,
              reason: `its record would be invalid: ${first?.field ?? ''} ${first?.message ?? ''}`,
            });
            progress.finish(item.source, 'invalid record', performance.now() - began);
            return;
          }
          tally.records.push(record);
          tally.renditions += renditions;
          tally.files += outputs.length;
          tally.bytes += bytes;
          for (const reason of warnings) problems.warnings.push({ file: item.source, reason });
          if (key) {
            await writeCacheEntry(options.cache, { key, record, outputs }).catch((error) => {
              throw OutputError.from('--cache', options.cache, error);
            });
          }
        } else problems.errors.push({ file: item.source, reason: reply.reason });
        progress.finish(item.source, reply.ok ? null : reply.reason, performance.now() - began);
      }),
    );
  } finally {
    progress.end();
    await pool.close();
  }
}
