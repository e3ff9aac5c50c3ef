import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { serveEngine } from '../../../tests/fixtures/serve-engine';
import { renderApp } from '../../../tests/utils/render-app';

/** A demo photo with what ingest reads from IPTC/XMP (issue 28 point 2). */
const described: ItemRecord = {
  ...(demoRecords[0] as ItemRecord),
  objectID: 'described-harbour',
  title: 'Described harbour',
  tags: ['zzunique'],
  alt: 'Two fishing boats moored at a wooden pier at dusk',
  people: ['Ann Example', 'Bo Berg'],
  tagTree: { lvl0: ['Places'], lvl1: ['Places > Harbour'] },
  copyrightNotice: '© 2024 Ann Example',
  webStatement: 'https://example.org/rights/harbour',
};
/** The same without alt text: the title stays the image's text alternative. */
const plain: ItemRecord = {
  ...(demoRecords[0] as ItemRecord),
  objectID: 'plain-harbour',
  title: 'Plain harbour',
  tags: ['zzunique'],
};

const serve = () =>
  server.use(...serveEngine([...(demoRecords as ItemRecord[]), described, plain]));

describe('IPTC fields on the item page', () => {
  it('lists the people shown and the topics, each a search, apart from the creators', async () => {
    serve();
    renderApp('/item/described-harbour');
    await screen.findByRole('heading', { name: 'Described harbour', level: 1 });
    const ann = screen.getByRole('link', { name: 'Ann Example' });
    expect(ann).toHaveAttribute('href', '/?people=Ann%20Example');
    expect(ann.closest('dd')?.previousElementSibling).toHaveTextContent('People');
    expect(screen.getByRole('link', { name: 'Bo Berg' })).toHaveAttribute(
      'href',
      '/?people=Bo%20Berg',
    );
    // The deepest topic only: "Places > Harbour" says "Places" already.
    const topic = screen.getByRole('link', { name: 'Places > Harbour' });
    expect(topic).toHaveAttribute('href', '/?topic=Places%3EHarbour');
    expect(screen.queryByRole('link', { name: 'Places' })).toBeNull();
  });

  it('draws the image with its alt text, and shows the copyright notice and rights statement', async () => {
    serve();
    renderApp('/item/described-harbour');
    await screen.findByRole('heading', { name: 'Described harbour', level: 1 });
    expect(
      screen
        .getByRole('img', { name: 'Two fishing boats moored at a wooden pier at dusk' })
        .closest('picture'),
    ).toHaveClass('item-image');
    const rights = screen.getByRole('region', { name: 'Licence and credit' });
    expect(within(rights).getByText('© 2024 Ann Example')).toBeInTheDocument();
    expect(within(rights).getByRole('link', { name: 'Rights statement' })).toHaveAttribute(
      'href',
      'https://example.org/rights/harbour',
    );
  });

  it('falls back on the title for the image without alt text, and shows no rights lines', async () => {
    serve();
    renderApp('/item/plain-harbour');
    await screen.findByRole('heading', { name: 'Plain harbour', level: 1 });
    expect(screen.getByRole('img', { name: 'Plain harbour' }).closest('picture')).toHaveClass(
      'item-image',
    );
    expect(screen.queryByText('People')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rights statement' })).toBeNull();
  });
});

describe('alt text on result cards', () => {
  it("draws a card's image with the owner's alt text, else with the title", async () => {
    serve();
    renderApp('/?tags=zzunique');
    await screen.findByText(/^2 results/);
    expect(
      screen
        .getByRole('img', { name: 'Two fishing boats moored at a wooden pier at dusk' })
        .closest('picture'),
    ).toHaveClass('result-card-image');
    expect(screen.getByRole('img', { name: 'Plain harbour' }).closest('picture')).toHaveClass(
      'result-card-image',
    );
  });
});
