import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { site } from '../../src/config/site.ts';
import { collections } from '../../src/config/site-collections.ts';
import { validateSiteConfig, type SiteConfig } from '../../src/config/site-schema.ts';

/** The demo's records: a mock build can check each collection's cover and contents against them. */
export const DEMO_RECORDS_FILE = 'src/mocks/data/demo-records.json';

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The page's title and description before any script runs: for crawlers and link previews. */
export function injectSiteText(html: string, name: string, description: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(name)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i,
      `<meta name="description" content="${escapeText(description)}" />`,
    );
}

export function formatSiteProblems(problems: readonly string[]): string {
  return (
    `The site config has ${problems.length} problem${problems.length === 1 ? '' : 's'} ` +
    '(src/config/site.ts, src/config/site-collections.ts):\n' +
    problems.map((problem) => `  - ${problem}`).join('\n')
  );
}

/**
 * Checks the site config (src/config/site*.ts) when a build or the dev server starts, and stops
 * with every problem named by collection and field: the app itself trusts it. A mock build also
 * checks covers and contents against the demo records. index.html gets the archive's name and
 * description, as the app will show them (VITE_ARCHIVE_NAME included).
 */
export function siteConfigPlugin({
  mock,
  config = { ...site, collections },
}: {
  mock: boolean;
  config?: SiteConfig;
}): Plugin {
  let root = process.cwd();
  let archiveName = config.archiveName;
  return {
    name: 'folio:site-config',
    configResolved(resolved) {
      root = resolved.root;
      // As src/config/env.ts reads it: the deployment's VITE_ARCHIVE_NAME wins over the file.
      archiveName = String(resolved.env.VITE_ARCHIVE_NAME ?? '').trim() || config.archiveName;
    },
    buildStart() {
      const records = mock
        ? (JSON.parse(readFileSync(resolve(root, DEMO_RECORDS_FILE), 'utf8')) as Record<
            string,
            unknown
          >[])
        : undefined;
      const problems = validateSiteConfig(config, records);
      if (problems.length > 0) this.error(formatSiteProblems(problems));
    },
    transformIndexHtml: (html) => injectSiteText(html, archiveName, config.description),
  };
}
