import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../ingest/atomic-write.ts';
import { parseSidecar } from '../ingest/sidecar-schema.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';
import { licenseUrls, sidecarFor } from './sidecars-from-credits.ts';
import type { Credit } from './sidecars-from-credits.ts';

/**
 * Writes the committed sidecars next to the demo media (`<file>.json`) from demo/credits.json.
 * Run it after editing credits.json: `npx tsx scripts/demo/make-sidecars.ts`.
 */
const demo = join(REPO_ROOT, 'demo');
const credits = JSON.parse(await readFile(join(demo, 'credits.json'), 'utf8')) as Credit[];
const urls = licenseUrls(await readFile(join(demo, 'CREDITS.md'), 'utf8'));
for (const credit of credits) {
  if (!urls.has(credit.license))
    throw new Error(`${credit.file}: CREDITS.md gives no URL for ${credit.license}`);
  const sidecar = sidecarFor(credit, credits, urls);
  const { issues } = parseSidecar(sidecar, credit.kind === 'video' ? 'video' : 'image');
  if (issues.length > 0) throw new Error(`${credit.file}: ${JSON.stringify(issues)}`);
  const path = join(REPO_ROOT, DEMO.source, `${credit.file}.json`);
  await writeFileAtomic(path, `${JSON.stringify(sidecar, null, 2)}\n`);
}
console.log(`wrote ${credits.length} sidecars to ${DEMO.source}/`);
