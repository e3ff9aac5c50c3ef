import { describe, expect, it } from 'vitest';
import { configResult } from '@/config/config-result';
import { createRequestHandler } from '@/engine';
import demoRecords from '@/mocks/data/demo-records.json';
import { createDemoEngine } from '@/mocks/demo-engine';
import { requesterFromHandler } from '@/services/search/handler-requester';
import { renderPage } from './entry-server';

/**
 * Pages rendered in Node (no window, no network): the app's own screens, with the search client
 * answered by the local engine, as scripts/render/render-pages.ts renders them at build time.
 */

const config = (() => {
  if (!configResult.ok) throw new Error('the tests’ mock configuration is refused');
  return configResult.config;
})();

function optionsOver(records: readonly unknown[] = demoRecords) {
  const handle = createRequestHandler(createDemoEngine(records), 'any');
  return { config, requester: requesterFromHandler(handle) };
}

const [record] = demoRecords;
if (!record) throw new Error('the demo collection is empty');

const hostileTitle = '</script><script>alert(1)</script><!-- & \u2028';

describe('renderPage', { timeout: 30_000 }, () => {
  it('renders `/` with the first page of the default search and InstantSearch’s results', async () => {
    const { html, data } = await renderPage('/', 'home', optionsOver());
    expect(html.match(/<li[^>]*class="result-card/g)).toHaveLength(24);
    expect(html).toContain('<h1 class="search-intro-name">');
    const results = Object.values(data.instantSearch?.initialResults ?? {});
    expect(results[0]?.results?.[0]).toMatchObject({ nbHits: demoRecords.length, page: 0 });
    expect(data.path).toBe('/');
  });

  it("renders `/` with the timeline's slot reserved and empty: its code loads after hydration", async () => {
    const { html } = await renderPage('/', 'home', optionsOver());
    expect(html).toContain('<div class="timeline-slot"></div>');
    expect(html).not.toContain('timeline-bar');
  });

  it('renders an item page with its record, carried for the browser', async () => {
    const { html, data } = await renderPage(`/item/${record.objectID}`, 'item', optionsOver());
    expect(html).toMatch(new RegExp(`<h1 id="item-title"[^>]*>.*${record.title}`));
    expect(data.items[record.objectID]).toMatchObject({
      objectID: record.objectID,
      title: record.title,
    });
    expect(data.instantSearch).toBeNull();
  });

  it('renders hostile record text as text', async () => {
    const records = [{ ...record, title: hostileTitle }, ...demoRecords.slice(1)];
    const { html, data } = await renderPage(
      `/item/${record.objectID}`,
      'item',
      optionsOver(records),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Carried as it is (the data block escapes it: page-data.test.ts).
    expect(data.items[record.objectID]?.title).toContain('</script><script>alert(1)</script>');
  });
});

describe('renderPage, the pages that load for themselves', { timeout: 30_000 }, () => {
  it('renders /collections with each collection’s count, carried for the browser', async () => {
    const { html, data } = await renderPage('/collections', 'collections', optionsOver());
    expect(html).toMatch(/\d+ items/);
    const [stats] = Object.values(data.loads) as { counts: Record<string, number> }[];
    expect(Object.values(stats?.counts ?? {}).every((count) => count > 0)).toBe(true);
  });

  it('renders /about with the credits of every record', async () => {
    const { html, data } = await renderPage('/about', 'about', optionsOver());
    expect(html).toContain(`${demoRecords.length} items`);
    expect(html).not.toContain('Loading the credits');
    expect(Object.keys(data.loads)).toEqual([expect.stringMatching(/^credits /)]);
  });

  it('renders a collection with its own results only, and /map with its list', async () => {
    const collection = await renderPage('/collections/space', 'collection', optionsOver());
    const [space] = Object.values(collection.data.instantSearch?.initialResults ?? {});
    const nbHits = space?.results?.[0]?.nbHits ?? 0;
    expect(nbHits).toBeGreaterThan(0);
    expect(nbHits).toBeLessThan(demoRecords.length);
    expect(collection.html.match(/<li[^>]*class="result-card/g)).toHaveLength(nbHits);
    const map = await renderPage('/map', 'map', optionsOver());
    expect(map.html).toContain('class="map-title"');
    expect(map.data.instantSearch).not.toBeNull();
  });
});
