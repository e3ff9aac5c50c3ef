import { parseArgs } from 'node:util';
import { writeHostFiles } from './write-host-files.ts';

/**
 * `tsx scripts/urls/cli.ts --ids dist-media/item-ids.json --out dist`: after `vite build`,
 * writes `_redirects` and the pages at retired item addresses (decision 039, docs/urls.md).
 */
const { values } = parseArgs({
  options: {
    ids: { type: 'string', default: 'dist-media/item-ids.json' },
    out: { type: 'string', default: 'dist' },
    'site-url': { type: 'string' },
  },
});
try {
  const result = await writeHostFiles({
    ids: values.ids,
    out: values.out,
    siteUrl: values['site-url'] ?? process.env.VITE_SITE_URL,
    archiveName: process.env.VITE_ARCHIVE_NAME,
  });
  if (result.kind === 'no-manifest') {
    process.stdout.write(`urls: no id manifest at ${values.ids}; no retired item URLs to keep\n`);
  } else {
    const retired = result.paths.filter((path) => path.startsWith('item/')).length;
    process.stdout.write(`urls: kept ${retired} retired item URLs in ${values.out}\n`);
  }
} catch (error) {
  process.stderr.write(`urls: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
