import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site.ts';
import { collections } from '../../src/config/site-collections.ts';
import { DEMO_RECORDS_FILE, injectSiteText, siteConfigPlugin } from './site-config-plugin.ts';

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="A searchable archive of photos and videos." />' +
  '<title>Folio</title></head><body><script type="module" src="/main.js"></script></body></html>';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-site-config-'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'main.js'), 'document.title = "ok";\n');
  const records = [
    { objectID: 'hubble-deep-field', tags: ['space', 'stars'] },
    { objectID: 'skagen', tags: ['sea'], place: { country: 'Denmark' } },
  ];
  await mkdir(dirname(join(root, DEMO_RECORDS_FILE)), { recursive: true });
  await writeFile(join(root, DEMO_RECORDS_FILE), JSON.stringify(records));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function buildWith(plugin: ReturnType<typeof siteConfigPlugin>, outDir: string) {
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { outDir, emptyOutDir: true },
  });
}

const SPACE = {
  slug: 'space',
  title: 'Space',
  description: 'Launches and astronauts.',
  filters: { tags: ['space'] },
  cover: 'hubble-deep-field',
};

describe('a build with the site config plugin', () => {
  it('stops on a broken site config, naming the collection and field', async () => {
    const config = {
      ...site,
      collections: [SPACE, { ...SPACE, slug: 'denmark', filters: { country: ['Denmark'] } }],
    };
    await expect(buildWith(siteConfigPlugin({ mock: false, config }), 'broken')).rejects.toThrow(
      /The site config has 1 problem \(src\/config\/site\.ts, src\/config\/site-collections\.ts\):\n {2}- collection "denmark" \(collections\[1\]\) › filters\.country: is not a facet of the index/,
    );
  });

  it('in a mock build, stops on a cover that is not among the demo records', async () => {
    const config = { ...site, collections: [{ ...SPACE, cover: 'skagen' }] };
    await expect(buildWith(siteConfigPlugin({ mock: true, config }), 'mock')).rejects.toThrow(
      'collection "space" (collections[0]) › cover: "skagen" is not in the collection',
    );
  });

  it('builds with a valid config and writes its name and description into index.html', async () => {
    const config = {
      archiveName: 'Harbour <Archive>',
      description: 'Boats & "quays".',
      collections,
    };
    await buildWith(siteConfigPlugin({ mock: false, config }), 'ok');
    const html = await readFile(join(root, 'ok/index.html'), 'utf8');
    expect(html).toContain('<title>Harbour &lt;Archive></title>');
    expect(html).toContain('<meta name="description" content="Boats &amp; &quot;quays&quot;." />');
  });
});

describe('injectSiteText', () => {
  it('replaces the title and the description and nothing else', () => {
    const html = injectSiteText(INDEX_HTML, site.archiveName, site.description);
    expect(html).toContain(`<title>${site.archiveName}</title>`);
    expect(html).toContain(`content="${site.description.replace(/"/g, '&quot;')}"`);
    expect(html.replace(/<title>.*<\/title>|<meta name="description"[^>]*>/g, '')).toBe(
      INDEX_HTML.replace(/<title>.*<\/title>|<meta name="description"[^>]*>/g, ''),
    );
  });
});
