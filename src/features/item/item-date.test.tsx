import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import demoRecords from '@/mocks/data/demo-records.json';
import { createDemoEngine } from '@/mocks/demo-engine';
import { createAlgoliaSearchHandlers } from '@/mocks/handlers/algolia-search';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { renderApp } from '../../../tests/utils/render-app';

/** A demo record dated loosely by its owner, as ingest writes a sidecar's `"date": "196X"`. */
const sixties: ItemRecord = {
  ...(demoRecords[0] as ItemRecord),
  objectID: 'sixties-harbour',
  title: 'Sixties harbour',
  takenAt: null,
  year: 1960,
  dateText: '196X',
  dateLabel: '1960s',
  dayFirst: Date.UTC(1960, 0, 1) / 86_400_000,
  dayLast: Date.UTC(1969, 11, 31) / 86_400_000,
};

function serveWithSixties() {
  const { appId, searchKey } = MOCK_ALGOLIA;
  server.use(
    ...createAlgoliaSearchHandlers(createDemoEngine([...(demoRecords as ItemRecord[]), sixties]), {
      appId,
      searchKey,
    }),
  );
}

describe('a loosely dated item', () => {
  it('shows its date as the owner gave it, a link to the years it spans', async () => {
    serveWithSixties();
    renderApp('/item/sixties-harbour');
    await screen.findByRole('heading', { name: 'Sixties harbour', level: 1 });
    expect(screen.getByText('Date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1960s' })).toHaveAttribute('href', '/?year=1960:1969');
  });

  it('is found by a year filter on a year inside its span', async () => {
    serveWithSixties();
    renderApp('/?year=1965:1965');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(within(grid).getByRole('link', { name: /Sixties harbour/ })).toBeInTheDocument();
  });
});
