import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { collections } from '@/config/site-collections';
import { renderApp } from '../../../../tests/utils/render-app';

describe('the landing heading', () => {
  it('names the archive and says what it is, in the one h1 of the page', async () => {
    renderApp('/');
    await screen.findByText(/^52 results/);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName('Folio');
    expect(heading).toBeVisible();
    expect(screen.getByText(site.description)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('names the search in the heading once the visitor searches', async () => {
    renderApp('/?q=leaf');
    await screen.findByText(/^5 results/);
    // jsdom drops the space a browser keeps before the hidden part (the journey checks it).
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      /^Folio ?— Search results for “leaf”$/,
    );
    expect(screen.getByText(site.description)).toBeInTheDocument();
  });

  it('leaves a collection its own heading, the only h1', async () => {
    const [collection] = collections;
    if (!collection) throw new Error('The demo has collections.');
    renderApp(`/collections/${collection.slug}`);
    await screen.findByRole('heading', { level: 1, name: collection.title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(site.description)).not.toBeInTheDocument();
  });
});
