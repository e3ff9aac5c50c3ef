import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import {
  HOSTILE_COLLECTION,
  INVALID_RECORDS,
  LONG_WORD,
  MARKUP,
  SCRIPT_MARK,
} from '../../tests/fixtures/hostile-collection';
import { serveCollection } from '../../tests/fixtures/serve-collection';
import { renderApp } from '../../tests/utils/render-app';

const CRASH_TEXT = /could not be shown|something went wrong/i;

afterEach(() => {
  expect((window as unknown as Record<string, unknown>)[SCRIPT_MARK]).toBeUndefined();
  expect(document.querySelector('img[src="x"], script')).toBeNull();
});

describe('a collection with hostile and malformed records', () => {
  it('shows every record on the home page, each as text, the bad ones as placeholders', async () => {
    server.use(serveCollection(HOSTILE_COLLECTION));
    renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(HOSTILE_COLLECTION.length);
    expect(screen.queryByText(CRASH_TEXT)).not.toBeInTheDocument();
    // Markup is shown as the text it is.
    expect(within(grid).getAllByText(MARKUP).length).toBeGreaterThanOrEqual(2);
    // A record without a usable title or image still has its card, named by its id.
    expect(within(grid).getByText('Untitled (everything-wrong)')).toBeInTheDocument();
    expect(within(grid).getByText('Untitled (only-an-id)')).toBeInTheDocument();
    expect(within(grid).getAllByRole('img', { name: 'No image' }).length).toBeGreaterThanOrEqual(4);
    // Record text is isolated, so an override cannot reorder the text around it.
    const reversed = within(grid).getByText(/Reversed title/);
    expect(reversed.closest('bdi')).not.toBeNull();
    // No duration that is not a positive number.
    expect(grid.textContent).not.toMatch(/NaN|-\d+:\d\d/);
  });

  it('gives every record an item page that shows what it can', async () => {
    for (const record of HOSTILE_COLLECTION) {
      server.use(serveCollection(HOSTILE_COLLECTION));
      const id = String(record.objectID);
      const { unmount } = renderApp(`/item/${encodeURIComponent(id)}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toBe('');
      expect(screen.queryByText(CRASH_TEXT)).not.toBeInTheDocument();
      const isInvalid = INVALID_RECORDS.includes(record);
      const note = screen.queryByText(/This item’s data is incomplete/);
      if (
        ['image-null', 'license-null', 'title-object', 'everything-wrong', 'only-an-id'].includes(
          id,
        )
      )
        expect(note).toBeInTheDocument();
      if (!isInvalid) expect(note).toBeNull();
      unmount();
    }
  });

  it('names the missing parts of a malformed record, and keeps the rest', async () => {
    server.use(serveCollection(HOSTILE_COLLECTION));
    renderApp('/item/everything-wrong');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Untitled (everything-wrong)',
    );
    expect(screen.getByText(/This item’s data is incomplete/)).toHaveTextContent(
      'its record lacks a usable title, image, license',
    );
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.getByText(/Licence: not stated in this item’s record/)).toBeInTheDocument();
  });

  it('shows a 10,000-character word whole, for the page to wrap', async () => {
    server.use(serveCollection(HOSTILE_COLLECTION));
    renderApp('/item/long-words');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(LONG_WORD);
  });
});
