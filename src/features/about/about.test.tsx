import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { acceptTracking } from '../../../tests/utils/tracking';
import { renderApp } from '../../../tests/utils/render-app';

afterEach(() => server.events.removeAllListeners());

function licenceSection(name: RegExp): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around ${String(name)}`);
  return section;
}

describe('/about', () => {
  it('describes the archive and credits every item, grouped by licence', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/1/indexes/*/queries'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Folio' })).toBeVisible();
    expect(screen.getByText(/A searchable archive of freely licensed photos/)).toBeVisible();
    expect(await screen.findByText(/^52 items in 8 licences/)).toBeInTheDocument();
    expect(document.title).toBe('About · Folio');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^A searchable archive of freely licensed photos/),
    );

    const licences = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(licences.slice(0, 3)).toEqual([
      'GPL-2.0-or-later (12 items)',
      'CC BY-SA 4.0 (11 items)',
      'LGPLv3 (11 items)',
    ]);
    expect(licences).toContain('Public Domain Mark 1.0 (3 items)');

    const ccBy = licenceSection(/^CC BY 4\.0/);
    expect(within(ccBy).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    const aitzgorri = within(ccBy).getByRole('link', { name: 'Aitzgorri' });
    expect(aitzgorri).toHaveAttribute('href', '/item/aitzgorri');
    expect(aitzgorri.closest('li')).toHaveTextContent(/by Aitzol Berasategi, CC-BY-4\.0/);
    expect(within(ccBy).getAllByRole('listitem')).toHaveLength(9);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      requests: [
        expect.objectContaining({
          hitsPerPage: 1000,
          attributesToRetrieve: ['title', 'creator', 'credit', 'license'],
        }),
      ],
    });
  });

  it('says what the site tracks, and its button opens Privacy choices', async () => {
    acceptTracking();
    const { user } = renderApp('/about');
    const tracking = await screen.findByRole('region', { name: 'What this site tracks' });
    expect(tracking).toHaveTextContent('Google Analytics and Google Tag Manager');
    expect(tracking).toHaveTextContent('Search improvement');
    expect(tracking).toHaveTextContent(/Recent searches are kept in this browser only/);
    // Counting them within the filters sends them: the page must not say they never leave.
    expect(tracking).toHaveTextContent(
      /While filters are in use, those that match what you type go to the search service/,
    );
    expect(tracking).toHaveTextContent(
      /Maps, if you agree: map images from OpenStreetMap \(tile\.openstreetmap\.org\)/,
    );
    expect(screen.queryByRole('dialog', { name: 'Privacy choices' })).not.toBeInTheDocument();
    await user.click(within(tracking).getByRole('button', { name: 'Change your privacy choices' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy choices' })).toBeVisible();
  });

  it('opens an item from its credit', async () => {
    const { user } = renderApp('/about');
    await user.click(await screen.findByRole('link', { name: 'Aitzgorri' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aitzgorri' })).toBeVisible();
    expect(window.location.pathname).toBe('/item/aitzgorri');
  });
});
