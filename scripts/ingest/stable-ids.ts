import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { IdManifest } from './id-manifest.ts';
import { reconcileIds } from './reconcile-ids.ts';
import type { Problems } from './report.ts';
import type { PlannedItem } from './types.ts';

/** sha256 of a file's bytes: what "the same content" means for ids (decision 039). */
export function hashFileContent(path: string): Promise<string> {
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * The planned items with the ids the manifest keeps for them (a renamed file keeps its id),
 * and the manifest to write once the records are written. Files that failed to plan are
 * still there, so their ids are kept rather than withdrawn.
 */
export async function applyStableIds(
  planned: PlannedItem[],
  root: string,
  previous: IdManifest,
  problems: Problems,
  today: string,
): Promise<{ items: PlannedItem[]; manifest: IdManifest }> {
  const files = [];
  for (const item of planned) {
    const sha256 = await hashFileContent(join(root, item.source)).catch(() => null);
    files.push({ file: item.source, derivedId: item.objectID, sha256 });
  }
  // A sidecar's error names the sidecar; its media file is the one the manifest knows.
  const failing = problems.errors.map((problem) => problem.file);
  const keepFiles = new Set([...failing, ...failing.map((file) => file.replace(/\.json$/i, ''))]);
  const { ids, manifest } = reconcileIds(previous, files, { today, keepFiles });
  const items = planned
    .map((item) => ({ ...item, objectID: ids.get(item.source) ?? item.objectID }))
    .sort((a, b) => (a.objectID < b.objectID ? -1 : 1));
  return { items, manifest };
}
