import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const demo = demoRecords as ItemRecord[];

/** Three demo records given people and hierarchical tags, as ingest writes them from IPTC/XMP. */
const RECORDS: ItemRecord[] = demo.map((record, at) => {
  if (at === 0)
    return {
      ...record,
      people: ['Ann Example', 'Bo Berg'],
      tagTree: { lvl0: ['Places'], lvl1: ['Places > Harbour'] },
    };
  if (at === 1)
    return {
      ...record,
      people: ['Bo Berg'],
      tagTree: { lvl0: ['Places'], lvl1: ['Places > Market'] },
    };
  if (at === 2) return { ...record, tagTree: { lvl0: ['Events'] } };
  return record;
});

const facet = (name: string) => screen.getByRole('group', { name });
const results = (count: number) => screen.findByText(new RegExp(`^${count} results?`));

describe('the People and Topic facets', () => {
  it('lists the people with counts and refines by one, keeping it in the URL', async () => {
    server.use(...serveEngine(RECORDS));
    const { user } = renderApp('/');
    await results(demo.length);
    const people = within(facet('People'));
    expect(people.getByRole('checkbox', { name: 'Bo Berg 2' })).not.toBeChecked();
    await user.click(people.getByRole('checkbox', { name: 'Ann Example 1' }));
    await results(1);
    await waitFor(() => expect(currentUrl()).toBe('/?people=Ann%20Example'));
    expect(screen.getByRole('button', { name: 'Remove filter People: Ann Example' })).toBeVisible();
  });

  it('walks down the topics, and reads a topic path from the URL', async () => {
    server.use(...serveEngine(RECORDS));
    const { user } = renderApp('/');
    await results(demo.length);
    const topics = within(facet('Topic'));
    expect(topics.queryByRole('checkbox', { name: /Harbour/ })).toBeNull();
    await user.click(topics.getByRole('checkbox', { name: 'Places 2' }));
    await results(2);
    await waitFor(() => expect(currentUrl()).toBe('/?topic=Places'));
    await user.click(within(facet('Topic')).getByRole('checkbox', { name: 'Harbour 1' }));
    await results(1);
    await waitFor(() => expect(currentUrl()).toBe('/?topic=Places%3EHarbour'));
  });

  it('opens a topic link from the item page on its results', async () => {
    server.use(...serveEngine(RECORDS));
    renderApp('/?topic=Places%3EMarket');
    await results(1);
    expect(within(facet('Topic')).getByRole('checkbox', { name: 'Market 1' })).toBeChecked();
  });
});
