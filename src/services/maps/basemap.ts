import type { FeatureCollection } from 'geojson';
import { geoJSON, tileLayer, type Map as LeafletMap, type TileLayer } from 'leaflet';
import type { MapTilesConfig } from '@/config/map-tiles';
import { grantConsent, hasConsent, subscribeConsent } from '@/services/consent/consent';
import { createMapNotes } from './map-notes';

/** Below Leaflet's tile pane (z-index 200), so real tiles cover it and failed ones reveal it. */
const OUTLINE_PANE = 'outline';
/**
 * From this zoom the 1:110m outline says nothing (its coast is kilometres off, a town is an
 * empty wedge of land or sea): without tiles the map shows the place in words instead.
 */
export const OUTLINE_DETAIL_LIMIT = 9;

export interface BasemapOptions {
  tiles: MapTilesConfig;
  outline: FeatureCollection;
  /** Themes the land (fill and stroke in CSS). */
  outlineClassName: string;
  /** The words shown instead of the outline when zoomed in past its detail, e.g. the place. */
  describeView(): string;
}

/** A tile host other than this site is a third party: it waits for the visitor's consent. */
export function isThirdPartyTiles(tiles: MapTilesConfig): boolean {
  return tiles.origin !== null && tiles.origin !== window.location.origin;
}

/**
 * The bundled world outline, and over it the configured tiles once they may load: at once when
 * the site serves them, after the visitor agrees (here or in Privacy choices) when a third
 * party does. Returns what undoes it.
 */
export function addBasemap(map: LeafletMap, options: BasemapOptions): () => void {
  const { tiles } = options;
  map.attributionControl.setPrefix(false);
  const outlinePane = map.createPane(OUTLINE_PANE);
  outlinePane.style.zIndex = '150';
  geoJSON(options.outline, {
    pane: OUTLINE_PANE,
    interactive: false,
    style: { className: options.outlineClassName, weight: 0.6, fillOpacity: 1 },
  }).addTo(map);

  let layer: TileLayer | null = null;
  let failing = false;
  const notes = createMapNotes(map, {
    provider: tiles.provider,
    onAllow: () => grantConsent('maps'),
  });

  function update() {
    const outlineOnly = !layer || failing;
    const beyondOutline = map.getZoom() >= OUTLINE_DETAIL_LIMIT;
    // Past its detail the outline is a wedge that misleads: plain sea colour and the words.
    outlinePane.style.visibility = beyondOutline ? 'hidden' : '';
    // Neither sea nor land: the outline no longer says which.
    map.getContainer().classList.toggle('map-beyond-outline', beyondOutline && outlineOnly);
    notes.setDescription(outlineOnly && beyondOutline ? options.describeView() : null);
    notes.setAsking(!layer && isThirdPartyTiles(tiles));
  }

  function setFailing(next: boolean) {
    if (failing === next) return;
    failing = next;
    update();
  }

  function showTiles(show: boolean) {
    if (show && !layer) {
      failing = false;
      // Leaflet's attribution control shows the provider's credit only while its tiles do.
      layer = tileLayer(tiles.url, { maxZoom: 19, attribution: tiles.attribution })
        // A tile that fails shows the outline through; one that loads means the host answers.
        .on('tileerror', () => setFailing(true))
        .on('tileload', () => setFailing(false))
        .addTo(map);
    } else if (!show && layer) {
      layer.remove();
      layer = null;
    }
    update();
  }

  showTiles(!isThirdPartyTiles(tiles) || hasConsent('maps'));
  const stopWatching = subscribeConsent(() =>
    showTiles(!isThirdPartyTiles(tiles) || hasConsent('maps')),
  );
  map.on('zoomend moveend', update);
  return () => {
    stopWatching();
    map.off('zoomend moveend', update);
    notes.remove();
  };
}
