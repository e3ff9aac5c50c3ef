import { fileURLToPath } from 'node:url';

/** Where the demo collection comes from and goes; shared by build-demo and the dev plugin. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const DEMO = {
  source: 'demo/media',
  out: 'public-mock',
  baseUrl: '/media',
  records: 'src/mocks/data/demo-records.json',
  /** Committed with the records, so a demo file renamed later keeps its URL (decision 039). */
  ids: 'src/mocks/data/item-ids.json',
  cache: '.cache/ingest',
  /** demo/media with a few photos' metadata moved into the files (stage-demo-source.ts). */
  staged: '.cache/demo-source',
} as const;
