import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import { readIdManifest } from '../ingest/id-manifest-file.ts';
import { hashFileContent } from '../ingest/stable-ids.ts';
import { makeTempDir, removeDir } from '../ingest/test-fixtures.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';
import { stageDemoSource } from './stage-demo-source.ts';

/**
 * The demo's id manifest is committed with its records (`npm run demo:media` writes both), so a
 * demo file renamed later keeps its item's URL. This keeps the two in step.
 */
describe('the demo id manifest', () => {
  it('lists every demo record as live, at a staged demo file with the same bytes', async () => {
    // demo:media ingests the staged copy (stage-demo-source.ts), so its bytes are the ones named.
    const staged = await makeTempDir('folio-demo-source-');
    await stageDemoSource(join(REPO_ROOT, DEMO.source), staged);
    const manifest = await readIdManifest(join(REPO_ROOT, DEMO.ids));
    const records = JSON.parse(
      await readFile(join(REPO_ROOT, DEMO.records), 'utf8'),
    ) as ItemRecord[];
    const live = manifest.items.filter((entry) => entry.status === 'live');
    expect(live.map((entry) => entry.id).sort()).toEqual(
      records.map((record) => record.objectID).sort(),
    );
    for (const entry of live) {
      expect(await hashFileContent(join(staged, entry.file)), entry.file).toBe(entry.sha256);
    }
    await removeDir(staged);
  }, 60_000);
});
