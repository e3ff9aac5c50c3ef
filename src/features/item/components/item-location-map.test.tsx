import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ItemLocationMap } from './item-location-map';

const skagen = { lat: 57.7209, lng: 10.5839, zoom: 10, approximate: true, label: 'Skagen' };

describe('ItemLocationMap', () => {
  it('mounts one map under StrictMode and removes it on unmount', async () => {
    const { container, unmount } = render(
      <StrictMode>
        <ItemLocationMap {...skagen} />
      </StrictMode>,
    );
    await screen.findByRole('group', { name: 'Map: Skagen (approximate position)' });
    expect(container.querySelectorAll('.leaflet-container')).toHaveLength(1);
    expect(container.querySelectorAll('.location-marker')).toHaveLength(1);
    unmount();
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });
});

describe('ItemLocationMap when the map code cannot load', () => {
  it('says so in words instead of leaving an empty box', async () => {
    vi.doMock('@/services/maps/location-map', () => ({
      mountLocationMap: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    vi.resetModules();
    const { ItemLocationMap: FailingMap } = await import('./item-location-map');
    render(<FailingMap {...skagen} />);
    expect(
      await screen.findByText(
        'The map could not be loaded. Check your connection and reload the page to try again.',
      ),
    ).toBeInTheDocument();
    vi.doUnmock('@/services/maps/location-map');
  });
});
