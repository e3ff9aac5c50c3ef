import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const demo = demoRecords as ItemRecord[];

const NC = { name: 'CC BY-NC 4.0', url: 'https://creativecommons.org/licenses/by-nc/4.0/' };
const IN_COPYRIGHT = { name: 'In Copyright', url: 'http://rightsstatements.org/vocab/InC/1.0/' };

/** The demo (free to reuse) with one record under NC and three in copyright, as ingest writes them. */
const RECORDS: ItemRecord[] = demo.map((record, at) => {
  if (at === 0) return { ...record, license: NC, reuse: 'conditions' };
  if (at <= 3) return { ...record, license: IN_COPYRIGHT, reuse: 'permission' };
  return record;
});

/** The facet filters of each hits query the page sent. */
function recordFacetFilters(): () => string[][][] {
  const bodies: { requests: { facetFilters?: string[][]; type?: string }[] }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/1/indexes/*/queries'))
      void request
        .clone()
        .json()
        .then((body: (typeof bodies)[number]) => bodies.push(body));
  });
  return () =>
    bodies
      .filter((body) => body.requests[0]?.type !== 'facet')
      .map((body) => body.requests[0]?.facetFilters ?? []);
}

afterEach(() => server.events.removeAllListeners());

const reuseFacet = () => within(screen.getByRole('group', { name: 'Reuse' }));
const results = (count: number) => screen.findByText(new RegExp(`^${count} results?`));

describe('the Reuse facet', () => {
  it('lists the three groups in their order, not by count, and filters by one', async () => {
    server.use(...serveEngine(RECORDS));
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(demo.length);
    expect(
      reuseFacet()
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([`Free to reuse ${demo.length - 4}`, 'Reuse with conditions 1', 'Ask permission 3']);
    await user.click(reuseFacet().getByRole('checkbox', { name: 'Ask permission 3' }));
    await results(3);
    await waitFor(() => expect(currentUrl()).toBe('/?reuse=permission'));
    expect(filters().at(-1)).toEqual([['reuse:permission']]);
    expect(
      screen.getByRole('button', { name: 'Remove filter Reuse: Ask permission' }),
    ).toBeVisible();
  });

  it('reads the group from the URL', async () => {
    server.use(...serveEngine(RECORDS));
    renderApp('/?reuse=conditions');
    await results(1);
    expect(reuseFacet().getByRole('checkbox', { name: 'Reuse with conditions 1' })).toBeChecked();
  });
});
