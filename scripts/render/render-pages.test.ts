// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/config/site-collections.ts';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { MARKUP, validRecord } from '../../tests/fixtures/hostile-collection.ts';
import { renderPages } from './render-pages.ts';
import { APP_MODULE, MANIFEST_FILE, ROUTE_MODULES } from './route-assets.ts';

/**
 * The build's render step as `npm run build:mock` runs it: its own Node process (Vite inside
 * Vitest would not be the build's), no browser on PATH, the demo records. Each page is read back
 * as a browser and a crawler parse it.
 */

const run = promisify(execFile);
const SITE = 'https://archive.example.org/';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The build's manifest, as far as the renderer reads it: the app's chunk and each screen's. */
const MANIFEST = Object.fromEntries(
  [APP_MODULE, ...Object.values(ROUTE_MODULES)].map((source) => {
    const name = basename(source, '.tsx');
    return [source, { file: `assets/${name}.js`, css: [`assets/${name}.css`] }];
  }),
);

function newDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'render-pages-'));
  folders.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(MANIFEST));
  // Unique per folder, so no page is taken from another test's cache.
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><!-- ${dist} --><title>Folio</title>` +
      '<meta name="description" content="A searchable archive." /></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  return dist;
}

async function render(dist: string, ...options: string[]) {
  return run(
    process.execPath,
    ['--import', 'tsx', 'scripts/render/render-pages.ts', dist, '--mode', 'mock', ...options],
    { env: { ...process.env, PATH: '', CHROMIUM_PATH: '/no/chromium', VITE_SITE_URL: SITE } },
  );
}

function readPage(dist: string, file: string) {
  const doc = new DOMParser().parseFromString(readFileSync(join(dist, file), 'utf8'), 'text/html');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? '') as Record<string, unknown>,
  );
  const pageData = JSON.parse(doc.getElementById('folio-page-data')?.textContent ?? 'null') as {
    path: string;
    items: Record<string, { title: string }>;
  } | null;
  const meta = (selector: string) =>
    doc.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
  return {
    doc,
    jsonLd,
    pageData,
    meta,
    canonical: doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    cards: doc.querySelectorAll('#root li.result-card').length,
  };
}

const [blinds] = demoRecords.filter(({ objectID }) => objectID === 'blinds');
if (!blinds) throw new Error('the demo has no blinds');

describe('the build renders every route in Node', { timeout: 90_000 }, () => {
  const dist = newDist();
  let stdout = '';
  // The whole build's render: under a loaded machine it takes longer than a hook's default 10 s.
  beforeAll(async () => {
    ({ stdout } = await render(dist));
  }, 90_000);

  it('says what it rendered and wrote', () => {
    const pages = 1 + demoRecords.length + 1 + collections.length + 3;
    expect(stdout).toMatch(new RegExp(`^Rendered ${pages} pages in `));
    expect(stdout).toContain(
      'wrote data/records.csv, data/records.json, data/records.geojson, data/datasets.json, iiif/, sitemap.xml, robots.txt',
    );
  });

  it('writes each item’s IIIF manifest and the collections’ at the site’s address', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'iiif/blinds/manifest.json'), 'utf8')) as {
      id: string;
      homepage: { id: string }[];
    };
    expect(manifest.id).toBe(`${SITE}iiif/blinds/manifest.json`);
    expect(manifest.homepage[0]?.id).toBe(`${SITE}item/blinds`);
    const archive = JSON.parse(readFileSync(join(dist, 'iiif/collection.json'), 'utf8')) as {
      items: unknown[];
    };
    expect(archive.items).toHaveLength(collections.length + demoRecords.length);
  });

  it('writes `/` with the first page of results, as the site and its search action', () => {
    const home = readPage(dist, 'index.html');
    expect(home.cards).toBe(24);
    expect(home.doc.title).toBe('Folio');
    expect(home.canonical).toBe(SITE);
    expect(home.meta('property="og:image"')).toMatch(/^https:\/\/archive\.example\.org\/media\//);
    expect(home.jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      url: SITE,
      potentialAction: { target: { urlTemplate: `${SITE}?q={search_term_string}` } },
    });
    expect(home.pageData?.path).toBe('/');
  });

  it('writes an item page with its record, its link preview, JSON-LD and Dublin Core', () => {
    const item = readPage(dist, 'item/blinds.html');
    expect(item.doc.querySelector('#root h1')?.textContent).toContain(blinds.title);
    expect(item.doc.title).toBe(`${blinds.title} · Folio`);
    expect(item.canonical).toBe(`${SITE}item/blinds`);
    expect(item.meta('property="og:image"')).toMatch(
      /^https:\/\/archive\.example\.org\/media\/blinds\//,
    );
    expect(item.meta('name="DC.title"')).toBe(blinds.title);
    expect(item.jsonLd[0]).toMatchObject({
      '@type': 'ImageObject',
      name: blinds.title,
      creditText: blinds.credit,
      license: blinds.license.url,
    });
    expect(String(item.jsonLd[0]?.contentUrl)).toMatch(/^https:\/\/archive\.example\.org\//);
    expect(item.pageData?.items.blinds?.title).toBe(blinds.title);
  });

  it('writes /collections with every count, and each collection with its own results', () => {
    const list = readPage(dist, 'collections.html');
    for (const { title } of collections) {
      expect(list.doc.querySelector('#root')?.textContent).toContain(title);
    }
    expect(list.doc.querySelector('#root')?.textContent).toMatch(/\d+ items/);
    expect(list.jsonLd[0]).toMatchObject({ '@type': 'CollectionPage' });
    const [first] = collections;
    if (!first) throw new Error('the demo has no collection');
    const one = readPage(dist, `collections/${first.slug}.html`);
    const itemList = one.jsonLd[0]?.mainEntity as { numberOfItems: number };
    expect(one.jsonLd[0]).toMatchObject({ '@type': 'CollectionPage', name: first.title });
    expect(one.cards).toBe(Math.min(itemList.numberOfItems, 24));
    expect(one.cards).toBeGreaterThan(0);
    expect(one.doc.title).toBe(`${first.title} · Folio`);
  });

  it('writes /about with the credits and /map with its list (the map is drawn in the browser)', () => {
    const about = readPage(dist, 'about.html');
    expect(about.doc.querySelector('#root')?.textContent).toContain('Credits and licences');
    expect(about.doc.querySelector('#root')?.textContent).toContain(blinds.title);
    expect(about.doc.querySelector('#root')?.textContent).not.toContain('Loading');
    const map = readPage(dist, 'map.html');
    expect(map.cards).toBeGreaterThan(0);
    expect(map.canonical).toBe(`${SITE}map`);
  });

  it('writes nothing the security policy refuses: no style attribute, no script that runs inline', () => {
    for (const file of [
      'index.html',
      'item/blinds.html',
      'collections.html',
      'about.html',
      'map.html',
    ]) {
      const { doc } = readPage(dist, file);
      expect(doc.querySelectorAll('[style]')).toHaveLength(0);
      for (const script of doc.querySelectorAll('script')) {
        const data = ['application/json', 'application/ld+json'].includes(script.type);
        expect(data || script.src !== '').toBe(true);
      }
    }
  });

  it('links the app’s and the screen’s stylesheets, so nothing moves when the app lands', () => {
    const links = (file: string, rel: string) =>
      [
        ...readPage(dist, file).doc.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`),
      ].map((link) => link.getAttribute('href'));
    expect(links('item/blinds.html', 'stylesheet')).toEqual(
      expect.arrayContaining(['/assets/boot.css', '/assets/item-route.css']),
    );
    // No script competes with the first paint: the entry asks for the app once it is drawn.
    expect(links('item/blinds.html', 'modulepreload')).toEqual([]);
    expect(links('about.html', 'stylesheet')).toContain('/assets/about-route.css');
    expect(links('about.html', 'stylesheet')).not.toContain('/assets/item-route.css');
    expect(existsSync(join(dist, MANIFEST_FILE))).toBe(false);
  });

  it('writes the sitemap with every page and item picture, and robots.txt pointing to it', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<url>/g)).toHaveLength(demoRecords.length + 5 + collections.length);
    expect(sitemap).toContain(`<loc>${SITE}item/blinds</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}data</loc>`);
    expect(sitemap).toContain('<image:image>');
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}sitemap.xml`);
  });
});

describe('rebuilding', { timeout: 90_000 }, () => {
  it('keeps unchanged item pages and renders a changed one again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'render-records-'));
    folders.push(folder);
    const records = join(folder, 'records.json');
    const cache = ['--records', records, '--limit', '3'];
    writeFileSync(records, JSON.stringify(demoRecords));
    const dist = newDist();
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    await render(dist, ...cache);
    const [first, second] = demoRecords;
    if (!first || !second) throw new Error('the demo is too small');
    writeFileSync(
      records,
      JSON.stringify([{ ...first, title: 'Renamed by its owner' }, ...demoRecords.slice(1)]),
    );
    // As `vite build` leaves them again.
    writeFileSync(join(dist, 'index.html'), template);
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, MANIFEST_FILE), JSON.stringify(MANIFEST));
    const { stdout } = await render(dist, ...cache);
    expect(stdout).toContain('2 unchanged item pages kept');
    expect(readPage(dist, `item/${first.objectID}.html`).doc.title).toBe(
      'Renamed by its owner · Folio',
    );
    expect(readPage(dist, `item/${second.objectID}.html`).doc.title).toBe(
      `${second.title} · Folio`,
    );
  });
});

describe('hostile record text', { timeout: 90_000 }, () => {
  it('stays text in the title, every tag, the JSON-LD and the page data', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'render-hostile-'));
    folders.push(folder);
    const hostile = `${MARKUP} </script><!-- "quotes" & \u2028 $& $1`;
    const records = join(folder, 'records.json');
    writeFileSync(
      records,
      JSON.stringify([
        { ...validRecord('hostile', hostile), description: hostile },
        ...demoRecords,
      ]),
    );
    const dist = newDist();
    await render(dist, '--records', records, '--limit', '1');
    const page = readPage(dist, 'item/hostile.html');
    // Tags hold one line: the line separator is a space there.
    const oneLine = hostile.replace(/\s+/g, ' ');
    expect(page.doc.title).toBe(`${oneLine} · Folio`);
    expect(page.meta('property="og:title"')).toBe(oneLine);
    expect(page.meta('name="DC.title"')).toBe(oneLine);
    expect(page.jsonLd[0]?.name).toBe(oneLine);
    expect(page.pageData?.items.hostile?.title).toBe(hostile);
    expect(page.doc.querySelector('#root h1')?.textContent).toContain(hostile);
    // Nothing it holds became an element: the page's own scripts only.
    expect(page.doc.querySelectorAll('img[onerror], script:not([src]):not([type])')).toHaveLength(
      0,
    );
  });
});

describe('without a records file', () => {
  it('leaves the build as it is and says which pages it did not render', async () => {
    const dist = newDist();
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const missing = join(dist, 'records.json');
    const report = await renderPages({ dist, recordsFile: missing });
    expect(report).toMatchObject({ pages: [], failed: [], files: [] });
    expect(report.skipped).toContain(`No records file at ${missing}: no page is rendered`);
    expect(report.skipped).toContain('/collections and each collection, /about and /map');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(template);
  });
});

describe('retired item addresses', { timeout: 90_000 }, () => {
  it('a removed item gets the withdrawn page (410) and leaves the sitemap; a renamed one is sent on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'render-retired-'));
    folders.push(folder);
    const [kept, removed, ...rest] = demoRecords;
    if (!kept || !removed) throw new Error('the demo is too small');
    // The ingest's view after `removed` lost its file and `kept` was renamed (decision 039).
    const records = join(folder, 'records.json');
    writeFileSync(records, JSON.stringify([kept, ...rest]));
    writeFileSync(
      join(folder, 'item-ids.json'),
      JSON.stringify({
        version: 1,
        items: [
          { id: kept.objectID, file: 'renamed.jpg', sha256: 'k', status: 'live' },
          { id: 'old-name', file: 'old-name.jpg', sha256: 'k', status: 'moved', to: kept.objectID },
          {
            id: removed.objectID,
            file: 'x.jpg',
            sha256: 'r',
            status: 'withdrawn',
            since: '2026-11-26',
          },
        ],
      }),
    );
    const dist = newDist();
    await render(dist, '--records', records, '--limit', '1');
    const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
    expect(redirects).toContain(`/item/old-name /item/${kept.objectID} 301!`);
    expect(redirects).toMatch(new RegExp(`/item/${removed.objectID} \\S+ 410!`));
    const withdrawn = readPage(dist, `item/${removed.objectID}.html`);
    expect(withdrawn.doc.body.textContent).toMatch(/withdrawn/i);
    expect(withdrawn.doc.querySelector('form[action="/"] input[name="q"]')).not.toBeNull();
    expect(withdrawn.meta('name="robots"')).toBe('noindex');
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`item/${removed.objectID}<`);
    expect(sitemap).toContain(`item/${kept.objectID}<`);
  });
});

describe('a large archive', { timeout: 120_000 }, () => {
  it('is rendered on two cores, every item page once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'render-large-'));
    folders.push(folder);
    const records = join(folder, 'records.json');
    const count = 520;
    writeFileSync(
      records,
      JSON.stringify(
        Array.from({ length: count }, (_, at) => {
          const record = demoRecords[at % demoRecords.length] as (typeof demoRecords)[number];
          return { ...record, objectID: `copy-${at}`, title: `Copy ${at}` };
        }),
      ),
    );
    const dist = newDist();
    const { stdout } = await render(dist, '--records', records, '--workers', '2', '--no-cache');
    expect(stdout).toMatch(new RegExp(`^Rendered ${count + 5 + collections.length} pages`));
    expect(readPage(dist, 'item/copy-0.html').doc.title).toBe('Copy 0 · Folio');
    expect(readPage(dist, `item/copy-${count - 1}.html`).doc.title).toBe(
      `Copy ${count - 1} · Folio`,
    );
  });
});
