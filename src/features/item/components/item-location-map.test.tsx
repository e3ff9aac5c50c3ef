import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '@/config/app-config-context';
import type { MapTilesConfig } from '@/config/map-tiles';
import { CONSENT_STORAGE_KEY, readConsent, saveConsent } from '@/services/consent/consent';
import { mockConfig } from '../../../../tests/utils/render-app';
import { ItemLocationMap } from './item-location-map';

const skagen = { lat: 57.7209, lng: 10.5839, zoom: 10, approximate: true, label: 'Skagen' };
const OWN_TILES: MapTilesConfig = {
  url: '/tiles/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  provider: 'this site',
  origin: null,
};

function withConfig(children: ReactNode, mapTiles = mockConfig.mapTiles) {
  return <AppConfigProvider config={{ ...mockConfig, mapTiles }}>{children}</AppConfigProvider>;
}
const mapOf = () => screen.findByRole('group', { name: 'Map: Skagen (approximate position)' });
/** The tile images Leaflet asked for: each one a request to the tile host. */
const tileSources = (map: HTMLElement) =>
  [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src);
const askButton = (map: HTMLElement) =>
  within(map).queryByRole('button', { name: 'Show map tiles from OpenStreetMap' });

describe('ItemLocationMap', () => {
  it('mounts one map under StrictMode and removes it on unmount', async () => {
    const { container, unmount } = render(
      withConfig(
        <StrictMode>
          <ItemLocationMap {...skagen} />
        </StrictMode>,
      ),
    );
    await mapOf();
    expect(container.querySelectorAll('.leaflet-container')).toHaveLength(1);
    expect(container.querySelectorAll('.location-marker')).toHaveLength(1);
    unmount();
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('asks before any tile of a third party, and shows the place in words meanwhile', async () => {
    render(withConfig(<ItemLocationMap {...skagen} />));
    const map = await mapOf();
    expect(tileSources(map)).toEqual([]);
    expect(askButton(map)).toBeVisible();
    // Zoom 10: the world outline has nothing to say here; the place and its position do.
    expect(within(map).getByRole('status')).toHaveTextContent(
      'Skagen · 57.7209° N, 10.5839° E (approximate)',
    );
    expect(within(map).queryByRole('link', { name: 'OpenStreetMap' })).not.toBeInTheDocument();
  });

  it('loads the tiles once the visitor agrees on the map, and remembers it', async () => {
    const user = userEvent.setup();
    render(withConfig(<ItemLocationMap {...skagen} />));
    const map = await mapOf();
    await user.click(askButton(map) as HTMLElement);
    await waitFor(() => expect(tileSources(map).length).toBeGreaterThan(0));
    expect(
      tileSources(map).every((src) => src.startsWith('https://tile.openstreetmap.org/10/')),
    ).toBe(true);
    expect(askButton(map)).toBeNull();
    expect(within(map).queryByRole('status')).toBeNull();
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
    expect(readConsent().choices.maps).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      maps: true,
      analytics: false,
      insights: false,
    });
  });

  it('follows the Maps choice in Privacy choices, both ways', async () => {
    render(withConfig(<ItemLocationMap {...skagen} />));
    const map = await mapOf();
    act(() => saveConsent({ analytics: false, insights: false, maps: true }));
    expect(tileSources(map).length).toBeGreaterThan(0);
    act(() => saveConsent({ maps: false }));
    expect(tileSources(map)).toEqual([]);
    expect(askButton(map)).toBeVisible();
  });

  it('with Global Privacy Control, asks like any refusal; the map’s button is the visitor’s choice', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      const user = userEvent.setup();
      render(withConfig(<ItemLocationMap {...skagen} />));
      const map = await mapOf();
      expect(readConsent().source).toBe('browser-signal');
      expect(tileSources(map)).toEqual([]);
      await user.click(askButton(map) as HTMLElement);
      expect(tileSources(map).length).toBeGreaterThan(0);
      expect(readConsent().choices).toEqual({ analytics: false, insights: false, maps: true });
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });

  it('loads tiles served by this site at once, without asking', async () => {
    render(withConfig(<ItemLocationMap {...skagen} />, OWN_TILES));
    const map = await mapOf();
    expect(tileSources(map).length).toBeGreaterThan(0);
    expect(tileSources(map).every((src) => src.startsWith(`${location.origin}/tiles/10/`))).toBe(
      true,
    );
    expect(within(map).queryByRole('button', { name: /Show map tiles/ })).toBeNull();
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
    const { AppConfigProvider: Provider } = await import('@/config/app-config-context');
    render(
      <Provider config={mockConfig}>
        <FailingMap {...skagen} />
      </Provider>,
    );
    expect(
      await screen.findByText(
        'The map could not be loaded. Check your connection and reload the page to try again.',
      ),
    ).toBeInTheDocument();
    vi.doUnmock('@/services/maps/location-map');
  });
});
