import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEMO_RECORDS_FILE } from './site-config-plugin.ts';

/**
 * For benchmarks only: `FOLIO_MOCK_RECORDS=/abs/path/records.json vite build --mode mock` builds
 * a mock build whose engine serves those records instead of the demo's (e.g. 10,000 generated
 * located records for bench:map). Everything else still comes from the demo: the media (give
 * the records demo media URLs), the collections pages, the query suggestions' source. A real
 * build refuses the variable, so a stray one cannot go unnoticed.
 */
export const MOCK_RECORDS_VARIABLE = 'FOLIO_MOCK_RECORDS';

/** The records file to serve instead of the demo's, or null; throws when it cannot be used. */
export function readMockRecordsFile(
  env: Record<string, string | undefined>,
  mock: boolean,
): string | null {
  const file = env[MOCK_RECORDS_VARIABLE]?.trim();
  if (!file) return null;
  if (!mock)
    throw new Error(
      `${MOCK_RECORDS_VARIABLE} only replaces the demo records of a mock build (--mode mock), ` +
        'for benchmarks; unset it for this build.',
    );
  if (!isAbsolute(file) || !file.endsWith('.json') || !existsSync(file))
    throw new Error(
      `${MOCK_RECORDS_VARIABLE} must name an existing .json file by its absolute path: ${file}`,
    );
  return file;
}

/** Resolves every import of the demo records file to `file`. */
export function mockRecordsPlugin(file: string, root = process.cwd()): Plugin {
  const demo = resolve(root, DEMO_RECORDS_FILE);
  return {
    name: 'folio:mock-records',
    enforce: 'pre',
    resolveId: {
      filter: { id: /demo-records\.json$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === demo ? file : null;
      },
    },
  };
}
