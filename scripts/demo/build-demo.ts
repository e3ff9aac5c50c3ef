import { join } from 'node:path';
import { main } from '../ingest/main.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';
import { stageDemoSource } from './stage-demo-source.ts';

/**
 * `npm run demo:media`: ingests demo/media into public-mock/media (the mock build's public
 * folder) and the committed demo records. Extra arguments go to ingest (e.g. --concurrency 1).
 * It ingests a staged copy where a few photos carry their metadata in the file
 * (stage-demo-source.ts), as an owner's files do.
 */
const staged = join(REPO_ROOT, DEMO.staged);
try {
  await stageDemoSource(join(REPO_ROOT, DEMO.source), staged);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const args = [
  staged,
  '--out',
  join(REPO_ROOT, DEMO.out),
  '--base-url',
  DEMO.baseUrl,
  '--records',
  join(REPO_ROOT, DEMO.records),
  '--cache',
  join(REPO_ROOT, DEMO.cache),
  '--ids',
  join(REPO_ROOT, DEMO.ids),
  ...process.argv.slice(2),
];

const writer = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
  isTTY: process.stderr.isTTY,
  columns: process.stderr.columns,
};

process.exitCode = await main(args, writer);
