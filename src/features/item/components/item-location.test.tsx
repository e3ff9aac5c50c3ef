import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import demoRecords from '@/mocks/data/demo-records.json';
import { readItem } from '@/services/validation/read-item';
import type { ItemView } from '@/types/item';
import { AppConfigProvider } from '@/config/app-config-context';
import { mockConfig, renderApp } from '../../../../tests/utils/render-app';
import { ItemLocation } from './item-location';

const records = demoRecords.map(readItem);

function demoItem(objectID: string, changes: Partial<ItemView> = {}): ItemView {
  const record = records.find((candidate) => candidate.objectID === objectID);
  if (!record) throw new Error(`No demo record ${objectID}`);
  return { ...record, ...changes };
}

function renderLocation(item: ItemView) {
  return render(
    <AppConfigProvider config={mockConfig}>
      <MemoryRouter>
        <ItemLocation item={item} />
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Location' });

describe('ItemLocation', () => {
  it('shows the place, a map and a link to the map screen centred on a GPS position', async () => {
    renderLocation(demoItem('colorful-cups'));

    expect(within(region()).getByText('Aarhus, Denmark')).toBeInTheDocument();
    expect(within(region()).queryByText(/Approximate position/)).not.toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      '/map?lat=56.155995&lng=10.208205&zoom=14&item=colorful-cups',
    );
    const map = await within(region()).findByRole('group', { name: 'Map: Aarhus, Denmark' });
    // Leaflet and the world outline really loaded: the outline is drawn under the tile pane.
    await expect
      .poll(() => map.querySelectorAll('.leaflet-outline-pane path').length)
      .toBeGreaterThan(100);
    expect(map.querySelector('.location-marker')).not.toBeNull();
    // Tiles (and their credit) wait for the visitor's agreement: item-location-map.test.tsx.
    expect(
      within(map).getByRole('button', { name: 'Show map tiles from OpenStreetMap' }),
    ).toBeInTheDocument();
    expect(within(map).queryByRole('link', { name: 'OpenStreetMap' })).not.toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('says a place-precision position is approximate and draws a wider circle', async () => {
    renderLocation(demoItem('skagen'));

    expect(within(region()).getByText('Skagen, Denmark')).toBeInTheDocument();
    expect(within(region()).getByText(/^Approximate position/)).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      '/map?lat=57.7209&lng=10.5839&zoom=10&item=skagen',
    );
    const map = await within(region()).findByRole('group', {
      name: 'Map: Skagen, Denmark (approximate position)',
    });
    await expect.poll(() => map.querySelector('.location-marker-approximate')).not.toBeNull();
  });

  it('shows the place name without a map or link when the record has no position', () => {
    renderLocation(demoItem('snow'));

    expect(within(region()).getByText('Newark')).toBeInTheDocument();
    expect(within(region()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when the record has neither a place nor a position', () => {
    const { container } = renderLocation(demoItem('blinds'));
    expect(screen.queryByRole('region', { name: 'Location' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('treats out-of-range or non-numeric coordinates as no position', () => {
    renderLocation(
      demoItem('skagen', { _geoloc: { lat: 91, lng: Number.NaN } as ItemView['_geoloc'] }),
    );
    expect(within(region()).getByText('Skagen, Denmark')).toBeInTheDocument();
    expect(within(region()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the coordinates when a position has no place name', async () => {
    renderLocation(demoItem('colorful-cups', { place: null }));
    expect(within(region()).getByText('56.1560° N, 10.2082° E')).toBeInTheDocument();
    expect(
      await within(region()).findByRole('group', { name: 'Map: 56.1560° N, 10.2082° E' }),
    ).toBeInTheDocument();
  });

  it('renders hostile place text as text', () => {
    renderLocation(
      demoItem('snow', { place: { name: '<img src=x onerror=alert(1)>', country: null } }),
    );
    expect(within(region()).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(region().querySelector('img')).toBeNull();
  });

  it('appears on the item page of the real route', async () => {
    renderApp('/item/skagen');
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(within(location).getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
      'href',
      '/map?lat=57.7209&lng=10.5839&zoom=10&item=skagen',
    );
    expect(
      await within(location).findByRole('group', { name: /^Map: Skagen/ }),
    ).toBeInTheDocument();
  });
});
