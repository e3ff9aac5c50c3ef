import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
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

describe('a loosely dated item', () => {
  it('shows its date as the owner gave it, a link to the years it spans', async () => {
    server.use(...serveEngine([...(demoRecords as ItemRecord[]), sixties]));
    renderApp('/item/sixties-harbour');
    await screen.findByRole('heading', { name: 'Sixties harbour', level: 1 });
    expect(screen.getByText('Date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1960s' })).toHaveAttribute('href', '/?year=1960:1969');
  });
});
