import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { renderPages } from './render-pages.ts';

const run = promisify(execFile);
const dist = mkdtempSync(join(tmpdir(), 'render-pages-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const template = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe('renderPages', { timeout: 60_000 }, () => {
  it('writes `/` and item pages with their markup, page data and stylesheet, in Node', async () => {
    writeFileSync(join(dist, 'index.html'), template);
    // As the build runs it: its own Node process (Vite inside Vitest would not be the build's),
    // with no browser to be found.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/render/render-pages.ts', dist, '--limit', '1'],
      { env: { ...process.env, PATH: '', CHROMIUM_PATH: '/no/chromium' } },
    );
    const [first] = demoRecords;
    expect(stdout).toMatch(/^Rendered 2 pages in /);
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<script type="application/json" id="folio-page-data">');
    expect(home.match(/<li[^>]*class="result-card/g)).toHaveLength(24);
    expect(home).not.toMatch(/\sstyle="/);
    const item = readFileSync(join(dist, `item/${first?.objectID}.html`), 'utf8');
    expect(item).toContain(`<link rel="stylesheet" href="/item/${first?.objectID}.css" />`);
    expect(readFileSync(join(dist, `item/${first?.objectID}.css`), 'utf8')).toMatch(
      /^\[data-style="s0"\]:not\(#-\)\{/,
    );
  });

  it('without a records file, leaves the build as it is and says which pages it did not render', async () => {
    writeFileSync(join(dist, 'index.html'), template);
    const missing = join(dist, 'records.json');
    const report = await renderPages({ dist, recordsFile: missing });
    expect(report).toMatchObject({ pages: [], failed: [] });
    expect(report.skipped).toBe(
      `No records file at ${missing}: \`/\` and the item pages are not rendered (the app draws ` +
        'them in the browser). Pass --records <records.json> from `npm run ingest`.',
    );
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(template);
  });
});
