import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ItemRecord } from '../../src/types/item.ts';
import { writeFileAtomic } from './atomic-write.ts';

/** Sorted and pretty-printed, so the same input gives the same bytes and clean git diffs. */
export function serializeRecords(records: ItemRecord[]): string {
  const sorted = [...records].sort((a, b) => (a.objectID < b.objectID ? -1 : 1));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Writes only when the text changed, so watchers (the dev server) see no needless change. */
export async function writeRecords(path: string, records: ItemRecord[]): Promise<void> {
  const text = serializeRecords(records);
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current !== text) await writeFileAtomic(path, text);
}

/** Removes the media folders of items that are no longer in the records; returns their ids. */
export async function removeVanished(mediaDir: string, keep: Set<string>): Promise<string[]> {
  const entries = await readdir(mediaDir, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || keep.has(entry.name)) continue;
    await rm(join(mediaDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed.sort();
}
