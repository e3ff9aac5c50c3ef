import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
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

/** Checked while a screen is up: no record's markup became elements, none of its script ran. */
function expectNoMarkupRan(): void {
  expect((window as unknown as Record<string, unknown>)[SCRIPT_MARK]).toBeUndefined();
  expect(document.querySelector('img[src="x"], script')).toBeNull();
  expect(screen.queryByText(CRASH_TEXT)).not.toBeInTheDocument();
}

beforeEach(() => {
  server.use(
    serveCollection(HOSTILE_COLLECTION),
    // The item page asks a clip's size; these records' clip is on no server.
    http.head('*/v.mp4', () => new HttpResponse(null, { status: 404 })),
  );
});

describe('a collection with hostile and malformed records', () => {
  it('shows every record on the home page, each as text, the bad ones as placeholders', async () => {
    renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(HOSTILE_COLLECTION.length);
    expectNoMarkupRan();
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

  it('truncates a long facet value and keeps the whole of it in a tooltip', async () => {
    renderApp('/');
    // The long word is both a tag and a creator.
    const options = await screen.findAllByRole('checkbox', {
      name: new RegExp(LONG_WORD.slice(0, 40)),
    });
    expect(options).toHaveLength(2);
    for (const option of options)
      expect(option.closest('label')?.querySelector('.facet-label')).toHaveAttribute(
        'title',
        LONG_WORD,
      );
    expectNoMarkupRan();
  });

  it('gives every record an item page that shows what it can', async () => {
    for (const record of HOSTILE_COLLECTION) {
      const id = String(record.objectID);
      const { unmount } = renderApp(`/item/${encodeURIComponent(id)}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toBe('');
      expect(heading).not.toHaveTextContent(/not found/i);
      expectNoMarkupRan();
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

  // Whether it wraps is a layout question: the 390 px journey checks that.
  it('shows a 10,000-character word whole', async () => {
    renderApp('/item/long-words');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(LONG_WORD);
  });
});
