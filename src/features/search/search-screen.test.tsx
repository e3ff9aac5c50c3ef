import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import demoRecords from '@/mocks/data/demo-records.json';
import { createDemoEngine } from '@/mocks/demo-engine';
import { createAlgoliaSearchHandlers } from '@/mocks/handlers/algolia-search';
import { server } from '@/mocks/node';
import type { ItemRecord } from '@/types/item';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

const ALGOLIA_HOSTS = [
  'https://*-dsn.algolia.net/1/indexes/*/queries',
  'https://*.algolianet.com/1/indexes/*/queries',
];

function results() {
  return screen.findByRole('list', { name: 'Search results' });
}

async function resultTitles(): Promise<string[]> {
  const list = await results();
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.result-card-title')?.textContent ?? '');
}

describe('search screen', () => {
  it('shows the whole demo collection with counts, a page of results and pagination', async () => {
    renderApp('/');
    expect(await screen.findByText(/^52 results/)).toBeInTheDocument();
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeInTheDocument();
    const typeFacet = screen.getByRole('group', { name: 'Type' });
    expect(within(typeFacet).getByRole('checkbox', { name: /Photos\s*50/ })).toBeInTheDocument();
    expect(within(typeFacet).getByRole('checkbox', { name: /Videos\s*2/ })).toBeInTheDocument();
  });

  it('searches on every keystroke, highlights the match and writes the query to the URL', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.type(screen.getByRole('combobox', { name: 'Search the archive' }), 'leaf');
    await waitFor(() => expect(screen.getByText(/^\d+ results?/).textContent).not.toMatch(/^52/));
    const card = screen.getByRole('link', { name: /Fallen Leaf/ });
    expect(within(card).getByText('Leaf', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
  });

  it('names the search in the tab title once the visitor pauses, not at every keystroke', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    const titles: string[] = [];
    const observer = new MutationObserver(() => titles.push(document.title));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    await user.type(screen.getByRole('combobox', { name: 'Search the archive' }), 'leaf');
    await waitFor(() => expect(document.title).toBe('“leaf” · Folio'));
    observer.disconnect();
    expect(titles.filter((title) => title !== 'Folio')).toEqual(['“leaf” · Folio']);
  });

  it('still finds an item when the query has a typo', async () => {
    renderApp('/?q=dragonfyl');
    expect(await resultTitles()).toContain('Dragonfly');
  });

  it('refines by a facet, updates the counts and keeps it in the URL', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.click(screen.getByRole('checkbox', { name: /Videos\s*2/ }));
    await screen.findByText(/^2 results/);
    await waitFor(() => expect(currentUrl()).toBe('/?type=video'));
    expect(await resultTitles()).toEqual(
      expect.arrayContaining(['Time-lapse of tall buildings', 'Mountain photos slideshow']),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Type: video' })).toBeInTheDocument();
  });

  it('restores query, filters and sort from the URL', async () => {
    renderApp('/?q=mountains&type=photo&sort=oldest');
    expect(await screen.findByRole('combobox', { name: 'Search the archive' })).toHaveValue(
      'mountains',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Photos/ })).toBeChecked());
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Oldest first');
    expect(await resultTitles()).toEqual(expect.arrayContaining(['Aitzgorri', 'Picos de Europa']));
    expect(await resultTitles()).not.toContain('Mountain photos slideshow');
  });

  it('moves between pages with links that carry the page in the URL', async () => {
    const { user } = renderApp('/');
    const firstPage = await resultTitles();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl()).toBe('/?page=2'));
    await waitFor(async () => expect(await resultTitles()).not.toEqual(firstPage));
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(24);
  });

  it('filters by a year range and writes it as from:to', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.type(screen.getByRole('spinbutton', { name: 'From' }), '2005');
    await user.type(screen.getByRole('spinbutton', { name: 'To' }), '2006');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl()).toBe('/?year=2005:2006'));
    const list = await results();
    await waitFor(() =>
      within(list)
        .getAllByRole('link')
        .forEach((card) => expect(card.textContent).toMatch(/200[56]/)),
    );
  });

  it('sorts by date through the replica and says so in the URL', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Newest first');
    await waitFor(() => expect(currentUrl()).toBe('/?sort=newest'));
    const list = await results();
    await waitFor(() => {
      const years = within(list)
        .getAllByRole('link')
        .map((card) => Number(within(card).queryByText(/^\d{4}$/)?.textContent ?? 0))
        .filter((year) => year > 0);
      expect(years.length).toBeGreaterThan(1);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    });
  });

  it('offers to drop filters when nothing matches', async () => {
    const { user } = renderApp('/?q=leaf&type=video&year=2000:2020');
    expect(await screen.findByText('Nothing matches “leaf”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(await screen.findByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/?q=leaf'));
  });

  it('searches inside a facet’s values', async () => {
    const { user } = renderApp('/');
    await screen.findByText(/^52 results/);
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'autu');
    const tags = screen.getByRole('group', { name: 'Tags' });
    const option = await within(tags).findByRole('checkbox', { name: /autumn/ });
    expect(
      within(option.closest('label') as HTMLElement).getByText('autu', { selector: 'mark' }),
    ).toBeInTheDocument();
  });
});

