import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { currentUrl, renderApp } from '../../../tests/utils/render-app';

interface SearchBody {
  requests: { facetFilters?: string[][]; facets?: string[]; type?: string }[];
}

/** The facet filters of each search the page sent (its first query: the hits). */
function recordFacetFilters(): () => string[][][] {
  const bodies: SearchBody[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/1/indexes/*/queries'))
      void request
        .clone()
        .json()
        .then((body: SearchBody) => bodies.push(body));
  });
  return () =>
    bodies
      .filter((body) => body.requests[0]?.type !== 'facet')
      .map((body) => body.requests[0]?.facetFilters ?? []);
}

afterEach(() => server.events.removeAllListeners());

const facet = (name: string) => screen.getByRole('group', { name });
const results = (count: number) => screen.findByText(new RegExp(`^${count} results?`));

describe('every facet the records carry', () => {
  it('shows each facet with its counts over the demo collection', async () => {
    renderApp('/');
    await results(52);
    expect(within(facet('Camera')).getByRole('checkbox', { name: 'Canon 7' })).not.toBeChecked();
    expect(within(facet('Camera')).getByRole('checkbox', { name: 'Olympus 7' })).not.toBeChecked();
    // Models show under a make once it is ticked.
    expect(within(facet('Camera')).queryByRole('checkbox', { name: /EOS/ })).toBeNull();
    expect(
      within(facet('Lens')).getByRole('checkbox', { name: 'EF50mm f/1.8 II 1' }),
    ).toBeVisible();
    expect(within(facet('Place')).getByRole('checkbox', { name: 'Skagen 2' })).toBeVisible();
    expect(within(facet('Country')).getByRole('checkbox', { name: 'Denmark 4' })).toBeVisible();
    const orientation = within(facet('Orientation'));
    expect(orientation.getByRole('checkbox', { name: 'Landscape 49' })).toBeVisible();
    expect(orientation.getByRole('checkbox', { name: 'Portrait 2' })).toBeVisible();
    expect(orientation.getByRole('checkbox', { name: 'Square 1' })).toBeVisible();
    expect(
      within(facet('Licence')).getByRole('checkbox', { name: 'GPL-2.0-or-later 12' }),
    ).toBeVisible();
    expect(
      within(facet('Creator')).getByRole('checkbox', { name: 'Charles Barbin 5' }),
    ).toBeVisible();
  });

  it('names each colour swatch for screen readers and refines by it', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(52);
    const colours = within(facet('Colour'));
    expect(colours.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Grey (16)',
      'Brown (10)',
      'Blue (9)',
      'Green (5)',
      'Black (4)',
      'Yellow (3)',
      'Red (2)',
      'Teal (2)',
      'Purple (1)',
    ]);
    const grey = colours.getByRole('checkbox', { name: 'Grey (16)' });
    expect(grey.closest('label')?.querySelector('.colour-swatch')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(grey);
    await results(16);
    await waitFor(() => expect(currentUrl()).toBe('/?colour=grey'));
    expect(filters().at(-1)).toEqual([['colorName:grey']]);
    expect(screen.getByRole('button', { name: 'Remove filter Colour: Grey' })).toBeInTheDocument();
  });

  it('walks the camera hierarchy as checkboxes: make, then its models, readable names', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(52);
    await user.click(within(facet('Camera')).getByRole('checkbox', { name: 'Canon 7' }));
    await results(7);
    await waitFor(() => expect(currentUrl()).toBe('/?camera=Canon'));
    expect(filters().at(-1)).toEqual([['cameraPath.lvl0:Canon']]);
    const camera = within(facet('Camera'));
    expect(camera.getByRole('checkbox', { name: 'Canon 7' })).toBeChecked();
    // The models as a person writes them: no repeated make, no EXIF capitals.
    const model = camera.getByRole('checkbox', { name: 'EOS Digital Rebel XT 2' });
    expect(model).not.toBeChecked();
    expect(camera.getByRole('checkbox', { name: 'EOS 350D Digital 1' })).toBeInTheDocument();
    expect(camera.getByRole('checkbox', { name: 'EOS 70D 1' })).toBeInTheDocument();
    expect(camera.getByRole('checkbox', { name: 'Olympus 7' })).not.toBeChecked();
    expect(camera.queryByRole('button', { name: /Canon|EOS/ })).toBeNull();

    // Keyboard: the model is a checkbox Space ticks.
    model.focus();
    await user.keyboard(' ');
    await results(2);
    // The raw value stays in the URL and the filter.
    await waitFor(() =>
      expect(currentUrl()).toBe('/?camera=Canon%3ECanon%20EOS%20DIGITAL%20REBEL%20XT'),
    );
    expect(filters().at(-1)).toEqual([['cameraPath.lvl1:Canon > Canon EOS DIGITAL REBEL XT']]);
    expect(
      screen.getByRole('button', { name: 'Remove filter Camera: Canon EOS Digital Rebel XT' }),
    ).toBeInTheDocument();
    expect(
      within(facet('Camera')).getByRole('checkbox', { name: 'EOS Digital Rebel XT 2' }),
    ).toBeChecked();

    // Unticking the make goes back up to every camera.
    await user.click(within(facet('Camera')).getByRole('checkbox', { name: 'Canon 7' }));
    await results(52);
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('restores a camera model and the other facets from the URL', async () => {
    const filters = recordFacetFilters();
    renderApp('/?camera=Olympus%3EE-M1&orientation=landscape&licence=LGPLv3');
    await screen.findByRole('button', { name: 'Remove filter Camera: Olympus E-M1' });
    const camera = within(facet('Camera'));
    expect(camera.getByRole('checkbox', { name: /^E-M1 \d+$/ })).toBeChecked();
    expect(camera.getByRole('checkbox', { name: /^Olympus \d+$/ })).toBeChecked();
    expect(within(facet('Orientation')).getByRole('checkbox', { name: /Landscape/ })).toBeChecked();
    expect(filters()[0]).toEqual(
      expect.arrayContaining([
        ['cameraPath.lvl1:Olympus > E-M1'],
        ['orientation:landscape'],
        ['license.name:LGPLv3'],
      ]),
    );
  });

  it('refines by lens, writing its value readably', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(52);
    await user.click(within(facet('Lens')).getByRole('checkbox', { name: 'EF50mm f/1.8 II 1' }));
    await results(1);
    await waitFor(() => expect(currentUrl()).toBe('/?lens=EF50mm%20f%2F1.8%20II'));
    expect(filters().at(-1)).toEqual([['lens:EF50mm f/1.8 II']]);
    expect(screen.getByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
  });

  it('refines by place, country and licence, writing readable parameters', async () => {
    const { user } = renderApp('/');
    await results(52);
    await user.click(within(facet('Country')).getByRole('checkbox', { name: 'Denmark 4' }));
    await results(4);
    await user.click(within(facet('Place')).getByRole('checkbox', { name: /^Skagen/ }));
    await results(2);
    await waitFor(() => expect(currentUrl()).toBe('/?place=Skagen&country=Denmark'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Place: Skagen' }));
    await results(4);
    await user.click(within(facet('Licence')).getAllByRole('checkbox')[0] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/\?country=Denmark&licence=/));
  });

  it('hides every facet with no value among the results, heading and all', async () => {
    const { user } = renderApp('/');
    await results(52);
    expect(screen.getByRole('group', { name: 'Lens' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the archive', { selector: 'input' }), 'interior');
    await results(3);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Camera' })).toBeNull());
    for (const name of ['Lens', 'Place', 'Country'])
      expect(screen.queryByRole('group', { name })).toBeNull();
    expect(screen.queryByText('Lens')).toBeNull();
    // Counts follow the query.
    const orientation = within(facet('Orientation'));
    expect(orientation.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('hides a facet whose one value covers every result, keeps one covering only some', async () => {
    const { user } = renderApp('/');
    await results(52);
    // One lens, on one photo of 52: it still narrows the results.
    expect(
      within(facet('Lens')).getByRole('checkbox', { name: 'EF50mm f/1.8 II 1' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the archive', { selector: 'input' }), 'coffee');
    await results(1);
    // Type, orientation, colour, licence… each has one value here, the result's own.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Orientation' })).toBeNull());
    for (const name of ['Type', 'Colour', 'Licence', 'Creator', 'Year'])
      expect(screen.queryByRole('group', { name })).toBeNull();
  });

  it('hides the year when every result is from one year, keeps it when some are undated', async () => {
    renderApp('/?tags=blue');
    await results(2);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Year' })).toBeNull());
    expect(screen.getByRole('group', { name: 'Tags' })).toBeInTheDocument();
  });

  it('keeps the year when one year covers only some results', async () => {
    renderApp('/?tags=autumn');
    await results(2);
    expect(await screen.findByRole('group', { name: 'Year' })).toBeInTheDocument();
  });

  it('keeps a ticked value that covers every result, so it can be unticked', async () => {
    const { user } = renderApp('/?q=coffee&orientation=landscape');
    await results(1);
    const landscape = within(facet('Orientation')).getByRole('checkbox', { name: /Landscape/ });
    expect(landscape).toBeChecked();
    await user.click(landscape);
    await waitFor(() => expect(currentUrl()).toBe('/?q=coffee'));
  });
});

describe('co-credited work', () => {
  it('counts each person of a shared credit and filters on them', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(52);
    await user.type(screen.getByRole('searchbox', { name: 'Search creator' }), 'hyl');
    const option = await within(facet('Creator')).findByRole('checkbox', {
      name: /Hylke Bons\s*2/,
    });
    await user.click(option);
    await results(2);
    await waitFor(() => expect(currentUrl()).toBe('/?creator=Hylke%20Bons'));
    expect(filters().at(-1)).toEqual([['creators:Hylke Bons']]);
  });

  it('keeps a link to a shared credit working', async () => {
    renderApp('/?creator=Lennart%20Poettering%2C%20Andrea%20Cimitan');
    await results(1);
    const creators = within(facet('Creator'));
    expect(creators.getByRole('checkbox', { name: /Lennart Poettering/ })).toBeChecked();
    expect(creators.getByRole('checkbox', { name: /Andrea Cimitan/ })).toBeChecked();
  });

  it('shows more creators and tags on demand', async () => {
    const { user } = renderApp('/');
    await results(52);
    const creators = within(facet('Creator'));
    expect(creators.getAllByRole('checkbox')).toHaveLength(6);
    await user.click(creators.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(creators.getAllByRole('checkbox').length).toBeGreaterThan(6));
    expect(creators.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(facet('Tags')).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

describe('facet parameters in the URL', () => {
  it('drops malformed values and keeps the rest', async () => {
    const filters = recordFacetFilters();
    renderApp('/?colour=ultraviolet~grey&orientation=sideways&camera=a%3Eb%3Ec&lens=');
    await results(16);
    expect(within(facet('Colour')).getByRole('checkbox', { name: 'Grey (16)' })).toBeChecked();
    expect(filters()[0]).toEqual([['colorName:grey']]);
  });
});

describe('tag mode: all or any ticked tags', () => {
  const tagMode = () => within(facet('Tags')).getByRole('group', { name: 'Show items with' });
  const tag = (name: RegExp) => within(facet('Tags')).getByRole('checkbox', { name });

  it('narrows with each tag by default, says so, and counts what adding a tag would give', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/');
    await results(52);
    // Nothing to choose until a tag is ticked.
    expect(within(facet('Tags')).queryByRole('group', { name: 'Show items with' })).toBeNull();
    await user.click(tag(/^macro 9$/));
    await results(9);
    expect(within(tagMode()).getByRole('radio', { name: 'All ticked tags' })).toBeChecked();
    expect(within(tagMode()).getByRole('radio', { name: 'Any ticked tag' })).not.toBeChecked();
    // Conjunctive counts: green is on 5 items, 2 of them tagged macro.
    await user.click(tag(/^green 2$/));
    await results(2);
    await waitFor(() => expect(currentUrl()).toBe('/?tags=macro~green&tagmode=all'));
    // Each tag a filter of its own: AND.
    expect(filters().at(-1)).toHaveLength(2);
    expect(filters().at(-1)).toEqual(expect.arrayContaining(['tags:macro', 'tags:green']));
  });

  it('widens with each tag in "any" mode, with each tag counted alone, and keeps it in the URL', async () => {
    const filters = recordFacetFilters();
    const { user } = renderApp('/?tags=macro');
    await results(9);
    await user.click(within(tagMode()).getByRole('radio', { name: 'Any ticked tag' }));
    await waitFor(() => expect(currentUrl()).toBe('/?tags=macro&tagmode=any'));
    // Disjunctive counts: green alone is on 5 items.
    await user.click(await within(facet('Tags')).findByRole('checkbox', { name: /^green 5$/ }));
    await results(12);
    await waitFor(() => expect(currentUrl()).toBe('/?tags=macro~green&tagmode=any'));
    // One group of tags: OR.
    expect(filters().at(-1)).toEqual([expect.arrayContaining(['tags:macro', 'tags:green'])]);
    expect(tag(/^macro 9$/)).toBeChecked();

    // Back to "all": the same ticks, fewer results.
    await user.click(within(tagMode()).getByRole('radio', { name: 'All ticked tags' }));
    await results(2);
    await waitFor(() => expect(currentUrl()).toBe('/?tags=macro~green&tagmode=all'));
  });

  it('reads a link from before the choice (several tags, no mode) as "any", as it was then', async () => {
    renderApp('/?tags=macro~green');
    await results(12);
    expect(within(tagMode()).getByRole('radio', { name: 'Any ticked tag' })).toBeChecked();
    expect(tag(/^green 5$/)).toBeChecked();
  });

  it('restores "all" from the URL', async () => {
    renderApp('/?tags=macro~green&tagmode=all');
    await results(2);
    expect(within(tagMode()).getByRole('radio', { name: 'All ticked tags' })).toBeChecked();
  });
});
