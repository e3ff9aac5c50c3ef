import { DEMO_RECORDS_FILE } from '../vite/site-config-plugin.ts';

/**
 * Where the records are read from unless --records says: the demo's in mock mode, else
 * FOLIO_RECORDS or what `npm run ingest` writes by default. The build's render step and the dev
 * server's open data read the same file.
 */
export function defaultRecordsFile(mode: string, env = process.env): string {
  if (mode === 'mock') return DEMO_RECORDS_FILE;
  return env.FOLIO_RECORDS || 'dist-media/records.json';
}