describe('search screen while the service is slow', () => {
  it('says it is searching until the first answer arrives', async () => {
    // A resolver that returns nothing hands the request on to the regular handlers.
    server.use(
      ...ALGOLIA_HOSTS.map((host) =>
        http.post(host, async () => {
          await delay(600);
        }),
      ),
    );
    renderApp('/?q=kite');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Searching…');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kite/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });
});

describe('search screen with bad input', () => {
  it('cleans a malformed URL and shows markup in the query as text', async () => {
    renderApp('/?q=%3Cb%3Ebold%3C%2Fb%3E&page=-3&year=abc&type=evil');
    const box = await screen.findByRole('combobox', { name: 'Search the archive' });
    expect(box).toHaveValue('<b>bold</b>');
    expect(await screen.findByText('Nothing matches “<b>bold</b>”')).toBeInTheDocument();
    expect(document.querySelector('main b')).toBeNull();
  });
});

describe('search screen with hostile records', () => {
  const hostile: ItemRecord = {
    ...(demoRecords[0] as ItemRecord),
    objectID: 'hostile',
    title: '<img src=x onerror="window.__pwned=1">Harbour <b>night</b>',
    creator: '<script>window.__pwned=1</script>Mallory',
    tags: ['<i>harbour</i>'],
    image: {
      ...(demoRecords[0] as ItemRecord).image,
      src: 'javascript:alert(1)',
      placeholder: 'data:image/webp;base64,AAAA") , url(https://tracker.example/x.png',
      renditions: [{ format: 'avif', width: 640, height: 400, url: 'javascript:alert(1)' }],
    },
  };

  it('shows markup in titles, creators and tags as text and loads no hostile URL', async () => {
    server.use(
      ...createAlgoliaSearchHandlers(
        // Kept as a hosted index would keep it: the screens must cope.
        createDemoEngine([...(demoRecords as ItemRecord[]), hostile], { invalid: 'keep' }),
        {
          appId: MOCK_ALGOLIA.appId,
          searchKey: MOCK_ALGOLIA.searchKey,
        },
      ),
    );
    // The tag ticked: a facet whose one value is on every result shows only when ticked.
    renderApp('/?q=harbour&tags=%3Ci%3Eharbour%3C%2Fi%3E');
    const card = await screen.findByRole('link', { name: /Harbour/ });
    expect(card).toHaveTextContent('<img src=x onerror="window.__pwned=1">Harbour <b>night</b>');
    expect(within(card).getByText('Harbour', { selector: 'mark' })).toBeInTheDocument();
    expect(card.querySelector('b, script')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /<i>harbour<\/i>/ })).toBeInTheDocument();
    const image = within(card).getByRole('img');
    expect(image.getAttribute('src')).toBeNull();
    expect(image.getAttribute('style') ?? '').not.toContain('tracker.example');
    expect(card.querySelector('source')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
